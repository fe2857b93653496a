import { z } from "zod";
import { MIN_PASSWORD_LENGTH, PROFILE_SPECIALIZATIONS, ROLES, type Role } from "~/lib/constants";
import { account, validation } from "~/lib/messages";
import { optionalText } from "~/lib/form-schema";
import { hasControlCharacters } from "~/lib/storable-text";

/** The longest e-mail address (RFC 5321) and password accepted. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;

// Form schemas of the account screens, shared by the browser (instant feedback) and the route actions (the
// check that counts). Every message is the spec's text from lib/messages.ts.

export type FieldErrors<K extends string = string> = Partial<Record<K, string>>;

/** Form values arrive as strings, or not at all; absent means empty. */
const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string());

const isEmail = (value: string) => z.email().safeParse(value).success;

function add(ctx: z.RefinementCtx, path: string, message: string) {
  ctx.addIssue({ code: "custom", path: [path], message });
}

function checkEmail(ctx: z.RefinementCtx, email: string) {
  if (!email) add(ctx, "email", validation.emailRequired);
  else if (!isEmail(email)) add(ctx, "email", validation.emailInvalid);
}

function checkNewPassword(ctx: z.RefinementCtx, password: string, confirm: string | undefined, field = "password", confirmField = "confirmPassword") {
  if (!password) add(ctx, field, validation.passwordRequired);
  else if (password.length < MIN_PASSWORD_LENGTH) add(ctx, field, validation.passwordTooShort);
  if (confirm !== undefined && confirm !== password) add(ctx, confirmField, validation.passwordsDoNotMatch);
}

/** The first message per field. */
export function fieldErrors<K extends string>(error: z.ZodError): FieldErrors<K> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out as FieldErrors<K>;
}

// Sign-in (spec 5): both fields non-empty after trimming, one message for either (on the form, not a field).
export const LoginSchema = z
  .object({
    email: optionalText({ max: EMAIL_MAX }),
    password: optionalText({ max: PASSWORD_MAX, raw: true }),
    redirectTo: optionalText({ max: 2000 }),
  })
  .superRefine((v, ctx) => {
    if (!v.email || !v.password?.trim()) ctx.addIssue({ code: "custom", path: [], message: validation.emailAndPasswordRequired });
  });

export const ROLE_TABS: readonly { role: Role; label: string }[] = [
  { role: "doctor", label: "I'm a Doctor" },
  { role: "employer", label: "I'm an Employer" },
];

export function parseRole(value: unknown): Role {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : "doctor";
}

export type RegisterField = "name" | "email" | "password" | "confirmPassword" | "specialization" | "company";

// Registration (spec 5): name, e-mail, password (6+), matching confirmation, and the role's own field.
export const RegisterSchema = z
  .object({
    role: z.preprocess(parseRole, z.enum(ROLES)),
    name: text.transform((v) => v.trim().replace(/\s+/g, " ")),
    email: text.transform((v) => v.trim()),
    password: text,
    confirmPassword: text,
    specialization: text.transform((v) => v.trim()),
    company: text.transform((v) => v.trim()),
  })
  .superRefine((v, ctx) => {
    if (!v.name) add(ctx, "name", validation.nameRequired);
    else if (hasControlCharacters(v.name)) add(ctx, "name", validation.controlCharacters);
    checkEmail(ctx, v.email);
    checkNewPassword(ctx, v.password, v.confirmPassword);
    if (v.role === "doctor" && !(PROFILE_SPECIALIZATIONS as readonly string[]).includes(v.specialization)) {
      add(ctx, "specialization", validation.specializationRequired);
    }
    if (v.role === "employer" && !v.company) add(ctx, "company", validation.companyRequired);
    else if (v.role === "employer" && hasControlCharacters(v.company)) add(ctx, "company", validation.controlCharacters);
  });

// Simple registration (spec 2.5): name, e-mail, password; always a doctor.
export const SimpleRegisterSchema = z
  .object({
    name: text.transform((v) => v.trim().replace(/\s+/g, " ")),
    email: text.transform((v) => v.trim()),
    password: text,
  })
  .superRefine((v, ctx) => {
    if (!v.name) add(ctx, "name", validation.nameRequired);
    else if (hasControlCharacters(v.name)) add(ctx, "name", validation.controlCharacters);
    checkEmail(ctx, v.email);
    checkNewPassword(ctx, v.password, undefined);
  });

export const EmailOnlySchema = z.object({ email: text.transform((v) => v.trim()) }).superRefine((v, ctx) => checkEmail(ctx, v.email));

export const ResetPasswordSchema = z
  .object({ token: text, password: text, confirmPassword: text })
  .superRefine((v, ctx) => checkNewPassword(ctx, v.password, v.confirmPassword));

export type ChangePasswordField = "currentPassword" | "newPassword" | "confirmPassword";

export const ChangePasswordSchema = z
  .object({ currentPassword: text, newPassword: text, confirmPassword: text })
  .superRefine((v, ctx) => {
    if (!v.currentPassword) add(ctx, "currentPassword", account.currentPasswordRequired);
    checkNewPassword(ctx, v.newPassword, v.confirmPassword, "newPassword", "confirmPassword");
  });

export type ProfileField = "name" | "phone" | "location" | "specialization" | "company";

/**
 * Edit Profile (spec 2.8): the caller's own name, phone, location and, by role, specialization or company.
 * The role is never taken from the form: the action passes the caller's own.
 */
export function profileUpdateSchema(role: Role) {
  return z
    .object({
      name: text.transform((v) => v.trim().replace(/\s+/g, " ")),
      phone: text.transform((v) => v.trim()),
      location: text.transform((v) => v.trim()),
      specialization: text.transform((v) => v.trim()),
      company: text.transform((v) => v.trim()),
    })
    .superRefine((v, ctx) => {
      if (!v.name) add(ctx, "name", validation.nameRequired);
      else if (v.name.length > 120) add(ctx, "name", "Name must be at most 120 characters");
      else if (hasControlCharacters(v.name)) add(ctx, "name", validation.controlCharacters);
      if (v.phone && !(/^[+\d][\d\s()-]{5,19}$/.test(v.phone) && v.phone.replace(/\D/g, "").length >= 7)) add(ctx, "phone", account.phoneInvalid);
      if (v.location.length > 100) add(ctx, "location", "Location must be at most 100 characters");
      else if (hasControlCharacters(v.location)) add(ctx, "location", validation.controlCharacters);
      if (role === "doctor" && v.specialization && !(PROFILE_SPECIALIZATIONS as readonly string[]).includes(v.specialization)) {
        add(ctx, "specialization", validation.specializationRequired);
      }
      if (role === "employer" && !v.company) add(ctx, "company", validation.companyRequired);
      else if (v.company.length > 200) add(ctx, "company", "Company/Hospital name must be at most 200 characters");
      else if (role === "employer" && hasControlCharacters(v.company)) add(ctx, "company", validation.controlCharacters);
    })
    .transform((v) => ({
      name: v.name,
      phone: v.phone || null,
      location: v.location || null,
      specialization: role === "doctor" ? v.specialization || null : null,
      company: role === "employer" ? v.company : null,
    }));
}

export type ProfileUpdate = z.output<ReturnType<typeof profileUpdateSchema>>;

/** A post-sign-in destination only if it is a path on this site ("/x", never "//host" or "/\host"). */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string") return fallback;
  const v = value.trim();
  if (!v.startsWith("/") || v.startsWith("//") || v.startsWith("/\\") || [...v].some((ch) => ch.charCodeAt(0) < 32)) return fallback;
  // Never back to the sign-in or sign-out screens themselves.
  if (/^\/(login|logout)(?:[/?#]|$)/.test(v)) return fallback;
  return v;
}
