import type { MetaDescriptor } from "react-router";

type SiteInfo = { brand: string; baseUrl: string };

/**
 * Title, description, canonical URL and Open Graph tags for a public page. `site` comes from the root loader
 * (it is undefined when the root loader itself failed, hence the fallback brand).
 */
export function pageMeta(
  site: SiteInfo | undefined,
  page: { title: string; description: string; path: string; type?: "website" | "article" },
): MetaDescriptor[] {
  const brand = site?.brand ?? "DocHire";
  const title = page.title.includes(brand) ? page.title : `${page.title} | ${brand}`;
  const url = `${site?.baseUrl ?? ""}${page.path}`;
  return [
    { title },
    { name: "description", content: page.description },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: brand },
    { property: "og:url", content: url },
    { tagName: "link", rel: "canonical", href: url },
  ];
}
