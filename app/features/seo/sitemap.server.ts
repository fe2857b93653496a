import { asc, count, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts, jobs } from "~/db/schema";
import { env } from "~/env.server";
import { openJob } from "~/db/job-lists.server";

const STATIC_PATHS = ["/", "/jobs", "/services", "/about-us", "/contact-us", "/doctor-profiles", "/blog"];

/**
 * URLs per sitemap file. The protocol allows 50,000 (and 50 MB); staying below leaves room. Up to this many URLs
 * /sitemap.xml is one <urlset>; beyond it, a <sitemapindex> of /sitemaps/pages.xml and /sitemaps/jobs-N.xml.
 */
export const SITEMAP_MAX_URLS = 45_000;

type Entry = { loc: string; lastmod?: Date | null };

const escapeXml = (s: string) =>
  s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&apos;");


async function pageEntries(base: string): Promise<Entry[]> {
  const posts = await db().select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt }).from(blogPosts);
  return [
    ...STATIC_PATHS.map((p) => ({ loc: `${base}${p}` })),
    ...posts.map((p) => ({ loc: `${base}/blog/${encodeURIComponent(p.slug)}`, lastmod: p.updatedAt })),
  ];
}

/** Open jobs in id order, a slice at a time; lastmod is updated_at, which every edit moves. */
async function jobEntries(base: string, offset: number, limit: number): Promise<Entry[]> {
  const rows = await db()
    .select({ id: jobs.id, updatedAt: jobs.updatedAt })
    .from(jobs)
    .where(openJob)
    .orderBy(asc(jobs.id))
    .limit(limit)
    .offset(offset);
  return rows.map((j) => ({ loc: `${base}/jobs/${j.id}`, lastmod: j.updatedAt }));
}

function xmlResponse(body: string): Response {
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}

function urlset(entries: Entry[]): Response {
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  for (const e of entries) {
    parts.push(`<url><loc>${escapeXml(e.loc)}</loc>${e.lastmod ? `<lastmod>${e.lastmod.toISOString()}</lastmod>` : ""}</url>`);
  }
  parts.push("</urlset>");
  return xmlResponse(parts.join("\n"));
}

/** /sitemap.xml: every public page and open job, or an index of sitemap files once they no longer fit in one. */
export async function sitemapXml(maxUrls = SITEMAP_MAX_URLS): Promise<Response> {
  const base = env().BASE_URL;
  const [pages, [jobCount]] = await Promise.all([pageEntries(base), db().select({ n: count() }).from(jobs).where(openJob)]);
  const openJobs = jobCount?.n ?? 0;
  if (pages.length + openJobs <= maxUrls) {
    return urlset([...pages, ...(await jobEntries(base, 0, maxUrls))]);
  }
  // One pass over the open jobs gives each file's lastmod (the newest updated_at among its jobs).
  const chunks = await db().execute<{ chunk: number; lastmod: Date | string }>(sql`
    select chunk::int as chunk, max(updated_at) as lastmod
    from (select updated_at, (row_number() over (order by id) - 1) / ${maxUrls} as chunk from ${jobs} where ${openJob}) as numbered
    group by chunk order by chunk`);
  const pagesLastmod = pages.reduce<Date | null>((max, e) => (e.lastmod && (!max || e.lastmod > max) ? e.lastmod : max), null);
  const parts = ['<?xml version="1.0" encoding="UTF-8"?>', '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">'];
  parts.push(`<sitemap><loc>${escapeXml(`${base}/sitemaps/pages.xml`)}</loc>${pagesLastmod ? `<lastmod>${pagesLastmod.toISOString()}</lastmod>` : ""}</sitemap>`);
  for (const row of chunks.rows) {
    const lastmod = new Date(row.lastmod);
    parts.push(`<sitemap><loc>${escapeXml(`${base}/sitemaps/jobs-${row.chunk + 1}.xml`)}</loc><lastmod>${lastmod.toISOString()}</lastmod></sitemap>`);
  }
  parts.push("</sitemapindex>");
  return xmlResponse(parts.join("\n"));
}

/** A file of the sitemap index: "pages.xml" or "jobs-N.xml" (N from 1); null for anything else. */
export async function sitemapPart(file: string, maxUrls = SITEMAP_MAX_URLS): Promise<Response | null> {
  const base = env().BASE_URL;
  if (file === "pages.xml") return urlset(await pageEntries(base));
  const match = /^jobs-([1-9]\d{0,4})\.xml$/.exec(file);
  if (!match) return null;
  const entries = await jobEntries(base, (Number(match[1]) - 1) * maxUrls, maxUrls);
  return entries.length ? urlset(entries) : null;
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
