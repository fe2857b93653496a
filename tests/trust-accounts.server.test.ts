import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { updateOrganisationOf } from "./factories/jobs";
import { db } from "~/db/client.server";
import { deletionRequests, devMailbox, profiles, user } from "~/db/schema";
import { env, reloadEnv } from "~/env.server";
import { formatDate } from "~/lib/format";
import { validation, accountMails } from "~/lib/messages";
import { account as accountMessages } from "~/features/accounts/messages";
import { verification as verificationMessages } from "~/features/verification/messages";
import { takeToast } from "~/services/toast/toast.server";
import { cancelDeletionOnSignIn } from "~/services/auth/deletion-cancel.server";
import { verifySecondFactor } from "~/features/accounts/sign-in.server";
import { action as loginAction } from "~/routes/_site.login";
import { loader as myDataLoader, action as myDataAction } from "~/routes/dashboard.my-data";
import { loader as listingsLoader, action as listingsAction } from "~/routes/dashboard.job-listings";
import { loader as employersLoader } from "~/routes/dashboard.employers";
import { loader as auditLoader } from "~/routes/dashboard.audit-log";
import { loader as exportLoader } from "~/routes/account.export.$token";
import { action as accountAction } from "~/routes/dashboard.accounts.$userId";
import { eventually } from "./support/eventually";
import { apiPost, cookieFrom, formRequest, getRequest, routeArgs, settle, signUpConfirmed, testApp, type TestAccount, uniqueEmail, unwrap } from "./support/accounts-kit";
import { secretOf, unusedCode } from "./support/totp";

// What the trust pages show is true: a sign-in that cancels a deletion says so (screen, mail, My Data); a waiting
// employer is told so on its first tab and can send its details there; the admin's queue holds every waiting
// employer; the audit log names people.

let app: ReturnType<typeof testApp>;
const PASSWORD = "Secure-Clinic-204";

beforeAll(() => {
  process.env.AUTH_RATE_LIMIT_MAX = "1000";
  process.env.AUTH_RATE_LIMIT_ACCOUNT_MAX = "1000";
  reloadEnv();
  app = testApp();
});

type Account = TestAccount;

function signUp(role: "doctor" | "employer", name = role === "doctor" ? "Dr. Meera Iyer" : "Kavita Rao", email = uniqueEmail(role)): Promise<Account> {
  return signUpConfirmed(app, role, { name, email, password: PASSWORD, company: `Lakeview Clinic ${Math.random().toString(36).slice(2, 6)}` });
}

let adminSecret: string | null = null;

let adminAccount: Account | null = null;

/** The ADMIN_EMAIL account, its second factor set up the first time, signed in with a code once (codes are single use). */
async function signInAdmin(): Promise<Account> {
  adminAccount ??= await signInAdminAfresh();
  return adminAccount;
}

async function signInAdminAfresh(): Promise<Account> {
  const email = env().ADMIN_EMAIL;
  if (!(await db().select({ id: user.id }).from(user).where(eq(user.email, email))).length) await signUp("employer", "Site Admin", email);
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  const first = await apiPost(app, "/api/auth/sign-in/email", { email, password: PASSWORD });
  const cookie = cookieFrom(first);
  if (!adminSecret) {
    const enable = await apiPost(app, "/api/auth/two-factor/enable", { password: PASSWORD }, { cookie });
    adminSecret = secretOf(((await enable.json()) as { totpURI: string }).totpURI);
  }
  const verify = await apiPost(app, "/api/auth/two-factor/verify-totp", { code: await unusedCode(adminSecret) }, { cookie });
  expect(verify.status).toBe(200);
  return { id: row!.id, email, cookie: cookieFrom(verify) };
}

const mailsTo = (to: string) => db().select().from(devMailbox).where(eq(devMailbox.to, to));

/** Signs in through the login form, as a browser without JavaScript would. */
async function signInWithForm(email: string): Promise<Response> {
  const res = (await loginAction(routeArgs(formRequest("/login", { email, password: PASSWORD, redirectTo: "/dashboard" })))) as Response;
  expect(res.status).toBe(302);
  return res;
}

/** The toast a response sets for the next page, as the root loader would read it. */
async function toastOf(res: Response) {
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("dh_toast="));
  if (!cookie) return null;
  return (await takeToast(getRequest("/dashboard", cookie.split(";")[0]))).toast;
}

describe("a sign-in during the grace period cancels the deletion, and says so", () => {
  it("shows a notice on the page signed in to, mails the owner when and what to do, and lists it on My Data", async () => {
    const d = await signUp("doctor");
    const done = (await myDataAction(routeArgs(formRequest("/dashboard/my-data", { intent: "delete", email: d.email, password: PASSWORD }, d.cookie)))) as Response;
    expect(done.status).toBe(302);
    const [request] = await db().select().from(deletionRequests).where(eq(deletionRequests.userId, d.id));
    expect(request).toMatchObject({ cancelledAt: null });

    const res = await signInWithForm(d.email);
    expect(await toastOf(res)).toEqual(accountMessages.deleteCancelled(formatDate(request!.requestedAt)));
    expect((await db().select().from(user).where(eq(user.id, d.id)))[0]!.deletionRequestedAt).toBeNull();
    const [closed] = await db().select().from(deletionRequests).where(eq(deletionRequests.userId, d.id));
    expect(closed!.cancelledAt).toBeInstanceOf(Date);

    const mail = await eventually(async () => (await mailsTo(d.email)).find((m) => m.subject === accountMails.deleteCancelledMailSubject));
    expect(mail!.text).toContain(`${env().BASE_URL}/dashboard/my-data`);
    expect(mail!.text).toContain(`${env().BASE_URL}/forgot-password`);
    expect(mail!.text).toContain(formatDate(closed!.cancelledAt!));

    const cookie = cookieFrom(res);
    const page = unwrap<{ deletions: { requestedAt: Date; cancelledAt: Date | null }[] }>(await myDataLoader(routeArgs(getRequest("/dashboard/my-data", cookie))));
    expect(page.data.deletions).toEqual([{ requestedAt: request!.requestedAt, cancelledAt: closed!.cancelledAt }]);

    // The download of one's data carries the same history.
    expect(((await myDataAction(routeArgs(formRequest("/dashboard/my-data", { intent: "export" }, cookie)))) as Response).status).toBe(302);
    const exportMail = await eventually(async () => (await mailsTo(d.email)).find((m) => m.subject === accountMails.downloadMailSubject));
    const token = /\/account\/export\/([A-Za-z0-9_-]+)/.exec(exportMail!.text)![1]!;
    const file = (await exportLoader({ ...(routeArgs(getRequest(`/account/export/${token}`, cookie)) as object), params: { token } } as never)) as Response;
    const exported = (await file.json()) as { deletionRequests: { requestedAt: string; cancelledAt: string | null }[] };
    expect(exported.deletionRequests).toEqual([{ requestedAt: request!.requestedAt.toISOString(), cancelledAt: closed!.cancelledAt!.toISOString() }]);

    // Told once: the next sign-in has no notice and sends no second mail.
    expect(await toastOf(await signInWithForm(d.email))).toBeNull();
    await new Promise((r) => setTimeout(r, 300));
    expect((await mailsTo(d.email)).filter((m) => m.subject === accountMails.deleteCancelledMailSubject)).toHaveLength(1);
  });

  it("with two-factor sign-in on, the password alone cancels nothing; the code completes the sign-in and the notice comes then", async () => {
    const d = await signUp("doctor");
    const enable = await apiPost(app, "/api/auth/two-factor/enable", { password: PASSWORD }, { cookie: d.cookie });
    const secret = secretOf(((await enable.json()) as { totpURI: string }).totpURI);
    const enabled = await apiPost(app, "/api/auth/two-factor/verify-totp", { code: await unusedCode(secret) }, { cookie: d.cookie });
    expect(enabled.status).toBe(200);
    // Turning it on replaces the session.
    const cookie = cookieFrom(enabled);
    expect(((await myDataAction(routeArgs(formRequest("/dashboard/my-data", { intent: "delete", email: d.email, password: PASSWORD }, cookie)))) as Response).status).toBe(302);
    const [request] = await db().select().from(deletionRequests).where(eq(deletionRequests.userId, d.id));

    const passwordStep = await signInWithForm(d.email);
    expect(passwordStep.headers.get("location")).toMatch(/^\/two-factor/);
    expect(await toastOf(passwordStep)).toBeNull();
    expect((await db().select().from(user).where(eq(user.id, d.id)))[0]!.deletionRequestedAt).not.toBeNull();

    const second = await verifySecondFactor({ request: formRequest("/two-factor", {}, cookieFrom(passwordStep)), code: await unusedCode(secret), kind: "totp", trustDevice: false });
    expect(second.ok).toBe(true);
    const toast = second.ok ? second.setCookies.find((c) => c.startsWith("dh_toast=")) : undefined;
    expect((await takeToast(getRequest("/dashboard", toast!.split(";")[0]))).toast).toEqual(accountMessages.deleteCancelled(formatDate(request!.requestedAt)));
    expect((await db().select().from(user).where(eq(user.id, d.id)))[0]!.deletionRequestedAt).toBeNull();
  });

  it("says nothing when no deletion was pending, and two sign-ins at once cancel (and mail) once", async () => {
    const d = await signUp("doctor");
    expect(await toastOf(await signInWithForm(d.email))).toBeNull();
    await db().update(user).set({ deletionRequestedAt: new Date() }).where(eq(user.id, d.id));
    const both = await Promise.all([cancelDeletionOnSignIn(d.id), cancelDeletionOnSignIn(d.id)]);
    expect(both.filter(Boolean)).toHaveLength(1);
    // A request from before requests were recorded one by one is recorded when it is cancelled.
    expect(await db().select().from(deletionRequests).where(eq(deletionRequests.userId, d.id))).toHaveLength(1);
  });

  it("shows each account only its own history, and none to a signed-out visitor", async () => {
    const owner = await signUp("doctor");
    const other = await signUp("doctor");
    await myDataAction(routeArgs(formRequest("/dashboard/my-data", { intent: "delete", email: owner.email, password: PASSWORD }, owner.cookie)));
    await signInWithForm(owner.email);
    const theirs = unwrap<{ deletions: unknown[] }>(await myDataLoader(routeArgs(getRequest("/dashboard/my-data", other.cookie))));
    expect(theirs.data.deletions).toEqual([]);
    const signedOut = (await settle(() => myDataLoader(routeArgs(getRequest("/dashboard/my-data"))))) as Response;
    expect(signedOut.status).toBe(302);
  });
});

type Listings = { verification: { status: string; requested: boolean; requestedAt: Date | null } | null };

describe("a waiting employer's first tab and the admin's queue", () => {
  it("tells a new employer it awaits verification and takes the details there; the queue lists it before and after", async () => {
    const admin = await signInAdmin();
    const employer = await signUp("employer");
    const first = unwrap<Listings>(await listingsLoader(routeArgs(getRequest("/dashboard/job-listings", employer.cookie))));
    expect(first.data.verification).toMatchObject({ status: "pending", requested: false, requestedAt: null });

    const queued = async () => {
      const { data } = unwrap<{ items: { id: string; requestedAt: Date | null }[]; total: number }>(await employersLoader(routeArgs(getRequest("/dashboard/employers", admin.cookie))));
      return data;
    };
    const before = await queued();
    expect(before.items.find((i) => i.id === employer.id)).toMatchObject({ requestedAt: null });
    expect(before.total).toBeGreaterThanOrEqual(before.items.length);

    const details = { intent: "request-verification", company: "Lakeview Clinic", orgType: "clinic", location: "Pune", contactPerson: "Kavita Rao", orgRegistration: "lakeviewclinic.in" };
    const missing = unwrap(await listingsAction(routeArgs(formRequest("/dashboard/job-listings", { ...details, location: "" }, employer.cookie))));
    expect(missing).toMatchObject({ status: 400, data: { result: { error: { location: [verificationMessages.cityRequired] }, initialValue: { company: details.company } } } });
    const sent = (await listingsAction(routeArgs(formRequest("/dashboard/job-listings", details, employer.cookie)))) as Response;
    expect(sent.status).toBe(302);
    expect(sent.headers.get("location")).toBe("/dashboard/job-listings");
    expect(await toastOf(sent)).toEqual(verificationMessages.requestSent);
    const after = unwrap<Listings>(await listingsLoader(routeArgs(getRequest("/dashboard/job-listings", employer.cookie))));
    expect(after.data.verification).toMatchObject({ status: "pending", requested: true });
    expect((await queued()).items.find((i) => i.id === employer.id)?.requestedAt).toBeInstanceOf(Date);
  });

  it("lists every waiting employer oldest first, and neither verified nor rejected ones", async () => {
    const admin = await signInAdmin();
    const older = await signUp("employer");
    const newer = await signUp("employer");
    const verified = await signUp("employer");
    const rejected = await signUp("employer");
    await updateOrganisationOf(older.id, { createdAt: new Date(Date.now() - 3 * 86_400_000) });
    await updateOrganisationOf(newer.id, { verificationRequestedAt: new Date() });
    await updateOrganisationOf(verified.id, { verifiedAt: new Date() });
    await updateOrganisationOf(rejected.id, { rejectedAt: new Date(), rejectionReason: "Unknown clinic" });
    const { data } = unwrap<{ items: { id: string; joinedAt: Date }[] }>(await employersLoader(routeArgs(getRequest("/dashboard/employers", admin.cookie))));
    const ids = data.items.map((i) => i.id);
    expect(ids.indexOf(older.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(ids).not.toContain(verified.id);
    expect(ids).not.toContain(rejected.id);
    expect(ids).not.toContain(admin.id);
    const joined = data.items.map((i) => new Date(i.joinedAt).getTime());
    expect(joined).toEqual([...joined].sort((a, b) => a - b));
  });

  it("refuses the details from a doctor, the admin and a verified employer, and the queue to anyone but the admin", async () => {
    const admin = await signInAdmin();
    const doctor = await signUp("doctor");
    const verified = await signUp("employer");
    await updateOrganisationOf(verified.id, { verifiedAt: new Date() });
    const verifiedCookie = cookieFrom(await apiPost(app, "/api/auth/sign-in/email", { email: verified.email, password: PASSWORD }));
    const details = { intent: "request-verification", company: "Someone Else's Clinic", orgType: "clinic", location: "Pune", contactPerson: "Kavita Rao", orgRegistration: "elsewhere.in" };
    const byDoctor = (await settle(() => listingsAction(routeArgs(formRequest("/dashboard/job-listings", details, doctor.cookie))))) as Response;
    expect(byDoctor.status).toBe(403);
    const byAdmin = unwrap(await listingsAction(routeArgs(formRequest("/dashboard/job-listings", details, admin.cookie))));
    expect(byAdmin).toMatchObject({ status: 403, data: { result: { error: { "": [validation.permissionDenied] } } } });
    const byVerified = unwrap<{ error: string }>(await listingsAction(routeArgs(formRequest("/dashboard/job-listings", details, verifiedCookie))));
    expect(byVerified.status).toBe(409);
    expect((await db().select().from(profiles).where(eq(profiles.id, verified.id)))[0]!.company).not.toBe(details.company);
    // Neither the admin nor a verified employer is told it awaits verification.
    expect(unwrap<Listings>(await listingsLoader(routeArgs(getRequest("/dashboard/job-listings", verifiedCookie)))).data.verification).toBeNull();
    expect(unwrap<Listings>(await listingsLoader(routeArgs(getRequest("/dashboard/job-listings", admin.cookie)))).data.verification).toBeNull();
    const employer = await signUp("employer");
    expect(((await settle(() => employersLoader(routeArgs(getRequest("/dashboard/employers", employer.cookie))))) as Response).status).toBe(403);
  });
});

type AuditRows = { rows: { action: string; actorName: string | null; actorEmail: string; targetId: string | null; targetName: string | null; targetEmail: string | null }[] };

describe("the audit log names people", () => {
  it("shows the target's and the actor's name and e-mail, and nothing of an erased account but its id", async () => {
    const admin = await signInAdmin();
    const employer = await signUp("employer", "Farah Siddiqui");
    const approve = (await accountAction({ ...(routeArgs(formRequest(`/dashboard/accounts/${employer.id}`, { intent: "approve", userId: employer.id }, admin.cookie)) as object), params: { userId: employer.id } } as never)) as Response;
    expect(approve.status).toBe(302);
    const { data } = unwrap<AuditRows>(await auditLoader(routeArgs(getRequest("/dashboard/audit-log", admin.cookie))));
    const row = data.rows.find((r) => r.targetId === employer.id);
    expect(row).toMatchObject({ action: "employer.verify", targetName: "Farah Siddiqui", targetEmail: employer.email, actorName: "Site Admin", actorEmail: admin.email });

    await db().delete(user).where(eq(user.id, employer.id));
    const gone = unwrap<AuditRows>(await auditLoader(routeArgs(getRequest("/dashboard/audit-log", admin.cookie)))).data.rows.find((r) => r.targetId === employer.id);
    expect(gone).toMatchObject({ targetName: null, targetEmail: null });
    const employerCookie = (await signUp("employer")).cookie;
    expect(((await settle(() => auditLoader(routeArgs(getRequest("/dashboard/audit-log", employerCookie))))) as Response).status).toBe(403);
  });
});
