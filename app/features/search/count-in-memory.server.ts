// Searching the copy of the filter columns held in memory (filter-columns.server.ts): a search's matches and every
// filter count in one pass over its records, by the value rules of match-rules.server.ts.
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cityCoordinates } from "~/db/schema";
import type { City } from "~/lib/cities";
import { distanceKm, withinKm } from "./search-parts.server";
import { experienceIncludes, locationHasAny, postedFrom, salaryMeets, salaryThreshold } from "./match-rules.server";
import { EXPERIENCE_OPTIONS, LAKH, placeTexts, POSTED_WITHIN, RADIUS_OPTIONS, SALARY_LPA_OPTIONS, searchCity, type JobSearch } from "./search-params";
import type { SearchFacets } from "./types";
import type { GroupedFilter } from "./facet-queries.server";
import { F64, I16, I32, U16, U8, type FilterColumns } from "./filter-columns.server";
import { recordsToScan } from "./narrow-in-memory.server";

/** Printable ASCII: lowercased alike by JavaScript and the database, and no other character lowercases into it. */
const ASCII = /^[\x20-\x7e]*$/;

/**
 * Whether the copy answers this search's filters exactly as the SQL does (searchCondition): a place or a city with a
 * character outside printable ASCII is left to the database, whose lowercasing of it JavaScript may not share.
 */
export function filterColumnsCan(search: Pick<JobSearch, "location" | "cities">): boolean {
  return ASCII.test(search.location) && search.cities.every((city) => ASCII.test(city));
}

/** Around the search bar's city: each placed city's distance to it, and those within the radius, as the SQL has them. */
export type Around = { distance: Map<string, number>; within: Set<string> };

/** For a search bar naming a city of the list: the distances and the radius's cities, computed by the database. */
export async function filterColumnsAround(search: Pick<JobSearch, "location" | "radius">): Promise<Around | null> {
  const city = searchCity(search);
  if (!city) return null;
  const [distance, within] = await Promise.all([distancesFrom(city), search.radius !== null ? placedWithin(city, search.radius) : Promise.resolve(new Set<string>())]);
  return { distance, within };
}

/** Each city of city_coordinates with its distance to `city`, by the formula the distance options use (distanceKm). */
async function distancesFrom(city: City): Promise<Map<string, number>> {
  const rows = await db().execute<{ name: string; km: number | null }>(
    sql`select ${cityCoordinates.name} as name, (${distanceKm(city, cityCoordinates)})::float8 as km from ${cityCoordinates}`,
  );
  return new Map(rows.rows.map((row) => [row.name, row.km === null ? Number.NaN : Number(row.km)]));
}

/** The cities of city_coordinates within `km` of `city` by withinKm, the radius filter's condition. */
async function placedWithin(city: City, km: number): Promise<Set<string>> {
  const rows = await db().execute<{ name: string }>(sql`select ${cityCoordinates.name} as name from ${cityCoordinates} where ${withinKm(city, km, cityCoordinates)}`);
  return new Set(rows.rows.map((row) => row.name));
}

/**
 * A search counted in the copy: `found` matches, their ids in the results order when there are at most `keepUpTo`
 * (else null), and every filter option's count (the placed cities' counts under `cities`, as the SQL groups them).
 */
export type CountedInMemory = {
  found: number;
  matches: Int32Array | null;
  facets: SearchFacets;
  /**
   * How many jobs each of the filter panel's queries counts among (facetQueries' `base`): those meeting every filter
   * but the type, the specialty or the cities; and for the options (salary, experience, date posted, distance), every
   * filter but those four.
   */
  bases: Record<GroupedFilter | "options", number>;
  /**
   * A filter whose own counts (the search without it) are not these: the matches were read within it
   * (keyword-matches.server.ts, keywordIdsWithin), so its other values were never counted.
   */
  uncounted?: GroupedFilter;
};

/** The jobs a count is made among: their ids, their records (ascending), or every job (null). */
type Candidates = Int32Array | { records: Int32Array } | null;

/**
 * `keepUpTo`: the matches are given (in the results order) when there are at most this many. `narrow`: only the
 * records that can count for something are visited (recordsToScan), and none when more than `scanUpTo` (the result is
 * then null); the bases then count only those records.
 */
type CountOptions = { now?: number; keepUpTo: number };

/**
 * `passing`: only the records meeting every set filter are visited (recordsToScan). `over`: given the records to visit
 * when there were more than `scanUpTo` (null: every record), so a count made after all need not work them out again.
 */
export type Narrow = { scanUpTo: number; passing?: boolean; over?: { records: Int32Array | null } };

// scan counts the posting time's options as three (posted1 to posted3): a change to their number fails at start-up
// and in every test, not in a request.
if (POSTED_WITHIN.length !== 3) throw new Error("scan counts exactly three posting-time options (POSTED_WITHIN)");

// One bit per filter a job fails.
const PLACE = 1;
const TYPES = 2;
const SPECIALTIES = 4;
const CITIES = 8;
const SALARY = 16;
const EXPERIENCE = 32;
const POSTED = 64;
const OPTION_FILTERS = SALARY | EXPERIENCE | POSTED | PLACE;

/**
 * Counts the search among `candidates` (the ids of the open jobs its keyword matches, or their records in ascending
 * order; null when it has no keyword): its matches and every filter option's count with the other filters applied —
 * the counts facetQueries makes, all exact. A job past its closing date is left out, as the open-job condition does.
 * One pass: each filter is tested once per job as a bit of `failed`, and a job failing exactly one filter counts for
 * that filter's options only.
 */
export function countInMemory(columns: FilterColumns, search: JobSearch, candidates: Candidates, around: Around | null, options: CountOptions): CountedInMemory;
export function countInMemory(
  columns: FilterColumns,
  search: JobSearch,
  candidates: Candidates,
  around: Around | null,
  options: CountOptions & { narrow: Narrow },
): CountedInMemory | null;
export function countInMemory(
  columns: FilterColumns,
  search: JobSearch,
  candidates: Candidates,
  around: Around | null,
  { now = Date.now(), keepUpTo, narrow }: CountOptions & { narrow?: Narrow },
): CountedInMemory | null {
  const { values, f64, i32, u16, i16 } = columns;
  const byText = (test: (location: string) => boolean) => Uint8Array.from(values.location, (location) => (test(location) ? 1 : 0));
  const byValue = (texts: readonly (string | null)[], chosen: readonly string[]) => {
    const set = new Set(chosen);
    return Uint8Array.from(texts, (value) => (value !== null && set.has(value) ? 1 : 0));
  };
  // The conditions of searchParts, as flags per code of a dictionary.
  const place = search.location.toLowerCase();
  const city = searchCity(search);
  const radius = city && search.radius !== null && around ? around.within : null;
  const places = placeTexts(search).map((text) => text.toLowerCase());
  const placeLocations = place ? byText((location) => locationHasAny(location, places)) : null;
  const placeCities = Uint8Array.from(values.city, (name) => (radius && name !== null && radius.has(name) ? 1 : 0));
  const typeFlags = search.types.length ? byValue(values.type, search.types) : null;
  const specialtyFlags = search.specialties.length ? byValue(values.specialty, search.specialties) : null;
  const needles = search.cities.map((name) => name.toLowerCase());
  const cityFlags = needles.length ? byText((location) => locationHasAny(location, needles)) : null;
  const minSalary = salaryThreshold(search.minSalary);
  const years = search.experience;
  const earliestPosted = search.postedWithin !== null ? postedFrom(search.postedWithin, now) : null;
  // The distance options (with a city of the list): in the city by name, or a placed city within the distance.
  const inCity = city ? byText((location) => location.includes(city.toLowerCase())) : null;
  const km = Float64Array.from(values.city, (name) => (name === null || !around ? Number.NaN : (around.distance.get(name) ?? Number.NaN)));

  const typeCounts = new Float64Array(values.type.length);
  const specialtyCounts = new Float64Array(values.specialty.length);
  const cityCounts = new Float64Array(values.city.length);
  const postedLimits = Float64Array.from(POSTED_WITHIN, (days) => postedFrom(days, now));
  const radiusOptions = Float64Array.from(RADIUS_OPTIONS);
  // Jobs by how many salary or posted options they meet, and by which experience options (experienceOptionsMet).
  const salaryMet = new Float64Array(SALARY_LPA_OPTIONS.length + 1);
  const experienceMet = new Float64Array(1 << EXPERIENCE_OPTIONS.length);
  const postedMet = new Float64Array(postedLimits.length + 1);
  const radiusCounts = new Float64Array(radiusOptions.length);

  let records: Int32Array | null = null;
  // In record order, so the buffer is read forwards.
  if (candidates) records = candidates instanceof Int32Array ? recordsOf(columns.recordOf, candidates).sort() : candidates.records;
  if (narrow) {
    // Only the records that can count for something (narrow-in-memory.server.ts); with more than scanUpTo, no count.
    const maxKm = RADIUS_OPTIONS[RADIUS_OPTIONS.length - 1]!;
    const aroundCity = inCity !== null ? Uint8Array.from(km, (distance) => (distance <= maxKm ? 1 : 0)) : null;
    const place = placeLocations ? { locations: placeLocations, cities: placeCities, around: aroundCity } : null;
    records = recordsToScan(columns, { place, types: typeFlags, specialties: specialtyFlags, cities: cityFlags }, records, narrow.passing);
    if ((records ? records.length : columns.size) > narrow.scanUpTo) {
      if (narrow.over) narrow.over.records = records;
      return null;
    }
  }
  const total = records ? records.length : columns.size;
  const kept = new Int32Array(Math.min(keepUpTo + 1, total));
  // A job away from the city counts for each distance option its placed city is within: counted by placed city in the
  // scan, and into the options after it (per job and option, this was half the scan's time for a search around a city).
  const awayByCity = new Float64Array(values.city.length);
  const inCityCount = new Float64Array(1);
  const optionsBase = new Float64Array(1);
  const found = scan({
    records,
    total,
    now,
    f64,
    i32,
    u16,
    i16,
    placeLocations,
    placeCities,
    typeFlags,
    specialtyFlags,
    cityFlags,
    minSalary: minSalary ?? Number.NaN,
    years: years ?? -1,
    earliestPosted: earliestPosted ?? Number.NaN,
    inCity,
    kept,
    typeCounts,
    specialtyCounts,
    cityCounts,
    u8: columns.u8,
    salaryMet,
    experienceMet,
    postedLimits,
    postedMet,
    awayByCity,
    inCityCount,
    optionsBase,
  });
  if (inCity !== null) {
    for (let i = 0; i < radiusOptions.length; i++) {
      let n = inCityCount[0]!;
      for (let code = 0; code < awayByCity.length; code++) if (km[code]! <= radiusOptions[i]!) n += awayByCity[code]!;
      radiusCounts[i] = n;
    }
  }

  const grouped = (counts: Float64Array, names: readonly (string | null)[]) =>
    Object.fromEntries(names.flatMap((name, code) => (name !== null && counts[code]! > 0 ? [[name, counts[code]!]] : [])));
  const options = (counts: ArrayLike<number>, keys: readonly number[]) => Object.fromEntries(keys.map((key, i) => [String(key), counts[i]!]));
  const sumFrom = (met: Float64Array, first: number) => met.subarray(first).reduce((total, n) => total + n, 0);
  const facets: SearchFacets = {
    types: grouped(typeCounts, values.type),
    specialties: grouped(specialtyCounts, values.specialty),
    cities: grouped(cityCounts, values.city),
    salary: options(
      // The limits ascend: a salary meeting m of them meets the first m.
      SALARY_LPA_OPTIONS.map((_, i) => sumFrom(salaryMet, i + 1)),
      SALARY_LPA_OPTIONS,
    ),
    experience: options(
      EXPERIENCE_OPTIONS.map((_, i) => experienceMet.reduce((n, jobs, bits) => (bits & (1 << i) ? n + jobs : n), 0)),
      EXPERIENCE_OPTIONS,
    ),
    // The earliest posting times descend (1, 7, 30 days): a job meeting m of them meets the last m.
    posted: options(
      postedLimits.map((_, i) => sumFrom(postedMet, postedLimits.length - i)),
      POSTED_WITHIN,
    ),
    radius: city ? options(radiusCounts, RADIUS_OPTIONS) : {},
    estimated: [],
  };
  const sum = (counts: Float64Array) => counts.reduce((total, n) => total + n, 0);
  const bases = { types: sum(typeCounts), specialties: sum(specialtyCounts), cities: sum(cityCounts), options: optionsBase[0]! };
  return { found, matches: found <= keepUpTo ? inResultsOrder(columns, kept.subarray(0, found)) : null, facets, bases };
}

/**
 * What scan reads (the record views, and per dictionary code whether it meets a filter: null for a filter not set, as
 * are NaN and -1 for the numbers) and where it counts.
 */
type Scan = {
  records: Int32Array | null;
  total: number;
  now: number;
  f64: Float64Array;
  i32: Int32Array;
  u16: Uint16Array;
  i16: Int16Array;
  placeLocations: Uint8Array | null;
  placeCities: Uint8Array;
  typeFlags: Uint8Array | null;
  specialtyFlags: Uint8Array | null;
  cityFlags: Uint8Array | null;
  minSalary: number;
  years: number;
  earliestPosted: number;
  inCity: Uint8Array | null;
  kept: Int32Array;
  typeCounts: Float64Array;
  specialtyCounts: Float64Array;
  cityCounts: Float64Array;
  u8: Uint8Array;
  salaryMet: Float64Array;
  experienceMet: Float64Array;
  postedLimits: Float64Array;
  postedMet: Float64Array;
  awayByCity: Float64Array;
  inCityCount: Float64Array;
  optionsBase: Float64Array;
};

/**
 * countInMemory's pass over the records (`records`, or the first `total`): returns the number of matches, keeps the
 * first kept.length of them, and adds up the counts. A function of its own, called with one shape of argument, so that
 * it is optimized as a whole: inside countInMemory each call entered the loop unoptimized, and the code after the loop
 * threw its optimized form away again.
 */
function scan(s: Scan): number {
  const { records, total, now, f64, i32, u16, i16, placeLocations, placeCities, typeFlags, specialtyFlags, cityFlags } = s;
  const { minSalary, years, earliestPosted, inCity, kept, typeCounts, specialtyCounts, cityCounts, salaryMet, experienceMet } = s;
  const { u8, postedLimits, postedMet, awayByCity, inCityCount, optionsBase } = s;
  const posted1 = postedLimits[0]!;
  const posted2 = postedLimits[1]!;
  const posted3 = postedLimits[2]!;
  const salarySet = !Number.isNaN(minSalary);
  // The filter's amount or years as one of its options (their number, or index), answered by the record's options.
  const salaryOption = SALARY_LPA_OPTIONS.findIndex((lpa) => lpa * LAKH === minSalary) + 1;
  const yearsOption = (EXPERIENCE_OPTIONS as readonly number[]).indexOf(years);
  const yearsSet = years >= 0;
  const postedSet = !Number.isNaN(earliestPosted);
  let found = 0;
  for (let k = 0; k < total; k++) {
    const r = records !== null ? records[k]! : k;
    // A job failing two filters or more counts for nothing: the filters on dictionary codes are tested first, and most
    // jobs of a search setting two of them leave here.
    const location = i32[r * I32.stride + I32.location]!;
    const u = r * U16.stride;
    const type = u16[u + U16.type]!;
    const specialty = u16[u + U16.specialty]!;
    const placed = u16[u + U16.city]!;
    let failed = 0;
    let fails = 0;
    if (placeLocations !== null && placeLocations[location] === 0 && placeCities[placed] === 0) {
      failed |= PLACE;
      fails++;
    }
    if (typeFlags !== null && typeFlags[type] === 0) {
      failed |= TYPES;
      fails++;
    }
    if (specialtyFlags !== null && specialtyFlags[specialty] === 0) {
      failed |= SPECIALTIES;
      fails++;
    }
    if (cityFlags !== null && cityFlags[location] === 0) {
      failed |= CITIES;
      fails++;
    }
    if (fails > 1) continue;
    const f = r * F64.stride;
    if (f64[f + F64.validThrough]! <= now) continue;
    // Every filter but the four the options query leaves out has been tested (a job failing two of them left above).
    if ((failed & ~OPTION_FILTERS) === 0) optionsBase[0]!++;
    // The option filters' fields are read only where a filter or an option needs them (most jobs of a search fail
    // one of the filters above and count for that filter alone).
    // Each as 1 (failed) or 0 without a branch where the record's options answer it (a salary or experience of the
    // filter's own options, and every posting time): about half the jobs fail such a filter, in no order.
    if (salarySet) {
      const miss = salaryOption > 0 ? (u8[r * U8.stride + U8.salaryOptions]! - salaryOption) >>> 31 : salaryMeets(f64[f + F64.salaryYear]!, minSalary) ? 0 : 1;
      failed |= miss * SALARY;
      fails += miss;
    }
    if (yearsSet) {
      const miss =
        yearsOption >= 0
          ? 1 - ((u8[r * U8.stride + U8.experienceOptions]! >>> yearsOption) & 1)
          : experienceIncludes(i16[u + I16.experienceMin]!, i16[u + I16.experienceMax]!, years)
            ? 0
            : 1;
      failed |= miss * EXPERIENCE;
      fails += miss;
    }
    if (postedSet) {
      const miss = 1 - atOrAfter(f64[f + F64.posted]!, earliestPosted);
      failed |= miss * POSTED;
      fails += miss;
    }
    if (fails > 1) continue;
    if (failed === 0) {
      if (found < kept.length) kept[found] = r;
      found++;
    }
    if ((failed & ~TYPES) === 0) typeCounts[type]!++;
    if ((failed & ~SPECIALTIES) === 0) specialtyCounts[specialty]!++;
    if ((failed & ~CITIES) === 0) cityCounts[placed]!++;
    if ((failed & ~OPTION_FILTERS) !== 0) continue;
    // An option counts the jobs that meet it and the other option filters that are set. The options of each filter
    // are nested (a salary meeting 20 lakh meets 10), so a job is counted once, by how many it meets, and the options'
    // counts are summed from those after the pass. The salary's and the experience's are kept with the record; the
    // posting time's are worked out without a branch (atOrAfter), as a comparison per option mispredicted often.
    if ((failed & (EXPERIENCE | POSTED | PLACE)) === 0) salaryMet[u8[r * U8.stride + U8.salaryOptions]!]!++;
    if ((failed & (SALARY | POSTED | PLACE)) === 0) experienceMet[u8[r * U8.stride + U8.experienceOptions]!]!++;
    if ((failed & (SALARY | EXPERIENCE | PLACE)) === 0) {
      const posted = f64[f + F64.posted]!;
      postedMet[atOrAfter(posted, posted1) + atOrAfter(posted, posted2) + atOrAfter(posted, posted3)]!++;
    }
    if (inCity !== null && (failed & (SALARY | EXPERIENCE | POSTED)) === 0) {
      if (inCity[location] === 1) inCityCount[0]!++;
      else awayByCity[placed]!++;
    }
  }
  return found;
}

/**
 * 1 when time `a` is at or after time `b` (ms since 1970, neither NaN), else 0, without a branch: the sign of their
 * difference, scaled so that it neither overflows an int32 (times differ by less than 2^54 ms) nor rounds to zero (two
 * different times a computer holds differ by far more than 2^-1000 ms), is the sign bit of its floor.
 */
export function atOrAfter(a: number, b: number): number {
  return ~(Math.floor((a - b) * 2 ** -40) | 0) >>> 31;
}

/**
 * The jobs of these records (at most 2^21), as ids in the results order (resultsOrder: featured first, newest posted,
 * highest id): those with a rank by a numeric sort of rank × 2^21 + their index, those without (written since the copy
 * was made) by comparing, and the two merged.
 */
function inResultsOrder(columns: FilterColumns, records: Int32Array): Int32Array {
  const { f64, i32, u8 } = columns;
  const before = (a: number, b: number) =>
    u8[b * U8.stride + U8.featured]! - u8[a * U8.stride + U8.featured]! ||
    f64[b * F64.stride + F64.posted]! - f64[a * F64.stride + F64.posted]! ||
    i32[b * I32.stride + I32.id]! - i32[a * I32.stride + I32.id]!;
  const { keys, unranked } = rankKeys(i32, records);
  const ranked = recordsByKey(records, keys.sort());
  if (unranked.length === 0) return idsOf(i32, ranked);
  unranked.sort(before);
  const sorted = new Int32Array(records.length);
  for (let i = 0, a = 0, b = 0; i < sorted.length; i++) {
    sorted[i] = b >= unranked.length || (a < ranked.length && before(ranked[a]!, unranked[b]!) <= 0) ? ranked[a++]! : unranked[b++]!;
  }
  return idsOf(i32, sorted);
}

/**
 * The records of these ids that the copy holds (recordOf; an id it does not hold is left out). This loop and
 * inResultsOrder's are functions of their own, like scan: countInMemory and inResultsOrder run once per search, and a
 * loop inside them ran unoptimized (decision 086 has the measurements).
 */
function recordsOf(recordOf: Int32Array, ids: Int32Array): Int32Array {
  const records = new Int32Array(ids.length);
  let n = 0;
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i]!;
    const r = id > 0 && id < recordOf.length ? recordOf[id]! - 1 : -1;
    if (r >= 0) records[n++] = r;
  }
  return records.subarray(0, n);
}

/** The records of rankKeys' sorted keys, in their order. */
function recordsByKey(records: Int32Array, keys: Float64Array): Int32Array {
  const ranked = new Int32Array(keys.length);
  for (let i = 0; i < keys.length; i++) ranked[i] = records[keys[i]! % INDEX_SPAN]!;
  return ranked;
}

/** The ids of these records, in place. */
function idsOf(i32: Int32Array, records: Int32Array): Int32Array {
  for (let i = 0; i < records.length; i++) records[i] = i32[records[i]! * I32.stride + I32.id]!;
  return records;
}

/** inResultsOrder's sort keys of the ranked records, and the records without a rank. */
function rankKeys(i32: Int32Array, records: Int32Array): { keys: Float64Array; unranked: number[] } {
  const keys = new Float64Array(records.length);
  const unranked: number[] = [];
  let n = 0;
  for (let index = 0; index < records.length; index++) {
    const r = records[index]!;
    const rank = i32[r * I32.stride + I32.rank]!;
    if (rank >= 0) keys[n++] = rank * INDEX_SPAN + index;
    else unranked.push(r);
  }
  return { keys: keys.subarray(0, n), unranked };
}

/** inResultsOrder's keys: rank × INDEX_SPAN + index, exact in a double for ranks below 2^31. */
const INDEX_SPAN = 2 ** 21;
