import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, deletedJobs, jobs } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { invalidatePages } from "~/services/page-cache/page-cache.server";
import { jobsChanged } from "~/features/search/search.server";
import { jobChanged } from "./job-change.server";
import { jobOwnership } from "./job-queries.server";

/**
 * Deletes a job: employers only their own, the admin any (spec 6). Its applications stay, so the doctors who applied
 * keep their records: they keep the job's title and company, and lose the link to the job (job_id becomes null).
 * The job row is locked first, so an application arriving meanwhile waits and is then refused, never left without
 * a title.
 */
export async function deleteJob({ actor, id }: { actor: MaybeActor; id: number }): Promise<void> {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  const job = await jobOwnership(id);
  if (!can.deleteJob(actor, job)) throw new AppError("forbidden", validation.permissionDenied);
  await db().transaction(async (tx) => {
    const [locked] = await tx.select({ title: jobs.title, company: jobs.company, specialty: jobs.specialty, city: jobs.city }).from(jobs).where(eq(jobs.id, id)).for("update");
    if (!locked) return;
    await tx
      .update(applications)
      // Off the job's pipeline first: its stages go with it, and one statement may not clear the same row twice.
      .set({ jobTitle: locked.title, jobCompany: locked.company, stageId: null })
      .where(eq(applications.jobId, id));
    await tx.delete(jobs).where(eq(jobs.id, id));
    // Its page answers 410 Gone from now on, with a way to jobs like it.
    await tx.insert(deletedJobs).values({ jobId: id, title: locked.title, specialty: locked.specialty, city: locked.city }).onConflictDoNothing();
  });
  jobsChanged([id]);
  invalidatePages("/jobs");
  await jobChanged(id, "deleted");
}
