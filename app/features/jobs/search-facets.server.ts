import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { CITIES } from "~/lib/cities";
import type { MaybeActor } from "~/lib/permissions";
import { cachedCount } from "./count-cache.server";
import { allOf, countKey, searchParts, withinKm, type Dimension } from "./search-jobs.server";
import { EXPERIENCE_OPTIONS, LAKH, POSTED_WITHIN, RADIUS_OPTIONS, SALARY_LPA_OPTIONS, searchCity, type JobSearch } from "./search-params";
import type { SearchFacets } from "./types";

type Row = { key: string | null; n: number };

/** Counts of one column's values among the jobs matching every filter but `dimension`'s own. */
async function groupCounts(search: JobSearch, dimension: Dimension, column: SQL): Promise<Record<string, number>> {
  const result = await db().execute<Row>(
    sql`select ${column} as key, count(*)::int as n from ${jobs} where ${allOf(searchParts(search), [dimension])} group by 1`,
  );
  return Object.fromEntries(result.rows.filter((row) => row.key !== null).map((row) => [row.key, row.n]));
}

/**
 * The counts beside every filter option, for the current search: each filter's options counted with all the other
 * filters applied (so ticking one shows what it would give). One grouped query each for type, specialty and city,
 * one query with a filtered count per option for salary, experience, date posted and distance. Cached like the
 * match count (count-cache.server.ts). Public, like search.
 */
export async function searchFacets({ search }: { actor: MaybeActor; search: JobSearch }): Promise<SearchFacets> {
  return cachedCount(`facets:${countKey(search)}`, () => computeFacets(search));
}

async function computeFacets(search: JobSearch): Promise<SearchFacets> {
  const parts = searchParts(search);
  const city = searchCity(search);
  const options: { facet: keyof SearchFacets; value: string; where: SQL }[] = [
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
  const [types, specialties, cityGroups, scalar] = await Promise.all([
    groupCounts(search, "types", sql`${jobs.type}`),
    groupCounts(search, "specialties", sql`${jobs.specialty}`),
    groupCounts(search, "cities", sql`${jobs.city}`),
    db().execute<Record<string, number>>(
      sql`select ${sql.join(
        options.map((option, i) => sql`count(*) filter (where ${option.where})::int as ${sql.identifier(`o${i}`)}`),
        sql`, `,
      )} from ${jobs} where ${allOf(parts, ["salary", "experience", "posted", "place"])}`,
    ),
  ]);
  const facets: SearchFacets = { types, specialties, cities: {}, salary: {}, experience: {}, posted: {}, radius: {} };
  const row = scalar.rows[0] ?? {};
  options.forEach((option, i) => {
    facets[option.facet][option.value] = Number(row[`o${i}`] ?? 0);
  });
  // The city filter matches a city's name anywhere in the location ("Mumbai" also finds Navi Mumbai): its count adds
  // up every placed city whose name contains it.
  const placed = Object.entries(cityGroups).map(([name, n]) => [name.toLowerCase(), n] as const);
  for (const name of CITIES) {
    const needle = name.toLowerCase();
    const n = placed.reduce((sum, [other, count]) => (other.includes(needle) ? sum + count : sum), 0);
    if (n) facets.cities[name] = n;
  }
  return facets;
}
