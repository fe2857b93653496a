import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { googleReviews, type GoogleReview } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { storableFileName } from "~/lib/file-name";
import { validation } from "~/lib/messages";
import { reviews as msg } from "~/features/reviews/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { storeFormImage } from "~/services/storage/form-image.server";
import { removeFileByUrl } from "~/services/storage/storage.server";
import type { ReviewInput } from "./schema";

export async function listReviews(): Promise<GoogleReview[]> {
  return db().select().from(googleReviews).orderBy(desc(googleReviews.createdAt), desc(googleReviews.id));
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
  /** Parsed by the review form's schema (ReviewSchema). */
  input: ReviewInput;
  avatar: { bytes: Uint8Array; name: string } | null;
}): Promise<GoogleReview> {
  if (!can.manageReviews(actor)) throw new AppError("forbidden", validation.permissionDenied);
  const existing = id == null ? null : (await db().select().from(googleReviews).where(eq(googleReviews.id, id)).limit(1))[0];
  if (id != null && !existing) throw new AppError("not_found", msg.gone);

  const stored = avatar ? await storeFormImage({ bucket: "avatars", bytes: avatar.bytes, ownerId: actor!.userId, originalName: storableFileName(avatar.name) }, "avatar") : null;
  try {
    const values = { name: input.name, review: input.review, rating: input.rating, ...(stored ? { avatarUrl: stored.url } : {}) };
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
  if (!row) throw new AppError("not_found", msg.gone);
  await removeFileByUrl(row.avatarUrl);
}
