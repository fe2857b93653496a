import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { resultsOrder } from "~/db/job-lists.server";
import { jobs } from "~/db/schema";
import { parseQuery } from "~/lib/medical-vocabulary";
import type { Actor } from "~/lib/permissions";
import { createActor, insertJob, jobInput } from "../../../tests/factories/jobs";
import { searchedInDatabase, searchPage } from "../../../tests/factories/search";
import { closeJob } from "~/features/jobs/close-job.server";
import { createJob } from "~/features/jobs/create-job.server";
import { updateJob } from "~/features/jobs/update-job.server";
import type { JobInput } from "~/features/jobs/schema";
import { forgetSearches, invalidateCounts } from "./count-cache.server";
import { countedInMemory } from "./count-matches.server";
import { buildFilterColumns, currentFilterColumns, filterColumnsApplied, filterColumnsSettings, I32 } from "./filter-columns.server";
import { keywordIdsSettings } from "./keyword-matches.server";
import { searchCondition } from "./match-rules.server";
import { EMPTY_SEARCH, type JobSearch } from "./search-params";
import { jobsChanged } from "./search.server";
import { keywordRecords } from "./words-in-memory.server";

// The words held in memory (words-in-memory.server.ts) must find exactly the jobs the database's keyword condition
// finds: plain fragments inside words, whole-word short forms with and without dots, the vocabulary's phrases, place
// names, the specialty, and jobs written since the copy was made. Each search runs both ways on the same jobs, with the
// database's own keyword lookups made useless (they may keep no ids), so a search counted in memory was counted by the
// held words.

const search = (partial: Partial<JobSearch>): JobSearch => ({ ...EMPTY_SEARCH, ...partial });

const page = searchPage;
const inDatabase = searchedInDatabase;

/** The database's matches of a search, in the results order. */
async function databaseMatches(chosen: JobSearch): Promise<number[]> {
  const rows = await db().select({ id: jobs.id }).from(jobs).where(searchCondition(chosen)).orderBy(...resultsOrder);
  return rows.map((row) => row.id);
}

/** Counted in memory by the held words: the database's matches in its order, and the same page and filter counts. */
async function expectSameBothWays(chosen: JobSearch) {
  const expected = await inDatabase(chosen);
  filterColumnsSettings.fromOpenJobs = 0;
  await buildFilterColumns();
  await filterColumnsApplied();
  forgetSearches();
  const counted = await countedInMemory(chosen);
  expect(counted).not.toBeNull();
  expect(Array.from(counted!.matches ?? [])).toEqual(await databaseMatches(chosen));
  forgetSearches();
  expect(await page(chosen)).toEqual(expected);
  return expected;
}

const kept = { ...filterColumnsSettings };
const keptIds = { ...keywordIdsSettings };
beforeAll(() => {
  // The database's lookups of a keyword's ids keep none: only the held words can count a keyword search in memory.
  keywordIdsSettings.anywhere = 0;
  keywordIdsSettings.around = 0;
});
afterAll(() => {
  Object.assign(filterColumnsSettings, kept);
  Object.assign(keywordIdsSettings, keptIds);
  invalidateCounts();
});

describe("a keyword's matches from the words held in memory", () => {
  beforeAll(async () => {
    const texts: [title: string, description: string, specialty: string | null, location: string][] = [
      ["QQWRD Senior Resident", "Senior resident for the ward.", "General Medicine", "Pune"],
      ["QQWRD Sr. Resident", "S.R. post in surgery.", "General Surgery", "Mumbai"],
      ["QQWRD SRS Technician", "Works with the srs unit; not a senior  resident (two spaces).", null, "Pune"],
      ["QQWRD Consultant", "M.D. (Medicine) with md/ms or DNB.", "General Medicine", "Bangalore"],
      ["QQWRD Consultant Cardiologist", "Interventional cardiology.", "Cardiology", "Bengaluru"],
      ["QQWRD Heart Doctor", "Cath lab.", "Cardiology", "Gurgaon"],
      ["QQWRD Casualty Medical Officer", "Night shifts in casualty.", "Emergency Medicine", "Gurugram"],
      ["QQWRD CMO", "cmo for the emergency room", "Emergency Medicine", "Delhi"],
      ["QQWRD Chief Medical Officer", "Leads the medical staff; mdx and cmd only.", null, "Noida"],
      ["QQWRD Obstetrician", "Obstetrics & Gynaecology unit.", "Obstetrics & Gynaecology", "Chennai"],
      ["QQWRD Gynaecologist", "obstetrics and gynecology, 24x7", "Obstetrics & Gynaecology", "Madras"],
      ["QQWRD Café Clinic GP", "Général practice, c-section cover.", null, "Kochi"],
      ["QQWRD Paediatrician", "Paediatrics OPD; pediatric ICU.", "Paediatrics", "Cochin"],
    ];
    let i = 0;
    for (const [title, description, specialty, location] of texts) {
      await insertJob({ title, description, specialty, location, featured: i === 3, daysAgo: 1 + (i++ % 5) });
    }
    await insertJob({ title: "QQWRD Senior Resident Closed", location: "Pune", closedAt: new Date() });
  });

  const keywords = [
    "qqwrd senior resident",
    "qqwrd sr",
    "qqwrd s.r.",
    "qqwrd md",
    "qqwrd m.d.",
    "qqwrd dnb",
    "qqwrd cardio",
    "qqwrd cardiologist",
    "qqwrd cmo",
    "qqwrd casualty medical officer",
    "qqwrd bangalore",
    "qqwrd gurgaon",
    "qqwrd madras",
    "qqwrd obg",
    "qqwrd obstetrics & gynaecology",
    "qqwrd paediatrician",
    "qqwrd 24x7",
    "qqwrd resident",
    "qqwrd",
  ];
  for (const keyword of keywords) {
    it(`finds what the database finds: ${keyword}`, async () => {
      const expected = await expectSameBothWays(search({ keyword }));
      expect(expected.total.value).toBeGreaterThan(0);
    });
  }

  it("with the other filters beside it, and a keyword no job has", async () => {
    await expectSameBothWays(search({ keyword: "qqwrd md", location: "Bengaluru" }));
    await expectSameBothWays(search({ keyword: "qqwrd medical officer", location: "Delhi", radius: 100, types: ["Full-time"] }));
    await expectSameBothWays(search({ keyword: "qqwrd cardiolog", specialties: ["Cardiology"], sort: "newest" }));
    // No job has both words (the page then shows the jobs with the most of them, both ways alike).
    await expectSameBothWays(search({ keyword: "qqwrd neurosurgeon" }));
    expect(await databaseMatches(search({ keyword: "qqwrd neurosurgeon" }))).toEqual([]);
  });

  it("finds a short form only as a whole word, a phrase only as written, the specialty by its name", async () => {
    filterColumnsSettings.fromOpenJobs = 0;
    await buildFilterColumns();
    const columns = currentFilterColumns(0, false)!;
    const titles = async (keyword: string) => {
      const records = keywordRecords(columns.words!, columns.size, parseQuery(keyword))!;
      const ids = Array.from(records, (r) => columns.i32[r * I32.stride + I32.id]!);
      const rows = await db().select({ title: jobs.title }).from(jobs).where(sql`${jobs.id} = any(${`{${ids.join(",")}}`}::int[]) and ${jobs.closedAt} is null`);
      return rows.map((row) => row.title).sort();
    };
    expect(await titles("qqwrd sr")).toEqual(["QQWRD Senior Resident", "QQWRD Sr. Resident"]);
    expect(await titles("qqwrd md")).toEqual(["QQWRD Consultant"]);
    expect(await titles("qqwrd cardiolog")).toEqual(["QQWRD Consultant Cardiologist", "QQWRD Heart Doctor"]);
    // A phrase typed that the vocabulary does not know: the held words cannot answer it.
    expect(keywordRecords(columns.words!, columns.size, parseQuery("c-section"))).toBeNull();
  });

  it("takes hostile keywords as text: the same answers both ways, never an error", async () => {
    const hostile = [
      "qqwrd & | ! :*",
      "qqwrd'); drop table jobs; --",
      "qqwrd %_\\ resident",
      "qqwrd (senior resident",
      "qqwrd café",
      "qqwrd İstanbul",
      `qqwrd ${"senior resident md ".repeat(15)}`,
      "qqwrd s.r. m.d. obg 24x7",
    ];
    let counted = 0;
    for (const keyword of hostile) {
      const chosen = search({ keyword });
      const expected = await inDatabase(chosen);
      filterColumnsSettings.fromOpenJobs = 0;
      await buildFilterColumns();
      forgetSearches();
      if (await countedInMemory(chosen)) counted++;
      forgetSearches();
      expect(await page(chosen)).toEqual(expected);
    }
    expect(counted).toBeGreaterThan(0);
  });

  it("a keyword they cannot answer is left to the database", async () => {
    filterColumnsSettings.fromOpenJobs = 0;
    await buildFilterColumns();
    forgetSearches();
    expect(await countedInMemory(search({ keyword: "qqwrd c-section" }))).toBeNull();
    forgetSearches();
    expect(await countedInMemory(search({ keyword: "qqwrd c-section", location: "Kochi" }))).toBeNull();
    forgetSearches();
  });
});

describe("the words held follow every change to a job", () => {
  let employer: Actor;
  const input = (changes: Partial<JobInput> = {}): JobInput => jobInput({ title: "QQWCHG Senior Resident", description: "Senior resident for the neurology ward.", ...changes });
  beforeAll(async () => {
    employer = await createActor("employer");
    await insertJob({ title: "QQWCHG Registrar", description: "Registrar post.", location: "Pune" });
  });

  it("a job posted, edited and closed is found by its words as they are now", async () => {
    filterColumnsSettings.fromOpenJobs = 0;
    invalidateCounts();
    await buildFilterColumns();
    const copy = currentFilterColumns(0, false);
    expect(copy).not.toBeNull();
    const phrase = search({ keyword: "qqwchg senior resident" });
    const word = search({ keyword: "qqwchg neuro" });

    const { id } = await createJob({ actor: employer, input: input() });
    await filterColumnsApplied();
    expect(currentFilterColumns(0, false)).toBe(copy);
    expect((await expectSameBothWays(phrase)).ids).toEqual([id]);
    expect((await expectSameBothWays(word)).ids).toEqual([id]);

    await updateJob({ actor: employer, id, input: input({ title: "QQWCHG Registrar", description: "Registrar for cardiac surgery.", specialty: "Cardiology" }) });
    await filterColumnsApplied();
    expect(currentFilterColumns(0, false)).toBe(copy);
    expect((await expectSameBothWays(search({ keyword: "qqwchg cardio" }))).ids).toEqual([id]);
    expect((await expectSameBothWays(search({ keyword: "qqwchg registrar" }))).ids).toContain(id);
    filterColumnsSettings.fromOpenJobs = 0;
    forgetSearches();
    // No longer a senior resident's job: the held words do not find it (the database finds none).
    expect((await countedInMemory(phrase))!.found).toBe(0);
    expect((await countedInMemory(word))!.found).toBe(0);

    await closeJob({ actor: employer, id });
    await filterColumnsApplied();
    expect((await expectSameBothWays(search({ keyword: "qqwchg registrar" }))).ids).not.toContain(id);
  });

  it("a job written while the copy is made is read into it before it is used, and the copy is kept", async () => {
    filterColumnsSettings.fromOpenJobs = 0;
    invalidateCounts();
    const [job] = await db().select({ id: jobs.id }).from(jobs).where(sql`${jobs.title} = 'QQWCHG Registrar' and ${jobs.closedAt} is null`).limit(1);
    await db().update(jobs).set({ description: "Registrar post; dermatology cover." }).where(sql`${jobs.id} = ${job!.id}`);
    const building = buildFilterColumns();
    jobsChanged([job!.id]);
    await building;
    await filterColumnsApplied();
    expect(currentFilterColumns(0, false)).not.toBeNull();
    expect((await expectSameBothWays(search({ keyword: "qqwchg dermatology" }))).ids).toEqual([job!.id]);
  });
});
