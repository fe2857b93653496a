import { eq } from "drizzle-orm";
import { z } from "zod";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { PROFILE_SPECIALIZATIONS, ROLES, type Role } from "~/lib/constants";
import { validation, authRefusals } from "~/lib/messages";
import { hasControlCharacters } from "~/lib/storable-text";
import { PRIVACY_NOTICE_VERSION } from "~/lib/privacy";

/** NUL cannot be stored in a PostgreSQL text column; other control characters have no place in a name either. */
const storable = (schema: z.ZodString) => schema.refine((v) => !hasControlCharacters(v), validation.controlCharacters);

const optionalText = (tooLong: string) => z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), storable(z.string().max(200, tooLong)));

/**
 * The profile half of a sign-up payload (spec 3, "Registration payload"), checked on the server for every
 * sign-up, including direct calls to /api/auth/sign-up/email. The /register form additionally requires a
 * specialization for doctors; the spec's simple registration signs doctors up without one, so here it is
 * optional but must come from the list when given.
 */
const SignUpProfileSchema = z
  .object({
    name: z.preprocess(
      (v) => (typeof v === "string" ? v.trim().replace(/\s+/g, " ") : ""),
      storable(z.string().min(1, validation.nameRequired).max(120, authRefusals.nameTooLong)),
    ),
    role: z.enum(ROLES, { error: authRefusals.roleRequired }),
    specialization: optionalText(authRefusals.specializationInvalid),
    company: optionalText(authRefusals.companyTooLong),
  })
  .superRefine((value, ctx) => {
    if (value.role === "doctor" && value.specialization && !(PROFILE_SPECIALIZATIONS as readonly string[]).includes(value.specialization)) {
      ctx.addIssue({ code: "custom", path: ["specialization"], message: authRefusals.specializationInvalid });
    }
    if (value.role === "employer" && !value.company) {
      ctx.addIssue({ code: "custom", path: ["company"], message: validation.companyRequired });
    }
  })
  .transform((v) => ({
    name: v.name,
    role: v.role as Role,
    specialization: v.role === "doctor" && v.specialization ? v.specialization : null,
    company: v.role === "employer" ? v.company : null,
  }));

export type SignUpProfile = z.output<typeof SignUpProfileSchema>;

export function parseSignUpProfile(body: unknown): { ok: true; profile: SignUpProfile } | { ok: false; message: string } {
  const result = SignUpProfileSchema.safeParse(body ?? {});
  if (result.success) return { ok: true, profile: result.data };
  return { ok: false, message: result.error.issues[0]?.message ?? authRefusals.roleRequired };
}

/** The columns of a new account's profiles row (id = user id). */
export function accountProfileRow(user: { id: string; email: string; name: string }, profile: SignUpProfile) {
  return {
    id: user.id,
    userId: user.id,
    role: profile.role,
    name: profile.name || user.name,
    email: user.email.toLowerCase(),
    specialization: profile.specialization,
    company: profile.company,
    // Every sign-up is shown the privacy notice (lib/privacy.ts); the version it agreed to is kept.
    consentVersion: PRIVACY_NOTICE_VERSION,
    consentedAt: new Date(),
  };
}

export async function markPasswordChanged(userId: string, at = new Date()): Promise<void> {
  await db().update(profiles).set({ passwordChangedAt: at, updatedAt: at }).where(eq(profiles.id, userId));
}
