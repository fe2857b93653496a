// A keyword's matches looked up once as ids (anywhere, around a place, within a filter) and among the sample.
import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cityCoordinates, jobs } from "~/db/schema";
import type { City } from "~/lib/cities";
import { parseQuery } from "~/lib/medical-vocabulary";
import { cachedCount } from "./count-cache.server";
import { anyOf, keywordThroughWords, locationTagsQuery, valuesTagsQuery } from "./search-words.server";
import { EMPTY_SEARCH, placeTexts, RADIUS_OPTIONS, searchCity, type JobSearch } from "./search-params";
import { withinKm } from "./search-parts.server";
import { SAMPLE_SLOTS, SAMPLE_TEXTS_SLOTS, sampleOf, sampleSlotsCondition, sampleSlotsFor, sampleTextsOf } from "./job-sample.server";
import { jsonValue } from "~/db/json-value.server";
import { openJob } from "~/db/job-lists.server";
import { facetQueries, matchesWithCounts, noConditions, type Counted, type GroupedFilter } from "./facet-queries.server";
import { currentFilterColumns, type FilterColumns } from "./filter-columns.server";
import { countInMemory } from "./count-in-memory.server";
import { KEYWORD_IDS_LIMIT } from "./limits";
import { keywordCondition, termCondition } from "./match-rules.server";
import { openJobsCount } from "./count-matches.server";

/**
 * The cities of city_coordinates within `km` of `city`, by withinKm's own expression: a job's coordinates are its placed
 * city's (the jobs_place trigger copies them from that table with the name), so a job is within `km` exactly when its
 * city is one of these. Cached with the counts.
 */
export function citiesWithin(city: City, km: number): Promise<string[]> {
  return cachedCount(`near:${city}:${km}`, async () => {
    const rows = await db().select({ name: cityCoordinates.name }).from(cityCoordinates).where(withinKm(city, km, cityCoordinates));
    return rows.map((row) => row.name);
  });
}

/**
 * The place's texts (placeTexts) as one query of jobs.tags (locationTagsQuery), and whether it finds only their jobs;
 * null when the index cannot narrow one of them.
 */
export async function placeTagsQuery(search: Pick<JobSearch, "location">): Promise<{ query: string; exact: boolean } | null> {
  const found = await Promise.all(placeTexts(search).map(locationTagsQuery));
  if (!found.length || found.some((one) => one === null)) return null;
  const queries = found.map((one) => one!.query).filter(Boolean);
  return { query: queries.length ? anyOf(queries) : "", exact: found.every((one) => one!.exact) };
}

/**
 * Up to how many of a keyword's matches are read as ids: its matches anywhere (keywordMatchIds), and those in and around
 * the search bar's place (keywordIdsAround). Both KEYWORD_IDS_LIMIT; tests lower the first to make a keyword broad.
 */
export const keywordIdsSettings = { anywhere: KEYWORD_IDS_LIMIT, around: KEYWORD_IDS_LIMIT };

/** The open jobs a keyword matches, as far as they were looked up (keywordMatchIds). */
export type KeywordMatches = {
  /** Their ids, when there are at most KEYWORD_IDS_LIMIT; null when there are more (or the sample says so). */
  ids: Int32Array | null;
  /**
   * The ids of the sample's open jobs it matches (sampleOf(slots)), when the sample was read: every later question to
   * the sample (the count's, the filter counts') asks for these ids instead of matching the texts again. `broad`: the
   * sample puts the keyword's matches at twice KEYWORD_IDS_LIMIT (= JOBS_COUNT_CAP) or more.
   */
  sample: { slots: number; ids: Int32Array; broad: boolean } | null;
  /**
   * With the ids: the filter panel's counts for the keyword alone (facetQueries of a search with no other filter, in
   * order), made from the same rows in the same statement.
   */
  alone?: Counted[];
};

/**
 * The open jobs the keyword matches (KeywordMatches), looked up once and kept in the count cache (cleared when any job
 * changes). Matching the words is the costly part of a narrow search at 1,000,000 jobs (every job with each common
 * word is read), and the count, the page and the four filter counts all need it: with the ids they read only those
 * jobs. On a large site the sample tells first whether the keyword clearly matches more, so that no broad keyword
 * reads its first 10,001 matches for nothing; the sample's own matches are kept for the estimates that follow.
 */
export function keywordMatchIds(keyword: string, condition: SQL, alone: boolean): Promise<KeywordMatches> {
  return cachedCount(`keyword:${keyword.toLowerCase()}`, async (): Promise<KeywordMatches> => {
    // The table is searched through the words index where the terms allow (search-words.server.ts).
    const throughWords = await keywordThroughWords(parseQuery(keyword), termCondition);
    const matches = sql`select ${jobs.id} as id from ${jobs} where ${openJob} and ${throughWords ?? condition}`;
    const slots = sampleSlotsFor((await openJobsCount()).value);
    let sample: KeywordMatches["sample"] = null;
    // When the words index's statistics put the matches well under the limit, the sample has nothing to tell. Half the
    // limit: at 1,000,000 jobs the estimates ran 25–40% under the true counts (the open-job condition's share).
    const planned = throughWords ? await plannedRows(matches) : Number.POSITIVE_INFINITY;
    const limit = keywordIdsSettings.anywhere;
    if (slots !== null && planned > limit / 2) {
      // Where the terms go through the words index, the sample is asked through it too: the sample's slots are lexemes
      // of the same index (sampleSlotsCondition), so one scan finds the keyword's matches among them, reading little of
      // a common word's postings, where reading the sample's rows with their texts, or the word's postings ANDed with
      // the sample's slots, cost several times more (decision 086).
      sample = await sampleMatches(throughWords ?? condition, slots, throughWords !== null);
      // Ids are only a shortcut: where the sample puts the keyword near the limit, reading up to 10,001 matches is as
      // likely to end with none as to help, and the count reads
      // the search's matches with its other filters through the same index anyway. The count's "10,000+" still needs
      // twice the limit (`broad`). From three quarters of the limit by the sample's estimate, the ids are not read.
      if (sample.broad || (sample.ids.length * SAMPLE_SLOTS) / slots >= (limit * 3) / 4) return { ids: null, sample };
    }
    // For a search of the keyword alone, the matches are read with their filtered columns and also give its filter
    // counts: reading the same few thousand rows again by id cost more than finding them. A search with other
    // filters needs other counts: the ids alone.
    // Held in memory, the filter columns count them instead (countedInMemory).
    const queries = alone && !currentFilterColumns((await openJobsCount()).value, false) ? facetQueries({ ...EMPTY_SEARCH, keyword }, noConditions(), { amongOpen: true }) : [];
    const { ids, counts } = await matchesWithCounts(sql`${openJob} and ${throughWords ?? condition}`, limit + 1, queries);
    if (ids.length > limit) return { ids: null, sample };
    return { ids: Int32Array.from(ids), sample, ...(alone ? { alone: counts } : {}) };
  });
}

/**
 * The ids of the open jobs a keyword matches in the search bar's place or around it, for a keyword with too many
 * matches anywhere to read as ids (keywordMatchIds): with them the search is counted in the filter columns held in
 * memory (countedInMemory). "Around" is every job any of the search's filter counts can count: each needs the place,
 * except the distance options, which count jobs placed within them of the place's city. So, for a city of the list, also
 * the jobs placed within the largest distance option of it, or the search's radius if that is larger (citiesWithin).
 * The place and those cities are one query of jobs.tags beside the keyword's words (search-words.server.ts): one scan
 * of jobs_words_tags_idx, whose posting lists skip through each other. Null when the place cannot be asked of the tags,
 * or when the matches number more than keywordIdsSettings.around: by the planner's estimate first (a few matches
 * misjudged cost a read of up to that many rows), then as read. At 1,000,000 jobs "radiologist" near Pune (200 km)
 * has 2,781 of the word's ~40,000.
 */
export function keywordIdsAround(search: Omit<JobSearch, "page">): Promise<Int32Array | null> {
  const city = searchCity(search);
  const km = city ? Math.max(RADIUS_OPTIONS[RADIUS_OPTIONS.length - 1]!, search.radius ?? 0) : null;
  const key = `around-keyword:${JSON.stringify([search.keyword.toLowerCase(), search.location.toLowerCase(), km])}`;
  return cachedCount(key, async () => {
    const found = await placeTagsQuery(search);
    if (!found) return null;
    const near = city && km !== null ? (await citiesWithin(city, km)).map((name) => valuesTagsQuery("city", [name])) : [];
    const queries = [found.query, ...near].filter(Boolean);
    if (!queries.length) return new Int32Array(0);
    // For a place of several words the tags find more jobs (each word somewhere in the location): the copy tests the
    // place itself, as it tests every filter.
    const region = sql`${jobs.tags} @@ ${anyOf(queries)}::tsquery`;
    const terms = parseQuery(search.keyword);
    const keyword = (await keywordThroughWords(terms, termCondition)) ?? keywordCondition(terms);
    if (!keyword) return null;
    const where = sql`${openJob} and ${keyword} and ${region}`;
    const limit = keywordIdsSettings.around;
    if ((await plannedRows(sql`select ${jobs.id} from ${jobs} where ${where}`)) > (limit * 3) / 4) return null;
    const { ids } = await matchesWithCounts(where, limit + 1, []);
    return ids.length > limit ? null : Int32Array.from(ids);
  });
}


/**
 * For a keyword with too many matches anywhere to read as ids (keywordMatchIds) and no place, but a type, specialty or
 * city filter: its matches within one of those filters, read as ids, so that the search is counted in the filter
 * columns held in memory (countedInMemory). Every count but that filter's own needs only jobs meeting it: the search's
 * count and page, the other two of these filters' counts, and the options'. That filter's own counts (the search
 * without it) are made as before (computeFacets' `only`). The filter is the one with the fewest of the keyword's
 * matches by the sample (its matches among the sample, `sampled`, tested against each filter in the copy), or by the
 * planner's estimate without one (the planner takes the word and the filter as independent: it put "consultant" among
 * Oncology jobs at 14,000, where the sample finds none); each is a query of jobs.tags beside the keyword's words, one
 * scan of jobs_words_tags_idx. Null when none of them can be asked of the tags, or when the fewest number more than
 * keywordIdsSettings.around: by the estimate first, then as read. At 1,000,000 jobs "consultant" (and its synonyms,
 * ~460,000 jobs) with a type, a specialty and three cities read its matches within the specialty in one scan, where its
 * count and two filter counts were three scans of the word's postings against those filters (10, 10 and 5 ms, side by
 * side on two cores).
 */
export function keywordIdsWithin(
  search: JobSearch,
  columns: FilterColumns,
  sampled: KeywordMatches["sample"],
): Promise<{ ids: Int32Array; within: GroupedFilter } | null> {
  if (search.location) return Promise.resolve(null);
  const key = `within-keyword:${JSON.stringify([search.keyword.toLowerCase(), search.types, search.specialties, search.cities])}`;
  return cachedCount(key, async () => {
    const tagged: { within: GroupedFilter; query: string }[] = [];
    if (search.types.length) tagged.push({ within: "types", query: valuesTagsQuery("type", search.types) });
    if (search.specialties.length) tagged.push({ within: "specialties", query: valuesTagsQuery("specialty", search.specialties) });
    if (search.cities.length) {
      // A city's tags find every job whose location contains it (more, for a city of several words): enough here, as
      // the copy tests the cities itself.
      const found = await Promise.all(search.cities.map(locationTagsQuery));
      // An empty query: no job's location contains that city.
      const queries = found.every((one) => one !== null) ? found.map((one) => one!.query).filter(Boolean) : null;
      if (queries?.length) tagged.push({ within: "cities", query: anyOf(queries) });
    }
    if (!tagged.length) return null;
    const terms = parseQuery(search.keyword);
    const keyword = (await keywordThroughWords(terms, termCondition)) ?? keywordCondition(terms);
    if (!keyword) return null;
    const where = (query: string) => sql`${openJob} and ${keyword} and ${jobs.tags} @@ ${query}::tsquery`;
    const planned = sampled
      ? tagged.map(({ within }) => {
          const alone: JobSearch = { ...EMPTY_SEARCH, [within]: search[within] };
          return (countInMemory(columns, alone, sampled.ids, null, { keepUpTo: 0 }).found * SAMPLE_SLOTS) / sampled.slots;
        })
      : await Promise.all(tagged.map(({ query }) => plannedRows(sql`select ${jobs.id} from ${jobs} where ${where(query)}`)));
    const fewest = planned.indexOf(Math.min(...planned));
    const limit = keywordIdsSettings.around;
    if (planned[fewest]! > (limit * 3) / 4) return null;
    const { ids } = await matchesWithCounts(where(tagged[fewest]!.query), limit + 1, []);
    return ids.length > limit ? null : { ids: Int32Array.from(ids), within: tagged[fewest]!.within };
  });
}

/**
 * The open jobs of the sample of `slots` slots that the keyword's `condition` matches (KeywordMatches' `sample`).
 * `indexed`: the condition goes through the words index, and the sample's slots are asked of the same index
 * (sampleSlotsCondition); otherwise the sample reads its few thousand rows one by one, where the plain condition is
 * cheapest. A sample of few slots (a large site) is asked of job_sample_texts (sampleTextsOf), whose rows stay in the
 * database's cache, where the jobs table's pages of those rows are pushed out by other searches.
 */
export async function sampleMatches(condition: SQL, slots: number, indexed = false): Promise<NonNullable<KeywordMatches["sample"]>> {
  const from =
    indexed || slots <= SAMPLE_TEXTS_SLOTS ? sql`${sampleTextsOf(slots)} where ${sampleSlotsCondition(slots)} and` : sql`${sampleOf(slots)} where`;
  const sampled = await db().execute<{ id: number }>(sql`select ${jobs.id} as id from ${from} ${openJob} and ${condition}`);
  const ids = Int32Array.from(sampled.rows, (row) => row.id);
  return { slots, ids, broad: (ids.length * SAMPLE_SLOTS) / slots >= 2 * KEYWORD_IDS_LIMIT };
}

/**
 * How many rows the planner expects a query to return (EXPLAIN, nothing run): for a condition on the words index it
 * reads the words' frequencies from the index's statistics. An estimate, used only to choose a plan.
 */
export async function plannedRows(query: SQL): Promise<number> {
  const result = await db().execute<{ "QUERY PLAN": unknown }>(sql`explain (format json) ${query}`);
  const value = result.rows[0]?.["QUERY PLAN"];
  const plan = jsonValue<[{ Plan: { "Plan Rows": number } }] | undefined>(value);
  return plan?.[0]?.Plan["Plan Rows"] ?? Number.POSITIVE_INFINITY;
}
