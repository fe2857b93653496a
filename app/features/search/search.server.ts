// The door of search: every page, feed, alert and measurement that finds jobs comes through here. Behind it, the plan
// that counts and reads the matches (count-matches, keyword-matches, results-page), the filter counts
// (search-facets), the copy of the filter columns held in memory (filter-columns) and the sample (job-sample) stay
// internal; the matching rules are written once, in match-rules.server.ts (docs/decisions/105).
import type { SQL } from "drizzle-orm";
import type { MaybeActor } from "~/lib/permissions";
import { forgetSearches, invalidateCounts } from "./count-cache.server";
import { openJobsCount } from "./count-matches.server";
import { buildFilterColumns, currentFilterColumns, filterColumnsSettings } from "./filter-columns.server";
import { searchCondition } from "./match-rules.server";
import { searchJobs } from "./results-page.server";
import { searchFacets } from "./search-facets.server";
import type { JobSearch } from "./search-params";
import type { SearchAnswer } from "./types";
import { heldWordsBytes } from "./words-in-memory.server";

export { jobMatchesSearch, type JobRecord } from "./match-rules.server";

/**
 * One search: the page of open jobs it asks for (with the number of matches, any spelling corrected, any words left
 * out, the place it named by another name) and, unless `facets` is false, the counts beside every filter option.
 * Public: any visitor may search; the actor is not consulted.
 */
export async function findJobs({ actor, search, facets = true }: { actor: MaybeActor; search: JobSearch; facets?: boolean }): Promise<SearchAnswer> {
  const [page, counts] = await Promise.all([searchJobs({ actor, search }), facets ? searchFacets({ actor, search }) : null]);
  return { page, facets: counts };
}

/** Tells search that jobs were written (these ids, or any when none are given): what it kept of them is read again. */
export function jobsChanged(jobIds?: readonly number[]): void {
  invalidateCounts(jobIds);
}

/**
 * The search's rules as one condition over the jobs table, for job alerts, which match saved searches against the jobs
 * posted since their last run.
 */
export function savedSearchCondition(search: Omit<JobSearch, "page">): SQL {
  return searchCondition(search);
}

/**
 * What an operator or the bench may ask of search's machinery: the number of open jobs, forgetting every kept search,
 * copying the filter columns and the words into memory now, and whether (and how large) the copy is held. `inMemoryFrom` is the
 * number of open jobs from which the copy is made (Infinity: never).
 */
export const searchMachinery = {
  openJobs: async (): Promise<number> => (await openJobsCount()).value,
  forgetSearches,
  copyFilterColumns: () => buildFilterColumns(),
  heldCopy: async (): Promise<{ jobs: number; bytes: number; words: number; wordsBytes: number } | null> => {
    const held = currentFilterColumns((await openJobsCount()).value, false);
    if (!held) return null;
    return { jobs: held.size, bytes: held.buffer.byteLength + held.recordOf.byteLength, words: held.words?.words.length ?? 0, wordsBytes: held.words ? heldWordsBytes(held.words) : 0 };
  },
  setInMemoryFrom: (openJobs: number): void => {
    filterColumnsSettings.fromOpenJobs = openJobs;
  },
  inMemoryFrom: (): number => filterColumnsSettings.fromOpenJobs,
};
