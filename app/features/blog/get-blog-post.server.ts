import { and, eq, lte, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { renderMarkdown } from "./render-markdown.server";
import type { BlogPostPage } from "./types";

/** One published post by slug with its body rendered to safe HTML, or null when there is none. */
export async function getBlogPost(slug: string): Promise<BlogPostPage | null> {
  const [post] = await db()
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), lte(blogPosts.publishedAt, sql`now()`)))
    .limit(1);
  if (!post) return null;
  return {
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    tags: post.tags,
    publishedAt: post.publishedAt,
    updatedAt: post.updatedAt,
    html: renderMarkdown(post.bodyMarkdown),
  };
}
