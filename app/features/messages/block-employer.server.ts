import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { messageBlocks } from "~/db/schema";
import type { MaybeActor } from "~/lib/permissions";
import { requireDoctorSide } from "./thread-access.server";

/**
 * The doctor's side of a conversation blocks (or unblocks) its employer: a blocked employer cannot start a
 * conversation with the doctor, and their conversations become read-only for both sides. Idempotent.
 */
export async function setEmployerBlocked({ actor, threadId, blocked }: { actor: MaybeActor; threadId: number; blocked: boolean }): Promise<void> {
  const { thread } = await requireDoctorSide(actor, threadId);
  if (blocked) {
    await db().insert(messageBlocks).values({ doctorProfileId: thread.doctorProfileId, employerUserId: thread.employerUserId }).onConflictDoNothing();
  } else {
    await db()
      .delete(messageBlocks)
      .where(and(eq(messageBlocks.doctorProfileId, thread.doctorProfileId), eq(messageBlocks.employerUserId, thread.employerUserId)));
  }
}
