import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { resultsOrder } from "~/db/job-lists.server";
import { jobs } from "~/db/schema";
import type { Actor } from "~/lib/permissions";
import { createActor, insertJob, jobInput } from "../../../tests/factories/jobs";
import { searchedInDatabase, searchPage } from "../../../tests/factories/search";
import { closeJob } from "~/features/jobs/close-job.server";
import { forgetSearches, invalidateCounts } from "./count-cache.server";
import { createJob } from "~/features/jobs/create-job.server";
import { deleteJob } from "~/features/jobs/delete-job.server";
import { buildFilterColumns, currentFilterColumns, filterColumnsApplied, filterColumnsSettings } from "./filter-columns.server";
import { filterColumnsCan } from "./count-in-memory.server";
import { reopenJob } from "~/features/jobs/reopen-job.server";
import type { JobInput } from "~/features/jobs/schema";
import { countedInMemory, idsCondition, sampleInMemory } from "./count-matches.server";
import { keywordIdsSettings, keywordIdsWithin, sampleMatches } from "./keyword-matches.server";
import { searchCondition, searchParts } from "./match-rules.server";
import { countTogether, facetQueries, flaggedParts } from "./facet-queries.server";
import { sampleOf } from "./job-sample.server";
import { allOf } from "./search-parts.server";
import { EMPTY_SEARCH, type JobSearch } from "./search-params";
import { searchJobs } from "./results-page.server";
import { updateJob } from "~/features/jobs/update-job.server";

// The filter columns held in memory (filter-columns.server.ts) must give every search exactly what the database gives
// it: the same count, the same page in the same order, the same filter counts. Each search below runs both ways on the
// same jobs. This file's database holds only its own jobs, so a search without a keyword counts them all.

const DAY = 86_400_000;
const search = (partial: Partial<JobSearch>): JobSearch => ({ ...EMPTY_SEARCH, ...partial });

const page = searchPage;
const inDatabase = searchedInDatabase;

/**
 * The search counted in the columns held in memory (checked: it was), whose matches must be the database's in the
 * results order (a page re-sorts its own rows, so only a page boundary would show a wrong order).
 */
async function inMemory(chosen: JobSearch) {
  filterColumnsSettings.fromOpenJobs = 0;
  await buildFilterColumns();
  await expectOrderedMatches(chosen);
  return page(chosen);
}

/** The copy counts the search, and its matches are the database's, in the results order. */
async function expectOrderedMatches(chosen: JobSearch) {
  forgetSearches();
  const counted = await countedInMemory(chosen);
  expect(counted).not.toBeNull();
  // The keyword's synonyms and close spellings are the search's own: the matches are compared for a search without one.
  if (!chosen.keyword) {
    const rows = await db().select({ id: jobs.id }).from(jobs).where(searchCondition(chosen)).orderBy(...resultsOrder);
    expect(Array.from(counted!.matches ?? [])).toEqual(rows.map((row) => row.id));
  }
  forgetSearches();
}

const kept = filterColumnsSettings.fromOpenJobs;
afterAll(() => {
  filterColumnsSettings.fromOpenJobs = kept;
  invalidateCounts();
});

describe("counted in memory as in the database", () => {
  beforeAll(async () => {
    // Jobs on the filters' boundaries: exactly 10 LPA, a monthly salary just over 5 LPA a year, experience ranges
    // starting or ending at an option's years, posting dates just inside and outside a date option, a featured job, a
    // closing date passed and one ahead, a job closed by hand, places near and far from Pune, a two-word city.
    const cities = ["Pune", "Mumbai", "Navi Mumbai", "Hyderabad", "Chennai", "Nagpur", "Lonavala, near Pune", "Delhi", "Thane"];
    const types = ["Full-time", "Part-time", "Contract", "Locum"] as const;
    const specialties = ["Cardiology", "Neurology", "Oncology", "Radiology", null];
    for (let i = 0; i < 36; i++) {
      const id = await insertJob({
        title: `QQMEM ${i % 3 === 0 ? "Consultant Cardiologist" : i % 3 === 1 ? "Senior Resident" : "Radiologist"}`,
        location: cities[i % cities.length],
        type: types[i % types.length],
        specialty: specialties[i % specialties.length],
        featured: i % 11 === 0,
        salaryMin: i % 4 === 0 ? null : i % 5 === 0 ? 600_000 : 400_000 + i * 60_000,
        salaryMax: i % 4 !== 0 && i % 5 === 0 ? 1_000_000 : null,
        salaryUnit: i % 4 === 0 ? null : "year",
        daysAgo: [0.5, 0.99, 1.01, 6.9, 7.1, 29.9, 30.1, 45][i % 8],
      });
      const experience = [
        { experienceMin: 3, experienceMax: 5 },
        { experienceMin: 0, experienceMax: 1 },
        { experienceMin: 10, experienceMax: null },
        { experienceMin: null, experienceMax: 3 },
        { experienceMin: null, experienceMax: null },
      ][i % 5]!;
      await db().update(jobs).set(experience).where(sql`${jobs.id} = ${id}`);
    }
    // Featured: a job posted later (below) comes after it.
    await insertJob({ title: "QQMEM Locum Monthly", salaryMin: 30_000, salaryMax: 41_667, salaryUnit: "month", location: "Pune", type: "Locum", featured: true, daysAgo: 2 });
    await insertJob({ title: "QQMEM Expired", location: "Pune", validThrough: new Date(Date.now() - DAY), daysAgo: 3 });
    await insertJob({ title: "QQMEM Closing Soon", location: "Pune", validThrough: new Date(Date.now() + DAY), daysAgo: 3 });
    await insertJob({ title: "QQMEM Closed", location: "Pune", closedAt: new Date(), daysAgo: 3 });
  });

  const searches: Partial<JobSearch>[] = [
    { types: ["Locum"] },
    { types: ["Locum"], cities: ["Mumbai", "Pune"] },
    { types: ["Full-time", "Locum"], specialties: ["Cardiology", "Radiology"], minSalary: { amount: 5, per: "year" } },
    { location: "Pune", radius: 200, types: ["Locum", "Contract"] },
    { location: "navi", cities: ["Mumbai"], specialties: ["Cardiology", "Neurology"], postedWithin: 30 },
    { location: "Hyderabad", radius: 500, cities: ["Chennai", "Hyderabad"], experience: 1 },
    { specialties: ["Cardiology", "Neurology"] },
    { cities: ["Mumbai"] },
    { location: "pune" },
    { location: "Pune", radius: 200 },
    { location: "Hyderabad", radius: 10 },
    { location: "Pune", radius: 100, minSalary: { amount: 10, per: "year" }, experience: 3 },
    { minSalary: { amount: 10, per: "year" } },
    { minSalary: { amount: 42_000, per: "month" } },
    { experience: 0 },
    { experience: 15, postedWithin: 30 },
    { postedWithin: 1 },
    { postedWithin: 7, types: ["Full-time", "Contract"] },
    { types: ["Part-time", "Locum"], minSalary: { amount: 5, per: "year" }, sort: "salary" },
    { specialties: ["Oncology"], sort: "newest" },
    { cities: ["Delhi", "Nagpur"], experience: 5, page: 1 },
    { location: "navi" },
    // A metro: its towns too (Thane, Navi Mumbai; place-names.ts).
    { location: "Mumbai" },
    { location: "Mumbai", types: ["Full-time", "Locum"], radius: 10 },
    { keyword: "qqmem", location: "Mumbai" },
    { keyword: "qqmem", location: "Pune" },
    { keyword: "qqmem", page: 2 },
    { keyword: "qqmem cardiologist", types: ["Full-time", "Locum"] },
    { keyword: "qqmem senior resident", location: "Pune", radius: 200 },
    { keyword: "qqmem radiologist", minSalary: { amount: 10, per: "year" }, postedWithin: 30, sort: "newest" },
    { keyword: "qqmem", specialties: ["Radiology"], cities: ["Chennai", "Hyderabad"], experience: 3 },
  ];
  /** The same count, page and filter counts both ways, for a search with matches. */
  async function expectSameBothWays(chosen: JobSearch) {
    const expected = await inDatabase(chosen);
    const got = await inMemory(chosen);
    expect(got).toEqual(expected);
    expect(expected.total.value).toBeGreaterThan(0);
  }
  for (const chosen of searches) {
    it(`the same count, page and filter counts: ${JSON.stringify(chosen)}`, () => expectSameBothWays(search(chosen)));
  }

  // A keyword with too many matches to read as ids (here: more than 2), in a place: its matches there and around it are
  // read instead (keywordIdsAround), and the search is counted in memory. Around: within 200 km of a city of the list
  // (the largest distance option), for the distance options' counts; a place of two words; a place that is no city.
  describe("a broad keyword with a place", () => {
    // As a keyword the held words cannot answer goes (words-in-memory.server.ts): they are not asked here.
    const anywhere = keywordIdsSettings.anywhere;
    beforeAll(() => {
      keywordIdsSettings.anywhere = 2;
      filterColumnsSettings.keywords = false;
    });
    afterAll(() => {
      keywordIdsSettings.anywhere = anywhere;
      filterColumnsSettings.keywords = true;
    });
    const withPlace: Partial<JobSearch>[] = [
      { keyword: "qqmem cardiologist", location: "Pune" },
      { keyword: "qqmem", location: "pune", minSalary: { amount: 5, per: "year" }, types: ["Full-time", "Locum"] },
      { keyword: "qqmem radiologist", location: "Mumbai", experience: 3 },
      { keyword: "qqmem", location: "Pune", radius: 100, postedWithin: 30 },
      { keyword: "qqmem senior resident", location: "Hyderabad", radius: 500 },
      { keyword: "qqmem", location: "Navi Mumbai", radius: 25, specialties: ["Cardiology", "Radiology"] },
      { keyword: "qqmem", location: "navi", cities: ["Mumbai"] },
      { keyword: "qqmem cardiologist", location: "Nagpur", page: 1, sort: "salary" },
    ];
    for (const chosen of withPlace) {
      it(`the same count, page and filter counts: ${JSON.stringify(chosen)}`, async () => {
        await expectSameBothWays(search(chosen));
        // The matches themselves, in the results order, are the database's.
        forgetSearches();
        const counted = await countedInMemory(search(chosen));
        const rows = await db().select({ id: jobs.id }).from(jobs).where(searchCondition(search(chosen))).orderBy(...resultsOrder);
        expect(Array.from(counted!.matches ?? [])).toEqual(rows.map((row) => row.id));
        forgetSearches();
      });
    }

    // Without a place, its matches within a type, specialty or city filter (keywordIdsWithin): every count but that
    // filter's own is made in memory, and that filter's own as without the copy.
    const withinFilter: Partial<JobSearch>[] = [
      { keyword: "qqmem", types: ["Locum"] },
      { keyword: "qqmem cardiologist", specialties: ["Cardiology", "Radiology"], minSalary: { amount: 5, per: "year" } },
      { keyword: "qqmem", cities: ["Mumbai", "Hyderabad"], experience: 3, postedWithin: 30 },
      { keyword: "qqmem", types: ["Full-time", "Locum"], specialties: ["Cardiology"], cities: ["Pune", "Navi Mumbai"] },
      { keyword: "qqmem radiologist", types: ["Contract", "Locum"], cities: ["Chennai", "Delhi", "Pune"], sort: "newest" },
      { keyword: "qqmem senior resident", specialties: ["Neurology", "Oncology"], page: 1, sort: "salary" },
    ];
    for (const chosen of withinFilter) {
      it(`the same count, page and filter counts within a filter: ${JSON.stringify(chosen)}`, async () => {
        await expectSameBothWays(search(chosen));
        forgetSearches();
        const counted = await countedInMemory(search(chosen));
        expect(counted!.uncounted).toBeDefined();
        const rows = await db().select({ id: jobs.id }).from(jobs).where(searchCondition(search(chosen))).orderBy(...resultsOrder);
        expect(Array.from(counted!.matches ?? [])).toEqual(rows.map((row) => row.id));
        forgetSearches();
      });
    }

    it("reads the matches within the filter the sample finds fewest of them in, the same jobs as the database's", async () => {
      filterColumnsSettings.fromOpenJobs = 0;
      await buildFilterColumns();
      forgetSearches();
      const columns = currentFilterColumns(0, false)!;
      // A sample of every slot (all jobs): its estimates are the exact numbers.
      const chosen = search({ keyword: "qqmem", types: ["Full-time", "Part-time", "Contract"], specialties: ["Cardiology", "Radiology"], cities: ["Hyderabad"] });
      const sampled = await sampleMatches(searchParts(chosen).keyword!, 1024);
      const within = await keywordIdsWithin(chosen, columns, sampled);
      const count = async (only: Partial<JobSearch>) =>
        (await db().select({ id: jobs.id }).from(jobs).where(searchCondition(search({ keyword: "qqmem", ...only })))).map((row) => row.id).sort((a, b) => a - b);
      const counts = { types: await count({ types: chosen.types }), specialties: await count({ specialties: chosen.specialties }), cities: await count({ cities: chosen.cities }) };
      const fewest = (Object.keys(counts) as (keyof typeof counts)[]).reduce((a, b) => (counts[b].length < counts[a].length ? b : a));
      expect(counts.cities.length).toBeLessThan(counts.types.length);
      expect(within!.within).toBe(fewest);
      expect(Array.from(within!.ids).sort((a, b) => a - b)).toEqual(counts[fewest]);
      // More than the limit there: none.
      const around = keywordIdsSettings.around;
      keywordIdsSettings.around = 2;
      try {
        forgetSearches();
        expect(await keywordIdsWithin(chosen, columns, sampled)).toBeNull();
      } finally {
        keywordIdsSettings.around = around;
        forgetSearches();
      }
    });

    it("takes hostile places and keywords as text: the same results both ways, never an error", async () => {
      const hostile: Partial<JobSearch>[] = [
        { keyword: "qqmem", location: "Pune'); drop table jobs; --" },
        { keyword: "qqmem", location: "pu%ne_\\" },
        { keyword: "qqmem & | !", location: "(pune) & !mumbai:*" },
        { keyword: "qqmem cardiologist", location: "'" },
        { keyword: "qqmem", location: "Pune ".repeat(40).trim() },
        { keyword: "qqmem & | !", cities: ["Pune", "Navi Mumbai"], types: ["Locum"] },
        { keyword: "qqmem'); drop table jobs; --", specialties: ["Cardiology"] },
      ];
      let counted = 0;
      for (const chosen of hostile) {
        const expected = await inDatabase(search(chosen));
        filterColumnsSettings.fromOpenJobs = 0;
        await buildFilterColumns();
        forgetSearches();
        // Counted in memory where the place allows it, else left to the database: either way, the database's answer.
        if (await countedInMemory(search(chosen))) counted++;
        forgetSearches();
        expect(await page(search(chosen))).toEqual(expected);
      }
      expect(counted).toBeGreaterThan(0);
    });

    it("is left to the database when the keyword has more matches there than are read as ids", async () => {
      filterColumnsSettings.fromOpenJobs = 0;
      await buildFilterColumns();
      const around = keywordIdsSettings.around;
      keywordIdsSettings.around = 2;
      try {
        forgetSearches();
        expect(await countedInMemory(search({ keyword: "qqmem", location: "Pune", radius: 200 }))).toBeNull();
        // Without a place, nor within its filter.
        expect(await countedInMemory(search({ keyword: "qqmem", types: ["Locum"] }))).toBeNull();
        // Nor without any filter the tags hold.
        keywordIdsSettings.around = 10_000;
        forgetSearches();
        expect(await countedInMemory(search({ keyword: "qqmem", minSalary: { amount: 5, per: "year" } }))).toBeNull();
      } finally {
        keywordIdsSettings.around = around;
        forgetSearches();
      }
    });
  });

  // On a large site a keyword search first asks the sample (job-sample.server.ts) how many of its jobs match and what
  // the filter counts among them are; with the keyword's sampled matches known by id, the copy answers (sampleInMemory).
  // Its answers must be the database's own: every count and the number each query counted among (`base`, which decides
  // whether a filter's counts are estimated).
  it("answers the sample's questions as the database does", async () => {
    filterColumnsSettings.fromOpenJobs = 0;
    await buildFilterColumns();
    // A sample of about half of this file's jobs: the slots below the middle one's.
    const own = await db().select({ id: jobs.id }).from(jobs).where(sql`${jobs.title} like 'QQMEM%'`);
    const slotOf = own.map((row) => row.id % 1024).sort((a, b) => a - b);
    const slots = slotOf[Math.floor(slotOf.length / 2)]! + 1;
    expect(slotOf.filter((slot) => slot < slots).length).toBeGreaterThan(10);
    expect(slotOf.filter((slot) => slot >= slots).length).toBeGreaterThan(10);
    const asked: Partial<JobSearch>[] = [
      { keyword: "qqmem" },
      { keyword: "qqmem", types: ["Locum", "Full-time"], cities: ["Mumbai", "Pune"] },
      { keyword: "qqmem cardiologist", specialties: ["Cardiology", "Neurology"], minSalary: { amount: 5, per: "year" }, postedWithin: 30 },
      { keyword: "qqmem", location: "Pune", radius: 200, experience: 3 },
      { keyword: "qqmem", location: "navi", cities: ["Mumbai"], postedWithin: 7 },
      { keyword: "qqmem radiologist", location: "Hyderabad", radius: 500, types: ["Contract", "Locum"], minSalary: { amount: 42_000, per: "month" } },
      { keyword: "qqmem senior resident", types: ["Part-time"], specialties: ["Oncology"], cities: ["Delhi"], experience: 15 },
    ];
    let found = 0;
    for (const partial of asked) {
      const chosen = search(partial);
      forgetSearches();
      const parts = searchParts(chosen);
      const sampleKeyword = await sampleMatches(parts.keyword!, slots);
      const memory = await sampleInMemory(chosen, { sampleKeyword }, slots);
      expect(memory).not.toBeNull();
      // The database's questions, as clearlyAboveCap and computeFacets ask them.
      const keyword = idsCondition(sampleKeyword.ids);
      const flagged = flaggedParts({ ...parts, keyword: null });
      const queries = facetQueries(chosen, flagged.parts, { amongOpen: true });
      expect(memory!.queries).toEqual(await countTogether(queries, sampleOf(slots, { text: false }), keyword, flagged.columns));
      const count = await db().execute<{ n: number }>(sql`select count(*)::int as n from ${sampleOf(slots, { text: false })} where ${allOf({ ...parts, keyword })}`);
      expect(memory!.found).toBe(count.rows[0]!.n);
      found += memory!.found;
    }
    expect(found).toBeGreaterThan(0);
    // Not answered without the sampled matches' ids, for another sample, or without the copy.
    expect(await sampleInMemory(search({ keyword: "qqmem" }), { sampleKeyword: null }, slots)).toBeNull();
    const sampleKeyword = await sampleMatches(searchParts(search({ keyword: "qqmem" })).keyword!, slots);
    expect(await sampleInMemory(search({ keyword: "qqmem" }), { sampleKeyword }, slots + 1)).toBeNull();
    filterColumnsSettings.fromOpenJobs = Number.POSITIVE_INFINITY;
    forgetSearches();
    expect(await sampleInMemory(search({ keyword: "qqmem" }), { sampleKeyword }, slots)).toBeNull();
  });

  it("finds nothing the database would not: no match, and a place it cannot compare is left to the database", async () => {
    expect(await inMemory(search({ keyword: "qqmem", types: ["Locum"], specialties: ["Oncology"], experience: 15 }))).toEqual(
      await inDatabase(search({ keyword: "qqmem", types: ["Locum"], specialties: ["Oncology"], experience: 15 })),
    );
    expect(filterColumnsCan(search({ location: "Pune" }))).toBe(true);
    expect(filterColumnsCan(search({ location: "İstanbul" }))).toBe(false);
    filterColumnsSettings.fromOpenJobs = 0;
    await buildFilterColumns();
    expect(await countedInMemory(search({ location: "İstanbul" }))).toBeNull();
  });
});

describe("the columns held follow every change to a job", () => {
  let employer: Actor;
  const input = (changes: Partial<JobInput> = {}): JobInput => jobInput({ title: "QQMOVE Registrar", ...changes });
  beforeAll(async () => {
    employer = await createActor("employer");
  });

  /** The search by the columns held, which must be the copy made before (patched, not made again), and by the database. */
  async function both(chosen: JobSearch, copy: unknown) {
    await filterColumnsApplied();
    filterColumnsSettings.fromOpenJobs = 0;
    expect(currentFilterColumns(0, false)).toBe(copy);
    await expectOrderedMatches(chosen);
    const got = await page(chosen);
    return { got, expected: await inDatabase(chosen) };
  }

  it("a job posted, edited, closed, reopened and deleted is read again by id", async () => {
    filterColumnsSettings.fromOpenJobs = 0;
    invalidateCounts();
    await buildFilterColumns();
    const copy = currentFilterColumns(0, false);
    expect(copy).not.toBeNull();
    const locums = search({ types: ["Locum"], cities: ["Pune"] });
    const before = (await both(locums, copy)).got.total.value;

    const { id } = await createJob({ actor: employer, input: input() });
    let { got, expected } = await both(locums, copy);
    expect(got).toEqual(expected);
    expect(got.total.value).toBe(before + 1);
    expect(got.ids.indexOf(id)).toBe(1);
    expect(got.facets.specialties.Neurology).toBeGreaterThan(0);

    // Edited to another city, type and specialty: it leaves this search and its filter counts move.
    filterColumnsSettings.fromOpenJobs = 0;
    await buildFilterColumns();
    const edited = currentFilterColumns(0, false);
    await updateJob({ actor: employer, id, input: input({ location: "Chennai", type: "Full-time", specialty: "Oncology" }) });
    ({ got, expected } = await both(locums, edited));
    expect(got).toEqual(expected);
    expect(got.total.value).toBe(before);
    const inChennai = search({ keyword: "qqmove", cities: ["Chennai"] });
    ({ got, expected } = await both(inChennai, edited));
    expect(got).toEqual(expected);
    expect(got.ids).toEqual([id]);
    expect(got.facets.specialties).toEqual({ Oncology: 1 });
    // Now found under its new type and city.
    const fullTimeInChennai = search({ types: ["Full-time"], cities: ["Chennai"] });
    ({ got, expected } = await both(fullTimeInChennai, edited));
    expect(got).toEqual(expected);
    expect(got.ids).toContain(id);

    await closeJob({ actor: employer, id });
    ({ got, expected } = await both(inChennai, edited));
    expect(got).toEqual(expected);
    expect(got.total.value).toBe(0);

    await reopenJob({ actor: employer, id });
    ({ got, expected } = await both(inChennai, edited));
    expect(got).toEqual(expected);
    expect(got.ids).toEqual([id]);

    await deleteJob({ actor: employer, id });
    ({ got, expected } = await both(search({ cities: ["Chennai"] }), edited));
    expect(got).toEqual(expected);
    expect(got.ids).not.toContain(id);
  });

  it("a card shows its job as last written, though the cards of the results are kept between searches", async () => {
    filterColumnsSettings.fromOpenJobs = 0;
    invalidateCounts();
    await buildFilterColumns();
    const { id } = await createJob({ actor: employer, input: input({ title: "QQCARD Registrar" }) });
    await filterColumnsApplied();
    const titleShown = async (chosen: JobSearch) => (await searchJobs({ actor: null, search: chosen })).jobs.find((job) => job.id === id)?.title;
    const byType = search({ types: ["Locum"] });
    const byCity = search({ cities: ["Pune"], types: ["Locum"] });
    expect(await titleShown(byType)).toBe("QQCARD Registrar");
    // Another search showing the same job: its card as kept.
    expect(await titleShown(byCity)).toBe("QQCARD Registrar");
    await updateJob({ actor: employer, id, input: input({ title: "QQCARD Senior Registrar" }) });
    await filterColumnsApplied();
    expect(currentFilterColumns(0, false)).not.toBeNull();
    expect(await titleShown(byCity)).toBe("QQCARD Senior Registrar");
    await deleteJob({ actor: employer, id });
  });

  it("a change whose jobs are not known drops the copy: searches run in the database until it is made again", async () => {
    filterColumnsSettings.fromOpenJobs = 0;
    await buildFilterColumns();
    expect(currentFilterColumns(0, false)).not.toBeNull();
    invalidateCounts();
    expect(currentFilterColumns(0, false)).toBeNull();
    expect(await countedInMemory(search({ types: ["Locum"] }))).toBeNull();
    await buildFilterColumns();
    expect(currentFilterColumns(0, false)).not.toBeNull();
  });
});
