import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { CITIES } from "~/lib/cities";
import type { MaybeActor } from "~/lib/permissions";
import { cachedCount } from "./count-cache.server";
import { countedInMemory, countKey, filtersBesidesKeyword, idsCondition, knownMatches, openJobsCount, resolvedParts, sampleInMemory, sampleParts, type ResolvedSearch } from "./count-matches.server";
import { allOf } from "./search-parts.server";
import { countsOwnMatches, countTogether, facetQueries, flaggedParts, GROUPED_FILTERS, noConditions, type Counted, type FacetQuery, type GroupedFilter } from "./facet-queries.server";
import { roundEstimate, SAMPLE_SLOTS, sampleOf, sampleSlotsFor } from "./job-sample.server";
import { withCityNames, type JobSearch } from "./search-params";
import type { FacetName, SearchFacets } from "./types";

/** A filter's counts are exact while the jobs they count (the search without that filter) number at most this. */
export const FACETS_EXACT_UP_TO = 10_000;

/** The sample for this site's size (job-sample.server.ts), or null when every count is exact. */
async function sampleSlots(): Promise<number | null> {
  return sampleSlotsFor((await openJobsCount()).value);
}

async function run(query: FacetQuery, source: SQL): Promise<Counted> {
  const result = await db().execute<{ v: unknown }>(sql`select (${query.select(source)}) as v`);
  return query.read(result.rows[0]?.v);
}

/**
 * The counts beside every filter option, for the current search: each filter's options counted with all the other
 * filters applied (so ticking one shows what it would give). One grouped query each for type, specialty and city,
 * one query with a filtered count per option for salary, experience, date posted and distance. A filter that would
 * count more than FACETS_EXACT_UP_TO jobs is estimated from a fixed sample of the jobs (docs/decisions/080). Cached
 * like the match count (count-cache.server.ts). Public, like search.
 */
export async function searchFacets({ search: asked }: { actor: MaybeActor; search: JobSearch }): Promise<SearchFacets> {
  // Places by their cities' own names (a saved "Bangalore" is Bengaluru), as searchJobs reads them.
  const search = withCityNames(asked);
  return cachedCount(`facets:${countKey(search)}`, async () => {
    // Counted in the filter columns held in memory when they can be (count-matches.server.ts, countedInMemory): exact.
    const inMemory = await countedInMemory(search);
    if (!inMemory) return computeFacets(search);
    const counted = withListedCities(inMemory.facets, inMemory.facets.cities, false);
    if (!inMemory.uncounted) return counted;
    // The matches were read within one filter (keywordIdsWithin): its own counts are made as without the copy.
    const own = await computeFacets(search, { only: inMemory.uncounted });
    return { ...counted, [inMemory.uncounted]: own[inMemory.uncounted], estimated: own.estimated };
  });
}

/**
 * Each query's counts: estimated from the sample (the first `slots` of 1024 slots, scaled up and rounded) when the
 * sample says it counts more than `exactUpTo` jobs, exact otherwise. The sample is asked first, in one statement, so
 * the broad filters cost one visit of ~5,000 jobs whatever the site's size. A narrow keyword comes as its matching ids
 * (resolvedParts): the four queries count among them, exactly, in one statement. Otherwise a query whose own filters are
 * not set counts the search's own matches: exactly, as the count read them (knownMatches), when it counted them exactly.
 */
async function countAll(search: JobSearch, slots: number | null, exactUpTo: number, only: number | null): Promise<(Counted & { estimated: boolean })[]> {
  const resolved = await resolvedParts(search);
  const { parts, keywordIds } = resolved;
  const queries = facetQueries(search, parts);
  // `only`: the one query wanted; the others count nothing.
  const wanted = (i: number) => only === null || i === only;
  const nothing = { counts: {}, base: 0, estimated: false };
  // The same queries as the jobs table itself runs them: the filters through jobs_words_tags_idx (tableParts).
  const onTable = facetQueries(search, await resolved.table());
  // Every query keeps the keyword, so countTogether applies it once to the rows it reads and the queries go without it;
  // it tests each other condition once per row too (flaggedParts).
  const flagged = flaggedParts({ ...parts, keyword: null });
  const besidesKeyword = facetQueries(search, flagged.parts, { amongOpen: true });
  // With the keyword's matches known to be few, each query counts at most that many jobs exactly: when the keyword is
  // the only filter, its lookup counted them already.
  if (keywordIds !== null && (slots === null || keywordIds.length <= exactUpTo)) {
    if (resolved.keywordAlone && !filtersBesidesKeyword(parts)) return resolved.keywordAlone.map((counted, i) => (wanted(i) ? { ...counted, estimated: false } : nothing));
    return (await countTogether(besidesKeyword, sql`${jobs}`, parts.keyword, flagged.columns)).map((counted, i) => (wanted(i) ? { ...counted, estimated: false } : nothing));
  }
  // The keyword as its ids (all of them, or the sample's) where known: the sample is then read from its index alone.
  const onSample = slots === null ? null : { slots, ...sampleParts(resolved, slots) };
  // Counted in the filter columns held in memory where they can be (sampleInMemory): the same counts, no statement.
  const inMemory = onSample ? await sampleInMemory(search, resolved, onSample.slots) : null;
  const sampled = inMemory
    ? inMemory.queries
    : onSample
    ? await countTogether(besidesKeyword, sampleOf(onSample.slots, { text: onSample.text }), onSample.parts.keyword, flagged.columns)
    : queries.map(() => null);
  const scale = slots === null ? 1 : SAMPLE_SLOTS / slots;
  const broad = sampled.map((result) => result !== null && result.base * scale > exactUpTo);
  // Counting the search's own matches, the queries need no condition: those rows meet them all.
  const amongMatches = facetQueries(search, noConditions(), { amongOpen: true });
  const ownMatches = (query: FacetQuery, i: number) => wanted(i) && !broad[i] && countsOwnMatches(query, parts);
  // A query is counted exactly on the table when the sample does not show it broad (or was not asked), unless the
  // count's own matches give it. One that the count cannot give starts now, beside the count, instead of after it.
  const onTableExact = queries.map((_, i) => !broad[i] || !sampled[i]);
  const onTableNow = queries.map((query, i) => (wanted(i) && onTableExact[i] && !ownMatches(query, i) ? run(onTable[i]!, sql`${jobs}`) : null));
  // Each is awaited below; until then a failure must not count as unhandled.
  for (const running of onTableNow) running?.catch(() => undefined);
  const fromMatches = await countAmongMatches(search, resolved, amongMatches, ownMatches);
  return Promise.all(
    queries.map(async (query, i) => {
      if (!wanted(i)) return nothing;
      const sample = sampled[i];
      const counted = fromMatches[i];
      if (counted) return { ...counted, estimated: false };
      if (onTableExact[i] || !sample) return { ...(await (onTableNow[i] ?? run(onTable[i]!, sql`${jobs}`))), estimated: false };
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
 * filters being unset) among the search's matches; null for the others, and for all when the search has more matches
 * than the count keeps ids of (then it was not counted exactly). Made by the count's own statement when it read the
 * matches (knownMatches' `own`), else in one statement here.
 */
async function countAmongMatches(
  search: JobSearch,
  resolved: ResolvedSearch,
  queries: FacetQuery[],
  wanted: (query: FacetQuery, i: number) => boolean,
): Promise<(Counted | null)[]> {
  const picked = queries.map(wanted);
  const { ids, own } = picked.some(Boolean) ? await knownMatches(search) : { ids: null, own: undefined };
  if (!ids) return queries.map(() => null);
  if (own && picked.every((yes, i) => !yes || own[i])) return picked.map((yes, i) => (yes ? own[i]! : null));
  // The matches are read again as the count found them (the table's conditions: one scan of jobs_words_tags_idx, then
  // their rows in the table's order), unless the keyword is itself a list of ids. Reading the same few thousand rows by
  // their ids costs a descent of the primary key each, more than the scan.
  const matches = resolved.keywordIds === null ? allOf(await resolved.table()) : idsCondition(ids);
  const counted = await countTogether(queries.filter((_, i) => picked[i]), sql`${jobs}`, matches);
  let next = 0;
  return picked.map((yes) => (yes ? counted[next++]! : null));
}

/**
 * `options` lets tests choose the sample and the exact limit on a small table; `only` counts one filter's options
 * (searchFacets: the filter the copy did not count), the others left empty.
 */
export async function computeFacets(
  search: JobSearch,
  options: { sampleSlots?: number | null; exactUpTo?: number; only?: GroupedFilter } = {},
): Promise<SearchFacets> {
  const slots = options.sampleSlots !== undefined ? options.sampleSlots : await sampleSlots();
  const results = await countAll(search, slots, options.exactUpTo ?? FACETS_EXACT_UP_TO, options.only ? GROUPED_FILTERS.indexOf(options.only) : null);
  const facets: SearchFacets = { types: {}, specialties: {}, cities: {}, salary: {}, experience: {}, posted: {}, radius: {}, estimated: [] };
  let cityGroups: Record<string, number> = {};
  for (const result of results) {
    for (const [facet, values] of Object.entries(result.counts) as [FacetName, Record<string, number>][]) {
      if (facet === "cities") cityGroups = values;
      else facets[facet] = values;
      if (result.estimated) facets.estimated.push(facet);
    }
  }
  return withListedCities(facets, cityGroups, facets.estimated.includes("cities"));
}

/**
 * The facets with the city filter's counts made from the counts by placed city (`placed`). The city filter matches a
 * city's name anywhere in the location ("Mumbai" also finds Navi Mumbai): its count adds up every placed city whose
 * name contains it.
 */
function withListedCities(facets: SearchFacets, placed: Record<string, number>, estimated: boolean): SearchFacets {
  const sums = new Map<string, number>();
  for (const [name, n] of Object.entries(placed)) {
    for (const listed of listedCitiesIn(name)) sums.set(listed, (sums.get(listed) ?? 0) + n);
  }
  const cities: Record<string, number> = {};
  // In the list's order, as the filter panel shows them.
  for (const name of CITIES) {
    const n = sums.get(name);
    if (n) cities[name] = estimated ? roundEstimate(n) : n;
  }
  return { ...facets, cities };
}

/** The listed cities whose name a placed city's name contains, worked out once per placed city's name. */
const listedIn = new Map<string, readonly string[]>();
function listedCitiesIn(placedCity: string): readonly string[] {
  let listed = listedIn.get(placedCity);
  if (listed === undefined) {
    const lower = placedCity.toLowerCase();
    listed = CITIES.filter((name) => lower.includes(name.toLowerCase()));
    // Placed cities are the site's own (city_coordinates and the jobs' cities): a bound keeps a run of odd names from growing it.
    if (listedIn.size >= 10_000) listedIn.clear();
    listedIn.set(placedCity, listed);
  }
  return listed;
}
