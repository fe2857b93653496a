import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobs, jobTeamMembers, NOTIFICATION_KINDS, notifications, organisationMembers, profiles, session, user } from "~/db/schema";
import { ownOrganisationId } from "~/db/organisations.server";
import { auth } from "./auth.server";
import { cookieValue, getViewer, signedSessionToken } from "./session.server";
import { apiPost, BASE, cookieFrom, testApp, uniqueEmail } from "../../../tests/support/accounts-kit";
import { signedIn } from "../../../tests/support/signed-in";

// A page view reads its session in one statement (session.server.ts) instead of through better-auth's get-session
// endpoint: the same cookie check, the same answer, and an expired session still ends as better-auth ends it.
let app: ReturnType<typeof testApp>;

beforeAll(() => {
  process.env.AUTH_RATE_LIMIT_MAX = "1000";
  process.env.AUTH_RATE_LIMIT_ACCOUNT_MAX = "1000";
  app = testApp();
});

const PASSWORD = "Ward-Round-Lantern-58";
const COOKIE = "better-auth.session_token";
const KIND = NOTIFICATION_KINDS[0];

async function signedInDoctor() {
  const email = uniqueEmail("viewer");
  expect((await apiPost(app, "/api/auth/sign-up/email", { name: "Dr. Viewer Test", email, password: PASSWORD, role: "doctor" })).status).toBe(200);
  await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const res = await apiPost(app, "/api/auth/sign-in/email", { email, password: PASSWORD });
  expect(res.status).toBe(200);
  const cookie = cookieFrom(res);
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  const value = cookieValue(cookie, COOKIE)!;
  return { email, userId: row!.id, cookie, value, token: value.slice(0, value.lastIndexOf(".")) };
}

const page = (cookie: string, method = "GET") => new Request(`${BASE}/jobs`, { method, headers: { cookie } });

describe("cookieValue", () => {
  it("reads the first cookie of that name, unquoted and percent-decoded", () => {
    expect(cookieValue("a=1; better-auth.session_token=abc%2Edef; x=2", COOKIE)).toBe("abc.def");
    expect(cookieValue(`${COOKIE}="q.v"; ${COOKIE}=second`, COOKIE)).toBe("q.v");
    expect(cookieValue(`x${COOKIE}=no; other=1`, COOKIE)).toBeNull();
    expect(cookieValue(`${COOKIE}=%E0%A4%A; y=1`, COOKIE)).toBe("%E0%A4%A");
    expect(cookieValue("", COOKIE)).toBeNull();
  });
});

describe("getViewer", () => {
  it("answers what better-auth's session says, with the profile and the unread count", async () => {
    const doctor = await signedInDoctor();
    await db()
      .insert(notifications)
      .values([
        { userId: doctor.userId, kind: KIND, title: "One", body: "", link: "/dashboard" },
        { userId: doctor.userId, kind: KIND, title: "Two", body: "", link: "/dashboard" },
        { userId: doctor.userId, kind: KIND, title: "Read", body: "", link: "/dashboard", readAt: new Date() },
      ]);
    const viewer = await getViewer(page(doctor.cookie));
    const better = await auth().api.getSession({ headers: new Headers({ cookie: doctor.cookie }) });
    const [profile] = await db().select().from(profiles).where(eq(profiles.id, doctor.userId));
    expect(better?.user.id).toBe(doctor.userId);
    expect(viewer).toEqual({
      actor: { userId: doctor.userId, email: doctor.email, name: "Dr. Viewer Test", role: "doctor", isAdmin: false, verified: false, membership: null },
      profile,
      organisation: null,
      emailVerified: true,
      twoFactorEnabled: false,
      adminNeedsTwoFactor: false,
      unreadNotifications: 2,
    });
    // A POST reads it again (an action may have changed it); the count follows.
    await db().update(notifications).set({ readAt: new Date() }).where(eq(notifications.userId, doctor.userId));
    expect((await getViewer(page(doctor.cookie, "POST")))?.unreadNotifications).toBe(0);
  });

  it("reads an employer's organisation and role with every request: a verified organisation's colleague is verified, a removed one is nothing at its next request", async () => {
    const owner = await signedIn("employer", { verified: true });
    const colleague = await signedIn("employer");
    const organisationId = ownOrganisationId(owner.id);
    expect((await getViewer(page(colleague.cookie)))?.actor).toMatchObject({ verified: false, membership: { organisationId: ownOrganisationId(colleague.id), role: "owner" } });
    await db().delete(organisationMembers).where(eq(organisationMembers.userId, colleague.id));
    await db().insert(organisationMembers).values({ organisationId, userId: colleague.id, role: "interviewer" });
    const [job] = await db().insert(jobs).values({ userId: owner.id, title: "Registrar", company: "Form Hospital", location: "Pune", type: "Full-time" }).returning({ id: jobs.id });
    await db().insert(jobTeamMembers).values({ jobId: job!.id, userId: colleague.id });
    const joined = await getViewer(page(colleague.cookie));
    expect(joined?.actor).toMatchObject({ verified: true, membership: { organisationId, role: "interviewer", teamJobIds: [job!.id] } });
    expect(joined?.organisation?.id).toBe(organisationId);
    await db().delete(organisationMembers).where(eq(organisationMembers.userId, colleague.id));
    const removed = await getViewer(page(colleague.cookie));
    expect(removed?.actor).toMatchObject({ verified: false, membership: null });
    expect(removed?.organisation).toBeNull();
  });

  it("refuses a cookie whose signature is not the auth secret's", async () => {
    const doctor = await signedInDoctor();
    const signature = doctor.value.slice(doctor.value.lastIndexOf(".") + 1);
    const flipped = (signature[0] === "A" ? "B" : "A") + signature.slice(1);
    const forged = [
      `${COOKIE}=${doctor.token}`,
      `${COOKIE}=${doctor.token}.`,
      `${COOKIE}=${encodeURIComponent(`${doctor.token}.${flipped}`)}`,
      `${COOKIE}=${encodeURIComponent(`${doctor.token}x.${signature}`)}`,
      `${COOKIE}=${encodeURIComponent(`${doctor.token}.${signature.slice(0, -1)}`)}`,
    ];
    for (const cookie of forged) {
      expect(await signedSessionToken(page(cookie)), cookie).toBeNull();
      expect(await getViewer(page(cookie)), cookie).toBeNull();
      expect(await auth().api.getSession({ headers: new Headers({ cookie }) }), cookie).toBeNull();
    }
    expect(await signedSessionToken(page(doctor.cookie))).toBe(doctor.token);
  });

  it("answers no one for a session that has ended, and better-auth removes an expired one", async () => {
    const signedOut = await signedInDoctor();
    await db().delete(session).where(eq(session.token, signedOut.token));
    expect(await getViewer(page(signedOut.cookie))).toBeNull();

    const expired = await signedInDoctor();
    await db().update(session).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(session.token, expired.token));
    expect(await getViewer(page(expired.cookie))).toBeNull();
    expect(await db().select().from(session).where(eq(session.token, expired.token))).toEqual([]);
  });

  it("knows the admin only once the admin account signs in with a second factor, as before", async () => {
    const admin = await signedIn("doctor", { admin: true });
    const viewer = await getViewer(page(admin.cookie, "POST"));
    expect(viewer?.actor).toMatchObject({ userId: admin.id, isAdmin: true, verified: true });
    expect(viewer?.adminNeedsTwoFactor).toBe(false);
    await db().update(user).set({ twoFactorEnabled: false }).where(eq(user.id, admin.id));
    const pending = await getViewer(page(admin.cookie, "POST"));
    expect(pending?.actor.isAdmin).toBe(false);
    expect(pending?.adminNeedsTwoFactor).toBe(true);
  });
});
