import { z } from "zod";
import { PROFILE_SPECIALIZATIONS, QUALIFICATIONS } from "~/lib/constants";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} is too long (${max} characters at most)`)
    .transform((v) => (v === "" ? null : v));

/** Skills typed as a comma-separated list. */
const skillsField = z
  .string()
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
  name: z.string().trim().min(1, "Name is required").max(120, "Name is too long"),
  specialization: z.enum(PROFILE_SPECIALIZATIONS, { message: "Specialization is required" }),
  location: optionalText(100, "Location"),
  email: z
    .string()
    .trim()
    .transform((v) => (v === "" ? null : v.toLowerCase()))
    .refine((v) => v === null || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), "Email is invalid"),
  phone: optionalText(30, "Phone"),
});

/** Reads the directory fields from a submitted form. */
export function directoryFormValues(form: FormData) {
  return {
    name: String(form.get("name") ?? ""),
    specialization: String(form.get("specialization") ?? ""),
    location: String(form.get("location") ?? ""),
    email: String(form.get("email") ?? ""),
    phone: String(form.get("phone") ?? ""),
    bio: String(form.get("bio") ?? ""),
    skills: String(form.get("skills") ?? ""),
    experienceYears: String(form.get("experienceYears") ?? ""),
    availability: String(form.get("availability") ?? ""),
    qualifications: form.getAll("qualifications").map(String),
    registrationNumber: String(form.get("registrationNumber") ?? ""),
    listed: form.get("listed") === "on" || form.get("listed") === "true",
  };
}

export type DirectoryFormValues = ReturnType<typeof directoryFormValues>;

/** The profile page posts the directory section under this intent. */
export const DIRECTORY_DETAILS_INTENT = "directory-details";
