// `npm run bench -- --plain N`: the product's search against a plain PostgreSQL design, in N alternating turns.
// The plain design keeps the product's matching rules (the same conditions, through search's door:
// savedSearchCondition, served by the same trigram and words indexes) but none of its machinery: no count cache, no
// ids of a keyword's matches, no sample, no copy of the filter columns in memory. Per search it runs one counting
// statement (the exact number of matches and every filter count, one scan of the keyword's matches grouped four ways)
// and one page statement (featured first, newest). See docs/decisions/105.
import os from "node:os";
import { and, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { openJob } from "~/db/job-lists.server";
import { findJobs, savedSearchCondition, searchMachinery } from "~/features/search/search.server";
import { EMPTY_SEARCH, EXPERIENCE_OPTIONS, POSTED_WITHIN, RADIUS_OPTIONS, SALARY_LPA_OPTIONS, searchCity, type JobSearch } from "~/features/search/search-params";
import { JOBS_PAGE_SIZE } from "~/lib/constants";
import { log, ms, percentile, table } from "./report";
import { QUERIES } from "./search-time";

type FilterName = "place" | "types" | "specialties" | "cities" | "salary" | "experience" | "posted";

/** One filter's condition alone, by the product's rules. */
const only = (part: Partial<JobSearch>): SQL => savedSearchCondition({ ...EMPTY_SEARCH, ...part });

/** The search's filters besides the keyword, each as its own condition (null when not set). */
function filterConditions(search: JobSearch): Record<FilterName, SQL | null> {
  return {
    place: search.location ? only({ location: search.location, radius: search.radius }) : null,
    types: search.types.length ? only({ types: search.types }) : null,
    specialties: search.specialties.length ? only({ specialties: search.specialties }) : null,
    cities: search.cities.length ? only({ cities: search.cities }) : null,
    salary: search.minSalary ? only({ minSalary: search.minSalary }) : null,
    experience: search.experience !== null ? only({ experience: search.experience }) : null,
    posted: search.postedWithin !== null ? only({ postedWithin: search.postedWithin }) : null,
  };
}

/** Every set filter but those named. */
function allBut(filters: Record<FilterName, SQL | null>, ...left: FilterName[]): SQL {
  const kept = (Object.entries(filters) as [FilterName, SQL | null][]).filter(([name, condition]) => condition !== null && !left.includes(name)).map(([, condition]) => condition!);
  return kept.length ? and(...kept)! : sql`true`;
}

export type PlainAnswer = { total: number; ids: number[]; facets: Record<string, Record<string, number>> };

/** The plain design's answer to a search: one counting statement, one page statement. */
export async function plainSearch(search: JobSearch): Promise<PlainAnswer> {
  const filters = filterConditions(search);
  const keyword = search.keyword ? only({ keyword: search.keyword }) : sql`true`;
  const optionCounts = (name: FilterName, values: readonly number[], condition: (value: number) => SQL) =>
    values.map((value) => sql`count(*) filter (where ${allBut(filters, name)} and ${condition(value)})::int as ${sql.raw(`"${name}_${value}"`)}`);
  const city = searchCity(search);
  const options = [
    ...optionCounts("salary", SALARY_LPA_OPTIONS, (lpa) => only({ minSalary: { amount: lpa, per: "year" } })),
    ...optionCounts("experience", EXPERIENCE_OPTIONS, (years) => only({ experience: years })),
    ...optionCounts("posted", POSTED_WITHIN, (days) => only({ postedWithin: days as JobSearch["postedWithin"] })),
    ...(city ? optionCounts("place", RADIUS_OPTIONS, (km) => only({ location: search.location, radius: km })) : []),
  ];
  const counted = db().execute<Record<string, unknown>>(sql`
    select grouping(${jobs.type}) as g_type, grouping(${jobs.specialty}) as g_specialty, grouping(${jobs.city}) as g_city,
           ${jobs.type} as type, ${jobs.specialty} as specialty, ${jobs.city} as city,
           count(*) filter (where ${allBut(filters)})::int as total,
           count(*) filter (where ${allBut(filters, "types")})::int as by_type,
           count(*) filter (where ${allBut(filters, "specialties")})::int as by_specialty,
           count(*) filter (where ${allBut(filters, "cities")})::int as by_city,
           ${sql.join(options, sql`, `)}
    from ${jobs} where ${openJob} and ${keyword}
    group by grouping sets ((${jobs.type}), (${jobs.specialty}), (${jobs.city}), ())`);
  const order = search.sort === "newest" ? sql`${jobs.postedDate} desc, ${jobs.id} desc` : search.sort === "salary" ? sql`${jobs.salaryYear} desc nulls last, ${jobs.postedDate} desc, ${jobs.id} desc` : sql`${jobs.featured} desc, ${jobs.postedDate} desc, ${jobs.id} desc`;
  const page = db().execute<{ id: number; title: string; company: string; location: string }>(sql`
    select ${jobs.id} as id, ${jobs.title} as title, ${jobs.company} as company, ${jobs.location} as location
    from ${jobs} where ${openJob} and ${keyword} and ${allBut(filters)}
    order by ${order} limit ${JOBS_PAGE_SIZE + 1} offset ${(search.page - 1) * JOBS_PAGE_SIZE}`);
  const [countRows, pageRows] = await Promise.all([counted, page]);
  const facets: PlainAnswer["facets"] = { types: {}, specialties: {}, cities: {}, options: {} };
  let total = 0;
  for (const row of countRows.rows) {
    if (Number(row.g_type) === 0 && row.type !== null) facets.types![String(row.type)] = Number(row.by_type);
    else if (Number(row.g_specialty) === 0 && row.specialty !== null) facets.specialties![String(row.specialty)] = Number(row.by_specialty);
    else if (Number(row.g_city) === 0 && row.city !== null) facets.cities![String(row.city)] = Number(row.by_city);
    else if (Number(row.g_type) === 1 && Number(row.g_specialty) === 1 && Number(row.g_city) === 1) {
      total = Number(row.total);
      for (const [key, value] of Object.entries(row)) if (/^(salary|experience|posted|place)_/.test(key)) facets.options![key] = Number(value);
    }
  }
  return { total, ids: pageRows.rows.map((row) => row.id), facets };
}

/**
 * Both designs over the bench's queries in `turns` turns, the order of the two swapped every turn so that the
 * machine's other load falls on both alike. The product is timed as a search nobody ran in the last 30 s (its kept
 * searches forgotten, the copy in memory held), the plain design has nothing to keep. Prints p50/p95 per query and
 * overall, and the load average at the start and end of the turns.
 */
export async function comparePlain(turns: number): Promise<void> {
  await searchMachinery.copyFilterColumns();
  const times = { product: new Map<string, number[]>(), plain: new Map<string, number[]>() };
  const totals = { product: new Map<string, string>(), plain: new Map<string, string>() };
  const loadStart = os.loadavg();
  const runProduct = async (search: JobSearch) => {
    searchMachinery.forgetSearches();
    await searchMachinery.openJobs();
    const started = performance.now();
    const answer = await findJobs({ actor: null, search });
    return { elapsed: performance.now() - started, total: answer.page.total };
  };
  const runPlain = async (search: JobSearch) => {
    const started = performance.now();
    const answer = await plainSearch(search);
    return { elapsed: performance.now() - started, total: answer.total };
  };
  for (const q of QUERIES) {
    await runProduct(q.search);
    await runPlain(q.search);
  }
  for (let turn = 0; turn < turns; turn++) {
    for (const q of QUERIES) {
      const designs = turn % 2 === 0 ? (["product", "plain"] as const) : (["plain", "product"] as const);
      for (const design of designs) {
        const result = design === "product" ? await runProduct(q.search) : await runPlain(q.search);
        const list = times[design].get(q.name) ?? [];
        list.push(result.elapsed);
        times[design].set(q.name, list);
        totals[design].set(q.name, typeof result.total === "number" ? String(result.total) : `${result.total.value}${result.total.exact ? "" : "+"}`);
      }
    }
  }
  const loadEnd = os.loadavg();
  const rows = QUERIES.map((q) => {
    const product = times.product.get(q.name)!;
    const plain = times.plain.get(q.name)!;
    return [q.name, `${totals.product.get(q.name)} / ${totals.plain.get(q.name)}`, ms(percentile(product, 50)), ms(percentile(product, 95)), ms(percentile(plain, 50)), ms(percentile(plain, 95))];
  });
  const all = (design: "product" | "plain") => [...times[design].values()].flat();
  log(`\nThis design against plain PostgreSQL (${turns} alternating turns; load average ${loadStart.map((l) => l.toFixed(2)).join(" ")} at the start, ${loadEnd.map((l) => l.toFixed(2)).join(" ")} at the end):`);
  table(["query", "matches (this / plain)", "this p50", "this p95", "plain p50", "plain p95"], rows);
  log(`  overall: this design p50 ${ms(percentile(all("product"), 50))}, p95 ${ms(percentile(all("product"), 95))}; plain p50 ${ms(percentile(all("plain"), 50))}, p95 ${ms(percentile(all("plain"), 95))}`);
}
