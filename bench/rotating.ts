// Rotating URLs for the load test: many different filter combinations of the directory and of /jobs, each asked
// once in a run, so no page cache, count cache or remembered search answers a repeated URL (STACK.md, "Measuring
// like the audit": one repeated URL measures a cache).
import { CITIES } from "~/lib/cities";
import { DIRECTORY_SPECIALTIES, JOB_SPECIALTIES, JOB_TYPES } from "~/lib/constants";
import { DEMO_DOCTORS, prng } from "~/db/demo-data";
import { EMPTY_SEARCH, EXPERIENCE_OPTIONS, jobSearchHref, JOB_SORTS, POSTED_WITHIN, SALARY_LPA_OPTIONS, type JobSearch } from "~/features/search/search-params";

/** Distinct paths made per scenario: more than a run asks for at a few thousand requests a second. */
const PATHS = 60_000;

function pick<T>(r: () => number, list: readonly T[]): T {
  return list[Math.floor(r() * list.length)]!;
}

/** Up to `want` distinct values of the list, in the list's order (as a form sends them). */
function some<T>(r: () => number, list: readonly T[], want: number): T[] {
  const chosen = new Set<T>();
  for (let i = 0; i < want; i++) chosen.add(pick(r, list));
  return list.filter((x) => chosen.has(x));
}

/** `make` called until `count` distinct paths (or 20 tries per path), shuffled by the order they were made. */
function distinct(count: number, make: () => string): string[] {
  const seen = new Set<string>();
  for (let tries = 0; seen.size < count && tries < count * 20; tries++) seen.add(make());
  return [...seen];
}

// What employers type into the directory's search box: parts of names, skills and words of bios (the generated
// doctors' names are "Dr. <first> <last> <n>"; their skills and bios are the demo doctors').
const DIRECTORY_WORDS = [
  ...new Set([
    "Aarav", "Meera", "Rao", "Iyer", "Sharma", "Khan", "Nair", "Reddy", "Gupta", "Joshi", "Pillai", "Kulkarni", "Patel",
    ...DEMO_DOCTORS.flatMap((d) => d.skills),
    ...DEMO_DOCTORS.flatMap((d) => d.bio.split(/[^A-Za-z-]+/).filter((w) => w.length >= 6)).slice(0, 80),
    "locum", "ICU", "NICU", "surgeon", "stroke", "teaching", "rural", "xyzzy",
  ]),
];

/** The directory's search form: a keyword, a city typed or chosen, a specialty, sometimes a later page. */
export function directoryPaths(seed = 1): string[] {
  const r = prng(seed);
  const specialties = DIRECTORY_SPECIALTIES.filter((s) => s !== "All");
  return distinct(PATHS, () => {
    const params = new URLSearchParams();
    const shape = r();
    // Half pick a specialty, half type a word, 60% a city; at least one filter always.
    const specialty = shape < 0.5 || shape > 0.9;
    const word = shape >= 0.4;
    const city = r() < 0.6 || (!specialty && !word);
    if (word) params.set("q", pick(r, DIRECTORY_WORDS));
    if (city) params.set("location", pick(r, CITIES));
    if (specialty) params.set("specialty", pick(r, specialties));
    if (r() < 0.15) params.set("page", String(2 + Math.floor(r() * 3)));
    return `/doctor-profiles?${params}`;
  });
}

const JOB_KEYWORDS = [
  "cardiologist", "surgeon", "consultant", "resident", "radiologist", "anaesthetist", "paediatrician", "icu", "locum",
  "senior resident", "orthopaedic surgeon", "gynaecologist", "dermatologist", "physician", "emergency", "neurologist",
  "medical officer", "nephrology", "oncologist", "psychiatrist", "dnb", "teleradiology", "Kaveri", "ophthalmologist",
];

/**
 * The /jobs filter panel: types, specialties, cities, salary, experience, posted within, the order and later pages,
 * in combinations; with `keywords`, a typed keyword (and sometimes the search bar's city) besides.
 */
export function jobsPaths(options: { keywords: boolean; seed?: number }): string[] {
  const r = prng(options.seed ?? 2);
  return distinct(PATHS, () => {
    const s: JobSearch = { ...EMPTY_SEARCH };
    if (options.keywords) {
      s.keyword = pick(r, JOB_KEYWORDS);
      if (r() < 0.3) s.location = pick(r, CITIES.slice(0, 20));
    }
    if (r() < 0.5) s.specialties = some(r, JOB_SPECIALTIES, 1 + Math.floor(r() * 2));
    if (r() < 0.4) s.types = some(r, JOB_TYPES, 1 + Math.floor(r() * 2));
    if (r() < 0.5) s.cities = some(r, CITIES, 1 + Math.floor(r() * 3));
    if (r() < 0.15) s.minSalary = { amount: pick(r, SALARY_LPA_OPTIONS), per: "year" };
    if (r() < 0.15) s.experience = pick(r, EXPERIENCE_OPTIONS);
    if (r() < 0.15) s.postedWithin = pick(r, POSTED_WITHIN);
    if (r() < 0.2) s.sort = pick(r, JOB_SORTS);
    if (r() < 0.2) s.page = 2 + Math.floor(r() * 4);
    return jobSearchHref(s);
  });
}

/** A function that hands out the paths in turn, from `start`, wrapping round (autocannon's setupRequest calls it). */
export function rotation(paths: readonly string[], start = 0): { next: () => string; used: () => number } {
  let i = start;
  let used = 0;
  return {
    next: () => {
      used++;
      return paths[i++ % paths.length]!;
    },
    used: () => used,
  };
}
