// Addresses of the job feeds (client-safe: the /jobs page links to the feed of the search it shows).
import { jobSearchParams, type JobSearch } from "~/features/search/search-params";

export const SEARCH_FEED_PATH = "/jobs/feed.xml";
export const JOBS_FEED_PATH = "/feeds/jobs.xml";

/** The feed of a search ("/jobs/feed.xml?…"): the search's filters, without its order and page. */
export function searchFeedHref(search: JobSearch): string {
  const qs = jobSearchParams({ ...search, sort: null, page: 1 }).toString();
  return qs ? `${SEARCH_FEED_PATH}?${qs}` : SEARCH_FEED_PATH;
}
