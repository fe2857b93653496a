import { and, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { openJob } from "~/db/job-lists.server";
import { CITIES } from "~/lib/cities";
import type { MaybeActor } from "~/lib/permissions";
import { cachedCount } from "./count-cache.server";
import { allOf, countKey, idsCondition, matchingIds, openJobsCount, resolvedParts, sampleParts, withinKm, type Dimension, type ResolvedSearch, type SearchParts } from "./search-jobs.server";
import { filteredColumnsList, roundEstimate, SAMPLE_SLOTS, sampleOf, sampleSlotsFor } from "./job-sample.server";
import { EXPERIENCE_OPTIONS, LAKH, POSTED_WITHIN, RADIUS_OPTIONS, SALARY_LPA_OPTIONS, searchCity, type JobSearch } from "./search-params";
import type { FacetName, SearchFacets } from "./types";
import { jsonValue } from "~/db/json-value.server";

/** A filter's counts are exact while the jobs they count (the search without that filter) number at most this. */
export const FACETS_EXACT_UP_TO = 10_000;

/** The sample for this site's size (job-sample.server.ts), or null when every count is exact. */
async function sampleSlots(): Promise<number | null> {
  return sampleSlotsFor((await openJobsCount()).value);
}

/** One counting query of the filter panel: its counts, and how many jobs it counted them among. */
type Counted = { counts: Partial<Record<FacetName, Record<string, number>>>; base: number };
/**
 * `select`: the query as one JSON value, over `source` (the jobs table, the sample standing in for it — sampleOf — or
 * the keyword's matches); `read` turns that value into counts.
 */
type FacetQuery = {
  select: (source: SQL) => SQL;
  read: (value: unknown) => Counted;
  /** The filters the query leaves out (its own): it counts the search's own matches when none of them is set. */
  excludes: Dimension[];
};

async function run(query: FacetQuery, source: SQL): Promise<Counted> {
  const result = await db().execute<{ v: unknown }>(sql`select (${query.select(source)}) as v`);
  return query.read(result.rows[0]?.v);
}

/** Counts of one column's values among the jobs matching every filter but `dimension`'s own. */
function groupQuery(parts: SearchParts, facet: FacetName, dimension: Dimension, column: SQL): FacetQuery {
  const excludes = [dimension];
  return {
    excludes,
    select: (source) =>
      sql`select coalesce(json_agg(json_build_array(g.key, g.n)), '[]') from (select ${column} as key, count(*)::int as n from ${source} where ${allOf(parts, excludes)} group by 1) as g`,
    read: (value) => {
      const rows = jsonValue<[string | null, number][]>(value);
      const counts = Object.fromEntries(rows.filter(([key]) => key !== null));
      return { counts: { [facet]: counts }, base: rows.reduce((sum, [, n]) => sum + n, 0) };
    },
  };
}

/** The filters whose options optionsQuery counts: its rows match every other filter. */
const OPTION_DIMENSIONS: Dimension[] = ["salary", "experience", "posted", "place"];

/** One query with a filtered count per option of the salary, experience, date posted and distance filters. */
function optionsQuery(search: JobSearch, parts: SearchParts): FacetQuery {
  const city = searchCity(search);
  const options: { facet: FacetName; value: string; where: SQL }[] = [
    ...SALARY_LPA_OPTIONS.map((lpa) => ({ facet: "salary" as const, value: String(lpa), where: sql`${allOf(parts, ["salary"])} and ${jobs.salaryYear} >= ${lpa * LAKH}` })),
    ...EXPERIENCE_OPTIONS.map((years) => ({
      facet: "experience" as const,
      value: String(years),
      where: sql`${allOf(parts, ["experience"])} and (${jobs.experienceMin} is null or ${jobs.experienceMin} <= ${years}) and (${jobs.experienceMax} is null or ${jobs.experienceMax} >= ${years})`,
    })),
    ...POSTED_WITHIN.map((days) => ({ facet: "posted" as const, value: String(days), where: sql`${allOf(parts, ["posted"])} and ${jobs.postedDate} >= now() - make_interval(days => ${days})` })),
    ...(city
      ? RADIUS_OPTIONS.map((km) => ({
          facet: "radius" as const,
          value: String(km),
          where: sql`${allOf(parts, ["place"])} and (lower(${jobs.location}) like lower(${`%${city}%`}) or ${withinKm(city, km)})`,
        }))
      : []),
  ];
  const facets = [...new Set(options.map((option) => option.facet))];
  return {
    excludes: OPTION_DIMENSIONS,
    select: (source) =>
      sql`select row_to_json(r) from (select count(*)::int as base, ${sql.join(
        options.map((option, i) => sql`count(*) filter (where ${option.where})::int as ${sql.identifier(`o${i}`)}`),
        sql`, `,
      )} from ${source} where ${allOf(parts, OPTION_DIMENSIONS)}) as r`,
    read: (value) => {
      const row = jsonValue<Record<string, number> | null>(value) ?? {};
      const counts: Counted["counts"] = Object.fromEntries(facets.map((facet) => [facet, {}]));
      options.forEach((option, i) => {
        counts[option.facet]![option.value] = Number(row[`o${i}`] ?? 0);
      });
      return { counts, base: Number(row.base ?? 0) };
    },
  };
}

/**
 * The counts beside every filter option, for the current search: each filter's options counted with all the other
 * filters applied (so ticking one shows what it would give). One grouped query each for type, specialty and city,
 * one query with a filtered count per option for salary, experience, date posted and distance. A filter that would
 * count more than FACETS_EXACT_UP_TO jobs is estimated from a fixed sample of the jobs (docs/decisions/080). Cached
 * like the match count (count-cache.server.ts). Public, like search.
 */
export async function searchFacets({ search }: { actor: MaybeActor; search: JobSearch }): Promise<SearchFacets> {
  return cachedCount(`facets:${countKey(search)}`, () => computeFacets(search));
}

/** The four counting queries of the filter panel, over the jobs matching `parts` (one condition per filter). */
function facetQueries(search: JobSearch, parts: SearchParts): FacetQuery[] {
  return [
    groupQuery(parts, "types", "types", sql`${jobs.type}`),
    groupQuery(parts, "specialties", "specialties", sql`${jobs.specialty}`),
    groupQuery(parts, "cities", "cities", sql`${jobs.city}`),
    optionsQuery(search, parts),
  ];
}

/**
 * Each query's counts: estimated from the sample (the first `slots` of 1024 slots, scaled up and rounded) when the
 * sample says it counts more than `exactUpTo` jobs, exact otherwise. The sample is asked first, in one statement, so
 * the broad filters cost one visit of ~5,000 jobs whatever the site's size. A narrow keyword comes as its matching ids
 * (resolvedParts): the four queries count among them, exactly, in one statement. Otherwise a query whose own filters are
 * not set counts the search's own matches: exactly, among their ids from the count (matchingIds), when it has them.
 */
async function countAll(search: JobSearch, slots: number | null, exactUpTo: number): Promise<(Counted & { estimated: boolean })[]> {
  const resolved = await resolvedParts(search);
  const { parts, keywordIds } = resolved;
  const queries = facetQueries(search, parts);
  // The same queries as the jobs table itself runs them: the filters through jobs_words_tags_idx (tableParts).
  const onTable = facetQueries(search, await resolved.table());
  // Every query keeps the keyword, so countTogether applies it once to the rows it reads and the queries go without it.
  const besidesKeyword = facetQueries(search, { ...parts, keyword: null });
  // With the keyword's matches known to be few, each query counts at most that many jobs exactly.
  if (keywordIds !== null && (slots === null || keywordIds.length <= exactUpTo)) {
    return (await countTogether(besidesKeyword, sql`${jobs}`, parts.keyword)).map((counted) => ({ ...counted, estimated: false }));
  }
  // The keyword as its ids (all of them, or the sample's) where known: the sample is then read from its index alone.
  const onSample = slots === null ? null : { slots, ...sampleParts(resolved, slots) };
  const sampled = onSample
    ? await countTogether(besidesKeyword, sampleOf(onSample.slots, { text: onSample.text }), onSample.parts.keyword)
    : queries.map(() => null);
  const scale = slots === null ? 1 : SAMPLE_SLOTS / slots;
  const broad = sampled.map((result) => result !== null && result.base * scale > exactUpTo);
  const fromMatches = await countAmongMatches(search, resolved, besidesKeyword, (query, i) => !broad[i] && query.excludes.every((dimension) => parts[dimension] === null));
  return Promise.all(
    queries.map(async (query, i) => {
      const sample = sampled[i];
      const counted = fromMatches[i];
      if (counted) return { ...counted, estimated: false };
      if (!broad[i] || !sample) return { ...(await run(onTable[i]!, sql`${jobs}`)), estimated: false };
      const counts: Counted["counts"] = {};
      for (const [facet, values] of Object.entries(sample.counts) as [FacetName, Record<string, number>][]) {
        counts[facet] = Object.fromEntries(Object.entries(values).filter(([, n]) => n > 0).map(([value, n]) => [value, roundEstimate(n * scale)]));
      }
      return { counts, base: roundEstimate(sample.base * scale), estimated: true };
    }),
  );
}

/**
 * The counts of the queries `wanted` picks (made without the keyword; each counts the search's own matches, its own
 * filters being unset) among the search's matches, in one statement; null for the others, and for all when the search
 * has more matches than the count keeps ids of (then it was not counted exactly).
 */
async function countAmongMatches(
  search: JobSearch,
  resolved: ResolvedSearch,
  queries: FacetQuery[],
  wanted: (query: FacetQuery, i: number) => boolean,
): Promise<(Counted | null)[]> {
  const picked = queries.map(wanted);
  const ids = picked.some(Boolean) ? await matchingIds(search) : null;
  if (!ids) return queries.map(() => null);
  // The matches are read again as the count found them (the table's conditions: one scan of jobs_words_tags_idx, then
  // their rows in the table's order), unless the keyword is itself a list of ids. Reading the same few thousand rows by
  // their ids costs a descent of the primary key each: at 1,000,000 jobs 36 ms for 8,680 matches, against 22 ms.
  const matches = resolved.keywordIds === null ? allOf(await resolved.table()) : idsCondition(ids);
  const counted = await countTogether(queries.filter((_, i) => picked[i]), sql`${jobs}`, matches);
  let next = 0;
  return picked.map((yes) => (yes ? counted[next++]! : null));
}

/**
 * Every query (made without the keyword) in one statement, over the open jobs of `from` matching the keyword: those
 * rows are read once into a CTE standing in for the table — the keyword's matches by primary key, or the sample's
 * rows — where four queries would each read them again. The CTE keeps FILTERED_COLUMNS only (not the texts).
 */
async function countTogether(queries: FacetQuery[], from: SQL, keyword: SQL | null): Promise<Counted[]> {
  const source = sql`matched as ${jobs}`;
  const columns = filteredColumnsList();
  const result = await db().execute<Record<string, unknown>>(sql`
    with matched as materialized (select ${columns} from ${from} where ${keyword ? and(openJob, keyword) : openJob})
    select ${sql.join(queries.map((query, i) => sql`(${query.select(source)}) as ${sql.identifier(`q${i}`)}`), sql`, `)}`);
  const row = result.rows[0] ?? {};
  return queries.map((query, i) => query.read(row[`q${i}`]));
}

/** `options` lets tests choose the sample and the exact limit on a small table. */
export async function computeFacets(search: JobSearch, options: { sampleSlots?: number | null; exactUpTo?: number } = {}): Promise<SearchFacets> {
  const slots = options.sampleSlots !== undefined ? options.sampleSlots : await sampleSlots();
  const results = await countAll(search, slots, options.exactUpTo ?? FACETS_EXACT_UP_TO);
  const facets: SearchFacets = { types: {}, specialties: {}, cities: {}, salary: {}, experience: {}, posted: {}, radius: {}, estimated: [] };
  let cityGroups: Record<string, number> = {};
  for (const result of results) {
    for (const [facet, values] of Object.entries(result.counts) as [FacetName, Record<string, number>][]) {
      if (facet === "cities") cityGroups = values;
      else facets[facet] = values;
      if (result.estimated) facets.estimated.push(facet);
    }
  }
  // The city filter matches a city's name anywhere in the location ("Mumbai" also finds Navi Mumbai): its count adds
  // up every placed city whose name contains it.
  const placed = Object.entries(cityGroups).map(([name, n]) => [name.toLowerCase(), n] as const);
  const estimated = facets.estimated.includes("cities");
  for (const name of CITIES) {
    const needle = name.toLowerCase();
    const n = placed.reduce((sum, [other, count]) => (other.includes(needle) ? sum + count : sum), 0);
    if (n) facets.cities[name] = estimated ? roundEstimate(n) : n;
  }
  return facets;
}
