import { and, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { db } from "~/db/client.server";
import { cityCoordinates, jobs, organisations } from "~/db/schema";
import type { City } from "~/lib/cities";
import { JOB_SPECIALTIES, JOBS_PAGE_SIZE } from "~/lib/constants";
import { lookupTexts, parseQuery, wholeWordPattern, type QueryTerm } from "~/lib/medical-vocabulary";
import type { MaybeActor } from "~/lib/permissions";
import { cachedCount } from "./count-cache.server";
import { cardColumns, containsPattern, toJobCard } from "~/features/jobs/job-queries.server";
import { closeSpelling } from "./close-spelling.server";
import { relevanceOrder } from "./search-relevance.server";
import { mostWords } from "./relaxed-search.server";
import { resolvePlace } from "~/lib/place-names";
import { anyOf, keywordThroughWords, locationTagsQuery, valuesTagsQuery } from "./search-words.server";
import { EMPTY_SEARCH, effectiveSort, isEmptySearch, LAKH, placeTexts, RADIUS_OPTIONS, searchCity, withCityNames, type JobSearch } from "./search-params";
import type { JobSearchResult, MatchCount } from "./types";
import { allOf, withinKm, type Dimension, type SearchParts } from "./search-parts.server";
import { SAMPLE_SLOTS, SAMPLE_TEXTS_SLOTS, sampleOf, sampleSlotsCondition, sampleSlotsFor, sampleTextsOf } from "./job-sample.server";
import { jsonValue } from "~/db/json-value.server";
import { openJob, posterOfJob, resultsOrder } from "~/db/job-lists.server";
import { countsOwnMatches, facetQueries, GROUPED_FILTERS, matchesWithCounts, noConditions, type Counted, type GroupedFilter } from "./facet-queries.server";
import { countInMemory, currentFilterColumns, filterColumnsCan, filterColumnsAround, type CountedInMemory, type FilterColumns } from "./filter-columns.server";

/** Filtered counts stop here ("10,000+ doctor jobs found"): a count never visits more rows than this. */
export const JOBS_COUNT_CAP = 10_000;

/** `column` contains `text`, case-insensitively: lower(column) LIKE lower('%text%'), as ILIKE does it in UTF-8. */
function contains(column: SQLWrapper, text: string, lowered = false): SQL {
  const haystack = lowered ? sql`${column}` : sql`lower(${column})`;
  return sql`${haystack} like lower(${containsPattern(text)})`;
}

type Alternative = QueryTerm["alternatives"][number];

/**
 * The specialty as the same text rule, decided here over the list of 32 (every job is posted under one of them):
 * `specialty in (...)` is served by an index, where `lower(specialty) like ...` would make the whole OR a table scan.
 */
function specialtyMatch(alternative: Alternative): SQL | null {
  const test = alternative.wholeWord
    ? (name: string) => new RegExp(wholeWordPattern(alternative.text)).test(name.toLowerCase())
    : (name: string) => name.toLowerCase().includes(alternative.text);
  const names = JOB_SPECIALTIES.filter(test);
  return names.length ? inArray(jobs.specialty, names) : null;
}

/**
 * A term's alternatives, those matched by LIKE before the whole-word short forms, whose regular expression costs many
 * times more: the database tests an OR's parts in order and stops at the first that holds. "senior resident delhi" at
 * 1,000,000 jobs read its 927 matches in 13 ms instead of 20 (the expression for "SR" ran on every job first).
 */
function alternativesOf(term: QueryTerm): Alternative[] {
  const alternatives = lookupTexts(term);
  return [...alternatives.filter((a) => !a.wholeWord), ...alternatives.filter((a) => a.wholeWord)];
}

/**
 * A whole-word short form in the search text: the regular expression decides; an index narrows the rows down first.
 * For three letters or more that is a LIKE on its plain and dotted spellings (M.Ch, D.N.B) through the trigram index.
 * One or two letters give trigrams no hold (a search for MD read every job with the query's other words), so the
 * words index does it (search-words.server.ts): every text the expression matches has the form as a word ("md") or
 * its letters as adjacent words ("m.d." is m, d).
 */
function textHasWord(text: string): SQL {
  const regex = sql`${jobs.searchText} ~ ${wholeWordPattern(text)}`;
  const letters = text.replace(/[^a-z0-9]/g, "");
  if (letters.length < 3) {
    const words = letters.length === 1 ? `'${letters}'` : `'${letters}' | '${letters[0]}' <-> '${letters[1]}'`;
    // The expression is applied to `search_text || ''`, which the trigram index cannot serve: on search_text itself
    // the planner took the trigram index for it, estimating a handful of rows where it reads every job. It comes first:
    // where the planner reads rows one by one (many matches), it is cheaper than making each row's words.
    return sql`((${jobs.searchText} || '') ~ ${wholeWordPattern(text)} and ${jobs.words} @@ ${words}::tsquery)`;
  }
  const spellings = [...new Set([letters, [...letters].join("."), `${letters[0]}.${letters.slice(1)}`])];
  return sql`(${or(...spellings.map((spelling) => sql`${jobs.searchText} like ${containsPattern(spelling)}`))} and ${regex})`;
}

/**
 * One term of the keyword: it appears (as typed or as a synonym) in the title, company, description, location (one
 * lowercased text, `search_text`, with one trigram index) or the specialty.
 */
function termCondition(term: QueryTerm): SQL {
  const alternatives = alternativesOf(term);
  const inText = alternatives.map((a) => (a.wholeWord ? textHasWord(a.text) : sql`${jobs.searchText} like ${containsPattern(a.text)}`));
  const inSpecialty = alternatives.map(specialtyMatch).filter((part): part is SQL => part !== null);
  return or(...inText, ...inSpecialty)!;
}

/** Every term of the keyword appears (termCondition). */
function keywordCondition(terms: readonly QueryTerm[]): SQL | null {
  return terms.length ? and(...terms.map(termCondition))! : null;
}

/**
 * The cities of city_coordinates within `km` of `city`, by withinKm's own expression: a job's coordinates are its placed
 * city's (the jobs_place trigger copies them from that table with the name), so a job is within `km` exactly when its
 * city is one of these. Cached with the counts.
 */
function citiesWithin(city: City, km: number): Promise<string[]> {
  return cachedCount(`near:${city}:${km}`, async () => {
    const rows = await db().select({ name: cityCoordinates.name }).from(cityCoordinates).where(withinKm(city, km, cityCoordinates));
    return rows.map((row) => row.name);
  });
}

/**
 * The search bar's city: a substring of the location (or, for a metro, one of its towns': placeTexts), or with a
 * radius, any job within it of that city.
 */
function placeCondition(location: string, radius: number | null): SQL | null {
  if (!location) return null;
  const city = radius !== null ? searchCity({ location }) : null;
  const inPlace = placeTexts({ location }).map((text) => contains(jobs.location, text));
  return city && radius !== null ? or(...inPlace, withinKm(city, radius))! : or(...inPlace)!;
}

/**
 * The place's texts (placeTexts) as one query of jobs.tags (locationTagsQuery), and whether it finds only their jobs;
 * null when the index cannot narrow one of them.
 */
async function placeTagsQuery(search: Pick<JobSearch, "location">): Promise<{ query: string; exact: boolean } | null> {
  const found = await Promise.all(placeTexts(search).map(locationTagsQuery));
  if (!found.length || found.some((one) => one === null)) return null;
  const queries = found.map((one) => one!.query).filter(Boolean);
  return { query: queries.length ? anyOf(queries) : "", exact: found.every((one) => one!.exact) };
}

function salaryCondition(minSalary: JobSearch["minSalary"]): SQL | null {
  if (!minSalary) return null;
  const perYear = Math.round(minSalary.per === "year" ? minSalary.amount * LAKH : minSalary.amount * 12);
  return sql`${jobs.salaryYear} >= ${perYear}`;
}

/** Jobs that ask for no experience, or whose range (either end may be open) includes the doctor's years. */
function experienceCondition(years: number | null): SQL | null {
  if (years === null) return null;
  return sql`(${jobs.experienceMin} is null or ${jobs.experienceMin} <= ${years}) and (${jobs.experienceMax} is null or ${jobs.experienceMax} >= ${years})`;
}

function postedCondition(days: number | null): SQL | null {
  return days === null ? null : sql`${jobs.postedDate} >= now() - make_interval(days => ${days})`;
}

function searchParts(search: Omit<JobSearch, "page">): SearchParts {
  return {
    keyword: keywordCondition(parseQuery(search.keyword)),
    place: placeCondition(search.location, search.radius),
    types: search.types.length ? inArray(jobs.type, search.types) : null,
    specialties: search.specialties.length ? inArray(jobs.specialty, search.specialties) : null,
    cities: search.cities.length ? or(...search.cities.map((c) => contains(jobs.location, c)))! : null,
    salary: salaryCondition(search.minSalary),
    experience: experienceCondition(search.experience),
    posted: postedCondition(search.postedWithin),
  };
}

/**
 * The matching rules as one WHERE clause over open jobs (docs/decisions/004-jobs-search.md and 080):
 * - keyword: every word, or a vocabulary synonym of it (lib/medical-vocabulary.ts), appears in the title, company,
 *   description, location or specialty — a case-insensitive substring, so a single fragment keeps the spec's rule
 *   ("cardio" finds cardiology); short forms (MD, MS, DM, ENT...) only as whole words;
 * - location (search bar): case-insensitive substring of the job location; with a radius and a city of the list, also
 *   any job within that many km of it;
 * - types: one of them; specialties: the job's specialty is one of them, exactly;
 * - cities: any of them a case-insensitive substring of the job location;
 * - salary: the top of the structured range, per year, at least the amount; experience: the job's required range (if
 *   any) includes the years; posted: within that many days.
 * Job alerts match saved searches against new jobs with it.
 */
export function searchCondition(search: Omit<JobSearch, "page">): SQL {
  return allOf(searchParts(withCityNames(search)));
}

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
 * texts and the filters again (at 1,000,000 jobs each such read of a few thousand matches costs 0.1–0.3 s).
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
      // A question about the keyword's texts reads them for the sample's ~5,000 jobs (15–30 ms): where the planner
      // expects the search's matches well under the cap, they are counted at once instead ("surgeon" in Mumbai at
      // 100,000 jobs: 25 ms asking the sample, then 3 ms counting its 370 matches). A wrong guess costs a count that
      // stops at the cap, about what the question costs; the answer is exact either way.
      const ask = !onSample.text || (await plannedRows(sql`select ${jobs.id} from ${jobs} where ${table}`)) > JOBS_COUNT_CAP / 2;
      const above = async () => {
        // Counted in the filter columns held in memory where it can be (sampleInMemory): the same number, no statement.
        const inMemory = await sampleInMemory(search, resolved, slots);
        if (inMemory) return (inMemory.found * SAMPLE_SLOTS) / slots >= 2 * JOBS_COUNT_CAP;
        return clearlyAboveCap(allOf(onSample.parts), { slots, text: onSample.text });
      };
      // Without a keyword, the question the filter columns held in memory asked first (countedInMemory).
      if (ask && (await (search.keyword ? above() : cachedCount(`above:${countKey(search)}`, above)))) return { total: { value: JOBS_COUNT_CAP, exact: false }, ids: null };
    }
  }
  // The matches are read once, their filtered columns kept for the statement: besides their number and ids, it counts
  // the filter panel's queries that count the search's own matches (a second read of a few thousand scattered rows
  // cost as much as the count: 48 + 60 ms for 3,901 matches of "consultant" with three filters, at 100,000 jobs).
  const queries = facetQueries(search, noConditions(), { amongOpen: true });
  const own = queries.map((query) => countsOwnMatches(query, resolved.parts));
  const counted = queries.filter((_, i) => own[i]);
  // Where the first page would sort every match (sortsAllMatches), the statement gives the ids in the results order.
  const orderUpTo = sortsAllUpTo(JOBS_PAGE_SIZE + 1, (await openJobsCount()).value);
  const { ids, counts: read, ordered } = await matchesWithCounts(table, JOBS_COUNT_CAP + 1, counted, { orderUpTo });
  if (ids.length > JOBS_COUNT_CAP) return { total: { value: JOBS_COUNT_CAP, exact: false }, ids: null };
  let next = 0;
  return { total: { value: ids.length, exact: true }, ids: Int32Array.from(ids), own: own.map((yes) => (yes ? read[next++]! : null)), ordered };
}

/**
 * On a large site, whether the sample (job-sample.server.ts) shows the search matching at least twice the cap: then
 * the answer "10,000+" needs no count, which for a search with common words and other filters reads tens of thousands
 * of jobs (0.4–0.6 s at 1,000,000). Twice, so that sampling error never turns 9,000 into "10,000+": at ~5,000 sampled
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
 * Up to this many matches a search is "sparse": the page query collects every match through the trigram index and
 * sorts them, instead of walking an order index until 21 matches turn up (which, for a rare term, reads most of
 * the table). Above it, matches are dense enough that walking the order index finds a page within a few hundred rows.
 */
export const SPARSE_MATCHES = 2_000;

/**
 * Each order twice: as an index can serve it (dense matches: walk the index, stop at a page) and with the index
 * order hidden from the planner (sparse matches: filter through the trigram index, then sort). Most relevant ranks by
 * the keyword's score only up to SPARSE_MATCHES (`rank`); above it is featured, then newest (docs/decisions/080), also
 * when the matches are read by id and sorted (sortsAllMatches).
 */
function orderFor(search: JobSearch, sparse: boolean, rank = sparse): SQL[] {
  const sort = effectiveSort(search);
  if (sort === "newest") {
    return sparse
      ? [sql`(${jobs.postedDate} + interval '0 seconds') desc`, sql`${jobs.id} desc`]
      : [sql`${jobs.postedDate} desc nulls last`, sql`${jobs.id} desc nulls last`];
  }
  if (sort === "salary") {
    return sparse
      ? [sql`coalesce(${jobs.salaryYear}, -1) desc`, sql`${jobs.postedDate} desc`, sql`${jobs.id} desc`]
      : [sql`${jobs.salaryYear} desc nulls last`, sql`${jobs.postedDate} desc nulls last`, sql`${jobs.id} desc nulls last`];
  }
  if (!sparse) return resultsOrder;
  const terms = rank ? parseQuery(search.keyword) : [];
  return [
    ...(terms.length ? relevanceOrder(terms) : [sql`${jobs.featured}::int desc`]),
    sql`${jobs.postedDate} desc`,
    sql`${jobs.id} desc`,
  ];
}

/**
 * Whether a page of `matches` jobs known by id is cheaper read by sorting them all (each read by primary key) than by
 * walking an order index until `pageEnd` of them turn up: the walk reads about pageEnd × openJobs / matches jobs (the
 * matches are spread over the order), the sort reads each match once; equal at matches² = pageEnd × openJobs. At
 * 1,000,000 jobs a first page of 2,781 matches walked 7,300 jobs (0.1 s); sorted, it reads the 2,781.
 */
export function sortsAllMatches(matches: number, pageEnd: number, openJobs: number): boolean {
  return matches * matches <= pageEnd * openJobs;
}

/** The most matches for which sortsAllMatches holds: up to this many, a page of `pageEnd` sorts them all. */
export function sortsAllUpTo(pageEnd: number, openJobs: number): number {
  let most = Math.floor(Math.sqrt(pageEnd * openJobs));
  // The square root in floating point may land one off the integer boundary: the rule itself decides.
  while (most > 0 && !sortsAllMatches(most, pageEnd, openJobs)) most--;
  while (sortsAllMatches(most + 1, pageEnd, openJobs)) most++;
  return most;
}

/** Fewer matches than this and close spellings of the keyword are tried. */
export const FEW_MATCHES = 3;

/** A keyword's matches are kept as ids (with the counts, in the count cache) up to this many. */
export const KEYWORD_IDS_LIMIT = JOBS_COUNT_CAP;

/**
 * Up to how many of a keyword's matches are read as ids: its matches anywhere (keywordMatchIds), and those in and around
 * the search bar's place (keywordIdsAround). Both KEYWORD_IDS_LIMIT; tests lower the first to make a keyword broad.
 */
export const keywordIdsSettings = { anywhere: KEYWORD_IDS_LIMIT, around: KEYWORD_IDS_LIMIT };

/** The open jobs a keyword matches, as far as they were looked up (keywordMatchIds). */
type KeywordMatches = {
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
function keywordMatchIds(keyword: string, condition: SQL, alone: boolean): Promise<KeywordMatches> {
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
      // a common word's postings ("consultant" at 1,000,000 jobs: 7 ms, where reading the sample's ~5,900 rows with
      // their texts took 50 ms and the word's 458,000 postings ANDed with the sample's slots far more).
      sample = await sampleMatches(throughWords ?? condition, slots, throughWords !== null);
      // Ids are only a shortcut: where the sample puts the keyword near the limit, reading up to 10,001 matches is as
      // likely to end with none (23 ms for "surgeon" at 100,000 jobs, 10,891 matches) as to help, and the count reads
      // the search's matches with its other filters through the same index anyway. The count's "10,000+" still needs
      // twice the limit (`broad`). From three quarters of the limit by the sample's estimate, the ids are not read.
      if (sample.broad || (sample.ids.length * SAMPLE_SLOTS) / slots >= (limit * 3) / 4) return { ids: null, sample };
    }
    // For a search of the keyword alone, the matches are read with their filtered columns and also give its filter
    // counts: reading the same few thousand rows again by id cost more than finding them (46 ms for the 5,694 of
    // "anaesthetist" at 100,000 jobs). A search with other filters needs other counts: the ids alone.
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
 * database's cache: at 1,000,000 jobs "consultant" found its 1,660 sampled matches in 2.6 ms there, where the jobs
 * table took 7 ms with its 1,256 heap pages cached and up to 31 ms after other searches had pushed them out.
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
async function plannedRows(query: SQL): Promise<number> {
  const result = await db().execute<{ "QUERY PLAN": unknown }>(sql`explain (format json) ${query}`);
  const value = result.rows[0]?.["QUERY PLAN"];
  const plan = jsonValue<[{ Plan: { "Plan Rows": number } }] | undefined>(value);
  return plan?.[0]?.Plan["Plan Rows"] ?? Number.POSITIVE_INFINITY;
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
 * lists of a common word (458,000 jobs for "consultant", 0.11 s) with the other filters' indexes, where the plain LIKE
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
 * little of the 120,000 jobs with the word (16 ms at 1,000,000 jobs, where the bitmaps of the word's trigrams and the
 * city's, ANDed, took 100 ms), and a common type, a specialty and three cities with "consultant" found their 0 jobs in
 * 10 ms instead of 255. A place with a radius is its location words or a placed city within the radius
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
 * is made of it: a search counted in memory keeps the condition but sends no query with it (writing 5,563 ids cost
 * 0.7 ms a search for "Kaveri" at 1,000,000 jobs).
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
function filtersBesidesKeyword(parts: SearchParts): boolean {
  return (Object.entries(parts) as [Dimension, SQL | null][]).some(([dimension, condition]) => dimension !== "keyword" && condition !== null);
}

/**
 * The search's condition, its number of matches and, when it was counted exactly, their ids (Matches), from the count
 * cache. `where` is the condition of the matches: their ids when known.
 */
async function countFor(search: JobSearch): Promise<Matches & { where: SQL }> {
  const resolved = await resolvedParts(search);
  const { parts, keywordIds, sampleKeyword } = resolved;
  const { total, ids, own, ordered } = await cachedCount<Matches>(countKey(search), async () => {
    const inMemory = await countedInMemory(search);
    if (inMemory) {
      // The same cap as a count in the database: the page says "10,000+" either way.
      if (!inMemory.matches) return { total: { value: JOBS_COUNT_CAP, exact: false }, ids: null };
      return { total: { value: inMemory.found, exact: true }, ids: inMemory.matches, ordered: true };
    }
    // The keyword's ids are its open matches: with no other filter they are the matches, and with others there are at
    // most KEYWORD_IDS_LIMIT (= JOBS_COUNT_CAP) of them to count, so the sample has nothing to tell.
    if (keywordIds !== null && !filtersBesidesKeyword(parts)) return { total: { value: keywordIds.length, exact: true }, ids: keywordIds };
    // A keyword alone that the sample already put above twice the cap: the count's own question to the sample.
    if (sampleKeyword?.broad && !filtersBesidesKeyword(parts)) return { total: { value: JOBS_COUNT_CAP, exact: false }, ids: null };
    return countMatches(search, resolved, keywordIds === null);
  });
  return { where: ids ? idsCondition(ids) : allOf(parts), total, ids, own, ordered };
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
    // Without a keyword every job is visited (10–25 ms at 1,000,000): where the sample shows the search matching twice
    // the cap or more, the database's estimates from the sample cost less (its counts are estimated either way).
    if (!search.keyword) {
      const slots = sampleSlotsFor((await openJobsCount()).value);
      if (slots !== null && (await cachedCount(`above:${countKey(search)}`, () => clearlyAboveCap(allOf(resolved.parts), { slots, text: false })))) return null;
    }
    const around = await cachedCount(`around:${search.location.toLowerCase()}:${search.radius}`, () => filterColumnsAround(search));
    const counted = countInMemory(columns, search, keywordIds, around, { keepUpTo: JOBS_COUNT_CAP });
    return uncounted ? { ...counted, uncounted } : counted;
  });
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
 * without their statements. Those cost 1–4 ms each at 1,000,000 jobs, and the search's count and its exact filter
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

/**
 * The city a search names by another name — its search bar ("Bangalore", placeTyped) or a word of its keyword
 * ("gurgaon") — with that name, for the page to say "Showing jobs in Bengaluru (Bangalore)"; null otherwise.
 */
function placeNamed(search: JobSearch): JobSearchResult["place"] {
  const bar = withCityNames(search);
  if (bar.placeTyped) return { city: bar.location, typed: bar.placeTyped };
  for (const term of parseQuery(search.keyword)) {
    const place = resolvePlace(term.typed);
    if (place?.alias) return { city: place.city, typed: term.typed };
  }
  return null;
}

/**
 * One page of open jobs matching the search, in the chosen order, with the number of matches.
 * The count comes first (usually from the count cache): no match means no page query, and few matches pick the
 * filter-then-sort plan. When few jobs match the keyword, close spellings of its words are tried (pg_trgm); if they find
 * more, those are shown, with what was corrected (unless the search asks for exactly what was typed).
 * Public: any visitor may search, so the actor is not consulted.
 */
export async function searchJobs({ search: typed }: { actor: MaybeActor; search: JobSearch }): Promise<JobSearchResult> {
  const asked = withCityNames(typed);
  let search = asked;
  let { where, total, ids, ordered } = await countFor(search);
  let spelling: JobSearchResult["spelling"] = null;
  if (search.keyword && !search.exact && total.value < FEW_MATCHES) {
    const corrected = await cachedCount(`spelling:${search.keyword.toLowerCase()}`, () => closeSpelling(search.keyword));
    if (corrected) {
      const alternative = { ...search, keyword: corrected };
      const found = await countFor(alternative);
      if (found.total.value > total.value) {
        ({ where, total, ids, ordered } = found);
        search = alternative;
        spelling = { typed: asked.keyword, corrected };
      }
    }
  }
  // No job has every word: the words the most jobs have together, and which were left out (relaxed-search.server.ts).
  let relaxed: JobSearchResult["relaxed"] = null;
  if (search.keyword && !search.exact && total.value === 0) {
    const others = allOf({ ...searchParts(search), keyword: null });
    const most = await cachedCount(`relaxed:${countKey(search)}`, () => mostWords(search.keyword, termCondition, others));
    if (most) {
      const alternative = { ...search, keyword: most.keyword };
      const found = await countFor(alternative);
      if (found.total.value > 0) {
        ({ where, total, ids, ordered } = found);
        search = alternative;
        relaxed = most;
      }
    }
  }
  const offset = (search.page - 1) * JOBS_PAGE_SIZE;
  const beyondEnd = total.value === 0 || (total.exact && offset >= total.value);
  // The page's rows are kept with the count (same key, same expiry, cleared with it when any job changes): a search
  // whose words are common costs a few hundred ms at 1,000,000 jobs, and people page back and run searches again.
  const rank = total.exact && total.value <= SPARSE_MATCHES;
  const sortAll = rank || (ids !== null && sortsAllMatches(ids.length, offset + JOBS_PAGE_SIZE + 1, (await openJobsCount()).value));
  const order = orderFor(search, sortAll, rank);
  // Sorting every match, the page's ids are chosen first and only their rows make cards: a card's columns (the start
  // of the description) are otherwise read out of every match before the sort (19.6 → 13.7 ms for 3,644 matches).
  // With the ids already in the results order, the page is a slice of them (the default order, unless it ranks a keyword).
  const slice = ids && ordered && effectiveSort(search) === "relevance" && !(rank && parseQuery(search.keyword).length) ? ids.subarray(offset, offset + JOBS_PAGE_SIZE + 1) : null;
  // The page's cards with their posters' state, in one join.
  const cards = () => db().select(cardColumns).from(jobs).leftJoin(organisations, posterOfJob).$dynamic();
  const pageIds = () => db().select({ id: jobs.id }).from(jobs).where(where).orderBy(...order).limit(JOBS_PAGE_SIZE + 1).offset(offset);
  const rows = beyondEnd
    ? []
    : await cachedCount(`page:${countKey(search)}:${effectiveSort(search)}:${search.page}`, () =>
        slice
          ? cards().where(idsCondition(slice)).orderBy(...resultsOrder)
          : sortAll
          ? cards().where(inArray(jobs.id, pageIds())).orderBy(...order)
          : cards().where(where).orderBy(...order).limit(JOBS_PAGE_SIZE + 1).offset(offset),
      );
  const now = new Date();
  return {
    jobs: rows.slice(0, JOBS_PAGE_SIZE).map((row) => toJobCard(row, now)),
    total,
    page: search.page,
    pageSize: JOBS_PAGE_SIZE,
    hasNextPage: rows.length > JOBS_PAGE_SIZE,
    spelling,
    relaxed,
    place: placeNamed(typed),
  };
}

export { filtersBesidesKeyword, searchParts, allOf, withinKm, keywordCondition, termCondition, orderFor, type Dimension, type SearchParts };
