import { eq, sql, type SQL } from "drizzle-orm";
import { jobs, organisations } from "./schema";
import type { JobSummary } from "~/lib/job-summary";

// What every list of jobs shares (search, similar jobs, employer listings, saved jobs, the home page's featured
// jobs, the sitemap), defined once here so that the features listing jobs agree on them.

/**
 * Open jobs: not closed by their owner or the admin, and no closing date or one still ahead. Closed jobs leave
 * search results, the home page and the sitemap.
 */
export const openJob: SQL = sql`(${jobs.closedAt} is null and (${jobs.validThrough} is null or ${jobs.validThrough} > now()))`;

/**
 * Results order (spec 5): featured first, then newest posted_date, then id for a stable order across pages.
 * NULLS LAST matches the btree jobs_order_idx, so LIMIT queries can walk the index instead of sorting.
 */
export const resultsOrder: SQL[] = [
  sql`${jobs.featured} desc nulls last`,
  sql`${jobs.postedDate} desc nulls last`,
  sql`${jobs.id} desc nulls last`,
];

/** The columns every list shows; each list adds its own (snippet, saved date, ...). */
export const jobSummaryColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  location: jobs.location,
  type: jobs.type,
  salary: jobs.salary,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryUnit: jobs.salaryUnit,
} satisfies { [K in keyof JobSummary]: unknown };

/**
 * Whether a job's organisation is verified (decisions 081, 091): true, false while it waits, null when the job belongs
 * to no organisation (its poster gone, or none). A list reads it through one join, `leftJoin(organisations,
 * posterOfJob)`, never a query per job.
 */
export const employerVerified = sql<boolean | null>`case when ${organisations.id} is null then null else ${organisations.verifiedAt} is not null end`;
export const posterOfJob: SQL = eq(organisations.id, jobs.organisationId);
