import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { eventually } from "./support/eventually";
import { applications, auditLog, devMailbox, fileViews, jobs, organisations, profiles, session, user } from "~/db/schema";
import { organisationIdOf, verifyEmployer } from "./factories/jobs";
import { env, reloadEnv } from "~/env.server";
import { authRefusals, accountMails } from "~/lib/messages";
import { verification } from "~/features/verification/messages";
import { resumeAccess } from "~/features/directory/messages";
import { accountAdmin } from "~/features/admin/messages";
import type { Actor } from "~/lib/permissions";
import { getViewer } from "~/services/auth/session.server";
import { resumeGate } from "~/services/storage/resume-gate.server";
import { parseFileUrl } from "~/services/storage/storage.server";
import { uploadResume } from "~/features/resumes/resumes.server";
import { listResumeViews } from "~/features/resumes/list-resume-views.server";
import { getResumeView } from "~/features/directory/get-resume-view.server";
import { getJob } from "~/features/jobs/get-job.server";
import { loader as employersLoader, action as employersAction } from "~/routes/dashboard.employers";
import { loader as accountsLoader } from "~/routes/dashboard.accounts._index";
import { action as accountAction } from "~/routes/dashboard.accounts.$userId";
import { loader as auditLoader } from "~/routes/dashboard.audit-log";
import { action as verificationAction } from "~/routes/dashboard.verification";
import { action as resumeTabAction } from "~/routes/dashboard.resume";
import { apiPost, cookieFrom, formRequest, getRequest, routeArgs, settle, signUpConfirmed, testApp, type TestAccount, uniqueEmail, unwrap } from "./support/accounts-kit";
import { secretOf, totp } from "./support/totp";

// Issue 14: who may open a resume (pending employer, verified employer with and without the doctor's consent or an
// application, another employer, doctors, signed-out), the daily limit, the admin's account tools and their audit log,
// suspended accounts, and two-factor sign-in.

let app: ReturnType<typeof testApp>;
const PASSWORD = "Secure-Clinic-204";

beforeAll(() => {
  process.env.AUTH_RATE_LIMIT_MAX = "1000";
  process.env.AUTH_RATE_LIMIT_ACCOUNT_MAX = "1000";
  process.env.RESUME_VIEWS_PER_DAY = "3";
  reloadEnv();
  app = testApp();
  // A code is accepted once: each sign-in with a code moves the clock on by a time step (laterCode).
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
});

afterAll(() => {
  vi.useRealTimers();
});

/** The authenticator's code a time step later than the last one sent, as a person signing in again would type. */
function laterCode(secret: string): string {
  vi.setSystemTime(new Date(Date.now() + 30_000));
  return totp(secret);
}

type Account = TestAccount;

function signUp(role: "doctor" | "employer", email = uniqueEmail(role)): Promise<Account> {
  return signUpConfirmed(app, role, { name: role === "doctor" ? "Dr. Test" : "Hiring Manager", email, password: PASSWORD, company: "Test Hospital" });
}

let adminSecret: string | null = null;

/** The ADMIN_EMAIL account with its second factor set up (the first time), signed in with a code. */
async function signInAdmin(): Promise<Account & { secret: string }> {
  const email = env().ADMIN_EMAIL;
  const existing = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!existing.length) await signUp("employer", email);
  const first = await apiPost(app, "/api/auth/sign-in/email", { email, password: PASSWORD });
  let cookie = cookieFrom(first);
  if (adminSecret) {
    const second = await apiPost(app, "/api/auth/two-factor/verify-totp", { code: laterCode(adminSecret) }, { cookie });
    expect(second.status).toBe(200);
    return { id: existing[0]!.id, email, cookie: cookieFrom(second), secret: adminSecret };
  }
  const enable = await apiPost(app, "/api/auth/two-factor/enable", { password: PASSWORD }, { cookie });
  expect(enable.status).toBe(200);
  const { totpURI } = (await enable.json()) as { totpURI: string };
  const secret = secretOf(totpURI);
  const verify = await apiPost(app, "/api/auth/two-factor/verify-totp", { code: totp(secret) }, { cookie });
  expect(verify.status).toBe(200);
  adminSecret = secret;
  cookie = cookieFrom(verify);
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row!.id, email, cookie, secret };
}

const pdf = () => new TextEncoder().encode("%PDF-1.7\n1 0 obj<<>>endobj\n%%EOF");

async function doctorWithResume(open: boolean): Promise<Account & { key: string }> {
  const doctor = await signUp("doctor");
  const actor: Actor = { userId: doctor.id, email: doctor.email, name: "Dr. Test", role: "doctor", isAdmin: false };
  const { resumeUrl } = await uploadResume({ actor, profileId: doctor.id, bytes: pdf() });
  await db().update(profiles).set({ resumeOpenToEmployers: open }).where(eq(profiles.id, doctor.id));
  return { ...doctor, key: parseFileUrl(resumeUrl)!.key };
}

const open = (key: string, cookie?: string) =>
  resumeGate({ bucket: "resumes", key, request: getRequest(`/files/resumes/${key}`, cookie) }).then((v) => (v.allow ? 200 : v.status));

async function verify(employer: Account) {
  await verifyEmployer(employer.id);
}

async function applyTo(doctor: Account, employer: Account) {
  const [job] = await db().insert(jobs).values({ userId: employer.id, organisationId: await organisationIdOf(employer.id), title: "Registrar", company: "Test Hospital", location: "Pune", type: "Full-time" }).returning({ id: jobs.id });
  await db().insert(applications).values({ jobId: job!.id, doctorId: doctor.id });
}

describe("resume access", () => {
  it("a brand-new (pending) employer gets 403 on every resume, even one the doctor shares or sent with an application", async () => {
    const doctor = await doctorWithResume(true);
    const employer = await signUp("employer");
    expect(await open(doctor.key, employer.cookie)).toBe(403);
    await applyTo(doctor, employer);
    expect(await open(doctor.key, employer.cookie)).toBe(403);
    const actor = (await getViewer(getRequest("/", employer.cookie)))!.actor;
    expect(await getResumeView({ actor, profileId: doctor.id, nameFromUrl: "x" })).toMatchObject({ kind: "refused", message: resumeAccess.resumePendingEmployer });
  });

  it("a verified employer opens a resume only with the doctor's consent or an application to one of its jobs", async () => {
    const closed = await doctorWithResume(false);
    const employer = await signUp("employer");
    const other = await signUp("employer");
    await verify(employer);
    await verify(other);
    expect(await open(closed.key, employer.cookie)).toBe(403);
    await applyTo(closed, employer);
    expect(await open(closed.key, employer.cookie)).toBe(200);
    // The application shares the resume with that employer only.
    expect(await open(closed.key, other.cookie)).toBe(403);
    const [view] = await db().select().from(fileViews).where(eq(fileViews.viewerId, employer.id));
    expect(view?.viaApplication).toBe(true);
    // A withdrawn application shares nothing any more.
    await db().update(applications).set({ withdrawnAt: new Date() }).where(eq(applications.doctorId, closed.id));
    expect(await open(closed.key, employer.cookie)).toBe(403);
  });

  it("refuses signed-out visitors (401) and doctors, verified or not (403)", async () => {
    const doctor = await doctorWithResume(true);
    const otherDoctor = await signUp("doctor");
    expect(await open(doctor.key)).toBe(401);
    expect(await open(doctor.key, otherDoctor.cookie)).toBe(403);
    await db().update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.id, otherDoctor.id));
    expect(await open(doctor.key, otherDoctor.cookie)).toBe(403);
    expect(await open(doctor.key, doctor.cookie)).toBe(200);
  });

  it("limits a verified employer's direct opens per day (RESUME_VIEWS_PER_DAY), not those through applications", async () => {
    const employer = await signUp("employer");
    await verify(employer);
    const shared = await Promise.all([1, 2, 3, 4].map(() => doctorWithResume(true)));
    for (const d of shared.slice(0, 3)) expect(await open(d.key, employer.cookie)).toBe(200);
    expect(await open(shared[3]!.key, employer.cookie)).toBe(429);
    const applicant = await doctorWithResume(false);
    await applyTo(applicant, employer);
    expect(await open(applicant.key, employer.cookie)).toBe(200);
  });

  it("shows the doctor who opened the resume, and nobody else may read that list", async () => {
    const doctor = await doctorWithResume(true);
    const employer = await signUp("employer");
    await verify(employer);
    expect(await open(doctor.key, employer.cookie)).toBe(200);
    const doctorActor = (await getViewer(getRequest("/", doctor.cookie)))!.actor;
    const views = await listResumeViews({ actor: doctorActor });
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ viewer: "Hiring Manager", company: "Test Hospital", viaApplication: false });
    const employerActor = (await getViewer(getRequest("/", employer.cookie)))!.actor;
    await expect(listResumeViews({ actor: employerActor })).rejects.toMatchObject({ code: "forbidden" });
    await expect(listResumeViews({ actor: null })).rejects.toMatchObject({ code: "unauthenticated" });
  });

  it("lets a doctor change only their own sharing choice; an employer's post is refused", async () => {
    const doctor = await signUp("doctor");
    const res = (await resumeTabAction(routeArgs(formRequest("/dashboard/resume", { intent: "sharing", open: "on" }, doctor.cookie)))) as Response;
    expect(res.status).toBe(302);
    expect((await db().select().from(profiles).where(eq(profiles.id, doctor.id)))[0]!.resumeOpenToEmployers).toBe(true);
    const bad = await settle(() => resumeTabAction(routeArgs(formRequest("/dashboard/resume", { intent: "other" }, doctor.cookie))));
    expect(unwrap(bad).status).toBe(400);
    const employer = await signUp("employer");
    const refused = (await settle(() => resumeTabAction(routeArgs(formRequest("/dashboard/resume", { intent: "sharing", open: "on" }, employer.cookie))))) as Response;
    expect(refused.status).toBe(302);
    expect(refused.headers.get("location")).toBe("/dashboard");
  });
});

describe("employer verification", () => {
  it("an employer requests verification; the admin approves it, which is mailed and audited", async () => {
    const employer = await signUp("employer");
    const bad = await settle(() => verificationAction(routeArgs(formRequest("/dashboard/verification", { company: "", orgType: "castle" }, employer.cookie))));
    expect(unwrap(bad)).toMatchObject({ status: 400, data: { result: { error: { company: [verification.orgNameRequired], orgType: [verification.orgTypeRequired] } } } });
    const fields = { company: "Sahyadri Clinic", orgType: "clinic", location: "Pune", orgRegistration: "sahyadriclinic.in", contactPerson: "Meera Joshi" };
    expect(((await verificationAction(routeArgs(formRequest("/dashboard/verification", fields, employer.cookie)))) as Response).status).toBe(302);

    const admin = await signInAdmin();
    const queue = unwrap<{ items: { id: string }[] }>(await employersLoader(routeArgs(getRequest("/dashboard/employers", admin.cookie)))).data.items;
    expect(queue.map((q) => q.id)).toContain(employer.id);
    const done = (await employersAction(routeArgs(formRequest("/dashboard/employers", { intent: "approve", userId: employer.id }, admin.cookie), "203.0.113.9"))) as Response;
    expect(done.status).toBe(302);
    expect((await getViewer(getRequest("/", employer.cookie)))!.actor.verified).toBe(true);
    const [row] = await db().select().from(auditLog).where(eq(auditLog.targetId, employer.id));
    expect(row).toMatchObject({ actorId: admin.id, actorEmail: admin.email, action: "employer.verify", ip: "203.0.113.9" });
    const mails = await eventually(async () => {
      const found = await db().select().from(devMailbox).where(eq(devMailbox.to, employer.email));
      return found.some((m) => m.subject === accountMails.verificationApprovedSubject) ? found : undefined;
    });
    expect(mails.map((m) => m.subject)).toContain(accountMails.verificationApprovedSubject);
  });

  it("a pending employer's job is published labelled unverified; approval turns the label into the badge", async () => {
    const employer = await signUp("employer");
    const [job] = await db().insert(jobs).values({ userId: employer.id, organisationId: await organisationIdOf(employer.id), title: "Medical Officer", company: "Test Hospital", location: "Pune", type: "Full-time" }).returning({ id: jobs.id });
    expect((await getJob({ actor: null, id: job!.id })).employerVerified).toBe(false);
    await verify(employer);
    expect((await getJob({ actor: null, id: job!.id })).employerVerified).toBe(true);
    const [orphan] = await db().insert(jobs).values({ title: "Locum", company: "Nobody", location: "Pune", type: "Locum" }).returning({ id: jobs.id });
    expect((await getJob({ actor: null, id: orphan!.id })).employerVerified).toBeNull();
  });

  it("a rejection needs a reason, which the employer receives by mail", async () => {
    const employer = await signUp("employer");
    const admin = await signInAdmin();
    const missing = await settle(() => employersAction(routeArgs(formRequest("/dashboard/employers", { intent: "reject", userId: employer.id, reason: " " }, admin.cookie))));
    expect(unwrap(missing).status).toBe(400);
    await employersAction(routeArgs(formRequest("/dashboard/employers", { intent: "reject", userId: employer.id, reason: "The GSTIN does not match the name" }, admin.cookie)));
    // The mail leaves through the job queue, after the answer.
    const mail = await eventually(async () =>
      (await db().select().from(devMailbox).where(eq(devMailbox.to, employer.email))).find((m) => m.subject === accountMails.verificationRejectedSubject),
    );
    expect(mail?.subject).toBe(accountMails.verificationRejectedSubject);
    expect(mail?.text).toContain("The GSTIN does not match the name");
    expect((await db().select().from(organisations).where(eq(organisations.id, (await organisationIdOf(employer.id))!)))[0]!.rejectedAt).not.toBeNull();
  });

  it("the admin's tools refuse employers (pending or verified), doctors and signed-out visitors", async () => {
    const employer = await signUp("employer");
    const verified = await signUp("employer");
    await verify(verified);
    const doctor = await signUp("doctor");
    for (const who of [employer, verified, doctor]) {
      expect(((await settle(() => employersLoader(routeArgs(getRequest("/dashboard/employers", who.cookie))))) as Response).status).toBe(403);
      expect(((await settle(() => accountsLoader(routeArgs(getRequest("/dashboard/accounts", who.cookie))))) as Response).status).toBe(403);
      expect(((await settle(() => auditLoader(routeArgs(getRequest("/dashboard/audit-log", who.cookie))))) as Response).status).toBe(403);
      const post = await settle(() => employersAction(routeArgs(formRequest("/dashboard/employers", { intent: "approve", userId: employer.id }, who.cookie))));
      expect((post as Response).status).toBe(403);
    }
    const signedOut = (await settle(() => employersLoader(routeArgs(getRequest("/dashboard/employers"))))) as Response;
    expect(signedOut.status).toBe(302);
    expect((await db().select().from(organisations).where(eq(organisations.id, (await organisationIdOf(employer.id))!)))[0]!.verifiedAt).toBeNull();
  });
});

describe("the admin's account tools", () => {
  it("a suspended account is signed out at once and cannot sign in again until the suspension is lifted", async () => {
    const doctor = await signUp("doctor");
    const admin = await signInAdmin();
    const args = (fields: Record<string, string>) => routeArgs(formRequest(`/dashboard/accounts/${doctor.id}`, { userId: doctor.id, ...fields }, admin.cookie));
    expect(unwrap(await settle(() => accountAction(args({ intent: "ban" })))).status).toBe(400);
    expect(((await accountAction(args({ intent: "ban", reason: "Fake registration number" }))) as Response).status).toBe(302);
    expect(await getViewer(getRequest("/", doctor.cookie))).toBeNull();
    expect(await db().select().from(session).where(eq(session.userId, doctor.id))).toEqual([]);
    const refused = await apiPost(app, "/api/auth/sign-in/email", { email: doctor.email, password: PASSWORD });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe("BANNED_USER");
    await accountAction(args({ intent: "unban" }));
    expect((await apiPost(app, "/api/auth/sign-in/email", { email: doctor.email, password: PASSWORD })).status).toBe(200);
    const actions = (await db().select().from(auditLog).where(eq(auditLog.targetId, doctor.id))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["account.ban", "account.unban"]));
    // The admin cannot suspend their own account.
    const self = await settle(() => accountAction(routeArgs(formRequest(`/dashboard/accounts/${admin.id}`, { intent: "ban", userId: admin.id, reason: "x" }, admin.cookie))));
    expect(unwrap(self)).toMatchObject({ status: 403, data: { result: { error: { "": [accountAdmin.cannotActOnSelf] } } } });
  });

  it("revokes sessions and searches accounts by role and status", async () => {
    const employer = await signUp("employer");
    const admin = await signInAdmin();
    await accountAction(routeArgs(formRequest(`/dashboard/accounts/${employer.id}`, { intent: "revoke-sessions", userId: employer.id }, admin.cookie)));
    expect(await getViewer(getRequest("/", employer.cookie))).toBeNull();
    const list = unwrap<{ accounts: { id: string }[] }>(await accountsLoader(routeArgs(getRequest(`/dashboard/accounts?q=${encodeURIComponent(employer.email)}&role=employer&status=pending`, admin.cookie))));
    expect(list.data.accounts.map((a) => a.id)).toEqual([employer.id]);
    const bad = await accountsLoader(routeArgs(getRequest("/dashboard/accounts?status=nonsense&joinedAfter=yesterday", admin.cookie)));
    expect(unwrap(bad).status).toBe(400);
  });

  it("keeps the audit log append-only: the database refuses UPDATE and DELETE", async () => {
    const employer = await signUp("employer");
    const admin = await signInAdmin();
    await accountAction(routeArgs(formRequest(`/dashboard/accounts/${employer.id}`, { intent: "approve", userId: employer.id }, admin.cookie)));
    await expect(db().update(auditLog).set({ action: "nothing" }).where(eq(auditLog.targetId, employer.id))).rejects.toThrow();
    await expect(db().delete(auditLog).where(eq(auditLog.targetId, employer.id))).rejects.toThrow();
    expect((await db().select().from(auditLog).where(eq(auditLog.targetId, employer.id)))[0]?.action).toBe("employer.verify");
  });
});

describe("two-factor sign-in", () => {
  it("enrols, then signs in with a code; a wrong code is refused; a backup code works once", async () => {
    const doctor = await signUp("doctor");
    const enable = await apiPost(app, "/api/auth/two-factor/enable", { password: PASSWORD }, { cookie: doctor.cookie });
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
    const secret = secretOf(totpURI);
    expect((await apiPost(app, "/api/auth/two-factor/verify-totp", { code: totp(secret) }, { cookie: doctor.cookie })).status).toBe(200);

    const challenge = async () => {
      const res = await apiPost(app, "/api/auth/sign-in/email", { email: doctor.email, password: PASSWORD });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
      const cookie = cookieFrom(res);
      // The password alone opened no session.
      expect(await getViewer(getRequest("/", cookie))).toBeNull();
      return cookie;
    };

    let cookie = await challenge();
    const wrong = String((Number(totp(secret)) + 1) % 1_000_000).padStart(6, "0");
    const refused = await apiPost(app, "/api/auth/two-factor/verify-totp", { code: wrong }, { cookie });
    expect(refused.status).toBe(401);
    const ok = await apiPost(app, "/api/auth/two-factor/verify-totp", { code: laterCode(secret) }, { cookie });
    expect(ok.status).toBe(200);
    expect((await getViewer(getRequest("/", cookieFrom(ok))))?.actor.userId).toBe(doctor.id);

    cookie = await challenge();
    const backup = await apiPost(app, "/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] }, { cookie });
    expect(backup.status).toBe(200);
    cookie = await challenge();
    expect((await apiPost(app, "/api/auth/two-factor/verify-backup-code", { code: backupCodes[0] }, { cookie })).status).toBe(401);
  });

  it("the admin resets a user's second factor; the user then signs in with the password alone", async () => {
    const employer = await signUp("employer");
    const enable = await apiPost(app, "/api/auth/two-factor/enable", { password: PASSWORD }, { cookie: employer.cookie });
    const secret = secretOf(((await enable.json()) as { totpURI: string }).totpURI);
    await apiPost(app, "/api/auth/two-factor/verify-totp", { code: totp(secret) }, { cookie: employer.cookie });
    const admin = await signInAdmin();
    await accountAction(routeArgs(formRequest(`/dashboard/accounts/${employer.id}`, { intent: "reset-two-factor", userId: employer.id }, admin.cookie)));
    const res = await apiPost(app, "/api/auth/sign-in/email", { email: employer.email, password: PASSWORD });
    const body = (await res.json()) as { twoFactorRedirect?: boolean; user?: unknown };
    expect(body.twoFactorRedirect).toBeUndefined();
    expect(body.user).toBeTruthy();
    expect(authRefusals.banned).toBeTruthy();
  });
});
