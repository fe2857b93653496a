import { data } from "react-router";
import type { Route } from "./+types/_site.blog.$slug";
import { getBlogPost } from "~/features/blog/get-blog-post.server";
import { BlogArticle } from "~/features/blog/components/blog-article";
import { useRootData } from "~/lib/root-data";
import { pages } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";
import { documentPage } from "~/lib/islands";

// A document page when loaded: server HTML and the layout's island, no client runtime (decision 031). It is
// content only, so a client-side navigation may render it like any other page; no clientLoader needed.
export const handle = documentPage();

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getBlogPost(params.slug);
  if (!post) throw data(null, { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  if (!loaderData) return [{ title: pages.notFoundTitle }, { name: "robots", content: "noindex" }];
  const { post } = loaderData;
  return pageMeta(matches[0]?.loaderData?.site, {
    title: post.title,
    description: post.excerpt,
    path: `/blog/${encodeURIComponent(post.slug)}`,
    type: "article",
  });
};

export default function BlogPostRoute({ loaderData }: Route.ComponentProps) {
  const { site } = useRootData();
  return <BlogArticle post={loaderData.post} site={site} />;
}
