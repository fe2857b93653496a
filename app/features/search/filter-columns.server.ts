import { sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { singleton } from "~/server-lib/singleton.server";
import { logger } from "~/services/logger.server";
import { SAMPLE_SLOTS } from "./job-sample.server";
import { experienceOptionsMet, NO_BOUND, salaryOptionsMet } from "./match-rules.server";
import { WordsCollector, wordsWritten, type HeldWords } from "./words-in-memory.server";

// The filter columns of every open job, held in this process's memory (docs/decisions/086-filter-columns-in-memory.md).
// On a large site a search's count and filter counts are made here — over the jobs its keyword matches (found in the
// jobs' words held beside the columns, words-in-memory.server.ts, decision 109), or over every job when it has no
// keyword — instead of reading and counting thousands of rows in the database per search (decision 086). The texts
// stay in the database: the page's cards are read there.
//
// Each job's columns are one 56-byte record, in id order (a new job is appended). A job written here or on another
// instance (invalidateCounts, through the cluster events) is read again by id and its record replaced; a change of
// unknown extent (a resync after a lost connection) makes the whole copy again. Until a change is applied searches
// run in the database, as they do on a small site and before the first copy. Only filters this module applies exactly
// as the SQL does are answered here (filterColumnsCan).

/**
 * `fromOpenJobs`: below this many open jobs every search runs in the database (it is fast there, and nothing is held).
 * Tests set it to hold the columns of a small table. `keywords`: a keyword's matches are found in the words held with
 * the columns; tests turn it off to try what a keyword the words cannot answer goes through.
 */
export const filterColumnsSettings = { fromOpenJobs: 20_000, keywords: true };
/**
 * A copy older than this is made again in the background (and used meanwhile): a write whose announcement to this
 * instance was lost (the writer could not reach the database to announce it, and logged so) is seen within it. A lost
 * connection is no such case: the cluster events resync, which drops the copy.
 */
const MAX_AGE_MS = 15 * 60_000;
/** After a failed copy (the database unreachable, say), searches run in the database this long before another try. */
const RETRY_MS = 60_000;

// A job's record: 56 bytes (7 spare), read through views of one buffer at these element indexes (record index × stride
// + field). `experienceOptions`: the experience options its range includes (experienceOptionsMet), and
// `salaryOptions`: how many salary options it meets (salaryOptionsMet), so a count adds the job to them by one lookup.
const RECORD_BYTES = 56;
export const F64 = { stride: 7, posted: 0, validThrough: 1, salaryYear: 2 };
export const I32 = { stride: 14, location: 6, id: 7, rank: 11 };
export const U16 = { stride: 28, type: 16, specialty: 17, city: 18 };
export const I16 = { stride: 28, experienceMin: 19, experienceMax: 20 };
export const U8 = { stride: 56, featured: 42, experienceOptions: 43, salaryOptions: 48 };

/** The copy: `size` records in buffer views, dictionaries of the text columns (code 0 = null). */
export type FilterColumns = {
  size: number;
  buffer: ArrayBuffer;
  f64: Float64Array;
  i32: Int32Array;
  u16: Uint16Array;
  i16: Int16Array;
  u8: Uint8Array;
  /** Record index + 1 of each job id (0: none). */
  recordOf: Int32Array;
  values: { type: (string | null)[]; specialty: (string | null)[]; city: (string | null)[]; location: string[] };
  codes: { type: Map<string | null, number>; specialty: Map<string | null, number>; city: Map<string | null, number>; location: Map<string, number> };
  /** The jobs' words (words-in-memory.server.ts): which of them a keyword matches. */
  words: HeldWords | null;
  /** The records of each code of the text columns as the copy was made (records below `size`), for narrowing a count. */
  groups: { size: number; location: CodeGroups; type: CodeGroups; specialty: CodeGroups; city: CodeGroups } | null;
  /** Records written since the copy was made: their codes may differ from the groups'. */
  rewritten: Set<number>;
};

/** Records grouped by a code: those of code c are records[start[c]] to records[start[c + 1] − 1], ascending. */
export type CodeGroups = { start: Int32Array; records: Int32Array };

type State = {
  columns: FilterColumns | null;
  builtAt: number;
  /** Changes read from the database but not yet applied: meanwhile the copy is not used. */
  pending: number;
  building: Promise<void> | null;
  /** When making the copy last failed: it is not tried again for RETRY_MS. */
  failedAt: number;
  /** Applies changes one after another. */
  queue: Promise<void>;
  /** While a copy is made: the jobs written meanwhile, read into it before it is used ("all": it is dropped). */
  missed: Set<number> | "all";
};

const state = () =>
  singleton<State>("jobs-filter-columns", () => ({ columns: null, builtAt: 0, pending: 0, building: null, failedAt: 0, queue: Promise.resolve(), missed: new Set() }));

/**
 * Jobs were written (created, edited, closed, reopened, deleted — here or on another instance): their records are read
 * again. `ids` unknown: the copy is dropped and made again when next asked for.
 */
export function filterColumnsChanged(ids?: readonly number[]): void {
  const s = state();
  if (s.building) {
    if (!ids) s.missed = "all";
    else if (s.missed !== "all") for (const id of ids) s.missed.add(id);
  }
  if (!s.columns) return;
  if (!ids) {
    s.columns = null;
    return;
  }
  applyChanges(s, s.columns, ids);
}

/** Reads the jobs of `ids` again into the copy; meanwhile it is not used. */
function applyChanges(s: State, columns: FilterColumns, ids: readonly number[]): void {
  s.pending++;
  s.queue = s.queue
    .then(() => readRows(sql`${jobs.id} = any(${`{${ids.map((id) => Math.trunc(id)).join(",")}}`}::int[])`, sql`${jobs.featured}`, true))
    .then((rows) => {
      const seen = new Set(rows.map((row) => row.id));
      for (const row of rows) {
        writeRecord(columns, row);
        columns.rewritten.add(columns.recordOf[row.id]! - 1);
        if (columns.words) wordsWritten(columns.words, columns.recordOf[row.id]! - 1, row.search_text ?? "", row.specialty);
      }
      // Deleted, closed by hand or past its closing date: the record stays, matching nothing.
      for (const id of ids) if (!seen.has(id)) removeRecord(columns, id);
    })
    .catch((error: unknown) => {
      logger().warn({ err: error }, "could not read changed jobs into the filter columns; they are copied again");
      if (s.columns === columns) s.columns = null;
    })
    .finally(() => {
      s.pending--;
    });
}

/**
 * The copy when it is up to date, else null — and it is made in the background unless `build` is false. Null too on a
 * site with fewer than filterColumnsSettings.fromOpenJobs open jobs (`openJobs`), where nothing is made.
 */
export function currentFilterColumns(openJobs: number, build = true): FilterColumns | null {
  const s = state();
  if (openJobs < filterColumnsSettings.fromOpenJobs) return null;
  if (s.columns && s.pending === 0) {
    if (build && Date.now() - s.builtAt > MAX_AGE_MS) void buildFilterColumns(true);
    return s.columns;
  }
  if (build && !s.columns && Date.now() - s.failedAt > RETRY_MS) void buildFilterColumns();
  return null;
}

/**
 * Makes the copy (one at a time); resolves when it is made or failed to be. `again`: a copy held is replaced too (its
 * age); otherwise one held is kept. Jobs written while it is made are read into it again before it is used; after a
 * change of unknown extent meanwhile, it is dropped.
 */
export function buildFilterColumns(again = false): Promise<void> {
  const s = state();
  if (s.building) return s.building;
  if (!again && s.columns) return s.queue;
  const startedAt = Date.now();
  s.missed = new Set();
  s.building = loadFilterColumns()
    .then((columns) => {
      // A job written while the copy was made may be there as it was: it is read again before the copy is used.
      const missed = s.missed;
      if (missed === "all") return;
      s.columns = columns;
      s.builtAt = startedAt;
      if (!missed.size) return;
      applyChanges(s, columns, [...missed]);
      return s.queue;
    })
    .catch((error: unknown) => {
      s.failedAt = Date.now();
      logger().warn({ err: error }, "could not copy the jobs' filter columns; searches run in the database");
    })
    .finally(() => {
      s.building = null;
    });
  return s.building;
}

/** A job's filter columns as the database gives them (the location lowercased by the database). */
type Row = {
  id: number;
  type: string | null;
  specialty: string | null;
  city: string | null;
  location: string;
  salary_year: number | null;
  experience_min: number | null;
  experience_max: number | null;
  posted: number;
  valid_through: number | null;
  featured: boolean;
  /** The job's search_text, when asked for (readRows' `texts`). */
  search_text?: string;
};

/**
 * The open jobs matching `where`, with their filter columns. `featured`: how to read the featured flag (the column, or
 * a condition on the id).
 */
async function readRows(where: SQL, featured: SQL = sql`${jobs.featured}`, texts = false): Promise<Row[]> {
  const result = await db().execute<Row>(sql`
    select ${texts ? sql`${jobs.searchText} as search_text, ` : sql``}${jobs.id} as id, ${jobs.type} as type, ${jobs.specialty} as specialty, ${jobs.city} as city,
           lower(${jobs.location}) as location, ${jobs.salaryYear}::float8 as salary_year,
           ${jobs.experienceMin}::int as experience_min, ${jobs.experienceMax}::int as experience_max,
           (extract(epoch from ${jobs.postedDate}) * 1000)::float8 as posted,
           (extract(epoch from ${jobs.validThrough}) * 1000)::float8 as valid_through, ${featured} as featured
    from ${jobs}
    where ${where} and ${jobs.closedAt} is null and (${jobs.validThrough} is null or ${jobs.validThrough} > now())`);
  return result.rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/**
 * Sample slots (job-sample.server.ts) per statement while the copy is made: a 64th of the jobs, whose rows the driver
 * parses in one go (other requests are served between statements; decision 086).
 */
const SLOTS_PER_BATCH = SAMPLE_SLOTS / 64;

/**
 * Reads every open job's filter columns, SLOTS_PER_BATCH sample slots per statement (bounding the rows in memory).
 * jobs_sample_idx holds every filter column, so each statement is an index-only scan: the featured jobs' ids come first,
 * from the results-order index, as that column is not in it (reading it from the rows cost several times more;
 * decision 086).
 */
async function loadFilterColumns(): Promise<FilterColumns> {
  const columns = emptyColumns(1024);
  const featured = await db().execute<{ id: number }>(sql`select ${jobs.id} as id from ${jobs} where ${jobs.featured} and ${jobs.closedAt} is null`);
  const isFeatured = `{${featured.rows.map((row) => Number(row.id)).join(",")}}`;
  for (let from = 0; from < SAMPLE_SLOTS; from += SLOTS_PER_BATCH) {
    const rows = await readRows(
      sql`(${jobs.id} % 1024) >= ${from} and (${jobs.id} % 1024) < ${from + SLOTS_PER_BATCH}`,
      sql`(${jobs.id} = any(${isFeatured}::int[]))`,
    );
    for (const row of rows) writeRecord(columns, row);
  }
  // Each job's rank in the results order, as the results-order index gives it (an index-only scan): sorting a search's
  // matches by rank is a numeric sort, where comparing featured, posting time and id took several times longer.
  // One text of ids in that order, read a part at a time, other requests served between: the whole array parsed by the
  // driver in one go held other requests for long on a large site (decision 109).
  const order = await db().execute<{ ids: string | null }>(
    sql`select string_agg(id::text, ',') as ids from (select ${jobs.id} as id from ${jobs} order by ${jobs.featured} desc nulls last, ${jobs.postedDate} desc nulls last, ${jobs.id} desc nulls last) as o`,
  );
  const ranked = order.rows[0]?.ids ?? "";
  const turn = () => new Promise((resolve) => setImmediate(resolve));
  for (let rank = 0, start = 0; start < ranked.length; rank++) {
    const comma = ranked.indexOf(",", start);
    const end = comma < 0 ? ranked.length : comma;
    const id = Number(ranked.slice(start, end));
    const r = id < columns.recordOf.length ? columns.recordOf[id]! - 1 : -1;
    if (r >= 0) columns.i32[r * I32.stride + I32.rank] = rank;
    start = end + 1;
    if (rank % 100_000 === 99_999) await turn();
  }
  // Room for ~1% more jobs; the buffer grew by half at a time while the jobs were read.
  Object.assign(columns, views(columns.buffer.slice(0, (columns.size + Math.ceil(columns.size / 100) + 1024) * RECORD_BYTES)));
  // One grouping at a time, other requests served between.
  const location = groupBy(columns, columns.values.location.length, (r) => columns.i32[r * I32.stride + I32.location]!);
  await turn();
  const type = groupBy(columns, columns.values.type.length, (r) => columns.u16[r * U16.stride + U16.type]!);
  await turn();
  const specialty = groupBy(columns, columns.values.specialty.length, (r) => columns.u16[r * U16.stride + U16.specialty]!);
  await turn();
  const city = groupBy(columns, columns.values.city.length, (r) => columns.u16[r * U16.stride + U16.city]!);
  columns.groups = { size: columns.size, location, type, specialty, city };
  columns.words = await loadWords(columns);
  return columns;
}

/** The records grouped by one code (a counting sort). */
function groupBy(columns: FilterColumns, codes: number, codeOf: (record: number) => number): CodeGroups {
  const start = new Int32Array(codes + 1);
  for (let r = 0; r < columns.size; r++) start[codeOf(r) + 1]!++;
  for (let c = 0; c < codes; c++) start[c + 1]! += start[c]!;
  const next = start.slice(0, codes);
  const records = new Int32Array(columns.size);
  for (let r = 0; r < columns.size; r++) records[next[codeOf(r)]!++] = r;
  return { start, records };
}

/** Texts per statement while the words are read. */
const TEXTS_PER_BATCH = 5_000;
/** Texts taken in at a time between other requests (decision 109). */
const TEXTS_PER_TURN = 1_000;

/**
 * Reads every open job's text, in id order, into the held words (words-in-memory.server.ts). A job closed since its
 * filter columns were read has no words (it matches nothing either way); one opened since has no record, and its
 * announcement reads it into the copy before the copy is used.
 */
async function loadWords(columns: FilterColumns): Promise<HeldWords> {
  const collector = new WordsCollector(columns.size);
  for (let after = 0; ; ) {
    const result = await db().execute<{ id: number; search_text: string | null; specialty: string | null }>(sql`
      select ${jobs.id} as id, ${jobs.searchText} as search_text, ${jobs.specialty} as specialty from ${jobs}
      where ${jobs.id} > ${after} and ${jobs.closedAt} is null and (${jobs.validThrough} is null or ${jobs.validThrough} > now())
      order by ${jobs.id} limit ${TEXTS_PER_BATCH}`);
    for (let i = 0; i < result.rows.length; i++) {
      const row = result.rows[i]!;
      const id = Number(row.id);
      const r = id < columns.recordOf.length ? columns.recordOf[id]! - 1 : -1;
      if (r >= 0) collector.add(r, row.search_text ?? "", row.specialty);
      after = id;
      if (i % TEXTS_PER_TURN === TEXTS_PER_TURN - 1) await new Promise((resolve) => setImmediate(resolve));
    }
    if (result.rows.length < TEXTS_PER_BATCH) break;
  }
  return collector.done();
}

function emptyColumns(capacity: number): FilterColumns {
  const buffer = new ArrayBuffer(capacity * RECORD_BYTES);
  return {
    size: 0,
    ...views(buffer),
    recordOf: new Int32Array(1024),
    values: { type: [null], specialty: [null], city: [null], location: [] },
    codes: { type: new Map([[null, 0]]), specialty: new Map([[null, 0]]), city: new Map([[null, 0]]), location: new Map() },
    words: null,
    groups: null,
    rewritten: new Set(),
  };
}

function views(buffer: ArrayBuffer) {
  return { buffer, f64: new Float64Array(buffer), i32: new Int32Array(buffer), u16: new Uint16Array(buffer), i16: new Int16Array(buffer), u8: new Uint8Array(buffer) };
}

/** The code of a text in a dictionary, added when new (up to `most`, the largest code its record field holds). */
function codeOf<T extends string | null>(codes: Map<T, number>, values: T[], value: T, most = 0xffff): number {
  let code = codes.get(value);
  if (code === undefined) {
    code = values.length;
    if (code > most) throw new Error("too many distinct filter values to hold");
    values.push(value);
    codes.set(value, code);
  }
  return code;
}

/** Resolves when every change announced so far has been read into the copy (tests). */
export function filterColumnsApplied(): Promise<void> {
  return state().queue;
}

/** Writes a job's record: in place when it has one, else appended (growing the buffer). */
function writeRecord(columns: FilterColumns, row: Row): void {
  if (row.id >= columns.recordOf.length) {
    const grown = new Int32Array(Math.max(row.id + 1, Math.ceil(columns.recordOf.length * 1.5)));
    grown.set(columns.recordOf);
    columns.recordOf = grown;
  }
  let r = columns.recordOf[row.id]! - 1;
  const fresh = r < 0;
  if (fresh) {
    if ((columns.size + 1) * RECORD_BYTES > columns.buffer.byteLength) {
      const buffer = new ArrayBuffer((Math.ceil(columns.size * 1.5) + 1024) * RECORD_BYTES);
      new Uint8Array(buffer).set(columns.u8);
      Object.assign(columns, views(buffer));
    }
    r = columns.size++;
    columns.recordOf[row.id] = r + 1;
  }
  const { values, codes } = columns;
  const posted = Number(row.posted);
  const featured = row.featured ? 1 : 0;
  // A new job, or one whose place in the results order may have moved, has no rank until the copy is made again.
  if (fresh) columns.i32[r * I32.stride + I32.rank] = -1;
  else if (columns.f64[r * F64.stride + F64.posted] !== posted || columns.u8[r * U8.stride + U8.featured] !== featured) columns.i32[r * I32.stride + I32.rank] = -1;
  columns.f64[r * F64.stride + F64.posted] = posted;
  columns.f64[r * F64.stride + F64.validThrough] = row.valid_through === null ? Number.POSITIVE_INFINITY : Number(row.valid_through);
  const salaryYear = row.salary_year === null ? Number.NaN : Number(row.salary_year);
  columns.f64[r * F64.stride + F64.salaryYear] = salaryYear;
  columns.u8[r * U8.stride + U8.salaryOptions] = salaryOptionsMet(salaryYear);
  columns.i32[r * I32.stride + I32.location] = codeOf(codes.location, values.location, row.location, 0x7fffffff);
  columns.i32[r * I32.stride + I32.id] = row.id;
  columns.u16[r * U16.stride + U16.type] = codeOf(codes.type, values.type, row.type);
  columns.u16[r * U16.stride + U16.specialty] = codeOf(codes.specialty, values.specialty, row.specialty);
  columns.u16[r * U16.stride + U16.city] = codeOf(codes.city, values.city, row.city);
  columns.i16[r * I16.stride + I16.experienceMin] = row.experience_min ?? NO_BOUND;
  columns.i16[r * I16.stride + I16.experienceMax] = row.experience_max ?? NO_BOUND;
  columns.u8[r * U8.stride + U8.featured] = featured;
  columns.u8[r * U8.stride + U8.experienceOptions] = experienceOptionsMet(row.experience_min ?? NO_BOUND, row.experience_max ?? NO_BOUND);
}

/** A job no longer open (or deleted): its record matches nothing (closing date at minus infinity). */
function removeRecord(columns: FilterColumns, id: number): void {
  const r = id < columns.recordOf.length ? columns.recordOf[id]! - 1 : -1;
  if (r >= 0) columns.f64[r * F64.stride + F64.validThrough] = Number.NEGATIVE_INFINITY;
}
