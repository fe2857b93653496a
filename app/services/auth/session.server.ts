import crypto from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { jobTeamMembers, notifications, organisationMembers, organisations, profiles, session, user, type Organisation, type Profile } from "~/db/schema";
import { env } from "~/env.server";
import type { Actor } from "~/lib/permissions";
import { auth } from "./auth.server";
import { pageUrl } from "~/server-lib/page-url.server";

export type Viewer = {
  actor: Actor;
  profile: Profile | null;
  /** The employer's organisation (its name and verification), or null when the account belongs to none. */
  organisation: Organisation | null;
  emailVerified: boolean;
  /** Whether the account signs in with a second factor. */
  twoFactorEnabled: boolean;
  /** The ADMIN_EMAIL account before it has set up two-factor sign-in: not the admin yet, only asked to set it up. */
  adminNeedsTwoFactor: boolean;
  /** The header's count of unread notifications, read with the session. */
  unreadNotifications: number;
};

/**
 * The signed-in user behind a request, with their profile, or null. The super admin is the account whose
 * e-mail equals ADMIN_EMAIL, and only once that e-mail is verified.
 */
export async function getViewer(request: Request): Promise<Viewer | null> {
  // No session cookie (better-auth.session_token, or __Secure-… over https): nobody is signed in, and no query is needed.
  if (!request.headers.get("cookie")?.includes("better-auth.session_token=")) return null;
  // The root loader and the page's own loader both ask during one page view: a GET looks the session up once. (After
  // a form post's action the answer may have changed, e.g. signed out, so other methods always look again.)
  if (request.method !== "GET") return lookUpViewer(request);
  let viewer = viewers.get(request);
  if (!viewer) {
    viewer = lookUpViewer(request);
    viewers.set(request, viewer);
  }
  return viewer;
}

/**
 * The viewer behind a session token in one statement, prepared once (decision 060): the session's expiry, the account,
 * its profile and its unread notifications (an index-only count). A signed-in page view used to ask four times:
 * better-auth's session, then its user, the profile, the count.
 */
const viewerBySession = preparedQuery((database) =>
  database
    .select({
      expiresAt: session.expiresAt,
      user: { id: user.id, email: user.email, name: user.name, emailVerified: user.emailVerified, twoFactorEnabled: user.twoFactorEnabled },
      profile: profiles,
      organisation: organisations,
      memberRole: organisationMembers.role,
      // The jobs whose team the account is on (hiring managers, interviewers): a few ids, by job_team_members_user_idx.
      teamJobIds: sql<number[]>`(select coalesce(array_agg(${jobTeamMembers.jobId}), '{}') from ${jobTeamMembers} where ${jobTeamMembers.userId} = ${user.id})`,
      unread: sql<number>`(select count(*)::int from ${notifications} where ${notifications.userId} = ${user.id} and ${notifications.readAt} is null)`,
    })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .leftJoin(profiles, eq(profiles.id, user.id))
    // Membership is read with the session on every request (never kept between requests): a member removed from its
    // organisation is refused at its next request.
    .leftJoin(organisationMembers, eq(organisationMembers.userId, user.id))
    .leftJoin(organisations, eq(organisations.id, organisationMembers.organisationId))
    .where(eq(session.token, sql.placeholder("token")))
    .limit(1)
    .prepare("viewer_by_session"),
);

/** The viewer of each GET request being answered (entries go with their request). */
const viewers = new WeakMap<Request, Promise<Viewer | null>>();

/**
 * The value of the cookie `name` in a Cookie header, read as better-auth reads it (its first occurrence, surrounding
 * quotes dropped, percent-decoded where that is valid).
 */
export function cookieValue(header: string, name: string): string | null {
  for (const part of header.split(";")) {
    const eq = part.indexOf("=");
    if (eq === -1 || part.slice(0, eq).trim() !== name) continue;
    let value = part.slice(eq + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return value.includes("%") ? decodeURIComponent(value) : value;
    } catch {
      return value;
    }
  }
  return null;
}

/**
 * The session token of a request whose session cookie carries better-auth's signature of it (HMAC-SHA256 with the
 * auth secret, base64: `token.signature`), or null. The same check better-auth makes before it looks a session up.
 */
export async function signedSessionToken(request: Request): Promise<string | null> {
  const context = await auth().$context;
  const sessions: { disableSessionRefresh?: boolean; cookieCache?: { enabled?: boolean } } | undefined = context.options.session;
  if (sessions?.disableSessionRefresh !== true || sessions.cookieCache?.enabled) {
    // Reading a session here is only right while reading one changes nothing (lookUpViewer).
    throw new Error("session.server.ts reads sessions itself: better-auth must keep disableSessionRefresh and no cookie cache");
  }
  const raw = cookieValue(request.headers.get("cookie") ?? "", context.authCookies.sessionToken.name);
  if (!raw) return null;
  const dot = raw.lastIndexOf(".");
  if (dot < 1) return null;
  const token = raw.slice(0, dot);
  const signature = Buffer.from(raw.slice(dot + 1));
  const expected = Buffer.from(crypto.createHmac("sha256", context.secret).update(token).digest("base64"));
  return signature.length === expected.length && crypto.timingSafeEqual(signature, expected) ? token : null;
}

/**
 * The session is read here rather than through better-auth's get-session endpoint, which cost a signed-in page view
 * about 1 ms of CPU and two statements (decision 060). Sessions are never refreshed (auth.server.ts:
 * disableSessionRefresh, an absolute lifetime) and no cookie cache is kept, so reading one has no side effect but one:
 * an expired session is removed, which is left to better-auth (its endpoint deletes it and answers no session).
 */
async function lookUpViewer(request: Request): Promise<Viewer | null> {
  const token = await signedSessionToken(request);
  if (!token) return null;
  const [row] = await viewerBySession(db()).execute({ token });
  if (!row) return null;
  if (row.expiresAt.getTime() < Date.now()) {
    await auth().api.getSession({ headers: request.headers });
    return null;
  }
  const { user, profile, organisation, memberRole } = row;
  const employer = profile?.role === "employer";
  const adminAccount = user.emailVerified && user.email.toLowerCase() === env().ADMIN_EMAIL;
  // The admin's powers need the second factor: until it is set up the account is asked to set it up and nothing more.
  const isAdmin = adminAccount && user.twoFactorEnabled;
  return {
    actor: {
      userId: user.id,
      email: user.email,
      name: profile?.name ?? user.name,
      role: profile?.role ?? "doctor",
      isAdmin,
      // An employer is verified when its organisation is (a verified hospital's recruiter is verified too).
      verified: isAdmin || (employer ? !!organisation?.verifiedAt : !!profile?.verifiedAt),
      membership:
        employer && organisation && memberRole
          ? { organisationId: organisation.id, role: memberRole, teamJobIds: (row.teamJobIds ?? []).map(Number) }
          : null,
    },
    profile: profile ?? null,
    organisation: employer ? (organisation ?? null) : null,
    emailVerified: user.emailVerified,
    twoFactorEnabled: user.twoFactorEnabled,
    adminNeedsTwoFactor: adminAccount && !user.twoFactorEnabled,
    unreadNotifications: row.unread,
  };
}

export async function getActor(request: Request): Promise<Actor | null> {
  return (await getViewer(request))?.actor ?? null;
}

/** Signed-out visitors are sent to /login, with the page they wanted kept for the way back. */
export async function requireViewer(request: Request): Promise<Viewer> {
  const viewer = await getViewer(request);
  if (!viewer) {
    const url = pageUrl(request);
    const redirectTo = url.pathname + url.search;
    throw redirect(`/login?redirectTo=${encodeURIComponent(redirectTo)}`);
  }
  return viewer;
}
