// Messages between employers (or the admin) and doctors (docs/decisions/072-messages.md)

import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, unique, uniqueIndex } from "drizzle-orm/pg-core";
import { ts } from "./columns";
import { user } from "./accounts";
import { profiles } from "./profiles";

/**
 * One conversation per (employer user, doctor profile, job or none). The doctor's side is read by the doctor's
 * account, or by the admin when the profile has none (a directory profile the admin created). The job is kept as id
 * and title without a foreign key: a deleted job leaves its conversations as they were.
 */
export const messageThreads = pgTable(
  "message_threads",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    employerUserId: text("employer_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    doctorProfileId: text("doctor_profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    jobId: integer("job_id"),
    jobTitle: text("job_title"),
    lastMessageAt: ts("last_message_at").notNull().defaultNow(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    // One thread per pair and job; "no job" is one value too (nulls not distinct).
    unique("message_threads_pair_job_uq").on(t.employerUserId, t.doctorProfileId, t.jobId).nullsNotDistinct(),
    // The employer's inbox, newest conversation first.
    index("message_threads_employer_idx").on(t.employerUserId, t.lastMessageAt.desc(), t.id.desc()),
    // The doctor's inbox (and the admin's, for profiles without an account).
    index("message_threads_doctor_idx").on(t.doctorProfileId, t.lastMessageAt.desc(), t.id.desc()),
  ],
);

export const MESSAGE_SIDES = ["employer", "doctor"] as const;

/** A message: plain text, from one side of its thread to the other. */
export const messages = pgTable(
  "messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer("thread_id")
      .notNull()
      .references(() => messageThreads.id, { onDelete: "cascade" }),
    senderSide: text("sender_side", { enum: MESSAGE_SIDES }).notNull(),
    senderUserId: text("sender_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Who reads it on the other side when it is sent (null: nobody can yet, e.g. no admin account). */
    recipientUserId: text("recipient_user_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    readAt: ts("read_at"),
    /** Set when the recipient's batched mail took it (never mailed twice). */
    mailedAt: ts("mailed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("messages_thread_idx").on(t.threadId, t.createdAt, t.id),
    // Unread counts per user and per thread, and the mail batch: only unread rows are indexed.
    index("messages_unread_idx").on(t.recipientUserId, t.threadId).where(sql`${t.readAt} is null`),
  ],
);

/** A doctor (or the admin, for a profile without an account) no longer takes messages from this employer. */
export const messageBlocks = pgTable(
  "message_blocks",
  {
    doctorProfileId: text("doctor_profile_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    employerUserId: text("employer_user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.doctorProfileId, t.employerUserId] }), index("message_blocks_employer_idx").on(t.employerUserId)],
);

/** A thread reported as abusive by its doctor's side, for the admin to look at. */
export const messageReports = pgTable(
  "message_reports",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    threadId: integer("thread_id")
      .notNull()
      .references(() => messageThreads.id, { onDelete: "cascade" }),
    reporterUserId: text("reporter_user_id").references(() => user.id, { onDelete: "set null" }),
    reason: text("reason").notNull().default(""),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("message_reports_thread_reporter_uq").on(t.threadId, t.reporterUserId), index("message_reports_created_idx").on(t.createdAt.desc())],
);
