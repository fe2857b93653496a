import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobAlertDeliveries, jobAlerts, jobs, notifications } from "~/db/schema";
import { reloadEnv } from "~/env.server";
import { jobAlertTexts } from "~/features/jobs/messages";
import type { Actor } from "~/lib/permissions";
import { createActor, insertJob } from "../../../../tests/factories/jobs";
import { startSmtpInbox, linkIn } from "../../../../tests/support/smtp-inbox";
import { BASE, fromAddress, testApp } from "../../../../tests/support/accounts-kit";
import { findJobs } from "~/features/search/search.server";
import { parseJobSearch } from "~/features/search/search-params";
import { runAlertDigests } from "./alert-digests.server";
import { alertQuery, confirmJobAlert, createJobAlert, listMyAlerts, updateMyAlert } from "./job-alerts.server";
import type { CreateAlertInput } from "./schema";

let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
let doctor: Actor;
let otherDoctor: Actor;
let employer: Actor;

beforeAll(async () => {
  inbox = await startSmtpInbox();
  process.env.SMTP_URL = inbox.url;
  reloadEnv();
  doctor = await createActor("doctor", { name: "Dr. Asha Rao" });
  otherDoctor = await createActor("doctor");
  employer = await createActor("employer");
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  reloadEnv();
  await inbox?.close();
});

const input = (query: string, overrides: Partial<CreateAlertInput> = {}): CreateAlertInput => ({
  intent: "create-alert",
  query,
  name: undefined,
  frequency: "daily",
  email: undefined,
  website: undefined,
  ...overrides,
});

async function myAlert(actor: Actor) {
  const [alert] = await db().select().from(jobAlerts).where(eq(jobAlerts.userId, actor.userId));
  return alert!;
}

/** Posts a job "now" (after the alerts began). */
const postNow = (values: Parameters<typeof insertJob>[0]) => insertJob({ daysAgo: 0, ...values });

describe("job alerts", () => {
  it("mail a doctor's new matching jobs once, never closed ones or ones posted before the alert, with one-click unsubscribe", async () => {
    const before = await insertJob({ title: "Consultant Cardiologist", location: "Hyderabad", specialty: "Cardiology", daysAgo: 2 });
    await createJobAlert({ actor: doctor, input: input("keyword=cardiologist&location=Hyderabad", { frequency: "daily" }) });
    const alert = await myAlert(doctor);
    expect(alert).toMatchObject({ email: doctor.email, frequency: "daily", paused: false, query: { params: "keyword=cardiologist&location=Hyderabad" } });
    expect(alert.confirmedAt).not.toBeNull();

    const match = await postNow({ title: "Senior Cardiologist", company: "Apollo Jubilee Hills", location: "Hyderabad", specialty: "Cardiology", salaryMin: 2_400_000, salaryMax: 3_600_000, salaryUnit: "year" });
    const closed = await postNow({ title: "Cardiologist (closed)", location: "Hyderabad", specialty: "Cardiology", closedAt: new Date() });
    const elsewhere = await postNow({ title: "Cardiologist", location: "Pune", specialty: "Cardiology" });

    const first = await runAlertDigests("daily");
    expect(first).toMatchObject({ digests: 1, jobs: 1 });
    const mail = await inbox.waitFor(doctor.email);
    expect(mail.subject.replace(/\s+/g, " ")).toBe(`1 new job for "${alert.name}"`);
    expect(mail.text).toContain("Senior Cardiologist");
    expect(mail.text).toContain("Apollo Jubilee Hills · Hyderabad");
    // Marked as reached from an alert e-mail (the reports' "alert" source).
    expect(mail.text).toContain(`${BASE}/jobs/${match}?src=alert`);
    expect(mail.text).not.toContain(`/jobs/${closed}`);
    expect(mail.text).not.toContain(`/jobs/${elsewhere}`);
    expect(mail.text).not.toContain(`/jobs/${before}`);
    const headers = mail.raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]+/g, " ");
    expect(headers).toContain(`List-Unsubscribe: <${BASE}/api/job-alerts/unsubscribe/${alert.token}>`);
    expect(headers).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
    const bell = await db().select().from(notifications).where(eq(notifications.userId, doctor.userId));
    expect(bell).toMatchObject([{ kind: "alert_match", link: "/jobs?keyword=cardiologist&location=Hyderabad" }]);

    // The next run sends nothing: the job was sent already. A newer one comes alone.
    expect(await runAlertDigests("daily")).toMatchObject({ digests: 0 });
    const newer = await postNow({ title: "Interventional Cardiologist", location: "Hyderabad" });
    expect(await runAlertDigests("daily")).toMatchObject({ digests: 1, jobs: 1 });
    const second = await inbox.waitFor(doctor.email, 2);
    expect(second.text).toContain(`/jobs/${newer}`);
    expect(second.text).not.toContain(`/jobs/${match}`);
    expect((await db().select().from(jobAlertDeliveries).where(eq(jobAlertDeliveries.alertId, alert.id))).map((d) => d.jobId).sort()).toEqual([match, newer].sort());

    // One click from the mail provider (no Origin, no session) removes it.
    const app = testApp();
    const res = await app.request(`${BASE}/api/job-alerts/unsubscribe/${alert.token}`, { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded" }, body: "List-Unsubscribe=One-Click" }, fromAddress("203.0.113.9"));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(jobAlertTexts.unsubscribed);
    expect(await db().select().from(jobAlerts).where(eq(jobAlerts.id, alert.id))).toEqual([]);
    const again = await app.request(`${BASE}/api/job-alerts/unsubscribe/${alert.token}`, { method: "POST" }, fromAddress("203.0.113.9"));
    expect(again.status).toBe(404);
    await db().delete(jobs);
  });

  it("match by the same rules as /jobs search (every filter), and skip paused alerts", async () => {
    const params = "specialty=Cardiology&type=Full-time&city=Chennai";
    await createJobAlert({ actor: otherDoctor, input: input(params, { frequency: "weekly" }) });
    const alert = await myAlert(otherDoctor);
    const ids = [
      await postNow({ title: "Cardiologist", specialty: "Cardiology", type: "Full-time", location: "Chennai" }),
      await postNow({ title: "Cardiologist", specialty: "Cardiology", type: "Locum", location: "Chennai" }),
      await postNow({ title: "Neurologist", specialty: "Neurology", type: "Full-time", location: "Chennai" }),
      await postNow({ title: "Cardiologist", specialty: "Cardiology", type: "Full-time", location: "Madurai" }),
    ];
    const searched = (await findJobs({ actor: null, search: parseJobSearch(new URLSearchParams(params)), facets: false })).page;
    await updateMyAlert({ actor: otherDoctor, id: alert.id, change: { paused: true } });
    expect(await runAlertDigests("weekly")).toMatchObject({ digests: 0 });
    await updateMyAlert({ actor: otherDoctor, id: alert.id, change: { paused: false } });
    await runAlertDigests("weekly");
    const sent = (await db().select().from(jobAlertDeliveries).where(eq(jobAlertDeliveries.alertId, alert.id))).map((d) => d.jobId);
    expect(sent.sort()).toEqual(searched.jobs.map((j) => j.id).filter((id) => ids.includes(id)).sort());
    expect(sent).toEqual([ids[0]]);
    await db().delete(jobs);
  });

  it("ask a visitor to confirm by e-mail first (double opt-in), and drop robots filling the hidden field", async () => {
    const email = "visitor.alerts@example.test";
    const result = await createJobAlert({ actor: null, input: input("keyword=radiologist", { email, frequency: "instant" }), clientIp: "198.51.100.20" });
    expect(result.needsConfirmation).toBe(true);
    const confirmMail = await inbox.waitFor(email);
    const link = linkIn(confirmMail, `${BASE}/job-alerts/confirm?token=`);
    await postNow({ title: "Consultant Radiologist", specialty: "Radiology" });
    expect(await runAlertDigests("instant")).toMatchObject({ alerts: 0, digests: 0 });

    expect(await confirmJobAlert(new URL(link).searchParams.get("token")!)).toMatchObject({ name: '"radiologist" jobs' });
    const later = await postNow({ title: "Radiologist (MD/DNB)" });
    await runAlertDigests("instant");
    const digest = await inbox.waitFor(email, 2);
    expect(digest.text).toContain(`/jobs/${later}`);

    await createJobAlert({ actor: null, input: input("keyword=x", { email: "robot@example.test", website: "http://spam.example" }), clientIp: "198.51.100.21" });
    expect(await db().select().from(jobAlerts).where(eq(jobAlerts.email, "robot@example.test"))).toEqual([]);
    await expect(createJobAlert({ actor: null, input: input("keyword=x"), clientIp: "198.51.100.22" })).rejects.toMatchObject({ code: "invalid_input" });
    await db().delete(jobs);
  });

  it("refuse employers, and let no one see or change another doctor's alerts", async () => {
    await expect(createJobAlert({ actor: employer, input: input("") })).rejects.toMatchObject({ code: "forbidden", message: jobAlertTexts.onlyDoctors });
    await createJobAlert({ actor: doctor, input: input("keyword=icu") });
    const alert = await myAlert(doctor);
    expect((await listMyAlerts({ actor: doctor })).map((a) => a.id)).toEqual([alert.id]);
    expect(await listMyAlerts({ actor: otherDoctor })).not.toContainEqual(expect.objectContaining({ id: alert.id }));
    await expect(updateMyAlert({ actor: otherDoctor, id: alert.id, change: "delete" })).rejects.toMatchObject({ code: "not_found" });
    await expect(updateMyAlert({ actor: employer, id: alert.id, change: { paused: true } })).rejects.toMatchObject({ code: "forbidden" });
    await expect(updateMyAlert({ actor: null, id: alert.id, change: { paused: true } })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(listMyAlerts({ actor: null })).rejects.toMatchObject({ code: "unauthenticated" });
    await updateMyAlert({ actor: doctor, id: alert.id, change: "delete" });
    expect(await listMyAlerts({ actor: doctor })).toEqual([]);
  });

  it("store the search in its canonical form (page left out)", () => {
    expect(alertQuery(parseJobSearch(new URLSearchParams("page=3&keyword=%20icu%20&city=pune&city=Pune")))).toBe("keyword=icu&city=Pune");
  });
});
