import { and, asc, eq, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, jobStages, jobs } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation, jobPage } from "~/lib/messages";
import { can, type Actor, type MaybeActor } from "~/lib/permissions";
import { DEFAULT_STAGE_TEMPLATE, LEGACY_STATUS_TO_STAGE, inPipelineOrder, type Stage } from "./stage-template";
import { appendAuditEntry } from "~/server-lib/audit-entry.server";

export type Db = ReturnType<typeof db>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The job, when the caller may do `action` on it: look at its applicants (`view`), move them (`moveCandidates`) or
 * change its pipeline (`edit`), by the caller's role in the job's organisation (app/lib/team-permissions.ts), or as
 * the admin. Refused otherwise.
 */
export async function requireManagedJob(actor: MaybeActor, jobId: number, action: "view" | "moveCandidates" | "edit") {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  const [job] = await db()
    .select({ id: jobs.id, title: jobs.title, company: jobs.company, userId: jobs.userId, organisationId: jobs.organisationId, closedAt: jobs.closedAt })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!job) throw new AppError("not_found", jobPage.notFound);
  const allowed = action === "view" ? can.viewJobApplicants(actor, job) : action === "moveCandidates" ? can.moveCandidates(actor, job) : can.manageJob(actor, job);
  if (!allowed) throw new AppError("forbidden", validation.permissionDenied);
  return { actor, job };
}

/** The stage a legacy status maps to, as SQL over applications.status (Applied when the status is not one of them). */
const mappedStageName = sql`case ${applications.status} ${sql.join(
  Object.entries(LEGACY_STATUS_TO_STAGE).map(([from, to]) => sql`when ${from} then ${to}`),
  sql` `,
)} else ${DEFAULT_STAGE_TEMPLATE[0]!.name} end`;

/**
 * The job's stages in pipeline order. A job without stages gets the template's (a job posted before pipelines, or
 * written straight to the database); an application without a stage is placed by its status, as the migration
 * placed them. Both writes are idempotent, so two requests doing them at once leave one pipeline.
 */
export async function ensureJobStages(jobId: number, tx: Db | Tx = db()): Promise<Stage[]> {
  let rows = await tx
    .select({ id: jobStages.id, name: jobStages.name, position: jobStages.position, kind: jobStages.kind })
    .from(jobStages)
    .where(eq(jobStages.jobId, jobId))
    .orderBy(asc(jobStages.position), asc(jobStages.id));
  if (rows.length === 0) {
    await tx
      .insert(jobStages)
      .values(DEFAULT_STAGE_TEMPLATE.map((s, position) => ({ jobId, name: s.name, kind: s.kind, position })))
      .onConflictDoNothing();
    rows = await tx
      .select({ id: jobStages.id, name: jobStages.name, position: jobStages.position, kind: jobStages.kind })
      .from(jobStages)
      .where(eq(jobStages.jobId, jobId))
      .orderBy(asc(jobStages.position), asc(jobStages.id));
  }
  await tx
    .update(applications)
    .set({
      stageId: sql`coalesce(
        (select s.id from job_stages s where s.job_id = ${jobId} and s.name = ${mappedStageName}),
        (select s.id from job_stages s where s.job_id = ${jobId} and s.kind = 'active' order by s.position, s.id limit 1))`,
    })
    .where(and(eq(applications.jobId, jobId), isNull(applications.stageId)));
  return inPipelineOrder(rows);
}

/** One row of the audit log for a pipeline change, in the change's transaction. */
export async function recordPipelineChange(
  tx: Db | Tx,
  input: { actor: Actor; action: "application.move" | "application.move-undo" | "pipeline.edit"; targetType: "application" | "job"; targetId: number; details: Record<string, unknown> },
): Promise<void> {
  await appendAuditEntry(tx, input);
}
