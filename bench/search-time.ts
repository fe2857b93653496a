// The search part of the bench: a fixed mix of searches, timed through search's door as the /jobs page runs them.
import { findJobs, searchMachinery } from "~/features/search/search.server";
import { EMPTY_SEARCH, type JobSearch } from "~/features/search/search-params";
import { log, ms, percentile, table } from "./report";

export const QUERIES: { name: string; search: JobSearch }[] = [
  { name: "empty search", search: EMPTY_SEARCH },
  { name: "keyword: cardiologist", search: { ...EMPTY_SEARCH, keyword: "cardiologist" } },
  { name: "keyword + city: surgeon, Mumbai", search: { ...EMPTY_SEARCH, keyword: "surgeon", location: "Mumbai" } },
  { name: "keyword (company): Kaveri", search: { ...EMPTY_SEARCH, keyword: "Kaveri" } },
  { name: "rare keyword: teleradiology", search: { ...EMPTY_SEARCH, keyword: "teleradiology" } },
  { name: "specialty: Cardiology + Neurology", search: { ...EMPTY_SEARCH, specialties: ["Cardiology", "Neurology"] } },
  { name: "specialty: ENT (Otolaryngology)", search: { ...EMPTY_SEARCH, specialties: ["ENT (Otolaryngology)"] } },
  { name: "type Locum + cities Delhi, Pune", search: { ...EMPTY_SEARCH, types: ["Locum"], cities: ["Delhi", "Pune"] } },
  { name: "all filters + keyword", search: { ...EMPTY_SEARCH, keyword: "consultant", types: ["Full-time"], specialties: ["Oncology"], cities: ["Chennai", "Kochi", "Bengaluru"] } },
  { name: "empty search, page 50", search: { ...EMPTY_SEARCH, page: 50 } },
  // The doctors' search (issue 15): every word, synonyms, close spellings, distance, the new filters and orders.
  { name: "multi-word: cardiologist hyderabad", search: { ...EMPTY_SEARCH, keyword: "cardiologist hyderabad" } },
  { name: "multi-word: senior resident delhi", search: { ...EMPTY_SEARCH, keyword: "senior resident delhi" } },
  { name: "synonym: anaesthetist", search: { ...EMPTY_SEARCH, keyword: "anaesthetist" } },
  { name: "synonym + degree: DNB paediatrics", search: { ...EMPTY_SEARCH, keyword: "DNB paediatrics" } },
  { name: "typo: cardiolgist kochi", search: { ...EMPTY_SEARCH, keyword: "cardiolgist kochi" } },
  { name: "distance: Hyderabad + 100 km", search: { ...EMPTY_SEARCH, location: "Hyderabad", radius: 100 } },
  { name: "distance + keyword: radiologist, Pune + 200 km", search: { ...EMPTY_SEARCH, keyword: "radiologist", location: "Pune", radius: 200 } },
  {
    name: "faceted: consultant, 20 LPA, 5 years, 30 days",
    search: { ...EMPTY_SEARCH, keyword: "consultant", minSalary: { amount: 20, per: "year" }, experience: 5, postedWithin: 30 },
  },
  { name: "faceted: Full-time, 10 LPA, Highest salary", search: { ...EMPTY_SEARCH, types: ["Full-time"], minSalary: { amount: 10, per: "year" }, sort: "salary" } },
  { name: "sort Newest: orthopaedic surgeon", search: { ...EMPTY_SEARCH, keyword: "orthopaedic surgeon", sort: "newest" } },
];

/** What the /jobs page asks for per request: the page of results and the filter counts, side by side. */
const searchPage = (search: JobSearch) => findJobs({ actor: null, search }).then(({ page }) => page);

/** `iterations` runs per query; `filterColumnsOff`: every search counted in the database (docs/decisions/086). */
export async function timeSearches({ iterations: ITER, filterColumnsOff }: { iterations: number; filterColumnsOff: boolean }): Promise<void> {
  // The filter columns held in memory, as a server has them once it has served a search.
  const copyStart = performance.now();
  const openJobs = await searchMachinery.openJobs();
  if (filterColumnsOff) searchMachinery.setInMemoryFrom(Number.POSITIVE_INFINITY);
  await searchMachinery.copyFilterColumns();
  const held = await searchMachinery.heldCopy();
  log(
    held
      ? `\nFilter columns and words held in memory: ${held.jobs.toLocaleString("en-IN")} jobs copied in ${ms(performance.now() - copyStart)}, ${(held.bytes / 1e6).toFixed(1)} MB of columns and ${(held.wordsBytes / 1e6).toFixed(1)} MB of words (${held.words.toLocaleString("en-IN")} distinct) held`
      : `\nFilter columns not held (${filterColumnsOff ? "--filter-columns off" : `${openJobs.toLocaleString("en-IN")} open jobs`}): every search runs in the database`,
  );
  const rows: string[][] = [];
  const warmAll: number[] = [];
  const coldAll: number[] = [];
  for (const q of QUERIES) {
    for (let i = 0; i < 3; i++) await searchPage(q.search);
    const warm: number[] = [];
    const cold: number[] = [];
    let total = "";
    for (let i = 0; i < ITER; i++) {
      let t = performance.now();
      const result = await searchPage(q.search);
      warm.push(performance.now() - t);
      total = `${result.total.value}${result.total.exact ? "" : "+"}${result.spelling ? ` (as "${result.spelling.corrected}")` : ""}`;
      // Uncached: nothing of this search is known (its ids, count, page, filter counts, close spellings), as for a
      // search nobody ran in the last 30 s; the site's number of open jobs is (any search of the last 30 s asked it),
      // and so are the filter columns held in memory (no job was written).
      searchMachinery.forgetSearches();
      await searchMachinery.openJobs();
      t = performance.now();
      await searchPage(q.search);
      cold.push(performance.now() - t);
    }
    warmAll.push(...warm);
    coldAll.push(...cold);
    rows.push([q.name, total, ms(percentile(warm, 50)), ms(percentile(warm, 95)), ms(percentile(cold, 50)), ms(percentile(cold, 95))]);
  }
  log(`\nSearch time inside the server (findJobs with the filter counts, as the page runs it; ${ITER} runs per query; "cached" = count and filter counts from the ${"30 s"} count cache, "uncached" = the search's keyword matches, count, page and filter counts all queried, the site's number of open jobs known):`);
  table(["query", "matches", "cached p50", "cached p95", "uncached p50", "uncached p95"], rows);
  log(`  overall: cached p50 ${ms(percentile(warmAll, 50))}, p95 ${ms(percentile(warmAll, 95))}; uncached p50 ${ms(percentile(coldAll, 50))}, p95 ${ms(percentile(coldAll, 95))}`);
}

