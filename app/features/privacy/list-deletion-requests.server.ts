import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { deletionRequests } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";

/** The caller's own "Delete my account" requests, newest first, with when a sign-in cancelled each (My Data). */
export async function listDeletionRequests({ actor }: { actor: MaybeActor }) {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  return db()
    .select({ requestedAt: deletionRequests.requestedAt, cancelledAt: deletionRequests.cancelledAt })
    .from(deletionRequests)
    .where(eq(deletionRequests.userId, actor.userId))
    .orderBy(desc(deletionRequests.requestedAt))
    .limit(20);
}
