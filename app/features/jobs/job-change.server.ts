import { invalidateFeeds } from "./feeds/feed-cache.server";
import { env } from "~/env.server";
import { notifyGoogle } from "~/services/google-indexing/google-indexing.server";

export type JobChange = "published" | "edited" | "closed" | "reopened" | "deleted";

/**
 * What every change of a job means outside search (which each change clears itself): the job feeds are built again,
 * here and in the other instances, and Google is told (when notifications are on) that the job's page was updated
 * or is gone (docs/decisions/093-feeds-and-indexing.md). Never throws: the change has been made.
 */
export async function jobChanged(id: number, change: JobChange): Promise<void> {
  invalidateFeeds();
  const url = `${env().BASE_URL}/jobs/${id}`;
  await notifyGoogle({ url, type: change === "closed" || change === "deleted" ? "URL_DELETED" : "URL_UPDATED" });
}
