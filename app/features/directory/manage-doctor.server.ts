import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles, type Profile } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { storableFileName } from "~/lib/file-name";
import { validation } from "~/lib/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { removeFileByUrl, storeImage } from "~/services/storage/storage.server";
import { AdminDoctorSchema, DirectoryDetailsSchema, type DirectoryFormValues } from "./schema";

function fieldErrors(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

/** A doctor edits the directory details of their own profile. A changed registration number loses verification. */
export async function updateOwnDirectoryDetails({ actor, values }: { actor: MaybeActor; values: DirectoryFormValues }): Promise<Profile> {
  if (!actor) throw new AppError("unauthenticated", "Please sign in to edit your profile.");
  const [profile] = await db().select().from(profiles).where(eq(profiles.id, actor.userId)).limit(1);
  if (!profile || profile.role !== "doctor" || !can.editOwnProfile(actor, profile.id)) throw new AppError("forbidden", validation.permissionDenied);
  const parsed = DirectoryDetailsSchema.safeParse(values);
  if (!parsed.success) throw new AppError("invalid_input", "Please correct the highlighted fields.", fieldErrors(parsed.error));
  const d = parsed.data;
  const [row] = await db()
    .update(profiles)
    .set({
      ...d,
      verifiedAt: d.registrationNumber === profile.registrationNumber ? profile.verifiedAt : null,
      updatedAt: new Date(),
    })
    .where(eq(profiles.id, profile.id))
    .returning();
  return row!;
}

/** The admin marks a doctor's registration as checked (or takes that back). */
export async function setVerified({ actor, profileId, verified }: { actor: MaybeActor; profileId: string; verified: boolean }): Promise<void> {
  if (!can.manageDoctorProfiles(actor)) throw new AppError("forbidden", validation.permissionDenied);
  const [profile] = await db().select({ id: profiles.id, reg: profiles.registrationNumber }).from(profiles).where(and(eq(profiles.id, profileId), eq(profiles.role, "doctor"))).limit(1);
  if (!profile) throw new AppError("not_found", "This doctor profile no longer exists.");
  if (verified && !profile.reg) throw new AppError("conflict", "Add a medical council registration number before verifying.");
  await db().update(profiles).set({ verifiedAt: verified ? new Date() : null, updatedAt: new Date() }).where(eq(profiles.id, profile.id));
}

export async function getDoctorProfile({ actor, profileId }: { actor: MaybeActor; profileId: string }): Promise<Profile> {
  if (!can.manageDoctorProfiles(actor)) throw new AppError("forbidden", validation.permissionDenied);
  const [profile] = await db().select().from(profiles).where(and(eq(profiles.id, profileId), eq(profiles.role, "doctor"))).limit(1);
  if (!profile) throw new AppError("not_found", "This doctor profile no longer exists.");
  return profile;
}

/**
 * The admin creates (profileId null) or edits a directory profile, with an optional photo. A replaced photo's
 * old object is removed after the row points at the new one.
 */
export async function saveDoctorProfile({
  actor,
  profileId,
  values,
  photo,
}: {
  actor: MaybeActor;
  profileId: string | null;
  values: DirectoryFormValues;
  photo: { bytes: Uint8Array; name: string } | null;
}): Promise<Profile> {
  if (!can.manageDoctorProfiles(actor)) throw new AppError("forbidden", validation.permissionDenied);
  const parsed = AdminDoctorSchema.safeParse(values);
  if (!parsed.success) throw new AppError("invalid_input", "Please correct the highlighted fields.", fieldErrors(parsed.error));
  const existing = profileId ? await getDoctorProfile({ actor, profileId }) : null;
  const d = parsed.data;
  const stored = photo ? await storeImage({ bucket: "avatars", bytes: photo.bytes, ownerId: actor!.userId, originalName: storableFileName(photo.name) }) : null;
  try {
    const values = {
      ...d,
      // Accounts keep their own e-mail; only admin-made profiles take one from this form.
      email: existing?.userId ? existing.email : d.email,
      listed: existing?.userId ? d.listed : true,
      verifiedAt: existing && d.registrationNumber === existing.registrationNumber ? existing.verifiedAt : null,
      updatedAt: new Date(),
      ...(stored ? { avatarUrl: stored.url } : {}),
    };
    const [row] = existing
      ? await db().update(profiles).set(values).where(eq(profiles.id, existing.id)).returning()
      : await db().insert(profiles).values({ id: crypto.randomUUID(), role: "doctor", ...values }).returning();
    if (stored && existing?.avatarUrl) await removeFileByUrl(existing.avatarUrl);
    return row!;
  } catch (error) {
    if (stored) await removeFileByUrl(stored.url);
    throw error;
  }
}
