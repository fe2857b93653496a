import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { fieldErrorsOf } from "~/lib/form-schema";
import { formInput, validation } from "~/lib/messages";
import { account } from "~/features/accounts/messages";
import { can, type Actor } from "~/lib/permissions";
import { profileUpdateSchema } from "./schema";

/**
 * Spec 7.2 "update own profile": name, phone, location and, by role, specialization or company. The row is always
 * the caller's own (actor.userId); nothing in the input can point it at another profile. The input is checked
 * with the Edit Profile form's schema of the caller's role (the action has parsed the form with it already).
 */
export async function updateOwnProfile({ actor, input }: { actor: Actor; input: unknown }): Promise<void> {
  if (!can.editOwnProfile(actor, actor.userId)) throw new AppError("forbidden", validation.permissionDenied);
  const parsed = profileUpdateSchema(actor.role).safeParse(input);
  if (!parsed.success) throw new AppError("invalid_input", formInput.fixFields, fieldErrorsOf(parsed.error));
  const changes = parsed.data;
  const now = new Date();
  const updated = await db()
    .update(profiles)
    .set({
      name: changes.name,
      phone: changes.phone || null,
      location: changes.location || null,
      ...(actor.role === "doctor" ? { specialization: changes.specialization || null } : { company: changes.company || null }),
      updatedAt: now,
    })
    .where(eq(profiles.id, actor.userId))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw new AppError("not_found", account.profileNotFound);
  // Keep the account's own name (used in mails) in step with the profile.
  await db().update(user).set({ name: changes.name, updatedAt: now }).where(eq(user.id, actor.userId));
}
