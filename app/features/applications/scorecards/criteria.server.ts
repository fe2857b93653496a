import { and, asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog, scorecardCriteria } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { can, type Actor, type MaybeActor } from "~/lib/permissions";
import { requireManagedJob, type Db, type Tx } from "../job-stages.server";
import { DEFAULT_CRITERIA, MAX_CRITERIA, criteriaTexts as c } from "./messages";

export type Criterion = { id: number; name: string; guidance: string | null; position: number };

export type CriterionEdit =
  | { intent: "addCriterion"; name: string; guidance: string | null }
  | { intent: "editCriterion"; criterionId: number; name: string; guidance: string | null }
  | { intent: "moveCriterion"; criterionId: number; direction: "up" | "down" }
  | { intent: "removeCriterion"; criterionId: number };

async function criteriaRows(jobId: number, tx: Db | Tx): Promise<Criterion[]> {
  return tx
    .select({ id: scorecardCriteria.id, name: scorecardCriteria.name, guidance: scorecardCriteria.guidance, position: scorecardCriteria.position })
    .from(scorecardCriteria)
    .where(eq(scorecardCriteria.jobId, jobId))
    .orderBy(asc(scorecardCriteria.position), asc(scorecardCriteria.id));
}

/**
 * The job's criteria in order. A job without any (posted after migration 0030) gets the default set; the insert is
 * idempotent (one name per job), so two requests doing it at once leave one set.
 */
export async function ensureJobCriteria(jobId: number, tx: Db | Tx = db()): Promise<Criterion[]> {
  const rows = await criteriaRows(jobId, tx);
  if (rows.length > 0) return rows;
  await tx
    .insert(scorecardCriteria)
    .values(DEFAULT_CRITERIA.map((d, position) => ({ jobId, name: d.name, guidance: d.guidance, position })))
    .onConflictDoNothing();
  return criteriaRows(jobId, tx);
}

/** The criteria editor's data: the job's criteria when the caller may change them, else null (no editor shown). */
export async function criteriaForEditor({ actor, job }: { actor: MaybeActor; job: { id: number; organisationId: string | null } }): Promise<Criterion[] | null> {
  if (!can.manageJob(actor, job)) return null;
  return ensureJobCriteria(job.id);
}

function checkName(name: string, others: Criterion[]): string {
  if (!name) throw new AppError("invalid_input", c.nameRequired, { name: c.nameRequired });
  if (others.some((o) => o.name.toLowerCase() === name.toLowerCase())) throw new AppError("invalid_input", c.nameTaken, { name: c.nameTaken });
  return name;
}

async function recordCriteriaChange(tx: Tx, actor: Actor, jobId: number, details: Record<string, unknown>) {
  await tx.insert(auditLog).values({ actorId: actor.userId, actorEmail: actor.email, action: "scorecard.criteria-edit", targetType: "job", targetId: String(jobId), details });
}

/**
 * Changes one job's criteria: add one (at the end), rename it or change its guidance, move it up or down, or remove
 * it (with its ratings; the last one stays). Whoever may edit the job may (owner, admin, recruiter; a hiring manager
 * on the job's team). Each change is written with its audit row in one transaction.
 */
export async function editCriteria({ actor: maybeActor, jobId, edit }: { actor: MaybeActor; jobId: number; edit: CriterionEdit }): Promise<void> {
  const { actor } = await requireManagedJob(maybeActor, jobId, "edit");
  const criteria = await ensureJobCriteria(jobId);
  const target = "criterionId" in edit ? criteria.find((x) => x.id === edit.criterionId) : undefined;
  if ("criterionId" in edit && !target) throw new AppError("not_found", c.notFound);
  await db().transaction(async (tx) => {
    let details: Record<string, unknown>;
    switch (edit.intent) {
      case "addCriterion": {
        if (criteria.length >= MAX_CRITERIA) throw new AppError("conflict", c.tooMany(MAX_CRITERIA));
        const name = checkName(edit.name, criteria);
        const position = Math.max(-1, ...criteria.map((x) => x.position)) + 1;
        await tx.insert(scorecardCriteria).values({ jobId, name, guidance: edit.guidance, position });
        details = { added: name };
        break;
      }
      case "editCriterion": {
        const name = checkName(edit.name, criteria.filter((x) => x.id !== target!.id));
        await tx.update(scorecardCriteria).set({ name, guidance: edit.guidance }).where(eq(scorecardCriteria.id, target!.id));
        details = { criterion: target!.name, name, guidance: edit.guidance };
        break;
      }
      case "moveCriterion": {
        const i = criteria.findIndex((x) => x.id === target!.id);
        const other = criteria[edit.direction === "up" ? i - 1 : i + 1];
        if (!other) return;
        // The new order is written whole (at most MAX_CRITERIA rows), so gaps left by removals never misplace one.
        const order = criteria.map((x) => (x.id === target!.id ? other : x.id === other.id ? target! : x));
        for (const [position, x] of order.entries()) {
          if (x.position !== position) await tx.update(scorecardCriteria).set({ position }).where(eq(scorecardCriteria.id, x.id));
        }
        details = { moved: target!.name, direction: edit.direction };
        break;
      }
      case "removeCriterion": {
        if (criteria.length <= 1) throw new AppError("conflict", c.lastOne);
        await tx.delete(scorecardCriteria).where(and(eq(scorecardCriteria.id, target!.id), eq(scorecardCriteria.jobId, jobId)));
        details = { removed: target!.name };
        break;
      }
    }
    await recordCriteriaChange(tx, actor, jobId, { intent: edit.intent, ...details });
  });
}
