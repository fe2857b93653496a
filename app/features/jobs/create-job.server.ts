import { announceNewJob } from "./alerts/alert-digests.server";
import { logger } from "~/services/logger.server";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { jobs as t } from "~/features/jobs/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { invalidatePages } from "~/services/page-cache/page-cache.server";
import { jobsChanged } from "~/features/search/search.server";
import { jobChanged } from "./job-change.server";
import { toJobValues } from "./job-values.server";
import { emitWebhookEventNow, jobEventData } from "~/services/webhooks/webhooks.server";
import type { JobInput } from "./schema";

/**
 * Posts a job owned by the actor. Employers and the admin may post; only the admin may mark it featured
 * (the flag is ignored for anyone else). Returns the new job's id.
 */
export async function createJob({ actor, input }: { actor: MaybeActor; input: JobInput }): Promise<{ id: number }> {
  if (!actor) throw new AppError("unauthenticated", validation.mustBeLoggedInToPostJob);
  if (!can.postJob(actor)) throw new AppError("forbidden", validation.permissionDenied);
  const now = new Date();
  const [row] = await db()
    .insert(jobs)
    .values({
      userId: actor.userId,
      // The poster's organisation owns the job: every colleague whose role allows it works on it.
      organisationId: actor.membership?.organisationId ?? null,
      ...toJobValues(actor, input, false),
      postedDate: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: jobs.id });
  if (!row) throw new AppError("internal", t.notSaved);
  jobsChanged([row.id]);
  invalidatePages("/jobs");
  await jobChanged(row.id, "published");
  await emitWebhookEventNow(actor.membership?.organisationId, "job.published", () => jobEventData(db(), row.id));
  // Instant job alerts run soon after a posting; a queue that cannot take it leaves them to their schedule.
  await announceNewJob().catch((error: unknown) => logger().warn({ err: error, jobId: row.id }, "instant job alerts not triggered"));
  return { id: row.id };
}
