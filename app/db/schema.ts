import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });
const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

// ---------------------------------------------------------------------------------------------
// Accounts (better-auth's tables; property names are the ones its Drizzle adapter expects)
// ---------------------------------------------------------------------------------------------

export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  createdAt: ts("created_at").notNull().defaultNow(),
  updatedAt: ts("updated_at").notNull().defaultNow(),
  // A suspended account cannot start a session (auth.server.ts, databaseHooks.session.create.before).
  banned: boolean("banned").notNull().default(false),
  banReason: text("ban_reason"),
  banExpires: ts("ban_expires"),
  // better-auth's two-factor plugin.
  twoFactorEnabled: boolean("two_factor_enabled").notNull().default(false),
  // "Delete my account": erased 14 days later unless the owner signs in before (app/features/privacy).
  deletionRequestedAt: ts("deletion_requested_at"),
}, (t) => [
  index("user_created_idx").on(t.createdAt.desc()),
  index("user_deletion_requested_idx").on(t.deletionRequestedAt).where(sql`${t.deletionRequestedAt} is not null`),
]);

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

export const session = pgTable(
  "session",
  {
    id: text("id").primaryKey(),
    expiresAt: ts("expires_at").notNull(),
    token: text("token").notNull().unique(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
  },
  (t) => [index("session_user_id_idx").on(t.userId)],
);

export const account = pgTable(
  "account",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: ts("access_token_expires_at"),
    refreshTokenExpiresAt: ts("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("account_user_id_idx").on(t.userId)],
);

export const verification = pgTable(
  "verification",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: ts("expires_at").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("verification_identifier_idx").on(t.identifier)],
);

/** better-auth's two-factor plugin: the TOTP secret and backup codes (both encrypted by better-auth). */
export const twoFactor = pgTable(
  "two_factor",
  {
    id: text("id").primaryKey(),
    secret: text("secret").notNull(),
    backupCodes: text("backup_codes").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    verified: boolean("verified").notNull().default(true),
    failedVerificationCount: integer("failed_verification_count").notNull().default(0),
    lockedUntil: ts("locked_until"),
  },
  (t) => [index("two_factor_user_idx").on(t.userId), index("two_factor_secret_idx").on(t.secret)],
);

export const rateLimit = pgTable("rate_limit", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------------------------------------
// Profiles: one per account (id = user id), plus directory profiles the admin creates (no user)
// ---------------------------------------------------------------------------------------------

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
  },
  (t) => [
    index("profiles_role_idx").on(t.role),
    index("profiles_directory_idx").on(t.role, t.listed),
    // The admin's queue of employers waiting for a decision.
    index("profiles_verification_queue_idx").on(t.verificationRequestedAt).where(sql`${t.role} = 'employer' and ${t.verifiedAt} is null and ${t.rejectedAt} is null`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Jobs
// ---------------------------------------------------------------------------------------------

export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    title: text("title").notNull(),
    company: text("company").notNull(),
    description: text("description"),
    location: text("location").notNull(),
    type: text("type").notNull(),
    specialty: text("specialty"),
    salary: text("salary"),
    salaryMin: integer("salary_min"),
    salaryMax: integer("salary_max"),
    salaryUnit: text("salary_unit", { enum: ["month", "year"] }),
    featured: boolean("featured").notNull().default(false),
    postedDate: ts("posted_date").notNull().defaultNow(),
    validThrough: ts("valid_through"),
    // Set when the owner or the admin closes the job (null = not closed by hand). A closed job leaves search, the
    // home page and the sitemap, takes no applications and keeps them; Reopen clears it.
    closedAt: ts("closed_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    search: tsvector("search").generatedAlwaysAs(
      sql`to_tsvector('english', coalesce(title, '') || ' ' || coalesce(company, '') || ' ' || coalesce(description, ''))`,
    ),
    // The description lowercased once on write: substring search runs LIKE on it instead of ILIKE on the
    // description, which lowercases every row again on every query (docs/decisions/004-jobs-search.md).
    descriptionLc: text("description_lc").generatedAlwaysAs(sql`lower(description)`),
  },
  (t) => [
    index("jobs_search_idx").using("gin", t.search),
    // Search results order (featured first, newest posted, id for stability): LIMIT queries walk this index.
    index("jobs_order_idx").on(t.featured.desc(), t.postedDate.desc(), t.id.desc()),
    // Similar jobs on the detail page: same specialty in results order.
    index("jobs_specialty_order_idx").on(t.specialty, t.featured.desc(), t.postedDate.desc(), t.id.desc()),
    // Substring matching (lower(...) LIKE '%...%') of keyword, specialty and location text (docs/decisions/004-jobs-search.md).
    index("jobs_text_trgm_idx").using(
      "gin",
      sql`lower(${t.title}) gin_trgm_ops`,
      sql`lower(${t.company}) gin_trgm_ops`,
      sql`${t.descriptionLc} gin_trgm_ops`,
      sql`lower(${t.location}) gin_trgm_ops`,
    ),
    // Job type filter: ANDed with the trigram bitmaps when a search has few matches.
    index("jobs_type_idx").on(t.type),
    // Counting open jobs (not closed, valid_through null or ahead) as two index-only scans.
    index("jobs_open_valid_through_idx").on(t.validThrough).where(sql`${t.closedAt} is null`),
    index("jobs_created_idx").on(t.createdAt.desc(), t.id.desc()),
    // An employer's own listings, newest first; also serves the user_id foreign key.
    index("jobs_user_created_idx").on(t.userId, t.createdAt.desc(), t.id.desc()),
    check("jobs_salary_range_chk", sql`${t.salaryMin} IS NULL OR ${t.salaryMax} IS NULL OR ${t.salaryMin} <= ${t.salaryMax}`),
  ],
);

// ---------------------------------------------------------------------------------------------
// Applications and saved jobs
// ---------------------------------------------------------------------------------------------

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
    status: text("status").notNull().default("Under Review"),
    coverNote: text("cover_note"),
    resumeFileId: uuid("resume_file_id"),
    history: jsonb("history").$type<{ status: string; note?: string; at: string; by: string }[]>().notNull().default([]),
    withdrawnAt: ts("withdrawn_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("applications_job_doctor_uq").on(t.jobId, t.doctorId),
    index("applications_doctor_idx").on(t.doctorId, t.createdAt.desc()),
  ],
);

export const savedJobs = pgTable(
  "saved_jobs",
  {
    doctorId: text("doctor_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.doctorId, t.jobId] })],
);

// ---------------------------------------------------------------------------------------------
// Site content
// ---------------------------------------------------------------------------------------------

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

export const contactMessages = pgTable("contact_messages", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  phone: text("phone"),
  message: text("message").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

// ---------------------------------------------------------------------------------------------
// Files and mail
// ---------------------------------------------------------------------------------------------

export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    bucket: text("bucket", { enum: ["avatars", "client-logos", "resumes"] }).notNull(),
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

/**
 * Every admin action: who, what, on whom, when, from where. Append-only: a trigger (drizzle/*_audit_log_append_only.sql)
 * refuses UPDATE and DELETE, and the code has no path that would try.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()), index("audit_log_target_idx").on(t.targetId, t.createdAt.desc())],
);

/** The development mailbox: outgoing mail is stored here when SMTP_URL is unset. */
export const devMailbox = pgTable("dev_mailbox", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  html: text("html").notNull(),
  createdAt: ts("created_at").notNull().defaultNow(),
});

export type Job = typeof jobs.$inferSelect;
export type NewJob = typeof jobs.$inferInsert;
export type Profile = typeof profiles.$inferSelect;
export type GoogleReview = typeof googleReviews.$inferSelect;
export type TrustedClient = typeof trustedClients.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type StoredFile = typeof files.$inferSelect;
