import { inArray, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { jobs } from "~/db/schema";
import { JOBS_PAGE_SIZE } from "~/lib/constants";
import { createActor, insertJob } from "../../../tests/factories/jobs";
import { invalidateCounts } from "./count-cache.server";
import { createJob } from "~/features/jobs/create-job.server";
import { deleteJob } from "~/features/jobs/delete-job.server";
import { JOBS_COUNT_CAP } from "./limits";
import { orderFor, searchJobs, sortsAllMatches, sortsAllUpTo } from "./results-page.server";
import { EMPTY_SEARCH, parseJobSearch, type JobSearch } from "./search-params";

// Spec 5's matching and ordering rules, run against the real database (PGlite, or PostgreSQL with TEST_DATABASE_URL).

const DAY = 86_400_000;
const search = (partial: Partial<JobSearch>): JobSearch => ({ ...EMPTY_SEARCH, ...partial });
const ids = async (partial: Partial<JobSearch>) => (await searchJobs({ actor: null, search: search(partial) })).jobs.map((j) => j.id);
const sorted = (list: number[]) => [...list].sort((a, b) => a - b);

beforeEach(() => invalidateCounts());

describe("keyword", () => {
  let inTitle: number, inCompany: number, inDescription: number, elsewhere: number, wildcard: number;
  beforeAll(async () => {
    inTitle = await insertJob({ title: "Consultant ZEBRACARDIO Specialist" });
    inCompany = await insertJob({ company: "Zebracardio Heart Institute" });
    inDescription = await insertJob({ description: "Join our zebraCardio programme in a large teaching hospital." });
    // Only in the location, which a keyword word may also name (docs/decisions/080).
    elsewhere = await insertJob({ location: "Zebracardio Nagar" });
    wildcard = await insertJob({ title: "Registrar 100%_ZEBRA cover" });
  });

  it("matches title, company, description or location as a case-insensitive substring", async () => {
    expect(sorted(await ids({ keyword: "zebracardio" }))).toEqual(sorted([inTitle, inCompany, inDescription, elsewhere]));
    expect(sorted(await ids({ keyword: "EBRACAR" }))).toEqual(sorted([inTitle, inCompany, inDescription, elsewhere]));
  });

  it("treats % and _ literally", async () => {
    expect(await ids({ keyword: "100%_zebra" })).toEqual([wildcard]);
    expect(await ids({ keyword: "100__zebra" })).toEqual([]);
    expect(await ids({ keyword: "%zebracardio%" })).toEqual([]);
  });

  it("matches every word of a phrase, in any order and any field", async () => {
    expect(await ids({ keyword: "zebracardio specialist" })).toEqual([inTitle]);
    expect(await ids({ keyword: "specialist zebracardio" })).toEqual([inTitle]);
    expect(await ids({ keyword: "zebracardio nagar" })).toEqual([elsewhere]);
    expect(await ids({ keyword: "zebracardio qqnowhere", exact: true })).toEqual([]);
  });
});

describe("location, job type, specialty and city filters", () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    made.delhiFull = await insertJob({ title: "Physician QQLOC", location: "New Delhi", type: "Full-time" });
    made.delhiLocum = await insertJob({ title: "Physician QQLOC", location: "Delhi", type: "Locum" });
    made.puneContract = await insertJob({ title: "Physician QQLOC", location: "Pune", type: "Contract" });
    made.mumbaiIntern = await insertJob({ title: "Physician QQLOC", location: "Navi Mumbai", type: "Internship" });
  });

  it("location text is a case-insensitive substring of the job location", async () => {
    expect(sorted(await ids({ keyword: "qqloc", location: "delhi" }))).toEqual(sorted([made.delhiFull!, made.delhiLocum!]));
    expect(await ids({ keyword: "qqloc", location: "NEW DEL" })).toEqual([made.delhiFull]);
    expect(await ids({ keyword: "qqloc", location: "Chennai" })).toEqual([]);
  });

  it("job type must be one of the selected types", async () => {
    expect(await ids({ keyword: "qqloc", types: ["Locum"] })).toEqual([made.delhiLocum]);
    expect(sorted(await ids({ keyword: "qqloc", types: ["Contract", "Internship"] }))).toEqual(sorted([made.puneContract!, made.mumbaiIntern!]));
    expect(await ids({ keyword: "qqloc", types: ["Part-time"] })).toEqual([]);
  });

  it("a city filter matches when any selected city is a substring of the job location", async () => {
    expect(sorted(await ids({ keyword: "qqloc", cities: ["Delhi"] }))).toEqual(sorted([made.delhiFull!, made.delhiLocum!]));
    expect(sorted(await ids({ keyword: "qqloc", cities: ["Mumbai", "Pune"] }))).toEqual(sorted([made.puneContract!, made.mumbaiIntern!]));
  });

  it("filters of different kinds all have to hold", async () => {
    expect(await ids({ keyword: "qqloc", cities: ["Delhi"], types: ["Full-time"] })).toEqual([made.delhiFull]);
    expect(await ids({ keyword: "qqloc", location: "Pune", cities: ["Delhi"] })).toEqual([]);
  });
});

describe("specialty filter", () => {
  const made: Record<string, number> = {};
  beforeAll(async () => {
    made.neurology = await insertJob({ title: "QQSPEC Consultant Neurologist", description: "Lead our neurology service and stroke unit.", specialty: "Neurology" });
    made.urology = await insertJob({ title: "QQSPEC Consultant Urologist", description: "Endourology and uro-oncology lists.", specialty: "Urology" });
    made.mentionsNeurology = await insertJob({ title: "QQSPEC Neurology Registrar", description: "Experience in paediatric NEUROLOGY preferred.", specialty: "Pediatrics" });
    made.patient = await insertJob({ title: "QQSPEC Medical Officer", description: "Patient-centred outpatient treatment.", specialty: "General Practice" });
    made.ent = await insertJob({ title: "QQSPEC ENT Surgeon", specialty: "ENT (Otolaryngology)" });
    made.emergency = await insertJob({ title: "QQSPEC Casualty Medical Officer", specialty: "Emergency Medicine" });
    made.unspecified = await insertJob({ title: "QQSPEC Urology Registrar", specialty: null });
  });

  it("matches the job's specialty exactly: Urology finds urology jobs, never Neurology ones", async () => {
    expect(await ids({ keyword: "qqspec", specialties: ["Urology"] })).toEqual([made.urology]);
    expect(await ids({ keyword: "qqspec", specialties: ["Neurology"] })).toEqual([made.neurology]);
  });

  it("does not match a specialty named only in the title or description", async () => {
    expect(await ids({ keyword: "qqspec", specialties: ["Neurology"] })).not.toContain(made.mentionsNeurology);
    expect(await ids({ keyword: "qqspec", specialties: ["ENT (Otolaryngology)"] })).toEqual([made.ent]);
    expect(await ids({ keyword: "qqspec", specialties: ["Urology"] })).not.toContain(made.unspecified);
  });

  it("matches any of several selected specialties", async () => {
    expect(sorted(await ids({ keyword: "qqspec", specialties: ["Urology", "Neurology", "Pediatrics"] }))).toEqual(
      sorted([made.urology!, made.neurology!, made.mentionsNeurology!]),
    );
  });

  it("keeps the keyword a case-insensitive substring of the free text and the specialty", async () => {
    // Every word counts, as a substring ("urolog" is in "neurology" too), in the specialty as well as the text.
    expect(sorted(await ids({ keyword: "qqspec urolog" }))).toEqual(sorted([made.neurology!, made.urology!, made.mentionsNeurology!, made.unspecified!]));
    const urolog = await ids({ keyword: "urolog" });
    expect(urolog).toEqual(expect.arrayContaining([made.urology, made.neurology, made.unspecified]));
    expect(await ids({ keyword: "tient-centred" })).toEqual([made.patient]);
  });

  it("maps the footer's lowercase slugs and other names to the one specialty name", async () => {
    const parsed = parseJobSearch(new URLSearchParams("keyword=qqspec&specialty=emergency"));
    expect(parsed.specialties).toEqual(["Emergency Medicine"]);
    expect((await searchJobs({ actor: null, search: parsed })).jobs.map((j) => j.id)).toEqual([made.emergency]);
    const ent = parseJobSearch(new URLSearchParams("keyword=qqspec&specialty=ENT"));
    expect((await searchJobs({ actor: null, search: ent })).jobs.map((j) => j.id)).toEqual([made.ent]);
    expect(parseJobSearch(new URLSearchParams("specialty=family")).specialties).toEqual(["Family Medicine"]);
    expect(parseJobSearch(new URLSearchParams("specialty=cardiology")).specialties).toEqual(["Cardiology"]);
  });
});

describe("order, closed jobs, pagination and counts", () => {
  it("orders featured first, then newest posted_date, then id", async () => {
    const old = await insertJob({ title: "QQORDER a", daysAgo: 10 });
    const recent = await insertJob({ title: "QQORDER b", daysAgo: 1 });
    const featuredOld = await insertJob({ title: "QQORDER c", daysAgo: 20, featured: true });
    const featuredNew = await insertJob({ title: "QQORDER d", daysAgo: 2, featured: true });
    const postedAt = new Date(Date.now() - 5 * DAY);
    const tieA = await insertJob({ title: "QQORDER e", postedDate: postedAt });
    const tieB = await insertJob({ title: "QQORDER f", postedDate: postedAt });
    expect(await ids({ keyword: "qqorder" })).toEqual([featuredNew, featuredOld, recent, tieB, tieA, old]);
  });

  it("orders the same whether the page walks an order index or reads the matches by id and sorts them", async () => {
    const made = [
      await insertJob({ title: "QQSORTALL a", daysAgo: 3, salaryMin: 100_000, salaryMax: 200_000, salaryUnit: "month" }),
      await insertJob({ title: "QQSORTALL b", daysAgo: 1, featured: true }),
      await insertJob({ title: "QQSORTALL c", daysAgo: 1, salaryMin: 20_00_000, salaryUnit: "year" }),
      await insertJob({ title: "QQSORTALL d", daysAgo: 7, featured: true, salaryMin: 50_000, salaryUnit: "month" }),
      await insertJob({ title: "QQSORTALL e", daysAgo: 1 }),
    ];
    for (const sort of ["relevance", "newest", "salary"] as const) {
      const asked = search({ keyword: "qqsortall", sort });
      const inOrder = (order: ReturnType<typeof orderFor>) =>
        db().select({ id: jobs.id }).from(jobs).where(inArray(jobs.id, made)).orderBy(...order).then((rows) => rows.map((row) => row.id));
      const walked = await inOrder(orderFor(asked, false));
      expect(walked).toHaveLength(made.length);
      expect(await inOrder(orderFor(asked, true, false))).toEqual(walked);
    }
    // Sorting every match is chosen while it reads fewer jobs than the walk would: matches² ≤ page end × open jobs.
    expect(sortsAllMatches(2_781, 21, 900_000)).toBe(true);
    expect(sortsAllMatches(9_385, 21, 900_000)).toBe(false);
    expect(sortsAllMatches(9_385, 101, 900_000)).toBe(true);
    // The count gives its ids in the results order exactly up to where that rule holds for a first page.
    for (const openJobs of [0, 1, 300, 90_000, 899_841, 900_000, 10_000_000]) {
      const most = sortsAllUpTo(21, openJobs);
      expect(sortsAllMatches(most, 21, openJobs)).toBe(true);
      expect(sortsAllMatches(most + 1, 21, openJobs)).toBe(false);
    }
    expect(sortsAllUpTo(21, 900_000)).toBe(4_347);
  });

  it("leaves closed jobs out of results and counts; open-ended and future closing dates stay", async () => {
    const closed = await insertJob({ title: "QQCLOSED a", validThrough: new Date(Date.now() - 60_000) });
    const openEnded = await insertJob({ title: "QQCLOSED b", validThrough: null });
    const future = await insertJob({ title: "QQCLOSED c", validThrough: new Date(Date.now() + DAY) });
    const closedByHand = await insertJob({ title: "QQCLOSED d", validThrough: new Date(Date.now() + DAY), closedAt: new Date() });
    const closedOpenEnded = await insertJob({ title: "QQCLOSED e", validThrough: null, closedAt: new Date() });
    const result = await searchJobs({ actor: null, search: search({ keyword: "qqclosed" }) });
    expect(sorted(result.jobs.map((j) => j.id))).toEqual(sorted([openEnded, future]));
    expect(result.total).toEqual({ value: 2, exact: true });
    for (const id of [closed, closedByHand, closedOpenEnded]) expect(await ids({ keyword: "qqclosed" })).not.toContain(id);
  });

  it("pages 20 at a time with the count of all matches", async () => {
    for (let i = 0; i < 45; i++) await insertJob({ title: `QQPAGE ${i}`, daysAgo: i });
    const pages = await Promise.all([1, 2, 3, 4].map((page) => searchJobs({ actor: null, search: search({ keyword: "qqpage", page }) })));
    expect(pages.map((p) => p.jobs.length)).toEqual([JOBS_PAGE_SIZE, JOBS_PAGE_SIZE, 5, 0]);
    expect(pages.map((p) => p.hasNextPage)).toEqual([true, true, false, false]);
    for (const p of pages) expect(p.total).toEqual({ value: 45, exact: true });
    const all = pages.flatMap((p) => p.jobs.map((j) => j.title));
    expect(all).toEqual(Array.from({ length: 45 }, (_, i) => `QQPAGE ${i}`));
  });

  it("counts the unfiltered search exactly, and a new or deleted job shows at once", async () => {
    await insertJob({ title: "QQCOUNT closed by hand", closedAt: new Date() });
    const [{ n }] = (
      await db().execute<{ n: number }>(sql`select count(*)::int as n from jobs where closed_at is null and (valid_through is null or valid_through > now())`)
    ).rows as [{ n: number }];
    const before = await searchJobs({ actor: null, search: EMPTY_SEARCH });
    expect(before.total).toEqual({ value: n, exact: true });
    const employer = await createActor("employer");
    const { id } = await createJob({
      actor: employer,
      input: {
        title: "QQFRESH Consultant",
        company: "Acme Hospital",
        location: "Pune",
        type: "Full-time",
        specialty: "Cardiology",
        salary: null,
        experienceMin: null,
        experienceMax: null,
        salaryMin: null,
        salaryMax: null,
        salaryUnit: null,
        description: "A freshly posted role for the cache test.",
        validThrough: null,
        featured: false,
      },
    });
    const after = await searchJobs({ actor: null, search: EMPTY_SEARCH });
    expect(after.total.value).toBe(n + 1);
    expect(after.jobs[0]?.featured || after.jobs.some((j) => j.id === id)).toBe(true);
    await deleteJob({ actor: employer, id });
    expect((await searchJobs({ actor: null, search: EMPTY_SEARCH })).total.value).toBe(n);
  });

  it("stops counting at the cap and says so", async () => {
    await db().execute(sql`
      insert into jobs (title, company, location, type, description)
      select 'QQCAP Medical Officer ' || g, 'Cap Hospital', 'Pune', 'Full-time', 'Bulk row'
      from generate_series(1, ${JOBS_COUNT_CAP + 5}) as g`);
    const result = await searchJobs({ actor: null, search: search({ keyword: "qqcap" }) });
    expect(result.total).toEqual({ value: JOBS_COUNT_CAP, exact: false });
    expect(result.jobs).toHaveLength(JOBS_PAGE_SIZE);
    expect(result.hasNextPage).toBe(true);
    // Many matches take the walk-the-order-index plan: same order (equal posted dates here, so newest id first).
    const pageIds = result.jobs.map((j) => j.id);
    expect(pageIds).toEqual([...pageIds].sort((a, b) => b - a));
    const second = await searchJobs({ actor: null, search: search({ keyword: "qqcap", page: 2 }) });
    expect(second.jobs[0]!.id).toBeLessThan(pageIds.at(-1)!);
  });
});

describe("pages read as a slice of the count's ids", () => {
  // A search counted exactly with few enough matches gets its ids from the count in the results order (featured, newest
  // posted, id), and a page of the default order is a slice of them: every page must be what that order gives.
  const town = "Qqslicetown";
  beforeAll(async () => {
    const days = [3, 1, 7, 2, 2, 5, 0.5, 9, 4, 4, 6, 8, 1.5, 10, 11, 12, 2, 13, 14, 15, 16, 3, 17, 18, 19];
    for (const [i, daysAgo] of days.entries()) await insertJob({ title: `Slice ${i}`, location: town, daysAgo, featured: i % 7 === 3 });
    // Two jobs posted at the same moment: the id breaks the tie.
    const [first, second] = await db().select({ id: jobs.id }).from(jobs).where(sql`${jobs.location} = ${town}`).orderBy(jobs.id).limit(2);
    await db().execute(sql`update ${jobs} set posted_date = (select posted_date from ${jobs} where id = ${first!.id}) where id = ${second!.id}`);
  });

  it("gives every page in the results order", async () => {
    const expected = await db().execute<{ id: number }>(sql`select id from ${jobs} where ${jobs.location} = ${town} order by featured desc, posted_date desc, id desc`);
    const all = expected.rows.map((row) => row.id);
    expect(all.length).toBeGreaterThan(JOBS_PAGE_SIZE);
    const pages: number[] = [];
    for (let page = 1; page <= Math.ceil(all.length / JOBS_PAGE_SIZE); page++) {
      const result = await searchJobs({ actor: null, search: { ...EMPTY_SEARCH, location: town, page } });
      expect(result.total).toEqual({ value: all.length, exact: true });
      pages.push(...result.jobs.map((job) => job.id));
    }
    expect(pages).toEqual(all);
  });
});
