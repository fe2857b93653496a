// The job posting form's schema: the browser validates with it before sending, the action validates again.
import { z } from "zod";
import { CITIES } from "~/lib/cities";
import { JOB_SPECIALTIES, JOB_TYPES, SALARY_UNITS } from "~/lib/constants";
import { jobForm as m, validation } from "~/lib/messages";
import { hasControlCharacters } from "~/lib/storable-text";

const TIME_ZONE = "Asia/Kolkata";
const isoDay = new Intl.DateTimeFormat("en-CA", { timeZone: TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** A date as YYYY-MM-DD in India time. */
export function indiaDay(date: Date): string {
  return isoDay.format(date);
}

/** The instant a closing day ends in India (the job stays open through that whole day). */
export function endOfIndiaDay(day: string): Date {
  return new Date(`${day}T23:59:59.999+05:30`);
}

const MAX_SALARY = 2_000_000_000; // fits the integer column; 200 crore is beyond any real salary

/** "" -> null; "1,50,000" -> 150000; anything else -> NaN (reported as a field error). */
const rupees = z.preprocess(
  (v) => {
    const text = typeof v === "string" ? v.replace(/[,\s₹]/g, "") : "";
    if (!text) return null;
    return /^\d+$/.test(text) ? Number(text) : Number.NaN;
  },
  z.number({ error: m.salaryNumber }).int({ error: m.salaryNumber }).min(0, { error: m.salaryNumber }).max(MAX_SALARY, { error: m.salaryNumber }).nullable(),
);

/** Text the database can store: no NUL or other control characters (line breaks and tabs are fine). */
const storable = (schema: z.ZodString) => schema.refine((v) => !hasControlCharacters(v), { error: validation.controlCharacters });

const optionalText = (max: number, message: string) =>
  z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), storable(z.string().max(max, { error: message }))).transform((v) => v || null);

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess((v) => (typeof v === "string" ? v : ""), z.enum(values, { error: message }));

export const JobFormSchema = z
  .object({
    title: z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), storable(z.string().min(3, { error: m.titleRequired }).max(120, { error: m.titleTooLong }))),
    company: z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), storable(z.string().min(2, { error: m.companyRequired }).max(120, { error: m.companyTooLong }))),
    location: choice(CITIES, m.locationRequired),
    type: choice(JOB_TYPES, m.typeRequired),
    specialty: choice(JOB_SPECIALTIES, m.specialtyRequired),
    salary: optionalText(100, m.salaryTooLong),
    salaryMin: rupees,
    salaryMax: rupees,
    salaryUnit: z.preprocess((v) => (v === "" || v == null ? null : v), z.enum(SALARY_UNITS, { error: m.salaryUnitRequired }).nullable()),
    description: z.preprocess(
      (v) => (typeof v === "string" ? v.replace(/\r\n/g, "\n").trim() : ""),
      storable(z.string().min(30, { error: m.descriptionRequired }).max(10_000, { error: m.descriptionTooLong })),
    ),
    validThrough: z.preprocess(
      (v) => (typeof v === "string" && v.trim() ? v.trim() : null),
      z
        .string()
        .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.closingDateInvalid })
        .refine((day) => !Number.isNaN(endOfIndiaDay(day).getTime()) && indiaDay(endOfIndiaDay(day)) === day, { error: m.closingDateInvalid })
        .nullable(),
    ),
    featured: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
  })
  .superRefine((job, ctx) => {
    if ((job.salaryMin != null || job.salaryMax != null) && !job.salaryUnit) {
      ctx.addIssue({ code: "custom", path: ["salaryUnit"], message: m.salaryUnitRequired });
    }
    if (job.salaryMin != null && job.salaryMax != null && job.salaryMax < job.salaryMin) {
      ctx.addIssue({ code: "custom", path: ["salaryMax"], message: m.salaryRange });
    }
    if (job.validThrough) {
      const today = indiaDay(new Date());
      const latest = indiaDay(new Date(Date.now() + 366 * 86_400_000));
      if (job.validThrough < today) ctx.addIssue({ code: "custom", path: ["validThrough"], message: m.closingDatePast });
      else if (job.validThrough > latest) ctx.addIssue({ code: "custom", path: ["validThrough"], message: m.closingDateTooFar });
    }
  });

export type JobFormOutput = z.output<typeof JobFormSchema>;

/** The validated input of create-job / update-job. */
export type JobInput = Omit<JobFormOutput, "validThrough"> & { validThrough: Date | null };

export const JOB_FORM_FIELDS = [
  "title",
  "company",
  "location",
  "type",
  "specialty",
  "salary",
  "salaryMin",
  "salaryMax",
  "salaryUnit",
  "description",
  "validThrough",
  "featured",
] as const;
export type JobFormField = (typeof JOB_FORM_FIELDS)[number];

/** What the user typed, kept verbatim so a failed submission loses nothing. */
export type JobFormValues = Partial<Record<JobFormField, string>>;
export type JobFormErrors = Partial<Record<JobFormField, string>>;

export function formValues(formData: FormData): JobFormValues {
  const values: JobFormValues = {};
  for (const field of JOB_FORM_FIELDS) {
    const v = formData.get(field);
    if (typeof v === "string") values[field] = v.slice(0, 12_000);
  }
  return values;
}

export type JobFormResult = { ok: true; input: JobInput } | { ok: false; errors: JobFormErrors };

/** Validates submitted values; the first message per field is the one shown. */
export function parseJobForm(values: JobFormValues): JobFormResult {
  const result = JobFormSchema.safeParse(values);
  if (!result.success) {
    const errors: JobFormErrors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0];
      if (typeof field === "string" && (JOB_FORM_FIELDS as readonly string[]).includes(field) && !errors[field as JobFormField]) {
        errors[field as JobFormField] = issue.message;
      }
    }
    return { ok: false, errors };
  }
  const { validThrough, ...rest } = result.data;
  return { ok: true, input: { ...rest, validThrough: validThrough ? endOfIndiaDay(validThrough) : null } };
}
