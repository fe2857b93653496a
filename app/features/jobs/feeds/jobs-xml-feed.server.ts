// Every open job as one XML document in the shape job aggregators read (Indeed's and Jooble's XML feed: <source>,
// <publisher>, then one <job> each). The document is written in chunks by xmlbuilder2's callback builder while the
// jobs are read a page at a time by id, gzipped as it goes: at 100,000 jobs neither the rows nor the text are ever
// held whole (docs/decisions/093-feeds-and-indexing.md).
import { and, asc, gt } from "drizzle-orm";
import { createCB } from "xmlbuilder2";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { openJob } from "~/db/job-lists.server";
import { env } from "~/env.server";
import { stateOfCity } from "~/lib/city-states";
import { formatJobSalary } from "~/lib/format";
import { cachedFeed, type CachedFeed } from "./feed-cache.server";
import { cdataParts, feedResponse, gzipCollector, xmlText } from "./feed-response.server";
import { feeds as t } from "./messages";
import { JOBS_FEED_PATH } from "./feed-links";

/** Jobs read per query: one keyset page of the primary key. */
export const FEED_PAGE_SIZE = 500;
const CACHE_CONTROL = "public, max-age=900";

const feedColumns = {
  id: jobs.id,
  title: jobs.title,
  company: jobs.company,
  description: jobs.description,
  location: jobs.location,
  city: jobs.city,
  type: jobs.type,
  specialty: jobs.specialty,
  salary: jobs.salary,
  salaryMin: jobs.salaryMin,
  salaryMax: jobs.salaryMax,
  salaryUnit: jobs.salaryUnit,
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
  // Not pretty-printed: indentation would go inside <description> beside its CDATA sections.
  const xml = createCB({ data: (chunk: string) => out.push(chunk) });
  xml.dec({ version: "1.0", encoding: "UTF-8" });
  const source = xml.ele("source");
  source.ele("publisher").txt(brand).up();
  source.ele("publisherurl").txt(baseUrl).up();
  source.ele("lastBuildDate").txt(new Date().toUTCString()).up();
  let after = 0;
  for (;;) {
    const rows = await pageAfter(after);
    for (const job of rows) writeJob(source, job, baseUrl);
    await out.flush();
    if (rows.length < FEED_PAGE_SIZE) break;
    after = rows.at(-1)!.id;
  }
  source.up();
  xml.end();
  return out.finish();
}

type Builder = ReturnType<typeof createCB>;

function writeJob(source: Builder, job: FeedRow, baseUrl: string): void {
  const text = (name: string, value: string | null | undefined) => {
    const clean = xmlText(value);
    if (clean) source.ele(name).txt(clean).up();
  };
  source.ele("job");
  text("title", job.title);
  text("date", job.postedDate.toUTCString());
  text("referencenumber", String(job.id));
  text("url", `${baseUrl}/jobs/${job.id}`);
  text("company", job.company);
  text("city", job.city ?? job.location);
  text("state", stateOfCity(job.city));
  text("country", "IN");
  // No job or employer records a postal code today; the element is left out rather than guessed.
  const description = source.ele("description");
  for (const part of cdataParts(job.description?.trim() || job.title)) description.dat(part);
  description.up();
  text("salary", formatJobSalary(job));
  text("jobtype", job.type);
  text("experience", t.experience(job.experienceMin, job.experienceMax));
  text("category", job.specialty);
  source.up();
}

/** GET /feeds/jobs.xml: the kept document, or a new one when a job has changed since. */
export async function jobsFeed(request: Request): Promise<Response> {
  const feed = await cachedFeed(JOBS_FEED_PATH, buildJobsFeed);
  return feedResponse(feed, request, "application/xml; charset=utf-8", CACHE_CONTROL);
}
