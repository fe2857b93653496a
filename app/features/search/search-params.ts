// The /jobs query string <-> search filters. Client-safe: the loader parses with it, the page builds links with it.
import { CITIES, type City } from "~/lib/cities";
import { cityNamed, metroTowns, resolvePlace } from "~/lib/place-names";
import { canonicalSpecialty, FOOTER_SPECIALTIES, JOB_SPECIALTIES, JOB_TYPES, type JobType, type Specialty } from "~/lib/constants";

export type JobSearch = {
  /** Matches title, company or description (case-insensitive substring). "" = no keyword. */
  keyword: string;
  /**
   * The search bar's single city: case-insensitive substring of the job location; a city of the list also finds its
   * metro's towns (place-names.ts). "" = any. Another name of a city ("Bangalore") is read as the city.
   */
  location: string;
  /** When the search bar named its city by another name ("Bangalore" for Bengaluru): that name, as typed. */
  placeTyped?: string;
  /**
   * Specialty filter values: names from JOB_SPECIALTIES (parseJobSearch accepts nothing else); a job matches when
   * its specialty is one of them.
   */
  specialties: string[];
  /** Job type filter (exact values of JOB_TYPES). */
  types: JobType[];
  /** Location filter (multi-select); any of them a substring of the job location. */
  cities: City[];
  /** Results order; null = the default, Most relevant (effectiveSort). */
  sort: JobSort | null;
  /** Salary at least this much (the top of the job's structured range, per year or per month). */
  minSalary: { amount: number; per: "year" | "month" } | null;
  /** The doctor's years of experience: jobs whose required range (if any) includes them. */
  experience: number | null;
  /** Posted within this many days. */
  postedWithin: PostedWithin | null;
  /** With a search-bar city of the list: jobs within this many km of it. */
  radius: number | null;
  /** Search exactly what was typed: no close spellings are tried. */
  exact: boolean;
  page: number;
};

export const JOB_SORTS = ["relevance", "newest", "salary"] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export const POSTED_WITHIN = [1, 7, 30] as const;
export type PostedWithin = (typeof POSTED_WITHIN)[number];
/** Filter options shown (with their counts); the URL may carry any value in range. */
export const SALARY_LPA_OPTIONS = [5, 10, 20, 30, 50] as const;
export const EXPERIENCE_OPTIONS = [0, 1, 3, 5, 10, 15] as const;
export const RADIUS_OPTIONS = [10, 25, 50, 100, 200] as const;
export const MAX_RADIUS_KM = 1_000;
export const MAX_EXPERIENCE_YEARS = 60;
/** Rupees in a lakh: salaries are asked for in lakhs per annum (LPA). */
export const LAKH = 100_000;

/** Highest page a link can point to; with JOBS_COUNT_CAP this keeps OFFSET scans bounded. */
export const JOBS_MAX_PAGE = 500;
const MAX_TEXT = 100;
const MAX_VALUES = 30;

export const EMPTY_SEARCH: JobSearch = {
  keyword: "",
  location: "",
  specialties: [],
  types: [],
  cities: [],
  sort: null,
  minSalary: null,
  experience: null,
  postedWithin: null,
  radius: null,
  exact: false,
  page: 1,
};

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
/** A city of the list by any of its names (place-names.ts): "Gurgaon" ticks Gurugram. */
const CITY_BY_ANY_NAME = { get: (value: string): City | undefined => cityNamed(value) ?? undefined };

/**
 * The search with its places by their cities' own names: the search bar's "Bangalore" is Bengaluru (placeTyped keeps
 * what was typed), a ticked "Gurgaon" Gurugram. Searches from a query string are already so (parseJobSearch); saved
 * searches and other callers are read through it too.
 */
export function withCityNames<T extends Pick<JobSearch, "location" | "cities"> & { placeTyped?: string }>(search: T): T {
  const place = search.location ? resolvePlace(search.location) : null;
  const cities = search.cities.map((city) => cityNamed(city) ?? city);
  const sameCities = cities.every((city, i) => city === search.cities[i]);
  if ((!place || place.city === search.location) && sameCities) return search;
  return {
    ...search,
    ...(place && place.city !== search.location ? { location: place.city, placeTyped: search.placeTyped ?? (place.alias ? place.typed : undefined) } : {}),
    cities: sameCities ? search.cities : [...new Set(cities)],
  };
}

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

/** A number from a query string within [min, max], or null (absent, not a number, out of range). */
function numberParam(value: string | null, min: number, max: number, decimals = false): number | null {
  const text = cleanText(value).replace(/[,\s₹]/g, "");
  if (!(decimals ? /^\d{1,9}(\.\d{1,2})?$/ : /^\d{1,9}$/).test(text)) return null;
  const n = Number(text);
  return n >= min && n <= max ? n : null;
}

/** The salary filter: `salary` in lakhs a year (LPA) or `monthly` in rupees a month. */
function salaryParam(params: URLSearchParams): JobSearch["minSalary"] {
  const lpa = numberParam(params.get("salary"), 0.01, 10_000, true);
  if (lpa !== null) return { amount: lpa, per: "year" };
  const monthly = numberParam(params.get("monthly"), 1, 100_000_000);
  return monthly !== null ? { amount: monthly, per: "month" } : null;
}

/** Reads the filters from a query string. Unknown values are dropped; nothing here throws. */
export function parseJobSearch(params: URLSearchParams): JobSearch {
  const pageNumber = Number.parseInt(params.get("page") ?? "1", 10);
  const sort = cleanText(params.get("sort")).toLowerCase();
  const posted = numberParam(params.get("posted"), 1, 30);
  return withCityNames({
    keyword: cleanText(params.get("keyword")),
    location: cleanText(params.get("location")),
    // Every one of the 32 boxes can be ticked at once.
    specialties: canonicalList(params.getAll("specialty"), SPECIALTY_LOOKUP, JOB_SPECIALTIES, JOB_SPECIALTIES.length),
    types: canonicalList(params.getAll("type"), TYPE_LOOKUP, JOB_TYPES),
    cities: canonicalList(params.getAll("city"), CITY_BY_ANY_NAME, CITIES),
    sort: (JOB_SORTS as readonly string[]).includes(sort) ? (sort as JobSort) : null,
    minSalary: salaryParam(params),
    experience: numberParam(params.get("experience"), 0, MAX_EXPERIENCE_YEARS),
    postedWithin: (POSTED_WITHIN as readonly (number | null)[]).includes(posted) ? (posted as PostedWithin) : null,
    radius: numberParam(params.get("radius"), 1, MAX_RADIUS_KM),
    exact: params.get("exact") === "1",
    page: Number.isFinite(pageNumber) ? Math.min(Math.max(pageNumber, 1), JOBS_MAX_PAGE) : 1,
  });
}

/** The canonical query string for a search (empty values left out, page 1 implied). */
export function jobSearchParams(search: JobSearch): URLSearchParams {
  const params = new URLSearchParams();
  if (search.keyword) params.set("keyword", search.keyword);
  if (search.location) params.set("location", search.location);
  for (const s of search.specialties) params.append("specialty", s);
  for (const t of search.types) params.append("type", t);
  for (const c of search.cities) params.append("city", c);
  if (search.minSalary) params.set(search.minSalary.per === "year" ? "salary" : "monthly", String(search.minSalary.amount));
  if (search.experience !== null) params.set("experience", String(search.experience));
  if (search.postedWithin !== null) params.set("posted", String(search.postedWithin));
  if (search.radius !== null) params.set("radius", String(search.radius));
  if (search.sort) params.set("sort", search.sort);
  if (search.exact) params.set("exact", "1");
  if (search.page > 1) params.set("page", String(search.page));
  return params;
}

/** "/jobs?..." for a search, or "/jobs" when it is empty. */
export function jobSearchHref(search: JobSearch): string {
  const qs = jobSearchParams(search).toString();
  return qs ? `/jobs?${qs}` : "/jobs";
}

/** Any filter of the panel in use (the condition for "Clear All Filters"). */
export function hasActiveFilters(search: JobSearch): boolean {
  return activeFilterCount(search) > 0;
}

/** How many filter choices of the panel are in use (the badge on Show Filters). */
export function activeFilterCount(search: JobSearch): number {
  return (
    search.specialties.length +
    search.types.length +
    search.cities.length +
    [search.minSalary, search.experience, search.postedWithin, search.radius].filter((value) => value !== null).length
  );
}

/** The search without the panel's filters (what "Clear All Filters" leads to). */
export function withoutFilters(search: JobSearch): JobSearch {
  return { ...search, specialties: [], types: [], cities: [], minSalary: null, experience: null, postedWithin: null, radius: null, page: 1 };
}

/**
 * What a job's location may contain to be in the search bar's place: the place and, for a metro, its towns (Mumbai:
 * Thane, Navi Mumbai, Bhiwandi; place-names.ts). Empty without a place.
 */
export function placeTexts(search: Pick<JobSearch, "location">): string[] {
  if (!search.location) return [];
  const city = searchCity(search);
  const texts = [search.location, ...(city ? metroTowns(city) : [])];
  // A text holding another adds nothing ("Navi Mumbai" holds "Mumbai"), and one of several words costs the tags index
  // its exactness (search-words.server.ts, locationTagsQuery).
  return texts.filter((text, i) => !texts.some((other, k) => k !== i && text.toLowerCase().includes(other.toLowerCase()) && (text.length > other.length || k < i)));
}

/** The city of the list the search bar names (a radius search needs one), or null. */
export function searchCity(search: Pick<JobSearch, "location">): City | null {
  return CITY_LOOKUP.get(search.location.toLowerCase()) ?? null;
}

/**
 * The order the results are shown in: the chosen one, else Most relevant — featured first (spec 5), then how well
 * the keyword matches, then newest; without a keyword that is the spec's order.
 */
export function effectiveSort(search: Pick<JobSearch, "sort">): JobSort {
  return search.sort ?? "relevance";
}

export function isEmptySearch(search: JobSearch): boolean {
  return !search.keyword && !search.location && !hasActiveFilters(search);
}

/** Specialty checkboxes: every specialty a job can be posted under; whatever the URL selects is one of them. */
export function specialtyOptions(): readonly Specialty[] {
  return JOB_SPECIALTIES;
}
