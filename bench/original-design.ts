// The spec's original design for comparison (every job downloaded as JSON and filtered in the browser), and the
// cross-check: the database's counts equal the product's rules applied to every row in JavaScript.
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { findJobs, jobMatchesSearch, jobsChanged, searchMachinery, type JobRecord } from "~/features/search/search.server";
import type { JobSearch } from "~/features/search/search-params";
import { gzipSize, kb, log, ms, percentile } from "./report";
import { QUERIES } from "./search-time";

type RawJob = {
  id: number;
  user_id: string | null;
  title: string;
  company: string;
  description: string | null;
  location: string;
  type: string;
  salary: string | null;
  featured: boolean;
  posted_date: string;
  created_at: string;
  specialty?: string | null;
  search_text?: string;
  city?: string | null;
  salary_year?: number | null;
  valid_through?: string | null;
  closed_at?: string | null;
  salary_min?: number | null;
  salary_max?: number | null;
  salary_unit?: string | null;
  experience_min?: number | null;
  experience_max?: number | null;
};

/** A row as the product's rules read a job (jobMatchesSearch). */
function asRecord(j: RawJob): JobRecord {
  return {
    searchText: j.search_text ?? "",
    location: j.location,
    type: j.type,
    specialty: j.specialty ?? null,
    city: j.city ?? null,
    salaryYear: j.salary_year ?? null,
    experienceMin: j.experience_min ?? null,
    experienceMax: j.experience_max ?? null,
    postedDate: new Date(j.posted_date),
  };
}

/**
 * Whether a job matches a search: by the spec's original rule (specialties as substrings of title or description),
 * or with `current`, by the product's rules (jobMatchesSearch, through search's door).
 */
function specMatch(j: RawJob, s: JobSearch, current = false): boolean {
  const title = j.title.toLowerCase();
  const desc = (j.description ?? "").toLowerCase();
  const location = j.location.toLowerCase();
  const kw = s.keyword.toLowerCase();
  if (!current && kw && !title.includes(kw) && !j.company.toLowerCase().includes(kw) && !desc.includes(kw)) return false;
  if (current && !jobMatchesSearch(asRecord(j), s)) return false;
  if (!current && s.location && !location.includes(s.location.toLowerCase())) return false;
  if (s.types.length && !(s.types as readonly string[]).includes(j.type)) return false;
  if (s.specialties.length) {
    const matches = current
      ? s.specialties.includes(j.specialty ?? "")
      : s.specialties.some((x) => title.includes(x.toLowerCase()) || desc.includes(x.toLowerCase()));
    if (!matches) return false;
  }
  if (s.cities.length && !s.cities.some((c) => location.includes(c.toLowerCase()))) return false;
  return true;
}

/** The original page: filter, then featured first and newest posted first. */
function specFilter(all: RawJob[], s: JobSearch): RawJob[] {
  return all
    .filter((j) => specMatch(j, s))
    .sort((a, b) => Number(b.featured) - Number(a.featured) || Date.parse(b.posted_date) - Date.parse(a.posted_date));
}

export async function originalDesign(): Promise<void> {
  // What `select * from jobs order by created_at desc` hands the browser (the spec's columns).
  const result = await db().execute<RawJob>(sql`
    select id, user_id, title, company, description, location, type, salary, featured, posted_date, created_at
    from jobs order by created_at desc`);
  const json = JSON.stringify(result.rows);
  const bytes = Buffer.byteLength(json);
  const gz = gzipSize(json);
  const parseTimes: number[] = [];
  const filterTimes: number[] = [];
  for (let i = 0; i < 5; i++) {
    let t = performance.now();
    const parsed = JSON.parse(json) as RawJob[];
    parseTimes.push(performance.now() - t);
    t = performance.now();
    for (const q of QUERIES) specFilter(parsed, q.search);
    filterTimes.push((performance.now() - t) / QUERIES.length);
  }
  log(`\nThe spec's original design (download every job as JSON, filter in the browser):`);
  log(`  payload: ${kb(bytes)} JSON, ${kb(gz)} gzip, for ${result.rows.length.toLocaleString("en-IN")} rows`);
  log(`  JSON.parse: p50 ${ms(percentile(parseTimes, 50))}; filter + sort per query: p50 ${ms(percentile(filterTimes, 50))} (Node on this machine; a mid-range phone is several times slower)`);

  // Cross-check at scale: the SQL search returns exactly the jobs the server's rules describe: the spec's substring
  // matches for keyword, location and cities, the job's own specialty for specialties, open jobs only.
  const full = await db().execute<RawJob>(
    sql`select id, title, company, description, location, type, featured, posted_date, specialty, valid_through, closed_at, search_text, city, salary_year::float8 as salary_year, experience_min, experience_max from jobs`,
  );
  const now = Date.now();
  const openRows = full.rows.filter((j) => !j.closed_at && (!j.valid_through || Date.parse(j.valid_through) > now));
  let checked = 0;
  // Each query twice: counted in the database (a job written: the filter columns are not held), and with the filter
  // columns held in memory where the site is large enough to hold them.
  const fromOpenJobs = searchMachinery.inMemoryFrom();
  for (const inMemory of [false, true]) {
    searchMachinery.setInMemoryFrom(inMemory ? fromOpenJobs : Number.POSITIVE_INFINITY);
    for (const q of QUERIES) {
      jobsChanged();
      if (inMemory) await searchMachinery.copyFilterColumns();
      searchMachinery.forgetSearches();
      const { page: server } = await findJobs({ actor: null, search: { ...q.search, page: 1 }, facets: false });
      if (!server.total.exact) continue;
      const asSearched = { ...q.search, keyword: server.relaxed?.keyword ?? server.spelling?.corrected ?? q.search.keyword };
      const expected = openRows.filter((j) => specMatch(j, asSearched, true)).length;
      const how = inMemory ? "filter columns in memory" : "SQL";
      if (expected !== server.total.value) throw new Error(`count mismatch for "${q.name}" (${how}): ${server.total.value}, spec rule ${expected}`);
      checked++;
    }
  }
  log(`  cross-check: the counts equal the search rules for ${checked} exact counts (the queries counted in the database, then with the filter columns in memory)`);
}

