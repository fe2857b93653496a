/** A job as lists show it (see db/job-lists.server.ts for the columns); client-safe. */
export type JobSummary = {
  id: number;
  title: string;
  company: string;
  location: string;
  type: string;
  salary: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryUnit: string | null;
};
