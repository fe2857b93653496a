// schema.org JobPosting for the detail page (Google's job search rich results). Client-safe and pure.
import { stateOfCity } from "~/lib/city-states";

/** Google's employmentType values for the jobs-page job types. */
export const EMPLOYMENT_TYPE: Record<string, string> = {
  "Full-time": "FULL_TIME",
  "Part-time": "PART_TIME",
  Contract: "CONTRACTOR",
  Locum: "TEMPORARY",
  Internship: "INTERN",
};

export type JobPostingSource = {
  id: number;
  title: string;
  company: string;
  description: string | null;
  location: string;
  type: string;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryUnit: string | null;
  postedDate: Date | string;
  validThrough: Date | string | null;
  /** When the job was closed by hand: it stopped taking applications then, whatever its closing date said. */
  closedAt?: Date | string | null;
  /** One of SPECIALTIES (the job form allows nothing else). */
  specialty?: string | null;
  /** The city of the list the location names (placed by the database), which gives the state. */
  city?: string | null;
  /** The PIN code, when the job has one. */
  postalCode?: string | null;
  /** The employer's logo: a site path ("/files/avatars/…") or an absolute URL. */
  employerLogo?: string | null;
  /** The employer's own website. */
  employerWebsite?: string | null;
};

/** A site path as an absolute URL; absolute URLs as they are. */
function absolute(url: string, baseUrl: string): string {
  return /^https?:\/\//i.test(url) ? url : `${baseUrl}${url.startsWith("/") ? "" : "/"}${url}`;
}

/** The last moment the job takes applications: its closing date, or when it was closed by hand if earlier. */
function lastDay(job: JobPostingSource): Date | null {
  const due = job.validThrough ? new Date(job.validThrough) : null;
  const closed = job.closedAt ? new Date(job.closedAt) : null;
  if (due && closed) return closed < due ? closed : due;
  return closed ?? due;
}

export function jobPostingLd(job: JobPostingSource, baseUrl: string): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    "@context": "https://schema.org/",
    "@type": "JobPosting",
    title: job.title,
    description: job.description?.trim() || job.title,
    identifier: { "@type": "PropertyValue", name: job.company, value: String(job.id) },
    datePosted: new Date(job.postedDate).toISOString(),
    employmentType: EMPLOYMENT_TYPE[job.type] ?? "OTHER",
    hiringOrganization: organization(job, baseUrl),
    jobLocation: { "@type": "Place", address: address(job) },
    // Doctors apply on the job's own page here, not on the employer's site.
    directApply: true,
    url: `${baseUrl}/jobs/${job.id}`,
  };
  if (job.specialty) ld.occupationalCategory = job.specialty;
  const until = lastDay(job);
  if (until) ld.validThrough = until.toISOString();
  const unit = job.salaryUnit === "month" ? "MONTH" : job.salaryUnit === "year" ? "YEAR" : null;
  if (unit && (job.salaryMin != null || job.salaryMax != null)) {
    const value: Record<string, unknown> = { "@type": "QuantitativeValue", unitText: unit };
    if (job.salaryMin != null && job.salaryMax != null && job.salaryMin !== job.salaryMax) {
      value.minValue = job.salaryMin;
      value.maxValue = job.salaryMax;
    } else {
      value.value = job.salaryMin ?? job.salaryMax;
    }
    ld.baseSalary = { "@type": "MonetaryAmount", currency: "INR", value };
  }
  return ld;
}

function organization(job: JobPostingSource, baseUrl: string): Record<string, unknown> {
  const org: Record<string, unknown> = { "@type": "Organization", name: job.company };
  if (job.employerWebsite) org.sameAs = job.employerWebsite;
  if (job.employerLogo) org.logo = absolute(job.employerLogo, baseUrl);
  return org;
}

function address(job: JobPostingSource): Record<string, unknown> {
  const postal: Record<string, unknown> = { "@type": "PostalAddress", addressLocality: job.location };
  const region = stateOfCity(job.city);
  if (region) postal.addressRegion = region;
  if (job.postalCode) postal.postalCode = job.postalCode;
  postal.addressCountry = "IN";
  return postal;
}
