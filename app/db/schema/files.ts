// Files (storage's buckets) and who viewed them

import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ts } from "./columns";

export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bucket: text("bucket", { enum: ["avatars", "client-logos", "resumes", "offer-letters", "candidate-files"] }).notNull(),
    key: text("key").notNull(),
    ownerId: text("owner_id"),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    originalName: text("original_name"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("files_bucket_key_uq").on(t.bucket, t.key), index("files_owner_idx").on(t.ownerId)],
);

export const fileViews = pgTable(
  "file_views",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    fileId: uuid("file_id").notNull(),
    viewerId: text("viewer_id"),
    viewedAt: ts("viewed_at").notNull().defaultNow(),
    // Opened through an application to one of the viewer's jobs (not counted against the daily limit).
    viaApplication: boolean("via_application").notNull().default(false),
  },
  (t) => [index("file_views_file_idx").on(t.fileId, t.viewedAt.desc()), index("file_views_viewer_idx").on(t.viewerId, t.viewedAt)],
);

export type StoredFile = typeof files.$inferSelect;
