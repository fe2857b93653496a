import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { directory as msg } from "~/features/directory/messages";
import { can, type MaybeActor } from "~/lib/permissions";

/**
 * Spec 5/6: only the super admin may delete a doctor profile. Admin-made directory profiles are removed;
 * a doctor's own account profile is taken out of the directory instead, so nobody loses their account.
 */
export async function deleteDoctorProfile({ actor, profileId }: { actor: MaybeActor; profileId: string }): Promise<{ name: string }> {
  if (!can.deleteDoctorProfile(actor)) throw new AppError("forbidden", validation.permissionDenied);
  const [profile] = await db()
    .select({ id: profiles.id, name: profiles.name, userId: profiles.userId })
    .from(profiles)
    .where(and(eq(profiles.id, profileId), eq(profiles.role, "doctor")))
    .limit(1);
  if (!profile) throw new AppError("not_found", msg.profileGone);
  if (profile.userId) {
    await db().update(profiles).set({ listed: false, updatedAt: new Date() }).where(eq(profiles.id, profile.id));
  } else {
    await db().delete(profiles).where(and(eq(profiles.id, profile.id), isNull(profiles.userId)));
  }
  return { name: profile.name };
}
