import { sql, type SQL } from "drizzle-orm";
import { jobSampleTexts, jobs } from "~/db/schema";

// A fixed sample of the jobs for estimates at scale (docs/decisions/080-search-that-understands-doctors.md): the jobs
// whose id % 1024 is below k, found through the expression index jobs_sample_idx. Ids are given in posting order, so
// the sample is spread evenly over time, employers and cities.

/** A job's sample slot is its id % 1024. */
export const SAMPLE_SLOTS = 1024;
/** Estimates read about this many open jobs. */
const SAMPLE_TARGET = 5_000;
/** Below this many open jobs nothing is estimated: the sample would be most of the site. */
export const SAMPLING_FROM_OPEN_JOBS = 20_000;

/** The number k of slots whose open jobs make about SAMPLE_TARGET on a site this size, or null to count exactly. */
export function sampleSlotsFor(openJobs: number): number | null {
  if (openJobs <= SAMPLING_FROM_OPEN_JOBS) return null;
  return Math.min(SAMPLE_SLOTS, Math.max(1, Math.ceil((SAMPLE_SLOTS * SAMPLE_TARGET) / openJobs)));
}

/**
 * The columns every filter's condition reads (all but the keyword's texts). jobs_sample_idx includes them (migration
 * 0014), so a sample of these columns is read from the index alone; tests check the two lists agree.
 */
export const FILTERED_COLUMNS = [
  jobs.id, jobs.type, jobs.specialty, jobs.city, jobs.location, jobs.latitude, jobs.longitude, jobs.salaryYear,
  jobs.experienceMin, jobs.experienceMax, jobs.postedDate, jobs.closedAt, jobs.validThrough,
];

/** FILTERED_COLUMNS as a select list of the jobs table. */
export function filteredColumnsList(): SQL {
  return sql.join(FILTERED_COLUMNS.map((column) => sql`${jobs}.${sql.identifier(column.name)}`), sql`, `);
}

/**
 * The jobs of the first `slots` slots, under the table's own name so that every condition applies unchanged. OFFSET 0
 * keeps the planner from merging the conditions into the sample's scan: otherwise a common word's trigram index may
 * look cheaper than the sample index and the query visits every job with that word.
 * `text`: whether the conditions read the keyword's texts (search_text, words, the description). Without them the sample
 * is FILTERED_COLUMNS only, read by an index-only scan of jobs_sample_idx (~0.5 µs a
 * row) where whole rows cost a heap page each (~2 µs, and ~20 µs with the keyword's texts decompressed).
 */
export function sampleOf(slots: number, { text = true }: { text?: boolean } = {}): SQL {
  const columns = text ? sql`*` : filteredColumnsList();
  return sql`(select ${columns} from ${jobs} where (${jobs.id} % 1024) < ${slots} offset 0) as ${jobs}`;
}

/**
 * The jobs of the first `slots` slots, as a condition on the third column of jobs_words_tags_idx (each job's slot as
 * the lexeme "s<slot>", migration 0018). ANDed with a keyword's condition on the words, the two are one scan of that
 * index in which the slots' short posting lists skip through the words' long ones: a common word's matches among the
 * sample without reading the word's every posting or the sample's rows with their texts. The expression is the index's
 * own, or the planner could not use it (a test checks the plan).
 */
export function sampleSlotsCondition(slots: number): SQL {
  const lexemes = Array.from({ length: slots }, (_, slot) => `s${slot}`).join(" | ");
  return sql`array_to_tsvector(array['s' || (${jobs.id} % 1024)::text]) @@ ${lexemes}::tsquery`;
}

/**
 * The first slots whose jobs' texts job_sample_texts holds (migration 0019 writes the same number): a sample of at most
 * this many slots (a site of 80,000 open jobs or more) asks its keyword questions of that table.
 */
export const SAMPLE_TEXTS_SLOTS = 64;

/**
 * Where a keyword's matches among the sample of `slots` slots are asked: job_sample_texts under the jobs table's name
 * when it holds those slots (its columns are the ones a keyword's and an open job's conditions read), else the jobs
 * table itself. Either way ANDed with sampleSlotsCondition(slots), the slots' lexemes of the table's words index.
 */
export function sampleTextsOf(slots: number): SQL {
  return slots <= SAMPLE_TEXTS_SLOTS ? sql`${jobSampleTexts} as ${jobs}` : sql`${jobs}`;
}

/** Rounds an estimate to two significant figures (4,347 → 4,300): it is not known better than that. */
export function roundEstimate(n: number): number {
  if (n < 100) return Math.round(n);
  const unit = 10 ** (Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}
