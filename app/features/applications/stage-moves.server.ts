import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applicationStageMoves, applications, jobs, profiles } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { Actor, MaybeActor } from "~/lib/permissions";
import { enqueue } from "~/services/queue/queue.server";
import { logger } from "~/services/logger.server";
import { applicationEventData, emitWebhookEvent, queueDeliveries, stageChangedEventData, stageRef } from "~/services/webhooks/webhooks.server";
import { ensureJobStages, recordPipelineChange, requireManagedJob, type Db, type Tx } from "./job-stages.server";
import { moveApplications } from "./move-batch.server";
import { pipeline as p, applicationRecords as a } from "./messages";
import { stageMoveAnnounceJob } from "./stage-move-announce.server";
import { UNDO_WINDOW_MINUTES, isExit, moveRefusal, type DoctorView, type Stage, type StageKind } from "./stage-template";

/** A stage as the webhook payloads name it. */
const refOf = (s: { id: number; name: string; kind: string }) => ({ id: s.id, name: s.name, kind: s.kind });


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


/**
 * The employer (or admin) moves one application to another stage of its job: a batch of one through moveApplications
 * (move-batch.server.ts), the same code, transaction, history, audit and delayed word to the doctor as a bulk move.
 * A rejection needs a reason from the list; the rejection e-mail goes only when the employer asked for it, with the
 * chosen template rendered for this doctor (or the built-in text when none is chosen).
 */
export async function moveApplication(input: {
  actor: MaybeActor;
  applicationId: number;
  toStageId: number;
  reason?: string | null;
  mailDoctor?: boolean;
  templateId?: number | null;
}): Promise<{ moveId: number; jobId: number; to: { id: number; name: string; kind: StageKind } }> {
  const row = await applicationForMove(input.applicationId);
  const moved = await moveApplications({
    actor: input.actor,
    jobId: row.jobId,
    applicationIds: [row.id],
    toStageId: input.toStageId,
    reason: input.reason,
    mailDoctor: input.mailDoctor,
    templateId: input.templateId,
  });
  return { moveId: moved.moves[0]!.moveId, jobId: row.jobId, to: moved.to };
}

type StageRow = Stage & { jobId: number };

/**
 * Stores a move (application, history entry, move row, audit row: one transaction, conditional on the stage the
 * application stood in) and queues the doctor's word about it for when the undo window has passed.
 */
async function commitMove(input: {
  actor: Actor;
  applicationId: number;
  jobId: number;
  from: StageRow;
  to: StageRow;
  reason: string | null;
  mailDoctor: boolean;
  note?: string;
  details?: Record<string, unknown>;
  /** What the doctor's page shows at once, when the doctor made the move themselves (they need no delayed word). */
  doctorView?: DoctorView;
}): Promise<number> {
  const { actor, from, to, reason, mailDoctor } = input;
  const entry = { status: to.name, at: new Date().toISOString(), by: actor.userId, ...(input.note ? { note: input.note } : {}) };
  const { moveId, deliveries } = await db().transaction(async (tx) => {
    const updated = await tx
      .update(applications)
      .set({
        stageId: to.id,
        status: to.name,
        updatedAt: new Date(),
        history: sql`${applications.history} || ${JSON.stringify([entry])}::jsonb`,
        // Into Withdrawn (the doctor left by an event) it is withdrawn, as the doctor's own withdrawal makes it; back out
        // of it (the team brought the candidate back) it is not any more.
        ...(to.kind === "withdrawn" ? { withdrawnAt: new Date() } : isExit(from.kind) ? { withdrawnAt: null } : {}),
        ...(input.doctorView ? { doctorView: input.doctorView } : {}),
      })
      .where(and(eq(applications.id, input.applicationId), eq(applications.stageId, from.id)))
      .returning({ id: applications.id });
    if (!updated[0]) throw new AppError("conflict", a.changedMeanwhile);
    const [move] = await tx
      .insert(applicationStageMoves)
      .values({ applicationId: input.applicationId, fromStageId: from.id, toStageId: to.id, fromName: from.name, toName: to.name, toKind: to.kind, byUserId: actor.userId, reason, mailDoctor, note: input.note ?? null })
      .returning({ id: applicationStageMoves.id });
    await recordPipelineChange(tx, {
      actor,
      action: "application.move",
      targetType: "application",
      targetId: input.applicationId,
      details: { jobId: input.jobId, from: from.name, to: to.name, ...(reason ? { reason } : {}), ...(mailDoctor ? { mailDoctor } : {}), ...input.details },
    });
    const event = await stageChangedEventData(tx, { applicationId: input.applicationId, from: refOf(from), to: refOf(to), undo: false, by: actor.userId });
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
  return moveId;
}

/**
 * The pipeline following an event of the hiring process (an interview booked, an offer sent, accepted or declined):
 * the application moves forward to the stage `pick` chooses, through the same move as the board's (history entry with
 * `note`, audit row, webhook, undo window, the doctor's delayed word). The caller has authorised `actor` for the event
 * (the doctor booking their own interview, a team member sending an offer). Nothing moves when the job has no such
 * stage, the application already stands there or beyond it, or it has been decided; null then. Only an event of the
 * doctor leaving the process (`doctorLeaves`: an offer declined) may move it into Withdrawn, which the team never does.
 */
export async function followStage(input: {
  actor: Actor;
  applicationId: number;
  pick: (stages: readonly Stage[]) => Stage | undefined;
  note?: string;
  details?: Record<string, unknown>;
  doctorLeaves?: boolean;
}): Promise<{ moveId: number; to: Stage } | null> {
  const row = await applicationForMove(input.applicationId);
  const stages = await ensureJobStages(row.jobId);
  const fromIndex = stages.findIndex((s) => s.id === row.stageId);
  const to = input.pick(stages);
  const from = stages[fromIndex];
  if (!from || !to || stages.indexOf(to) <= fromIndex) return null;
  const refusal = moveRefusal({ ...from, jobId: row.jobId }, { ...to, jobId: row.jobId });
  if (refusal && !(refusal === "toWithdrawn" && input.doctorLeaves && row.doctorId === input.actor.userId)) return null;
  // The doctor who declined sees at once that the application is withdrawn, as after withdrawing it themselves.
  return eventMove(input, row, from, to, to.kind === "withdrawn" ? { doctorView: "withdrawn" } : {});
}

/** An event's move of one application from `from` to `to` (no reason, no mail of its own), with its note and details. */
async function eventMove(
  input: { actor: Actor; note?: string; details?: Record<string, unknown> },
  row: { id: number; jobId: number },
  from: Stage,
  to: Stage,
  extra: Pick<Parameters<typeof commitMove>[0], "doctorView"> = {},
): Promise<{ moveId: number; to: Stage }> {
  const moveId = await commitMove({
    actor: input.actor,
    applicationId: row.id,
    jobId: row.jobId,
    from: { ...from, jobId: row.jobId },
    to: { ...to, jobId: row.jobId },
    reason: null,
    mailDoctor: false,
    note: input.note,
    details: input.details,
    ...extra,
  });
  return { moveId, to };
}

/**
 * The team brings a candidate back out of Withdrawn into an active stage, after an event made the doctor leave (an
 * offer declined: the caller checks that it was so and authorises `actor`), through the same move as the board's.
 * Refused when the application no longer stands in Withdrawn or `to` is not an active stage of its job.
 */
export async function bringBackFromWithdrawn(input: {
  actor: Actor;
  applicationId: number;
  toStageId: number;
  note: string;
  details?: Record<string, unknown>;
}): Promise<{ moveId: number; to: Stage }> {
  const row = await applicationForMove(input.applicationId);
  const stages = await ensureJobStages(row.jobId);
  const from = stages.find((s) => s.id === row.stageId);
  const to = stages.find((s) => s.id === input.toStageId);
  if (!from || from.kind !== "withdrawn" || !to || to.kind !== "active") throw new AppError("conflict", a.changedMeanwhile);
  // The doctor saw the withdrawal at once (their own decline), and sees the way back at once: a revised offer follows.
  return eventMove(input, row, from, to, { doctorView: "active" });
}

/**
 * A line in the application's history that is not a move (an interview cancelled, an offer declined): the stage it
 * stands in, with the note. Written in the caller's transaction, beside the caller's audit row.
 */
export async function addHistoryNote(tx: Db | Tx, input: { applicationId: number; by: string; note: string }): Promise<void> {
  await tx
    .update(applications)
    .set({
      updatedAt: new Date(),
      history: sql`${applications.history} || jsonb_build_array(jsonb_build_object('status', ${applications.status}, 'note', ${input.note}::text, 'at', ${new Date().toISOString()}::text, 'by', ${input.by}::text, 'event', true))`,
    })
    .where(eq(applications.id, input.applicationId));
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
  // Undoing a move out of Withdrawn (a candidate brought back after declining): withdrawn again, and so on their page.
  const backToWithdrawn = (await stageRef(db(), fromStageId))?.kind === "withdrawn";
  const deliveries = await db().transaction(async (tx) => {
    const reverted = await tx
      .update(applications)
      .set({
        stageId: fromStageId,
        status: m.fromName ?? "",
        updatedAt: new Date(),
        // Withdrawn again since the move that put the application there (the doctor's decline), which still stands.
        withdrawnAt: backToWithdrawn
          ? sql`coalesce((select max(${applicationStageMoves.createdAt}) from ${applicationStageMoves} where ${applicationStageMoves.applicationId} = ${m.applicationId} and ${applicationStageMoves.toKind} = 'withdrawn' and ${applicationStageMoves.undoneAt} is null), now())`
          : null,
        // A withdrawal the doctor saw at once (an offer declined) is no longer what their page says.
        ...(m.toKind === "withdrawn" ? { doctorView: "active" as const } : {}),
        ...(backToWithdrawn ? { doctorView: "withdrawn" as const } : {}),
        // The move's own entry: the last one naming the stage it moved to that is not an event's line (an interview
        // booked, an offer declined) written after it.
        history: sql`${applications.history} - coalesce((select max(e.i)::int - 1 from jsonb_array_elements(${applications.history}) with ordinality as e(v, i) where e.v->>'status' = ${m.toName} and not (e.v ? 'event')), jsonb_array_length(${applications.history}) - 1)`,
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


export { stageMoveAnnounceJob } from "./stage-move-announce.server";
