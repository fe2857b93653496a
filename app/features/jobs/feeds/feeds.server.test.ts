import zlib from "node:zlib";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import Parser from "rss-parser";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { database, db } from "~/db/client.server";
import { startClusterEvents, stopClusterEvents } from "~/services/cluster/cluster-events.server";
import { eventually } from "../../../../tests/support/eventually";
import { formatJobSalary } from "~/lib/format";
import { jobs } from "~/db/schema";
import { createActor, insertJob } from "../../../../tests/factories/jobs";
import { closeJob } from "../close-job.server";
import { deleteJob } from "../delete-job.server";
import { getDeletedJob } from "../get-job.server";
import { reopenJob } from "../reopen-job.server";
import { JobFormSchema } from "../schema";
import { findJobs } from "~/features/search/search.server";
import { EMPTY_SEARCH, parseJobSearch } from "~/features/search/search-params";
import { updateJob } from "../update-job.server";
import { invalidateFeeds } from "./feed-cache.server";
import { JOBS_FEED_PATH, SEARCH_FEED_PATH } from "./feed-links";
import { FEED_PAGE_SIZE, jobsFeed } from "./jobs-xml-feed.server";
import { SEARCH_FEED_ITEMS, searchFeed } from "./search-feed.server";
import { feeds as t } from "./messages";

const DAY = 86_400_000;
const BASE = "http://localhost:3000";

type FeedJob = Record<string, string | number>;

async function fetchJobsFeed(headers: Record<string, string> = { "Accept-Encoding": "gzip" }) {
  const response = await jobsFeed(new Request(`${BASE}${JOBS_FEED_PATH}`, { headers }));
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = response.headers.get("content-encoding") === "gzip" ? zlib.gunzipSync(bytes).toString("utf8") : bytes.toString("utf8");
  return { response, text };
}

/** The feed parsed back: well-formed (or the validator's error), its <job>s by reference number. */
function parseJobsFeed(text: string) {
  expect(XMLValidator.validate(text)).toBe(true);
  const parsed = new XMLParser({ ignoreAttributes: false, parseTagValue: false, isArray: (name) => name === "job" }).parse(text) as {
    source: { publisher: string; publisherurl: string; lastBuildDate: string; job?: FeedJob[] };
  };
  const byId = new Map((parsed.source.job ?? []).map((job) => [Number(job.referencenumber), job]));
  return { source: parsed.source, byId };
}

const jobInput = (overrides: Record<string, string> = {}) =>
  JobFormSchema.parse({
    title: "Consultant Nephrologist",
    company: "Feed Hospital",
    location: "Pune",
    type: "Full-time",
    specialty: "Nephrology",
    salaryMin: "150000",
    salaryMax: "200000",
    salaryUnit: "month",
    description: "Run the dialysis unit and the kidney clinic with two senior colleagues.",
    ...overrides,
  });

describe("the aggregator feed (/feeds/jobs.xml)", () => {
  it("lists every open job with the fields aggregators read, and no closed, expired or deleted one", async () => {
    invalidateFeeds();
    const employer = await createActor("employer");
    const open = await insertJob({
      userId: employer.userId,
      title: `Senior Resident <ICU> & "HDU"`,
      company: "Sahyadri & Sons",
      location: "Pune",
      specialty: "Critical Care",
      type: "Locum",
      salaryMin: 120_000,
      salaryMax: 180_000,
      salaryUnit: "month",
      experienceMin: 3,
      experienceMax: 8,
      description: "Nights on call. Text that ends a CDATA section ]]> stays text; a stray \u0007 control is dropped. <b>bold</b>",
    });
    const bare = await insertJob({ location: "Somewhere Small", description: null, salary: "Negotiable" });
    const closed = await insertJob({ userId: employer.userId, title: "Closed by hand" });
    const expired = await insertJob({ title: "Past its date", validThrough: new Date(Date.now() - DAY) });
    const deleted = await insertJob({ userId: employer.userId, title: "Deleted one" });
    await closeJob({ actor: employer, id: closed });
    await deleteJob({ actor: employer, id: deleted });

    const { response, text } = await fetchJobsFeed();
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const { source, byId } = parseJobsFeed(text);
    expect(source.publisher).toBe("DocHire");
    expect(source.publisherurl).toBe(BASE);
    expect(new Date(source.lastBuildDate).toString()).not.toBe("Invalid Date");

    const job = byId.get(open)!;
    expect(job).toMatchObject({
      title: `Senior Resident <ICU> & "HDU"`,
      referencenumber: String(open),
      // Marked as reached through a feed (the reports' "feed" source).
      url: `${BASE}/jobs/${open}?src=feed`,
      company: "Sahyadri & Sons",
      city: "Pune",
      state: "Maharashtra",
      country: "IN",
      salary: formatJobSalary({ salary: null, salaryMin: 120_000, salaryMax: 180_000, salaryUnit: "month" }),
      jobtype: "Locum",
      experience: t.experience(3, 8),
      category: "Critical Care",
    });
    expect(new Date(String(job.date)).toString()).not.toBe("Invalid Date");
    expect(job.description).toBe("Nights on call. Text that ends a CDATA section ]]> stays text; a stray  control is dropped. <b>bold</b>");
    expect(text).toContain("<description><![CDATA[Nights on call.");
    expect(job).not.toHaveProperty("postalcode");

    // A job outside the city list: its location as the city, no state; no description: its title.
    expect(byId.get(bare)).toMatchObject({ city: "Somewhere Small", salary: "Negotiable", description: "Medical Officer" });
    expect(byId.get(bare)).not.toHaveProperty("state");
    for (const gone of [closed, expired, deleted]) expect(byId.has(gone)).toBe(false);
    expect(await getDeletedJob({ id: deleted })).toEqual({ title: "Deleted one", specialty: null, city: "Pune" });
    expect(await getDeletedJob({ id: open })).toBeNull();
  });

  it("is kept between requests, and built again after a job is edited, closed or reopened", async () => {
    invalidateFeeds();
    const employer = await createActor("employer");
    const id = await insertJob({ userId: employer.userId, title: "Before the edit" });
    const first = await fetchJobsFeed();
    const again = await fetchJobsFeed();
    expect(again.response.headers.get("etag")).toBe(first.response.headers.get("etag"));
    const notModified = await jobsFeed(new Request(`${BASE}${JOBS_FEED_PATH}`, { headers: { "If-None-Match": first.response.headers.get("etag")! } }));
    expect(notModified.status).toBe(304);
    expect(parseJobsFeed(first.text).byId.get(id)?.title).toBe("Before the edit");

    await updateJob({ actor: employer, id, input: jobInput({ title: "After the edit" }) });
    const edited = parseJobsFeed((await fetchJobsFeed()).text).byId.get(id);
    expect(edited).toMatchObject({ title: "After the edit", company: "Feed Hospital", category: "Nephrology", state: "Maharashtra" });

    await closeJob({ actor: employer, id });
    expect(parseJobsFeed((await fetchJobsFeed()).text).byId.has(id)).toBe(false);
    await reopenJob({ actor: employer, id });
    expect(parseJobsFeed((await fetchJobsFeed()).text).byId.has(id)).toBe(true);
  });
  it("pages through the jobs without missing or repeating one at the page boundaries", async () => {
    invalidateFeeds();
    const before = (await db().select({ id: jobs.id }).from(jobs)).length;
    const count = FEED_PAGE_SIZE * 2 + 7;
    await db()
      .insert(jobs)
      .values(Array.from({ length: count }, (_, i) => ({ title: `Paged ${i}`, company: "Paging Hospital", location: "Nagpur", type: "Full-time", description: "Paged job." })));
    const { text } = await fetchJobsFeed({});
    const { byId } = parseJobsFeed(text);
    const paged = [...byId.values()].filter((job) => String(job.title).startsWith("Paged "));
    expect(paged).toHaveLength(count);
    expect(new Set(paged.map((job) => job.title)).size).toBe(count);
    expect(byId.size).toBeGreaterThanOrEqual(count);
    expect(byId.size).toBeLessThanOrEqual(before + count);
  });
});

describe("the RSS feed of a search (/jobs/feed.xml)", () => {
  const rss = new Parser();

  async function feedOf(query: string) {
    const url = `${BASE}${SEARCH_FEED_PATH}?${query}`;
    const response = await searchFeed(new Request(url, { headers: { "Accept-Encoding": "gzip" } }), parseJobSearch(new URLSearchParams(query)));
    const text = zlib.gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8");
    return { response, text, feed: await rss.parseString(text) };
  }

  it("gives the newest jobs the /jobs search finds, at most 50, as valid RSS 2.0", async () => {
    invalidateFeeds();
    for (let i = 0; i < SEARCH_FEED_ITEMS + 5; i++) await insertJob({ title: `Feed Anaesthetist ${i}`, location: "Kochi", specialty: "Anaesthesiology", daysAgo: i + 1 });
    await insertJob({ title: "Feed Anaesthetist elsewhere", location: "Jaipur", specialty: "Anaesthesiology" });
    const { response, text, feed } = await feedOf("keyword=anaesthetist&city=Kochi&sort=salary&page=3");
    expect(response.headers.get("content-type")).toMatch(/^application\/rss\+xml/);
    expect(XMLValidator.validate(text)).toBe(true);
    // RSS 2.0's required channel elements, and each item's link, guid and date.
    expect(feed.title).toContain("anaesthetist");
    expect(feed.link).toBe(`${BASE}/jobs?keyword=anaesthetist&city=Kochi&sort=newest`);
    expect(feed.description).toBe(t.searchFeedDescription("DocHire"));
    expect(text).toContain(`<atom:link href="${BASE}${SEARCH_FEED_PATH}?keyword=anaesthetist&amp;city=Kochi" rel="self" type="application/rss+xml"/>`);
    expect(feed.items).toHaveLength(SEARCH_FEED_ITEMS);

    // The same jobs, in the same order, as the product's search newest first.
    const expected = [];
    for (let page = 1; page <= 3; page++) {
      const found = (await findJobs({ actor: null, search: { ...EMPTY_SEARCH, keyword: "anaesthetist", cities: ["Kochi"], sort: "newest", page }, facets: false })).page;
      expected.push(...found.jobs);
    }
    // Links say they came from the feed; each item's guid stays the job's own address.
    expect(feed.items.map((item) => item.link)).toEqual(expected.slice(0, SEARCH_FEED_ITEMS).map((job) => `${BASE}/jobs/${job.id}?src=feed`));
    for (const item of feed.items) {
      expect(`${item.guid}?src=feed`).toBe(item.link);
      expect(new Date(item.pubDate!).toString()).not.toBe("Invalid Date");
      expect(item.title).toMatch(/^Feed Anaesthetist \d+ – Test Hospital, Kochi$/);
    }
    expect(feed.items[0]!.title).toContain("Feed Anaesthetist 0 ");
  });

  it("drops a closed job and shows an edit once the job changes", async () => {
    invalidateFeeds();
    const employer = await createActor("employer");
    const id = await insertJob({ userId: employer.userId, title: "Feed Urologist", location: "Madurai", specialty: "Urology" });
    const query = "keyword=urologist";
    expect((await feedOf(query)).feed.items.map((item) => item.link)).toContain(`${BASE}/jobs/${id}?src=feed`);
    await closeJob({ actor: employer, id });
    expect((await feedOf(query)).feed.items.map((item) => item.link)).not.toContain(`${BASE}/jobs/${id}?src=feed`);
    await reopenJob({ actor: employer, id });
    await updateJob({ actor: employer, id, input: jobInput({ title: "Feed Urologist (Robotic)", location: "Madurai", specialty: "Urology" }) });
    const titles = (await feedOf(query)).feed.items.map((item) => item.title);
    expect(titles).toContain("Feed Urologist (Robotic) – Feed Hospital, Madurai");
  });

  it("answers an empty search with an empty, still valid, channel", async () => {
    const { text, feed } = await feedOf("keyword=zzqxnomatch");
    expect(XMLValidator.validate(text)).toBe(true);
    expect(feed.items).toEqual([]);
    expect(feed.title).toBeTruthy();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)("feeds across instances (PostgreSQL)", () => {
  it("are built again when another instance announces that a job changed", async () => {
    const url = database().url!;
    await startClusterEvents(url);
    try {
      invalidateFeeds();
      const before = parseJobsFeed((await fetchJobsFeed()).text).byId;
      // Written by "another instance": this one's kept feed does not know of it until the announcement arrives.
      const id = await insertJob({ title: "Posted on another instance" });
      expect(parseJobsFeed((await fetchJobsFeed()).text).byId.has(id)).toBe(false);
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query("select pg_notify('dochire_cluster', $1)", [JSON.stringify({ from: "another-instance", event: "feeds-changed", payload: "" })]);
      await client.end();
      await eventually(async () => parseJobsFeed((await fetchJobsFeed()).text).byId.has(id));
      expect(before.has(id)).toBe(false);
    } finally {
      await stopClusterEvents();
    }
  });
});
