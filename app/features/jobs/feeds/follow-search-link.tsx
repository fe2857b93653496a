import type { JobSearch } from "~/features/search/search-params";
import { searchFeedHref } from "./feed-links";
import { feeds as t } from "./messages";

/** On /jobs, inside the results the page swaps on each search: the RSS feed of the search shown. */
export function FollowSearchLink({ search }: { search: JobSearch }) {
  return (
    <p className="mb-2 flex justify-end text-sm">
      <a href={searchFeedHref(search)} type="application/rss+xml" data-testid="search-feed-link" className="inline-flex min-h-6 items-center font-medium text-brand-700 underline hover:text-brand-800">
        {t.followSearch}
      </a>
    </p>
  );
}
