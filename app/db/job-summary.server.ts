import { jobs } from "./schema";
import type { JobSummary } from "~/lib/job-summary";

/**
 * The columns every list of jobs shows (search cards, similar jobs, employer listings, saved jobs), selected once
 * here so that the features listing jobs agree on them. Each list adds its own (snippet, saved date, ...).
 */
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
