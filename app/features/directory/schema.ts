import { z } from "zod";
import { checkbox, choice, optionalText, requiredText, textId } from "~/lib/form-schema";
import { DIRECTORY_SPECIALTIES, IMAGE_MAX_BYTES, PROFILE_SPECIALIZATIONS, QUALIFICATIONS, RESUME_MAX_BYTES } from "~/lib/constants";
import { contentManager, formInput, validation } from "~/lib/messages";
import { directory as msg } from "~/features/directory/messages";

// The directory's forms, one schema each, shared by the browser (constraints, instant checks) and the actions.
// Client-safe.

/** The longest text of each directory field. */
export const DIRECTORY_LIMITS = { name: 120, location: 100, email: 200, phone: 30, bio: 1500, skills: 900, availability: 80, registrationNumber: 40, query: 100 } as const;
export const MAX_SKILLS = 20;
export const SKILL_MAX = 40;
/** Pages of directory results a link may ask for. */
export const DIRECTORY_MAX_PAGE = 1000;

// ---------------------------------------------------------------------------------------------------------------
// Search: the GET form of /doctor-profiles and of the dashboard's directory tab, and its page links.

const pageNumber = z
  .string({ error: (issue) => (Array.isArray(issue.input) ? formInput.repeatedField : msg.pageInvalid) })
  .regex(/^\d{1,4}$/, { error: msg.pageInvalid })
  .transform(Number)
  .refine((n) => n >= 1 && n <= DIRECTORY_MAX_PAGE, { error: msg.pageInvalid });

export const DirectorySearchSchema = z.object({
  q: optionalText({ max: DIRECTORY_LIMITS.query }),
  location: optionalText({ max: DIRECTORY_LIMITS.query }),
  specialty: choice(DIRECTORY_SPECIALTIES, msg.specialtyInvalid).optional(),
  page: pageNumber.optional(),
});

export type DirectoryQuery = { q: string; location: string; specialty: string; page: number };

/** The search a valid submission asks for, with every filter given its "no filter" value when absent. */
export function directoryQuery(value: z.output<typeof DirectorySearchSchema>): DirectoryQuery {
  return { q: value.q ?? "", location: value.location ?? "", specialty: value.specialty ?? "All", page: value.page ?? 1 };
}

export const EMPTY_DIRECTORY_QUERY: DirectoryQuery = { q: "", location: "", specialty: "All", page: 1 };

// ---------------------------------------------------------------------------------------------------------------
// The admin's delete button on a directory card.

export const DELETE_DOCTOR_INTENT = "delete-doctor";

export const DeleteDoctorSchema = z.object({
  intent: z.literal(DELETE_DOCTOR_INTENT, { error: formInput.unknownAction }),
  profileId: textId(),
});

// ---------------------------------------------------------------------------------------------------------------
// Directory details: what a doctor edits on their own profile, and the admin on any directory profile.

/** Skills typed as a comma-separated list: each trimmed, duplicates and empty entries dropped. */
const skillsField = optionalText({ max: DIRECTORY_LIMITS.skills })
  .transform((v) => [...new Set((v ?? "").split(",").map((s) => s.trim()).filter(Boolean))])
  .pipe(z.array(z.string().max(SKILL_MAX, { error: msg.skillTooLong })).max(MAX_SKILLS, { error: msg.tooManySkills }));

const experienceField = z
  .string({ error: (issue) => (Array.isArray(issue.input) ? formInput.repeatedField : formInput.notText) })
  .trim()
  .regex(/^\d{1,2}$/, { error: msg.experienceInvalid })
  .transform(Number)
  .refine((n) => n <= 60, { error: msg.experienceInvalid })
  .optional()
  .transform((v) => v ?? null);

const registrationField = optionalText({ max: DIRECTORY_LIMITS.registrationNumber })
  .refine((v) => v === undefined || /^[A-Za-z0-9/\-. ]+$/.test(v), { error: msg.registrationInvalid })
  .transform((v) => (v ? v.toUpperCase() : null));

/** Optional text stored as null when empty. */
const nullableText = (max: number) => optionalText({ max }).transform((v) => v ?? null);

const directoryFields = {
  bio: nullableText(DIRECTORY_LIMITS.bio),
  skills: skillsField,
  experienceYears: experienceField,
  availability: nullableText(DIRECTORY_LIMITS.availability),
  qualifications: z.array(choice(QUALIFICATIONS, msg.qualificationInvalid)).max(QUALIFICATIONS.length, { error: msg.qualificationInvalid }),
  registrationNumber: registrationField,
  listed: checkbox(),
};

/** The profile page posts the directory section under this intent. */
export const DIRECTORY_DETAILS_INTENT = "directory-details";

/** The "Directory listing" section of a doctor's own profile page. */
export const DirectoryDetailsSchema = z.object({
  intent: z.literal(DIRECTORY_DETAILS_INTENT, { error: formInput.unknownAction }),
  ...directoryFields,
});

export type DirectoryDetails = Omit<z.output<typeof DirectoryDetailsSchema>, "intent">;

// ---------------------------------------------------------------------------------------------------------------
// The admin's create and edit form: identity, directory details, verification, photo and resume.

const isEmail = (value: string) => z.email().safeParse(value).success;

/** An optional upload: an empty file input is no file; a text value, or two files, are refused beside the field. */
function upload(maxBytes: number, tooLarge: string) {
  return z
    .file({ error: (issue) => (Array.isArray(issue.input) ? formInput.repeatedField : contentManager.notAFile) })
    .max(maxBytes, { error: tooLarge })
    .optional();
}

export const AdminDoctorSchema = z
  .object({
    name: requiredText({ required: validation.nameRequired, max: DIRECTORY_LIMITS.name, collapseSpaces: true }),
    specialization: choice(PROFILE_SPECIALIZATIONS, validation.specializationRequired),
    location: nullableText(DIRECTORY_LIMITS.location),
    email: optionalText({ max: DIRECTORY_LIMITS.email })
      .refine((v) => v === undefined || isEmail(v), { error: validation.emailInvalid })
      .transform((v) => (v ? v.toLowerCase() : null)),
    phone: nullableText(DIRECTORY_LIMITS.phone),
    ...directoryFields,
    /** Only on the edit form; ticked means the registration number was checked. */
    verified: checkbox(),
    photo: upload(IMAGE_MAX_BYTES, msg.photoTooLarge),
    resume: upload(RESUME_MAX_BYTES, msg.resumeTooLarge),
  })
  .superRefine((v, ctx) => {
    if (v.verified && !v.registrationNumber) ctx.addIssue({ code: "custom", path: ["verified"], message: msg.verifyNeedsRegistration });
  });

export type AdminDoctorInput = z.output<typeof AdminDoctorSchema>;
/** What is stored on the profile row (the files and the verification are handled on their own). */
export type AdminDoctorValues = Omit<AdminDoctorInput, "verified" | "photo" | "resume">;
