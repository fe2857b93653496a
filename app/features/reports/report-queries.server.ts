// The reports' figures, each one aggregate query (docs/decisions/104-reports-and-application-sources.md): rows are
// counted and medians taken in PostgreSQL, so a job with thousands of applicants or an organisation with hundreds of
// jobs sends back a handful of rows. Each query starts from the organisation's jobs (jobs_organisation_created_idx),
// reaches applications by job and date (applications_job_created_idx) or by stage (applications_stage_idx), and
// their moves by application (application_stage_moves_app_idx).
import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { APPLICATION_SOURCES, type ApplicationSource } from "~/lib/application-sources";
import type { ReportPeriod } from "./report-params";

/** Whose figures: one organisation, all its jobs or one of them (already checked to be the organisation's). */
export type ReportScope = { organisationId: string; jobId: number | null; period: ReportPeriod };

export type StageKind = "active" | "hired" | "rejected" | "withdrawn";

/** A stage as the reports show it: one job's stage, or all the organisation's stages of that name and kind. */
export type FunnelRow = { stage: string; kind: StageKind; reached: number; current: number };
export type StageTimeRow = { stage: string; medianSeconds: number; visits: number };
export type HireRow = { jobId: number; jobTitle: string; hires: number; medianSeconds: number };
export type TimeToHire = { hires: number; medianSeconds: number | null; byJob: HireRow[] };
export type SourceRow = { source: ApplicationSource | "unknown"; applicants: number };

/** The scope's jobs, as a subquery. */
function scopedJobs({ organisationId, jobId }: ReportScope): SQL {
  return jobId === null
    ? sql`select id from jobs where organisation_id = ${organisationId}`
    : sql`select id from jobs where organisation_id = ${organisationId} and id = ${jobId}`;
}

const since = (period: ReportPeriod) => sql`now() - make_interval(days => ${period})`;

/** The applicants of the period: applications made to the scope's jobs in its last `period` days. */
function cohort(scope: ReportScope): SQL {
  return sql`select a.id, a.job_id, a.stage_id, a.created_at, a.source from applications a
    where a.job_id in (${scopedJobs(scope)}) and a.created_at >= ${since(scope.period)}`;
}

/** Stages are shown in pipeline order: the active ones by position, then Hired, Rejected and Withdrawn. */
const stageOrder = sql`case kind when 'active' then 0 when 'hired' then 1 when 'rejected' then 2 else 3 end, min(position), name`;

/**
 * Applicants by stage: how many of the period's applicants reached each stage (stood in it at some time: the stage
 * they applied into, every stage a move that stands took them from or to) and how many stand in it now.
 */
export async function funnelReport(scope: ReportScope): Promise<FunnelRow[]> {
  const result = await db().execute<{ stage: string; kind: StageKind; reached: number; current: number }>(sql`
    with apps as (${cohort(scope)}),
    visited as (
      select a.id as app_id, a.stage_id as stage_id from apps a where a.stage_id is not null
      union
      select m.application_id, unnest(array[m.from_stage_id, m.to_stage_id]) from application_stage_moves m join apps a on a.id = m.application_id
        where m.undone_at is null
    ),
    reached as (select stage_id, count(*) as n from visited where stage_id is not null group by stage_id),
    standing as (select stage_id, count(*) as n from apps group by stage_id)
    select s.name as stage, s.kind, coalesce(sum(r.n), 0)::int as reached, coalesce(sum(c.n), 0)::int as current
    from job_stages s
    left join reached r on r.stage_id = s.id
    left join standing c on c.stage_id = s.id
    where s.job_id in (${scopedJobs(scope)})
    group by s.name, s.kind
    order by ${stageOrder}`);
  return result.rows.map((r) => ({ stage: r.stage, kind: r.kind, reached: Number(r.reached), current: Number(r.current) }));
}

/**
 * Median time in each active stage, over the period's applicants' stays that have ended: a stay starts when the
 * applicant applied (into the stage their first standing move took them from) or was moved in, and ends at their next
 * standing move. Undone moves are left out; so are stays still going on (an applicant never moved has none yet).
 * One pass over the moves, numbered and paired with the next one per application.
 */
export async function stageTimeReport(scope: ReportScope): Promise<StageTimeRow[]> {
  const result = await db().execute<{ stage: string; median: number; visits: number }>(sql`
    with apps as (${cohort(scope)}),
    moves as (
      select m.application_id, m.from_stage_id, m.to_stage_id, m.created_at,
        row_number() over w as n, lead(m.created_at) over w as next_at
      from application_stage_moves m join apps a on a.id = m.application_id
      where m.undone_at is null
      window w as (partition by m.application_id order by m.created_at, m.id)
    ),
    stays as (
      select to_stage_id as stage_id, extract(epoch from next_at - created_at) as seconds from moves where next_at is not null
      union all
      -- The first stay: from applying to the first move, in the stage that move took them from.
      select m.from_stage_id, extract(epoch from m.created_at - a.created_at) from moves m join apps a on a.id = m.application_id where m.n = 1
    )
    select s.name as stage, percentile_cont(0.5) within group (order by st.seconds) as median, count(*)::int as visits
    from stays st join job_stages s on s.id = st.stage_id
    where s.kind = 'active'
    group by s.name, s.kind
    order by ${stageOrder}`);
  return result.rows.map((r) => ({ stage: r.stage, medianSeconds: Number(r.median), visits: Number(r.visits) }));
}

/**
 * Time to hire: from applying to the move into the job's Hired stage (the latest one that stands), for the hires
 * made in the period; the median over all of them, and per job.
 */
export async function timeToHireReport(scope: ReportScope): Promise<TimeToHire> {
  const result = await db().execute<{ job_id: number | null; job_title: string | null; hires: number; median: number | null }>(sql`
    with hires as (
      select a.job_id, extract(epoch from h.at - a.created_at) as seconds
      from applications a
      cross join lateral (
        select m.created_at as at from application_stage_moves m
        where m.application_id = a.id and m.undone_at is null and m.to_stage_id = a.stage_id
        order by m.created_at desc, m.id desc limit 1
      ) h
      where a.stage_id in (select id from job_stages where kind = 'hired' and job_id in (${scopedJobs(scope)}))
        and h.at >= ${since(scope.period)}
    )
    select h.job_id, j.title as job_title, count(*)::int as hires, percentile_cont(0.5) within group (order by h.seconds) as median
    from hires h join jobs j on j.id = h.job_id
    group by grouping sets ((h.job_id, j.title), ())
    order by h.job_id nulls first`);
  const [total, ...jobs] = result.rows;
  return {
    hires: Number(total?.hires ?? 0),
    medianSeconds: total?.median == null ? null : Number(total.median),
    byJob: jobs
      .map((r) => ({ jobId: Number(r.job_id), jobTitle: r.job_title ?? "", hires: Number(r.hires), medianSeconds: Number(r.median) }))
      .sort((a, b) => b.hires - a.hires || a.jobTitle.localeCompare(b.jobTitle) || a.jobId - b.jobId),
  };
}

/** The period's applicants by where they came from; every source is listed, unknown (not recorded) last. */
export async function sourceReport(scope: ReportScope): Promise<SourceRow[]> {
  const result = await db().execute<{ source: string | null; n: number }>(sql`
    with apps as (${cohort(scope)})
    select source, count(*)::int as n from apps group by source`);
  const counts = new Map(result.rows.map((r) => [r.source ?? "unknown", Number(r.n)]));
  return [...APPLICATION_SOURCES, "unknown" as const].map((source) => ({ source, applicants: counts.get(source) ?? 0 }));
}
