import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { preparedQuery } from "~/db/prepared.server";
import { jobs, savedJobs } from "~/db/schema";
import { jobSummaryColumns, openJob } from "~/db/job-lists.server";
import { AppError } from "~/lib/errors";
import { jobPage } from "~/lib/messages";
import { savedJobs as m } from "~/features/saved-jobs/messages";
import { can, type MaybeActor } from "~/lib/permissions";

function requireDoctor(actor: MaybeActor) {
  if (!actor) throw new AppError("unauthenticated", m.signIn);
  if (!can.saveJob(actor)) throw new AppError("forbidden", m.onlyDoctors);
  return actor;
}

export async function saveJob({ actor, jobId }: { actor: MaybeActor; jobId: number }): Promise<void> {
  const me = requireDoctor(actor);
  const [job] = await db().select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!job) throw new AppError("not_found", jobPage.notFound);
  await db().insert(savedJobs).values({ doctorId: me.userId, jobId }).onConflictDoNothing();
}

export async function unsaveJob({ actor, jobId }: { actor: MaybeActor; jobId: number }): Promise<void> {
  const me = requireDoctor(actor);
  await db().delete(savedJobs).where(and(eq(savedJobs.doctorId, me.userId), eq(savedJobs.jobId, jobId)));
}

/**
 * Which of the jobs of a page the doctor has saved, prepared once (db/prepared.server.ts): every signed-in view of
 * /jobs and of a job page asks, and building the query through drizzle cost more than PostgreSQL's answer
 * (docs/decisions/060). The ids go as one array literal of integers.
 */
const savedAmong = preparedQuery((database) =>
  database
    .select({ jobId: savedJobs.jobId })
    .from(savedJobs)
    .where(and(eq(savedJobs.doctorId, sql.placeholder("doctorId")), sql`${savedJobs.jobId} = any(${sql.placeholder("jobIds")}::int[])`))
    .prepare("saved_job_ids"),
);

/** Which of these jobs the doctor has saved (for save buttons on cards). Empty for anyone else. */
export async function savedJobIds({ actor, jobIds }: { actor: MaybeActor; jobIds: number[] }): Promise<Set<number>> {
  if (!actor || !can.saveJob(actor) || jobIds.length === 0) return new Set();
  const rows = await savedAmong(db()).execute({ doctorId: actor.userId, jobIds: `{${jobIds.join(",")}}` });
  return new Set(rows.map((r) => r.jobId));
}

/** The Saved Jobs tab: newest saved first; jobs that are not open (closed by hand or past their date) are marked closed. */
export async function listSavedJobs({ actor }: { actor: MaybeActor }) {
  const me = requireDoctor(actor);
  const rows = await db()
    .select({
      ...jobSummaryColumns,
      open: sql<boolean>`${openJob}`,
      savedAt: savedJobs.createdAt,
    })
    .from(savedJobs)
    .innerJoin(jobs, eq(jobs.id, savedJobs.jobId))
    .where(eq(savedJobs.doctorId, me.userId))
    .orderBy(desc(savedJobs.createdAt));
  return rows.map(({ open, ...r }) => ({ ...r, closed: !open }));
}
