import { and, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation, jobPage } from "~/lib/messages";
import { jobListing } from "~/features/jobs/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { invalidatePages } from "~/services/page-cache/page-cache.server";
import { jobsChanged } from "~/features/search/search.server";
import { jobChanged } from "./job-change.server";
import { jobOwnership } from "./job-queries.server";
import { emitWebhookEventNow, jobEventData } from "~/services/webhooks/webhooks.server";

/**
 * Puts a closed job back up: employers only their own, the admin any. A job whose closing date has passed stays
 * closed by that date, so reopening it is refused with what to do instead (edit the closing date).
 */
export async function reopenJob({ actor, id }: { actor: MaybeActor; id: number }): Promise<void> {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  const job = await jobOwnership(id);
  if (!can.manageJob(actor, job)) throw new AppError("forbidden", validation.permissionDenied);
  const [row] = await db().select({ validThrough: jobs.validThrough }).from(jobs).where(eq(jobs.id, id)).limit(1);
  if (!row) throw new AppError("not_found", jobPage.notFound);
  if (row.validThrough && row.validThrough.getTime() <= Date.now()) throw new AppError("conflict", jobListing.reopenPastClosingDate);
  const now = new Date();
  const reopened = await db()
    .update(jobs)
    .set({ closedAt: null, updatedAt: now })
    .where(and(eq(jobs.id, id), isNotNull(jobs.closedAt)))
    .returning({ id: jobs.id });
  if (!reopened.length) return;
  jobsChanged([id]);
  invalidatePages("/jobs");
  await jobChanged(id, "reopened");
  await emitWebhookEventNow(job.organisationId, "job.published", () => jobEventData(db(), id));
}
