import { and, eq, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import type { MaybeActor } from "~/lib/permissions";
import {cardColumns, resultsOrder, toJobCard } from "./job-queries.server";
import type { JobCardData } from "./types";
import { openJob } from "~/db/job-lists.server";

export const SIMILAR_JOBS_LIMIT = 4;

/** Up to 4 open jobs of the same specialty, excluding the job itself, in results order. Public. */
export async function listSimilarJobs({ job }: { actor: MaybeActor; job: { id: number; specialty: string | null } }): Promise<JobCardData[]> {
  if (!job.specialty) return [];
  const rows = await db()
    .select(cardColumns)
    .from(jobs)
    .where(and(eq(jobs.specialty, job.specialty), ne(jobs.id, job.id), openJob))
    .orderBy(...resultsOrder)
    .limit(SIMILAR_JOBS_LIMIT);
  const now = new Date();
  return rows.map((row) => toJobCard(row, now));
}
