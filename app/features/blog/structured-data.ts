import type { BlogPostPage } from "./types";

/** schema.org BlogPosting for an article page. */
export function blogPostingJsonLd(post: BlogPostPage, site: { brand: string; baseUrl: string }) {
  const url = `${site.baseUrl}/blog/${encodeURIComponent(post.slug)}`;
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.excerpt,
    datePublished: new Date(post.publishedAt).toISOString(),
    dateModified: new Date(post.updatedAt).toISOString(),
    author: { "@type": "Organization", name: post.author },
    publisher: { "@type": "Organization", name: site.brand, url: `${site.baseUrl}/` },
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    keywords: post.tags.join(", "),
    inLanguage: "en-IN",
  };
}
