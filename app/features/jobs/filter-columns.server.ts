import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cityCoordinates, jobs } from "~/db/schema";
import type { City } from "~/lib/cities";
import { singleton } from "~/server-lib/singleton.server";
import { logger } from "~/services/logger.server";
import { SAMPLE_SLOTS } from "./job-sample.server";
import { distanceKm, withinKm } from "./search-parts.server";
import { EXPERIENCE_OPTIONS, LAKH, placeTexts, POSTED_WITHIN, RADIUS_OPTIONS, SALARY_LPA_OPTIONS, searchCity, type JobSearch } from "./search-params";
import type { SearchFacets } from "./types";
import type { GroupedFilter } from "./facet-queries.server";

// The filter columns of every open job, held in this process's memory (docs/decisions/086-filter-columns-in-memory.md).
// On a large site a search's count and filter counts are made here — over the jobs its keyword matches (their ids,
// from the words index), or over every job when it has no keyword — instead of reading and counting thousands of rows
// in the database per search (~1.3 µs a row to read, ~2 µs to count, at 1,000,000 jobs). The texts stay in the
// database: the keyword is matched there, and the page's cards are read there.
//
// Each job's columns are one 48-byte record, in id order (a new job is appended). A job written here or on another
// instance (invalidateCounts, through the cluster events) is read again by id and its record replaced; a change of
// unknown extent (a resync after a lost connection) makes the whole copy again. Until a change is applied searches
// run in the database, as they do on a small site and before the first copy. Only filters this module applies exactly
// as the SQL does are answered here (filterColumnsCan).

/**
 * `fromOpenJobs`: below this many open jobs every search runs in the database (it is fast there, and nothing is held).
 * Tests set it to hold the columns of a small table.
 */
export const filterColumnsSettings = { fromOpenJobs: 20_000 };
const DAY_MS = 86_400_000;
/**
 * A copy older than this is made again in the background (and used meanwhile): a write whose announcement to this
 * instance was lost (the writer could not reach the database to announce it, and logged so) is seen within it. A lost
 * connection is no such case: the cluster events resync, which drops the copy.
 */
const MAX_AGE_MS = 15 * 60_000;
/** After a failed copy (the database unreachable, say), searches run in the database this long before another try. */
const RETRY_MS = 60_000;

// A job's record: 48 bytes, read through views of one buffer at these element indexes (record index × stride + field).
const RECORD_BYTES = 48;
const F64 = { stride: 6, posted: 0, validThrough: 1, salaryYear: 2 };
const I32 = { stride: 12, location: 6, id: 7, rank: 11 };
const U16 = { stride: 24, type: 16, specialty: 17, city: 18 };
const I16 = { stride: 24, experienceMin: 19, experienceMax: 20 };
const U8 = { stride: 48, featured: 42 };

/** The copy: `size` records in buffer views, dictionaries of the text columns (code 0 = null). */
export type FilterColumns = {
  size: number;
  buffer: ArrayBuffer;
  f64: Float64Array;
  i32: Int32Array;
  u16: Uint16Array;
  i16: Int16Array;
  u8: Uint8Array;
  /** Record index + 1 of each job id (0: none). */
  recordOf: Int32Array;
  values: { type: (string | null)[]; specialty: (string | null)[]; city: (string | null)[]; location: string[] };
  codes: { type: Map<string | null, number>; specialty: Map<string | null, number>; city: Map<string | null, number>; location: Map<string, number> };
};

type State = {
  columns: FilterColumns | null;
  builtAt: number;
  /** Bumped on every change: a copy begun before it is not used. */
  generation: number;
  /** Changes read from the database but not yet applied: meanwhile the copy is not used. */
  pending: number;
  building: Promise<void> | null;
  /** When making the copy last failed: it is not tried again for RETRY_MS. */
  failedAt: number;
  /** Applies changes one after another. */
  queue: Promise<void>;
};

const state = () =>
  singleton<State>("jobs-filter-columns", () => ({ columns: null, builtAt: 0, generation: 0, pending: 0, building: null, failedAt: 0, queue: Promise.resolve() }));

/**
 * Jobs were written (created, edited, closed, reopened, deleted — here or on another instance): their records are read
 * again. `ids` unknown: the copy is dropped and made again when next asked for.
 */
export function filterColumnsChanged(ids?: readonly number[]): void {
  const s = state();
  s.generation++;
  if (!s.columns) return;
  if (!ids) {
    s.columns = null;
    return;
  }
  const columns = s.columns;
  s.pending++;
  s.queue = s.queue
    .then(() => readRows(sql`${jobs.id} = any(${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[])`))
    .then((rows) => {
      const seen = new Set(rows.map((row) => row.id));
      for (const row of rows) writeRecord(columns, row);
      // Deleted, closed by hand or past its closing date: the record stays, matching nothing.
      for (const id of ids) if (!seen.has(id)) removeRecord(columns, id);
    })
    .catch((error: unknown) => {
      logger().warn({ err: error }, "could not read changed jobs into the filter columns; they are copied again");
      if (s.columns === columns) s.columns = null;
    })
    .finally(() => {
      s.pending--;
    });
}

/**
 * The copy when it is up to date, else null — and it is made in the background unless `build` is false. Null too on a
 * site with fewer than filterColumnsSettings.fromOpenJobs open jobs (`openJobs`), where nothing is made.
 */
export function currentFilterColumns(openJobs: number, build = true): FilterColumns | null {
  const s = state();
  if (openJobs < filterColumnsSettings.fromOpenJobs) return null;
  if (s.columns && s.pending === 0) {
    if (build && Date.now() - s.builtAt > MAX_AGE_MS) void buildFilterColumns(true);
    return s.columns;
  }
  if (build && !s.columns && Date.now() - s.failedAt > RETRY_MS) void buildFilterColumns();
  return null;
}

/**
 * Makes the copy (one at a time); resolves when it is made or failed to be. `again`: a copy held is replaced too (its
 * age); otherwise one held is kept. A copy begun before a change is dropped: it may hold the old row.
 */
export function buildFilterColumns(again = false): Promise<void> {
  const s = state();
  if (s.building) return s.building;
  if (!again && s.columns) return s.queue;
  const generation = s.generation;
  const startedAt = Date.now();
  s.building = loadFilterColumns()
    .then((columns) => {
      if (s.generation !== generation) return;
      s.columns = columns;
      s.builtAt = startedAt;
    })
    .catch((error: unknown) => {
      s.failedAt = Date.now();
      logger().warn({ err: error }, "could not copy the jobs' filter columns; searches run in the database");
    })
    .finally(() => {
      s.building = null;
    });
  return s.building;
}

/** A job's filter columns as the database gives them (the location lowercased by the database). */
type Row = {
  id: number;
  type: string | null;
  specialty: string | null;
  city: string | null;
  location: string;
  salary_year: number | null;
  experience_min: number | null;
  experience_max: number | null;
  posted: number;
  valid_through: number | null;
  featured: boolean;
};

/**
 * The open jobs matching `where`, with their filter columns. `featured`: how to read the featured flag (the column, or
 * a condition on the id).
 */
async function readRows(where: SQL, featured: SQL = sql`${jobs.featured}`): Promise<Row[]> {
  const result = await db().execute<Row>(sql`
    select ${jobs.id} as id, ${jobs.type} as type, ${jobs.specialty} as specialty, ${jobs.city} as city,
           lower(${jobs.location}) as location, ${jobs.salaryYear}::float8 as salary_year,
           ${jobs.experienceMin}::int as experience_min, ${jobs.experienceMax}::int as experience_max,
           (extract(epoch from ${jobs.postedDate}) * 1000)::float8 as posted,
           (extract(epoch from ${jobs.validThrough}) * 1000)::float8 as valid_through, ${featured} as featured
    from ${jobs}
    where ${where} and ${jobs.closedAt} is null and (${jobs.validThrough} is null or ${jobs.validThrough} > now())`);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * Sample slots (job-sample.server.ts) per statement while the copy is made: a 64th of the jobs, ~14,000 at 1,000,000,
 * whose rows the driver parses in ~60 ms (other requests are served between statements).
 */
const SLOTS_PER_BATCH = SAMPLE_SLOTS / 64;

/**
 * Reads every open job's filter columns, SLOTS_PER_BATCH sample slots per statement (bounding the rows in memory).
 * jobs_sample_idx holds every filter column, so each statement is an index-only scan: the featured jobs' ids come first,
 * from the results-order index, as that column is not in it (reading it from the rows took 0.43 s a statement, against
 * ~0.05 s, at 1,000,000 jobs).
 */
async function loadFilterColumns(): Promise<FilterColumns> {
  const columns = emptyColumns(1024);
  const featured = await db().execute<{ id: number }>(sql`select ${jobs.id} as id from ${jobs} where ${jobs.featured} and ${jobs.closedAt} is null`);
  const isFeatured = `{${featured.rows.map((row) => Number(row.id)).join(",")}}`;
  for (let from = 0; from < SAMPLE_SLOTS; from += SLOTS_PER_BATCH) {
    const rows = await readRows(
      sql`(${jobs.id} % 1024) >= ${from} and (${jobs.id} % 1024) < ${from + SLOTS_PER_BATCH}`,
      sql`(${jobs.id} = any(${isFeatured}::int[]))`,
    );
    for (const row of rows) writeRecord(columns, row);
  }
  // Each job's rank in the results order, as the results-order index gives it (an index-only scan): sorting a search's
  // matches by rank is a numeric sort, where comparing featured, posting time and id took 4–13 ms for 10,000.
  const order = await db().execute<{ ids: unknown }>(
    sql`select array_agg(id) as ids from (select ${jobs.id} as id from ${jobs} order by ${jobs.featured} desc nulls last, ${jobs.postedDate} desc nulls last, ${jobs.id} desc nulls last) as o`,
  );
  const ranked = order.rows[0]?.ids;
  const ids: number[] = Array.isArray(ranked) ? ranked.map(Number) : typeof ranked === "string" ? ranked.replace(/[{}]/g, "").split(",").filter(Boolean).map(Number) : [];
  ids.forEach((id, rank) => {
    const r = id < columns.recordOf.length ? columns.recordOf[id]! - 1 : -1;
    if (r >= 0) columns.i32[r * I32.stride + I32.rank] = rank;
  });
  // Room for ~1% more jobs; the buffer grew by half at a time while the jobs were read.
  Object.assign(columns, views(columns.buffer.slice(0, (columns.size + Math.ceil(columns.size / 100) + 1024) * RECORD_BYTES)));
  return columns;
}

function emptyColumns(capacity: number): FilterColumns {
  const buffer = new ArrayBuffer(capacity * RECORD_BYTES);
  return {
    size: 0,
    ...views(buffer),
    recordOf: new Int32Array(1024),
    values: { type: [null], specialty: [null], city: [null], location: [] },
    codes: { type: new Map([[null, 0]]), specialty: new Map([[null, 0]]), city: new Map([[null, 0]]), location: new Map() },
  };
}

function views(buffer: ArrayBuffer) {
  return { buffer, f64: new Float64Array(buffer), i32: new Int32Array(buffer), u16: new Uint16Array(buffer), i16: new Int16Array(buffer), u8: new Uint8Array(buffer) };
}

/** The code of a text in a dictionary, added when new (up to `most`, the largest code its record field holds). */
function codeOf<T extends string | null>(codes: Map<T, number>, values: T[], value: T, most = 0xffff): number {
  let code = codes.get(value);
  if (code === undefined) {
    code = values.length;
    if (code > most) throw new Error("too many distinct filter values to hold");
    values.push(value);
    codes.set(value, code);
  }
  return code;
}

/** Resolves when every change announced so far has been read into the copy (tests). */
export function filterColumnsApplied(): Promise<void> {
  return state().queue;
}

/** Writes a job's record: in place when it has one, else appended (growing the buffer). */
function writeRecord(columns: FilterColumns, row: Row): void {
  if (row.id >= columns.recordOf.length) {
    const grown = new Int32Array(Math.max(row.id + 1, Math.ceil(columns.recordOf.length * 1.5)));
    grown.set(columns.recordOf);
    columns.recordOf = grown;
  }
  let r = columns.recordOf[row.id]! - 1;
  const fresh = r < 0;
  if (fresh) {
    if ((columns.size + 1) * RECORD_BYTES > columns.buffer.byteLength) {
      const buffer = new ArrayBuffer((Math.ceil(columns.size * 1.5) + 1024) * RECORD_BYTES);
      new Uint8Array(buffer).set(columns.u8);
      Object.assign(columns, views(buffer));
    }
    r = columns.size++;
    columns.recordOf[row.id] = r + 1;
  }
  const { values, codes } = columns;
  const posted = Number(row.posted);
  const featured = row.featured ? 1 : 0;
  // A new job, or one whose place in the results order may have moved, has no rank until the copy is made again.
  if (fresh) columns.i32[r * I32.stride + I32.rank] = -1;
  else if (columns.f64[r * F64.stride + F64.posted] !== posted || columns.u8[r * U8.stride + U8.featured] !== featured) columns.i32[r * I32.stride + I32.rank] = -1;
  columns.f64[r * F64.stride + F64.posted] = posted;
  columns.f64[r * F64.stride + F64.validThrough] = row.valid_through === null ? Number.POSITIVE_INFINITY : Number(row.valid_through);
  columns.f64[r * F64.stride + F64.salaryYear] = row.salary_year === null ? Number.NaN : Number(row.salary_year);
  columns.i32[r * I32.stride + I32.location] = codeOf(codes.location, values.location, row.location, 0x7fffffff);
  columns.i32[r * I32.stride + I32.id] = row.id;
  columns.u16[r * U16.stride + U16.type] = codeOf(codes.type, values.type, row.type);
  columns.u16[r * U16.stride + U16.specialty] = codeOf(codes.specialty, values.specialty, row.specialty);
  columns.u16[r * U16.stride + U16.city] = codeOf(codes.city, values.city, row.city);
  columns.i16[r * I16.stride + I16.experienceMin] = row.experience_min ?? -1;
  columns.i16[r * I16.stride + I16.experienceMax] = row.experience_max ?? -1;
  columns.u8[r * U8.stride + U8.featured] = featured;
}

/** A job no longer open (or deleted): its record matches nothing (closing date at minus infinity). */
function removeRecord(columns: FilterColumns, id: number): void {
  const r = id < columns.recordOf.length ? columns.recordOf[id]! - 1 : -1;
  if (r >= 0) columns.f64[r * F64.stride + F64.validThrough] = Number.NEGATIVE_INFINITY;
}

// ------------------------------------------------------------------------------------------------ searching the copy

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
   * (search-jobs.server.ts, keywordIdsWithin), so its other values were never counted.
   */
  uncounted?: GroupedFilter;
};

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
 * Counts the search among `candidates` (the ids of the open jobs its keyword matches; null when it has none): its
 * matches and every filter option's count with the other filters applied — the counts facetQueries makes, all exact.
 * A job past its closing date is left out, as the open-job condition does. One pass: each filter is tested once per
 * job as a bit of `failed`, and a job failing exactly one filter counts for that filter's options only.
 */
export function countInMemory(
  columns: FilterColumns,
  search: JobSearch,
  candidates: Int32Array | null,
  around: Around | null,
  { now = Date.now(), keepUpTo }: { now?: number; keepUpTo: number },
): CountedInMemory {
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
  const placeLocations = place ? byText((location) => places.some((text) => location.includes(text))) : null;
  const placeCities = Uint8Array.from(values.city, (name) => (radius && name !== null && radius.has(name) ? 1 : 0));
  const typeFlags = search.types.length ? byValue(values.type, search.types) : null;
  const specialtyFlags = search.specialties.length ? byValue(values.specialty, search.specialties) : null;
  const needles = search.cities.map((name) => name.toLowerCase());
  const cityFlags = needles.length ? byText((location) => needles.some((needle) => location.includes(needle))) : null;
  const minSalary = search.minSalary ? Math.round(search.minSalary.per === "year" ? search.minSalary.amount * LAKH : search.minSalary.amount * 12) : null;
  const years = search.experience;
  const postedFrom = search.postedWithin !== null ? now - search.postedWithin * DAY_MS : null;
  // The distance options (with a city of the list): in the city by name, or a placed city within the distance.
  const inCity = city ? byText((location) => location.includes(city.toLowerCase())) : null;
  const km = Float64Array.from(values.city, (name) => (name === null || !around ? Number.NaN : (around.distance.get(name) ?? Number.NaN)));

  const typeCounts = new Float64Array(values.type.length);
  const specialtyCounts = new Float64Array(values.specialty.length);
  const cityCounts = new Float64Array(values.city.length);
  const salaryLimits = Float64Array.from(SALARY_LPA_OPTIONS, (lpa) => lpa * LAKH);
  const experienceOptions = Int16Array.from(EXPERIENCE_OPTIONS);
  const postedLimits = Float64Array.from(POSTED_WITHIN, (days) => now - days * DAY_MS);
  const radiusOptions = Float64Array.from(RADIUS_OPTIONS);
  const salaryCounts = new Float64Array(salaryLimits.length);
  const experienceCounts = new Float64Array(experienceOptions.length);
  const postedCounts = new Float64Array(postedLimits.length);
  const radiusCounts = new Float64Array(radiusOptions.length);

  let records: Int32Array | null = null;
  // In record order, so the buffer is read forwards.
  if (candidates) records = recordsOf(columns.recordOf, candidates).sort();
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
    postedFrom: postedFrom ?? Number.NaN,
    inCity,
    kept,
    typeCounts,
    specialtyCounts,
    cityCounts,
    salaryLimits,
    salaryCounts,
    experienceOptions,
    experienceCounts,
    postedLimits,
    postedCounts,
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
  const options = (counts: Float64Array, keys: readonly number[]) => Object.fromEntries(keys.map((key, i) => [String(key), counts[i]!]));
  const facets: SearchFacets = {
    types: grouped(typeCounts, values.type),
    specialties: grouped(specialtyCounts, values.specialty),
    cities: grouped(cityCounts, values.city),
    salary: options(salaryCounts, SALARY_LPA_OPTIONS),
    experience: options(experienceCounts, EXPERIENCE_OPTIONS),
    posted: options(postedCounts, POSTED_WITHIN),
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
  postedFrom: number;
  inCity: Uint8Array | null;
  kept: Int32Array;
  typeCounts: Float64Array;
  specialtyCounts: Float64Array;
  cityCounts: Float64Array;
  salaryLimits: Float64Array;
  salaryCounts: Float64Array;
  experienceOptions: Int16Array;
  experienceCounts: Float64Array;
  postedLimits: Float64Array;
  postedCounts: Float64Array;
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
  const { minSalary, years, postedFrom, inCity, kept, typeCounts, specialtyCounts, cityCounts, salaryLimits, salaryCounts, experienceOptions } = s;
  const { experienceCounts, postedLimits, postedCounts, awayByCity, inCityCount, optionsBase } = s;
  const salarySet = !Number.isNaN(minSalary);
  const yearsSet = years >= 0;
  const postedSet = !Number.isNaN(postedFrom);
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
    const min = i16[u + I16.experienceMin]!;
    const max = i16[u + I16.experienceMax]!;
    const salary = f64[f + F64.salaryYear]!;
    const posted = f64[f + F64.posted]!;
    if (salarySet && !(salary >= minSalary)) {
      failed |= SALARY;
      fails++;
    }
    if (yearsSet && !((min < 0 || min <= years) && (max < 0 || max >= years))) {
      failed |= EXPERIENCE;
      fails++;
    }
    if (postedSet && !(posted >= postedFrom)) {
      failed |= POSTED;
      fails++;
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
    // An option counts the jobs that meet it and the other option filters that are set.
    if ((failed & (EXPERIENCE | POSTED | PLACE)) === 0) {
      for (let i = 0; i < salaryLimits.length; i++) if (salary >= salaryLimits[i]!) salaryCounts[i]!++;
    }
    if ((failed & (SALARY | POSTED | PLACE)) === 0) {
      for (let i = 0; i < experienceOptions.length; i++) {
        const option = experienceOptions[i]!;
        if ((min < 0 || min <= option) && (max < 0 || max >= option)) experienceCounts[i]!++;
      }
    }
    if ((failed & (SALARY | EXPERIENCE | PLACE)) === 0) {
      for (let i = 0; i < postedLimits.length; i++) if (posted >= postedLimits[i]!) postedCounts[i]!++;
    }
    if (inCity !== null && (failed & (SALARY | EXPERIENCE | POSTED)) === 0) {
      if (inCity[location] === 1) inCityCount[0]!++;
      else awayByCity[placed]!++;
    }
  }
  return found;
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
 * loop inside them ran unoptimized (at 1,000,000 jobs, 9,385 ids took 2.2 ms to find and sort their records and 2.0 ms
 * to put in the results order; 0.7 and 1.0 ms as functions of their own).
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
