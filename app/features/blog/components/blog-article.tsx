import { Link } from "react-router";
import ArrowLeft from "lucide-react/icons/arrow-left";
import { formatDate, jsonLd } from "~/lib/format";
import { infoPages } from "~/lib/messages";
import { blogPostingJsonLd } from "../structured-data";
import type { BlogPostPage } from "../types";

// Typography for the rendered Markdown (no typography plugin: a few descendant rules are enough).
const PROSE = [
  "text-lg leading-relaxed text-slate-700",
  "[&_p]:mt-5 [&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900",
  "[&_ul]:mt-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2",
  "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-slate-900",
  "[&_blockquote]:mt-6 [&_blockquote]:border-l-4 [&_blockquote]:border-brand-500 [&_blockquote]:bg-brand-50 [&_blockquote]:px-5 [&_blockquote]:py-3 [&_blockquote_p]:mt-0",
  "[&_table]:mt-6 [&_table]:w-full [&_table]:text-left [&_table]:text-base [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:p-2 [&_td]:border-b [&_td]:border-slate-200 [&_td]:p-2",
  "[&_code]:rounded [&_code]:bg-slate-100 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base [&>:first-child]:mt-0",
].join(" ");

export function BlogArticle({ post, site }: { post: BlogPostPage; site: { brand: string; baseUrl: string } }) {
  return (
    <main className="bg-white">
      <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
        <Link to="/blog" className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-700 hover:underline">
          <ArrowLeft className="h-4 w-4" /> {infoPages.backToBlog}
        </Link>
        <header className="mt-6 border-b border-slate-200 pb-8">
          <ul className="flex flex-wrap gap-2" aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700">{tag}</li>
            ))}
          </ul>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-4xl">{post.title}</h1>
          <p className="mt-4 text-lg text-slate-600">{post.excerpt}</p>
          <p className="mt-4 text-sm text-slate-500">
            By {post.author} · <time dateTime={new Date(post.publishedAt).toISOString()}>{formatDate(post.publishedAt)}</time>
          </p>
        </header>
        {/* Server-rendered from Markdown with raw HTML disabled (render-markdown.server.ts), so it holds no markup of its own. */}
        <div className={`mt-8 ${PROSE}`} dangerouslySetInnerHTML={{ __html: post.html }} />
      </article>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd(blogPostingJsonLd(post, site)) }} />
    </main>
  );
}
