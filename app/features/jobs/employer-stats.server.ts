import { count, eq, sql, type SQL } from "drizzle-orm";
import { jobsVisibleTo } from "~/db/organisations.server";
import { db } from "~/db/client.server";
import { applications, jobs } from "~/db/schema";
import { openJob } from "~/db/job-lists.server";
import { ACTIVE_LISTING_DAYS } from "~/lib/constants";
import { can, type Actor } from "~/lib/permissions";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";

export type EmployerJobStats = { totalJobs: number; activeListings: number; totalApplications: number };

/**
 * The employer dashboard's stat cards (spec 2.8): jobs posted, open jobs posted in the last 30 days (a closed or
 * expired job is no active listing, however recent), applications.
 * The admin counts every job and application; an employer counts their own.
 */
export async function getEmployerJobStats({ actor }: { actor: Actor }): Promise<EmployerJobStats> {
  if (!can.useEmployerDashboard(actor)) throw new AppError("forbidden", validation.permissionDenied);
  // The jobs the actor works on: its organisation's, or only its job teams' (db/organisations.server.ts).
  const scope: SQL | undefined = jobsVisibleTo(actor);
  const since = sql`now() - make_interval(days => ${ACTIVE_LISTING_DAYS})`;
  const [row] = await db()
    .select({
      total: count(),
      active: sql<number>`count(*) filter (where ${jobs.postedDate} >= ${since} and ${openJob})`.mapWith(Number),
    })
    .from(jobs)
    .where(scope);
  // The admin's figure is every application on the site, those whose job was deleted since included (the doctor's
  // record stays, with a null job); an organisation's are those made to its jobs.
  const [apps] = actor.isAdmin
    ? await db().select({ n: count() }).from(applications)
    : await db().select({ n: count() }).from(applications).innerJoin(jobs, eq(jobs.id, applications.jobId)).where(scope);
  return { totalJobs: row?.total ?? 0, activeListings: row?.active ?? 0, totalApplications: apps?.n ?? 0 };
}
