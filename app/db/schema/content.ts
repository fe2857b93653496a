// Site content

import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { ts } from "./columns";

export const googleReviews = pgTable(
  "google_reviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    review: text("review").notNull(),
    rating: smallint("rating").notNull().default(5),
    avatarUrl: text("avatar_url"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [check("google_reviews_rating_chk", sql`${t.rating} BETWEEN 1 AND 5`)],
);

export const trustedClients = pgTable("trusted_clients", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  logoUrl: text("logo_url"),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export const blogPosts = pgTable("blog_posts", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  excerpt: text("excerpt").notNull(),
  bodyMarkdown: text("body_markdown").notNull(),
  author: text("author").notNull(),
  tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
  publishedAt: ts("published_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/** Enquiries from the Contact Us page, worked through by the admin (new → contacted → closed, with notes). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    organisation: text("organisation"),
    need: text("need", { enum: ["hire", "job", "other"] }).notNull().default("other"),
    message: text("message").notNull(),
    status: text("status", { enum: ["new", "contacted", "closed"] }).notNull().default("new"),
    notes: text("notes").notNull().default(""),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("contact_messages_status_idx").on(t.status, t.createdAt.desc())],
);

export type GoogleReview = typeof googleReviews.$inferSelect;

export type TrustedClient = typeof trustedClients.$inferSelect;

export type BlogPost = typeof blogPosts.$inferSelect;
