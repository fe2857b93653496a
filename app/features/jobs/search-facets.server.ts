import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { CITIES } from "~/lib/cities";
import type { MaybeActor } from "~/lib/permissions";
import { cachedCount } from "./count-cache.server";
import { allOf, countKey, openJobsCount, resolvedParts, withinKm, type Dimension, type SearchParts } from "./search-jobs.server";
import { roundEstimate, SAMPLE_SLOTS, sampleOf, sampleSlotsFor } from "./job-sample.server";
import { EXPERIENCE_OPTIONS, LAKH, POSTED_WITHIN, RADIUS_OPTIONS, SALARY_LPA_OPTIONS, searchCity, type JobSearch } from "./search-params";
import type { FacetName, SearchFacets } from "./types";

type Row = { key: string | null; n: number };

/** A filter's counts are exact while the jobs they count (the search without that filter) number at most this. */
export const FACETS_EXACT_UP_TO = 10_000;

/** The sample for this site's size (job-sample.server.ts), or null when every count is exact. */
async function sampleSlots(): Promise<number | null> {
  return sampleSlotsFor((await openJobsCount()).value);
}

/** One counting query of the filter panel: its counts, and how many jobs it counted them among. */
type Counted = { counts: Partial<Record<FacetName, Record<string, number>>>; base: number };
/** `source`: the jobs table, or the sample standing in for it (sampleOf). */
type FacetQuery = { run: (source: SQL) => Promise<Counted> };

/** Counts of one column's values among the jobs matching every filter but `dimension`'s own. */
function groupQuery(parts: SearchParts, facet: FacetName, dimension: Dimension, column: SQL): FacetQuery {
  return {
    run: async (source) => {
      const result = await db().execute<Row>(
        sql`select ${column} as key, count(*)::int as n from ${source} where ${allOf(parts, [dimension])} group by 1`,
      );
      const counts = Object.fromEntries(result.rows.filter((row) => row.key !== null).map((row) => [row.key, row.n]));
      return { counts: { [facet]: counts }, base: result.rows.reduce((sum, row) => sum + row.n, 0) };
    },
  };
}

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
    run: async (source) => {
      const result = await db().execute<Record<string, number>>(
        sql`select count(*)::int as base, ${sql.join(
          options.map((option, i) => sql`count(*) filter (where ${option.where})::int as ${sql.identifier(`o${i}`)}`),
          sql`, `,
        )} from ${source} where ${allOf(parts, ["salary", "experience", "posted", "place"])}`,
      );
      const row = result.rows[0] ?? {};
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
 * sample says it counts more than `exactUpTo` jobs, exact otherwise. The sample is asked first, so a broad filter costs
 * one visit of ~5,000 jobs whatever the site's size. A narrow keyword comes as its matching ids (resolvedParts), so
 * no count matches its words again.
 */
async function countAll(search: JobSearch, slots: number | null, exactUpTo: number): Promise<(Counted & { estimated: boolean })[]> {
  const queries = facetQueries(search, await resolvedParts(search));
  const sampled = slots === null ? queries.map(() => null) : await Promise.all(queries.map((query) => query.run(sampleOf(slots))));
  const scale = slots === null ? 1 : SAMPLE_SLOTS / slots;
  const broad = sampled.map((result) => result !== null && result.base * scale > exactUpTo);
  return Promise.all(
    queries.map(async (_, i) => {
      const sample = sampled[i];
      if (!broad[i] || !sample) return { ...(await queries[i]!.run(sql`${jobs}`)), estimated: false };
      const counts: Counted["counts"] = {};
      for (const [facet, values] of Object.entries(sample.counts) as [FacetName, Record<string, number>][]) {
        counts[facet] = Object.fromEntries(Object.entries(values).filter(([, n]) => n > 0).map(([value, n]) => [value, roundEstimate(n * scale)]));
      }
      return { counts, base: roundEstimate(sample.base * scale), estimated: true };
    }),
  );
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
