import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { RESUME_MAX_BYTES } from "~/lib/constants";
import { AppError } from "~/lib/errors";
import { storableFileName } from "~/lib/file-name";
import { isPdf } from "~/lib/file-type";
import { validation, resumeUpload } from "~/lib/messages";
import { resume as msg } from "~/features/resumes/messages";
import type { MaybeActor } from "~/lib/permissions";
import { parseFileUrl, publicFileUrl, removeFileByUrl, storeFile } from "~/services/storage/storage.server";

/** A doctor manages their own resume; the admin manages any doctor profile's resume. */
async function loadTarget(actor: MaybeActor, profileId: string) {
  if (!actor) throw new AppError("unauthenticated", msg.signInToManage);
  const [profile] = await db()
    .select({ id: profiles.id, role: profiles.role, resumeUrl: profiles.resumeUrl })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .limit(1);
  const own = profile && actor.userId === profile.id && !actor.isAdmin && profile.role === "doctor";
  if (!profile || profile.role !== "doctor" || !(own || actor.isAdmin)) throw new AppError("forbidden", validation.permissionDenied);
  return profile;
}

/** Checks a resume by content: a PDF (the %PDF- signature) of at most 5 MB; a refusal names the resume field. */
export function checkResumeBytes(bytes: Uint8Array | null): Uint8Array {
  if (!bytes || bytes.byteLength === 0) throw new AppError("invalid_file", msg.noFileSelected.title, { resume: msg.noFileSelected.title });
  if (bytes.byteLength > RESUME_MAX_BYTES || !isPdf(bytes)) throw new AppError("invalid_file", resumeUpload.invalidFile.description, { resume: resumeUpload.invalidFile.description });
  return bytes;
}

/**
 * Stores a new resume under resumes/{profileId}/{timestamp}-{random}.pdf and points the profile at it; the old
 * file is removed only after the profile has moved on, so a failed upload leaves the previous resume in place.
 */
export async function uploadResume({
  actor,
  profileId,
  bytes,
  originalName,
}: {
  actor: MaybeActor;
  profileId: string;
  bytes: Uint8Array | null;
  originalName?: string | null;
}): Promise<{ resumeUrl: string }> {
  const profile = await loadTarget(actor, profileId);
  const pdf = checkResumeBytes(bytes);
  const key = `${profile.id}/${Date.now()}-${crypto.randomBytes(8).toString("hex")}.pdf`;
  await storeFile({ bucket: "resumes", key, bytes: pdf, contentType: "application/pdf", ownerId: profile.id, originalName: storableFileName(originalName) });
  const resumeUrl = publicFileUrl("resumes", key);
  try {
    await db().update(profiles).set({ resumeUrl, updatedAt: new Date() }).where(eq(profiles.id, profile.id));
  } catch (error) {
    await removeFileByUrl(resumeUrl);
    throw error;
  }
  if (profile.resumeUrl && profile.resumeUrl !== resumeUrl) await removeFileByUrl(profile.resumeUrl);
  return { resumeUrl };
}

/** Removes the resume file and clears resume_url. */
export async function deleteResume({ actor, profileId }: { actor: MaybeActor; profileId: string }): Promise<void> {
  const profile = await loadTarget(actor, profileId);
  if (!profile.resumeUrl) throw new AppError("not_found", msg.noResumeToDelete.description);
  await db().update(profiles).set({ resumeUrl: null, updatedAt: new Date() }).where(eq(profiles.id, profile.id));
  await removeFileByUrl(profile.resumeUrl);
}

export type ResumeInfo = { url: string; uploadedAt: Date | null; size: number | null } | null;

/** The resume a profile points at, with its upload date, or null. */
export async function getResumeInfo(resumeUrl: string | null): Promise<ResumeInfo> {
  const ref = parseFileUrl(resumeUrl);
  if (!ref || !resumeUrl) return null;
  const match = /\/(\d{10,})-/.exec(ref.key);
  return { url: resumeUrl, uploadedAt: match ? new Date(Number(match[1])) : null, size: null };
}
