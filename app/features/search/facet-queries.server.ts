import { and, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { jsonValue } from "~/db/json-value.server";
import { openJob } from "~/db/job-lists.server";
import { filteredColumnsList } from "./job-sample.server";
import { allOf, distanceKm, type Dimension, type SearchParts } from "./search-parts.server";
import { EXPERIENCE_OPTIONS, LAKH, POSTED_WITHIN, RADIUS_OPTIONS, SALARY_LPA_OPTIONS, searchCity, type JobSearch } from "./search-params";
import type { FacetName } from "./types";

// The counting queries of the /jobs filter panel (search-facets.server.ts decides where each one counts): built from a
// search's conditions, each as one JSON value over a source standing in for the jobs table.

/** One counting query of the filter panel: its counts, and how many jobs it counted them among. */
export type Counted = { counts: Partial<Record<FacetName, Record<string, number>>>; base: number };
/**
 * `select`: the query as one JSON value, over `source` (the jobs table, the sample standing in for it — sampleOf — or
 * the keyword's matches); `read` turns that value into counts.
 */
export type FacetQuery = {
  select: (source: SQL) => SQL;
  read: (value: unknown) => Counted;
  /** The filters the query leaves out (its own): it counts the search's own matches when none of them is set. */
  excludes: Dimension[];
};

/** Counts of one column's values among the jobs matching every filter but `dimension`'s own. */
function groupQuery(parts: SearchParts, facet: FacetName, dimension: Dimension, column: SQL, open: boolean): FacetQuery {
  const excludes = [dimension];
  return {
    excludes,
    select: (source) =>
      sql`select coalesce(json_agg(json_build_array(g.key, g.n)), '[]') from (select ${column} as key, count(*)::int as n from ${source} where ${allOf(parts, excludes, { open })} group by 1) as g`,
    read: (value) => {
      const rows = jsonValue<[string | null, number][]>(value);
      const counts = Object.fromEntries(rows.filter(([key]) => key !== null));
      return { counts: { [facet]: counts }, base: rows.reduce((sum, [, n]) => sum + n, 0) };
    },
  };
}

/**
 * The filters counted by grouping one column (groupQuery), in facetQueries' order: the first three queries count these,
 * the fourth the options.
 */
export const GROUPED_FILTERS = ["types", "specialties", "cities"] as const;
export type GroupedFilter = (typeof GROUPED_FILTERS)[number];

/** The column each grouped filter's options are counted by (the placed city for the cities). */
const GROUPED_COLUMN: Record<GroupedFilter, SQL> = { types: sql`${jobs.type}`, specialties: sql`${jobs.specialty}`, cities: sql`${jobs.city}` };

/** The filters whose options optionsQuery counts: its rows match every other filter. */
const OPTION_DIMENSIONS: Dimension[] = ["salary", "experience", "posted", "place"];

/**
 * The options optionsQuery counts, each as a condition on the columns of the rows it counts (`where`), and those columns
 * as a select list of the table (`columns`): the option filters' values, each set option condition of `parts` as a
 * flag, and with a city the distance to it.
 */
function optionParts(search: JobSearch, parts: SearchParts): { options: { facet: FacetName; value: string; where: SQL }[]; columns: SQL[] } {
  const city = searchCity(search);
  const set = OPTION_DIMENSIONS.filter((dimension) => parts[dimension] !== null);
  const flag = (dimension: Dimension) => sql.identifier(`f_${dimension}`);
  const others = (dimension: Dimension): SQL => {
    const flags = set.filter((other) => other !== dimension).map((other) => sql`${flag(other)}`);
    return flags.length ? and(...flags)! : sql`true`;
  };
  const options: { facet: FacetName; value: string; where: SQL }[] = [
    ...SALARY_LPA_OPTIONS.map((lpa) => ({ facet: "salary" as const, value: String(lpa), where: sql`${others("salary")} and ${jobs.salaryYear} >= ${lpa * LAKH}` })),
    ...EXPERIENCE_OPTIONS.map((years) => ({
      facet: "experience" as const,
      value: String(years),
      where: sql`${others("experience")} and (${jobs.experienceMin} is null or ${jobs.experienceMin} <= ${years}) and (${jobs.experienceMax} is null or ${jobs.experienceMax} >= ${years})`,
    })),
    // The time each date option compares with is a subquery, computed once per statement: written plainly, it was
    // computed again for every row and option (subtracting days from a timestamp reads the time zone's rules).
    ...POSTED_WITHIN.map((days) => ({ facet: "posted" as const, value: String(days), where: sql`${others("posted")} and ${jobs.postedDate} >= (select now() - make_interval(days => ${days}))` })),
    ...(city ? RADIUS_OPTIONS.map((km) => ({ facet: "radius" as const, value: String(km), where: sql`${others("place")} and (f_in_city or f_km <= ${km})` })) : []),
  ];
  const columns = [
    sql`${jobs.salaryYear}`,
    sql`${jobs.experienceMin}`,
    sql`${jobs.experienceMax}`,
    sql`${jobs.postedDate}`,
    ...set.map((dimension) => sql`(${parts[dimension]!}) as ${flag(dimension)}`),
    // A job is within the distance exactly when its city's distance is at most that (withinKm's latitude band only
    // narrows an index scan down); a job with no placed city has none, and only its location text can match.
    ...(city ? [sql`lower(${jobs.location}) like lower(${`%${city}%`}) as f_in_city`, sql`${distanceKm(city)} as f_km`] : []),
  ];
  return { options, columns };
}

/** The options' counts by facet, the i-th option's count being `count(i)`. */
function optionCounts(options: readonly { facet: FacetName; value: string }[], count: (i: number) => number): Counted["counts"] {
  const counts: Counted["counts"] = {};
  options.forEach((option, i) => {
    (counts[option.facet] ??= {})[option.value] = count(i);
  });
  return counts;
}

/** The option counts as `count(*) filter (…)` columns o0, o1… of a select list. */
function optionSelects(options: readonly { where: SQL }[]): SQL {
  return sql.join(
    options.map((option, i) => sql`count(*) filter (where ${option.where})::int as ${sql.identifier(`o${i}`)}`),
    sql`, `,
  );
}

/**
 * One query with a filtered count per option of the salary, experience, date posted and distance filters. Its rows
 * match every other filter; an option counts those that also meet the set conditions of the other three of these
 * filters. Each such condition is tested once per row, as a column of a subquery (f_salary, f_place…), and the distance
 * to the search's city is computed once per row for all the distance options: written into every option's count, the
 * place condition (a LIKE and the distance) ran fourteen times per row.
 */
function optionsQuery(search: JobSearch, parts: SearchParts, open: boolean): FacetQuery {
  const { options, columns } = optionParts(search, parts);
  return {
    excludes: OPTION_DIMENSIONS,
    // OFFSET 0 keeps the subquery from being merged into the counts, which would write its conditions into each again.
    select: (source) =>
      sql`select row_to_json(r) from (select count(*)::int as base, ${optionSelects(options)} from (select ${sql.join(columns, sql`, `)} from ${source} where ${allOf(parts, OPTION_DIMENSIONS, { open })} offset 0) as ${jobs}) as r`,
    read: (value) => {
      const row = jsonValue<Record<string, number> | null>(value) ?? {};
      return { counts: optionCounts(options, (i) => Number(row[`o${i}`] ?? 0)), base: Number(row.base ?? 0) };
    },
  };
}

/**
 * The four counting queries of the filter panel, over the jobs matching `parts` (one condition per filter).
 * `amongOpen`: the queries count rows that are all open jobs (a `matched` set of countTogether or matchesWithCounts,
 * read with the open-job condition), so they leave that condition out (allOf's `open`).
 */
export function facetQueries(search: JobSearch, parts: SearchParts, { amongOpen = false }: { amongOpen?: boolean } = {}): FacetQuery[] {
  const open = !amongOpen;
  return [
    ...GROUPED_FILTERS.map((filter) => groupQuery(parts, filter, filter, GROUPED_COLUMN[filter], open)),
    optionsQuery(search, parts, open),
  ];
}

/**
 * Every query (made without the keyword) in one statement, over the open jobs of `from` matching the keyword: those
 * rows are read once into a CTE standing in for the table — the keyword's matches by primary key, or the sample's
 * rows — where four queries would each read them again. The CTE keeps FILTERED_COLUMNS only (not the texts), and the
 * `flags` columns (flaggedParts). Its rows are open jobs: the queries are made with facetQueries' `amongOpen`.
 */
export async function countTogether(queries: FacetQuery[], from: SQL, keyword: SQL | null, flags: readonly SQL[] = []): Promise<Counted[]> {
  const columns = sql.join([filteredColumnsList(), ...flags], sql`, `);
  const result = await db().execute<Record<string, unknown>>(sql`
    with matched as materialized (select ${columns} from ${from} where ${keyword ? and(openJob, keyword) : openJob})
    select ${facetSelects(queries, matchedSource())}`);
  return readFacets(queries, result.rows[0] ?? {});
}

/**
 * Each set condition of `parts` tested once per row, for countTogether: `columns` make each one a boolean column of its
 * rows (f_place, f_types…), and `parts` refer to those columns. Written into the queries, a condition was tested once
 * per query and per counted option: a place with a radius (a LIKE and a distance) four times and more per row.
 */
export function flaggedParts(parts: SearchParts): { parts: SearchParts; columns: SQL[] } {
  const flagged: SearchParts = { ...parts };
  const columns: SQL[] = [];
  for (const [dimension, condition] of Object.entries(parts) as [Dimension, SQL | null][]) {
    if (condition === null) continue;
    const name = sql.identifier(`f_${dimension}`);
    columns.push(sql`(${condition}) as ${name}`);
    flagged[dimension] = sql`${jobs}.${name}`;
  }
  return { parts: flagged, columns };
}

/**
 * The first `limit` jobs matching `where` (a condition of the jobs table, open jobs included) read once: their ids, and
 * the counts of `queries` over them, made in the same statement (the rows, with FILTERED_COLUMNS, in a CTE standing in
 * for the table). With no queries only the ids are read. The counts are of every row read: the caller drops them when
 * more than it wanted came back. The queries are made with facetQueries' `amongOpen` (`where` keeps open jobs only).
 * `ordered`: the ids are in the results order, as they are when at most `orderUpTo` rows were read.
 */
export async function matchesWithCounts(
  where: SQL,
  limit: number,
  queries: readonly FacetQuery[],
  { orderUpTo = 0 }: { orderUpTo?: number } = {},
): Promise<{ ids: number[]; counts: Counted[]; ordered: boolean }> {
  const counts = queries.length ? sql`, ${facetSelects(queries, matchedSource())}` : sql``;
  const anyOrder = sql`(select coalesce(json_agg(matched.id), '[]') from matched)`;
  if (orderUpTo <= 0) {
    // No order asked: the ids as read, and only the columns the queries need.
    const result = await db().execute<Record<string, unknown>>(sql`
      with matched as materialized (select ${queries.length ? filteredColumnsList() : jobs.id} from ${jobs} where ${where} limit ${limit})
      select ${anyOrder} as ids${counts}`);
    const row = result.rows[0] ?? {};
    return { ids: jsonValue<number[]>(row.ids), counts: readFacets(queries, row), ordered: false };
  }
  const columns = queries.length ? sql`${filteredColumnsList()}, ${jobs.featured}` : sql`${jobs.id}, ${jobs.featured}, ${jobs.postedDate}`;
  // Up to `orderUpTo` rows, the ids come in the results order (featured, newest posted, id; resultsOrder), so that a
  // page of them needs no sort of every match by the table's rows: only the other branch's subquery is run.
  const result = await db().execute<Record<string, unknown>>(sql`
    with matched as materialized (select ${columns} from ${jobs} where ${where} limit ${limit})
    select case when (select count(*) from matched) <= ${orderUpTo}
             then (select coalesce(json_agg(matched.id order by matched.featured desc, matched.posted_date desc, matched.id desc), '[]') from matched)
             else ${anyOrder} end as ids,
           (select count(*) <= ${orderUpTo} from matched) as ordered${counts}`);
  const row = result.rows[0] ?? {};
  return { ids: jsonValue<number[]>(row.ids), counts: readFacets(queries, row), ordered: row.ordered === true };
}

/** A CTE named `matched` holding FILTERED_COLUMNS of some jobs, under the table's name for the queries' conditions. */
function matchedSource(): SQL {
  return sql`matched as ${jobs}`;
}

/** The queries over `source` as the columns q0, q1… of one select list. */
function facetSelects(queries: readonly FacetQuery[], source: SQL): SQL {
  return sql.join(queries.map((query, i) => sql`(${query.select(source)}) as ${sql.identifier(`q${i}`)}`), sql`, `);
}

/** The queries' counts from a row with the columns of facetSelects. */
function readFacets(queries: readonly FacetQuery[], row: Record<string, unknown>): Counted[] {
  return queries.map((query, i) => query.read(row[`q${i}`]));
}

/**
 * No condition but open jobs: the parts to make facetQueries with for counting over the search's own matches, which
 * meet every condition already (testing them again on every row, once per option, was most of the counting's cost).
 */
export function noConditions(): SearchParts {
  return { keyword: null, place: null, types: null, specialties: null, cities: null, salary: null, experience: null, posted: null };
}

/** Whether a query (of facetQueries over a search's `parts`) counts the search's own matches: none of its filters is set. */
export function countsOwnMatches(query: FacetQuery, parts: SearchParts): boolean {
  return query.excludes.every((dimension) => parts[dimension] === null);
}
