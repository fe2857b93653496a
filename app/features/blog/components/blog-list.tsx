import { Link } from "react-router";
import { formatDate } from "~/lib/format";
import { infoPages } from "~/lib/messages";
import type { BlogPostSummary } from "../types";

export function BlogList({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) return <p className="py-16 text-center text-slate-600">{infoPages.noPosts}</p>;
  return (
    <ul className="grid gap-8 md:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.slug} data-testid="blog-card">
          <article className="relative flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition hover:-translate-y-1 hover:shadow-md">
            <ul className="flex flex-wrap gap-2" aria-label="Tags">
              {post.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{tag}</li>
              ))}
            </ul>
            <h2 className="mt-4 text-xl font-semibold leading-snug text-slate-900">
              <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 after:rounded-2xl hover:text-brand-700">
                {post.title}
              </Link>
            </h2>
            <p className="mt-3 flex-1 leading-relaxed text-slate-600">{post.excerpt}</p>
            <p className="mt-5 text-sm text-slate-500">
              {post.author} · <time dateTime={new Date(post.publishedAt).toISOString()}>{formatDate(post.publishedAt)}</time>
            </p>
            <span aria-hidden="true" className="mt-3 text-sm font-semibold text-brand-700">{infoPages.readArticle} →</span>
          </article>
        </li>
      ))}
    </ul>
  );
}
