import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs, organisations } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { jobPage, validation } from "~/lib/messages";
import type { Actor, MaybeActor } from "~/lib/permissions";
import type { Membership } from "~/lib/team-permissions";
import { reports as t } from "./messages";
import type { ReportParams } from "./report-params";
import { funnelReport, sourceReport, stageTimeReport, timeToHireReport, type ReportScope } from "./report-queries.server";
import { mayReadReports } from "./report-rules";

/**
 * The member whose organisation's reports these are, with the scope asked for: refused (403) unless an owner, admin
 * or recruiter of an organisation; a job of another organisation is refused (403) and an unknown one not found (404).
 */
export async function requireReportScope(actor: MaybeActor, params: ReportParams): Promise<{ actor: Actor & { membership: Membership }; scope: ReportScope; jobTitle: string | null }> {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  const membership = actor.membership;
  if (actor.isAdmin || actor.role !== "employer" || !membership || !mayReadReports(membership)) throw new AppError("forbidden", t.notMember);
  const scope: ReportScope = { organisationId: membership.organisationId, jobId: params.jobId, period: params.period };
  if (params.jobId === null) return { actor: { ...actor, membership }, scope, jobTitle: null };
  const [job] = await db().select({ organisationId: jobs.organisationId, title: jobs.title }).from(jobs).where(eq(jobs.id, params.jobId)).limit(1);
  if (!job) throw new AppError("not_found", jobPage.notFound);
  if (job.organisationId !== membership.organisationId) throw new AppError("forbidden", validation.permissionDenied);
  return { actor: { ...actor, membership }, scope, jobTitle: job.title };
}

/** The job picker's choices: the organisation's jobs, newest first (an organisation has a few hundred at most). */
async function organisationJobs(organisationId: string) {
  const rows = await db()
    .select({ id: jobs.id, title: jobs.title, location: jobs.location, closedAt: jobs.closedAt })
    .from(jobs)
    .where(and(eq(jobs.organisationId, organisationId)))
    .orderBy(desc(jobs.createdAt), desc(jobs.id));
  return rows.map((r) => ({ id: r.id, label: `${r.closedAt ? t.closedJob(r.title) : r.title} – ${r.location}` }));
}

/** The Reports tab: the four reports for the organisation or one of its jobs, over the chosen period. */
export async function getReports({ actor, params }: { actor: MaybeActor; params: ReportParams }) {
  const { scope, jobTitle } = await requireReportScope(actor, params);
  const [organisation] = await db().select({ name: organisations.name }).from(organisations).where(eq(organisations.id, scope.organisationId)).limit(1);
  const [jobChoices, funnel, stageTimes, timeToHire, sources] = await Promise.all([
    organisationJobs(scope.organisationId),
    funnelReport(scope),
    stageTimeReport(scope),
    timeToHireReport(scope),
    sourceReport(scope),
  ]);
  return { params, organisationName: organisation?.name ?? "", jobTitle, jobChoices, funnel, stageTimes, timeToHire, sources };
}

export type ReportsPage = Awaited<ReturnType<typeof getReports>>;
