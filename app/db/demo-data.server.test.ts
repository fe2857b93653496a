import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { findJobs } from "~/features/search/search.server";
import { EMPTY_SEARCH, EXPERIENCE_OPTIONS, parseJobSearch, SALARY_LPA_OPTIONS } from "~/features/search/search-params";
import { DOCTOR_CATEGORIES, doctorCategoryHref, FOOTER_SPECIALTIES, JOB_TYPES, SPECIALTIES } from "~/lib/constants";
import { formatJobSalary } from "~/lib/format";
import { db } from "./client.server";
import { DEMO_ACCOUNTS, DEMO_EMPLOYER_HOSPITAL, JOB_TEMPLATES } from "./demo-data";
import * as t from "./schema";
import { seedDemoData } from "./seed.server";

// The demo site is what people see first: every specialty and every link to one has jobs, and the jobs make sense.

let jobs: (typeof t.jobs.$inferSelect)[] = [];
const isOpen = (j: (typeof jobs)[number]) => !j.closedAt && (!j.validThrough || j.validThrough.getTime() > Date.now());

beforeAll(async () => {
  await seedDemoData();
  jobs = await db().select().from(t.jobs);
});

describe("demo jobs", () => {
  it("cover every specialty of the list with open jobs, and every job type", () => {
    expect(new Set(jobs.map((j) => j.specialty))).toEqual(new Set(SPECIALTIES));
    for (const specialty of SPECIALTIES) expect(jobs.filter((j) => j.specialty === specialty && isOpen(j)).length, specialty).toBeGreaterThan(0);
    expect(new Set(jobs.filter(isOpen).map((j) => j.type))).toEqual(new Set(JOB_TYPES));
  });

  it("answer every footer link and every home category with matching jobs", async () => {
    const hrefs = [...FOOTER_SPECIALTIES.map((f) => `/jobs?specialty=${f.slug}`), ...DOCTOR_CATEGORIES.map(doctorCategoryHref)];
    for (const href of hrefs) {
      const search = parseJobSearch(new URL(href, "http://x").searchParams);
      expect(search.specialties, href).toHaveLength(1);
      const result = (await findJobs({ actor: null, search, facets: false })).page;
      expect(result.jobs.length, href).toBeGreaterThan(0);
      for (const job of result.jobs) {
        const row = jobs.find((j) => j.id === job.id)!;
        expect(row.specialty, href).toBe(search.specialties[0]);
        if (search.keyword) expect(`${row.title} ${row.description}`.toLowerCase(), href).toContain(search.keyword.toLowerCase());
      }
    }
  });

  it("give internships only to intern posts, and intern titles only to internships", () => {
    for (const job of jobs) expect(job.type === "Internship", `${job.title} (${job.type})`).toBe(/\bIntern\b/.test(job.title));
    expect(jobs.some((j) => j.title === "Consultant Neurologist" && j.type === "Internship")).toBe(false);
  });

  it("are posted by hospitals that have the specialty", () => {
    for (const job of jobs) {
      const template = JOB_TEMPLATES.find((tpl) => tpl.specialty === job.specialty)!;
      expect(template.hospitals, `${job.title} at ${job.company}`).toContain(job.company);
    }
    const cancerCentre = jobs.filter((j) => j.company === "Coromandel Cancer Centre");
    expect(cancerCentre.length).toBeGreaterThan(0);
    for (const job of cancerCentre) expect(["Oncology", "Radiology", "Pathology", "Anesthesiology", "Hematology", "Gastroenterology"]).toContain(job.specialty);
    expect(jobs.some((j) => j.company === "Coromandel Cancer Centre" && /stroke|neuro/i.test(j.title))).toBe(false);
    expect(jobs.filter((j) => j.company === "Lotus Children's Hospital").every((j) => j.specialty === "Pediatrics")).toBe(true);
  });

  it("belong to the demo employer exactly when they are at its hospital", async () => {
    const [employer] = await db().select().from(t.profiles).where(eq(t.profiles.email, DEMO_ACCOUNTS.employer.email));
    expect(employer?.company).toBe(DEMO_EMPLOYER_HOSPITAL);
    expect(employer).toBeDefined();
    for (const job of jobs) expect(job.userId === employer!.id, `${job.title} at ${job.company}`).toBe(job.company === DEMO_EMPLOYER_HOSPITAL);
    expect(jobs.filter((j) => j.userId === employer!.id && isOpen(j)).length).toBeGreaterThanOrEqual(5);
  });

  it("show salaries with the rupee sign on figures only", () => {
    for (const job of jobs) {
      const shown = formatJobSalary(job);
      expect(shown, job.salary ?? "").not.toMatch(/₹[^\d]/);
    }
    expect(jobs.some((j) => formatJobSalary(j) === "Negotiable, as per experience")).toBe(true);
  });

  it("include closed jobs, by date and by hand, and at least three open featured ones", async () => {
    expect(jobs.some((j) => j.validThrough && j.validThrough.getTime() < Date.now())).toBe(true);
    expect(jobs.some((j) => j.closedAt)).toBe(true);
    expect(jobs.filter((j) => j.featured && isOpen(j)).length).toBeGreaterThanOrEqual(3);
    expect((await findJobs({ actor: null, search: EMPTY_SEARCH, facets: false })).page.total.value).toBe(jobs.filter(isOpen).length);
  });

  it("carry the experience their text states as a structured range", () => {
    for (const job of jobs) {
      const atLeast = /At least (\d+) years/.exec(job.description ?? "");
      const between = /Between (\d+) and (\d+) years/.exec(job.description ?? "");
      if (atLeast) expect([job.experienceMin, job.experienceMax], job.title).toEqual([Number(atLeast[1]), null]);
      else if (between) expect([job.experienceMin, job.experienceMax], job.title).toEqual([Number(between[1]), Number(between[2])]);
      else expect([job.experienceMin, job.experienceMax], job.title).toEqual([null, null]);
    }
    expect(jobs.some((j) => j.experienceMax !== null)).toBe(true);
  });

  it("give every salary and experience option of the filters some jobs, and the metros' towns theirs", async () => {
    const found = async (query: string) => (await findJobs({ actor: null, search: parseJobSearch(new URLSearchParams(query)), facets: false })).page.total.value;
    for (const lpa of SALARY_LPA_OPTIONS) {
      const band = await found(`salary=${lpa}`);
      expect(band, `${lpa} LPA`).toBeGreaterThan(0);
      // Each option also leaves some out: the figures spread across the options.
      if (lpa > SALARY_LPA_OPTIONS[0]) expect(band, `${lpa} LPA`).toBeLessThan(await found(`salary=${SALARY_LPA_OPTIONS[SALARY_LPA_OPTIONS.indexOf(lpa) - 1]}`));
    }
    for (const years of EXPERIENCE_OPTIONS) expect(await found(`experience=${years}`), `${years} years`).toBeGreaterThan(0);
    for (const place of ["Bengaluru", "Bangalore", "Gurugram", "Gurgaon", "Hyderabad", "Secunderabad", "Navi Mumbai"]) {
      expect(await found(`location=${encodeURIComponent(place)}`), place).toBeGreaterThan(0);
    }
    // Mumbai's search bar also finds its towns' jobs (Thane's are not in a location naming Mumbai).
    expect(await found("location=Mumbai")).toBeGreaterThan(await found("location=Mumbai&city=Mumbai"));
    expect(await found("location=Delhi")).toBeGreaterThan(await found("location=Delhi&city=Delhi"));
    expect(await found("keyword=secunderabad")).toBeGreaterThan(0);
  });
});
