import { and, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { JOBS_PAGE_SIZE } from "~/lib/constants";
import { parseQuery } from "~/lib/medical-vocabulary";
import { cachedCount } from "./count-cache.server";
import { anyOf, keywordThroughWords, locationTagsQuery, valuesTagsQuery } from "./search-words.server";
import { EMPTY_SEARCH, isEmptySearch, searchCity, type JobSearch } from "./search-params";
import type { MatchCount } from "./types";
import { allOf, type Dimension, type SearchParts } from "./search-parts.server";
import { SAMPLE_SLOTS, sampleOf, sampleSlotsFor } from "./job-sample.server";
import { countsOwnMatches, facetQueries, GROUPED_FILTERS, matchesWithCounts, noConditions, type Counted, type GroupedFilter } from "./facet-queries.server";
import { currentFilterColumns, filterColumnsSettings, type FilterColumns } from "./filter-columns.server";
import { countInMemory, filterColumnsCan, filterColumnsAround, type Around, type CountedInMemory, type Narrow } from "./count-in-memory.server";
import { JOBS_COUNT_CAP, SCAN_UP_TO } from "./limits";
import { termCondition, searchParts } from "./match-rules.server";
import { citiesWithin, placeTagsQuery, keywordMatchIds, keywordIdsAround, keywordIdsWithin, plannedRows, type KeywordMatches } from "./keyword-matches.server";
import { sortsAllUpTo } from "./results-page.server";
import { keywordRecords } from "./words-in-memory.server";

/** The cache key of a filter set (page excluded: every page of a search shares one count). */
export function countKey(search: JobSearch): string {
  return JSON.stringify([
    search.keyword.toLowerCase(),
    search.location.toLowerCase(),
    search.specialties,
    search.types,
    search.cities,
    search.minSalary,
    search.experience,
    search.postedWithin,
    search.radius,
  ]);
}

/**
 * A search's number of matches, and their ids when it was counted exactly (at most JOBS_COUNT_CAP): the count reads
 * every match once, and the page and the filter counts then read those jobs by id instead of matching the keyword's
 * texts and the filters again (decision 080 measures what each such read costs).
 * `own`: when the count read the matches itself, the counts of the filter panel's queries (facetQueries, in order) that
 * count the search's own matches (countsOwnMatches; null for the others), made from the same rows in the same statement.
 * `ordered`: the ids are in the results order (resultsOrder), so a page of the default order is a slice of them.
 */
type Matches = { total: MatchCount; ids: Int32Array | null; own?: (Counted | null)[]; ordered?: boolean };

/** `askSample`: whether the sample may tell first that the count is clearly above the cap. */
async function countMatches(search: JobSearch, resolved: ResolvedSearch, askSample: boolean): Promise<Matches> {
  if (isEmptySearch(search)) {
    // One key for the whole site, refreshed in the background at most once per TTL per process, and two
    // index-only scans of jobs_open_valid_through_idx (partial: jobs not closed by hand): an exact count is affordable.
    const result = await db().execute<{ n: number }>(sql`
      select ((select count(*) from ${jobs} where ${jobs.closedAt} is null and ${jobs.validThrough} is null)
            + (select count(*) from ${jobs} where ${jobs.closedAt} is null and ${jobs.validThrough} > now()))::int as n`);
    return { total: { value: result.rows[0]?.n ?? 0, exact: true }, ids: null };
  }
  const table = allOf(await resolved.table());
  if (askSample) {
    const slots = sampleSlotsFor((await openJobsCount()).value);
    if (slots !== null) {
      const onSample = sampleParts(resolved, slots);
      // A question about the keyword's texts reads them for the sample's jobs: where the planner expects the search's
      // matches well under the cap, they are counted at once instead, which costs less than asking the sample. A wrong
      // guess costs a count that stops at the cap, about what the question costs; the answer is exact either way.
      const sampleFirst = !onSample.text || (await plannedRows(sql`select ${jobs.id} from ${jobs} where ${table}`)) > JOBS_COUNT_CAP / 2;
      const sampleAboveCap = async () => {
        // Counted in the filter columns held in memory where it can be (sampleInMemory): the same number, no statement.
        const inMemory = await sampleInMemory(search, resolved, slots);
        if (inMemory) return (inMemory.found * SAMPLE_SLOTS) / slots >= 2 * JOBS_COUNT_CAP;
        return clearlyAboveCap(allOf(onSample.parts), { slots, text: onSample.text });
      };
      // Without a keyword, the question the filter columns held in memory asked first (countedInMemory).
      if (sampleFirst && (await (search.keyword ? sampleAboveCap() : cachedCount(`above:${countKey(search)}`, sampleAboveCap)))) return { total: { value: JOBS_COUNT_CAP, exact: false }, ids: null };
    }
  }
  // The matches are read once, their filtered columns kept for the statement: besides their number and ids, it counts
  // the filter panel's queries that count the search's own matches (a second read of a few thousand scattered rows
  // cost as much as the count).
  const queries = facetQueries(search, noConditions(), { amongOpen: true });
  const countedHere = queries.map((query) => countsOwnMatches(query, resolved.parts));
  const counted = queries.filter((_, i) => countedHere[i]);
  // Where the first page would sort every match (sortsAllMatches), the statement gives the ids in the results order.
  const orderUpTo = sortsAllUpTo(JOBS_PAGE_SIZE + 1, (await openJobsCount()).value);
  const { ids, counts: madeCounts, ordered } = await matchesWithCounts(table, JOBS_COUNT_CAP + 1, counted, { orderUpTo });
  if (ids.length > JOBS_COUNT_CAP) return { total: { value: JOBS_COUNT_CAP, exact: false }, ids: null };
  let nextCount = 0;
  return { total: { value: ids.length, exact: true }, ids: Int32Array.from(ids), own: countedHere.map((counts) => (counts ? madeCounts[nextCount++]! : null)), ordered };
}

/**
 * On a large site, whether the sample (job-sample.server.ts) shows the search matching at least twice the cap: then
 * the answer "10,000+" needs no count, which for a search with common words and other filters reads tens of thousands
 * of jobs (decision 080). Twice, so that sampling error never turns 9,000 into "10,000+": at ~5,000 sampled
 * jobs that would take a sample count many standard deviations off. Anything less is counted exactly, as before.
 * `text`: whether `where` reads the keyword's texts (sampleOf).
 */
export async function clearlyAboveCap(where: SQL, options: { slots?: number | null; cap?: number; text?: boolean } = {}): Promise<boolean> {
  const slots = options.slots !== undefined ? options.slots : sampleSlotsFor((await openJobsCount()).value);
  if (slots === null) return false;
  const result = await db().execute<{ n: number }>(sql`select count(*)::int as n from ${sampleOf(slots, { text: options.text })} where ${where}`);
  return ((result.rows[0]?.n ?? 0) * SAMPLE_SLOTS) / slots >= 2 * (options.cap ?? JOBS_COUNT_CAP);
}

/**
 * A search's conditions, the ids of its keyword's matches when they were looked up, and the keyword's matches among
 * the sample when the sample was read (KeywordMatches).
 */
export type ResolvedSearch = {
  parts: SearchParts;
  /**
   * The same conditions for queries of the jobs table itself (not the sample, not a set of matches read before): the
   * keyword, the place and cities, the types and specialties through jobs_words_tags_idx where they can (tableParts).
   * Made when first asked (a search whose counts are cached asks for none), then kept.
   */
  table: () => Promise<SearchParts>;
  /** The ids of the open jobs the keyword matches, when they were looked up (at most KEYWORD_IDS_LIMIT). */
  keywordIds: Int32Array | null;
  sampleKeyword: KeywordMatches["sample"];
  /** With the keyword's ids: the filter counts of the keyword alone (KeywordMatches' `alone`). */
  keywordAlone?: Counted[];
};

/**
 * The search's conditions for a question to the sample of `slots` slots, and whether they read the texts (sampleOf's
 * `text`): the keyword as its matching ids (all of them, or the sample's), so that only the filters' columns are read
 * (an index-only scan); the plain keyword condition only when neither is known.
 */
export function sampleParts(resolved: Pick<ResolvedSearch, "parts" | "keywordIds" | "sampleKeyword">, slots: number): { parts: SearchParts; text: boolean } {
  const { parts, keywordIds, sampleKeyword } = resolved;
  if (!parts.keyword || keywordIds !== null) return { parts, text: false };
  if (sampleKeyword && sampleKeyword.slots === slots) {
    return { parts: { ...parts, keyword: idsCondition(sampleKeyword.ids) }, text: false };
  }
  return { parts, text: true };
}

/**
 * The search's conditions, with the keyword's replaced by "one of its matching ids" when those are few
 * (keywordMatchIds, through the words index): the same jobs, found by primary key. The ids go as one array parameter.
 * A keyword matching more keeps its plain condition: with the words condition beside it the planner ANDed the posting
 * lists of a common word with the other filters' indexes, where the plain LIKE
 * tests only the few rows those leave.
 */
export async function resolvedParts(search: Omit<JobSearch, "page">): Promise<ResolvedSearch> {
  const parts = searchParts(search);
  if (!parts.keyword) return { parts, table: once(() => tableParts(search, parts)), keywordIds: null, sampleKeyword: null };
  const { ids, sample, alone } = await keywordMatchIds(search.keyword, parts.keyword, !filtersBesidesKeyword(parts));
  if (ids) {
    const withIds = { ...parts, keyword: idsCondition(ids) };
    return { parts: withIds, table: once(() => tableParts(search, withIds)), keywordIds: ids, sampleKeyword: sample, keywordAlone: alone };
  }
  const table = once(async () => {
    const throughWords = await keywordThroughWords(parseQuery(search.keyword), termCondition);
    return tableParts(search, { ...parts, keyword: throughWords ?? parts.keyword });
  });
  return { parts, table, keywordIds: null, sampleKeyword: sample };
}

/** `make`, run on the first call only; later calls get its promise. */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | null = null;
  return () => (made ??= make());
}

/**
 * The search's conditions as queries of the jobs table run them: the place, the cities, the types and the specialties
 * as conditions on jobs.tags (search-words.server.ts), which share the GIN index jobs_words_tags_idx with the keyword's
 * words, so the planner makes them one index scan. Its posting lists skip through each other: "surgeon" in Mumbai reads
 * little of the jobs with the word, where the bitmaps of the word's trigrams and the city's, ANDed, read them all
 * (decision 080). A place with a radius is its location words or a placed city within the radius
 * (citiesWithin). Where a tag query cannot decide alone (a city of two words), the plain condition stays beside it;
 * where there is none (a place of other characters only), the plain condition alone. `parts.keyword` is used as given.
 * The sample (its index holds no tags) and job alerts keep the plain conditions; tests compare the two.
 */
async function tableParts(search: Omit<JobSearch, "page">, parts: SearchParts): Promise<SearchParts> {
  const tags = (query: string): SQL => (query ? sql`${jobs.tags} @@ ${query}::tsquery` : sql`false`);
  const radiusCity = search.radius !== null ? searchCity(search) : null;
  let place = parts.place;
  if (parts.place) {
    const found = await placeTagsQuery(search);
    // With a radius, also every job placed in a city within it (citiesWithin).
    const near = radiusCity && search.radius !== null ? (await citiesWithin(radiusCity, search.radius)).map((name) => valuesTagsQuery("city", [name])) : [];
    if (found) {
      const queries = [found.query, ...near].filter(Boolean);
      const condition = tags(queries.length ? anyOf(queries) : "");
      place = found.exact ? condition : and(condition, parts.place)!;
    }
  }
  let cities = parts.cities;
  if (parts.cities) {
    const found = await Promise.all(search.cities.map(locationTagsQuery));
    if (found.every((one) => one !== null)) {
      const queries = found.map((one) => one!.query).filter(Boolean);
      const condition = tags(queries.length ? anyOf(queries) : "");
      cities = found.every((one) => one!.exact) ? condition : and(condition, parts.cities)!;
    }
  }
  return {
    ...parts,
    place,
    cities,
    types: search.types.length ? tags(valuesTagsQuery("type", search.types)) : null,
    specialties: search.specialties.length ? tags(valuesTagsQuery("specialty", search.specialties)) : null,
  };
}


/**
 * The jobs of these ids: one array parameter, its literal written once per id list (idsLiteral), and only when a query
 * is made of it: a search counted in memory keeps the condition but sends no query with it, and writing thousands of ids
 * is not free.
 */
export function idsCondition(ids: Int32Array): SQL {
  return sql`${{ getSQL: () => sql`${jobs.id} = any(${idsLiteral(ids)}::int[])` }}`;
}

/** The ids as a PostgreSQL array literal, written once per cached id list (up to 10,000 ids; each search uses it twice or more). */
const literals = new WeakMap<Int32Array, string>();
function idsLiteral(ids: Int32Array): string {
  let literal = literals.get(ids);
  if (literal === undefined) {
    literal = `{${ids.join(",")}}`;
    literals.set(ids, literal);
  }
  return literal;
}

/** Whether a search sets any filter but the keyword. */
export function filtersBesidesKeyword(parts: SearchParts): boolean {
  return (Object.entries(parts) as [Dimension, SQL | null][]).some(([dimension, condition]) => dimension !== "keyword" && condition !== null);
}

/**
 * The search's condition, its number of matches and, when it was counted exactly, their ids (Matches), from the count
 * cache. `where` is the condition of the matches: their ids when known.
 */
export async function countFor(search: JobSearch): Promise<Matches & { where: SQL }> {
  // The keyword's lookups in the database are made only when the copy held in memory cannot count the search.
  const resolve = once(() => resolvedParts(search));
  const { total, ids, own, ordered, inMemory } = await cachedCount<Matches & { inMemory?: boolean }>(countKey(search), async () => {
    const counted = await countedInMemory(search);
    if (counted) {
      // The same cap as a count in the database: the page says "10,000+" either way.
      if (!counted.matches) return { total: { value: JOBS_COUNT_CAP, exact: false }, ids: null, inMemory: true };
      return { total: { value: counted.found, exact: true }, ids: counted.matches, ordered: true, inMemory: true };
    }
    const resolved = await resolve();
    const { parts, keywordIds, sampleKeyword } = resolved;
    // The keyword's ids are its open matches: with no other filter they are the matches, and with others there are at
    // most KEYWORD_IDS_LIMIT (= JOBS_COUNT_CAP) of them to count, so the sample has nothing to tell.
    if (keywordIds !== null && !filtersBesidesKeyword(parts)) return { total: { value: keywordIds.length, exact: true }, ids: keywordIds };
    // A keyword alone that the sample already put above twice the cap: the count's own question to the sample.
    if (sampleKeyword?.broad && !filtersBesidesKeyword(parts)) return { total: { value: JOBS_COUNT_CAP, exact: false }, ids: null };
    return countMatches(search, resolved, keywordIds === null);
  });
  // More matches than the count keeps ids of: the page reads them by the search's own conditions (counted in memory,
  // the keyword's ids were never looked up; a keyword with ids has fewer matches than that).
  const where = ids ? idsCondition(ids) : allOf(inMemory ? searchParts(search) : (await resolve()).parts);
  return { where, total, ids, own, ordered };
}

/**
 * The search counted in the filter columns held in memory (filter-columns.server.ts): its matches in the results order
 * and every filter count, exact. Null when they are not held (a small site, or a job written since they were copied),
 * when the keyword matches more jobs than its ids are kept for (KEYWORD_IDS_LIMIT) anywhere and, with a place, in and
 * around it (keywordIdsAround) or, without a place, within a type, specialty or city filter (keywordIdsWithin: then
 * that filter's own counts are not made here, `uncounted`), when a filter's text is one the copy cannot compare as the
 * database does (filterColumnsCan), or when a search without a keyword clearly matches more than the count keeps exact
 * (the sample, clearlyAboveCap); the search then runs in the database. The empty search keeps its count of two
 * index-only scans. Shared by the count and the filter counts (the count cache).
 */
export async function countedInMemory(search: JobSearch): Promise<CountedInMemory | null> {
  if (isEmptySearch(search) || !filterColumnsCan(search)) return null;
  const columns = currentFilterColumns((await openJobsCount()).value);
  if (!columns) return null;
  return cachedCount(`memory:${countKey(search)}`, async () => {
    const over = { records: null as Int32Array | null };
    const around = () => cachedCount(`around:${search.location.toLowerCase()}:${search.radius}`, () => filterColumnsAround(search));
    // The keyword's matches from the words held beside the columns (words-in-memory.server.ts), however many.
    const terms = search.keyword && columns.words && filterColumnsSettings.keywords ? parseQuery(search.keyword) : [];
    const records = terms.length ? keywordRecords(columns.words!, columns.size, terms) : null;
    // A keyword with more jobs to visit than SCAN_UP_TO (after the other filters narrowed them) is counted as without
    // the words: the sample shows it broad at less cost (decision 109).
    // Without a keyword, the same bound: up to SCAN_UP_TO jobs to visit cost less than the question to the sample below.
    const counted = records
      ? countInMemory(columns, search, { records }, await around(), { keepUpTo: JOBS_COUNT_CAP, narrow: { scanUpTo: SCAN_UP_TO } })
      : search.keyword
        ? null
        : await countedWithoutKeyword(columns, search, await around(), over);
    if (counted) return counted;
    const resolved = await resolvedParts(search);
    // A broad keyword with a place: its matches there and around (keywordIdsAround); without one, its matches within a
    // type, specialty or city filter (keywordIdsWithin), which leave that filter's own counts to be made elsewhere.
    let keywordIds = search.keyword ? (resolved.keywordIds ?? (search.location ? await keywordIdsAround(search) : null)) : null;
    let uncounted: GroupedFilter | undefined;
    if (search.keyword && keywordIds === null && !search.location) {
      const within = await keywordIdsWithin(search, columns, resolved.sampleKeyword);
      if (within) ({ ids: keywordIds, within: uncounted } = within);
    }
    if (search.keyword && keywordIds === null) return null;
    // Without a keyword every job is visited (decision 086): where the sample shows the search matching twice
    // the cap or more, the database's estimates from the sample cost less (its counts are estimated either way).
    if (!search.keyword) {
      const slots = sampleSlotsFor((await openJobsCount()).value);
      if (slots !== null && (await cachedCount(`above:${countKey(search)}`, () => clearlyAboveCap(allOf(resolved.parts), { slots, text: false })))) return null;
    }
    // The records to visit were worked out above when there were more than SCAN_UP_TO of them (no keyword).
    const all = over.records
      ? countInMemory(columns, search, { records: over.records }, await around(), { keepUpTo: JOBS_COUNT_CAP })
      : countInMemory(columns, search, keywordIds, await around(), { keepUpTo: JOBS_COUNT_CAP, narrow: { scanUpTo: Number.POSITIVE_INFINITY } })!;
    return uncounted ? { ...all, uncounted } : all;
  });
}

/**
 * A search without a keyword counted in the copy, when it has at most SCAN_UP_TO jobs to visit (else null). One that
 * sets a single one of the type, specialty and city filters, and no place, visits only the jobs that filter keeps: its
 * own counts (every job meeting the other filters, by type, specialty or city) are the same whichever of its values are
 * chosen, so they are counted once among all the jobs and kept with the counts, where each such search visited every
 * job for them.
 */
async function countedWithoutKeyword(columns: FilterColumns, search: JobSearch, around: Around | null, over: Narrow["over"]): Promise<CountedInMemory | null> {
  const options = { keepUpTo: JOBS_COUNT_CAP, narrow: { scanUpTo: SCAN_UP_TO } };
  // `over` is given the search's own records to visit when there are too many (not another search's, nor fewer).
  const counted = () => countInMemory(columns, search, null, around, { ...options, narrow: { ...options.narrow, over } });
  const set = GROUPED_FILTERS.filter((filter) => search[filter].length > 0);
  if (set.length !== 1 || search.location) return counted();
  const filter = set[0]!;
  const without: JobSearch = { ...search, [filter]: [] };
  const all = await cachedCount(`memory-all:${countKey(without)}`, async () => countInMemory(columns, without, null, around, options));
  if (!all) return counted();
  const within = countInMemory(columns, search, null, around, { ...options, narrow: { ...options.narrow, passing: true } });
  if (!within) return null;
  return { ...within, facets: { ...within.facets, [filter]: all.facets[filter] }, bases: { ...within.bases, [filter]: all.bases[filter] } };
}

/** The sample's answers for a search, counted in the filter columns held in memory (sampleInMemory). */
export type SampleInMemory = {
  /** How many of the sample's open jobs match the search (clearlyAboveCap's count). */
  found: number;
  /** The filter panel's queries over the sample (facetQueries, in order; countTogether's counts). */
  queries: Counted[];
};

/**
 * The questions a keyword search asks of the sample (job-sample.server.ts) — how many of its jobs match, and the filter
 * panel's counts among them — counted in the filter columns held in memory, when the keyword's matches among the sample
 * are known by id (KeywordMatches' `sample`): the database's answers (clearlyAboveCap, countTogether over sampleOf),
 * without their statements. Those cost a statement each, and the search's count and its exact filter
 * counts waited for them. Null when the copy is not held or cannot compare the search's texts (filterColumnsCan), or
 * the sample's matches are not known by id; the database is asked then. Cached with the counts.
 */
export async function sampleInMemory(search: JobSearch, resolved: Pick<ResolvedSearch, "sampleKeyword">, slots: number): Promise<SampleInMemory | null> {
  const sampled = resolved.sampleKeyword;
  if (!search.keyword || !sampled || sampled.slots !== slots || !filterColumnsCan(search)) return null;
  const columns = currentFilterColumns((await openJobsCount()).value, false);
  if (!columns) return null;
  return cachedCount(`sample-memory:${slots}:${countKey(search)}`, async () => {
    const around = await cachedCount(`around:${search.location.toLowerCase()}:${search.radius}`, () => filterColumnsAround(search));
    const { found, facets, bases } = countInMemory(columns, search, sampled.ids, around, { keepUpTo: 0 });
    const options: Counted["counts"] = { salary: facets.salary, experience: facets.experience, posted: facets.posted };
    // The distance options are counted for a city of the list only (facetQueries' optionsQuery).
    if (searchCity(search)) options.radius = facets.radius;
    return { found, queries: [...GROUPED_FILTERS.map((filter) => ({ counts: { [filter]: facets[filter] }, base: bases[filter] })), { counts: options, base: bases.options }] };
  });
}

/**
 * The ids of the search's open matches when it is counted exactly (at most JOBS_COUNT_CAP), null when it has more, and
 * the filter counts made with them (Matches' `own`): the count's own, from the count cache (the filter counts ask for
 * them beside the page).
 */
export async function knownMatches(search: JobSearch): Promise<Pick<Matches, "ids" | "own">> {
  const { ids, own } = await countFor(search);
  return { ids, own };
}

/** How many open jobs the site has (the empty search's count, from the count cache). */
export function openJobsCount(): Promise<MatchCount> {
  return countFor(EMPTY_SEARCH).then(({ total }) => total);
}
