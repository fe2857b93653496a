// Applications: the job's stages, moves between them, mails, interviews and offers

import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ts } from "./columns";
import { jobs } from "./jobs";
import { profiles } from "./profiles";

export const applications = pgTable(
  "applications",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    // Null once the job is deleted: the doctor's record stays, with the job's title and company kept below.
    jobId: integer("job_id").references(() => jobs.id, { onDelete: "set null" }),
    doctorId: text("doctor_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    // The job's title and company as they were when it was deleted (null while the job exists).
    jobTitle: text("job_title"),
    jobCompany: text("job_company"),
    // The name of the stage the application stands in, kept with it (the record outlives a deleted job's stages).
    status: text("status").notNull().default("Applied"),
    // The job's stage the application stands in (job_stages); null only once the job is deleted.
    stageId: integer("stage_id").references(() => jobStages.id, { onDelete: "set null" }),
    // What the doctor has been told: "received", or the kind of the stage a move put it in once that move stood through
    // the undo window (so a move undone in time never shows on the doctor's side).
    doctorView: text("doctor_view", { enum: ["received", "active", "hired", "rejected", "withdrawn"] }).notNull().default("received"),
    coverNote: text("cover_note"),
    resumeFileId: uuid("resume_file_id"),
    history: jsonb("history").$type<{ status: string; note?: string; at: string; by: string }[]>().notNull().default([]),
    withdrawnAt: ts("withdrawn_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    // Where the doctor came from to apply (lib/application-sources.ts): search, alert, directory, feed or api; null when
    // unknown (every application made before sources were recorded, and a link without a valid marker).
    source: text("source", { enum: ["search", "alert", "directory", "feed", "api"] }),
  },
  (t) => [
    uniqueIndex("applications_job_doctor_uq").on(t.jobId, t.doctorId),
    index("applications_doctor_idx").on(t.doctorId, t.createdAt.desc()),
    // One page of a stage's column (or of the job's list), newest first, read from the index alone.
    index("applications_stage_idx").on(t.stageId, t.createdAt.desc(), t.id.desc()),
    index("applications_job_created_idx").on(t.jobId, t.createdAt.desc(), t.id.desc()),
    check("applications_source_ck", sql`${t.source} in ('search', 'alert', 'directory', 'feed', 'api')`),
  ],
);

/**
 * One job's hiring pipeline: its stages in order. Active stages are where candidates are moved along; the exits
 * (hired, rejected, withdrawn) end an application. Made from a template when the job gets its first applicant view or
 * application (app/features/applications/stage-template.ts); the employer renames, adds, reorders and removes them.
 */
export const jobStages = pgTable(
  "job_stages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    position: integer("position").notNull(),
    kind: text("kind", { enum: ["active", "hired", "rejected", "withdrawn"] }).notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("job_stages_job_idx").on(t.jobId, t.position),
    uniqueIndex("job_stages_job_name_uq").on(t.jobId, t.name),
    // One stage of each exit kind per job: the move rules look an exit up by its kind.
    uniqueIndex("job_stages_job_exit_uq").on(t.jobId, t.kind).where(sql`kind <> 'active'`),
    check("job_stages_kind_ck", sql`${t.kind} in ('active', 'hired', 'rejected', 'withdrawn')`),
  ],
);

/**
 * Every move of an application between stages: who, from, to, when, why (a rejection's reason), and whether the
 * doctor is mailed. A move undone within the undo window keeps its row with undone_at set; the doctor hears of it
 * only when the window has passed and it still stands (app/features/applications/stage-moves.server.ts).
 */
export const applicationStageMoves = pgTable(
  "application_stage_moves",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    fromStageId: integer("from_stage_id").references(() => jobStages.id, { onDelete: "set null" }),
    toStageId: integer("to_stage_id").references(() => jobStages.id, { onDelete: "set null" }),
    fromName: text("from_name"),
    toName: text("to_name").notNull(),
    toKind: text("to_kind").notNull(),
    byUserId: text("by_user_id"),
    reason: text("reason"),
    note: text("note"),
    // The employer chose to e-mail the doctor the rejection template.
    mailDoctor: boolean("mail_doctor").notNull().default(false),
    // The rejection e-mail as the employer previewed it (rendered from one of the organisation's templates); null on
    // moves made before templates, which are mailed the built-in text.
    mailSubject: text("mail_subject"),
    mailBody: text("mail_body"),
    // Moves made together by one bulk action share a batch id, so the whole batch can be undone at once.
    batchId: uuid("batch_id"),
    undoneAt: ts("undone_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("application_stage_moves_app_idx").on(t.applicationId, t.createdAt.desc()),
    index("application_stage_moves_batch_idx").on(t.batchId).where(sql`${t.batchId} is not null`),
  ],
);

/** Every e-mail sent to a doctor about an application from a template: the application's timeline shows it. */
export const applicationEmails = pgTable(
  "application_emails",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    sentBy: text("sent_by"),
    // The move whose announcement sent it (a rejection), so a retried job records it once.
    moveId: integer("move_id").references(() => applicationStageMoves.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("application_emails_app_idx").on(t.applicationId, t.createdAt), uniqueIndex("application_emails_move_uq").on(t.moveId)],
);

/** New times offered for a booked interview (ISO instants), with the place, link and note that would come with them. */
export type InterviewNewTimes = {
  slots: string[];
  durationMinutes: number;
  location: string | null;
  videoUrl: string | null;
  note: string | null;
  offeredBy: string;
  offeredAt: string;
};

/**
 * An interview with a candidate: the team proposes one time or a list of slots, the doctor picks one (or declines, or
 * asks for other times), and a booked interview is sent to both as an iCalendar invitation whose UID stays the same
 * for the interview's life and whose sequence rises with each reschedule and the cancellation
 * (app/features/interviews, docs/decisions/099-interviews-and-offers.md).
 */
export const interviews = pgTable(
  "interviews",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    // The iCalendar UID of the invitation: one per interview, for all its updates.
    uid: text("uid").notNull().unique(),
    status: text("status", { enum: ["proposed", "booked", "declined", "other_times", "cancelled"] }).notNull(),
    // The times offered to the doctor (ISO instants), one of which the doctor picks.
    slots: jsonb("slots").$type<string[]>().notNull().default([]),
    durationMinutes: integer("duration_minutes").notNull(),
    location: text("location"),
    videoUrl: text("video_url"),
    note: text("note"),
    // What the doctor wrote when declining or asking for other times.
    doctorMessage: text("doctor_message"),
    startsAt: ts("starts_at"),
    // The iCalendar SEQUENCE of the invitation last sent.
    sequence: integer("sequence").notNull().default(0),
    // New times the team offers for a booked interview; the booked time stands until the doctor picks one.
    newTimes: jsonb("new_times").$type<InterviewNewTimes>(),
    proposedBy: text("proposed_by").notNull(),
    cancelledBy: text("cancelled_by"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    index("interviews_application_idx").on(t.applicationId, t.createdAt.desc()),
    check("interviews_status_ck", sql`${t.status} in ('proposed', 'booked', 'declined', 'other_times', 'cancelled')`),
  ],
);

/**
 * An offer to a candidate: salary (whole rupees, a year or a month), start date, message and an optional PDF letter.
 * The doctor accepts or declines it; the team may withdraw it until then. One open offer per application.
 */
export const offers = pgTable(
  "offers",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["sent", "accepted", "declined", "withdrawn"] }).notNull().default("sent"),
    salary: integer("salary").notNull(),
    salaryUnit: text("salary_unit", { enum: ["month", "year"] }).notNull(),
    startDate: date("start_date", { mode: "string" }).notNull(),
    message: text("message"),
    letterFileId: uuid("letter_file_id"),
    declineReason: text("decline_reason"),
    sentBy: text("sent_by").notNull(),
    respondedAt: ts("responded_at"),
    withdrawnAt: ts("withdrawn_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("offers_application_idx").on(t.applicationId, t.createdAt.desc()),
    uniqueIndex("offers_one_open_uq").on(t.applicationId).where(sql`status = 'sent'`),
    check("offers_status_ck", sql`${t.status} in ('sent', 'accepted', 'declined', 'withdrawn')`),
    check("offers_salary_ck", sql`${t.salary} > 0`),
  ],
);
