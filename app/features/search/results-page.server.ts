// The page of results: its order, the plan that reads it, close spellings and fewer words when nothing matches.
import { inArray, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs, organisations } from "~/db/schema";
import { JOBS_PAGE_SIZE } from "~/lib/constants";
import { parseQuery } from "~/lib/medical-vocabulary";
import type { MaybeActor } from "~/lib/permissions";
import { cachedCount, keptRows } from "./count-cache.server";
import { cardColumns, toJobCard } from "~/features/jobs/job-queries.server";
import { closeSpelling } from "./close-spelling.server";
import { relevanceOrder } from "./search-relevance.server";
import { mostWords } from "./relaxed-search.server";
import { resolvePlace } from "~/lib/place-names";
import { effectiveSort, withCityNames, type JobSearch } from "./search-params";
import type { JobSearchResult } from "./types";
import { allOf } from "./search-parts.server";
import { posterOfJob, resultsOrder } from "~/db/job-lists.server";
import { SPARSE_MATCHES, FEW_MATCHES } from "./limits";
import { termCondition, searchParts } from "./match-rules.server";
import { countKey, countFor, openJobsCount, idsCondition } from "./count-matches.server";

/**
 * Each order twice: as an index can serve it (dense matches: walk the index, stop at a page) and with the index
 * order hidden from the planner (sparse matches: filter through the trigram index, then sort). Most relevant ranks by
 * the keyword's score only up to SPARSE_MATCHES (`rank`); above it is featured, then newest (docs/decisions/080), also
 * when the matches are read by id and sorted (sortsAllMatches).
 */
export function orderFor(search: JobSearch, sparse: boolean, rank = sparse): SQL[] {
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
 * matches are spread over the order), the sort reads each match once; equal at matches² = pageEnd × openJobs.
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
  // whose words are common costs the most at a large site, and people page back and run searches again.
  const rank = total.exact && total.value <= SPARSE_MATCHES;
  const sortAll = rank || (ids !== null && sortsAllMatches(ids.length, offset + JOBS_PAGE_SIZE + 1, (await openJobsCount()).value));
  const order = orderFor(search, sortAll, rank);
  // Sorting every match, the page's ids are chosen first and only their rows make cards: a card's columns (the start
  // of the description) are otherwise read out of every match before the sort.
  // With the ids already in the results order, the page is a slice of them (the default order, unless it ranks a keyword).
  const slice = ids && ordered && effectiveSort(search) === "relevance" && !(rank && parseQuery(search.keyword).length) ? ids.subarray(offset, offset + JOBS_PAGE_SIZE + 1) : null;
  // The page's cards with their posters' state, in one join.
  const cards = () => db().select(cardColumns).from(jobs).leftJoin(organisations, posterOfJob).$dynamic();
  const pageIds = () => db().select({ id: jobs.id }).from(jobs).where(where).orderBy(...order).limit(JOBS_PAGE_SIZE + 1).offset(offset);
  const rows = beyondEnd
    ? []
    : await cachedCount(`page:${countKey(search)}:${effectiveSort(search)}:${search.page}`, () =>
        slice
          ? keptRows(slice, (missing) => cards().where(idsCondition(Int32Array.from(missing))))
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
