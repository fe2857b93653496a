// The /jobs query string <-> search filters. Client-safe: the loader parses with it, the page builds links with it.
import { CITIES, type City } from "~/lib/cities";
import { DOCTOR_CATEGORIES, FOOTER_SPECIALTIES, JOB_SPECIALTIES, JOB_TYPES, type JobType } from "~/lib/constants";

export type JobSearch = {
  /** Matches title, company or description (case-insensitive substring). "" = no keyword. */
  keyword: string;
  /** The search bar's single city: case-insensitive substring of the job location. "" = any. */
  location: string;
  /** Specialty filter values (canonical labels); any of them in title or description. */
  specialties: string[];
  /** Job type filter (exact values of JOB_TYPES). */
  types: JobType[];
  /** Location filter (multi-select); any of them a substring of the job location. */
  cities: City[];
  page: number;
};

/** Highest page a link can point to; with JOBS_COUNT_CAP this keeps OFFSET scans bounded. */
export const JOBS_MAX_PAGE = 500;
const MAX_TEXT = 100;
const MAX_VALUES = 30;

export const EMPTY_SEARCH: JobSearch = { keyword: "", location: "", specialties: [], types: [], cities: [], page: 1 };

/**
 * Specialty values the filter understands: the 13 jobs-page specialties, plus the labels the footer and the
 * home page's doctor categories link with (e.g. "Emergency Medicine"), which match as text like any other.
 */
const SPECIALTY_LABELS: readonly string[] = Array.from(
  new Set<string>([...JOB_SPECIALTIES, ...FOOTER_SPECIALTIES.map((s) => s.label), ...DOCTOR_CATEGORIES.map((c) => c.specialty)]),
);

const SPECIALTY_LOOKUP = new Map<string, string>([
  ...SPECIALTY_LABELS.map((label) => [label.toLowerCase(), label] as const),
  // Footer slugs: /jobs?specialty=emergency, ...family
  ...FOOTER_SPECIALTIES.map((s) => [s.slug, s.label] as const),
  // Category names from the home page ("Cardiologist" -> "Cardiology").
  ...DOCTOR_CATEGORIES.map((c) => [c.name.toLowerCase(), c.specialty] as const),
]);
const TYPE_LOOKUP = new Map<string, JobType>(JOB_TYPES.map((t) => [t.toLowerCase(), t]));
const CITY_LOOKUP = new Map<string, City>(CITIES.map((c) => [c.toLowerCase(), c]));

/** Free text from a query string: control characters become spaces, trimmed, bounded. */
export function cleanText(value: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (value ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").trim().slice(0, MAX_TEXT).trim();
}

function canonicalList<T extends string>(raw: string[], lookup: Map<string, T>, order: readonly string[]): T[] {
  const picked = new Set<T>();
  for (const value of raw.slice(0, MAX_VALUES * 2)) {
    const hit = lookup.get(cleanText(value).toLowerCase());
    if (hit) picked.add(hit);
  }
  // A stable order makes equal filter sets produce equal URLs and cache keys.
  return [...picked].sort((a, b) => order.indexOf(a) - order.indexOf(b)).slice(0, MAX_VALUES);
}

/** Reads the filters from a query string. Unknown values are dropped; nothing here throws. */
export function parseJobSearch(params: URLSearchParams): JobSearch {
  const pageNumber = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    keyword: cleanText(params.get("keyword")),
    location: cleanText(params.get("location")),
    specialties: canonicalList(params.getAll("specialty"), SPECIALTY_LOOKUP, SPECIALTY_LABELS),
    types: canonicalList(params.getAll("type"), TYPE_LOOKUP, JOB_TYPES),
    cities: canonicalList(params.getAll("city"), CITY_LOOKUP, CITIES),
    page: Number.isFinite(pageNumber) ? Math.min(Math.max(pageNumber, 1), JOBS_MAX_PAGE) : 1,
  };
}

/** The canonical query string for a search (empty values left out, page 1 implied). */
export function jobSearchParams(search: JobSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.keyword) params.set("keyword", search.keyword);
  if (search.location) params.set("location", search.location);
  for (const s of search.specialties) params.append("specialty", s);
  for (const t of search.types) params.append("type", t);
  for (const c of search.cities) params.append("city", c);
  if (search.page > 1) params.set("page", String(search.page));
  return params;
}

/** "/jobs?..." for a search, or "/jobs" when it is empty. */
export function jobSearchHref(search: JobSearch): string {
  const qs = jobSearchParams(search).toString();
  return qs ? `/jobs?${qs}` : "/jobs";
}

/** Any of the three filter lists in use (the condition for "Clear All Filters"). */
export function hasActiveFilters(search: JobSearch): boolean {
  return search.specialties.length > 0 || search.types.length > 0 || search.cities.length > 0;
}

export function isEmptySearch(search: JobSearch): boolean {
  return !search.keyword && !search.location && !hasActiveFilters(search);
}

/** Specialty checkboxes: the 13 of the spec, plus any other specialty the URL carries (e.g. from the footer). */
export function specialtyOptions(search: JobSearch): string[] {
  const extra = search.specialties.filter((s) => !(JOB_SPECIALTIES as readonly string[]).includes(s));
  return [...JOB_SPECIALTIES, ...extra];
}
