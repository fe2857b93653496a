import { eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobSampleTexts, jobs } from "~/db/schema";
import { openJob } from "~/db/job-lists.server";
import { JOB_TYPES } from "~/lib/constants";
import { invalidateCounts } from "./count-cache.server";
import { computeFacets } from "./search-facets.server";
import { allOf } from "./search-parts.server";
import { clearlyAboveCap, resolvedParts, sampleParts } from "./count-matches.server";
import { sampleMatches } from "./keyword-matches.server";
import { searchCondition, searchParts, termCondition } from "./match-rules.server";
import { keywordThroughWords } from "./search-words.server";
import { parseQuery } from "~/lib/medical-vocabulary";
import { FILTERED_COLUMNS, roundEstimate, SAMPLE_TEXTS_SLOTS, sampleOf, sampleSlotsCondition } from "./job-sample.server";
import { EMPTY_SEARCH, type JobSearch } from "./search-params";

// Filter counts of broad searches are estimated from the jobs of the first sample slots (id % 1024, indexed by jobs_sample_idx);
// narrow ones stay exact. The tests choose the sample and the exact limit, so a small table shows both paths.

const KEYWORD = "qqfacet";
const CITIES = ["Pune", "Kochi", "Nagpur"] as const;
const search = (partial: Partial<JobSearch> = {}): JobSearch => ({ ...EMPTY_SEARCH, keyword: KEYWORD, ...partial });

beforeEach(() => invalidateCounts());

beforeAll(async () => {
  // 2,100 jobs: past one full round of the 1024 slots, so the sample holds jobs of both rounds.
  const rows = Array.from({ length: 2_100 }, (_, i) => ({
    title: `QQFACET ${i % 7 === 0 ? "Rare Surgeon" : "Consultant"} ${i}`,
    company: "Facet Hospital",
    location: CITIES[i % 3]!,
    type: JOB_TYPES[i % 4]!,
    specialty: i % 5 === 0 ? "Cardiology" : "Neurology",
  }));
  for (let i = 0; i < rows.length; i += 500) await db().insert(jobs).values(rows.slice(i, i + 500));
});

/** The counts by type of the jobs matching `where`, exactly, and as the sample of the first `slots` slots scales them. */
async function typeCounts(where: string, slots: number) {
  const result = await db().execute<{ type: string; sampled: boolean }>(
    sql`select type, (id % 1024 < ${slots}) as sampled from ${jobs} where search_text like ${`%${where}%`}`,
  );
  const exact: Record<string, number> = {};
  const sampled: Record<string, number> = {};
  for (const row of result.rows) {
    exact[row.type] = (exact[row.type] ?? 0) + 1;
    if (row.sampled) sampled[row.type] = (sampled[row.type] ?? 0) + 1;
  }
  const estimate = Object.fromEntries(Object.entries(sampled).map(([type, n]) => [type, roundEstimate((n * 1024) / slots)]));
  return { exact, estimate };
}

describe("filter counts", () => {
  it("are exact when no sample is taken (a site too small for one)", async () => {
    const facets = await computeFacets(search(), { sampleSlots: null });
    expect(facets.estimated).toEqual([]);
    expect(facets.types).toEqual((await typeCounts(KEYWORD, 1024)).exact);
    expect(Object.values(facets.types).reduce((a, b) => a + b, 0)).toBe(2_100);
  });

  it("of a broad search are the sample's counts scaled up and rounded, and say they are estimates", async () => {
    const facets = await computeFacets(search(), { sampleSlots: 512, exactUpTo: 1_000 });
    expect(new Set(facets.estimated)).toEqual(new Set(["types", "specialties", "cities", "salary", "experience", "posted"]));
    const { exact, estimate } = await typeCounts(KEYWORD, 512);
    expect(facets.types).toEqual(estimate);
    // A sample spread over the table estimates every sizeable group within a few per cent here.
    for (const type of Object.keys(exact)) expect(Math.abs(facets.types[type]! - exact[type]!) / exact[type]!).toBeLessThan(0.15);
    expect(facets.cities.Pune).toBe(roundEstimate(facets.cities.Pune!));
    expect(facets.posted["30"]).toBeGreaterThan(1_000);
  });

  it("of a narrow search stay exact, even with a sample at hand", async () => {
    const facets = await computeFacets(search({ keyword: `${KEYWORD} rare` }), { sampleSlots: 512, exactUpTo: 1_000 });
    expect(facets.estimated).toEqual([]);
    expect(facets.types).toEqual((await typeCounts("rare surgeon", 1024)).exact);
  });

  it("are exact for one filter and estimated for another when only one of them counts past the limit", async () => {
    // Ticking Cardiology (one job in five): the specialty counts ignore it (all 2,100), the type counts do not (420).
    const facets = await computeFacets(search({ specialties: ["Cardiology"] }), { sampleSlots: 512, exactUpTo: 1_000 });
    expect(facets.estimated).toContain("specialties");
    expect(facets.estimated).not.toContain("types");
    expect(Object.values(facets.types).reduce((a, b) => a + b, 0)).toBe(420);
  });
});

describe("filter counts of a search counted exactly", () => {
  it("of the filters it does not set are counted among its matches, as over the whole table", async () => {
    const asked = search({ keyword: "", types: [JOB_TYPES[1]!], cities: ["Pune"] });
    const facets = await computeFacets(asked, { sampleSlots: null });
    const open = sql`closed_at is null and (valid_through is null or valid_through > now())`;
    const bySpecialty = await db().execute<{ specialty: string; n: number }>(
      sql`select specialty, count(*)::int as n from ${jobs} where ${open} and type = ${JOB_TYPES[1]!} and lower(location) like '%pune%' and specialty is not null group by 1`,
    );
    expect(facets.specialties).toEqual(Object.fromEntries(bySpecialty.rows.map((row) => [row.specialty, row.n])));
    const posted = await db().execute<{ n: number }>(
      sql`select count(*)::int as n from ${jobs} where ${open} and type = ${JOB_TYPES[1]!} and lower(location) like '%pune%' and posted_date >= now() - interval '30 days'`,
    );
    expect(facets.posted["30"]).toBe(posted.rows[0]!.n);
    // The filters it sets are counted without themselves: every type, in Pune.
    const byType = await db().execute<{ type: string; n: number }>(
      sql`select type, count(*)::int as n from ${jobs} where ${open} and lower(location) like '%pune%' group by 1`,
    );
    expect(facets.types).toEqual(Object.fromEntries(byType.rows.map((row) => [row.type, row.n])));
  });
});

describe("filter counts of a keyword read by its ids", () => {
  const open = sql`closed_at is null and (valid_through is null or valid_through > now())`;
  const byColumn = async (column: "type" | "specialty", where: ReturnType<typeof sql>) => {
    const rows = await db().execute<{ key: string; n: number }>(sql`select ${sql.identifier(column)} as key, count(*)::int as n from ${jobs} where ${open} and ${where} group by 1`);
    return Object.fromEntries(rows.rows.map((row) => [row.key, row.n]));
  };

  it("are the keyword's own when it is the only filter, made as its matches were read", async () => {
    const resolved = await resolvedParts(search({ keyword: `${KEYWORD} rare` }));
    expect(resolved.keywordIds).not.toBeNull();
    expect(resolved.keywordAlone).toBeDefined();
    const facets = await computeFacets(search({ keyword: `${KEYWORD} rare` }), { sampleSlots: null });
    const rare = sql`search_text like '%qqfacet%' and search_text like '%rare%'`;
    expect(facets.types).toEqual(await byColumn("type", rare));
    expect(facets.specialties).toEqual(await byColumn("specialty", rare));
  });

  it("leave out only their own filter when the keyword has others beside it", async () => {
    // The keyword's own counts (looked up with its ids) are not those of this search: the specialty counts are of one
    // type, the type counts of every type.
    const asked = search({ keyword: `${KEYWORD} rare`, types: [JOB_TYPES[2]!] });
    const facets = await computeFacets(asked, { sampleSlots: null });
    const rare = sql`search_text like '%qqfacet%' and search_text like '%rare%'`;
    expect(facets.types).toEqual(await byColumn("type", rare));
    expect(facets.specialties).toEqual(await byColumn("specialty", sql`${rare} and type = ${JOB_TYPES[2]!}`));
  });
});

describe("a match count", () => {
  it("is known to be past the cap from the sample only when the sample shows at least twice the cap", async () => {
    const all = searchCondition(search());
    // 2,100 matches: twice a cap of 1,000 is clearly passed, twice 1,100 clearly not (the sample has ~1,050).
    expect(await clearlyAboveCap(all, { slots: 512, cap: 1_000 })).toBe(true);
    expect(await clearlyAboveCap(all, { slots: 512, cap: 1_100 })).toBe(false);
    // No sample on a small site: always counted.
    expect(await clearlyAboveCap(all, { slots: null, cap: 1 })).toBe(false);
    // 300 matches (one job in seven) are never taken for more than a cap of 1,000.
    expect(await clearlyAboveCap(searchCondition(search({ keyword: `${KEYWORD} rare` })), { slots: 512, cap: 1_000 })).toBe(false);
  });
});

describe("the sample", () => {
  const sampleCount = async (where: ReturnType<typeof allOf>, text: boolean) =>
    (await db().execute<{ n: number }>(sql`select count(*)::int as n from ${sampleOf(512, { text })} where ${where}`)).rows[0]!.n;

  it("is read from its index alone: jobs_sample_idx includes every column the filters read", async () => {
    const index = await db().execute<{ def: string }>(sql`select indexdef as def from pg_indexes where indexname = 'jobs_sample_idx'`);
    const included = /INCLUDE \((.*)\)/.exec(index.rows[0]!.def)?.[1]?.split(",").map((name) => name.trim().replace(/"/g, ""));
    expect(new Set([...included!, "id"])).toEqual(new Set(FILTERED_COLUMNS.map((column) => column.name)));
  });

  it("gives the same counts with the keyword as its sample's ids, without the texts, as with the keyword's texts", async () => {
    const searches = [
      search(),
      search({ keyword: `${KEYWORD} rare`, types: [JOB_TYPES[0]!, JOB_TYPES[2]!] }),
      search({ keyword: `${KEYWORD} consultant`, cities: ["Pune", "Kochi"], specialties: ["Neurology"] }),
      search({ keyword: "surgeon", location: "Nagpur" }),
      search({ keyword: "nothing-matches-this" }),
    ];
    for (const asked of searches) {
      const parts = searchParts(asked);
      const sample = await sampleMatches(parts.keyword!, 512);
      const onSample = sampleParts({ parts, keywordIds: null, sampleKeyword: sample }, 512);
      expect(onSample.text).toBe(false);
      const withTexts = await sampleCount(allOf(parts), true);
      expect(await sampleCount(allOf(onSample.parts), false)).toBe(withTexts);
      // The sample's matches are the open jobs of the first 512 slots the keyword matches.
      expect(sample.ids.length).toBe(await sampleCount(allOf({ ...parts, types: null, cities: null, specialties: null, place: null }), true));
      // Asked through the words index (the keyword's posting lists ANDed with the slots), the same jobs.
      const throughWords = await keywordThroughWords(parseQuery(asked.keyword), termCondition);
      if (throughWords) expect([...(await sampleMatches(throughWords, 512, true)).ids].sort()).toEqual([...sample.ids].sort());
    }
  });

  it("is asked of the words index for a keyword's matches: the slots' condition is the index's own expression", async () => {
    const throughWords = await keywordThroughWords(parseQuery("consultant"), termCondition);
    expect(throughWords).not.toBeNull();
    // With sequential scans ruled out, the planner takes jobs_words_tags_idx only if the slots' expression is the one
    // the index holds; otherwise it has no index for that condition, and the plan names none for it.
    const plan = await db().transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const explained = await tx.execute<{ "QUERY PLAN": string }>(
        sql`explain select ${jobs.id} from ${jobs} where ${sampleSlotsCondition(512)} and ${throughWords!}`,
      );
      return explained.rows.map((row) => row["QUERY PLAN"]).join("\n");
    });
    expect(plan).toContain("jobs_words_tags_idx");
    // The slots are a condition of the index scan itself, beside the words, not a filter on the rows it returns.
    expect(plan).toMatch(/Index Cond: .*words @@ .*array_to_tsvector/);
    expect(plan).not.toMatch(/Filter: .*array_to_tsvector/);
    expect(plan).not.toContain("Seq Scan");
    // The slots' condition alone is the first 512 slots, as `id % 1024 < 512` has them.
    const bySlot = async (where: ReturnType<typeof sql>) =>
      (await db().execute<{ n: number }>(sql`select count(*)::int as n from ${jobs} where ${where}`)).rows[0]!.n;
    const expected = await bySlot(sql`(${jobs.id} % 1024) < 512`);
    expect(expected).toBeGreaterThan(0);
    expect(await bySlot(sampleSlotsCondition(512))).toBe(expected);
    expect(await bySlot(sampleSlotsCondition(1))).toBe(await bySlot(sql`(${jobs.id} % 1024) = 0`));
  });

  it("has its first slots' texts in job_sample_texts, kept by the triggers through every write of the jobs", async () => {
    const columns = sql`id, specialty, closed_at, valid_through, words::text as words, search_text`;
    const copied = (tx: Pick<ReturnType<typeof db>, "execute">) => tx.execute(sql`select ${columns} from ${jobSampleTexts} order by id`);
    const expected = (tx: Pick<ReturnType<typeof db>, "execute">) =>
      tx.execute(sql`select ${columns} from ${jobs} where id % 1024 < ${SAMPLE_TEXTS_SLOTS} order by id`);
    // The jobs inserted for these tests, in batches.
    const before = await copied(db());
    expect(before.rows.length).toBeGreaterThan(SAMPLE_TEXTS_SLOTS);
    expect(before.rows).toEqual((await expected(db())).rows);
    let after: { copied: unknown[]; expected: unknown[]; outside: unknown[] } | null = null;
    // Each kind of write, in a transaction taken back so the other tests keep their jobs.
    const rolledBack = await db()
      .transaction(async (tx) => {
        const inSample = await tx.execute<{ id: number }>(
          sql`select id from ${jobs} where id % 1024 < ${SAMPLE_TEXTS_SLOTS} and search_text like ${`%${KEYWORD}%`} order by id limit 4`,
        );
        const [edited, closed, expired, deleted] = inSample.rows.map((row) => row.id);
        await tx.update(jobs).set({ description: "Teleradiology reporting, M.D. preferred", specialty: "Radiology" }).where(eq(jobs.id, edited!));
        await tx.update(jobs).set({ closedAt: new Date() }).where(eq(jobs.id, closed!));
        await tx.update(jobs).set({ validThrough: new Date(Date.now() - 60_000) }).where(eq(jobs.id, expired!));
        await tx.delete(jobs).where(eq(jobs.id, deleted!));
        // A job outside those slots is not copied, whatever is written to it.
        const outside = await tx.execute<{ id: number }>(sql`select id from ${jobs} where id % 1024 >= ${SAMPLE_TEXTS_SLOTS} limit 1`);
        await tx.update(jobs).set({ description: "Outside the sample" }).where(eq(jobs.id, outside.rows[0]!.id));
        // New jobs: up to the next round of slots, so some land in the copied ones.
        await tx.insert(jobs).values(Array.from({ length: 1_100 }, (_, i) => ({ title: `Sample texts ${i}`, company: "Copy Hospital", location: "Pune", type: JOB_TYPES[0]! })));
        after = {
          copied: (await copied(tx)).rows,
          expected: (await expected(tx)).rows,
          outside: (await tx.execute(sql`select id from ${jobSampleTexts} where id = ${outside.rows[0]!.id}`)).rows,
        };
        tx.rollback();
      })
      .catch((error: unknown) => error);
    expect(rolledBack).toBeInstanceOf(Error);
    expect(after!.copied.length).toBeGreaterThan(before.rows.length);
    expect(after!.copied).toEqual(after!.expected);
    expect(after!.outside).toEqual([]);
    expect((await copied(db())).rows).toEqual(before.rows);
  });

  it("of few slots is asked of job_sample_texts, with the same matches as the jobs table gives", async () => {
    const slots = 32;
    expect(slots).toBeLessThanOrEqual(SAMPLE_TEXTS_SLOTS);
    const sorted = (ids: Iterable<number>) => [...ids].sort((a, b) => a - b);
    // Ordinary words, a fragment, a short form, and texts made of quotes, LIKE's and tsquery's own characters.
    const keywords = [KEYWORD, `${KEYWORD} rare`, "surgeon pune", "neurology", "facet hosp", "md", "nothing-matches-this"];
    const hostile = ["o'brien", "100%_icu", "(consultant) | !rare & x:*", "surgeon <-> pune", `${KEYWORD}'--`];
    for (const keyword of [...keywords, ...hostile]) {
      const parts = searchParts(search({ keyword }));
      expect(parts.keyword).not.toBeNull();
      const onTable = await db().execute<{ id: number }>(
        sql`select id from ${jobs} where id % 1024 < ${slots} and ${openJob} and ${parts.keyword!} order by id`,
      );
      const expected = onTable.rows.map((row) => row.id);
      expect(sorted((await sampleMatches(parts.keyword!, slots)).ids)).toEqual(expected);
      const throughWords = await keywordThroughWords(parseQuery(keyword), termCondition);
      if (throughWords) expect(sorted((await sampleMatches(throughWords, slots, true)).ids)).toEqual(expected);
    }
    // It is that table that answers: a job's texts taken out of it leave its matches (and are put back).
    const parts = searchParts(search());
    const [first] = (await sampleMatches(parts.keyword!, slots)).ids;
    await db().update(jobSampleTexts).set({ words: "", searchText: "" }).where(eq(jobSampleTexts.id, first!));
    const without = await sampleMatches(parts.keyword!, slots);
    await db().execute(sql`update ${jobSampleTexts} t set words = j.words, search_text = j.search_text from ${jobs} j where j.id = t.id and t.id = ${first!}`);
    expect([...without.ids]).not.toContain(first);
    expect([...(await sampleMatches(parts.keyword!, slots)).ids]).toContain(first);
  });

  it("is asked with the keyword's texts only when neither its ids nor the sample's are known", async () => {
    const asked = search({ types: [JOB_TYPES[1]!] });
    const parts = searchParts(asked);
    const sample = await sampleMatches(parts.keyword!, 256);
    // A sample of other slots than the question's is no help.
    expect(sampleParts({ parts, keywordIds: null, sampleKeyword: sample }, 512).text).toBe(true);
    expect(sampleParts({ parts, keywordIds: null, sampleKeyword: null }, 512).text).toBe(true);
    // The keyword's own ids (a narrow keyword) or no keyword at all: no texts.
    expect(sampleParts(await resolvedParts(asked), 512).text).toBe(false);
    expect(sampleParts(await resolvedParts({ ...asked, keyword: "" }), 512).text).toBe(false);
    // Filters alone count the same from the index as from the rows.
    const noKeyword = searchParts({ ...asked, keyword: "" });
    expect(await sampleCount(allOf(noKeyword), false)).toBe(await sampleCount(allOf(noKeyword), true));
  });
});

describe("roundEstimate", () => {
  it("keeps two significant figures", () => {
    expect([0, 7, 99, 100, 4_347, 12_650, 987_654].map(roundEstimate)).toEqual([0, 7, 99, 100, 4_300, 13_000, 990_000]);
  });
});
