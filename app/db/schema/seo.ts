// Search engines

import { integer, pgTable, text } from "drizzle-orm/pg-core";

/** Notifications sent to Google's Indexing API per quota day (Pacific time, as Google counts): the daily quota. */
export const googleIndexingQuota = pgTable("google_indexing_quota", {
  day: text("day").primaryKey(),
  used: integer("used").notNull().default(0),
});
