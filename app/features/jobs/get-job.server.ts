import { and, eq, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { deletedJobs, jobs, organisations, profiles, type Job } from "~/db/schema";
import type { MaybeActor } from "~/lib/permissions";
import { AppError } from "~/lib/errors";
import { jobPage as jobPageTexts } from "~/lib/messages";
import { employerVerified, openJob, posterOfJob, resultsOrder } from "~/db/job-lists.server";
import { preparedQuery } from "~/db/prepared.server";
import { cardColumns, toJobCard, type CardRow } from "./job-queries.server";
import type { JobCardData } from "./types";

/** employerVerified: whether the poster's organisation is verified (null when the job has no poster any more). */
export type JobDetail = Omit<Job, "words" | "tags" | "descriptionLc" | "applicantsMailedAt" | "latitude" | "longitude" | "salaryYear" | "searchText"> & {
  isOpen: boolean;
  employerVerified: boolean | null;
  /** The poster's logo (its profile picture), for the JobPosting markup; null without one. */
  employerLogo: string | null;
};

/** Largest id a jobs row can have (integer identity). */
const MAX_ID = 2_147_483_647;

/** Parses a job id from a URL: digits only, within the integer range; anything else is null. */
export function parseJobId(raw: string | null | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/** What a job posting says: its title, employer, text, place, type, specialty and salary (the page and the feeds). */
export const postingColumns = {
  title: jobs.title,
  company: jobs.company,
  description: jobs.description,
  location: jobs.location,
  city: jobs.city,
  type: jobs.type,
  specialty: jobs.specialty,
  salary: jobs.salary,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryUnit: jobs.salaryUnit,
};

/** The job's columns, its state and whether its poster is verified. */
export const jobColumns = {
  id: jobs.id,
  userId: jobs.userId,
  organisationId: jobs.organisationId,
  ...postingColumns,
  featured: jobs.featured,
  postedDate: jobs.postedDate,
  validThrough: jobs.validThrough,
  closedAt: jobs.closedAt,
  experienceMin: jobs.experienceMin,
  experienceMax: jobs.experienceMax,
  createdAt: jobs.createdAt,
  updatedAt: jobs.updatedAt,
  isOpen: sql<boolean>`${openJob}`,
  employerVerified,
  employerLogo: profiles.avatarUrl,
};

/** A job by id (prepared once: post-job reads it). */
const jobById = preparedQuery((database) =>
  database
    .select(jobColumns)
    .from(jobs)
    .leftJoin(organisations, posterOfJob)
    // The poster's picture is the employer's logo in the JobPosting markup.
    .leftJoin(profiles, eq(profiles.id, jobs.userId))
    .where(eq(jobs.id, sql.placeholder("id")))
    .limit(1)
    .prepare("job_by_id"),
);

export const SIMILAR_JOBS_LIMIT = 4;

/** A similar job's card columns as one JSON object (its posting time in epoch milliseconds). */
type SimilarCardJson = Omit<CardRow, "postedDate"> & { postedDate: number };
const similarCardJson = sql.join(
  Object.entries(cardColumns).map(([key, column]) => sql`${sql.raw(`'${key}'`)}, ${key === "postedDate" ? sql`floor(extract(epoch from ${column}) * 1000)` : column}`),
  sql`, `,
);

/**
 * The job page in one statement (prepared once; the page is public and its render cost counts, decision 060): the
 * job, and up to 4 open jobs of its specialty, other than itself, in results order, as a JSON array. The subquery's
 * own FROM "jobs" is the one its conditions name; the job's specialty is read by id under another name. One round
 * trip instead of two: each costs the server a socket write and read besides the query.
 */
const jobPage = preparedQuery((database) => {
  const specialty = sql`(select "page_job"."specialty" from ${jobs} "page_job" where "page_job"."id" = ${sql.placeholder("id")})`;
  const similar = database
    .select({ card: sql`json_build_object(${similarCardJson})`.as("card") })
    .from(jobs)
    .leftJoin(organisations, posterOfJob)
    .where(and(sql`${jobs.specialty} = ${specialty}`, ne(jobs.id, sql.placeholder("id")), openJob))
    .orderBy(...resultsOrder)
    .limit(SIMILAR_JOBS_LIMIT);
  return database
    .select({ ...jobColumns, similar: sql<SimilarCardJson[]>`(select coalesce(json_agg("similar"."card"), '[]'::json) from (${similar}) "similar")` })
    .from(jobs)
    .leftJoin(organisations, posterOfJob)
    .leftJoin(profiles, eq(profiles.id, jobs.userId))
    .where(eq(jobs.id, sql.placeholder("id")))
    .limit(1)
    .prepare("job_page");
});

/**
 * A job page's job, open or closed (closed jobs stay readable), and its similar open jobs. Public.
 * Throws AppError("not_found") when there is no such job.
 */
export async function getJobPage({ id }: { actor: MaybeActor; id: number }): Promise<{ job: JobDetail; similar: JobCardData[] }> {
  const [row] = await jobPage(db()).execute({ id });
  if (!row) throw new AppError("not_found", jobPageTexts.notFound);
  const { similar, ...job } = row;
  const now = new Date();
  return { job, similar: similar.map((card) => toJobCard({ ...card, postedDate: new Date(card.postedDate) }, now)) };
}

/**
 * One job by id, open or closed (closed jobs stay readable). Public: anyone may read a job.
 * Throws AppError("not_found") when there is no such job.
 */
export async function getJob({ id }: { actor: MaybeActor; id: number }): Promise<JobDetail> {
  const [row] = await jobById(db()).execute({ id });
  if (!row) throw new AppError("not_found", jobPageTexts.notFound);
  return row;
}

/** What is kept of a deleted job (its page answers 410 Gone with a way to similar jobs), or null. Public. */
export async function getDeletedJob({ id }: { id: number }): Promise<{ title: string; specialty: string | null; city: string | null } | null> {
  const [row] = await db()
    .select({ title: deletedJobs.title, specialty: deletedJobs.specialty, city: deletedJobs.city })
    .from(deletedJobs)
    .where(eq(deletedJobs.jobId, id))
    .limit(1);
  return row ?? null;
}
