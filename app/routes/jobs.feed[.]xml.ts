import type { Route } from "./+types/jobs.feed[.]xml";
import { searchFeed } from "~/features/jobs/feeds/search-feed.server";
import { parseJobSearch } from "~/features/search/search-params";
import { pageUrl } from "~/server-lib/page-url.server";

// RSS 2.0 of any /jobs search (same query string): its newest jobs, for feed readers.
export async function loader({ request }: Route.LoaderArgs) {
  return searchFeed(request, parseJobSearch(pageUrl(request).searchParams));
}
