import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { invalidatePages } from "~/services/page-cache/page-cache.server";
import { invalidateCounts } from "./count-cache.server";
import { jobOwnership } from "./job-queries.server";

/** Deletes a job: employers only their own, the admin any (spec 6). */
export async function deleteJob({ actor, id }: { actor: MaybeActor; id: number }): Promise<void> {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  const job = await jobOwnership(id);
  if (!can.manageJob(actor, job)) throw new AppError("forbidden", validation.permissionDenied);
  await db().delete(jobs).where(eq(jobs.id, id));
  invalidateCounts();
  invalidatePages("/jobs");
}
