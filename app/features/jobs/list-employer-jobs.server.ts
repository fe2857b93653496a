import { count, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, jobs, organisations, profiles, user } from "~/db/schema";
import { JOBS_PAGE_SIZE } from "~/lib/constants";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { cardColumns, toJobCard } from "./job-queries.server";
import type { JobCardData } from "./types";
import { openJob, posterOfJob } from "~/db/job-lists.server";
import { jobsVisibleTo } from "~/db/organisations.server";

export type EmployerJobCard = JobCardData & {
  /** The poster's name when it is someone else's job (the admin's view), else null. */
  postedBy: string | null;
  /** Open: not closed by hand, closing date (if any) ahead. */
  isOpen: boolean;
  /** Closed by its owner or the admin (Reopen applies); a job past its closing date is closed without this. */
  closedByHand: boolean;
  applicationCount: number;
};

export type EmployerJobList = {
  scope: "all" | "own";
  jobs: EmployerJobCard[];
  total: number;
  page: number;
  pageCount: number;
};

/**
 * The dashboard's Job Listings tab (spec 2.8, 6): the admin sees every job, employers only their own, newest
 * created_at first. Doctors and signed-out visitors are refused.
 */
export async function listEmployerJobs({ actor, page }: { actor: MaybeActor; page: number }): Promise<EmployerJobList> {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  if (!can.useEmployerDashboard(actor)) throw new AppError("forbidden", validation.permissionDenied);
  const all = can.seeAllJobs(actor);
  // The organisation's jobs (or, for hiring managers and interviewers, the ones whose team they are on); an employer
  // that belongs to no organisation (removed from it) is refused.
  if (!all && !actor.membership) throw new AppError("forbidden", validation.notInOrganisation);
  const scope = jobsVisibleTo(actor);
  const [totalRow] = await db().select({ n: count() }).from(jobs).where(scope);
  const total = totalRow?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / JOBS_PAGE_SIZE));
  const current = Math.min(Math.max(1, Math.trunc(page) || 1), pageCount);
  const rows = await db()
    .select({
      ...cardColumns,
      userId: jobs.userId,
      posterName: sql<string | null>`coalesce(${profiles.name}, ${user.name})`,
      isOpen: sql<boolean>`${openJob}`,
      closedAt: jobs.closedAt,
      // One correlated count per listed row (20 at most, served by the applications (job_id, doctor_id) index).
      applicationCount: sql<number>`(select count(*) from ${applications} where ${applications.jobId} = ${jobs.id})`.mapWith(Number),
    })
    .from(jobs)
    .leftJoin(organisations, posterOfJob)
    .leftJoin(user, eq(user.id, jobs.userId))
    .leftJoin(profiles, eq(profiles.id, jobs.userId))
    .where(scope)
    .orderBy(sql`${jobs.createdAt} desc nulls last`, sql`${jobs.id} desc nulls last`)
    .limit(JOBS_PAGE_SIZE)
    .offset((current - 1) * JOBS_PAGE_SIZE);
  const now = new Date();
  return {
    scope: all ? "all" : "own",
    jobs: rows.map((row) => ({
      ...toJobCard(row, now),
      postedBy: row.userId === actor.userId ? null : (row.posterName ?? "a former user"),
      isOpen: row.isOpen,
      closedByHand: row.closedAt !== null,
      applicationCount: row.applicationCount,
    })),
    total,
    page: current,
    pageCount,
  };
}
