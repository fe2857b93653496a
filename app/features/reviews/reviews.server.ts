import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { googleReviews, type GoogleReview } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { storableFileName } from "~/lib/file-name";
import { validation } from "~/lib/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { removeFileByUrl, storeImage } from "~/services/storage/storage.server";
import { ReviewSchema } from "./schema";

export async function listReviews(): Promise<GoogleReview[]> {
  return db().select().from(googleReviews).orderBy(desc(googleReviews.createdAt), desc(googleReviews.id));
}

function fieldErrors(error: { issues: { path: PropertyKey[]; message: string }[] }) {
  return Object.fromEntries(error.issues.map((i) => [String(i.path[0]), i.message]));
}

/**
 * Adds a review (id null) or updates one. A new avatar replaces the old one, whose object is then removed;
 * the old avatar is kept if anything fails.
 */
export async function saveReview({
  actor,
  id,
  input,
  avatar,
}: {
  actor: MaybeActor;
  id: number | null;
  input: Record<string, unknown>;
  avatar: { bytes: Uint8Array; name: string } | null;
}): Promise<GoogleReview> {
  if (!can.manageReviews(actor)) throw new AppError("forbidden", validation.permissionDenied);
  const parsed = ReviewSchema.safeParse(input);
  if (!parsed.success) throw new AppError("invalid_input", "Please correct the highlighted fields.", fieldErrors(parsed.error));
  const existing = id == null ? null : (await db().select().from(googleReviews).where(eq(googleReviews.id, id)).limit(1))[0];
  if (id != null && !existing) throw new AppError("not_found", "This review no longer exists.");

  const stored = avatar ? await storeImage({ bucket: "avatars", bytes: avatar.bytes, ownerId: actor!.userId, originalName: storableFileName(avatar.name) }) : null;
  try {
    const values = { ...parsed.data, ...(stored ? { avatarUrl: stored.url } : {}) };
    const [row] = existing
      ? await db().update(googleReviews).set(values).where(eq(googleReviews.id, existing.id)).returning()
      : await db().insert(googleReviews).values(values).returning();
    if (stored && existing?.avatarUrl) await removeFileByUrl(existing.avatarUrl);
    return row!;
  } catch (error) {
    if (stored) await removeFileByUrl(stored.url);
    throw error;
  }
}

export async function deleteReview({ actor, id }: { actor: MaybeActor; id: number }): Promise<void> {
  if (!can.manageReviews(actor)) throw new AppError("forbidden", validation.permissionDenied);
  const [row] = await db().delete(googleReviews).where(eq(googleReviews.id, id)).returning();
  if (!row) throw new AppError("not_found", "This review no longer exists.");
  await removeFileByUrl(row.avatarUrl);
}
