import { and, eq, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import type { MaybeActor } from "~/lib/permissions";
import { cardColumns, resultsOrder, toJobCard } from "./job-queries.server";
import type { JobCardData } from "./types";
import { openJob } from "~/db/job-lists.server";
import { preparedQuery } from "~/db/prepared.server";

export const SIMILAR_JOBS_LIMIT = 4;

/** Prepared once: every job page runs it (decision 060). */
const similarJobs = preparedQuery((database) =>
  database
    .select(cardColumns)
    .from(jobs)
    .where(and(eq(jobs.specialty, sql.placeholder("specialty")), ne(jobs.id, sql.placeholder("id")), openJob))
    .orderBy(...resultsOrder)
    .limit(SIMILAR_JOBS_LIMIT)
    .prepare("similar_jobs"),
);

/** Up to 4 open jobs of the same specialty, excluding the job itself, in results order. Public. */
export async function listSimilarJobs({ job }: { actor: MaybeActor; job: { id: number; specialty: string | null } }): Promise<JobCardData[]> {
  if (!job.specialty) return [];
  const rows = await similarJobs(db()).execute({ specialty: job.specialty, id: job.id });
  const now = new Date();
  return rows.map((row) => toJobCard(row, now));
}
