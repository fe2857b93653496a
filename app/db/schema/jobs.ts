// Jobs, their teams, what search keeps beside them, saved jobs and deleted jobs

import { sql } from "drizzle-orm";
import { bigint, boolean, check, doublePrecision, index, integer, pgTable, primaryKey, smallint, text, uuid } from "drizzle-orm/pg-core";
import { ts, tsvector } from "./columns";
import { user } from "./accounts";
import { organisations } from "./organisations";
import { profiles } from "./profiles";

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
 * The coordinates of the cities of lib/cities.ts, copied by a migration (cities.test.ts checks they agree): the
 * jobs_place trigger places each job with them, so every way of writing a job (forms, seed, imports) gets its city.
 */
export const cityCoordinates = pgTable("city_coordinates", {
  name: text("name").primaryKey(),
  latitude: doublePrecision("latitude").notNull(),
  longitude: doublePrecision("longitude").notNull(),
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

export type Job = typeof jobs.$inferSelect;

export type NewJob = typeof jobs.$inferInsert;
