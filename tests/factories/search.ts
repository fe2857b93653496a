// Searches run both ways for the tests of the copy held in memory (integration tests only).
import { expect } from "vitest";
import { forgetSearches } from "~/features/search/count-cache.server";
import { countedInMemory } from "~/features/search/count-matches.server";
import { filterColumnsSettings } from "~/features/search/filter-columns.server";
import { searchJobs } from "~/features/search/results-page.server";
import { searchFacets } from "~/features/search/search-facets.server";
import type { JobSearch } from "~/features/search/search-params";

/** What the /jobs page shows for a search: the count, the page's job ids in order, and the filter counts. */
export async function searchPage(chosen: JobSearch) {
  const [result, facets] = await Promise.all([searchJobs({ actor: null, search: chosen }), searchFacets({ actor: null, search: chosen })]);
  return { total: result.total, ids: result.jobs.map((job) => job.id), hasNextPage: result.hasNextPage, spelling: result.spelling, facets };
}

/** The search run in the database: the copy held (if any) not used. */
export async function searchedInDatabase(chosen: JobSearch) {
  filterColumnsSettings.fromOpenJobs = Number.POSITIVE_INFINITY;
  forgetSearches();
  expect(await countedInMemory(chosen)).toBeNull();
  forgetSearches();
  return searchPage(chosen);
}
