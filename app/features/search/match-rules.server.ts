// The matching rules of a search (docs/decisions/004-jobs-search.md, 080 and 105), each written once: the value rules
// at the top are what the database's conditions below compare with, what the copy held in memory tests
// (filter-columns.server.ts) and what jobMatchesSearch applies to one job in JavaScript.
import { and, inArray, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { jobs } from "~/db/schema";
import { JOB_SPECIALTIES } from "~/lib/constants";
import { lookupTexts, parseQuery, wholeWordPattern, type QueryTerm } from "~/lib/medical-vocabulary";
import { containsPattern } from "~/features/jobs/job-queries.server";
import { EXPERIENCE_OPTIONS, LAKH, placeTexts, SALARY_LPA_OPTIONS, searchCity, withCityNames, type JobSearch } from "./search-params";
import { allOf, withinKm, type SearchParts } from "./search-parts.server";
import { CITY_COORDINATES, distanceKm, type City } from "~/lib/cities";

// ------------------------------------------------------------------------------------------------ the value rules

/** A keyword's alternative in a lowercased text: a short form (wholeWord) only as a whole word, else as a substring. */
export function alternativeFoundIn(alternative: Alternative, text: string): boolean {
  if (!alternative.wholeWord) return text.includes(alternative.text);
  // Made once per short form (the vocabulary's few): the copy held in memory tests them on every job's text.
  let pattern = wholeWordPatterns.get(alternative.text);
  if (!pattern) {
    pattern = new RegExp(wholeWordPattern(alternative.text));
    wholeWordPatterns.set(alternative.text, pattern);
  }
  return pattern.test(text);
}

/** The short forms' expressions, by text (a short form is one of the vocabulary's WHOLE_WORD_TERMS). */
const wholeWordPatterns = new Map<string, RegExp>();

/** The salary filter's amount per year, in rupees (a monthly amount times twelve); null when none is chosen. */
export function salaryThreshold(minSalary: JobSearch["minSalary"]): number | null {
  if (!minSalary) return null;
  return Math.round(minSalary.per === "year" ? minSalary.amount * LAKH : minSalary.amount * 12);
}

/** A job's salary per year meets the threshold; a job without a structured salary (NaN) never does. */
export function salaryMeets(salaryYear: number, threshold: number): boolean {
  return salaryYear >= threshold;
}

/**
 * How many of the salary filter's options (SALARY_LPA_OPTIONS, ascending, so nested) a job's salary per year meets: it
 * meets the first that many. The copy held in memory keeps it per job, so a count adds the job to its options by one
 * lookup instead of a comparison per option (random salaries made each comparison a mispredicted branch).
 */
export function salaryOptionsMet(salaryYear: number): number {
  return SALARY_LPA_OPTIONS.reduce<number>((met, lpa) => (salaryMeets(salaryYear, lpa * LAKH) ? met + 1 : met), 0);
}

/** An open end of a job's experience range, as the copy held in memory writes it (the database: null). */
export const NO_BOUND = -1;

/** A job's experience range (either end may be NO_BOUND) includes the doctor's years. */
export function experienceIncludes(fewestYears: number, mostYears: number, years: number): boolean {
  return (fewestYears < 0 || fewestYears <= years) && (mostYears < 0 || mostYears >= years);
}

/** The experience filter's options (EXPERIENCE_OPTIONS) a job's range includes, as bits: option i is bit i. */
export function experienceOptionsMet(fewestYears: number, mostYears: number): number {
  return EXPERIENCE_OPTIONS.reduce<number>((bits, years, i) => (experienceIncludes(fewestYears, mostYears, years) ? bits | (1 << i) : bits), 0);
}

export const DAY_MS = 86_400_000;

/** The earliest posting time (ms) the "posted within `days` days" filter keeps, at `now`. */
export function postedFrom(days: number, now: number): number {
  return now - days * DAY_MS;
}

/** A lowercased location contains any of the lowercased texts (the search bar's place texts, or the chosen cities). */
export function locationHasAny(location: string, texts: readonly string[]): boolean {
  return texts.some((text) => location.includes(text));
}

// ------------------------------------------------------------------------------------------------ as SQL conditions

/** `column` contains `text`, case-insensitively: lower(column) LIKE lower('%text%'), as ILIKE does it in UTF-8. */
export function contains(column: SQLWrapper, text: string, lowered = false): SQL {
  const haystack = lowered ? sql`${column}` : sql`lower(${column})`;
  return sql`${haystack} like lower(${containsPattern(text)})`;
}

export type Alternative = QueryTerm["alternatives"][number];

/**
 * The specialty as the same text rule, decided here over the list of 32 (every job is posted under one of them):
 * `specialty in (...)` is served by an index, where `lower(specialty) like ...` would make the whole OR a table scan.
 */
export function specialtyMatch(alternative: Alternative): SQL | null {
  const names = JOB_SPECIALTIES.filter((name) => alternativeFoundIn(alternative, name.toLowerCase()));
  return names.length ? inArray(jobs.specialty, names) : null;
}

/**
 * A term's alternatives, those matched by LIKE before the whole-word short forms, whose regular expression costs many
 * times more: the database tests an OR's parts in order and stops at the first that holds (decision 086).
 */
export function alternativesOf(term: QueryTerm): Alternative[] {
  const alternatives = lookupTexts(term);
  return [...alternatives.filter((a) => !a.wholeWord), ...alternatives.filter((a) => a.wholeWord)];
}

/**
 * A whole-word short form in the search text: the regular expression decides; an index narrows the rows down first.
 * For three letters or more that is a LIKE on its plain and dotted spellings (M.Ch, D.N.B) through the trigram index.
 * One or two letters give trigrams no hold (a search for MD read every job with the query's other words), so the
 * words index does it (search-words.server.ts): every text the expression matches has the form as a word ("md") or
 * its letters as adjacent words ("m.d." is m, d).
 */
export function textHasWord(text: string): SQL {
  const regex = sql`${jobs.searchText} ~ ${wholeWordPattern(text)}`;
  const letters = text.replace(/[^a-z0-9]/g, "");
  if (letters.length < 3) {
    const words = letters.length === 1 ? `'${letters}'` : `'${letters}' | '${letters[0]}' <-> '${letters[1]}'`;
    // The expression is applied to `search_text || ''`, which the trigram index cannot serve: on search_text itself
    // the planner took the trigram index for it, estimating a handful of rows where it reads every job. It comes first:
    // where the planner reads rows one by one (many matches), it is cheaper than making each row's words.
    return sql`((${jobs.searchText} || '') ~ ${wholeWordPattern(text)} and ${jobs.words} @@ ${words}::tsquery)`;
  }
  const spellings = [...new Set([letters, [...letters].join("."), `${letters[0]}.${letters.slice(1)}`])];
  return sql`(${or(...spellings.map((spelling) => sql`${jobs.searchText} like ${containsPattern(spelling)}`))} and ${regex})`;
}

/**
 * One term of the keyword: it appears (as typed or as a synonym) in the title, company, description, location (one
 * lowercased text, `search_text`, with one trigram index) or the specialty.
 */
export function termCondition(term: QueryTerm): SQL {
  const alternatives = alternativesOf(term);
  const inText = alternatives.map((a) => (a.wholeWord ? textHasWord(a.text) : sql`${jobs.searchText} like ${containsPattern(a.text)}`));
  const inSpecialty = alternatives.map(specialtyMatch).filter((part): part is SQL => part !== null);
  return or(...inText, ...inSpecialty)!;
}

/** Every term of the keyword appears (termCondition). */
export function keywordCondition(terms: readonly QueryTerm[]): SQL | null {
  return terms.length ? and(...terms.map(termCondition))! : null;
}


/**
 * The search bar's city: a substring of the location (or, for a metro, one of its towns': placeTexts), or with a
 * radius, any job within it of that city.
 */
export function placeCondition(location: string, radius: number | null): SQL | null {
  if (!location) return null;
  const city = radius !== null ? searchCity({ location }) : null;
  const inPlace = placeTexts({ location }).map((text) => contains(jobs.location, text));
  return city && radius !== null ? or(...inPlace, withinKm(city, radius))! : or(...inPlace)!;
}


export function salaryCondition(minSalary: JobSearch["minSalary"]): SQL | null {
  const threshold = salaryThreshold(minSalary);
  return threshold === null ? null : sql`${jobs.salaryYear} >= ${threshold}`;
}

/** experienceIncludes as a condition: jobs that ask for no experience, or whose range includes the doctor's years. */
export function experienceCondition(years: number | null): SQL | null {
  if (years === null) return null;
  return sql`(${jobs.experienceMin} is null or ${jobs.experienceMin} <= ${years}) and (${jobs.experienceMax} is null or ${jobs.experienceMax} >= ${years})`;
}

/** postedFrom as a condition: posted within the last `days` days. */
export function postedCondition(days: number | null): SQL | null {
  return days === null ? null : sql`${jobs.postedDate} >= now() - make_interval(days => ${days})`;
}

export function searchParts(search: Omit<JobSearch, "page">): SearchParts {
  return {
    keyword: keywordCondition(parseQuery(search.keyword)),
    place: placeCondition(search.location, search.radius),
    types: search.types.length ? inArray(jobs.type, search.types) : null,
    specialties: search.specialties.length ? inArray(jobs.specialty, search.specialties) : null,
    cities: search.cities.length ? or(...search.cities.map((c) => contains(jobs.location, c)))! : null,
    salary: salaryCondition(search.minSalary),
    experience: experienceCondition(search.experience),
    posted: postedCondition(search.postedWithin),
  };
}

/**
 * The matching rules as one WHERE clause over open jobs (docs/decisions/004-jobs-search.md and 080):
 * - keyword: every word, or a vocabulary synonym of it (lib/medical-vocabulary.ts), appears in the title, company,
 *   description, location or specialty — a case-insensitive substring, so a single fragment keeps the spec's rule
 *   ("cardio" finds cardiology); short forms (MD, MS, DM, ENT...) only as whole words;
 * - location (search bar): case-insensitive substring of the job location; with a radius and a city of the list, also
 *   any job within that many km of it;
 * - types: one of them; specialties: the job's specialty is one of them, exactly;
 * - cities: any of them a case-insensitive substring of the job location;
 * - salary: the top of the structured range, per year, at least the amount; experience: the job's required range (if
 *   any) includes the years; posted: within that many days.
 * Job alerts match saved searches against new jobs with it.
 */
export function searchCondition(search: Omit<JobSearch, "page">): SQL {
  return allOf(searchParts(withCityNames(search)));
}

// ------------------------------------------------------------------------------------------------ as a test of one job

/** One job as jobMatchesSearch reads it: its columns as the jobs table holds them. */
export type JobRecord = {
  searchText: string;
  location: string;
  type: string;
  specialty: string | null;
  /** The city of the list the location names (the jobs_place trigger's), or null. */
  city: string | null;
  salaryYear: number | null;
  experienceMin: number | null;
  experienceMax: number | null;
  postedDate: Date;
};

/**
 * searchCondition for one open job, in JavaScript, from the same value rules: for checking the database's answers
 * against the rules (the bench's cross-check). A radius uses the list's coordinates (lib/cities.ts), which the
 * city_coordinates table holds.
 */
export function jobMatchesSearch(job: JobRecord, asked: Omit<JobSearch, "page">, now = Date.now()): boolean {
  const search = withCityNames(asked);
  const specialty = job.specialty !== null && (JOB_SPECIALTIES as readonly string[]).includes(job.specialty) ? job.specialty.toLowerCase() : null;
  for (const term of parseQuery(search.keyword)) {
    const found = lookupTexts(term).some((alternative) => alternativeFoundIn(alternative, job.searchText) || (specialty !== null && alternativeFoundIn(alternative, specialty)));
    if (!found) return false;
  }
  const location = job.location.toLowerCase();
  if (search.location && !locationHasAny(location, placeTexts(search).map((text) => text.toLowerCase()))) {
    const center = search.radius !== null ? searchCity(search) : null;
    const placed = job.city as City | null;
    if (!center || !placed || !(placed in CITY_COORDINATES) || distanceKm(CITY_COORDINATES[center], CITY_COORDINATES[placed]) > search.radius!) return false;
  }
  if (search.types.length && !(search.types as readonly string[]).includes(job.type)) return false;
  if (search.specialties.length && !search.specialties.includes(job.specialty ?? "")) return false;
  if (search.cities.length && !locationHasAny(location, search.cities.map((name) => name.toLowerCase()))) return false;
  const threshold = salaryThreshold(search.minSalary);
  if (threshold !== null && !salaryMeets(job.salaryYear ?? Number.NaN, threshold)) return false;
  if (search.experience !== null && !experienceIncludes(job.experienceMin ?? NO_BOUND, job.experienceMax ?? NO_BOUND, search.experience)) return false;
  if (search.postedWithin !== null && job.postedDate.getTime() < postedFrom(search.postedWithin, now)) return false;
  return true;
}
