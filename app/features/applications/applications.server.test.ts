import crypto from "node:crypto";
import { eventually } from "../../../tests/support/eventually";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { ensureOwnOrganisation, ownOrganisationId } from "~/db/organisations.server";
import { applications, devMailbox, emailPreferences, fileViews, files, jobs, notifications, profiles, user } from "~/db/schema";
import { validation } from "~/lib/messages";
import { applicationRecords } from "~/features/applications/messages";
import type { Actor } from "~/lib/permissions";
import {
  applyToJob,
  countApplicationsByJob,
  countApplicationsForEmployer,
  getApplication,
  getDoctorStats,
  listMyApplications,
  withdrawApplication,
} from "./applications.server";
import { moveApplication } from "./stage-moves.server";
import { ensureJobStages } from "./job-stages.server";

const id = () => crypto.randomUUID();
const people = { docA: id(), docB: id(), docNoCv: id(), empA: id(), empB: id() };
// An employer owns a one-person organisation (given in beforeAll), as its sign-up gives it (decision 091).
const actor = (userId: string, role: "doctor" | "employer", isAdmin = false): Actor => ({
  userId,
  email: `${userId}@x.example`,
  name: userId,
  role,
  isAdmin,
  membership: role === "employer" && !isAdmin ? { organisationId: ownOrganisationId(userId), role: "owner", teamJobIds: [] } : null,
});
const docA = actor(people.docA, "doctor");
const docB = actor(people.docB, "doctor");
const docNoCv = actor(people.docNoCv, "doctor");
const empA = actor(people.empA, "employer");
const empB = actor(people.empB, "employer");
const admin = actor(id(), "employer", true);
let jobA = 0;
let jobB = 0;
let closedJob = 0;

beforeAll(async () => {
  for (const [key, userId] of Object.entries(people)) {
    const role = key.startsWith("doc") ? "doctor" : "employer";
    await db().insert(user).values({ id: userId, name: key, email: `${key}@x.example`, emailVerified: true });
    await db().insert(profiles).values({
      id: userId,
      userId,
      role,
      name: `Dr. ${key}`,
      email: `${key}@x.example`,
      resumeUrl: key === "docNoCv" || role === "employer" ? null : `/files/resumes/${userId}/1-a.pdf`,
    });
    await ensureOwnOrganisation(userId);
  }
  const [a, b, c] = await db()
    .insert(jobs)
    .values([
      { userId: people.empA, title: "Cardiologist", company: "A Hospital", location: "Pune", type: "Full-time" },
      { userId: people.empB, title: "Neurologist", company: "B Hospital", location: "Delhi", type: "Full-time" },
      { userId: people.empA, title: "Closed role", company: "A Hospital", location: "Pune", type: "Locum", validThrough: new Date(Date.now() - 86_400_000) },
    ])
    .returning({ id: jobs.id });
  jobA = a!.id;
  jobB = b!.id;
  closedJob = c!.id;
});

describe("applying", () => {
  it("lets a doctor with a resume apply once", async () => {
    const { id: appId } = await applyToJob({ actor: docA, jobId: jobA, coverNote: "  Keen to join.  " });
    const [row] = await db().select().from(applications).where(eq(applications.id, appId));
    expect(row).toMatchObject({ status: "Applied", coverNote: "Keen to join.", doctorId: people.docA });
    expect(row!.stageId).toBe((await ensureJobStages(jobA))[0]!.id);
    expect(row!.history).toHaveLength(1);
    await expect(applyToJob({ actor: docA, jobId: jobA })).rejects.toMatchObject({ code: "conflict", message: applicationRecords.alreadyApplied });

    // Off the request, on the queue: the doctor's confirmation, the employer's bell, the employer's (batched) mail.
    const sent = await eventually(async () => (await db().select().from(devMailbox).where(eq(devMailbox.to, "doca@x.example")))[0]);
    expect(sent.subject).toBe("Application sent: Cardiologist at A Hospital");
    const bell = await eventually(async () => (await db().select().from(notifications).where(eq(notifications.userId, people.empA)))[0]);
    expect(bell).toMatchObject({ kind: "new_applicant", title: applicationRecords.newApplicant("Dr. docA"), link: `/dashboard/applicants/${jobA}`, readAt: null });
    const employerMail = await eventually(async () => (await db().select().from(devMailbox).where(eq(devMailbox.to, "empa@x.example")))[0]);
    expect(employerMail.subject).toBe("New applicant for Cardiologist");
    expect(employerMail.text).toContain(`/dashboard/applicants/${jobA}`);
    // The batch records how far it got after queueing its mail, so the mail can arrive first.
    const mailedAt = await eventually(async () => (await db().select({ mailedAt: jobs.applicantsMailedAt }).from(jobs).where(eq(jobs.id, jobA)))[0]?.mailedAt);
    expect(mailedAt).toBeInstanceOf(Date);
  });

  it("sends no confirmation to a doctor who turned application mails off (the bell still rings)", async () => {
    await db().insert(emailPreferences).values({ userId: people.docB, applicationUpdates: false });
    await applyToJob({ actor: docB, jobId: jobB });
    await eventually(async () => (await db().select().from(notifications).where(eq(notifications.userId, people.empB)))[0]);
    // A confirmation would have been queued before the employer's mail, which has arrived; none came.
    await eventually(async () => (await db().select().from(devMailbox).where(eq(devMailbox.to, "empb@x.example")))[0]);
    expect(await db().select().from(devMailbox).where(eq(devMailbox.to, "docb@x.example"))).toEqual([]);
    await db().delete(applications).where(and(eq(applications.jobId, jobB), eq(applications.doctorId, people.docB)));
    await db().delete(emailPreferences);
  });
  it("asks a doctor without a resume to upload one first", async () => {
    await expect(applyToJob({ actor: docNoCv, jobId: jobA })).rejects.toMatchObject({ code: "invalid_input", message: applicationRecords.resumeRequired, fieldErrors: { resume: applicationRecords.resumeRequired } });
  });
  it("refuses employers, the admin, signed-out visitors, closed and unknown jobs", async () => {
    await expect(applyToJob({ actor: empA, jobId: jobB })).rejects.toMatchObject({ code: "forbidden" });
    await expect(applyToJob({ actor: admin, jobId: jobB })).rejects.toMatchObject({ code: "forbidden" });
    await expect(applyToJob({ actor: null, jobId: jobB })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(applyToJob({ actor: docB, jobId: closedJob })).rejects.toMatchObject({ code: "conflict" });
    await expect(applyToJob({ actor: docB, jobId: 999_999 })).rejects.toMatchObject({ code: "not_found" });
  });
});

describe("counting", () => {
  it("counts applications for listings and the stat card", async () => {
    await applyToJob({ actor: docB, jobId: jobA });
    await applyToJob({ actor: docB, jobId: jobB });
    const counts = await countApplicationsByJob([jobA, jobB, closedJob]);
    expect(counts.get(jobA)).toBe(2);
    expect(counts.get(jobB)).toBe(1);
    expect(counts.get(closedJob)).toBeUndefined();
    expect(await countApplicationsForEmployer({ actor: empA })).toBe(2);
    expect(await countApplicationsForEmployer({ actor: admin })).toBe(3);
  });
});

describe("one application", () => {
  it("is shown to its doctor and the job's employer, refused to anyone else", async () => {
    const [app] = await db().select().from(applications).where(and(eq(applications.jobId, jobA), eq(applications.doctorId, people.docA)));
    expect((await getApplication({ actor: docA, applicationId: app!.id })).jobTitle).toBe("Cardiologist");
    expect((await getApplication({ actor: empA, applicationId: app!.id })).doctorId).toBe(app!.doctorId);
    await expect(getApplication({ actor: docB, applicationId: app!.id })).rejects.toMatchObject({ code: "forbidden", message: validation.permissionDenied });
    await expect(getApplication({ actor: empB, applicationId: app!.id })).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("the doctor's side", () => {
  it("lists the doctor's own applications, newest first", async () => {
    const mine = await listMyApplications({ actor: docB });
    expect(mine.map((a) => a.jobTitle)).toEqual(["Neurologist", "Cardiologist"]);
    expect(await listMyApplications({ actor: docB, limit: 1 })).toHaveLength(1);
  });

  it("withdraws only own applications standing in an active stage", async () => {
    const [aToB] = await db().select().from(applications).where(eq(applications.jobId, jobB));
    await expect(withdrawApplication({ actor: docA, applicationId: aToB!.id })).rejects.toMatchObject({ code: "forbidden" });
    await withdrawApplication({ actor: docB, applicationId: aToB!.id });
    const [after] = await db().select().from(applications).where(eq(applications.id, aToB!.id));
    expect(after!.status).toBe("Withdrawn");
    await expect(withdrawApplication({ actor: docB, applicationId: aToB!.id })).rejects.toMatchObject({ code: "conflict" });
    // An application the employer has moved to an exit (here: hired) can no longer be withdrawn.
    const [decided] = await db().select().from(applications).where(eq(applications.doctorId, people.docA));
    const stages = await ensureJobStages(jobA);
    await moveApplication({ actor: empA, applicationId: decided!.id, toStageId: stages.find((s) => s.name === "Interview")!.id });
    await moveApplication({ actor: empA, applicationId: decided!.id, toStageId: stages.find((s) => s.name === "Offer")!.id });
    const [app] = await db().select().from(applications).where(eq(applications.id, decided!.id));
    expect(app!.status).toBe("Offer");
    await moveApplication({ actor: empA, applicationId: decided!.id, toStageId: stages.find((s) => s.kind === "hired")!.id });
    await expect(withdrawApplication({ actor: docA, applicationId: decided!.id })).rejects.toMatchObject({ code: "conflict", message: applicationRecords.alreadyDecided });
  });

  it("computes the dashboard stats from real data", async () => {
    const [file] = await db()
      .insert(files)
      .values({ bucket: "resumes", key: `${people.docA}/1-a.pdf`, ownerId: people.docA, contentType: "application/pdf", size: 10, sha256: "x" })
      .returning();
    await db().insert(fileViews).values([
      { fileId: file!.id, viewerId: people.empA },
      { fileId: file!.id, viewerId: people.empB },
    ]);
    expect(await getDoctorStats({ actor: docA })).toEqual({ applicationsSent: 1, interviews: 1, offers: 1, profileViews: 2 });
    expect(await getDoctorStats({ actor: docB })).toEqual({ applicationsSent: 2, interviews: 0, offers: 0, profileViews: 0 });
  });
});
