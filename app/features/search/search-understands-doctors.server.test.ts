import { and, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { insertJob } from "../../../tests/factories/jobs";
import { invalidateCounts } from "./count-cache.server";
import { searchFacets } from "./search-facets.server";
import { searchCondition } from "./match-rules.server";
import { searchJobs } from "./results-page.server";
import { EMPTY_SEARCH, EXPERIENCE_OPTIONS, parseJobSearch, POSTED_WITHIN, RADIUS_OPTIONS, SALARY_LPA_OPTIONS, type JobSearch } from "./search-params";
import type { SearchFacets } from "./types";
import { wholeWordPattern } from "~/lib/medical-vocabulary";

// Issue 15's matching rules, on the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL). Every job here has
// the word QQDOC in its title and every query names it, so other tests' jobs never get in the way.

const search = (partial: Partial<JobSearch>): JobSearch => ({ ...EMPTY_SEARCH, ...partial });
const run = (partial: Partial<JobSearch>) => searchJobs({ actor: null, search: search(partial) });
const ids = async (partial: Partial<JobSearch>) => (await run(partial)).jobs.map((j) => j.id);
const sorted = (list: readonly number[]) => [...list].sort((a, b) => a - b);

/** The jobs whose text has the keyword's marker word and its short form by the whole-word rule, read directly. */
async function byWholeWordRule(keyword: string): Promise<number[]> {
  const [marker, form] = keyword.toLowerCase().split(" ") as [string, string];
  const rows = await db()
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(sql`${jobs.searchText} like ${`%${marker}%`}`, sql`${jobs.searchText} ~ ${wholeWordPattern(form)}`));
  return sorted(rows.map((row) => row.id));
}

/** A filter option: its name, its count beside the filter (undefined: none shown), and the search change choosing it. */
type Option = [string, number | undefined, Partial<JobSearch>];

/**
 * The count beside each salary, experience and date option (and each of `more`) for the search `chosen`, and the number
 * of matches of `chosen` with that option chosen instead, as [option, number] lists that should be equal.
 */
async function countsBesideFound(chosen: Partial<JobSearch>, more: (facets: SearchFacets) => Option[]): Promise<{ counted: [string, number][]; found: [string, number][] }> {
  const facets = await searchFacets({ actor: null, search: search(chosen) });
  const options: Option[] = [
    ...SALARY_LPA_OPTIONS.map((lpa): Option => [`salary ${lpa}`, facets.salary[String(lpa)], { minSalary: { amount: lpa, per: "year" } }]),
    ...EXPERIENCE_OPTIONS.map((years): Option => [`experience ${years}`, facets.experience[String(years)], { experience: years }]),
    ...POSTED_WITHIN.map((days): Option => [`posted ${days}`, facets.posted[String(days)], { postedWithin: days }]),
    ...more(facets),
  ];
  const found: [string, number][] = [];
  for (const [name, , change] of options) found.push([name, (await run({ ...chosen, ...change })).total.value]);
  return { counted: options.map(([name, n]) => [name, n ?? 0]), found };
}

beforeEach(() => invalidateCounts());

describe("every word counts, with the medical vocabulary", () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    made.cardioHyd = await insertJob({ title: "QQDOC Consultant Cardiology", location: "Hyderabad", specialty: "Cardiology" });
    made.cardioPune = await insertJob({ title: "QQDOC Cardiologist", location: "Pune", specialty: "Cardiology" });
    made.neuroHyd = await insertJob({ title: "QQDOC Neurologist", location: "Hyderabad", specialty: "Neurology" });
    // Posted under Cardiology, the word only in the structured specialty.
    made.cardioBySpecialty = await insertJob({ title: "QQDOC Attending", description: "Cath lab and OPD.", specialty: "Cardiology", location: "Chennai" });
    made.anaesthesia = await insertJob({ title: "QQDOC Anaesthesia Registrar", specialty: "Anesthesiology" });
    made.anesthesiologist = await insertJob({ title: "QQDOC Anesthesiologist", specialty: "Other" });
    made.paeds = await insertJob({ title: "QQDOC Paediatrician", specialty: "Other" });
    made.obg = await insertJob({ title: "QQDOC OBG Consultant", specialty: "Other" });
    made.gyn = await insertJob({ title: "QQDOC Gynecologist", specialty: "Other" });
    made.ortho = await insertJob({ title: "QQDOC Orthopedic Surgeon", specialty: "Other" });
    made.haem = await insertJob({ title: "QQDOC Haematology Fellow", specialty: "Other" });
    made.radiology = await insertJob({ title: "QQDOC Doctor", description: "Report CT and MRI for the radiology department.", specialty: "Other" });
    made.md = await insertJob({ title: "QQDOC Physician", description: "Requires M.D. (Medicine) or DNB.", specialty: "Other" });
    made.notMd = await insertJob({ title: "QQDOC Admin Lead", description: "Reports to the CMD; manages admin teams.", specialty: "Other" });
    made.mch = await insertJob({ title: "QQDOC Neurosurgeon M.Ch.", specialty: "Other" });
    made.sr = await insertJob({ title: "QQDOC Senior Resident", specialty: "Other" });
    made.srShort = await insertJob({ title: "QQDOC SR Medicine", specialty: "Other" });
    made.rmo = await insertJob({ title: "QQDOC Resident Medical Officer", specialty: "Other" });
    made.dch = await insertJob({ title: "QQDOC Paediatric Medical Officer", description: "MBBS with DCH.", specialty: "Other" });
  });

  it("a multi-word query needs every word (or its synonym) in title, company, description, city or specialty", async () => {
    expect(await ids({ keyword: "qqdoc cardiologist hyderabad" })).toEqual([made.cardioHyd]);
    expect(await ids({ keyword: "hyderabad qqdoc neurologist" })).toEqual([made.neuroHyd]);
    expect(await ids({ keyword: "qqdoc cardiologist chennai" })).toEqual([made.cardioBySpecialty]);
    expect(await ids({ keyword: "qqdoc cardiologist mumbai", exact: true })).toEqual([]);
  });

  it("a single fragment keeps the substring rule", async () => {
    expect(sorted(await ids({ keyword: "qqdoc cardio" }))).toEqual(sorted([made.cardioHyd!, made.cardioPune!, made.cardioBySpecialty!]));
  });

  it("British and American spellings find each other", async () => {
    const anaesthesia = sorted([made.anaesthesia!, made.anesthesiologist!]);
    expect(sorted(await ids({ keyword: "qqdoc anesthesia" }))).toEqual(anaesthesia);
    expect(sorted(await ids({ keyword: "qqdoc anaesthesia" }))).toEqual(anaesthesia);
    expect(await ids({ keyword: "qqdoc pediatrician" })).toEqual(expect.arrayContaining([made.paeds]));
    expect(await ids({ keyword: "qqdoc orthopaedic" })).toEqual([made.ortho]);
    expect(await ids({ keyword: "qqdoc hematology" })).toEqual([made.haem]);
    expect(sorted(await ids({ keyword: "qqdoc gynaecology" }))).toEqual(sorted([made.obg!, made.gyn!]));
  });

  it("the doctor finds the field and the field the doctor", async () => {
    expect(sorted(await ids({ keyword: "qqdoc anaesthetist" }))).toEqual(sorted([made.anaesthesia!, made.anesthesiologist!]));
    expect(await ids({ keyword: "qqdoc radiologist" })).toEqual([made.radiology]);
    expect(sorted(await ids({ keyword: "qqdoc obstetrician" }))).toEqual(sorted([made.obg!, made.gyn!]));
    expect(sorted(await ids({ keyword: "qqdoc obstetrics & gynaecology" }))).toEqual(sorted([made.obg!, made.gyn!]));
    expect(sorted(await ids({ keyword: "qqdoc cardiology" }))).toEqual(sorted([made.cardioHyd!, made.cardioPune!, made.cardioBySpecialty!]));
  });

  it("Indian degrees and posts: short forms as whole words, with or without dots, and their full names", async () => {
    expect(await ids({ keyword: "qqdoc MD" })).toEqual([made.md]);
    expect(await ids({ keyword: "qqdoc m.d." })).toEqual([made.md]);
    expect(await ids({ keyword: "qqdoc doctor of medicine" })).toEqual([made.md]);
    expect(await ids({ keyword: "qqdoc DNB" })).toEqual([made.md]);
    expect(await ids({ keyword: "qqdoc MCh" })).toEqual([made.mch]);
    expect(sorted(await ids({ keyword: "qqdoc senior resident" }))).toEqual(sorted([made.sr!, made.srShort!]));
    expect(await ids({ keyword: "qqdoc RMO" })).toEqual([made.rmo]);
    expect(await ids({ keyword: "qqdoc DCH" })).toEqual([made.dch]);
    expect(await ids({ keyword: "qqdoc MBBS" })).toEqual([made.dch]);
    expect(await ids({ keyword: "qqdoc MD" })).not.toContain(made.notMd);
  });
});

describe("one- and two-letter short forms (found through the words index, decided by the whole-word rule)", () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    made.slash = await insertJob({ title: "QQSHORT Posts", description: "Open to MD/MS holders.", specialty: "Other" });
    made.paren = await insertJob({ title: "QQSHORT Cardiology (DM)", specialty: "Other" });
    made.hyphen = await insertJob({ title: "QQSHORT Physician", description: "Qualification: M-D or equivalent.", specialty: "Other" });
    made.dotted = await insertJob({ title: "QQSHORT Post", description: "For s.r. and j.r. posts.", specialty: "Other" });
    made.srJr = await insertJob({ title: "QQSHORT Sr/Jr Resident", specialty: "Other" });
    made.endOfText = await insertJob({ title: "QQSHORT Wanted", description: "Qualification MS", specialty: "Other" });
    made.dental = await insertJob({ title: "QQSHORT Dental Surgeon", description: "MDS required; reports to the CMD.", specialty: "Other" });
    made.code = await insertJob({ title: "QQSHORT Records", description: "Ward md5 checksum tool; DMX lighting.", specialty: "Other" });
  });

  it("match in every spelling the rule allows, and only as whole words", async () => {
    expect(sorted(await ids({ keyword: "qqshort MD" }))).toEqual(sorted([made.slash!, made.hyphen!]));
    expect(sorted(await ids({ keyword: "qqshort MS" }))).toEqual(sorted([made.slash!, made.endOfText!]));
    expect(await ids({ keyword: "qqshort DM" })).toEqual([made.paren]);
    expect(sorted(await ids({ keyword: "qqshort SR" }))).toEqual(sorted([made.dotted!, made.srJr!]));
    expect(sorted(await ids({ keyword: "qqshort JR" }))).toEqual(sorted([made.dotted!, made.srJr!]));
  });

  it("agree with the whole-word rule applied to every job directly", async () => {
    for (const keyword of ["qqshort MD", "qqshort MS", "qqshort DM", "qqshort SR", "qqshort JR"]) {
      expect(sorted(await ids({ keyword })), keyword).toEqual(await byWholeWordRule(keyword));
    }
  });
});

describe("short forms of three letters or more (a word of jobs.words, or the text's other spellings)", () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    made.word = await insertJob({ title: "QQLONG Registrar", description: "DNB (Paediatrics) preferred.", specialty: "Other" });
    made.dotted = await insertJob({ title: "QQLONG Registrar", description: "Holders of D.N.B. may apply.", specialty: "Other" });
    made.halfDotted = await insertJob({ title: "QQLONG Registrar", description: "d.nb or equivalent", specialty: "Other" });
    made.endOfText = await insertJob({ title: "QQLONG Registrar", description: "Qualification: MCh", specialty: "Other" });
    made.inWord = await insertJob({ title: "QQLONG Registrar", description: "The dnbx and xdnb codes; mchx.", specialty: "Other" });
    made.spaced = await insertJob({ title: "QQLONG Registrar", description: "Grade d n b, ward m ch.", specialty: "Other" });
    made.digits = await insertJob({ title: "QQLONG Registrar", description: "Form DNB2 and 2MCh.", specialty: "Other" });
  });

  it("match the one-word form and the dotted spellings, never inside a word or spread by spaces", async () => {
    expect(sorted(await ids({ keyword: "qqlong DNB" }))).toEqual(sorted([made.word!, made.dotted!, made.halfDotted!]));
    expect(await ids({ keyword: "qqlong MCh" })).toEqual([made.endOfText]);
  });

  it("agree with the whole-word rule applied to every job's text directly", async () => {
    for (const keyword of ["qqlong DNB", "qqlong MCh", "qqlong DGO", "qqlong RMO"]) {
      const direct = await byWholeWordRule(keyword);
      // exact: the rule itself (without it, a keyword no job has every word of shows the jobs with the most of them).
      expect(sorted(await ids({ keyword, exact: true })), keyword).toEqual(direct);
      // The condition alone, as job alerts apply it to new jobs (no words index query beside it).
      const byCondition = await db().select({ id: jobs.id }).from(jobs).where(searchCondition(search({ keyword })));
      expect(sorted(byCondition.map((row) => row.id)), keyword).toEqual(direct);
    }
  });
});

describe("order", () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    made.inDescription = await insertJob({ title: "QQRANK Medical Officer", description: "Some zzrankword work.", daysAgo: 1 });
    made.inTitle = await insertJob({ title: "QQRANK Zzrankword Consultant", daysAgo: 5 });
    made.featuredDescription = await insertJob({ title: "QQRANK Officer", description: "zzrankword too", featured: true, daysAgo: 9 });
    made.rich = await insertJob({ title: "QQRANK Zzrankword Lead", salaryMin: 100_000, salaryMax: 250_000, salaryUnit: "month", daysAgo: 7 });
    made.richer = await insertJob({ title: "QQRANK Zzrankword Head", salaryMin: 2_000_000, salaryMax: 4_000_000, salaryUnit: "year", daysAgo: 8 });
  });

  it("Most relevant: every word in the title first (newest first among equals), then title matches above description matches, featured first among equals", async () => {
    const list = await ids({ keyword: "qqrank zzrankword" });
    expect(list).toEqual([made.inTitle, made.rich, made.richer, made.featuredDescription, made.inDescription]);
  });

  it("Newest ignores featured; Highest salary compares yearly amounts (a month times 12)", async () => {
    expect(await ids({ keyword: "qqrank zzrankword", sort: "newest" })).toEqual([made.inDescription, made.inTitle, made.rich, made.richer, made.featuredDescription]);
    const bySalary = await ids({ keyword: "qqrank zzrankword", sort: "salary" });
    expect(bySalary.slice(0, 2)).toEqual([made.richer, made.rich]);
  });
});

describe("close spellings", () => {
  let cardiologist: number;
  beforeAll(async () => {
    cardiologist = await insertJob({ title: "QQTYPO Interventional Cardiologist", specialty: "Cardiology" });
  });

  it("few matches: the closest known spelling is tried and named", async () => {
    const result = await run({ keyword: "qqtypo cardiolgist" });
    expect(result.spelling).toEqual({ typed: "qqtypo cardiolgist", corrected: "qqtypo cardiologist" });
    expect(result.jobs.map((j) => j.id)).toEqual([cardiologist]);
  });

  it("searching exactly what was typed tries nothing else", async () => {
    const result = await searchJobs({ actor: null, search: parseJobSearch(new URLSearchParams("keyword=qqtypo+cardiolgist&exact=1")) });
    expect(result.spelling).toBeNull();
    expect(result.jobs).toEqual([]);
  });

  it("a word that some job contains is what was meant, however few jobs it finds", async () => {
    const tele = await insertJob({ title: "QQTYPO Teleradiology Reader", specialty: "Radiology" });
    const result = await run({ keyword: "qqtypo teleradiology" });
    expect(result.spelling).toBeNull();
    expect(result.jobs.map((j) => j.id)).toEqual([tele]);
  });

  it("a query that finds enough is left alone", async () => {
    expect((await run({ keyword: "qqtypo cardiologist" })).spelling).toBeNull();
  });
});

describe("salary, experience, date posted and distance filters", () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    made.lpa12 = await insertJob({ title: "QQFILT A", salaryMin: 800_000, salaryMax: 1_200_000, salaryUnit: "year", location: "Hyderabad", daysAgo: 2 });
    made.month1L = await insertJob({ title: "QQFILT B", salaryMin: 100_000, salaryUnit: "month", location: "Warangal", daysAgo: 10 });
    made.lpa8 = await insertJob({ title: "QQFILT C", salaryMin: 600_000, salaryMax: 800_000, salaryUnit: "year", location: "Vijayawada", daysAgo: 0.5 });
    made.noSalary = await insertJob({ title: "QQFILT D", salary: "Negotiable", location: "Pune", daysAgo: 40 });
    await db().update(jobs).set({ experienceMin: 2, experienceMax: 5 }).where(sql`${jobs.id} = ${made.lpa12}`);
    await db().update(jobs).set({ experienceMin: 1 }).where(sql`${jobs.id} = ${made.month1L}`);
    await db().update(jobs).set({ experienceMin: 5, experienceMax: 10 }).where(sql`${jobs.id} = ${made.lpa8}`);
  });
  const q = (params: string) => searchJobs({ actor: null, search: parseJobSearch(new URLSearchParams(`keyword=qqfilt&${params}`)) }).then((r) => sorted(r.jobs.map((j) => j.id)));

  it("salary: the top of the structured range, per year, at least the amount (LPA or per month)", async () => {
    expect(await q("salary=10")).toEqual(sorted([made.lpa12!, made.month1L!]));
    expect(await q("salary=12")).toEqual(sorted([made.lpa12!, made.month1L!]));
    expect(await q("salary=12.5")).toEqual([]);
    expect(await q("monthly=65000")).toEqual(sorted([made.lpa12!, made.month1L!, made.lpa8!]));
    expect(await q("monthly=100000")).toEqual(sorted([made.lpa12!, made.month1L!]));
  });

  it("experience: jobs asking for none, or whose range includes the years", async () => {
    expect(await q("experience=3")).toEqual(sorted([made.lpa12!, made.month1L!, made.noSalary!]));
    expect(await q("experience=0")).toEqual(sorted([made.noSalary!]));
    expect(await q("experience=7")).toEqual(sorted([made.month1L!, made.lpa8!, made.noSalary!]));
  });

  it("date posted: within 24 hours, 7 or 30 days", async () => {
    expect(await q("posted=1")).toEqual([made.lpa8]);
    expect(await q("posted=7")).toEqual(sorted([made.lpa12!, made.lpa8!]));
    expect(await q("posted=30")).toEqual(sorted([made.lpa12!, made.month1L!, made.lpa8!]));
  });

  it("distance: within N km of the search bar's city, by the cities' coordinates", async () => {
    expect(await q("location=Hyderabad")).toEqual([made.lpa12]);
    // Warangal is about 140 km from Hyderabad, Vijayawada about 250 km.
    expect(await q("location=Hyderabad&radius=200")).toEqual(sorted([made.lpa12!, made.month1L!]));
    expect(await q("location=Hyderabad&radius=300")).toEqual(sorted([made.lpa12!, made.month1L!, made.lpa8!]));
    expect(await q("location=Hyderabad&radius=50")).toEqual([made.lpa12]);
  });

  it("every job is placed at its city when written", async () => {
    const [row] = await db().select({ city: jobs.city, latitude: jobs.latitude }).from(jobs).where(sql`${jobs.id} = ${made.month1L}`);
    expect(row?.city).toBe("Warangal");
    expect(row?.latitude).toBeCloseTo(17.97, 1);
  });

  it("facet counts: each option counted with the other filters applied", async () => {
    const facets = await searchFacets({ actor: null, search: parseJobSearch(new URLSearchParams("keyword=qqfilt&location=Hyderabad&radius=300&salary=10")) });
    expect(facets.salary).toMatchObject({ "5": 3, "10": 2, "20": 0 });
    expect(facets.radius).toMatchObject({ "10": 1, "200": 2, "100": 1 });
    expect(facets.posted).toMatchObject({ "1": 0, "7": 1, "30": 2 });
    expect(facets.experience).toMatchObject({ "0": 0, "3": 2 });
    expect(facets.types).toEqual({ "Full-time": 2 });
    expect(facets.cities).toMatchObject({ Hyderabad: 1, Warangal: 1 });
  });

  it("searchCondition is one WHERE clause over open jobs that other features can reuse", async () => {
    const where = searchCondition(parseJobSearch(new URLSearchParams("keyword=qqfilt&salary=10")));
    const rows = await db().select({ id: jobs.id }).from(jobs).where(and(where));
    expect(sorted(rows.map((r) => r.id))).toEqual(sorted([made.lpa12!, made.month1L!]));
  });
});

describe("facet counts with every filter set", () => {
  // Each filter's own condition is tested once per row (a flag of the rows counted) and left out of its own options'
  // counts: every count must still be the number of matches of the search with that option in place of the chosen one.
  // Pune is ~500 km from Hyderabad: its job matches every filter but the distance, so a count that lost the place
  // condition would include it.
  const chosen: Partial<JobSearch> = { keyword: "qqflag", location: "Hyderabad", radius: 300, minSalary: { amount: 5, per: "year" }, experience: 3, postedWithin: 30 };
  beforeAll(async () => {
    const a = await insertJob({ title: "QQFLAG A", salaryMin: 800_000, salaryMax: 1_200_000, salaryUnit: "year", location: "Hyderabad", daysAgo: 2 });
    const b = await insertJob({ title: "QQFLAG B", salaryMin: 100_000, salaryUnit: "month", location: "Warangal", daysAgo: 10, type: "Locum" });
    await insertJob({ title: "QQFLAG C", salaryMin: 1_500_000, salaryUnit: "year", location: "Pune", daysAgo: 3 });
    const d = await insertJob({ title: "QQFLAG D", salaryMin: 600_000, salaryMax: 800_000, salaryUnit: "year", location: "Vijayawada", daysAgo: 0.5, type: "Contract" });
    await insertJob({ title: "QQFLAG E", salary: "Negotiable", location: "Hyderabad", daysAgo: 40 });
    await db().update(jobs).set({ experienceMin: 2, experienceMax: 5 }).where(sql`${jobs.id} = ${a}`);
    await db().update(jobs).set({ experienceMin: 1 }).where(sql`${jobs.id} = ${b}`);
    await db().update(jobs).set({ experienceMin: 5, experienceMax: 10 }).where(sql`${jobs.id} = ${d}`);
  });

  it("each option gives what the search finds with that option chosen", async () => {
    const { counted, found } = await countsBesideFound(chosen, (facets) => [
      ...RADIUS_OPTIONS.map((km): Option => [`radius ${km}`, facets.radius[String(km)], { radius: km }]),
      ...(["Full-time", "Locum", "Contract"] as const).map((type): Option => [`type ${type}`, facets.types[type], { types: [type] }]),
    ]);
    expect(counted).toEqual(found);
    // Not all alike: the search finds jobs, and options find different numbers of them.
    expect((await run(chosen)).total.value).toBe(2);
    expect(new Set(found.map(([, n]) => n)).size).toBeGreaterThan(2);
  });
});

describe("facet counts among a search's own matches", () => {
  // With no option filter set, the options are counted among the rows the count read, in its own statement
  // (matchesWithCounts): each count must be the number of matches of the search with that option chosen, also for jobs
  // on a boundary (exactly 10 LPA, a monthly figure just over 5 LPA, an experience range starting or ending at an
  // option's years, posted just inside or outside a date option).
  beforeAll(async () => {
    const a = await insertJob({ title: "QQTALLY A", salaryMin: 1_000_000, salaryUnit: "year", location: "Hyderabad", specialty: "Cardiology", daysAgo: 0.9 });
    const b = await insertJob({ title: "QQTALLY B", salaryMin: 30_000, salaryMax: 41_667, salaryUnit: "month", location: "Navi Mumbai", specialty: "Neurology", daysAgo: 6.9, type: "Locum" });
    const c = await insertJob({ title: "QQTALLY C", salaryMin: 500_000, salaryMax: 2_000_000, salaryUnit: "year", location: "Pune", specialty: "Cardiology", daysAgo: 7.1 });
    const d = await insertJob({ title: "QQTALLY D", salary: "Negotiable", location: "Mumbai", specialty: "Oncology", daysAgo: 29.9, type: "Contract" });
    await insertJob({ title: "QQTALLY E", salaryMin: 3_000_000, salaryUnit: "year", location: "Chennai", specialty: "Cardiology", daysAgo: 45 });
    await db().update(jobs).set({ experienceMin: 3, experienceMax: 5 }).where(sql`${jobs.id} = ${a}`);
    await db().update(jobs).set({ experienceMin: 0, experienceMax: 1 }).where(sql`${jobs.id} = ${b}`);
    await db().update(jobs).set({ experienceMin: 10 }).where(sql`${jobs.id} = ${c}`);
    await db().update(jobs).set({ experienceMax: 3 }).where(sql`${jobs.id} = ${d}`);
  });

  for (const chosen of [{ keyword: "qqtally" }, { keyword: "qqtally", types: ["Full-time", "Locum"] }] as Partial<JobSearch>[]) {
    it(`each option gives what the search finds with it chosen: ${JSON.stringify(chosen)}`, async () => {
      const { counted, found } = await countsBesideFound(chosen, (facets) => [
        ...["Cardiology", "Neurology", "Oncology"].map((specialty): Option => [`specialty ${specialty}`, facets.specialties[specialty], { specialties: [specialty] }]),
        ...(["Mumbai", "Pune", "Hyderabad", "Chennai"] as const).map((city): Option => [`city ${city}`, facets.cities[city], { cities: [city] }]),
      ]);
      expect(counted).toEqual(found);
      expect(new Set(found.map(([, n]) => n)).size).toBeGreaterThan(2);
    });
  }
});

describe("search params", () => {
  it("reads the new filters and drops anything out of range", () => {
    const parsed = parseJobSearch(new URLSearchParams("salary=10&experience=3&posted=7&radius=50&sort=salary&exact=1"));
    expect(parsed).toMatchObject({ minSalary: { amount: 10, per: "year" }, experience: 3, postedWithin: 7, radius: 50, sort: "salary", exact: true });
    const bad = parseJobSearch(new URLSearchParams("salary=-1&experience=99&posted=5&radius=0&sort=random"));
    expect(bad).toMatchObject({ minSalary: null, experience: null, postedWithin: null, radius: null, sort: null, exact: false });
  });
});
