import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { insertJob } from "../../../tests/factories/jobs";
import { robotsTxt, sitemapPart, sitemapXml } from "./sitemap.server";

const DAY = 86_400_000;
const base = "http://localhost:3000";

describe("sitemap", () => {
  it("lists home, the jobs list, static pages and every open job with its updated_at as lastmod", async () => {
    const updated = new Date("2026-10-01T10:00:00.000Z");
    const open = await insertJob({ title: "Open", updatedAt: updated });
    const closed = await insertJob({ title: "Closed", validThrough: new Date(Date.now() - DAY) });
    const closedByHand = await insertJob({ title: "Closed by its owner", closedAt: new Date() });
    const xml = await (await sitemapXml()).text();
    expect(xml).toContain("<urlset");
    for (const path of ["/", "/jobs", "/about-us", "/contact-us", "/services"]) expect(xml).toContain(`<loc>${base}${path}</loc>`);
    expect(xml).toContain(`<url><loc>${base}/jobs/${open}</loc><lastmod>${updated.toISOString()}</lastmod></url>`);
    expect(xml).not.toContain(`/jobs/${closed}<`);
    expect(xml).not.toContain(`/jobs/${closedByHand}<`);
  });

  it("shows a changed updated_at (update-job moves it on every edit, see jobs-authorization.server.test.ts)", async () => {
    const id = await insertJob({ updatedAt: new Date("2026-01-01T00:00:00Z") });
    const edited = new Date("2026-11-20T08:15:00.000Z");
    await db().update(jobs).set({ updatedAt: edited }).where(eq(jobs.id, id));
    expect(await (await sitemapXml()).text()).toContain(`<loc>${base}/jobs/${id}</loc><lastmod>${edited.toISOString()}</lastmod>`);
  });

  it("becomes an index of files when the URLs do not fit in one", async () => {
    for (let i = 0; i < 5; i++) await insertJob({ title: `Bulk ${i}` });
    const maxUrls = 4;
    const index = await (await sitemapXml(maxUrls)).text();
    expect(index).toContain("<sitemapindex");
    expect(index).toContain(`<loc>${base}/sitemaps/pages.xml</loc>`);
    const files = [...index.matchAll(/sitemaps\/(jobs-\d+\.xml)/g)].map((m) => m[1]!);
    expect(files[0]).toBe("jobs-1.xml");
    const openCount = (await sitemapXml()).text().then((x) => (x.match(/\/jobs\/\d+</g) ?? []).length);
    let listed = 0;
    for (const file of files) {
      const part = await (await sitemapPart(file, maxUrls))!.text();
      listed += (part.match(/<url>/g) ?? []).length;
    }
    expect(listed).toBe(await openCount);
    expect(await sitemapPart(`jobs-${files.length + 1}.xml`, maxUrls)).toBeNull();
    expect(await sitemapPart("../etc/passwd")).toBeNull();
    expect(await (await sitemapPart("pages.xml"))!.text()).toContain(`<loc>${base}/jobs</loc>`);
  });

  it("robots.txt points at the sitemap", async () => {
    expect(await robotsTxt().text()).toContain(`Sitemap: ${base}/sitemap.xml`);
  });
});
