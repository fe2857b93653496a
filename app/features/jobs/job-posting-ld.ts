// schema.org JobPosting for the detail page (Google's job search rich results). Client-safe and pure.

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
};

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
    hiringOrganization: { "@type": "Organization", name: job.company },
    jobLocation: {
      "@type": "Place",
      address: { "@type": "PostalAddress", addressLocality: job.location, addressCountry: "IN" },
    },
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
