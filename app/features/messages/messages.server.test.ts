import crypto from "node:crypto";
import { and, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database, db } from "~/db/client.server";
import { ensureOwnOrganisation, ownOrganisationId } from "~/db/organisations.server";
import { applications, devMailbox, emailPreferences, jobs, messageReports, notifications, profiles, user } from "~/db/schema";
import { env, reloadEnv } from "~/env.server";
import { messaging as m } from "~/features/messages/messages";
import type { Actor } from "~/lib/permissions";
import { eventually } from "../../../tests/support/eventually";
import { setEmployerBlocked } from "./block-employer.server";
import { countUnreadMessages } from "./count-unread-messages.server";
import { getComposeTarget } from "./get-compose-target.server";
import { getThread } from "./get-thread.server";
import { listMessageReports } from "./list-message-reports.server";
import { listThreads } from "./list-threads.server";
import { mailNewMessages } from "./message-mail-job.server";
import { reportThread } from "./report-thread.server";
import { sendReply } from "./send-reply.server";
import { startThread } from "./start-thread.server";

// A short batching delay, so the queued mail job runs within the test.
process.env.MESSAGE_MAIL_DELAY_SECONDS = "2";
reloadEnv();

const id = () => crypto.randomUUID();
type Person = Actor & { profileId: string };

async function makeUser(role: "doctor" | "employer", options: { listed?: boolean; company?: string; email?: string; verified?: boolean; pending?: boolean } = {}): Promise<Person> {
  const userId = id();
  const email = options.email ?? `${userId}@x.example`;
  const name = role === "doctor" ? `Dr. ${userId.slice(0, 6)}` : `Employer ${userId.slice(0, 6)}`;
  await db().insert(user).values({ id: userId, name, email, emailVerified: options.verified ?? true });
  // Employers are verified by the admin unless the test says they are still pending (decision 081).
  const verified = role === "employer" && !options.pending;
  await db().insert(profiles).values({ id: userId, userId, role, name, listed: options.listed ?? false, company: options.company ?? null, verifiedAt: verified ? new Date() : null });
  // An employer owns a one-person organisation, as its sign-up gives it (decision 091).
  await ensureOwnOrganisation(userId);
  const membership = role === "employer" ? { organisationId: ownOrganisationId(userId), role: "owner" as const, teamJobIds: [] } : null;
  return { userId, profileId: userId, email, name, role, isAdmin: false, verified, membership };
}

let admin: Person;
let employer: Person;
let otherEmployer: Person;
let listedDoctor: Person;
let unlistedDoctor: Person;
let applicantDoctor: Person;
let managedProfileId: string;
let employerJob: number;
let otherJob: number;

beforeAll(async () => {
  admin = { ...(await makeUser("employer", { email: env().ADMIN_EMAIL })), isAdmin: true };
  employer = await makeUser("employer", { company: "Apollo Clinics" });
  otherEmployer = await makeUser("employer", { company: "Fortis" });
  listedDoctor = await makeUser("doctor", { listed: true });
  unlistedDoctor = await makeUser("doctor");
  applicantDoctor = await makeUser("doctor");
  managedProfileId = id();
  await db().insert(profiles).values({ id: managedProfileId, userId: null, role: "doctor", name: "Dr. Managed", listed: true });
  const rows = await db()
    .insert(jobs)
    .values([
      { title: "Cardiologist", company: "Apollo Clinics", location: "Pune", type: "Full-time", userId: employer.userId },
      { title: "Surgeon", company: "Fortis", location: "Delhi", type: "Full-time", userId: otherEmployer.userId },
    ])
    .returning({ id: jobs.id });
  employerJob = rows[0]!.id;
  otherJob = rows[1]!.id;
  await db().insert(applications).values({ jobId: employerJob, doctorId: applicantDoctor.profileId });
});

describe("who may message whom", () => {
  it("an employer may write to a listed doctor; the doctor reads it and replies; one thread per pair and job", async () => {
    const threadId = await startThread({ actor: employer, doctorProfileId: listedDoctor.profileId, body: "Hello doctor,\nare you free to talk?" });
    const again = await startThread({ actor: employer, doctorProfileId: listedDoctor.profileId, body: "Second note" });
    expect(again).toBe(threadId);
    const aboutJob = await startThread({ actor: employer, doctorProfileId: listedDoctor.profileId, jobId: employerJob, body: "About the job" });
    expect(aboutJob).not.toBe(threadId);

    const seen = await getThread({ actor: listedDoctor, threadId });
    expect(seen.side).toBe("doctor");
    expect(seen.employerName).toBe("Apollo Clinics");
    expect(seen.messages.map((x) => x.body)).toEqual(["Hello doctor,\nare you free to talk?", "Second note"]);
    await sendReply({ actor: listedDoctor, threadId, body: "Yes, call me." });
    const employerView = await getThread({ actor: employer, threadId });
    expect(employerView.messages.at(-1)).toMatchObject({ body: "Yes, call me.", mine: false, senderName: listedDoctor.name });
    const composed = await getComposeTarget({ actor: employer, doctorProfileId: listedDoctor.profileId });
    expect(composed.existingThreadId).toBe(threadId);
  });

  it("an employer may write to an unlisted doctor who applied to their job, not to one who never applied", async () => {
    await expect(startThread({ actor: employer, doctorProfileId: applicantDoctor.profileId, jobId: employerJob, body: "Thanks for applying" })).resolves.toBeGreaterThan(0);
    await expect(startThread({ actor: employer, doctorProfileId: unlistedDoctor.profileId, body: "Hi" })).rejects.toMatchObject({ code: "forbidden", message: m.notReachable });
    // Applying to another employer's job does not open the door to this one.
    await expect(startThread({ actor: otherEmployer, doctorProfileId: applicantDoctor.profileId, body: "Hi" })).rejects.toMatchObject({ code: "forbidden", message: m.notReachable });
    await expect(getComposeTarget({ actor: employer, doctorProfileId: unlistedDoctor.profileId })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("refuses a job that is not the writer's, an unknown doctor, an empty or overlong or control-character body", async () => {
    await expect(startThread({ actor: employer, doctorProfileId: listedDoctor.profileId, jobId: otherJob, body: "Hi" })).rejects.toMatchObject({ code: "forbidden", message: m.jobNotYours });
    await expect(startThread({ actor: employer, doctorProfileId: id(), body: "Hi" })).rejects.toMatchObject({ code: "not_found" });
    await expect(startThread({ actor: employer, doctorProfileId: employer.profileId, body: "Hi" })).rejects.toMatchObject({ code: "not_found" });
    await expect(startThread({ actor: employer, doctorProfileId: listedDoctor.profileId, body: "   " })).rejects.toMatchObject({ code: "invalid_input", message: m.bodyRequired });
    await expect(startThread({ actor: employer, doctorProfileId: listedDoctor.profileId, body: "x".repeat(5001) })).rejects.toMatchObject({ code: "invalid_input", message: m.bodyTooLong });
    await expect(startThread({ actor: employer, doctorProfileId: listedDoctor.profileId, body: "bad\u0000byte" })).rejects.toMatchObject({ code: "invalid_input" });
    await expect(startThread({ actor: employer, doctorProfileId: listedDoctor.profileId, body: "x".repeat(5000) })).resolves.toBeGreaterThan(0);
  });

  it("a doctor cannot start a thread; signed-out visitors cannot do anything", async () => {
    await expect(startThread({ actor: listedDoctor, doctorProfileId: unlistedDoctor.profileId, body: "Hi" })).rejects.toMatchObject({ code: "forbidden", message: m.onlyEmployersStart });
    await expect(startThread({ actor: null, doctorProfileId: listedDoctor.profileId, body: "Hi" })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(listThreads({ actor: null })).rejects.toMatchObject({ code: "unauthenticated" });
    expect(await countUnreadMessages({ actor: null })).toBe(0);
    const threadId = await startThread({ actor: employer, doctorProfileId: listedDoctor.profileId, body: "Ping" });
    await expect(getThread({ actor: null, threadId })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(sendReply({ actor: null, threadId, body: "Hi" })).rejects.toMatchObject({ code: "unauthenticated" });
  });

  it("a pending employer (not yet verified by the admin) cannot message doctors", async () => {
    const pending = await makeUser("employer", { company: "New Clinic", pending: true });
    await expect(startThread({ actor: pending, doctorProfileId: listedDoctor.profileId, body: "Hello" })).rejects.toMatchObject({ code: "forbidden", message: m.verifyFirst });
  });

  it("nobody reads or writes in another's thread, and only the doctor's side blocks or reports", async () => {
    const threadId = await startThread({ actor: employer, doctorProfileId: listedDoctor.profileId, body: "Private" });
    for (const stranger of [otherEmployer, unlistedDoctor, admin]) {
      await expect(getThread({ actor: stranger, threadId })).rejects.toMatchObject({ code: "not_found" });
      await expect(sendReply({ actor: stranger, threadId, body: "Hi" })).rejects.toMatchObject({ code: "not_found" });
      expect((await listThreads({ actor: stranger })).map((t) => t.id)).not.toContain(threadId);
    }
    await expect(getThread({ actor: employer, threadId: 2_000_000_000 })).rejects.toMatchObject({ code: "not_found" });
    await expect(setEmployerBlocked({ actor: employer, threadId, blocked: true })).rejects.toMatchObject({ code: "forbidden" });
    await expect(reportThread({ actor: employer, threadId })).rejects.toMatchObject({ code: "forbidden" });
    await expect(setEmployerBlocked({ actor: otherEmployer, threadId, blocked: true })).rejects.toMatchObject({ code: "not_found" });
    await expect(listMessageReports({ actor: employer })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("a blocked employer can neither start a thread nor write in an old one; the thread stays readable; unblocking reopens it", async () => {
    const doctor = await makeUser("doctor", { listed: true });
    const threadId = await startThread({ actor: employer, doctorProfileId: doctor.profileId, body: "Hello" });
    await setEmployerBlocked({ actor: doctor, threadId, blocked: true });
    await setEmployerBlocked({ actor: doctor, threadId, blocked: true });
    await expect(startThread({ actor: employer, doctorProfileId: doctor.profileId, jobId: employerJob, body: "Again" })).rejects.toMatchObject({ code: "forbidden", message: m.blockedByDoctor });
    await expect(sendReply({ actor: employer, threadId, body: "Again" })).rejects.toMatchObject({ code: "forbidden", message: m.blockedByDoctor });
    await expect(sendReply({ actor: doctor, threadId, body: "Bye" })).rejects.toMatchObject({ code: "forbidden", message: m.readOnlyBlocked });
    expect(await getThread({ actor: employer, threadId })).toMatchObject({ blocked: true, canReply: false });
    // Another employer is not affected.
    await expect(startThread({ actor: otherEmployer, doctorProfileId: doctor.profileId, body: "Hi" })).resolves.toBeGreaterThan(0);
    await setEmployerBlocked({ actor: doctor, threadId, blocked: false });
    await expect(sendReply({ actor: employer, threadId, body: "Thanks" })).resolves.toBeUndefined();
  });

  it("a report is stored for the admin, who then may read (not write in) that thread", async () => {
    const threadId = await startThread({ actor: otherEmployer, doctorProfileId: listedDoctor.profileId, body: "Rude words" });
    await expect(getThread({ actor: admin, threadId })).rejects.toMatchObject({ code: "not_found" });
    await reportThread({ actor: listedDoctor, threadId, reason: "Abusive" });
    await reportThread({ actor: listedDoctor, threadId, reason: "Twice" });
    expect(await db().select().from(messageReports).where(eq(messageReports.threadId, threadId))).toHaveLength(1);
    const reports = await listMessageReports({ actor: admin });
    expect(reports.find((r) => r.threadId === threadId)).toMatchObject({ doctorName: listedDoctor.name, employerName: "Fortis", reason: "Abusive" });
    expect(await getThread({ actor: admin, threadId })).toMatchObject({ side: "observer", canReply: false });
    await expect(sendReply({ actor: admin, threadId, body: "Hi" })).rejects.toMatchObject({ code: "forbidden" });
    expect((await getThread({ actor: listedDoctor, threadId })).reportedByMe).toBe(true);
  });

  it("a directory profile created by the admin without an account routes to the admin, who answers", async () => {
    const threadId = await startThread({ actor: employer, doctorProfileId: managedProfileId, body: "For the managed doctor" });
    const inbox = await listThreads({ actor: admin });
    expect(inbox.find((t) => t.id === threadId)).toMatchObject({ side: "doctor", counterpart: "Apollo Clinics", managedProfile: true, unread: 1 });
    const [note] = await db().select().from(notifications).where(and(eq(notifications.userId, admin.userId), eq(notifications.link, `/dashboard/messages/${threadId}`)));
    expect(note).toMatchObject({ kind: "message", title: m.notificationTitle("Apollo Clinics"), body: "For the managed doctor" });
    expect(await getThread({ actor: admin, threadId })).toMatchObject({ side: "doctor", managedProfile: true });
    await sendReply({ actor: admin, threadId, body: "Our team will connect you." });
    expect((await getThread({ actor: employer, threadId })).messages.at(-1)).toMatchObject({ senderName: "Dr. Managed", body: "Our team will connect you." });
    // The admin does not write to a profile whose messages come to the admin.
    await expect(startThread({ actor: admin, doctorProfileId: managedProfileId, body: "Hi" })).rejects.toMatchObject({ code: "forbidden", message: m.ownManagedProfile });
    // The admin writes to listed doctors like an employer.
    await expect(startThread({ actor: admin, doctorProfileId: listedDoctor.profileId, body: "From the admin" })).resolves.toBeGreaterThan(0);
  });
});

describe("unread counts", () => {
  it("count per thread and in total for the recipient; reading a thread clears its count and its notification", async () => {
    const doctor = await makeUser("doctor", { listed: true });
    const a = await startThread({ actor: employer, doctorProfileId: doctor.profileId, body: "One" });
    await startThread({ actor: employer, doctorProfileId: doctor.profileId, body: "Two" });
    const b = await startThread({ actor: otherEmployer, doctorProfileId: doctor.profileId, body: "Three" });
    expect(await countUnreadMessages({ actor: doctor })).toBe(3);
    // The page of a conversation being opened does not count that conversation.
    expect(await countUnreadMessages({ actor: doctor, openingThreadId: a })).toBe(1);
    const inbox = await listThreads({ actor: doctor });
    expect(inbox.map((t) => [t.id, t.unread, t.counterpart])).toEqual([
      [b, 1, "Fortis"],
      [a, 2, "Apollo Clinics"],
    ]);
    // The sender's own messages are not unread for them.
    expect((await listThreads({ actor: employer })).find((t) => t.id === a)?.unread).toBe(0);

    await getThread({ actor: doctor, threadId: a });
    expect(await countUnreadMessages({ actor: doctor })).toBe(1);
    const unreadNotes = await db().select().from(notifications).where(and(eq(notifications.userId, doctor.userId), eq(notifications.link, `/dashboard/messages/${a}`)));
    expect(unreadNotes.every((n) => n.readAt !== null)).toBe(true);
    await sendReply({ actor: doctor, threadId: a, body: "Reply" });
    expect((await listThreads({ actor: employer })).find((t) => t.id === a)).toMatchObject({ unread: 1, preview: "Reply" });
    // Answering marks what came before read.
    expect(await countUnreadMessages({ actor: doctor })).toBe(1);
    await sendReply({ actor: doctor, threadId: b, body: "Hello Fortis" });
    expect(await countUnreadMessages({ actor: doctor })).toBe(0);
  });
});

async function mailsTo(email: string) {
  return db().select().from(devMailbox).where(eq(devMailbox.to, email.toLowerCase()));
}

async function messageMailJobsPending(): Promise<number> {
  const handle = database();
  const text = "select count(*)::int as n from pgboss.job where name = 'message-mail' and state < 'completed'";
  if (handle.embeddedSql) return Number(((await handle.embeddedSql.executeSql(text, [])).rows[0] as { n: number }).n);
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: handle.url! });
  await client.connect();
  try {
    return Number((await client.query(text)).rows[0].n);
  } finally {
    await client.end();
  }
}

describe("the batched mail", () => {
  it("several messages in a burst make one mail, with a link back to the thread, and never a second one", async () => {
    const doctor = await makeUser("doctor", { listed: true });
    const threadId = await startThread({ actor: employer, doctorProfileId: doctor.profileId, body: "First <b>line</b>\nsecond line" });
    await sendReply({ actor: employer, threadId, body: "Another" });
    await sendReply({ actor: employer, threadId, body: "And a third" });
    const [mail] = await eventually(async () => {
      const found = await mailsTo(doctor.email);
      return found.length ? found : undefined;
    }, 20_000);
    await eventually(async () => (await messageMailJobsPending()) === 0, 20_000);
    expect(await mailsTo(doctor.email)).toHaveLength(1);
    expect(mail!.subject).toBe(`You have 3 new messages on ${env().BRAND_NAME}`);
    expect(mail!.text).toContain(`${env().BASE_URL}/dashboard/messages/${threadId}`);
    expect(mail!.text).toContain("> First <b>line</b>\n> second line");
    expect(mail!.html).toContain("First &lt;b&gt;line&lt;/b&gt;");
    expect(mail!.html).not.toContain("<b>line</b>");
    // Run again by hand (a retried job): nothing left to mail.
    expect(await mailNewMessages({ recipientUserId: doctor.userId })).toBe(0);
  }, 60_000);

  it("a message read before the mail goes is not mailed, and nobody who turned message mail off gets one", async () => {
    const reader = await makeUser("doctor", { listed: true });
    const threadId = await startThread({ actor: otherEmployer, doctorProfileId: reader.profileId, body: "Read me soon" });
    await getThread({ actor: reader, threadId });
    expect(await mailNewMessages({ recipientUserId: reader.userId })).toBe(0);

    const quiet = await makeUser("doctor", { listed: true });
    await db().insert(emailPreferences).values({ userId: quiet.userId, messages: false });
    await startThread({ actor: otherEmployer, doctorProfileId: quiet.profileId, body: "Hello" });
    expect(await mailNewMessages({ recipientUserId: quiet.userId })).toBe(0);
    expect(await mailsTo(quiet.email)).toHaveLength(0);
    expect(await mailsTo(reader.email)).toHaveLength(0);
    // The bell still tells them.
    const notes = await db().select().from(notifications).where(and(eq(notifications.userId, quiet.userId), like(notifications.link, "/dashboard/messages/%")));
    expect(notes).toHaveLength(1);
  });
});
