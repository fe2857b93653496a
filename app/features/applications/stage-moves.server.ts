import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applicationStageMoves, applications, jobStages, jobs, profiles, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { applicationRecords as a } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { queueMail } from "~/services/mail/mail-queue.server";
import { applicationStatusMail, employerMessageMail } from "~/services/mail/templates.server";
import { notify, usersWantingMail } from "~/services/notify/notify.server";
import { defineJob, enqueue } from "~/services/queue/queue.server";
import { logger } from "~/services/logger.server";
import { applicationEventData, emitWebhookEvent, queueDeliveries, stageChangedEventData, stageRef } from "~/services/webhooks/webhooks.server";
import { ensureJobStages, recordPipelineChange, requireManagedJob } from "./job-stages.server";
import { REJECTION_REASONS, doctorMoveNotice, doctorStageLabel, pipeline as p, rejectionMailText } from "./messages";
import { UNDO_WINDOW_MINUTES, moveRefusal, type StageKind } from "./stage-template";

/** A stage as the webhook payloads name it. */
const refOf = (s: { id: number; name: string; kind: string }) => ({ id: s.id, name: s.name, kind: s.kind });

const stageColumns = { id: jobStages.id, jobId: jobStages.jobId, name: jobStages.name, position: jobStages.position, kind: jobStages.kind };

/** The application with its job's owner, for the job-ownership check; its stage placed first if it had none. */
async function applicationForMove(applicationId: number) {
  const load = () =>
    db()
      .select({ id: applications.id, jobId: applications.jobId, stageId: applications.stageId, doctorId: applications.doctorId, jobOwnerId: jobs.userId })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .where(eq(applications.id, applicationId))
      .limit(1);
  let [row] = await load();
  if (row && row.stageId === null && row.jobId !== null) {
    await ensureJobStages(row.jobId);
    [row] = await load();
  }
  if (!row?.jobId) throw new AppError("not_found", a.notFound);
  return { ...row, jobId: row.jobId };
}

async function stageById(id: number) {
  const [stage] = await db().select(stageColumns).from(jobStages).where(eq(jobStages.id, id)).limit(1);
  return stage;
}

/**
 * The employer (or admin) moves an application to another stage of its job. The move, its history entry, its row in
 * application_stage_moves and its audit row are one transaction, conditional on the stage the application stood in,
 * so a concurrent move loses cleanly. The doctor hears of it when the undo window has passed, through the queue, and
 * only if it still stands then (stageMoveAnnounceJob). A rejection needs a reason from the list; the rejection e-mail
 * goes only when the employer asked for it.
 */
export async function moveApplication(input: {
  actor: MaybeActor;
  applicationId: number;
  toStageId: number;
  reason?: string | null;
  mailDoctor?: boolean;
}): Promise<{ moveId: number; jobId: number; to: { id: number; name: string; kind: StageKind } }> {
  const row = await applicationForMove(input.applicationId);
  const { actor } = await requireManagedJob(input.actor, row.jobId, "moveCandidates");
  const [from, to] = await Promise.all([row.stageId ? stageById(row.stageId) : undefined, stageById(input.toStageId)]);
  if (!to || !from) throw new AppError("not_found", p.stageNotFound);
  const refusal = moveRefusal(from, to);
  if (refusal) throw new AppError("conflict", p[refusal]);
  const reason = to.kind === "rejected" ? (input.reason ?? "").trim() : null;
  if (to.kind === "rejected" && !(REJECTION_REASONS as readonly string[]).includes(reason ?? "")) {
    throw new AppError("invalid_input", p.reasonRequired, { reason: p.reasonRequired });
  }
  const mailDoctor = to.kind === "rejected" && !!input.mailDoctor;
  const entry = { status: to.name, at: new Date().toISOString(), by: actor.userId };
  const { moveId, deliveries } = await db().transaction(async (tx) => {
    const updated = await tx
      .update(applications)
      .set({ stageId: to.id, status: to.name, updatedAt: new Date(), history: sql`${applications.history} || ${JSON.stringify([entry])}::jsonb` })
      .where(and(eq(applications.id, row.id), eq(applications.stageId, from.id)))
      .returning({ id: applications.id });
    if (!updated[0]) throw new AppError("conflict", a.changedMeanwhile);
    const [move] = await tx
      .insert(applicationStageMoves)
      .values({ applicationId: row.id, fromStageId: from.id, toStageId: to.id, fromName: from.name, toName: to.name, toKind: to.kind, byUserId: actor.userId, reason, mailDoctor })
      .returning({ id: applicationStageMoves.id });
    await recordPipelineChange(tx, {
      actor,
      action: "application.move",
      targetType: "application",
      targetId: row.id,
      details: { jobId: row.jobId, from: from.name, to: to.name, ...(reason ? { reason } : {}), ...(mailDoctor ? { mailDoctor } : {}) },
    });
    const event = await stageChangedEventData(tx, { applicationId: row.id, from: refOf(from), to: refOf(to), undo: false, by: actor.userId });
    const deliveries = event ? await emitWebhookEvent(tx, event.organisationId, "application.stage_changed", event.data) : [];
    return { moveId: move!.id, deliveries };
  });
  await queueDeliveries(deliveries);
  try {
    await enqueue(stageMoveAnnounceJob, { moveId }, { key: String(moveId), startAfterSeconds: UNDO_WINDOW_MINUTES * 60 });
  } catch (error) {
    // The move stands; only the doctor's word about it is missing, and the log says so.
    logger().error({ err: error, moveId }, "application moved but its announcement was not queued");
  }
  return { moveId, jobId: row.jobId, to: { id: to.id, name: to.name, kind: to.kind } };
}

/**
 * Reverses a move within the undo window: the application goes back to the stage it came from and its history
 * entry is taken off again; the move keeps its row, marked undone, so its queued announcement stays silent. Only the
 * latest standing move of an application can be undone, and only while the application still stands where it put it.
 */
export async function undoMove({ actor: maybeActor, moveId }: { actor: MaybeActor; moveId: number }): Promise<{ jobId: number; stageName: string }> {
  const [move] = await db()
    .select({ move: applicationStageMoves, jobId: applications.jobId, stageId: applications.stageId })
    .from(applicationStageMoves)
    .innerJoin(applications, eq(applications.id, applicationStageMoves.applicationId))
    .where(eq(applicationStageMoves.id, moveId))
    .limit(1);
  if (!move?.jobId) throw new AppError("not_found", a.notFound);
  const { actor } = await requireManagedJob(maybeActor, move.jobId, "moveCandidates");
  const m = move.move;
  if (m.undoneAt || m.fromStageId === null || Date.now() - m.createdAt.getTime() > UNDO_WINDOW_MINUTES * 60_000) {
    throw new AppError("conflict", p.undoExpired);
  }
  const [latest] = await db()
    .select({ id: applicationStageMoves.id })
    .from(applicationStageMoves)
    .where(and(eq(applicationStageMoves.applicationId, m.applicationId), isNull(applicationStageMoves.undoneAt)))
    .orderBy(desc(applicationStageMoves.createdAt), desc(applicationStageMoves.id))
    .limit(1);
  if (latest?.id !== m.id || move.stageId !== m.toStageId) throw new AppError("conflict", p.undoNotLatest);
  const fromStageId = m.fromStageId;
  const deliveries = await db().transaction(async (tx) => {
    const reverted = await tx
      .update(applications)
      .set({
        stageId: fromStageId,
        status: m.fromName ?? "",
        updatedAt: new Date(),
        withdrawnAt: null,
        history: sql`${applications.history} - (jsonb_array_length(${applications.history}) - 1)`,
      })
      .where(and(eq(applications.id, m.applicationId), eq(applications.stageId, m.toStageId!)))
      .returning({ id: applications.id });
    if (!reverted[0]) throw new AppError("conflict", a.changedMeanwhile);
    const marked = await tx
      .update(applicationStageMoves)
      .set({ undoneAt: new Date() })
      .where(and(eq(applicationStageMoves.id, m.id), isNull(applicationStageMoves.undoneAt)))
      .returning({ id: applicationStageMoves.id });
    if (!marked[0]) throw new AppError("conflict", p.undoExpired);
    await recordPipelineChange(tx, { actor, action: "application.move-undo", targetType: "application", targetId: m.applicationId, details: { jobId: move.jobId, moveId: m.id, from: m.toName, backTo: m.fromName } });
    const event = await stageChangedEventData(tx, { applicationId: m.applicationId, from: await stageRef(tx, m.toStageId), to: (await stageRef(tx, fromStageId))!, undo: true, by: actor.userId });
    return event ? await emitWebhookEvent(tx, event.organisationId, "application.stage_changed", event.data) : [];
  });
  await queueDeliveries(deliveries);
  return { jobId: move.jobId!, stageName: m.fromName ?? "" };
}

/** A move the employer may still undo (for the notice after a move): this job's, standing, within the window. */
export async function findUndoableMove({ jobId, moveId }: { jobId: number; moveId: number }) {
  const [row] = await db()
    .select({ id: applicationStageMoves.id, toName: applicationStageMoves.toName, createdAt: applicationStageMoves.createdAt, undoneAt: applicationStageMoves.undoneAt, name: profiles.name })
    .from(applicationStageMoves)
    .innerJoin(applications, eq(applications.id, applicationStageMoves.applicationId))
    .innerJoin(profiles, eq(profiles.id, applications.doctorId))
    .where(and(eq(applicationStageMoves.id, moveId), eq(applications.jobId, jobId)))
    .limit(1);
  if (!row || row.undoneAt || Date.now() - row.createdAt.getTime() > UNDO_WINDOW_MINUTES * 60_000) return null;
  return { id: row.id, name: row.name, toName: row.toName };
}

/** The doctor withdraws while the application stands in an active stage: it moves to the job's Withdrawn stage. */
export async function withdrawToStage({ applicationId, doctorId }: { applicationId: number; doctorId: string }): Promise<boolean> {
  const [row] = await db()
    .select({ jobId: applications.jobId, stageId: applications.stageId })
    .from(applications)
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row?.jobId) return false;
  const stages = await ensureJobStages(row.jobId);
  const [current] = await db().select({ stageId: applications.stageId }).from(applications).where(eq(applications.id, applicationId));
  const from = stages.find((s) => s.id === current?.stageId);
  const to = stages.find((s) => s.kind === "withdrawn");
  if (!from || !to) return false;
  if (from.kind !== "active") throw new AppError("conflict", a.alreadyDecided);
  const entry = { status: to.name, at: new Date().toISOString(), by: doctorId };
  const deliveries = await db().transaction(async (tx) => {
    const updated = await tx
      .update(applications)
      .set({ stageId: to.id, status: to.name, doctorView: "withdrawn", withdrawnAt: new Date(), updatedAt: new Date(), history: sql`${applications.history} || ${JSON.stringify([entry])}::jsonb` })
      .where(and(eq(applications.id, applicationId), eq(applications.stageId, from.id)))
      .returning({ id: applications.id });
    if (!updated[0]) throw new AppError("conflict", a.changedMeanwhile);
    await tx.insert(applicationStageMoves).values({ applicationId, fromStageId: from.id, toStageId: to.id, fromName: from.name, toName: to.name, toKind: to.kind, byUserId: doctorId });
    const event = await applicationEventData(tx, applicationId);
    return event ? await emitWebhookEvent(tx, event.organisationId, "application.withdrawn", event.data) : [];
  });
  await queueDeliveries(deliveries);
  return true;
}

/**
 * When a move's undo window has passed: the doctor's bell and mail, in plain words, if the move still stands and is
 * the application's latest (several quick moves tell the doctor once, where the application ended up). A rejection
 * is mailed only when the employer chose to send the previewed message.
 */
export const stageMoveAnnounceJob = defineJob<{ moveId: number }>({
  name: "stage-move-announce",
  handle: async ({ moveId }) => {
    const [row] = await db()
      .select({
        move: applicationStageMoves,
        jobTitle: jobs.title,
        company: jobs.company,
        doctorUserId: profiles.userId,
        doctorName: profiles.name,
        doctorEmail: sql<string | null>`coalesce(${user.email}, ${profiles.email})`,
      })
      .from(applicationStageMoves)
      .innerJoin(applications, eq(applications.id, applicationStageMoves.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(profiles, eq(profiles.id, applications.doctorId))
      .leftJoin(user, eq(user.id, profiles.userId))
      .where(eq(applicationStageMoves.id, moveId))
      .limit(1);
    if (!row || row.move.undoneAt || !row.doctorUserId) return;
    const [latest] = await db()
      .select({ id: applicationStageMoves.id })
      .from(applicationStageMoves)
      .where(and(eq(applicationStageMoves.applicationId, row.move.applicationId), isNull(applicationStageMoves.undoneAt)))
      .orderBy(desc(applicationStageMoves.createdAt), desc(applicationStageMoves.id))
      .limit(1);
    if (latest?.id !== moveId) return;
    const kind = row.move.toKind as StageKind;
    const label = doctorStageLabel[kind];
    // From now on the doctor's side shows it.
    await db().update(applications).set({ doctorView: kind }).where(and(eq(applications.id, row.move.applicationId), eq(applications.stageId, row.move.toStageId!)));
    await notify({
      userId: row.doctorUserId,
      kind: "application_status",
      title: doctorMoveNotice(row.jobTitle, label),
      body: row.company,
      link: "/dashboard/applications",
      dedupeKey: `stage-move:${moveId}`,
    });
    if (!row.doctorEmail || !(await usersWantingMail([row.doctorUserId], "applicationUpdates")).has(row.doctorUserId)) return;
    if (kind === "rejected") {
      if (!row.move.mailDoctor) return;
      const text = rejectionMailText({ doctorName: row.doctorName, jobTitle: row.jobTitle, company: row.company });
      await queueMail({ to: row.doctorEmail, ...employerMessageMail({ name: row.doctorName, subject: text.subject, paragraphs: text.body }) }, { key: `stage-move:${moveId}` });
      return;
    }
    const mail = applicationStatusMail({ name: row.doctorName, jobTitle: row.jobTitle, company: row.company, status: label });
    await queueMail({ to: row.doctorEmail, ...mail }, { key: `stage-move:${moveId}` });
  },
});
