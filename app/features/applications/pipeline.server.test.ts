import crypto from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applicationStageMoves, applications, auditLog, devMailbox, jobs, notifications, profiles, user } from "~/db/schema";
import { validation } from "~/lib/messages";
import type { Actor } from "~/lib/permissions";
import { action as pipelineAction } from "~/routes/dashboard.applicants.$jobId";
import { eventually } from "../../../tests/support/eventually";
import { membershipOf } from "../../../tests/factories/jobs";
import { ensureOwnOrganisation } from "~/db/organisations.server";
import { actionArgs, outcome, post, signedIn } from "../../../tests/support/signed-in";
import { applyToJob, listMyApplications } from "./applications.server";
import { editPipeline } from "./edit-pipeline.server";
import { ensureJobStages } from "./job-stages.server";
import { REJECTION_REASONS, doctorMoveNotice, doctorStageLabel, pipeline as p, rejectionMailText } from "./messages";
import { BOARD_COLUMN_SIZE, LIST_PAGE_SIZE, loadPipeline } from "./pipeline-board.server";
import { moveApplication, stageMoveAnnounceJob, undoMove } from "./stage-moves.server";
import type { Stage } from "./stage-template";
import { doctorLabel } from "./statuses";

const id = () => crypto.randomUUID();
const actor = (userId: string, role: "doctor" | "employer", isAdmin = false): Actor => ({ userId, email: `${userId}@x.example`, name: userId, role, isAdmin });
const people = { doc: id(), doc2: id(), emp: id(), other: id() };
const doc = actor(people.doc, "doctor");
const doc2 = actor(people.doc2, "doctor");
let emp = actor(people.emp, "employer");
let other = actor(people.other, "employer");
let jobId = 0;
let otherJobId = 0;
let stages: Stage[] = [];
let otherStages: Stage[] = [];
const stage = (name: string, list = stages) => list.find((s) => s.name === name)!;
const announce = (moveId: number) => stageMoveAnnounceJob.handle({ moveId }, { id: "test", retryCount: 0 });
const appOf = async (applicationId: number) => (await db().select().from(applications).where(eq(applications.id, applicationId)))[0]!;

beforeAll(async () => {
  for (const [key, userId] of Object.entries(people)) {
    const role = key.startsWith("doc") ? "doctor" : "employer";
    await db().insert(user).values({ id: userId, name: key, email: `${key}-${userId}@x.example`, emailVerified: true });
    await db().insert(profiles).values({ id: userId, userId, role, name: `Dr. ${key}`, email: `${key}-${userId}@x.example`, resumeUrl: role === "doctor" ? `/files/resumes/${userId}/1-a.pdf` : null });
    // Each employer owns a one-person organisation, as a sign-up gives it; its jobs are the organisation's.
    if (role === "employer") await ensureOwnOrganisation(userId);
  }
  emp = { ...emp, membership: await membershipOf(people.emp) };
  other = { ...other, membership: await membershipOf(people.other) };
  const [a, b] = await db()
    .insert(jobs)
    .values([
      { userId: people.emp, title: "Anaesthetist", company: "Stage Hospital", location: "Pune", type: "Full-time" },
      { userId: people.other, title: "Dermatologist", company: "Other Clinic", location: "Delhi", type: "Full-time" },
    ])
    .returning({ id: jobs.id });
  jobId = a!.id;
  otherJobId = b!.id;
  stages = await ensureJobStages(jobId);
  otherStages = await ensureJobStages(otherJobId);
}, 60_000);

describe("a job's pipeline", () => {
  it("is the template's: four active stages, then Hired, Rejected, Withdrawn; made once", async () => {
    expect(stages.map((s) => `${s.name}:${s.kind}`)).toEqual(["Applied:active", "Screening:active", "Interview:active", "Offer:active", "Hired:hired", "Rejected:rejected", "Withdrawn:withdrawn"]);
    expect((await ensureJobStages(jobId)).map((s) => s.id)).toEqual(stages.map((s) => s.id));
  });
});

describe("moving a candidate", () => {
  let applicationId = 0;
  beforeAll(async () => {
    applicationId = (await applyToJob({ actor: doc, jobId })).id;
    // The application's own queue job first: pg-boss creating two queues at once on a fresh database can deadlock.
    await eventually(async () => (await db().select().from(notifications).where(eq(notifications.userId, people.emp)))[0]);
  });

  it("moves, records who/from/to in the moves and the audit log, and tells the doctor only after the window", async () => {
    const { moveId } = await moveApplication({ actor: emp, applicationId, toStageId: stage("Screening").id });
    const app = await appOf(applicationId);
    expect(app).toMatchObject({ stageId: stage("Screening").id, status: "Screening" });
    expect(app.history.map((h) => h.status)).toEqual(["Applied", "Screening"]);
    const [move] = await db().select().from(applicationStageMoves).where(eq(applicationStageMoves.id, moveId));
    expect(move).toMatchObject({ fromName: "Applied", toName: "Screening", byUserId: people.emp, undoneAt: null });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, String(applicationId))).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorId: people.emp, action: "application.move", targetType: "application", details: { jobId, from: "Applied", to: "Screening" } });
    // Nothing yet: the doctor's bell rings, and their page changes, when the queued announcement runs after the window.
    expect(await db().select().from(notifications).where(eq(notifications.userId, people.doc))).toEqual([]);
    const [waiting] = await listMyApplications({ actor: doc });
    expect(doctorLabel(waiting!.doctorView)).toBe(doctorStageLabel.received);
    expect(waiting!.history.map((h) => h.status)).toEqual(["Applied"]);
    await announce(moveId);
    const bell = await db().select().from(notifications).where(and(eq(notifications.userId, people.doc), eq(notifications.kind, "application_status")));
    expect(bell.map((b) => b.title)).toEqual([doctorMoveNotice("Anaesthetist", doctorStageLabel.active)]);
    const [mine] = await listMyApplications({ actor: doc });
    expect(doctorLabel(mine!.doctorView)).toBe(doctorStageLabel.active);
  });

  it("undoes a move: back where it was, history as before, and the doctor never hears of it", async () => {
    const before = await appOf(applicationId);
    const { moveId } = await moveApplication({ actor: emp, applicationId, toStageId: stage("Interview").id });
    await expect(undoMove({ actor: other, moveId })).rejects.toMatchObject({ code: "forbidden" });
    await undoMove({ actor: emp, moveId });
    const after = await appOf(applicationId);
    expect(after).toMatchObject({ stageId: stage("Screening").id, status: "Screening" });
    expect(after.history).toEqual(before.history);
    await expect(undoMove({ actor: emp, moveId })).rejects.toMatchObject({ code: "conflict", message: p.undoExpired });
    const bellBefore = (await db().select().from(notifications).where(eq(notifications.userId, people.doc))).length;
    await announce(moveId);
    expect((await db().select().from(notifications).where(eq(notifications.userId, people.doc))).length).toBe(bellBefore);
    expect((await appOf(applicationId)).doctorView).toBe("active");
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.targetId, String(applicationId))).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "application.move-undo", details: { from: "Interview", backTo: "Screening" } });
  });

  it("refuses a move past the undo window", async () => {
    const { moveId } = await moveApplication({ actor: emp, applicationId, toStageId: stage("Interview").id });
    await db().update(applicationStageMoves).set({ createdAt: new Date(Date.now() - 11 * 60_000) }).where(eq(applicationStageMoves.id, moveId));
    await expect(undoMove({ actor: emp, moveId })).rejects.toMatchObject({ code: "conflict", message: p.undoExpired });
    expect((await appOf(applicationId)).status).toBe("Interview");
  });

  it("refuses another employer, a doctor, a stage of another job, and Withdrawn; nothing changes", async () => {
    const before = await appOf(applicationId);
    await expect(moveApplication({ actor: other, applicationId, toStageId: stage("Offer").id })).rejects.toMatchObject({ code: "forbidden", message: validation.permissionDenied });
    await expect(moveApplication({ actor: doc, applicationId, toStageId: stage("Offer").id })).rejects.toMatchObject({ code: "forbidden" });
    await expect(moveApplication({ actor: null, applicationId, toStageId: stage("Offer").id })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(moveApplication({ actor: emp, applicationId, toStageId: stage("Offer", otherStages).id })).rejects.toMatchObject({ code: "conflict", message: p.otherJob });
    await expect(moveApplication({ actor: emp, applicationId, toStageId: stage("Withdrawn").id })).rejects.toMatchObject({ code: "conflict", message: p.toWithdrawn });
    await expect(moveApplication({ actor: emp, applicationId, toStageId: 2_000_000_000 })).rejects.toMatchObject({ code: "not_found" });
    expect(await appOf(applicationId)).toEqual(before);
  });

  it("rejects only with a reason from the list; mails the previewed text when asked; no move out of an exit", async () => {
    await expect(moveApplication({ actor: emp, applicationId, toStageId: stage("Rejected").id, reason: "Too keen" })).rejects.toMatchObject({ code: "invalid_input", fieldErrors: { reason: p.reasonRequired } });
    const reason = REJECTION_REASONS[1];
    const { moveId } = await moveApplication({ actor: emp, applicationId, toStageId: stage("Rejected").id, reason, mailDoctor: true });
    const [move] = await db().select().from(applicationStageMoves).where(eq(applicationStageMoves.id, moveId));
    expect(move).toMatchObject({ toKind: "rejected", reason, mailDoctor: true });
    await expect(moveApplication({ actor: emp, applicationId, toStageId: stage("Applied").id })).rejects.toMatchObject({ code: "conflict", message: p.fromExit });
    await announce(moveId);
    const text = rejectionMailText({ doctorName: "Dr. doc", jobTitle: "Anaesthetist", company: "Stage Hospital" });
    const mail = await eventually(async () => (await db().select().from(devMailbox).where(eq(devMailbox.subject, text.subject)))[0]);
    expect(mail.text).toContain(text.body[1]);
    const [mine] = await listMyApplications({ actor: doc });
    expect(doctorLabel(mine!.doctorView)).toBe(doctorStageLabel.rejected);
  });

  it("sends no rejection mail when the employer did not ask for one", async () => {
    const second = (await applyToJob({ actor: doc2, jobId })).id;
    const { moveId } = await moveApplication({ actor: emp, applicationId: second, toStageId: stage("Rejected").id, reason: REJECTION_REASONS[0] });
    await announce(moveId);
    expect((await db().select().from(notifications).where(eq(notifications.userId, people.doc2))).map((n) => n.title)).toContain(doctorMoveNotice("Anaesthetist", doctorStageLabel.rejected));
    await new Promise((r) => setTimeout(r, 500));
    const mails = await db().select().from(devMailbox).where(eq(devMailbox.to, `doc2-${people.doc2}@x.example`));
    expect(mails.filter((m) => m.subject.startsWith("Your application for"))).toEqual([]);
  });
});

describe("editing the pipeline", () => {
  it("adds, renames, reorders and removes an empty stage; refuses the exits, a busy stage and another employer", async () => {
    await editPipeline({ actor: emp, jobId, edit: { intent: "addStage", name: "  Reference   check " } });
    let now = await ensureJobStages(jobId);
    expect(now.filter((s) => s.kind === "active").map((s) => s.name)).toEqual(["Applied", "Screening", "Interview", "Offer", "Reference check"]);
    await expect(editPipeline({ actor: emp, jobId, edit: { intent: "addStage", name: "screening" } })).rejects.toMatchObject({ fieldErrors: { name: p.stageNameTaken } });
    await editPipeline({ actor: emp, jobId, edit: { intent: "moveStage", stageId: stage("Reference check", now).id, direction: "up" } });
    await editPipeline({ actor: emp, jobId, edit: { intent: "renameStage", stageId: stage("Screening", now).id, name: "Phone screen" } });
    now = await ensureJobStages(jobId);
    expect(now.map((s) => s.name)).toEqual(["Applied", "Phone screen", "Interview", "Reference check", "Offer", "Hired", "Rejected", "Withdrawn"]);
    await expect(editPipeline({ actor: emp, jobId, edit: { intent: "removeStage", stageId: stage("Rejected", now).id } })).rejects.toMatchObject({ code: "conflict", message: p.exitNotRemovable });
    // Someone stands in Interview: it cannot be removed.
    await db().update(applications).set({ stageId: stage("Interview", now).id }).where(and(eq(applications.jobId, jobId), eq(applications.doctorId, people.doc2)));
    await expect(editPipeline({ actor: emp, jobId, edit: { intent: "removeStage", stageId: stage("Interview", now).id } })).rejects.toMatchObject({ code: "conflict", message: p.stageNotEmpty });
    await expect(editPipeline({ actor: other, jobId, edit: { intent: "removeStage", stageId: stage("Reference check", now).id } })).rejects.toMatchObject({ code: "forbidden" });
    await expect(editPipeline({ actor: doc, jobId, edit: { intent: "addStage", name: "Mine" } })).rejects.toMatchObject({ code: "forbidden" });
    await editPipeline({ actor: emp, jobId, edit: { intent: "removeStage", stageId: stage("Reference check", now).id } });
    expect((await ensureJobStages(jobId)).map((s) => s.name)).not.toContain("Reference check");
    const edits = await db().select().from(auditLog).where(and(eq(auditLog.action, "pipeline.edit"), eq(auditLog.targetId, String(jobId))));
    expect(edits.map((e) => e.details.intent)).toEqual(["addStage", "moveStage", "renameStage", "removeStage"]);
  });
});

describe("a busy job", () => {
  it("shows a page per stage on the board and a page of the list, never all applicants", async () => {
    const [busy] = await db().insert(jobs).values({ userId: people.emp, title: "Busy role", company: "Stage Hospital", location: "Pune", type: "Full-time" }).returning({ id: jobs.id });
    const busyStages = await ensureJobStages(busy!.id);
    const n = LIST_PAGE_SIZE + 5;
    const doctors = Array.from({ length: n }, () => id());
    await db().insert(user).values(doctors.map((d) => ({ id: d, name: d, email: `${d}@x.example`, emailVerified: true })));
    await db().insert(profiles).values(doctors.map((d, i) => ({ id: d, userId: d, role: "doctor" as const, name: `Dr. Many ${i}`, email: `${d}@x.example` })));
    await db().insert(applications).values(doctors.map((d) => ({ jobId: busy!.id, doctorId: d, status: "Applied", stageId: busyStages[0]!.id })));
    const board = await loadPipeline({ actor: emp, jobId: busy!.id, query: { view: "board", stageId: null, page: 1, moved: null, confirm: null } });
    expect(board.total).toBe(n);
    expect(board.columns[0]!.applicants).toHaveLength(BOARD_COLUMN_SIZE);
    expect(board.columns[0]!.stage.count).toBe(n);
    const page2 = await loadPipeline({ actor: emp, jobId: busy!.id, query: { view: "list", stageId: busyStages[0]!.id, page: 2, moved: null, confirm: null } });
    expect(page2.list).toMatchObject({ page: 2, pages: 2 });
    expect(page2.list!.applicants).toHaveLength(5);
    await expect(loadPipeline({ actor: other, jobId: busy!.id, query: { view: "board", stageId: null, page: 1, moved: null, confirm: null } })).rejects.toMatchObject({ code: "forbidden" });
    // The setup view (the stage and criteria editors): the stages with their counts, no applicant loaded; refused alike.
    const setup = await loadPipeline({ actor: emp, jobId: busy!.id, query: { view: "setup", stageId: null, page: 1, moved: null, confirm: null } });
    expect(setup.stages[0]!.count).toBe(n);
    expect(setup.columns).toEqual([]);
    expect(setup.list).toBeNull();
    await expect(loadPipeline({ actor: other, jobId: busy!.id, query: { view: "setup", stageId: null, page: 1, moved: null, confirm: null } })).rejects.toMatchObject({ code: "forbidden" });
    await expect(loadPipeline({ actor: doc, jobId: busy!.id, query: { view: "setup", stageId: null, page: 1, moved: null, confirm: null } })).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("the applicants page's actions", () => {
  it("asks to confirm a hire, then hires and closes the job when the employer says so", async () => {
    const employer = await signedIn("employer");
    const doctor = await signedIn("doctor");
    await db().update(profiles).set({ resumeUrl: "/files/resumes/x/1-a.pdf" }).where(eq(profiles.id, doctor.id));
    const [job] = await db().insert(jobs).values({ userId: employer.id, title: "Hire me", company: "Form Hospital", location: "Pune", type: "Full-time" }).returning({ id: jobs.id });
    const jobStagesNow = await ensureJobStages(job!.id);
    const doctorActor: Actor = { userId: doctor.id, email: "", name: "", role: "doctor", isAdmin: false };
    const { id: applicationId } = await applyToJob({ actor: doctorActor, jobId: job!.id });
    const hired = stage("Hired", jobStagesNow);
    const send = (entries: [string, string][]) => outcome(() => pipelineAction(actionArgs(post(`/dashboard/applicants/${job!.id}`, entries, employer.cookie), { jobId: String(job!.id) })));

    const asked = await send([["intent", "move"], ["applicationId", String(applicationId)], ["toStageId", String(hired.id)]]);
    expect(asked).toMatchObject({ status: 303, location: `/dashboard/applicants/${job!.id}?confirm=${applicationId}&to=${hired.id}` });
    expect((await appOf(applicationId)).status).toBe("Applied");

    const done = await send([["intent", "hire"], ["applicationId", String(applicationId)], ["toStageId", String(hired.id)], ["closeJob", "on"]]);
    expect(done.status).toBe(302);
    expect((await appOf(applicationId)).status).toBe("Hired");
    const [closed] = await db().select({ closedAt: jobs.closedAt }).from(jobs).where(eq(jobs.id, job!.id));
    expect(closed!.closedAt).toBeInstanceOf(Date);

    // A rejection needs its reason: the confirmed form without one is refused beside the field.
    const rejected = stage("Rejected", jobStagesNow);
    const noReason = await send([["intent", "reject"], ["applicationId", String(applicationId)], ["toStageId", String(rejected.id)]]);
    expect(noReason).toMatchObject({ status: 400, data: { result: { error: { reason: [p.reasonRequired] } } } });
  });
});
