// Candidate record: tags, notes and files a team keeps on a doctor, across the organisation's jobs
// (docs/decisions/102-candidate-record.md)

import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ts } from "./columns";
import { user } from "./accounts";
import { applications } from "./applications";
import { files } from "./files";
import { organisations } from "./organisations";
import { profiles } from "./profiles";

/** An organisation's tags for its candidates ("Night shifts", "Relocating"). */
export const organisationTags = pgTable(
  "organisation_tags",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [uniqueIndex("organisation_tags_org_name_uq").on(t.organisationId, sql`lower(${t.name})`)],
);

/** A tag on a candidate (a doctor, as the organisation sees them across its jobs). */
export const candidateTags = pgTable(
  "candidate_tags",
  {
    tagId: integer("tag_id")
      .notNull()
      .references(() => organisationTags.id, { onDelete: "cascade" }),
    doctorId: text("doctor_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    createdBy: text("created_by"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tagId, t.doctorId] }), index("candidate_tags_doctor_idx").on(t.doctorId)],
);

/**
 * Whose record a note or file belongs to: the organisation, the doctor (a candidate as that organisation sees them) and
 * the application it was written on, if any (kept when the application goes). A function: each table gets its own
 * columns.
 */
function candidateOf() {
  return {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    doctorId: text("doctor_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "set null" }),
  };
}

/**
 * A team member's note on a candidate (a doctor, as one organisation sees them). Written on one application's page:
 * the note is seen by those who may see that application (a hiring manager or interviewer only on their jobs).
 */
export const candidateNotes = pgTable(
  "candidate_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ...candidateOf(),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    body: text("body").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("candidate_notes_candidate_idx").on(t.organisationId, t.doctorId, t.createdAt.desc(), t.id.desc()),
    index("candidate_notes_application_idx").on(t.applicationId),
  ],
);

/** A colleague mentioned in a note (told in their bell and by mail). */
export const candidateNoteMentions = pgTable(
  "candidate_note_mentions",
  {
    noteId: integer("note_id")
      .notNull()
      .references(() => candidateNotes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [primaryKey({ columns: [t.noteId, t.userId] }), index("candidate_note_mentions_user_idx").on(t.userId)],
);

/** A file (PDF or image, in the private candidate-files bucket) a team member attached to a candidate. */
export const candidateFiles = pgTable(
  "candidate_files",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    ...candidateOf(),
    fileId: uuid("file_id")
      .notNull()
      .references(() => files.id, { onDelete: "cascade" }),
    uploadedBy: text("uploaded_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [
    index("candidate_files_candidate_idx").on(t.organisationId, t.doctorId, t.createdAt.desc(), t.id.desc()),
    index("candidate_files_application_idx").on(t.applicationId),
    uniqueIndex("candidate_files_file_uq").on(t.fileId),
  ],
);
