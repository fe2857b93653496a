// Notifications, e-mail preferences and job alerts

import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import { ts } from "./columns";
import { ALERT_FREQUENCIES } from "../alert-frequencies";
import { user } from "./accounts";
import { jobs } from "./jobs";

export const NOTIFICATION_KINDS = ["application_status", "new_applicant", "message", "alert_match", "mention"] as const;

/** The bell: one row per thing a signed-in user should know about, read or not. */
export const notifications = pgTable(
  "notifications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: NOTIFICATION_KINDS }).notNull(),
    title: text("title").notNull(),
    body: text("body").notNull().default(""),
    /** A path on this site (never an outside address). */
    link: text("link").notNull(),
    /** Set by producers that may run twice (a background job tried again): the same key is stored once. */
    dedupeKey: text("dedupe_key").unique(),
    readAt: ts("read_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("notifications_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The header's unread count: an index-only count over the unread rows of one user.
    index("notifications_unread_idx").on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/** Which mails a user wants, per kind (no row: all of them). Account mails (confirmation, reset) are always sent. */
export const emailPreferences = pgTable("email_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  applicationUpdates: boolean("application_updates").notNull().default(true),
  newApplicants: boolean("new_applicants").notNull().default(true),
  messages: boolean("messages").notNull().default(true),
  jobAlerts: boolean("job_alerts").notNull().default(true),
  updatedAt: ts("updated_at").notNull().defaultNow(),
});

/**
 * A saved /jobs search mailed as a digest of new matches. A doctor's alert belongs to the account; a visitor's has
 * only an e-mail address and counts only once confirmed (double opt-in). `token` is the secret in the confirm and
 * one-click unsubscribe links, so they work without signing in.
 */
export const jobAlerts = pgTable(
  "job_alerts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    name: text("name").notNull(),
    /** The search as /jobs parses it (keyword, location, types, specialties, cities and any later filters). */
    /** `params`: the search's /jobs query string (keyword, location, filters), parsed by /jobs' own parser when matched. */
    query: jsonb("query").$type<{ params: string }>().notNull(),
    frequency: text("frequency", { enum: ALERT_FREQUENCIES }).notNull().default("daily"),
    paused: boolean("paused").notNull().default(false),
    confirmedAt: ts("confirmed_at"),
    token: text("token").notNull().unique(),
    /** Jobs posted before this were never news to this alert. */
    matchFrom: ts("match_from").notNull().defaultNow(),
    lastSentAt: ts("last_sent_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("job_alerts_user_idx").on(t.userId, t.createdAt.desc()),
    index("job_alerts_due_idx").on(t.frequency, t.id).where(sql`${t.confirmedAt} is not null and not ${t.paused}`),
  ],
);

/** Jobs already mailed to an alert: a job is never sent to the same alert twice. */
export const jobAlertDeliveries = pgTable(
  "job_alert_deliveries",
  {
    alertId: integer("alert_id")
      .notNull()
      .references(() => jobAlerts.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    sentAt: ts("sent_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.alertId, t.jobId] }), index("job_alert_deliveries_job_idx").on(t.jobId)],
);
