import { data } from "react-router";
import type { Route } from "./+types/sitemaps.$file";
import { sitemapPart } from "~/features/seo/sitemap.server";

// The files a sitemap index points to once /sitemap.xml outgrows one file: /sitemaps/pages.xml, /sitemaps/jobs-N.xml.
export async function loader({ params }: Route.LoaderArgs) {
  const response = await sitemapPart(params.file);
  if (!response) throw data(null, { status: 404 });
  return response;
}
