// GET /api/v1/organisation/jobs: the key's organisation's own jobs — open, closed or all — newest first, a page at a
// time, as the member sees them on the Job Listings tab (jobsVisibleTo: every job of the organisation, or for hiring
// managers and interviewers the jobs whose team they are on). One query a page.
import { and, desc, eq, lt, not } from "drizzle-orm";
import type * as z from "zod";
import { db } from "~/db/client.server";
import { openJob, posterOfJob } from "~/db/job-lists.server";
import { jobsVisibleTo } from "~/db/organisations.server";
import { jobs, organisations, profiles } from "~/db/schema";
import { jobColumns, type JobDetail } from "~/features/jobs/get-job.server";
import type { Actor } from "~/lib/permissions";
import { jobResource } from "./jobs";
import { apiProblems as t } from "./messages";
import { invalidParameters } from "./problem";
import { parseStrictQuery } from "./query";
import { OrganisationJobsQuerySchema, type OrganisationJobListSchema } from "./schema";

const DEFAULT_LIMIT = 50;

function encodeCursor(id: number): string {
  return Buffer.from(JSON.stringify({ v: 1, before: id })).toString("base64url");
}

function decodeCursor(cursor: string): number {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { v?: unknown; before?: unknown };
    if (value.v === 1 && Number.isInteger(value.before) && (value.before as number) >= 1) return value.before as number;
  } catch {
    // fall through: not a cursor of ours
  }
  throw invalidParameters([{ name: "cursor", reason: t.badCursor }]);
}

const parseQuery = (params: URLSearchParams) => parseStrictQuery(OrganisationJobsQuerySchema, params);

export async function listOrganisationJobs(actor: Actor, params: URLSearchParams, origin: string): Promise<z.infer<typeof OrganisationJobListSchema>> {
  const query = parseQuery(params);
  const before = query.cursor ? decodeCursor(query.cursor) : null;
  const limit = query.limit ?? DEFAULT_LIMIT;
  const status = query.status ?? "open";
  const organisationId = actor.membership?.organisationId;
  if (!organisationId) return { data: [], next_cursor: null };
  const rows = await db()
    .select(jobColumns)
    .from(jobs)
    .leftJoin(organisations, posterOfJob)
    .leftJoin(profiles, eq(profiles.id, jobs.userId))
    .where(
      and(
        eq(jobs.organisationId, organisationId),
        jobsVisibleTo(actor),
        status === "open" ? openJob : status === "closed" ? not(openJob) : undefined,
        before ? lt(jobs.id, before) : undefined,
      ),
    )
    .orderBy(desc(jobs.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  return {
    data: page.map((row) => jobResource(row as JobDetail, origin)),
    next_cursor: rows.length > limit ? encodeCursor(page[page.length - 1]!.id) : null,
  };
}
