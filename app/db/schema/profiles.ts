// Profiles: one per account (id = user id), plus directory profiles the admin creates (no user)

import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, smallint, text } from "drizzle-orm/pg-core";
import { ts } from "./columns";
import { user } from "./accounts";

export const profiles = pgTable(
  "profiles",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["doctor", "employer"] }).notNull(),
    name: text("name").notNull(),
    email: text("email"),
    phone: text("phone"),
    location: text("location"),
    specialization: text("specialization"),
    company: text("company"),
    avatarUrl: text("avatar_url"),
    resumeUrl: text("resume_url"),
    // Directory details (doctors)
    bio: text("bio"),
    skills: text("skills").array().notNull().default(sql`'{}'::text[]`),
    experienceYears: smallint("experience_years"),
    availability: text("availability"),
    qualifications: text("qualifications").array().notNull().default(sql`'{}'::text[]`),
    registrationNumber: text("registration_number"),
    // Doctors: registration number checked by the admin. Employers: organisation checked by the admin (until then
    // "pending": no resumes, jobs shown as unverified).
    verifiedAt: ts("verified_at"),
    listed: boolean("listed").notNull().default(false),
    // Doctors: verified employers may open the resume without an application (the doctor's choice; an application
    // always shares it with that job's employer).
    resumeOpenToEmployers: boolean("resume_open_to_employers").notNull().default(false),
    // Employers: the organisation details the admin checks (organisation name = company, city = location).
    orgType: text("org_type", { enum: ["hospital", "clinic", "agency"] }),
    orgRegistration: text("org_registration"),
    contactPerson: text("contact_person"),
    verificationRequestedAt: ts("verification_requested_at"),
    rejectedAt: ts("rejected_at"),
    rejectionReason: text("rejection_reason"),
    passwordChangedAt: ts("password_changed_at"),
    // The privacy notice the account agreed to at sign-up (lib/privacy.ts PRIVACY_NOTICE_VERSION), and when.
    consentVersion: text("consent_version"),
    consentedAt: ts("consented_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    // What the directory's keyword searches: name, bio and skills in one text, the fields apart by a control character
    // no search can contain (so a match never spans two fields), kept on write for one trigram-index lookup instead of
    // three ILIKEs on every listed doctor per page view (docs/decisions/090-uncached-filtered-pages.md).
    directoryText: text("directory_text").generatedAlwaysAs(
      sql`name || chr(1) || coalesce(bio, '') || chr(1) || profiles_skills_text(skills)`,
    ),
  },
  (t) => [
    index("profiles_role_idx").on(t.role),
    // The directory's filters, over listed doctors only (a filtered page reads its matches through them and sorts
    // them): keyword and city through trigrams, the specialty exactly.
    index("profiles_directory_text_idx").using("gin", sql`${t.directoryText} gin_trgm_ops`).where(sql`${t.role} = 'doctor' and ${t.listed}`),
    index("profiles_directory_location_idx").using("gin", sql`${t.location} gin_trgm_ops`).where(sql`${t.role} = 'doctor' and ${t.listed}`),
    index("profiles_directory_specialty_idx").on(t.specialization).where(sql`${t.role} = 'doctor' and ${t.listed}`),
    // The directory's page order (verified first, then by name): its first page is read from the index, no sort of
    // every listed doctor (decision 060, "The layout once per process"); it counts them (role, listed) as well.
    index("profiles_directory_idx").on(t.role, t.listed, sql`(${t.verifiedAt} is null)`, t.name, t.id),
    // The admin's queue of employers waiting for a decision (those who sent no details yet included), oldest first.
    index("profiles_verification_queue_idx").on(t.createdAt, t.id).where(sql`${t.role} = 'employer' and ${t.verifiedAt} is null and ${t.rejectedAt} is null`),
  ],
);

/**
 * How many doctors the directory lists (role doctor, listed), kept by triggers on profiles (migration 0017) in the same
 * transaction as the change: the unfiltered directory shows it instead of counting every listed doctor per page view.
 * One row.
 */
export const directoryCounts = pgTable(
  "directory_counts",
  {
    id: boolean("id").primaryKey().default(true),
    listedDoctors: integer("listed_doctors").notNull(),
  },
  (t) => [check("directory_counts_one_row", sql`${t.id}`)],
);

export type Profile = typeof profiles.$inferSelect;
