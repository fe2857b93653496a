import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { can, type Actor } from "~/lib/permissions";
import { fieldErrors, profileUpdateSchema, type ProfileField } from "./schema";

/**
 * Spec 7.2 "update own profile": name, phone, location and, by role, specialization or company. The row is always
 * the caller's own (actor.userId); nothing in the input can point it at another profile.
 */
export async function updateOwnProfile({ actor, input }: { actor: Actor; input: Record<string, unknown> }): Promise<void> {
  if (!can.editOwnProfile(actor, actor.userId)) throw new AppError("forbidden", validation.permissionDenied);
  const parsed = profileUpdateSchema(actor.role).safeParse(input);
  if (!parsed.success) {
    throw new AppError("invalid_input", "Please correct the highlighted fields.", fieldErrors<ProfileField>(parsed.error) as Record<string, string>);
  }
  const now = new Date();
  const changes = parsed.data;
  const updated = await db()
    .update(profiles)
    .set({
      name: changes.name,
      phone: changes.phone,
      location: changes.location,
      ...(actor.role === "doctor" ? { specialization: changes.specialization } : { company: changes.company }),
      updatedAt: now,
    })
    .where(eq(profiles.id, actor.userId))
    .returning({ id: profiles.id });
  if (updated.length === 0) throw new AppError("not_found", "Your profile could not be found.");
  // Keep the account's own name (used in mails) in step with the profile.
  await db().update(user).set({ name: changes.name, updatedAt: now }).where(eq(user.id, actor.userId));
}
