import { desc, gt, isNull, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, jobs } from "~/db/schema";
import { env } from "~/env.server";

const STATIC_PATHS = ["/", "/jobs", "/services", "/about-us", "/contact-us", "/doctor-profiles", "/blog"];

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");

export async function sitemapEntries(): Promise<{ loc: string; lastmod?: Date }[]> {
  const base = env().BASE_URL;
  const openJobs = await db()
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(or(isNull(jobs.validThrough), gt(jobs.validThrough, sql`now()`)))
    .orderBy(desc(jobs.postedDate))
    .limit(45_000);
  const posts = await db().select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts);
  return [
    ...STATIC_PATHS.map((p) => ({ loc: `${base}${p}` })),
    ...openJobs.map((j) => ({ loc: `${base}/jobs/${j.id}`, lastmod: j.updatedAt })),
    ...posts.map((p) => ({ loc: `${base}/blog/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt })),
  ];
}

export async function sitemapXml(): Promise<Response> {
  const entries = await sitemapEntries();
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (e) =>
        `<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ""}</url>`,
    ),
    "</urlset>",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

export function robotsTxt(): Response {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /dashboard",
    "Disallow: /api/",
    "Disallow: /admin/",
    "Disallow: /resume/",
    "Disallow: /dev/",
    "",
    `Sitemap: ${env().BASE_URL}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=86400" } });
}
