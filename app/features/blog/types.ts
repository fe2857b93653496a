// Shapes of blog data handed from the server functions to the pages.

export type BlogPostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  tags: string[];
  publishedAt: Date;
};

export type BlogPostPage = BlogPostSummary & {
  updatedAt: Date;
  /** Rendered from Markdown on the server with raw HTML disabled. */
  html: string;
};
