import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { candidateFiles, fileViews, files } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { IMAGE_EXTENSIONS, isPdf, sniffImageType } from "~/lib/file-type";
import type { MaybeActor } from "~/lib/permissions";
import { JOB_RULES } from "~/lib/team-permissions";
import { logger } from "~/services/logger.server";
import { makeObjectKey, removeFile, storageDriver, storeFile } from "~/services/storage/storage.server";
import { candidateScope, recordCandidateChange } from "./candidate-scope.server";
import { CANDIDATE_FILE_MAX_BYTES, recordTexts as t } from "./messages";

// Files a team attaches to a candidate: PDFs and images, decided by their content, in the private candidate-files
// bucket, served only to the organisation's members who may see the application they were attached on, each view
// logged in file_views.

const BUCKET = "candidate-files" as const;

/** The file's type by its content: a PDF, or a PNG, JPEG or WebP image; anything else is refused. */
export function candidateFileType(bytes: Uint8Array): { contentType: string; extension: string } | null {
  if (bytes.byteLength === 0 || bytes.byteLength > CANDIDATE_FILE_MAX_BYTES) return null;
  if (isPdf(bytes)) return { contentType: "application/pdf", extension: "pdf" };
  const image = sniffImageType(bytes);
  if (!image || image === "image/gif") return null;
  return { contentType: image, extension: IMAGE_EXTENSIONS[image] };
}

/** The name shown in the timeline: the client's file name without folders or control characters, kept short. */
export function displayName(name: string, extension: string): string {
  const base = (name.split(/[\\/]/).pop() ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, "")
    .trim()
    .slice(0, 120);
  return base || `${t.unnamedFile}.${extension}`;
}

/** A team member who may move the application's candidates attaches a file to the candidate. */
export async function attachCandidateFile(input: { actor: MaybeActor; applicationId: number; file: { bytes: Uint8Array; name: string } }): Promise<{ id: number }> {
  const scope = await candidateScope(input.actor, input.applicationId, "moveCandidates");
  if (input.file.bytes.byteLength === 0) throw new AppError("invalid_file", t.fileRequired, { file: t.fileRequired });
  const type = candidateFileType(input.file.bytes);
  if (!type) throw new AppError("invalid_file", t.fileInvalid, { file: t.fileInvalid });
  const name = displayName(input.file.name, type.extension);
  const stored = await storeFile({ bucket: BUCKET, key: makeObjectKey(type.extension, scope.organisationId), bytes: input.file.bytes, contentType: type.contentType, ownerId: scope.actor.userId, originalName: name });
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(candidateFiles)
        .values({ organisationId: scope.organisationId, doctorId: scope.doctorId, applicationId: scope.record.id, fileId: stored.id, uploadedBy: scope.actor.userId })
        .returning({ id: candidateFiles.id });
      await recordCandidateChange(tx, { actor: scope.actor, action: "candidate.file.attach", applicationId: scope.record.id, details: { candidateFileId: row!.id, fileId: stored.id, doctorId: scope.doctorId, name, contentType: type.contentType, size: input.file.bytes.byteLength } });
      return { id: row!.id };
    });
  } catch (error) {
    await removeFile(BUCKET, stored.key).catch((err: unknown) => logger().warn({ err }, "an orphaned candidate file could not be removed"));
    throw error;
  }
}

/** The candidate file with the application it was attached on, when the caller may see it; refused otherwise. */
async function visibleCandidateFile(actor: MaybeActor, candidateFileId: number) {
  const [row] = await db()
    .select({ id: candidateFiles.id, organisationId: candidateFiles.organisationId, doctorId: candidateFiles.doctorId, applicationId: candidateFiles.applicationId, uploadedBy: candidateFiles.uploadedBy, fileId: files.id, key: files.key, contentType: files.contentType, name: files.originalName })
    .from(candidateFiles)
    .innerJoin(files, eq(files.id, candidateFiles.fileId))
    .where(and(eq(candidateFiles.id, candidateFileId), eq(files.bucket, BUCKET)))
    .limit(1);
  if (!row) throw new AppError("not_found", t.fileNotFound);
  if (row.applicationId !== null) {
    const scope = await candidateScope(actor, row.applicationId, "view");
    if (scope.organisationId !== row.organisationId || scope.doctorId !== row.doctorId) throw new AppError("not_found", t.fileNotFound);
    return { row, actor: scope.actor };
  }
  // The application went with its job: the members who see every job of the organisation still see the file.
  const m = actor?.membership;
  if (!actor || !m || m.organisationId !== row.organisationId || JOB_RULES[m.role].view !== "all") throw new AppError("not_found", t.fileNotFound);
  return { row, actor };
}

/** The file's bytes for a member who may see it; the view is logged. */
export async function readCandidateFile(input: { actor: MaybeActor; candidateFileId: number }): Promise<{ bytes: Uint8Array; contentType: string; name: string } | null> {
  const { row, actor } = await visibleCandidateFile(input.actor, input.candidateFileId);
  const bytes = await storageDriver().get(BUCKET, row.key);
  if (!bytes) return null;
  await db().insert(fileViews).values({ fileId: row.fileId, viewerId: actor.userId, viaApplication: true });
  return { bytes, contentType: row.contentType, name: row.name ?? t.unnamedFile };
}

/** The uploader, or the organisation's owner or an admin, removes a file from the candidate. */
export async function removeCandidateFile(input: { actor: MaybeActor; applicationId: number; candidateFileId: number }): Promise<void> {
  const scope = await candidateScope(input.actor, input.applicationId, "view");
  const { row, actor } = await visibleCandidateFile(scope.actor, input.candidateFileId);
  if (row.organisationId !== scope.organisationId || row.doctorId !== scope.doctorId) throw new AppError("not_found", t.fileNotFound);
  const role = actor.membership?.role;
  if (row.uploadedBy !== actor.userId && role !== "owner" && role !== "admin") throw new AppError("forbidden", t.notYourFile);
  await db().transaction(async (tx) => {
    const [gone] = await tx.delete(candidateFiles).where(eq(candidateFiles.id, row.id)).returning({ id: candidateFiles.id });
    if (!gone) throw new AppError("not_found", t.fileNotFound);
    await recordCandidateChange(tx, { actor, action: "candidate.file.remove", applicationId: scope.record.id, details: { candidateFileId: row.id, fileId: row.fileId, doctorId: scope.doctorId, name: row.name } });
  });
  await removeFile(BUCKET, row.key).catch((err: unknown) => logger().warn({ err, candidateFileId: row.id }, "a removed candidate file's object could not be deleted"));
}
