import type { Page } from "@playwright/test";
import { XMLParser } from "fast-xml-parser";
import Parser from "rss-parser";
import { expect, login, postJob, test } from "../fixtures";
import { createConfirmedAccount } from "./accounts-helpers";
import { feeds } from "../../app/features/jobs/feeds/messages";

// A job reaches the feeds as soon as it is posted: the aggregators' XML feed, and the RSS feed a doctor follows from
// a /jobs search (its link on the page, and the alternate link feed readers discover).

const rss = new Parser();
const aggregatorJobs = async (page: Page) => {
  const response = await page.request.get("/feeds/jobs.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/xml/);
  const parsed = new XMLParser({ parseTagValue: false, isArray: (name) => name === "job" }).parse(await response.text()) as { source: { job?: Record<string, string>[] } };
  return parsed.source.job ?? [];
};

test("a posted job appears in the aggregator feed and in the RSS feed of a search that finds it", async ({ page }) => {
  const title = `Feed Nephrologist ${Date.now().toString(36)}`;
  const account = await createConfirmedAccount(page, { role: "employer", name: "Feeds HR", company: "Vidarbha Kidney Care" });
  // The feed as aggregators saw it before the posting (kept by the server until a job changes).
  expect((await aggregatorJobs(page)).some((job) => job.title === title)).toBe(false);
  await login(page, account);
  await postJob(page, title, "Run the dialysis unit and the kidney clinic with two senior colleagues.");

  const posted = (await aggregatorJobs(page)).find((job) => job.title === title);
  expect(posted).toMatchObject({ company: "Vidarbha Kidney Care", city: "Nagpur", state: "Maharashtra", country: "IN", category: "Nephrology", jobtype: "Full-time" });

  // A visitor searches, and follows the search in a feed reader.
  const visitor = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const search = await visitor.newPage();
  await search.goto(`/jobs?keyword=${encodeURIComponent(title)}&sort=salary`);
  const link = search.getByRole("link", { name: feeds.followSearch });
  await expect(link).toBeVisible();
  const href = await link.getAttribute("href");
  expect(href).toBe(`/jobs/feed.xml?keyword=${encodeURIComponent(title).replace(/%20/g, "+")}`);
  await expect(search.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", href!);
  const response = await search.request.get(href!);
  expect(response.headers()["content-type"]).toMatch(/^application\/rss\+xml/);
  const feed = await rss.parseString(await response.text());
  expect(feed.items.map((item) => item.title)).toEqual([`${title} – Vidarbha Kidney Care, Nagpur`]);
  expect(feed.items[0]!.link).toMatch(/\/jobs\/\d+\?src=feed$/);
  await visitor.close();
});
