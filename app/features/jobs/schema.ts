// The job posting form's one schema: the browser gets its limits as constraints and checks the form with it before
// sending, and the action parses the posted form with it again. Its output is what create-job and update-job store.
import { z } from "zod";
import { CITIES } from "~/lib/cities";
import { JOB_SPECIALTIES, JOB_TYPES, SALARY_UNITS } from "~/lib/constants";
import { checkbox, choice, optionalText, requiredText, serialId } from "~/lib/form-schema";
import { formInput } from "~/lib/messages";
import { jobForm as m } from "~/features/jobs/messages";

const TIME_ZONE = "Asia/Kolkata";
// Made on first use: a time zone's formatter costs a phone tens of milliseconds, and pages that only import this
// schema (the job listings) would pay it while they start.
let isoDay: Intl.DateTimeFormat | null = null;

/** A date as YYYY-MM-DD in India time. */
export function indiaDay(date: Date): string {
  isoDay ??= new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });
  return isoDay.format(date);
}

/** The instant a closing day ends in India (the job stays open through that whole day). */
export function endOfIndiaDay(day: string): Date {
  return new Date(`${day}T23:59:59.999+05:30`);
}

const MAX_SALARY = 2_000_000_000; // fits the integer column; 200 crore is beyond any real salary

/** Whole rupees: "1,50,000", "₹ 150000" and "150000" are 150000; empty is null; anything else is refused. */
const rupees = optionalText({ max: 20, maxMessage: m.salaryNumber }).transform((value, ctx) => {
  if (value === undefined) return null;
  const digits = value.replace(/[,\s₹]/g, "");
  const amount = /^\d{1,10}$/.test(digits) ? Number(digits) : Number.NaN;
  if (!(amount >= 0 && amount <= MAX_SALARY)) {
    ctx.addIssue({ code: "custom", message: m.salaryNumber });
    return z.NEVER;
  }
  return amount;
});

/** The closing day (YYYY-MM-DD): a real day, from today to a year ahead; stored as the end of that day in India. */
const closingDay = optionalText({ max: 10, maxMessage: m.closingDateInvalid }).transform((day, ctx) => {
  if (day === undefined) return null;
  const end = endOfIndiaDay(day);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || Number.isNaN(end.getTime()) || indiaDay(end) !== day) {
    ctx.addIssue({ code: "custom", message: m.closingDateInvalid });
    return z.NEVER;
  }
  const today = indiaDay(new Date());
  const latest = indiaDay(new Date(Date.now() + 366 * 86_400_000));
  if (day < today) ctx.addIssue({ code: "custom", message: m.closingDatePast });
  else if (day > latest) ctx.addIssue({ code: "custom", message: m.closingDateTooFar });
  return end;
});

/** Whole years of experience, 0–60; empty is null. */
const years = optionalText({ max: 2, maxMessage: m.experienceYears }).transform((value, ctx) => {
  if (value === undefined) return null;
  if (!/^\d{1,2}$/.test(value) || Number(value) > 60) {
    ctx.addIssue({ code: "custom", message: m.experienceYears });
    return z.NEVER;
  }
  return Number(value);
});

const SALARY_FIELDS: readonly PropertyKey[] = ["salaryMin", "salaryMax", "salaryUnit"];

/** The range checks run once its three fields are each valid, whatever the rest of the form holds. */
const whenSalaryFieldsValid = { when: (payload: z.core.ParsePayload) => !payload.issues.some((issue) => SALARY_FIELDS.includes(issue.path?.[0] ?? "")) };

/**
 * The salary is asked for as a range (minimum and maximum in rupees, per month or per year): that is what the jobs
 * pages show and what search engines read (job-posting-ld.ts). The free text is a fallback for salaries a range
 * cannot say ("Negotiable, as per experience"); it is shown only when no range is given.
 */
export const JobFormSchema = z
  .object({
    title: requiredText({ required: m.titleRequired, min: 3, max: 120, maxMessage: m.titleTooLong }),
    company: requiredText({ required: m.companyRequired, min: 2, max: 120, maxMessage: m.companyTooLong }),
    location: choice(CITIES, m.locationRequired),
    type: choice(JOB_TYPES, m.typeRequired),
    specialty: choice(JOB_SPECIALTIES, m.specialtyRequired),
    salaryMin: rupees,
    salaryMax: rupees,
    salaryUnit: choice(SALARY_UNITS, m.salaryUnitRequired)
      .optional()
      .transform((unit) => unit ?? null),
    salary: optionalText({ max: 100, maxMessage: m.salaryTooLong }).transform((text) => text ?? null),
    experienceMin: years,
    experienceMax: years,
    // A textarea posts its line breaks as CRLF, while its maxlength counted each as one character: so does this.
    description: z.preprocess(
      (value) => (typeof value === "string" ? value.replace(/\r\n/g, "\n") : value),
      requiredText({ required: m.descriptionRequired, min: 30, max: 10_000, maxMessage: m.descriptionTooLong }),
    ),
    validThrough: closingDay,
    featured: checkbox(),
  })
  .refine((job) => !((job.salaryMin !== null || job.salaryMax !== null) && !job.salaryUnit), {
    path: ["salaryUnit"],
    message: m.salaryUnitRequired,
    ...whenSalaryFieldsValid,
  })
  .refine((job) => !(job.salaryMin !== null && job.salaryMax !== null && job.salaryMax < job.salaryMin), {
    path: ["salaryMax"],
    message: m.salaryRange,
    ...whenSalaryFieldsValid,
  })
  .refine((job) => !(job.experienceMin !== null && job.experienceMax !== null && job.experienceMax < job.experienceMin), {
    path: ["experienceMax"],
    message: m.experienceRange,
    when: (payload) => !payload.issues.some((issue) => ["experienceMin", "experienceMax"].includes(String(issue.path?.[0] ?? ""))),
  });

/** The validated input of create-job / update-job. */
export type JobInput = z.output<typeof JobFormSchema>;

/** The form's fields as the page fills them in (a job being edited, or the employer's company for a new one). */
export type JobFormDefaults = Partial<Record<keyof z.input<typeof JobFormSchema> & string, string>>;

/** A stored job's values as the form holds them: the edit form's defaults, and what a partial API update starts from. */
export function jobFormValues(job: {
  title: string;
  company: string;
  location: string;
  type: string;
  specialty: string | null;
  salary: string | null;
  salaryMin: number | null;
  salaryMax: number | null;
  salaryUnit: string | null;
  experienceMin: number | null;
  experienceMax: number | null;
  description: string | null;
  validThrough: Date | null;
  featured: boolean;
}): JobFormDefaults {
  return {
    title: job.title,
    company: job.company,
    location: job.location,
    type: job.type,
    specialty: job.specialty ?? "",
    salary: job.salary ?? "",
    salaryMin: job.salaryMin?.toString() ?? "",
    salaryMax: job.salaryMax?.toString() ?? "",
    experienceMin: job.experienceMin?.toString() ?? "",
    experienceMax: job.experienceMax?.toString() ?? "",
    salaryUnit: job.salaryUnit ?? "",
    description: job.description ?? "",
    validThrough: job.validThrough ? indiaDay(job.validThrough) : "",
    featured: job.featured ? "on" : "",
  };
}

/** The Job Listings tab's Close, Reopen and Delete buttons: what to do, and to which job. */
export const JOB_LISTING_INTENTS = ["close", "reopen", "delete"] as const;
export const JobListingActionSchema = z.object({
  intent: choice(JOB_LISTING_INTENTS, formInput.unknownAction),
  jobId: serialId(),
});
