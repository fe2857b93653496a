import { z } from "zod";
import { MIN_PASSWORD_LENGTH, PROFILE_SPECIALIZATIONS, ROLES, type Role } from "~/lib/constants";
import { checkbox, choice, optionalText, requiredText } from "~/lib/form-schema";
import { formInput, validation, authRefusals } from "~/lib/messages";
import { account, security } from "~/features/accounts/messages";

/** The longest e-mail address (RFC 5321) and password accepted. */
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;
/** The longest name, location and company/hospital name a profile holds. */
export const NAME_MAX = 120;
export const LOCATION_MAX = 100;
export const COMPANY_MAX = 200;
/** A phone number: digits, spaces, brackets and dashes, optionally after a leading +. */
const PHONE_MAX = 20;

// Form schemas of the account screens, one per form, shared by the browser (constraints and instant checks) and
// the route actions (the check that counts). Every message is the spec's text from lib/messages.ts.

const isEmail = (value: string) => z.email().safeParse(value).success;

const email = () => requiredText({ required: validation.emailRequired, max: EMAIL_MAX }).refine(isEmail, { error: validation.emailInvalid });

const fullName = () => requiredText({ required: validation.nameRequired, max: NAME_MAX, maxMessage: authRefusals.nameTooLong, collapseSpaces: true });

/** A new password: 6+ characters, kept exactly as typed. */
const newPassword = () =>
  requiredText({ required: validation.passwordRequired, min: MIN_PASSWORD_LENGTH, minMessage: validation.passwordTooShort, max: PASSWORD_MAX, raw: true });

/** The repeat of a new password; compared with it by `matching` below. */
const passwordRepeat = () => optionalText({ max: PASSWORD_MAX, raw: true });

const specialization = () => choice(PROFILE_SPECIALIZATIONS, validation.specializationRequired);

/** Cross-field rules run even while a field is still missing, so every message shows at once. */
const always = { when: () => true };

/** The fields of a possibly half-invalid form value, read safely inside a cross-field rule. */
function fieldsOf(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
}

/** Adds "Passwords do not match" to `repeat` unless it equals `password`. */
function matching(value: unknown, ctx: z.RefinementCtx, password: string, repeat: string) {
  const v = fieldsOf(value);
  if (v[repeat] !== v[password]) ctx.addIssue({ code: "custom", path: [repeat], message: validation.passwordsDoNotMatch });
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

/** The role tab a URL asks for; anything else is the doctor tab. */
export function parseRole(value: unknown): Role {
  return (ROLES as readonly unknown[]).includes(value) ? (value as Role) : "doctor";
}

// Registration (spec 5): name, e-mail, password (6+), matching confirmation, and the role's own field: a
// specialization from the list for a doctor, a company/hospital name for an employer. The role comes from the tab.
export const RegisterSchema = z
  .object({
    role: choice(ROLES, authRefusals.roleRequired),
    name: fullName(),
    email: email(),
    password: newPassword(),
    confirmPassword: passwordRepeat(),
    specialization: specialization().optional(),
    company: optionalText({ max: COMPANY_MAX, maxMessage: authRefusals.companyTooLong }),
    /** The token of an organisation's invitation the sign-up came from (the account then joins it, no organisation of its own). */
    invitation: optionalText({ max: 100, raw: true }),
  })
  .superRefine((value, ctx) => {
    matching(value, ctx, "password", "confirmPassword");
    const v = fieldsOf(value);
    if (v.role === "doctor" && !v.specialization) {
      ctx.addIssue({ code: "custom", path: ["specialization"], message: validation.specializationRequired });
    }
    if (v.role === "employer" && !v.company) ctx.addIssue({ code: "custom", path: ["company"], message: validation.companyRequired });
  }, always);

// Simple registration (spec 2.5): name, e-mail, password; always a doctor.
export const SimpleRegisterSchema = z.object({ name: fullName(), email: email(), password: newPassword() });

/** Forgot Password and Resend Confirmation: one e-mail address. */
export const EmailOnlySchema = z.object({ email: email() });

// Choose a new password from a reset link. A token no reset mail could hold makes the link invalid, not the form.
export const RESET_TOKEN_MAX = 200;
export const ResetPasswordSchema = z
  .object({
    token: optionalText({ max: RESET_TOKEN_MAX, maxMessage: account.resetLinkInvalid, raw: true }),
    password: newPassword(),
    confirmPassword: passwordRepeat(),
  })
  .superRefine((value, ctx) => matching(value, ctx, "password", "confirmPassword"), always);

/** Change Password on the profile page: the current password, and a new one typed twice. */
export const ChangePasswordSchema = z
  .object({
    currentPassword: requiredText({ required: account.currentPasswordRequired, max: PASSWORD_MAX, raw: true }),
    newPassword: newPassword(),
    confirmPassword: passwordRepeat(),
  })
  .superRefine((value, ctx) => matching(value, ctx, "newPassword", "confirmPassword"), always);

const phone = () =>
  optionalText({ max: PHONE_MAX, maxMessage: account.phoneInvalid }).refine(
    (v) => !v || (/^[+\d][\d\s()-]{5,19}$/.test(v) && v.replace(/\D/g, "").length >= 7),
    { error: account.phoneInvalid },
  );

/** A field another role's form has: whatever comes, it is dropped. */
const ignored = () => z.unknown().optional().transform(() => undefined);

function profileSchemaOf(role: Role) {
  return z
    .object({
      name: fullName(),
      phone: phone(),
      location: optionalText({ max: LOCATION_MAX, maxMessage: account.locationTooLong }),
      // Each role edits its own one: the other is ignored.
      specialization: role === "doctor" ? specialization().optional() : ignored(),
      company: role === "employer" ? optionalText({ max: COMPANY_MAX, maxMessage: authRefusals.companyTooLong }) : ignored(),
    })
    .superRefine((value, ctx) => {
      if (role === "employer" && !fieldsOf(value).company) ctx.addIssue({ code: "custom", path: ["company"], message: validation.companyRequired });
    }, always);
}

const PROFILE_SCHEMAS = { doctor: profileSchemaOf("doctor"), employer: profileSchemaOf("employer") };

/**
 * Edit Profile (spec 2.8): the caller's own name, phone, location and, by role, specialization or company.
 * The role is never taken from the form: the action picks the schema of the caller's own role. Parsing a parsed
 * value again gives the same value, so the feature function checks what the action hands it with the same schema.
 */
export function profileUpdateSchema(role: Role) {
  return PROFILE_SCHEMAS[role];
}

export type ProfileUpdate = z.output<ReturnType<typeof profileSchemaOf>>;

/** Which profile-page form a post is: Edit Profile or Change Password (the `intent` field of each). */
export const PROFILE_INTENTS = { updateProfile: "update-profile", changePassword: "change-password" } as const;

/** A post-sign-in destination only if it is a path on this site ("/x", never "//host" or "/\host"). */
export function safeRedirectPath(value: unknown, fallback: string): string {
  if (typeof value !== "string") return fallback;
  const v = value.trim();
  if (!v.startsWith("/") || v.startsWith("//") || v.startsWith("/\\") || [...v].some((ch) => ch.charCodeAt(0) < 32)) return fallback;
  // Never back to the sign-in or sign-out screens themselves.
  if (/^\/(login|logout)(?:[/?#]|$)/.test(v)) return fallback;
  return v;
}

export type SignInCode = { kind: "totp"; code: string } | { kind: "backup"; code: string };

/**
 * What the one code box of the sign-in's second step holds: six digits are the authenticator's code, ten letters
 * and digits (with or without the dash in the middle, as printed: "ab3De-9xY2q") a backup code. Spaces are
 * ignored, since apps and printouts group the characters. Anything else is neither.
 */
export function classifySignInCode(raw: string): SignInCode | null {
  const value = raw.replace(/\s/g, "");
  if (/^\d{6}$/.test(value)) return { kind: "totp", code: value };
  const backup = /^([A-Za-z0-9]{5})-?([A-Za-z0-9]{5})$/.exec(value);
  return backup ? { kind: "backup", code: `${backup[1]}-${backup[2]}` } : null;
}

/** The sign-in's second step: one code box (authenticator code or backup code), "trust this device", where to go next. */
export const TwoFactorSchema = z.object({
  code: optionalText({ max: 40 }).transform((value, ctx) => {
    const code = value ? classifySignInCode(value) : null;
    if (code) return code;
    ctx.addIssue({ code: "custom", message: security.codeRequired });
    return z.NEVER;
  }),
  trustDevice: checkbox(),
  redirectTo: optionalText({ max: 2000 }),
});

/** The security tab's password form: start two-factor sign-in, or turn it off. */
const securityPassword = () => requiredText({ required: security.passwordLabel, max: PASSWORD_MAX, raw: true });
export const StartTwoFactorSchema = z.object({ intent: z.literal("start"), password: securityPassword() });
export const StopTwoFactorSchema = z.object({ intent: z.literal("stop"), password: securityPassword() });
/** The security tab's confirmation: the six digits the authenticator app shows. */
export const ConfirmTwoFactorSchema = z.object({
  intent: z.literal("confirm"),
  code: requiredText({ required: security.codeRequired, max: 6, maxMessage: security.codeRequired }).refine((v) => /^\d{6}$/.test(v), { error: security.codeRequired }),
});
/** Every form of the security tab, told apart by its intent. */
export const SecuritySchema = z.discriminatedUnion("intent", [StartTwoFactorSchema, ConfirmTwoFactorSchema, StopTwoFactorSchema], { error: formInput.unknownAction });
