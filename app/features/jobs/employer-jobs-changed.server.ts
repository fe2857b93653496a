import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs, organisationMembers } from "~/db/schema";
import { invalidatePages } from "~/services/page-cache/page-cache.server";
import { jobsChanged } from "~/features/search/search.server";

/**
 * An employer was verified, rejected or returned to pending: its jobs' cards and pages label it (decision 081), so
 * every instance forgets the search pages it keeps (with their cards) and the shared /jobs pages, and reads those
 * jobs again. Nothing else about a job changed, so nothing is counted again but the pages holding its cards.
 */
export async function employerJobsChanged(employerId: string): Promise<void> {
  // The label is the organisation's: every job of the employer's organisation shows it.
  const own = await db()
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(organisationMembers, eq(organisationMembers.organisationId, jobs.organisationId))
    .where(eq(organisationMembers.userId, employerId));
  if (own.length === 0) return;
  jobsChanged(own.map((job) => job.id));
  invalidatePages("/jobs");
}
