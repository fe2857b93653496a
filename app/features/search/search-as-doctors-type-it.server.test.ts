import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs as t } from "~/features/jobs/messages";
import { insertJob } from "../../../tests/factories/jobs";
import { invalidateCounts } from "./count-cache.server";
import { searchFacets } from "./search-facets.server";
import { searchJobs } from "./results-page.server";
import { EMPTY_SEARCH, parseJobSearch, type JobSearch } from "./search-params";

// Search as doctors in India type it (docs/decisions/094): place names, the typed phrase first, no dead ends. Run on
// PGlite, and on PostgreSQL with TEST_DATABASE_URL.

const run = (partial: Partial<JobSearch>) => searchJobs({ actor: null, search: { ...EMPTY_SEARCH, ...partial } });
const ids = async (partial: Partial<JobSearch>) => (await run(partial)).jobs.map((j) => j.id);
const fromUrl = (query: string) => searchJobs({ actor: null, search: parseJobSearch(new URLSearchParams(query)) });
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

beforeEach(() => invalidateCounts());

describe("place names", () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    made.bengaluru = await insertJob({ title: "QQPLACE Physician", location: "Bengaluru" });
    made.oldName = await insertJob({ title: "QQPLACE Physician", location: "Mysuru", description: "Two hours from Bangalore." });
    made.gurugram = await insertJob({ title: "QQPLACE Physician", location: "Gurugram" });
    made.delhi = await insertJob({ title: "QQPLACE Physician", location: "Delhi" });
    made.mumbai = await insertJob({ title: "QQPLACE Physician", location: "Mumbai" });
    made.thane = await insertJob({ title: "QQPLACE Physician", location: "Thane" });
    made.naviMumbai = await insertJob({ title: "QQPLACE Physician", location: "Navi Mumbai" });
    made.hyderabad = await insertJob({ title: "QQPLACE Physician", location: "Hyderabad", description: "At our Secunderabad campus." });
    made.pune = await insertJob({ title: "QQPLACE Physician", location: "Pune" });
  });

  it("a keyword finds the city by its old name, and a city's own name finds jobs that spell it the old way", async () => {
    expect(sorted(await ids({ keyword: "qqplace bangalore" }))).toEqual(sorted([made.bengaluru!, made.oldName!]));
    expect(sorted(await ids({ keyword: "qqplace bengaluru" }))).toEqual(sorted([made.bengaluru!, made.oldName!]));
    expect(await ids({ keyword: "qqplace gurgaon" })).toEqual([made.gurugram]);
    expect(await ids({ keyword: "qqplace secunderabad" })).toEqual([made.hyderabad]);
    const result = await run({ keyword: "qqplace gurgaon" });
    expect(result.place).toEqual({ city: "Gurugram", typed: "gurgaon" });
    expect(t.showingJobsIn(result.place!.city, result.place!.typed)).toBe("Showing jobs in Gurugram (gurgaon)");
  });

  it("the search bar and the city filter read other names and misspellings as the city", async () => {
    const bar = await fromUrl("keyword=qqplace&location=Bangalore");
    expect(bar.jobs.map((j) => j.id)).toEqual([made.bengaluru]);
    expect(bar.place).toEqual({ city: "Bengaluru", typed: "Bangalore" });
    expect((await fromUrl("keyword=qqplace&location=banglore")).jobs.map((j) => j.id)).toEqual([made.bengaluru]);
    expect(parseJobSearch(new URLSearchParams("location=Bangalore")).location).toBe("Bengaluru");
    const filter = await fromUrl("keyword=qqplace&city=Gurgaon&city=Pune");
    expect(sorted(filter.jobs.map((j) => j.id))).toEqual(sorted([made.gurugram!, made.pune!]));
    // A direct caller (a saved search, a feed) gets the same reading.
    expect(await ids({ keyword: "qqplace", location: "Bangalore" })).toEqual([made.bengaluru]);
    expect((await run({ keyword: "qqplace", location: "Pune" })).place).toBeNull();
  });

  it("a metro's search bar finds its towns; a town finds only itself", async () => {
    expect(sorted(await ids({ keyword: "qqplace", location: "Mumbai" }))).toEqual(sorted([made.mumbai!, made.thane!, made.naviMumbai!]));
    expect(sorted(await ids({ keyword: "qqplace", location: "Bombay" }))).toEqual(sorted([made.mumbai!, made.thane!, made.naviMumbai!]));
    expect(await ids({ keyword: "qqplace", location: "Thane" })).toEqual([made.thane]);
    expect(sorted(await ids({ keyword: "qqplace", location: "Delhi NCR" }))).toEqual(sorted([made.delhi!, made.gurugram!]));
    expect(await ids({ keyword: "qqplace", location: "Secunderabad" })).toEqual([made.hyderabad]);
    const facets = await searchFacets({ actor: null, search: { ...EMPTY_SEARCH, keyword: "qqplace", location: "Mumbai" } });
    // The city filter keeps its substring rule: "Navi Mumbai" holds "Mumbai".
    expect(facets.cities).toMatchObject({ Mumbai: 2, Thane: 1, "Navi Mumbai": 1 });
  });
});

describe("Most relevant: the typed phrase in the title first", () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    made.inDescription = await insertJob({ title: "QQRELEV Staff Doctor", description: "Casualty medical officer duties.", featured: true, daysAgo: 1 });
    made.exact = await insertJob({ title: "QQRELEV Casualty Medical Officer", daysAgo: 9 });
    made.shortForm = await insertJob({ title: "QQRELEV CMO (Night Shifts)", daysAgo: 2 });
    made.chief = await insertJob({ title: "QQRELEV Chief Medical Officer", daysAgo: 3 });
    made.bySpecialty = await insertJob({ title: "QQRELEV Duty Doctor", specialty: "Emergency Medicine", daysAgo: 1 });
  });

  it("lists the job titled with the phrase first, then synonyms in the title, then the specialty, then the description", async () => {
    const list = await ids({ keyword: "qqrelev casualty medical officer" });
    expect(list[0]).toBe(made.exact);
    expect(list.indexOf(made.shortForm!)).toBe(1);
    expect(list.indexOf(made.bySpecialty!)).toBeLessThan(list.indexOf(made.inDescription!));
    expect(list).not.toContain(made.chief);
  });

  it("a short form of several meanings matches each, the most common first", async () => {
    const list = await ids({ keyword: "qqrelev cmo" });
    expect(list.slice(0, 3)).toEqual([made.shortForm, made.exact, made.chief]);
  });
});

describe("no dead ends", () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    made.hyderabad = await insertJob({ title: "QQRELAX Consultant Physician", description: "Department of General Medicine.", location: "Hyderabad" });
    made.pune = await insertJob({ title: "QQRELAX Consultant Physician", description: "Department of General Medicine.", location: "Pune" });
  });

  it("shows the jobs with the most of the words, and says which were left out", async () => {
    const result = await run({ keyword: "qqrelax medicine consultant Hyderabad qqzzunknown" });
    expect(result.relaxed).toEqual({ keyword: "qqrelax medicine consultant hyderabad", left: ["qqzzunknown"] });
    expect(result.jobs.map((j) => j.id)).toEqual([made.hyderabad]);
    expect(result.total).toEqual({ value: 1, exact: true });
    // Exactly what was typed: nothing else is tried.
    expect((await run({ keyword: "qqrelax medicine consultant Hyderabad qqzzunknown", exact: true })).jobs).toEqual([]);
    // All words found: nothing is said.
    expect((await run({ keyword: "qqrelax consultant hyderabad" })).relaxed).toBeNull();
  });

  it("ignores stray numbers and symbols", async () => {
    const result = await run({ keyword: "qqrelax consultant 100% & 24" });
    expect(sorted(result.jobs.map((j) => j.id))).toEqual(sorted([made.hyderabad!, made.pune!]));
    expect(result.relaxed).toBeNull();
  });

  it("finds jobs for a pasted 300-character requirement", async () => {
    const pasted =
      "QQRELAX Urgently required: Consultant (MD General Medicine / DNB) with at least 5 years of experience in a 300-bed " +
      "tertiary care hospital, Hyderabad. Salary 2.5 LPA+ (negotiable), accommodation provided; must hold a valid NMC/State " +
      "registration and be willing to do ICU and ward rounds on a rotation basis.";
    expect(pasted.length).toBeGreaterThanOrEqual(300);
    const result = await run({ keyword: pasted.slice(0, 300) });
    expect(result.jobs.map((j) => j.id)).toContain(made.hyderabad);
    expect(result.relaxed?.left.length).toBeGreaterThan(0);
  });
});
