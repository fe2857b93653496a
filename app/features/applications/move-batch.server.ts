import crypto from "node:crypto";
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { templateOfOrganisation } from "~/db/email-templates.server";
import { applicationStageMoves, applications, auditLog, organisations, profiles } from "~/db/schema";
import { renderTemplate, type TemplateValues } from "~/lib/email-template";
import { AppError } from "~/lib/errors";
import type { Actor, MaybeActor } from "~/lib/permissions";
import { logger } from "~/services/logger.server";
import { emitWebhookEvent, queueDeliveries, stageChangedEventData } from "~/services/webhooks/webhooks.server";
import { enqueueMany } from "~/services/queue/queue.server";
import { ensureJobStages, requireManagedJob } from "./job-stages.server";
import { REJECTION_REASONS, bulk as b, pipeline as p, rejectionMailText, applicationRecords as a } from "./messages";
import { BULK_MAX } from "./schema";
import { stageMoveAnnounceJob } from "./stage-move-announce.server";
import { UNDO_WINDOW_MINUTES, moveRefusal, type Stage, type StageKind } from "./stage-template";


/** A stage as the webhook payloads name it. */
const stageRefOf = (st: { id: number; name: string; kind: string }) => ({ id: st.id, name: st.name, kind: st.kind });

export type SelectedApplication = { id: number; doctorId: string; stageId: number | null; name: string };

/**
 * The selected applications of one job, when the actor may do `action` on the job. The whole selection is refused
 * when one of its ids is not an application of this job (another job's, another organisation's, or none): one query.
 */
export async function requireSelection(maybeActor: MaybeActor, jobId: number, applicationIds: readonly number[], action: "view" | "moveCandidates") {
  const { actor, job } = await requireManagedJob(maybeActor, jobId, action);
  const ids = [...new Set(applicationIds)];
  if (ids.length === 0) throw new AppError("invalid_input", b.noneSelected, { applicationId: b.noneSelected });
  if (ids.length > BULK_MAX) throw new AppError("invalid_input", b.tooMany(BULK_MAX), { applicationId: b.tooMany(BULK_MAX) });
  const stages = await ensureJobStages(jobId);
  const rows: SelectedApplication[] = await db()
    .select({ id: applications.id, doctorId: applications.doctorId, stageId: applications.stageId, name: profiles.name })
    .from(applications)
    .innerJoin(profiles, eq(profiles.id, applications.doctorId))
    .where(and(inArray(applications.id, ids), eq(applications.jobId, jobId)));
  if (rows.length !== ids.length) throw new AppError("forbidden", b.notThisJob);
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { actor, job, stages, selected: ids.map((id) => byId.get(id)!) };
}

/** The rejection e-mail for each selected doctor: the chosen template rendered for them, or the built-in text. */
async function rejectionMails(input: {
  actor: Actor;
  job: { title: string; company: string; organisationId: string | null };
  to: Stage;
  selected: SelectedApplication[];
  templateId: number | null | undefined;
}): Promise<Map<number, { subject: string; body: string }>> {
  const mails = new Map<number, { subject: string; body: string }>();
  if (!input.templateId) {
    for (const s of input.selected) {
      const text = rejectionMailText({ doctorName: s.name, jobTitle: input.job.title, company: input.job.company });
      mails.set(s.id, { subject: text.subject, body: text.body.join("\n\n") });
    }
    return mails;
  }
  const template = input.job.organisationId ? await templateOfOrganisation(input.job.organisationId, input.templateId) : null;
  if (!template) throw new AppError("not_found", b.templateNotFound, { templateId: b.templateNotFound });
  const [org] = await db().select({ name: organisations.name }).from(organisations).where(eq(organisations.id, input.job.organisationId!)).limit(1);
  for (const s of input.selected) {
    const values = templateValues({ doctorName: s.name, jobTitle: input.job.title, organisationName: org?.name ?? input.job.company, stageName: input.to.name, senderName: input.actor.name });
    mails.set(s.id, { subject: renderTemplate(template.subject, values), body: renderTemplate(template.body, values) });
  }
  return mails;
}

export function templateValues(v: { doctorName: string; jobTitle: string; organisationName: string; stageName: string; senderName: string }): TemplateValues {
  return { doctor_name: v.doctorName, job_title: v.jobTitle, organisation_name: v.organisationName, stage_name: v.stageName, sender_name: v.senderName };
}

/**
 * Moves the selected applications of one job to one stage: the single move (a batch of one) and the bulk move.
 * Every application must be allowed to move (the same rules as one move); if one is not, nothing moves and the
 * refusal names who and why. The applications, their history entries, their rows of application_stage_moves and
 * their audit rows are written by one statement each, in one transaction, conditional on the stage each stood in,
 * so a concurrent move makes the whole batch fail cleanly. The doctors hear of it when the undo window has passed
 * (one queued announcement per move, stored in one statement). A batch of several shares a batch id: it is undone
 * at once (undoBatch).
 */
export async function moveApplications(input: {
  actor: MaybeActor;
  jobId: number;
  applicationIds: readonly number[];
  toStageId: number;
  reason?: string | null;
  mailDoctor?: boolean;
  templateId?: number | null;
}): Promise<{ moves: { moveId: number; applicationId: number }[]; batchId: string | null; to: { id: number; name: string; kind: StageKind } }> {
  const { actor, job, stages, selected } = await requireSelection(input.actor, input.jobId, input.applicationIds, "moveCandidates");
  const to = stages.find((s) => s.id === input.toStageId);
  if (!to) {
    // A stage of another job is that job's business: refused as such, an unknown id as not found.
    const known = await db().select({ id: sql<number>`1` }).from(sql`job_stages`).where(sql`id = ${input.toStageId}`).limit(1);
    if (known.length) throw new AppError("conflict", p.otherJob);
    throw new AppError("not_found", p.stageNotFound);
  }
  const stageOf = new Map(stages.map((s) => [s.id, s]));
  const refused: { name: string; why: string }[] = [];
  for (const s of selected) {
    const from = s.stageId ? stageOf.get(s.stageId) : undefined;
    const refusal = from ? moveRefusal({ ...from, jobId: input.jobId }, { ...to, jobId: input.jobId }) : "fromExit";
    if (refusal) refused.push({ name: s.name, why: p[refusal] });
  }
  if (refused.length) {
    throw new AppError("conflict", selected.length === 1 ? refused[0]!.why : b.someCannotMove(refused));
  }
  const reason = to.kind === "rejected" ? (input.reason ?? "").trim() : null;
  if (to.kind === "rejected" && !(REJECTION_REASONS as readonly string[]).includes(reason ?? "")) {
    throw new AppError("invalid_input", p.reasonRequired, { reason: p.reasonRequired });
  }
  const mailDoctor = to.kind === "rejected" && !!input.mailDoctor;
  const mails = mailDoctor ? await rejectionMails({ actor, job, to, selected, templateId: input.templateId }) : new Map<number, { subject: string; body: string }>();
  const batchId = selected.length > 1 ? crypto.randomUUID() : null;
  const entry = { status: to.name, at: new Date().toISOString(), by: actor.userId };
  const pairs = sql.join(
    selected.map((s) => sql`(${s.id}::integer, ${s.stageId}::integer)`),
    sql`, `,
  );

  const { moves, deliveries } = await db().transaction(async (tx) => {
    const updated = await tx
      .update(applications)
      .set({ stageId: to.id, status: to.name, updatedAt: new Date(), history: sql`${applications.history} || ${JSON.stringify([entry])}::jsonb` })
      .where(and(eq(applications.jobId, input.jobId), sql`(${applications.id}, ${applications.stageId}) in (${pairs})`))
      .returning({ id: applications.id });
    if (updated.length !== selected.length) throw new AppError("conflict", selected.length === 1 ? a.changedMeanwhile : b.changedMeanwhile);
    const rows = await tx
      .insert(applicationStageMoves)
      .values(
        selected.map((s) => {
          const from = stageOf.get(s.stageId!)!;
          const mail = mails.get(s.id);
          return {
            applicationId: s.id,
            fromStageId: from.id,
            toStageId: to.id,
            fromName: from.name,
            toName: to.name,
            toKind: to.kind,
            byUserId: actor.userId,
            reason,
            mailDoctor,
            mailSubject: mail?.subject ?? null,
            mailBody: mail?.body ?? null,
            batchId,
          };
        }),
      )
      .returning({ moveId: applicationStageMoves.id, applicationId: applicationStageMoves.applicationId });
    await tx.insert(auditLog).values(
      selected.map((s) => ({
        actorId: actor.userId,
        actorEmail: actor.email,
        action: "application.move",
        targetType: "application",
        targetId: String(s.id),
        details: {
          jobId: input.jobId,
          from: stageOf.get(s.stageId!)!.name,
          to: to.name,
          ...(reason ? { reason } : {}),
          ...(mailDoctor ? { mailDoctor, subject: mails.get(s.id)?.subject, ...(input.templateId ? { templateId: input.templateId } : {}) } : {}),
          ...(batchId ? { batchId, batchSize: selected.length } : {}),
        },
      })),
    );
    // One application.stage_changed event per application moved, in this transaction (the outbox).
    const deliveries: number[] = [];
    for (const s of selected) {
      const from = stageOf.get(s.stageId!)!;
      const event = await stageChangedEventData(tx, { applicationId: s.id, from: stageRefOf(from), to: stageRefOf(to), undo: false, by: actor.userId });
      if (event) deliveries.push(...(await emitWebhookEvent(tx, event.organisationId, "application.stage_changed", event.data)));
    }
    return { moves: rows, deliveries };
  });
  await queueDeliveries(deliveries);
  try {
    await enqueueMany(
      stageMoveAnnounceJob,
      moves.map((m) => ({ data: { moveId: m.moveId }, key: String(m.moveId) })),
      { startAfterSeconds: UNDO_WINDOW_MINUTES * 60 },
    );
  } catch (error) {
    // The moves stand; only the doctors' word about them is missing, and the log says so.
    logger().error({ err: error, moveIds: moves.map((m) => m.moveId) }, "applications moved but their announcements were not queued");
  }
  return { moves, batchId, to: { id: to.id, name: to.name, kind: to.kind } };
}

/** A batch the employer may still undo (for the notice after a bulk move): this job's, standing, within the window. */
export async function findUndoableBatch({ jobId, batchId }: { jobId: number; batchId: string }) {
  const rows = await db()
    .select({ toName: applicationStageMoves.toName, createdAt: applicationStageMoves.createdAt, undoneAt: applicationStageMoves.undoneAt })
    .from(applicationStageMoves)
    .innerJoin(applications, eq(applications.id, applicationStageMoves.applicationId))
    .where(and(eq(applicationStageMoves.batchId, batchId), eq(applications.jobId, jobId)));
  const first = rows[0];
  if (!first || rows.some((r) => r.undoneAt) || Date.now() - first.createdAt.getTime() > UNDO_WINDOW_MINUTES * 60_000) return null;
  return { batchId, count: rows.length, toName: first.toName };
}

/**
 * Undoes a whole bulk move within the undo window: every application goes back to where it came from and loses the
 * batch's history entry, and the batch's moves are marked undone (their queued announcements stay silent). Only when
 * every move of the batch is still its application's latest and the application still stands where it put it;
 * otherwise nothing is undone and the employer is told (they can still undo the others one by one).
 */
export async function undoBatch({ actor: maybeActor, jobId, batchId }: { actor: MaybeActor; jobId: number; batchId: string }): Promise<{ count: number }> {
  const { actor } = await requireManagedJob(maybeActor, jobId, "moveCandidates");
  const moves = await db()
    .select({ move: applicationStageMoves, jobId: applications.jobId })
    .from(applicationStageMoves)
    .innerJoin(applications, eq(applications.id, applicationStageMoves.applicationId))
    .where(eq(applicationStageMoves.batchId, batchId));
  if (moves.length === 0 || moves.some((m) => m.jobId !== jobId)) throw new AppError("not_found", a.notFound);
  if (moves.some((m) => m.move.undoneAt || m.move.fromStageId === null || Date.now() - m.move.createdAt.getTime() > UNDO_WINDOW_MINUTES * 60_000)) {
    throw new AppError("conflict", p.undoExpired);
  }
  const stages = new Map((await ensureJobStages(jobId)).map((st) => [st.id, st]));
  const deliveries = await db().transaction(async (tx) => {
    // Back to where each came from, only where the batch's move is still the latest standing one and the
    // application has not moved since: one statement for the whole batch.
    const reverted = await tx.execute(sql`
      update applications a
         set stage_id = m.from_stage_id, status = coalesce(m.from_name, ''), updated_at = now(), withdrawn_at = null,
             -- The move's own entry (the latest non-event one naming its stage), not simply the last: an event line
             -- written after the move (an interview answered, say) survives the undo, as with a single undo.
             history = a.history - coalesce((select max(e.i)::int - 1 from jsonb_array_elements(a.history) with ordinality as e(v, i)
                                              where e.v->>'status' = m.to_name and not (e.v ? 'event')),
                                             jsonb_array_length(a.history) - 1)
        from application_stage_moves m
       where m.batch_id = ${batchId} and m.undone_at is null and a.id = m.application_id and a.stage_id = m.to_stage_id
         and not exists (select 1 from application_stage_moves later
                          where later.application_id = m.application_id and later.undone_at is null
                            and (later.created_at, later.id) > (m.created_at, m.id))
      returning a.id`);
    if (reverted.rows.length !== moves.length) throw new AppError("conflict", b.undoBatchMovedSince);
    await tx.update(applicationStageMoves).set({ undoneAt: new Date() }).where(and(eq(applicationStageMoves.batchId, batchId), isNull(applicationStageMoves.undoneAt)));
    await tx.insert(auditLog).values(
      moves.map(({ move: m }) => ({
        actorId: actor.userId,
        actorEmail: actor.email,
        action: "application.move-undo",
        targetType: "application",
        targetId: String(m.applicationId),
        details: { jobId, moveId: m.id, from: m.toName, backTo: m.fromName, batchId },
      })),
    );
    const emitted: number[] = [];
    for (const { move: m } of moves) {
      const from = stages.get(m.toStageId!);
      const to = stages.get(m.fromStageId!);
      const event = to ? await stageChangedEventData(tx, { applicationId: m.applicationId, from: from ? stageRefOf(from) : null, to: stageRefOf(to), undo: true, by: actor.userId }) : null;
      if (event) emitted.push(...(await emitWebhookEvent(tx, event.organisationId, "application.stage_changed", event.data)));
    }
    return emitted;
  });
  await queueDeliveries(deliveries);
  return { count: moves.length };
}
