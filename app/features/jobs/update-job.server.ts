import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation, jobPage } from "~/lib/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { invalidatePages } from "~/services/page-cache/page-cache.server";
import { jobsChanged } from "~/features/search/search.server";
import { jobChanged } from "./job-change.server";
import { jobOwnership } from "./job-queries.server";
import { toJobValues } from "./job-values.server";
import type { JobInput } from "./schema";

/**
 * Edits a job. Employers edit only their own jobs, the admin any (spec 6). The featured flag changes only when
 * the admin sends it; posted_date stays, updated_at moves (it is the sitemap's lastmod).
 */
export async function updateJob({ actor, id, input }: { actor: MaybeActor; id: number; input: JobInput }): Promise<{ id: number }> {
  if (!actor) throw new AppError("unauthenticated", validation.mustBeLoggedInToPostJob);
  if (!can.postJob(actor)) throw new AppError("forbidden", validation.permissionDenied);
  const job = await jobOwnership(id);
  if (!can.manageJob(actor, job)) throw new AppError("forbidden", validation.permissionDenied);
  const updated = await db()
    .update(jobs)
    .set({
      ...toJobValues(actor, input, job.featured),
      updatedAt: new Date(),
    })
    .where(eq(jobs.id, id))
    .returning({ id: jobs.id });
  if (!updated.length) throw new AppError("not_found", jobPage.notFound);
  jobsChanged([id]);
  invalidatePages("/jobs");
  await jobChanged(id, "edited");
  return { id };
}
