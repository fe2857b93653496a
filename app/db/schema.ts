import { sql } from "drizzle-orm";
import {
  bigint,
  doublePrecision,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { ALERT_FREQUENCIES } from "./alert-frequencies";
import { ORG_ROLES, type OrgRole } from "../lib/team-permissions";
import { EMAIL_TEMPLATE_KINDS } from "../lib/email-template-kinds";

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
    // The time step (RFC 6238, 30 s) of the last authenticator code accepted: that code and any earlier one are
    // refused from then on (app/services/auth/totp-replay.server.ts).
    lastTotpStep: bigint("last_totp_step", { mode: "number" }),
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

// ---------------------------------------------------------------------------------------------
// Organisations: the employer side is an organisation with members (docs/decisions/091-organisations-and-roles.md)
// ---------------------------------------------------------------------------------------------

/**
 * A hospital, clinic or agency. Its verification (decision 081) lives here: every member shares it, and the job labels,
 * `Actor.verified` and the admin's queue read it from here (the old profile columns are kept but no longer written).
 */
export const organisations = pgTable(
  "organisations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    orgType: text("org_type", { enum: ["hospital", "clinic", "agency"] }),
    location: text("location"),
    orgRegistration: text("org_registration"),
    contactPerson: text("contact_person"),
    verificationRequestedAt: ts("verification_requested_at"),
    verifiedAt: ts("verified_at"),
    rejectedAt: ts("rejected_at"),
    rejectionReason: text("rejection_reason"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    // The admin's queue of organisations waiting for a decision, oldest first.
    index("organisations_verification_queue_idx").on(t.createdAt, t.id).where(sql`${t.verifiedAt} is null and ${t.rejectedAt} is null`),
  ],
);

/** Who belongs to an organisation, with which role. An account belongs to at most one organisation. */
export const organisationMembers = pgTable(
  "organisation_members",
  {
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: "cascade" }),
    role: text("role", { enum: ORG_ROLES }).notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("organisation_members_org_idx").on(t.organisationId, t.createdAt)],
);

/** An invitation mailed by an owner or admin: the link's token is kept only as its SHA-256 hash. */
export const organisationInvitations = pgTable(
  "organisation_invitations",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: ORG_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    expiresAt: ts("expires_at").notNull(),
    acceptedAt: ts("accepted_at"),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
    revokedAt: ts("revoked_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("organisation_invitations_org_idx").on(t.organisationId, t.createdAt.desc())],
);

/**
 * An organisation's keys to the REST API (docs/decisions/097-api-keys.md). Only the SHA-256 of the key is kept; the
 * prefix (the key's first characters) tells keys apart in the list. A call with a key acts as its creator would,
 * read with the key on every call, so a revoked key or a removed creator is refused at the next call.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    createdBy: text("created_by")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    scope: text("scope", { enum: ["read", "write"] }).notNull(),
    prefix: text("prefix").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: ts("created_at").notNull().defaultNow(),
    lastUsedAt: ts("last_used_at"),
    lastUsedIp: text("last_used_ip"),
    revokedAt: ts("revoked_at"),
    revokedBy: text("revoked_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("api_keys_org_idx").on(t.organisationId, t.createdAt.desc())],
);

/** Hiring managers and interviewers work only on the jobs whose team they are on. */
export const jobTeamMembers = pgTable(
  "job_team_members",
  {
    jobId: integer("job_id")
      .notNull()
      .references(() => jobs.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.jobId, t.userId] }), index("job_team_members_user_idx").on(t.userId, t.jobId)],
);

// ---------------------------------------------------------------------------------------------
// Jobs
// ---------------------------------------------------------------------------------------------

export const jobs = pgTable(
  "jobs",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    // The organisation the job belongs to: its members work on it by their role (lib/team-permissions.ts).
    organisationId: uuid("organisation_id").references(() => organisations.id, { onDelete: "set null" }),
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
    /** Applications up to this time were mailed to the employer (the new-applicants mail is batched per job). */
    applicantsMailedAt: ts("applicants_mailed_at"),
    // Years of experience the job asks for (optional range; either end may be open).
    experienceMin: smallint("experience_min"),
    experienceMax: smallint("experience_max"),
    // The city of the list the location names, and its coordinates: set by the jobs_place trigger from
    // city_coordinates on every write of the location (null when the location names no city of the list).
    city: text("city"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
    // The job's words: title, company, location, description (search_text's text) and specialty, lowercased, with every
    // run of characters other than a–z and 0–9 as one space, so "m.d." is m, d and a lowercase a–z/0–9 fragment the
    // text contains is always inside one word. Stored (a generated column cannot read search_text): rows the words
    // index finds are checked against it without making the words again (search-words.server.ts). The
    // jobs_words_learn triggers copy new words into search_words.
    words: tsvector("words").generatedAlwaysAs(
      sql`to_tsvector('simple', regexp_replace(lower(coalesce(title, '') || chr(10) || coalesce(company, '') || chr(10) || coalesce(location, '') || chr(10) || coalesce(description, '') || chr(10) || coalesce(specialty, '')), '[^a-z0-9]+', ' ', 'g'))`,
    ),
    // The filters' values as lexemes of their own: "type:Locum", "specialty:Oncology", the placed city ("city:Pune",
    // set by the jobs_place trigger before the row is written, so before this is computed) and each run of a–z/0–9 of
    // the lowercased location with an "l" before it ("Navi Mumbai" is lnavi, lmumbai). With the words they make one GIN
    // index (jobs_words_tags_idx), so a keyword, a city, a type and a specialty are one index scan whose posting lists
    // skip through each other (a rare city over a common word reads little of the word's list), where separate indexes
    // each built a bitmap of every job with their value (docs/decisions/080, "Filters in the words index").
    tags: tsvector("tags").generatedAlwaysAs(
      sql`array_to_tsvector(string_to_array('l' || regexp_replace(lower(coalesce(location, '')), '[^a-z0-9]+', ' l', 'g'), ' ') || array['type:' || coalesce(type, ''), 'specialty:' || coalesce(specialty, ''), 'city:' || coalesce(city, '')])`,
    ),
    // The description lowercased once on write: substring search runs LIKE on it instead of ILIKE on the
    // description, which lowercases every row again on every query (docs/decisions/004-jobs-search.md).
    descriptionLc: text("description_lc").generatedAlwaysAs(sql`lower(description)`),
    // Title, company, location and description lowercased in one text (fields on separate lines): each keyword word is
    // one trigram-index lookup on it instead of one per column (docs/decisions/080-search-that-understands-doctors.md).
    searchText: text("search_text").generatedAlwaysAs(
      sql`lower(coalesce(title, '') || chr(10) || coalesce(company, '') || chr(10) || coalesce(location, '') || chr(10) || coalesce(description, ''))`,
    ),
    // The top of the structured salary in rupees a year (a monthly salary times 12): the salary filter and the
    // Highest salary order read it (docs/decisions/080-search-that-understands-doctors.md).
    salaryYear: bigint("salary_year", { mode: "number" }).generatedAlwaysAs(
      sql`(case when salary_unit = 'month' then coalesce(salary_max, salary_min)::bigint * 12 else coalesce(salary_max, salary_min)::bigint end)`,
    ),
  },
  (t) => [
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
    // An organisation's listings, newest first (the Job Listings tab of every member); also serves the foreign key.
    index("jobs_organisation_created_idx").on(t.organisationId, t.createdAt.desc(), t.id.desc()),
    index("jobs_search_text_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // A keyword word is looked up in search_words (every word some job has had) and found here: a handful of posting
    // lists instead of the trigram bitmaps of every job containing it; short forms (MD, SR) as adjacent words; the
    // filters' tags in the same scan (docs/decisions/080-search-that-understands-doctors.md, search-words.server.ts).
    // The third column is the job's sample slot as a lexeme ("s17" for id % 1024 = 17, job-sample.server.ts): a
    // keyword's matches among the sample are one scan whose few slot lists skip through the words' long ones.
    index("jobs_words_tags_idx").using("gin", t.words, t.tags, sql`array_to_tsvector(array['s' || (${t.id} % 1024)::text])`),
    // Sort orders other than the default: Newest and Highest salary walk these when many jobs match.
    index("jobs_newest_idx").on(t.postedDate.desc(), t.id.desc()),
    index("jobs_salary_order_idx").on(t.salaryYear.desc().nullsLast(), t.postedDate.desc(), t.id.desc()),
    // "Within N km": a latitude band first, then the distance.
    index("jobs_place_idx").on(t.latitude, t.longitude),
    // Each job's slot of 1024 (id % 1024): filter counts of broad searches are estimated from the open jobs of the first
    // few slots, a sample spread evenly over the table (docs/decisions/080-search-that-understands-doctors.md). Not
    // partial: the planner knows how many rows `id % 1024 < k` gives only from a whole-table expression index.
    index("jobs_sample_idx").on(sql`(${t.id} % 1024)`),
    check("jobs_experience_range_chk", sql`${t.experienceMin} IS NULL OR ${t.experienceMax} IS NULL OR ${t.experienceMin} <= ${t.experienceMax}`),
    check("jobs_salary_range_chk", sql`${t.salaryMin} IS NULL OR ${t.salaryMax} IS NULL OR ${t.salaryMin} <= ${t.salaryMax}`),
  ],
);

/**
 * What a keyword is matched on (with the open-job columns), copied for the jobs of the sample's first slots
 * (id % 1024 < SAMPLE_TEXTS_SLOTS, job-sample.server.ts) by the job_sample_texts triggers (migration 0019) in the same
 * statement as the jobs' write: a keyword's matches among the sample are asked of this small table, whose rows (the
 * texts kept out of line, toast_tuple_target 128) are ~90 bytes (5.7 MB at 1,000,000 jobs) and stay in the database's cache,
 * where the same question of the jobs table visited a heap page of 8 KB per sampled match (docs/decisions/087).
 */
export const jobSampleTexts = pgTable(
  "job_sample_texts",
  {
    id: integer("id")
      .primaryKey()
      .references(() => jobs.id, { onDelete: "cascade" }),
    specialty: text("specialty"),
    closedAt: ts("closed_at"),
    validThrough: ts("valid_through"),
    words: tsvector("words"),
    searchText: text("search_text"),
  },
  (t) => [
    // As jobs_words_tags_idx without the tags: the words and the job's sample slot as a lexeme (sampleSlotsCondition).
    // Without the pending list (fastupdate): a search would read the list of rows written since the last vacuum.
    index("job_sample_texts_words_idx")
      .using("gin", t.words, sql`array_to_tsvector(array['s' || (${t.id} % 1024)::text])`)
      .with({ fastupdate: "off" }),
  ],
);

/**
 * Every word (jobs.words' runs of a–z and 0–9) any job has had, kept by the jobs_words_learn triggers
 * (drizzle/0013_jobs_word_index.sql). A keyword fragment is looked up here first ("cardio": cardiology,
 * cardiologist, cardiothoracic…); a word is never removed, so the list is a superset of today's words.
 */
export const searchWords = pgTable(
  "search_words",
  {
    word: text("word").primaryKey(),
  },
  (t) => [index("search_words_trgm_idx").using("gin", sql`${t.word} gin_trgm_ops`)],
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

/**
 * The coordinates of the cities of lib/cities.ts, copied by a migration (cities.test.ts checks they agree): the
 * jobs_place trigger places each job with them, so every way of writing a job (forms, seed, imports) gets its city.
 */
export const cityCoordinates = pgTable("city_coordinates", {
  name: text("name").primaryKey(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
});

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

/**
 * An organisation's e-mail templates (docs/decisions/100-bulk-actions-and-email-templates.md): a subject and a body
 * with {{variables}} from a fixed list, rendered as plain text and escaped for the HTML part. New organisations get
 * the defaults from the organisations_email_templates_defaults trigger (migration 0026).
 */
export const emailTemplates = pgTable(
  "email_templates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: EMAIL_TEMPLATE_KINDS }).notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_templates_org_name_uq").on(t.organisationId, t.name),
    check("email_templates_kind_ck", sql`${t.kind} in ('rejection', 'interview_invitation', 'offer', 'general')`),
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
 * An interview with a candidate: the team proposes one time or a list of slots, the doctor picks one (or declines, or
 * asks for other times), and a booked interview is sent to both as an iCalendar invitation whose UID stays the same
 * for the interview's life and whose sequence rises with each reschedule and the cancellation
 * (app/features/interviews, docs/decisions/099-interviews-and-offers.md).
 */
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

// ---------------------------------------------------------------------------------------------
// Scorecards (app/features/applications/scorecards, docs/decisions/103-scorecards.md)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Candidate record: notes and files a team keeps on a doctor, across the organisation's jobs
// (docs/decisions/102-candidate-record.md)
// ---------------------------------------------------------------------------------------------

/**
 * A team member's note on a candidate (a doctor, as one organisation sees them). Written on one application's page:
 * the note is seen by those who may see that application (a hiring manager or interviewer only on their jobs).
 */
export const candidateNotes = pgTable(
  "candidate_notes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    doctorId: text("doctor_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "set null" }),
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
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    doctorId: text("doctor_id")
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    applicationId: integer("application_id").references(() => applications.id, { onDelete: "set null" }),
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

/** Files attached to a mail in the dev mailbox (an interview's .ics), so they can be read as a mail client would. */
export const devMailboxAttachments = pgTable("dev_mailbox_attachments", {
  id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
  mailId: integer("mail_id")
    .notNull()
    .references(() => devMailbox.id, { onDelete: "cascade" }),
  filename: text("filename").notNull(),
  contentType: text("content_type").notNull(),
  content: text("content").notNull(),
});

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

/** Enquiries from the Contact Us page, worked through by the admin (new → contacted → closed, with notes). */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    organisation: text("organisation"),
    need: text("need", { enum: ["hire", "job", "other"] }).notNull().default("other"),
    message: text("message").notNull(),
    status: text("status", { enum: ["new", "contacted", "closed"] }).notNull().default("new"),
    notes: text("notes").notNull().default(""),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("contact_messages_status_idx").on(t.status, t.createdAt.desc())],
);

// ---------------------------------------------------------------------------------------------
// Messages between employers (or the admin) and doctors (docs/decisions/072-messages.md)
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Notifications, e-mail preferences and job alerts
// ---------------------------------------------------------------------------------------------

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

// ---------------------------------------------------------------------------------------------
// Files and mail
// ---------------------------------------------------------------------------------------------

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

/**
 * Jobs that were deleted: their pages answer 410 Gone (not 404) with a way to similar jobs, so people who follow an
 * old link and search engines both learn the job is gone for good. Only what that page needs is kept.
 */
export const deletedJobs = pgTable("deleted_jobs", {
  jobId: integer("job_id").primaryKey(),
  title: text("title").notNull(),
  specialty: text("specialty"),
  city: text("city"),
  deletedAt: ts("deleted_at").notNull().defaultNow(),
});

/** Notifications sent to Google's Indexing API per quota day (Pacific time, as Google counts): the daily quota. */
export const googleIndexingQuota = pgTable("google_indexing_quota", {
  day: text("day").primaryKey(),
  used: integer("used").notNull().default(0),
});

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
export type Organisation = typeof organisations.$inferSelect;
export type { OrgRole };
export type GoogleReview = typeof googleReviews.$inferSelect;
export type TrustedClient = typeof trustedClients.$inferSelect;
export type BlogPost = typeof blogPosts.$inferSelect;
export type StoredFile = typeof files.$inferSelect;

// ---------------------------------------------------------------------------------------------
// Webhooks (docs/decisions/098-webhooks.md, docs/api/webhooks.md)
// ---------------------------------------------------------------------------------------------

/** A URL an organisation's owner or admin registered for some events, with the secret its deliveries are signed with. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: jsonb("events").$type<string[]>().notNull(),
    /** Kept readable (it signs every delivery); shown to owners and admins on demand. */
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** Why it was turned off by the system (a delivery that failed every try); null when a person turned it off. */
    disabledReason: text("disabled_reason"),
    disabledAt: ts("disabled_at"),
    /** Deliveries that failed every try since the last success. */
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_org_idx").on(t.organisationId, t.createdAt)],
);

/** The last sequence number given to an organisation's webhook events (one row per organisation, locked while used). */
export const webhookSequences = pgTable("webhook_sequences", {
  organisationId: uuid("organisation_id")
    .primaryKey()
    .references(() => organisations.id, { onDelete: "cascade" }),
  last: bigint("last", { mode: "number" }).notNull(),
});

/** Something that happened in an organisation, stored with the exact body its deliveries send. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    sequence: bigint("sequence", { mode: "number" }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [unique("webhook_events_org_sequence_uq").on(t.organisationId, t.sequence)],
);

export const WEBHOOK_DELIVERY_STATES = ["pending", "succeeded", "failed"] as const;

/** One event on its way to one endpoint: its state and the outcome of its latest try. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    state: text("state", { enum: WEBHOOK_DELIVERY_STATES }).notNull().default("pending"),
    /** 6 for an event; 1 for a test ping or a redelivery someone asked for. */
    maxAttempts: smallint("max_attempts").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    nextAttemptAt: ts("next_attempt_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    completedAt: ts("completed_at"),
  },
  (t) => [index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc(), t.id.desc())],
);

/** Every try of a delivery: when, how long, the answer's status or why there was none. */
export const webhookDeliveryAttempts = pgTable(
  "webhook_delivery_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: smallint("attempt").notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [unique("webhook_delivery_attempts_uq").on(t.deliveryId, t.attempt)],
);
