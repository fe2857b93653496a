// Every open job as one XML document in the shape job aggregators read (Indeed's and Jooble's XML feed: <source>,
// <publisher>, then one <job> each). Each <job> is built and escaped by xmlbuilder2 as the jobs are read a page at a
// time by id, and the document is gzipped as it goes: at 100,000 jobs neither the rows nor the text are ever
// held whole (docs/decisions/093-feeds-and-indexing.md).
import { jobPagePath } from "~/lib/application-sources";
import { and, asc, gt } from "drizzle-orm";
import { fragment } from "xmlbuilder2";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { openJob } from "~/db/job-lists.server";
import { env } from "~/env.server";
import { stateOfCity } from "~/lib/city-states";
import { formatJobSalary } from "~/lib/format";
import { cachedFeed, type CachedFeed } from "./feed-cache.server";
import { cdataParts, feedResponse, gzipCollector, xmlText } from "./feed-response.server";
import { feeds as t } from "./messages";
import { postingColumns } from "../get-job.server";
import { JOBS_FEED_PATH } from "./feed-links";

/**
 * Jobs read per query (one keyset range of the primary key). Writing a job's XML is synchronous work (about 1 ms per
 * job on a busy 2-core machine), so a page is also how long the build holds the event loop between two awaits: 200
 * jobs keep that near 200 ms while other requests wait.
 */
export const FEED_PAGE_SIZE = 200;
const CACHE_CONTROL = "public, max-age=900";

const feedColumns = {
  id: jobs.id,
  ...postingColumns,
  experienceMin: jobs.experienceMin,
  experienceMax: jobs.experienceMax,
  postedDate: jobs.postedDate,
};

/** Open jobs with an id above `after`, by id: one index range of the primary key per page. */
function pageAfter(after: number) {
  return db().select(feedColumns).from(jobs).where(and(openJob, gt(jobs.id, after))).orderBy(asc(jobs.id)).limit(FEED_PAGE_SIZE);
}

type FeedRow = Awaited<ReturnType<typeof pageAfter>>[number];

/** Builds the whole document (gzipped). Requests go through jobsFeed, which keeps it. */
export async function buildJobsFeed(): Promise<CachedFeed> {
  const { BASE_URL: baseUrl, BRAND_NAME: brand } = env();
  const out = gzipCollector();
  // The document is written a job at a time: each <job> is a fragment the builder escapes and serializes on its own
  // (six times faster than xmlbuilder2's callback builder, measured), between the fixed declaration and root tags.
  out.push('<?xml version="1.0" encoding="UTF-8"?><source>');
  out.push(fragment().ele("publisher").txt(xmlText(brand)).up().ele("publisherurl").txt(baseUrl).up().ele("lastBuildDate").txt(new Date().toUTCString()).end());
  let after = 0;
  for (;;) {
    const rows = await pageAfter(after);
    for (const job of rows) out.push(jobXml(job, baseUrl));
    await out.flush();
    if (rows.length < FEED_PAGE_SIZE) break;
    after = rows.at(-1)!.id;
  }
  out.push("</source>");
  return out.finish();
}

/** One <job> element. Not pretty-printed: indentation would land inside <description> beside its CDATA sections. */
function jobXml(job: FeedRow, baseUrl: string): string {
  const element = fragment().ele("job");
  const text = (name: string, value: string | null | undefined) => {
    const clean = xmlText(value);
    if (clean) element.ele(name).txt(clean);
  };
  text("title", job.title);
  text("date", job.postedDate.toUTCString());
  text("referencenumber", String(job.id));
  // Marked as the feed's link, so applications that came through a job board reading this feed count as "feed".
  text("url", `${baseUrl}${jobPagePath(job.id, "feed")}`);
  text("company", job.company);
  text("city", job.city ?? job.location);
  text("state", stateOfCity(job.city));
  text("country", "IN");
  // No job or employer records a postal code today; the element is left out rather than guessed.
  const description = element.ele("description");
  for (const part of cdataParts(job.description?.trim() || job.title)) description.dat(part);
  text("salary", formatJobSalary(job));
  text("jobtype", job.type);
  text("experience", t.experience(job.experienceMin, job.experienceMax));
  text("category", job.specialty);
  return element.end();
}

/** GET /feeds/jobs.xml: the kept document, or a new one when a job has changed since. */
export async function jobsFeed(request: Request): Promise<Response> {
  const feed = await cachedFeed(JOBS_FEED_PATH, buildJobsFeed);
  return feedResponse(feed, request, "application/xml; charset=utf-8", CACHE_CONTROL);
}
