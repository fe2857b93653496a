// The /jobs query string <-> search filters. Client-safe: the loader parses with it, the page builds links with it.
import { CITIES, type City } from "~/lib/cities";
import { canonicalSpecialty, FOOTER_SPECIALTIES, JOB_SPECIALTIES, JOB_TYPES, type JobType, type Specialty } from "~/lib/constants";

export type JobSearch = {
  /** Matches title, company or description (case-insensitive substring). "" = no keyword. */
  keyword: string;
  /** The search bar's single city: case-insensitive substring of the job location. "" = any. */
  location: string;
  /**
   * Specialty filter values: names from JOB_SPECIALTIES (parseJobSearch accepts nothing else); a job matches when
   * its specialty is one of them.
   */
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
 * The specialty a query value names: one of the list's names (any case), another name of it (SPECIALTY_ALIASES:
 * "ENT", "Gynecology", "Cardiologist", ...) or a footer slug (/jobs?specialty=emergency); null for anything else.
 */
const FOOTER_SLUGS = new Map<string, Specialty>(FOOTER_SPECIALTIES.map((s) => [s.slug, s.label]));
const SPECIALTY_LOOKUP = {
  get: (value: string): Specialty | undefined => FOOTER_SLUGS.get(value) ?? canonicalSpecialty(value) ?? undefined,
};
const TYPE_LOOKUP = new Map<string, JobType>(JOB_TYPES.map((t) => [t.toLowerCase(), t]));
const CITY_LOOKUP = new Map<string, City>(CITIES.map((c) => [c.toLowerCase(), c]));

/** Free text from a query string: control characters become spaces, trimmed, bounded. */
export function cleanText(value: string | null | undefined): string {
  // eslint-disable-next-line no-control-regex
  return (value ?? "").replace(/[\u0000-\u001f\u007f]+/g, " ").trim().slice(0, MAX_TEXT).trim();
}

function canonicalList<T extends string>(raw: string[], lookup: { get(key: string): T | undefined }, order: readonly string[], max = MAX_VALUES): T[] {
  const picked = new Set<T>();
  for (const value of raw.slice(0, max * 2)) {
    const hit = lookup.get(cleanText(value).toLowerCase());
    if (hit) picked.add(hit);
  }
  // A stable order makes equal filter sets produce equal URLs and cache keys.
  return [...picked].sort((a, b) => order.indexOf(a) - order.indexOf(b)).slice(0, max);
}

/** Reads the filters from a query string. Unknown values are dropped; nothing here throws. */
export function parseJobSearch(params: URLSearchParams): JobSearch {
  const pageNumber = Number.parseInt(params.get("page") ?? "1", 10);
  return {
    keyword: cleanText(params.get("keyword")),
    location: cleanText(params.get("location")),
    // Every one of the 32 boxes can be ticked at once.
    specialties: canonicalList(params.getAll("specialty"), SPECIALTY_LOOKUP, JOB_SPECIALTIES, JOB_SPECIALTIES.length),
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

/** Specialty checkboxes: every specialty a job can be posted under; whatever the URL selects is one of them. */
export function specialtyOptions(): readonly Specialty[] {
  return JOB_SPECIALTIES;
}
