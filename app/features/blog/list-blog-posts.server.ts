import { desc, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import type { BlogPostSummary } from "./types";

/** Published posts (publication date reached), newest first. */
export async function listBlogPosts(): Promise<BlogPostSummary[]> {
  return db()
    .select({
      slug: blogPosts.slug,
      title: blogPosts.title,
      excerpt: blogPosts.excerpt,
      author: blogPosts.author,
      tags: blogPosts.tags,
      publishedAt: blogPosts.publishedAt,
    })
    .from(blogPosts)
    .where(lte(blogPosts.publishedAt, sql`now()`))
    .orderBy(desc(blogPosts.publishedAt), desc(blogPosts.id));
}
