// RSS 2.0 for any /jobs search: the newest jobs it finds, through the very search /jobs runs (findJobs), so a feed
// reader follows exactly what the visitor saw. Kept like the full feed until a job changes.
import { jobPagePath } from "~/lib/application-sources";
import { create } from "xmlbuilder2";
import { env } from "~/env.server";
import { JOBS_PAGE_SIZE } from "~/lib/constants";
import { findJobs } from "~/features/search/search.server";
import { jobSearchHref, type JobSearch } from "~/features/search/search-params";
import { searchFeedHref } from "./feed-links";
import type { JobCardData } from "../types";
import { cachedFeed, type CachedFeed } from "./feed-cache.server";
import { feedResponse, gzipCollector, xmlText } from "./feed-response.server";
import { feeds as t } from "./messages";

/** Items in a search feed. */
export const SEARCH_FEED_ITEMS = 50;
const CACHE_CONTROL = "public, max-age=900";

/** A search as its feed asks it: newest first, from the first page (sort and page of the page it came from dropped). */
export function feedSearch(search: JobSearch): JobSearch {
  return { ...search, sort: "newest", page: 1 };
}

/** What the search is for, in words, for the feed's title ("cardiologist, Cardiology, Pune"). */
function searchWords(search: JobSearch): string {
  return [search.keyword, ...search.specialties, ...search.types, search.location, ...search.cities].filter(Boolean).join(", ");
}

/** The newest SEARCH_FEED_ITEMS jobs of the search, a page of /jobs at a time. */
async function newestJobs(search: JobSearch): Promise<JobCardData[]> {
  const found: JobCardData[] = [];
  for (let page = 1; found.length < SEARCH_FEED_ITEMS && page <= Math.ceil(SEARCH_FEED_ITEMS / JOBS_PAGE_SIZE); page++) {
    const result = (await findJobs({ actor: null, search: { ...feedSearch(search), page }, facets: false })).page;
    found.push(...result.jobs);
    if (!result.hasNextPage) break;
  }
  return found.slice(0, SEARCH_FEED_ITEMS);
}

export async function buildSearchFeed(search: JobSearch): Promise<CachedFeed> {
  const { BASE_URL: baseUrl, BRAND_NAME: brand } = env();
  const items = await newestJobs(search);
  const pageHref = jobSearchHref({ ...search, sort: "newest", page: 1 });
  const doc = create({ version: "1.0", encoding: "UTF-8" });
  const channel = doc.ele("rss", { version: "2.0", "xmlns:atom": "http://www.w3.org/2005/Atom" }).ele("channel");
  channel.ele("title").txt(xmlText(t.searchFeedTitle(brand, searchWords(search))));
  channel.ele("link").txt(`${baseUrl}${pageHref}`);
  channel.ele("description").txt(t.searchFeedDescription(brand));
  channel.ele("language").txt("en-IN");
  channel.ele("lastBuildDate").txt(new Date().toUTCString());
  channel.ele("ttl").txt("60");
  channel.ele("atom:link", { href: `${baseUrl}${searchFeedHref(search)}`, rel: "self", type: "application/rss+xml" });
  for (const job of items) {
    const url = `${baseUrl}/jobs/${job.id}`;
    const item = channel.ele("item");
    item.ele("title").txt(xmlText(t.itemTitle(job.title, job.company, job.location)));
    // The link says it came from the feed (for the employer's reports); the guid stays the job's own address.
    item.ele("link").txt(`${baseUrl}${jobPagePath(job.id, "feed")}`);
    item.ele("guid", { isPermaLink: "true" }).txt(url);
    item.ele("pubDate").txt(new Date(job.postedDate).toUTCString());
    item.ele("category").txt(xmlText(job.type));
    item.ele("description").txt(xmlText([job.snippet, t.itemSalary(job.salary)].filter(Boolean).join(" — ")));
  }
  const out = gzipCollector();
  out.push(doc.end({ prettyPrint: true }));
  return out.finish();
}

/** GET /jobs/feed.xml?<the /jobs query>: the kept feed of that search, or a new one. */
export async function searchFeed(request: Request, search: JobSearch): Promise<Response> {
  const key = searchFeedHref(search);
  const feed = await cachedFeed(key, () => buildSearchFeed(search));
  return feedResponse(feed, request, "application/rss+xml; charset=utf-8", CACHE_CONTROL);
}
