import { and, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { JOBS_PAGE_SIZE } from "~/lib/constants";
import type { MaybeActor } from "~/lib/permissions";
import { cachedCount } from "./count-cache.server";
import {cardColumns, containsPattern, resultsOrder, toJobCard } from "./job-queries.server";
import { isEmptySearch, type JobSearch } from "./search-params";
import type { JobSearchResult, MatchCount } from "./types";
import { openJob } from "~/db/job-lists.server";

/** Filtered counts stop here ("10,000+ doctor jobs found"): a count never visits more rows than this. */
export const JOBS_COUNT_CAP = 10_000;

/** `column` contains `text`, case-insensitively: lower(column) LIKE lower('%text%'), as ILIKE does it in UTF-8. */
function contains(column: SQLWrapper, text: string, lowered = false): SQL {
  const haystack = lowered ? sql`${column}` : sql`lower(${column})`;
  return sql`${haystack} like lower(${containsPattern(text)})`;
}

/**
 * The spec's matching rules (section 5) as one WHERE clause over open jobs:
 * - keyword: case-insensitive substring of title, company or description;
 * - location (search bar): case-insensitive substring of the job location;
 * - types: the job type is one of them;
 * - specialties: the job's specialty is one of them, exactly. The spec's rule (a substring of the title or
 *   description) found Neurology jobs for "Urology" and any "patient" for "ENT"; every job is posted under one
 *   specialty of the one list, so the stored value is what decides (docs/decisions/004-jobs-search.md);
 * - cities: any of them is a case-insensitive substring of the job location.
 * "Case-insensitive substring" is lower(x) LIKE lower('%text%') — exactly what ILIKE does in a UTF-8 database — on
 * the lowercased columns the pg_trgm index jobs_text_trgm_idx covers; the description is lowercased once, on write.
 */
export function searchCondition(search: Omit<JobSearch, "page">): SQL {
  const conditions: SQL[] = [openJob];
  if (search.keyword) {
    const k = search.keyword;
    conditions.push(or(contains(jobs.title, k), contains(jobs.company, k), contains(jobs.descriptionLc, k, true))!);
  }
  if (search.location) conditions.push(contains(jobs.location, search.location));
  if (search.types.length) conditions.push(inArray(jobs.type, search.types));
  if (search.specialties.length) conditions.push(inArray(jobs.specialty, search.specialties));
  if (search.cities.length) conditions.push(or(...search.cities.map((c) => contains(jobs.location, c)))!);
  return and(...conditions)!;
}

/** The cache key of a filter set (page excluded: every page of a search shares one count). */
export function countKey(search: JobSearch): string {
  return JSON.stringify([search.keyword.toLowerCase(), search.location.toLowerCase(), search.specialties, search.types, search.cities]);
}

async function countMatches(search: JobSearch, where: SQL): Promise<MatchCount> {
  if (isEmptySearch(search)) {
    // One key for the whole site, refreshed in the background at most once per TTL per process, and two
    // index-only scans of jobs_open_valid_through_idx (partial: jobs not closed by hand): an exact count is affordable.
    const result = await db().execute<{ n: number }>(sql`
      select ((select count(*) from ${jobs} where ${jobs.closedAt} is null and ${jobs.validThrough} is null)
            + (select count(*) from ${jobs} where ${jobs.closedAt} is null and ${jobs.validThrough} > now()))::int as n`);
    return { value: result.rows[0]?.n ?? 0, exact: true };
  }
  const result = await db().execute<{ n: number }>(
    sql`select count(*)::int as n from (select 1 from ${jobs} where ${where} limit ${JOBS_COUNT_CAP + 1}) as matches`,
  );
  const n = result.rows[0]?.n ?? 0;
  return n > JOBS_COUNT_CAP ? { value: JOBS_COUNT_CAP, exact: false } : { value: n, exact: true };
}

/**
 * Up to this many matches a search is "sparse": the page query collects every match through the trigram index and
 * sorts them, instead of walking jobs_order_idx until 21 matches turn up (which, for a rare term, reads most of
 * the table). Above it, matches are dense enough that walking the order index finds a page within a few hundred rows.
 */
export const SPARSE_MATCHES = 2_000;

/**
 * Results order with the index order hidden from the planner (featured as an integer matches no index prefix, so
 * not even an incremental sort over jobs_order_idx is possible): it filters through the trigram index, then sorts.
 */
const sortAfterFilter: SQL[] = [sql`${jobs.featured}::int desc`, sql`${jobs.postedDate} desc`, sql`${jobs.id} desc`];

/**
 * One page of open jobs matching the search, in results order, with the number of matches.
 * The count comes first (usually from the count cache): no match means no page query, and few matches pick the
 * filter-then-sort plan. Public: any visitor may search, so the actor is not consulted.
 */
export async function searchJobs({ search }: { actor: MaybeActor; search: JobSearch }): Promise<JobSearchResult> {
  const where = searchCondition(search);
  const offset = (search.page - 1) * JOBS_PAGE_SIZE;
  const total = await cachedCount(countKey(search), () => countMatches(search, where));
  const beyondEnd = total.value === 0 || (total.exact && offset >= total.value);
  const rows = beyondEnd
    ? []
    : await db()
        .select(cardColumns)
        .from(jobs)
        .where(where)
        .orderBy(...(total.exact && total.value <= SPARSE_MATCHES ? sortAfterFilter : resultsOrder))
        .limit(JOBS_PAGE_SIZE + 1)
        .offset(offset);
  const now = new Date();
  return {
    jobs: rows.slice(0, JOBS_PAGE_SIZE).map((row) => toJobCard(row, now)),
    total,
    page: search.page,
    pageSize: JOBS_PAGE_SIZE,
    hasNextPage: rows.length > JOBS_PAGE_SIZE,
  };
}
