import { eq, sql } from "drizzle-orm";
import { redirect } from "react-router";
import { db } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { profiles, type Profile } from "~/db/schema";
import { env } from "~/env.server";
import type { Actor } from "~/lib/permissions";
import { auth } from "./auth.server";
import { pageUrl } from "~/lib/page-url.server";

export type Viewer = {
  actor: Actor;
  profile: Profile | null;
  emailVerified: boolean;
  /** Whether the account signs in with a second factor. */
  twoFactorEnabled: boolean;
  /** The ADMIN_EMAIL account before it has set up two-factor sign-in: not the admin yet, only asked to set it up. */
  adminNeedsTwoFactor: boolean;
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

/** The signed-in user's profile, read on every page they view (prepared once, decision 060). */
const profileOfUser = preparedQuery((database) => database.select().from(profiles).where(eq(profiles.id, sql.placeholder("id"))).limit(1).prepare("profile_of_user"));

/** The viewer of each GET request being answered (entries go with their request). */
const viewers = new WeakMap<Request, Promise<Viewer | null>>();

async function lookUpViewer(request: Request): Promise<Viewer | null> {
  const result = await auth().api.getSession({ headers: request.headers });
  if (!result) return null;
  const { user } = result;
  const [profile] = await profileOfUser(db()).execute({ id: user.id });
  const twoFactorEnabled = (user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled === true;
  const adminAccount = user.emailVerified && user.email.toLowerCase() === env().ADMIN_EMAIL;
  // The admin's powers need the second factor: until it is set up the account is asked to set it up and nothing more.
  const isAdmin = adminAccount && twoFactorEnabled;
  return {
    actor: {
      userId: user.id,
      email: user.email,
      name: profile?.name ?? user.name,
      role: profile?.role ?? "doctor",
      isAdmin,
      verified: isAdmin || !!profile?.verifiedAt,
    },
    profile: profile ?? null,
    emailVerified: user.emailVerified,
    twoFactorEnabled,
    adminNeedsTwoFactor: adminAccount && !twoFactorEnabled,
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
