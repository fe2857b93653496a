import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { blogPosts } from "~/db/schema";
import { seedDemoData } from "~/db/seed.server";
import { getBlogPost } from "./get-blog-post.server";
import { listBlogPosts } from "./list-blog-posts.server";

const DAY = 86_400_000;

describe("blog", () => {
  beforeAll(async () => {
    await seedDemoData();
    await db().insert(blogPosts).values([
      {
        slug: "scheduled-post",
        title: "Not out yet",
        excerpt: "Scheduled",
        bodyMarkdown: "Later",
        author: "Desk",
        publishedAt: new Date(Date.now() + 5 * DAY),
      },
      {
        slug: "unsafe-post",
        title: "Unsafe",
        excerpt: "Has HTML",
        bodyMarkdown: "Hi <script>alert(1)</script>",
        author: "Desk",
        publishedAt: new Date(Date.now() - 100 * DAY),
      },
    ]);
  });

  it("lists published posts newest first and hides scheduled ones", async () => {
    const posts = await listBlogPosts();
    expect(posts.length).toBeGreaterThanOrEqual(4);
    const times = posts.map((p) => p.publishedAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(posts.map((p) => p.slug)).not.toContain("scheduled-post");
  });

  it("returns a post with its Markdown rendered and raw HTML escaped", async () => {
    const post = await getBlogPost("unsafe-post");
    expect(post?.title).toBe("Unsafe");
    expect(post?.html).toContain("&lt;script&gt;");
    expect(post?.html).not.toContain("<script>");
  });

  it("returns null for unknown or scheduled slugs", async () => {
    expect(await getBlogPost("no-such-post")).toBeNull();
    expect(await getBlogPost("scheduled-post")).toBeNull();
  });
});
