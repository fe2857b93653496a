import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profiles } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import type { VerificationRequest } from "./schema";

/**
 * An employer sends (or, after a rejection, sends again) the organisation details the admin checks. The request puts the
 * employer in the admin's queue; a verified employer has nothing to request.
 */
export async function requestVerification({ actor, input }: { actor: MaybeActor; input: VerificationRequest }): Promise<void> {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  if (actor.isAdmin || actor.role !== "employer") throw new AppError("forbidden", validation.permissionDenied);
  if (actor.verified) throw new AppError("conflict", validation.permissionDenied);
  const now = new Date();
  await db()
    .update(profiles)
    .set({ ...input, verificationRequestedAt: now, rejectedAt: null, rejectionReason: null, updatedAt: now })
    .where(eq(profiles.id, actor.userId));
}
