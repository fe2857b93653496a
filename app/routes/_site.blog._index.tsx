import type { Route } from "./+types/_site.blog._index";
import { listBlogPosts } from "~/features/blog/list-blog-posts.server";
import { BlogList } from "~/features/blog/components/blog-list";
import { PageHero } from "~/components/layout/page-hero";
import { infoPages } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";
import { documentPage } from "~/lib/islands";

// A document page when loaded: server HTML and the layout's island, no client runtime (decision 031). It is
// content only, so a client-side navigation may render it like any other page; no clientLoader needed.
export const handle = documentPage();

export async function loader() {
  return { posts: await listBlogPosts() };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0]?.loaderData?.site, {
    title: infoPages.blogTitle,
    description: "Career advice for doctors in India and hiring guides for hospitals: interviews, locum work, registration and salaries.",
    path: "/blog",
  });

export default function BlogIndex({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero eyebrow="Insights" title={infoPages.blogTitle}>
        Practical advice for doctors building their careers in India, and for the hospitals hiring them.
      </PageHero>
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-14">
        <BlogList posts={loaderData.posts} />
      </div>
    </main>
  );
}
