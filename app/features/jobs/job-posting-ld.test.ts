import { describe, expect, it } from "vitest";
import { jsonLd } from "~/lib/format";
import { EMPLOYMENT_TYPE, jobPostingLd } from "./job-posting-ld";
import { JOB_SPECIALTIES, JOB_TYPES } from "~/lib/constants";

const job = {
  id: 42,
  title: "Consultant Cardiologist",
  company: "Deccan Heart Institute",
  description: "Run OPD </script> lists.",
  location: "Hyderabad",
  type: "Locum",
  salaryMin: 1_800_000,
  salaryMax: 3_000_000,
  salaryUnit: "year",
  postedDate: new Date("2026-11-01T04:30:00Z"),
  validThrough: new Date("2026-12-31T18:29:59.999Z"),
};

describe("JobPosting JSON-LD", () => {
  it("maps every job type to a Google employmentType", () => {
    expect(JOB_TYPES.map((t) => EMPLOYMENT_TYPE[t])).toEqual(["FULL_TIME", "PART_TIME", "CONTRACTOR", "TEMPORARY", "INTERN"]);
  });

  it("describes the job as the page shows it", () => {
    expect(jobPostingLd(job, "https://dochire.in")).toEqual({
      "@context": "https://schema.org/",
      "@type": "JobPosting",
      title: job.title,
      description: job.description,
      identifier: { "@type": "PropertyValue", name: job.company, value: "42" },
      datePosted: "2026-11-01T04:30:00.000Z",
      validThrough: "2026-12-31T18:29:59.999Z",
      employmentType: "TEMPORARY",
      hiringOrganization: { "@type": "Organization", name: job.company },
      jobLocation: { "@type": "Place", address: { "@type": "PostalAddress", addressLocality: "Hyderabad", addressCountry: "IN" } },
      directApply: true,
      baseSalary: { "@type": "MonetaryAmount", currency: "INR", value: { "@type": "QuantitativeValue", minValue: 1_800_000, maxValue: 3_000_000, unitText: "YEAR" } },
      url: "https://dochire.in/jobs/42",
    });
  });

  it("leaves baseSalary out without a structured salary, and uses value for a single figure", () => {
    expect(jobPostingLd({ ...job, salaryMin: null, salaryMax: null, salaryUnit: null }, "")).not.toHaveProperty("baseSalary");
    expect(jobPostingLd({ ...job, salaryMin: 150_000, salaryMax: null, salaryUnit: "month" }, "").baseSalary).toEqual({
      "@type": "MonetaryAmount",
      currency: "INR",
      value: { "@type": "QuantitativeValue", value: 150_000, unitText: "MONTH" },
    });
  });

  it("names the job's specialty from the one list", () => {
    for (const specialty of JOB_SPECIALTIES) expect(jobPostingLd({ ...job, specialty }, "").occupationalCategory).toBe(specialty);
    expect(jobPostingLd({ ...job, specialty: null }, "")).not.toHaveProperty("occupationalCategory");
  });

  it("ends validThrough when the job was closed by hand, if that came before its closing date", () => {
    const closedAt = new Date("2026-11-20T09:00:00.000Z");
    expect(jobPostingLd({ ...job, closedAt }, "").validThrough).toBe(closedAt.toISOString());
    expect(jobPostingLd({ ...job, validThrough: null, closedAt }, "").validThrough).toBe(closedAt.toISOString());
    expect(jobPostingLd({ ...job, closedAt: new Date("2027-02-01T00:00:00Z") }, "").validThrough).toBe("2026-12-31T18:29:59.999Z");
  });

  it("cannot close its script tag", () => {
    expect(jsonLd(jobPostingLd(job, ""))).not.toContain("</script>");
  });
});

describe("JobPosting JSON-LD: where, who and how to apply", () => {
  it("names the state of a placed city, the PIN code when known, and that applying happens here", () => {
    const ld = jobPostingLd({ ...job, city: "Hyderabad", postalCode: "500081" }, "https://dochire.in");
    expect(ld.jobLocation).toEqual({
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: "Hyderabad", addressRegion: "Telangana", postalCode: "500081", addressCountry: "IN" },
    });
    expect(ld.directApply).toBe(true);
    const unplaced = jobPostingLd({ ...job, location: "Somewhere Small", city: null }, "").jobLocation as { address: Record<string, unknown> };
    expect(unplaced.address).not.toHaveProperty("addressRegion");
    expect(unplaced.address).not.toHaveProperty("postalCode");
  });

  it("gives the employer's logo as an absolute URL and its website as sameAs, each only when known", () => {
    expect(jobPostingLd({ ...job, employerLogo: "/files/avatars/a1.png", employerWebsite: "https://deccanheart.example" }, "https://dochire.in").hiringOrganization).toEqual({
      "@type": "Organization",
      name: job.company,
      logo: "https://dochire.in/files/avatars/a1.png",
      sameAs: "https://deccanheart.example",
    });
    expect(jobPostingLd({ ...job, employerLogo: "https://cdn.example/logo.png" }, "https://dochire.in").hiringOrganization).toEqual({
      "@type": "Organization",
      name: job.company,
      logo: "https://cdn.example/logo.png",
    });
    expect(jobPostingLd(job, "").hiringOrganization).toEqual({ "@type": "Organization", name: job.company });
  });
});
