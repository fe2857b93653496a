// Scorecards (app/features/applications/scorecards, docs/decisions/103-scorecards.md)

import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, primaryKey, smallint, text, uniqueIndex } from "drizzle-orm/pg-core";
import { ts } from "./columns";
import { user } from "./accounts";
import { applications } from "./applications";
import { jobs } from "./jobs";

/**
 * What a job's team rates each candidate on (1-5): a name and optional guidance, in order. Every job has at least
 * one; a job without any gets the default set when its criteria are first read (and existing jobs got it by
 * migration 0030).
 */
export const scorecardCriteria = pgTable(
  "scorecard_criteria",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    guidance: text("guidance"),
    position: integer("position").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("scorecard_criteria_job_idx").on(t.jobId, t.position), uniqueIndex("scorecard_criteria_job_name_uq").on(t.jobId, t.name)],
);

/**
 * One team member's scorecard of one application: an overall recommendation, with a rating per criterion in
 * scorecard_ratings. One per member per application; the member edits it after submitting.
 */
export const scorecards = pgTable(
  "scorecards",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    applicationId: integer("application_id")
      .notNull()
      .references(() => applications.id, { onDelete: "cascade" }),
    authorId: text("author_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    recommendation: text("recommendation", { enum: ["strong_no", "no", "yes", "strong_yes"] }).notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // Also the board's lookup of an application's scorecards (its leading column).
    uniqueIndex("scorecards_application_author_uq").on(t.applicationId, t.authorId),
    check("scorecards_recommendation_ck", sql`${t.recommendation} in ('strong_no', 'no', 'yes', 'strong_yes')`),
  ],
);

/** A scorecard's rating (1-5) and comment on one criterion. */
export const scorecardRatings = pgTable(
  "scorecard_ratings",
  {
    scorecardId: integer("scorecard_id")
      .notNull()
      .references(() => scorecards.id, { onDelete: "cascade" }),
    criterionId: integer("criterion_id")
      .notNull()
      .references(() => scorecardCriteria.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    comment: text("comment"),
  },
  (t) => [
    primaryKey({ columns: [t.scorecardId, t.criterionId] }),
    index("scorecard_ratings_criterion_idx").on(t.criterionId),
    check("scorecard_ratings_rating_ck", sql`${t.rating} between 1 and 5`),
  ],
);
