// Data rights: "Download my data" links and "Delete my account" requests (app/features/privacy)

import { bigint, index, pgTable, text } from "drizzle-orm/pg-core";
import { ts } from "./columns";
import { user } from "./accounts";

/** "Download my data" links: the hash of the token mailed to the owner, valid until expires_at. */
export const dataExports = pgTable(
  "data_exports",
  {
    tokenHash: text("token_hash").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    expiresAt: ts("expires_at").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("data_exports_expires_idx").on(t.expiresAt), index("data_exports_user_idx").on(t.userId)],
);

/**
 * Each "Delete my account" request and its end: cancelled_at when a sign-in within the grace period cancelled it
 * (shown on My Data), cancel_noticed_at once the owner has been told so on screen. Erasure deletes the rows with
 * the account.
 */
export const deletionRequests = pgTable(
  "deletion_requests",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    requestedAt: ts("requested_at").notNull(),
    cancelledAt: ts("cancelled_at"),
    cancelNoticedAt: ts("cancel_noticed_at"),
  },
  (t) => [index("deletion_requests_user_idx").on(t.userId, t.requestedAt.desc())],
);
