import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { invalidatePages } from "~/services/page-cache/page-cache.server";
import { jobsChanged } from "~/features/search/search.server";
import { jobChanged } from "./job-change.server";
import { jobOwnership } from "./job-queries.server";
import { emitWebhookEventNow, jobEventData } from "~/services/webhooks/webhooks.server";

/**
 * Takes a job down without deleting it: employers only their own, the admin any (spec 6's rule for managing jobs).
 * A closed job leaves search, the home page and the sitemap and takes no new applications; its page stays readable
 * and says it is closed, and its applications and their history are kept. Closing a closed job changes nothing.
 */
export async function closeJob({ actor, id }: { actor: MaybeActor; id: number }): Promise<void> {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  const job = await jobOwnership(id);
  if (!can.manageJob(actor, job)) throw new AppError("forbidden", validation.permissionDenied);
  const now = new Date();
  const closed = await db()
    .update(jobs)
    .set({ closedAt: now, updatedAt: now })
    .where(and(eq(jobs.id, id), isNull(jobs.closedAt)))
    .returning({ id: jobs.id });
  if (!closed.length) return;
  jobsChanged([id]);
  invalidatePages("/jobs");
  await jobChanged(id, "closed");
  await emitWebhookEventNow(job.organisationId, "job.closed", () => jobEventData(db(), id));
}
