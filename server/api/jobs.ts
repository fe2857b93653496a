// The API's job resources: the search behind /jobs and one job, as JSON. Reads only what anyone may read on the site.
import { jobPagePath } from "~/lib/application-sources";
import type * as z from "zod";
import { getJob, type JobDetail } from "~/features/jobs/get-job.server";
import { findJobs } from "~/features/search/search.server";
import { JOBS_MAX_PAGE, parseJobSearch } from "~/features/search/search-params";
import type { JobCardData } from "~/features/jobs/types";
import { AppError } from "~/lib/errors";
import { formatJobSalary } from "~/lib/format";
import { apiProblems as t } from "./messages";
import { ApiProblem, invalidParameters } from "./problem";
import { JobIdParamsSchema, JobsQuerySchema, REPEATED_QUERY_KEYS, type JobListSchema, type JobSchema, type JobSummarySchema } from "./schema";
import { parseStrictQuery } from "./query";

type JobList = z.infer<typeof JobListSchema>;
type JobResource = z.infer<typeof JobSchema>;
type JobSummary = z.infer<typeof JobSummarySchema>;

/** An opaque cursor: which page of the same search comes next. */
function encodeCursor(page: number): string {
  return Buffer.from(JSON.stringify({ v: 1, page })).toString("base64url");
}

function decodeCursor(cursor: string): number {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { v?: unknown; page?: unknown };
    if (value.v === 1 && Number.isInteger(value.page) && (value.page as number) >= 2 && (value.page as number) <= JOBS_MAX_PAGE) return value.page as number;
  } catch {
    // fall through: not a cursor of ours
  }
  throw invalidParameters([{ name: "cursor", reason: t.badCursor }]);
}

/** The query string, strictly: unknown parameters, values out of range and repeated single values are refused (400). */
export function parseJobsQuery(params: URLSearchParams) {
  return parseStrictQuery(JobsQuerySchema, params, REPEATED_KEYS);
}

const REPEATED_KEYS: ReadonlySet<string> = new Set(REPEATED_QUERY_KEYS);

function summary(job: JobCardData, origin: string): JobSummary {
  return {
    id: job.id,
    url: `${origin}${jobPagePath(job.id, "api")}`,
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type,
    salary: job.salary,
    featured: job.featured,
    posted_at: new Date(job.postedDate).toISOString(),
    snippet: job.snippet,
    employer_verified: job.employerVerified,
  };
}

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function jobResource(job: JobDetail, origin: string): JobResource {
  return {
    id: job.id,
    url: `${origin}${jobPagePath(job.id, "api")}`,
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type,
    specialty: job.specialty,
    description: job.description,
    salary: {
      text: formatJobSalary(job),
      min: job.salaryMin,
      max: job.salaryMax,
      unit: job.salaryUnit === "month" || job.salaryUnit === "year" ? job.salaryUnit : null,
    },
    experience: { min: job.experienceMin, max: job.experienceMax },
    featured: job.featured,
    status: job.isOpen ? "open" : "closed",
    posted_at: iso(job.postedDate)!,
    valid_through: iso(job.validThrough),
    closed_at: iso(job.closedAt),
    employer_verified: job.employerVerified,
  };
}

/** GET /api/v1/jobs: the open jobs of a search (the /jobs page's filters), a page at a time. */
export async function listJobs(params: URLSearchParams, origin: string): Promise<JobList> {
  const query = parseJobsQuery(params);
  const page = query.cursor ? decodeCursor(query.cursor) : 1;
  const searchParams = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (key === "cursor" || value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) searchParams.append(key, String(v));
  }
  searchParams.set("page", String(page));
  const search = parseJobSearch(searchParams);
  const result = (await findJobs({ actor: null, search, facets: false })).page;
  return {
    data: result.jobs.map((job) => summary(job, origin)),
    total: result.total,
    next_cursor: result.hasNextPage && page < JOBS_MAX_PAGE ? encodeCursor(page + 1) : null,
  };
}

/** GET /api/v1/jobs/{id}: one job, open or closed (status says which). */
export async function getJobResource(rawId: string, origin: string): Promise<JobResource> {
  const parsed = JobIdParamsSchema.safeParse({ id: rawId });
  if (!parsed.success || !/^\d{1,10}$/.test(rawId)) throw invalidParameters([{ name: "id", reason: t.badId }]);
  try {
    return jobResource(await getJob({ actor: null, id: parsed.data.id }), origin);
  } catch (error) {
    if (error instanceof AppError && error.code === "not_found") throw new ApiProblem(404, t.jobNotFound);
    throw error;
  }
}
