import { structuredDataTest, type SdttPreset } from "structured-data-testing-tool";
import { Google } from "structured-data-testing-tool/presets";
import { describe, expect, it } from "vitest";
import { jsonLd } from "~/lib/format";
import { jobPostingLd } from "./job-posting-ld";

// structured-data-testing-tool's Google preset has no JobPosting group of its own: this one holds Google's required
// and recommended JobPosting properties (developers.google.com/search/docs/appearance/structured-data/job-posting),
// with the tool's Google preset run beside it for the rest.
const JobPosting = "JobPosting";
const GoogleJobPosting: SdttPreset = {
  name: "Google JobPosting",
  description: "Google's required and recommended JobPosting properties",
  schema: JobPosting,
  conditional: { test: JobPosting },
  tests: [
    { test: JobPosting, type: "jsonld" },
    { test: `${JobPosting}[*]."@type"`, expect: JobPosting },
    // Required
    { test: `${JobPosting}[*].title` },
    { test: `${JobPosting}[*].description` },
    { test: `${JobPosting}[*].datePosted` },
    { test: `${JobPosting}[*].hiringOrganization.name` },
    { test: `${JobPosting}[*].jobLocation.address.addressLocality` },
    { test: `${JobPosting}[*].jobLocation.address.addressCountry`, expect: "IN" },
    // Recommended
    { test: `${JobPosting}[*].jobLocation.address.addressRegion`, expect: "Telangana" },
    { test: `${JobPosting}[*].directApply`, expect: true },
    { test: `${JobPosting}[*].employmentType` },
    { test: `${JobPosting}[*].identifier.value` },
    { test: `${JobPosting}[*].validThrough` },
    { test: `${JobPosting}[*].baseSalary.currency`, expect: "INR" },
    { test: `${JobPosting}[*].baseSalary.value.unitText` },
    { test: `${JobPosting}[*].hiringOrganization.logo`, expect: "https://dochire.in/files/avatars/logo.png" },
    { test: `${JobPosting}[*].hiringOrganization.sameAs`, expect: "https://deccanheart.example" },
  ],
};

const job = {
  id: 42,
  title: "Consultant Cardiologist",
  company: "Deccan Heart Institute",
  description: "Run OPD and cath lab lists.",
  location: "Hyderabad",
  city: "Hyderabad",
  type: "Full-time",
  salaryMin: 1_800_000,
  salaryMax: 3_000_000,
  salaryUnit: "year",
  postedDate: new Date("2026-11-01T04:30:00Z"),
  validThrough: new Date("2026-12-31T18:29:59.999Z"),
  employerLogo: "/files/avatars/logo.png",
  employerWebsite: "https://deccanheart.example",
};

const page = (ld: Record<string, unknown>) =>
  `<!doctype html><html><head><title>Job</title><script type="application/ld+json">${jsonLd(ld)}</script></head><body></body></html>`;

describe("JobPosting markup against structured-data-testing-tool", () => {
  it("passes Google's JobPosting properties and the tool's Google preset", async () => {
    const result = await structuredDataTest(page(jobPostingLd(job, "https://dochire.in")), { presets: [Google, GoogleJobPosting], schemas: [JobPosting] });
    expect(result.failed).toEqual([]);
    expect(result.schemas).toContain(JobPosting);
    expect(result.passed.length).toBeGreaterThanOrEqual(GoogleJobPosting.tests!.length);
  });

  it("fails the same check without the state, direct apply or logo (the test can fail)", async () => {
    const bare = jobPostingLd({ ...job, city: null, employerLogo: null }, "https://dochire.in");
    delete bare.directApply;
    const failed = await structuredDataTest(page(bare), { presets: [GoogleJobPosting], schemas: [JobPosting] }).then(
      () => [],
      (error: { res?: { failed: { test: string }[] } }) => error.res?.failed.map((f) => f.test) ?? [],
    );
    expect(failed).toEqual(
      expect.arrayContaining([`${JobPosting}[0].jobLocation.address.addressRegion`, `${JobPosting}[0].directApply`, `${JobPosting}[0].hiringOrganization.logo`]),
    );
  });
});
