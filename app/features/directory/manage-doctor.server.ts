import crypto from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles, type Profile } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { storableFileName } from "~/lib/file-name";
import { validation } from "~/lib/messages";
import { directory as msg } from "~/features/directory/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { storeFormImage } from "~/services/storage/form-image.server";
import { removeFileByUrl } from "~/services/storage/storage.server";
import type { AdminDoctorValues, DirectoryDetails } from "./schema";

// The values arrive parsed by the form's schema (schema.ts), so these functions decide who may write what.

/** A doctor edits the directory details of their own profile. A changed registration number loses verification. */
export async function updateOwnDirectoryDetails({ actor, details }: { actor: MaybeActor; details: DirectoryDetails }): Promise<Profile> {
  if (!actor) throw new AppError("unauthenticated", msg.signInToEdit);
  const [profile] = await db().select().from(profiles).where(eq(profiles.id, actor.userId)).limit(1);
  if (!profile || profile.role !== "doctor" || !can.editOwnProfile(actor, profile.id)) throw new AppError("forbidden", validation.permissionDenied);
  const [row] = await db()
    .update(profiles)
    .set({
      ...details,
      verifiedAt: details.registrationNumber === profile.registrationNumber ? profile.verifiedAt : null,
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
  if (!profile) throw new AppError("not_found", msg.profileGone);
  if (verified && !profile.reg) throw new AppError("conflict", msg.verifyNeedsRegistration, { verified: msg.verifyNeedsRegistration });
  await db().update(profiles).set({ verifiedAt: verified ? new Date() : null, updatedAt: new Date() }).where(eq(profiles.id, profile.id));
}

export async function getDoctorProfile({ actor, profileId }: { actor: MaybeActor; profileId: string }): Promise<Profile> {
  if (!can.manageDoctorProfiles(actor)) throw new AppError("forbidden", validation.permissionDenied);
  const [profile] = await db().select().from(profiles).where(and(eq(profiles.id, profileId), eq(profiles.role, "doctor"))).limit(1);
  if (!profile) throw new AppError("not_found", msg.profileGone);
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
  values: AdminDoctorValues;
  photo: { bytes: Uint8Array; name: string } | null;
}): Promise<Profile> {
  if (!can.manageDoctorProfiles(actor)) throw new AppError("forbidden", validation.permissionDenied);
  const existing = profileId ? await getDoctorProfile({ actor, profileId }) : null;
  const stored = photo
    ? await storeFormImage({ bucket: "avatars", bytes: photo.bytes, ownerId: actor!.userId, originalName: storableFileName(photo.name) }, "photo")
    : null;
  try {
    const row = {
      ...values,
      // Accounts keep their own e-mail; only admin-made profiles take one from this form.
      email: existing?.userId ? existing.email : values.email,
      listed: existing?.userId ? values.listed : true,
      verifiedAt: existing && values.registrationNumber === existing.registrationNumber ? existing.verifiedAt : null,
      updatedAt: new Date(),
      ...(stored ? { avatarUrl: stored.url } : {}),
    };
    const [saved] = existing
      ? await db().update(profiles).set(row).where(eq(profiles.id, existing.id)).returning()
      : // A profile the admin makes (no account) is open to verified employers: the admin holds the doctor's consent.
        await db().insert(profiles).values({ id: crypto.randomUUID(), role: "doctor", resumeOpenToEmployers: true, ...row }).returning();
    if (stored && existing?.avatarUrl) await removeFileByUrl(existing.avatarUrl);
    return saved!;
  } catch (error) {
    if (stored) await removeFileByUrl(stored.url);
    throw error;
  }
}
