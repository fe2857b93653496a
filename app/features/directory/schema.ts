import { z } from "zod";
import { PROFILE_SPECIALIZATIONS, QUALIFICATIONS } from "~/lib/constants";
import { readTextFields } from "~/lib/form-fields";
import { formInput, validation } from "~/lib/messages";
import { hasControlCharacters } from "~/lib/storable-text";

/** No control characters: a NUL byte cannot be stored, and none of them belongs in text a person typed. */
const storable = (schema: z.ZodString) => schema.refine((v) => !hasControlCharacters(v), validation.controlCharacters);

const optionalText = (max: number, label: string) =>
  storable(
    z
      .string()
      .trim()
      .max(max, `${label} is too long (${max} characters at most)`),
  ).transform((v) => (v === "" ? null : v));

/** Skills typed as a comma-separated list. */
const skillsField = storable(z.string())
  .transform((v) =>
    [...new Set(v.split(",").map((s) => s.trim()).filter(Boolean))],
  )
  .pipe(z.array(z.string().max(40, "Each skill may be at most 40 characters")).max(20, "List at most 20 skills"));

/** Directory details a doctor edits on their own profile (and the admin on any). */
export const DirectoryDetailsSchema = z.object({
  bio: optionalText(1500, "Bio"),
  skills: skillsField,
  experienceYears: z
    .string()
    .trim()
    .transform((v, ctx) => {
      if (v === "") return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < 0 || n > 60) {
        ctx.addIssue({ code: "custom", message: "Enter whole years between 0 and 60" });
        return z.NEVER;
      }
      return n;
    }),
  availability: optionalText(80, "Availability"),
  qualifications: z.array(z.enum(QUALIFICATIONS, { message: "Choose qualifications from the list" })).max(QUALIFICATIONS.length),
  registrationNumber: z
    .string()
    .trim()
    .max(40, "Registration number is too long")
    .refine((v) => v === "" || /^[A-Za-z0-9/\-. ]+$/.test(v), "Use letters, digits, / - and . only")
    .transform((v) => (v === "" ? null : v.toUpperCase())),
  listed: z.boolean(),
});

/** What the admin sets on a directory profile: identity plus the directory details. */
export const AdminDoctorSchema = DirectoryDetailsSchema.extend({
  name: storable(z.string().trim().min(1, "Name is required").max(120, "Name is too long")),
  specialization: z.enum(PROFILE_SPECIALIZATIONS, { message: "Specialization is required" }),
  location: optionalText(100, "Location"),
  email: storable(z.string().trim())
    .transform((v) => (v === "" ? null : v.toLowerCase()))
    .refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "Email is invalid"),
  phone: optionalText(30, "Phone"),
});

const DIRECTORY_TEXT_FIELDS = [
  "name",
  "specialization",
  "location",
  "email",
  "phone",
  "bio",
  "skills",
  "experienceYears",
  "availability",
  "registrationNumber",
] as const;

/**
 * Reads the directory fields from a submitted form, with an error beside each text field sent more than once or as
 * a file (qualifications are a list of checkboxes and may repeat).
 */
export function readDirectoryForm(form: FormData) {
  const { values: text, errors: textErrors } = readTextFields(form, DIRECTORY_TEXT_FIELDS);
  const errors: Partial<Record<(typeof DIRECTORY_TEXT_FIELDS)[number] | "qualifications", string>> = { ...textErrors };
  const qualifications = form.getAll("qualifications");
  if (qualifications.some((q) => typeof q !== "string")) errors.qualifications = formInput.notText;
  const values = {
    ...text,
    qualifications: qualifications.filter((q): q is string => typeof q === "string"),
    listed: form.get("listed") === "on" || form.get("listed") === "true",
  };
  return { values, errors };
}

/** Reads the directory fields from a submitted form. */
export function directoryFormValues(form: FormData) {
  return readDirectoryForm(form).values;
}

export type DirectoryFormValues = ReturnType<typeof directoryFormValues>;

/** The profile page posts the directory section under this intent. */
export const DIRECTORY_DETAILS_INTENT = "directory-details";
