import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applications, dataExports, devMailbox, jobs, profiles, session, user } from "~/db/schema";
import { accountMails } from "~/lib/messages";
import { privacy } from "~/features/privacy/messages";
import type { Actor } from "~/lib/permissions";
import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy";
import { getViewer } from "~/services/auth/session.server";
import { parseFileUrl, findFile } from "~/services/storage/storage.server";
import { uploadResume } from "~/features/resumes/resumes.server";
import { purgeExpired } from "~/features/privacy/purge-expired.server";
import { action as myDataAction } from "~/routes/dashboard.my-data";
import { eventually } from "./support/eventually";
import { createJobAlert } from "~/features/jobs/alerts/job-alerts.server";
import { loader as exportLoader } from "~/routes/account.export.$token";
import { apiPost, cookieFrom, formRequest, getRequest, routeArgs, settle, testApp, uniqueEmail, unwrap } from "./support/accounts-kit";

// Data rights (DPDP): consent recorded at sign-up, "Download my data" as an expiring link for the owner only,
// "Delete my account" with a grace period that a sign-in cancels, then erasure by the scheduled clean-up.

let app: ReturnType<typeof testApp>;
const PASSWORD = "Secure-Clinic-204";
const DAY = 86_400_000;

beforeAll(() => {
  process.env.AUTH_RATE_LIMIT_MAX = "1000";
  process.env.AUTH_RATE_LIMIT_ACCOUNT_MAX = "1000";
  app = testApp();
});

async function doctor() {
  const email = uniqueEmail("doctor");
  expect((await apiPost(app, "/api/auth/sign-up/email", { name: "Dr. Data Owner", email, password: PASSWORD, role: "doctor" })).status).toBe(200);
  await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const res = await apiPost(app, "/api/auth/sign-in/email", { email, password: PASSWORD });
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row!.id, email, cookie: cookieFrom(res) };
}

// The mail leaves through the job queue, after the answer.
const linkIn = async (to: string) =>
  eventually(async () => {
    const mails = await db().select().from(devMailbox).where(eq(devMailbox.to, to));
    const mail = mails.find((m) => m.subject === accountMails.downloadMailSubject);
    return /\/account\/export\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1] ?? null;
  });

describe("data rights", () => {
  it("records the privacy notice version at sign-up", async () => {
    const d = await doctor();
    const [p] = await db().select().from(profiles).where(eq(profiles.id, d.id));
    expect(p?.consentVersion).toBe(PRIVACY_NOTICE_VERSION);
    expect(p?.consentedAt).toBeInstanceOf(Date);
  });

  it("mails a download link that only the owner can open, until it expires", async () => {
    const d = await doctor();
    const other = await doctor();
    const actor: Actor = { userId: d.id, email: d.email, name: "Dr. Data Owner", role: "doctor", isAdmin: false };
    await uploadResume({ actor, profileId: d.id, bytes: new TextEncoder().encode("%PDF-1.7\n%%EOF") });
    await createJobAlert({ actor, input: { intent: "create-alert", query: "keyword=icu", frequency: "weekly", name: undefined, email: undefined, website: undefined } });
    expect(((await myDataAction(routeArgs(formRequest("/dashboard/my-data", { intent: "export" }, d.cookie)))) as Response).status).toBe(302);
    const token = (await linkIn(d.email))!;
    expect(token).toBeTruthy();
    const args = (cookie?: string) => ({ ...(routeArgs(getRequest(`/account/export/${token}`, cookie)) as object), params: { token } }) as never;
    const file = (await exportLoader(args(d.cookie))) as Response;
    expect(file.status).toBe(200);
    const body = (await file.json()) as { account: { email: string }; resume: { base64: string } | null; applications: unknown[]; jobAlerts: unknown[]; messages: unknown[] };
    expect(body.account.email).toBe(d.email);
    expect(body.jobAlerts).toMatchObject([{ search: { params: "keyword=icu" }, frequency: "weekly" }]);
    expect(body.messages).toEqual([]);
    expect(Buffer.from(body.resume!.base64, "base64").toString()).toContain("%PDF-");
    expect(((await exportLoader(args(other.cookie))) as Response).status).toBe(404);
    expect(((await settle(() => exportLoader(args()))) as Response).status).toBe(302);
    // Expired: refused, and removed by the clean-up.
    await db().update(dataExports).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(dataExports.userId, d.id));
    expect(((await exportLoader(args(d.cookie))) as Response).status).toBe(404);
    expect((await purgeExpired()).exportsRemoved).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(dataExports).where(eq(dataExports.userId, d.id))).toEqual([]);
  });

  it("deletion needs the account's e-mail and password, ends every session, and a sign-in within 14 days cancels it", async () => {
    const d = await doctor();
    const wrongEmail = await settle(() => myDataAction(routeArgs(formRequest("/dashboard/my-data", { intent: "delete", email: "someone@example.com", password: PASSWORD }, d.cookie))));
    expect(unwrap(wrongEmail)).toMatchObject({ status: 400, data: { result: { error: { "": [privacy.deleteEmailMismatch], email: [privacy.deleteEmailMismatch] } } } });
    const wrongPassword = await settle(() => myDataAction(routeArgs(formRequest("/dashboard/my-data", { intent: "delete", email: d.email, password: "not-it-at-all" }, d.cookie))));
    expect(unwrap(wrongPassword)).toMatchObject({ status: 400, data: { result: { error: { "": [privacy.deletePasswordWrong], password: [privacy.deletePasswordWrong] } } } });
    const done = (await myDataAction(routeArgs(formRequest("/dashboard/my-data", { intent: "delete", email: d.email, password: PASSWORD }, d.cookie)))) as Response;
    expect(done.headers.get("location")).toBe("/privacy?deletion=scheduled");
    expect(await getViewer(getRequest("/", d.cookie))).toBeNull();
    expect((await db().select().from(user).where(eq(user.id, d.id)))[0]!.deletionRequestedAt).not.toBeNull();
    expect((await apiPost(app, "/api/auth/sign-in/email", { email: d.email, password: PASSWORD })).status).toBe(200);
    expect((await db().select().from(user).where(eq(user.id, d.id)))[0]!.deletionRequestedAt).toBeNull();
  });

  it("erases an account 14 days after the request: files and personal data go, applications stay anonymous", async () => {
    const d = await doctor();
    const actor: Actor = { userId: d.id, email: d.email, name: "Dr. Data Owner", role: "doctor", isAdmin: false };
    const { resumeUrl } = await uploadResume({ actor, profileId: d.id, bytes: new TextEncoder().encode("%PDF-1.7\n%%EOF") });
    const [job] = await db().insert(jobs).values({ title: "Registrar", company: "Kept Hospital", location: "Pune", type: "Full-time" }).returning({ id: jobs.id });
    await db().insert(applications).values({ jobId: job!.id, doctorId: d.id, coverNote: "My phone is 98765 43210" });
    await myDataAction(routeArgs(formRequest("/dashboard/my-data", { intent: "delete", email: d.email, password: PASSWORD }, d.cookie)));
    // Within the grace period nothing is erased.
    expect((await purgeExpired(new Date(Date.now() + 13 * DAY))).erased).toBe(0);
    const result = await purgeExpired(new Date(Date.now() + 15 * DAY));
    expect(result.erased).toBeGreaterThanOrEqual(1);
    expect(await db().select().from(user).where(eq(user.id, d.id))).toEqual([]);
    expect(await db().select().from(session).where(eq(session.userId, d.id))).toEqual([]);
    const [p] = await db().select().from(profiles).where(eq(profiles.id, d.id));
    expect(p).toMatchObject({ name: privacy.deletedName, email: null, phone: null, resumeUrl: null, userId: null, listed: false });
    const [a] = await db().select().from(applications).where(eq(applications.doctorId, d.id));
    expect(a).toMatchObject({ coverNote: null, jobId: job!.id });
    const ref = parseFileUrl(resumeUrl)!;
    expect(await findFile(ref.bucket, ref.key)).toBeNull();
    const mails = await eventually(async () => {
      const subjects = (await db().select().from(devMailbox).where(eq(devMailbox.to, d.email))).map((m) => m.subject);
      return subjects.includes(accountMails.deletedMailSubject) && subjects.includes(accountMails.deleteRequestedMailSubject) ? subjects : undefined;
    });
    expect(mails).toEqual(expect.arrayContaining([accountMails.deleteRequestedMailSubject, accountMails.deletedMailSubject]));
  });
});
