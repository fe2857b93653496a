import { and, eq, isNotNull, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { deletionRequests, user } from "~/db/schema";
import { logger } from "~/services/logger.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { deletionCancelledMail } from "~/services/mail/templates.server";

export type CancelledDeletion = { requestedAt: Date; cancelledAt: Date };

/**
 * A new session while a deletion is scheduled cancels it (decision 085): the request is closed as cancelled (My Data
 * shows it), and the owner is mailed when and how, in case it was not them. Runs after the session is committed, so
 * it uses its own connection. Row-locked, so two sign-ins at once cancel (and mail) once.
 */
export async function cancelDeletionOnSignIn(userId: string, now = new Date()): Promise<CancelledDeletion | null> {
  // Almost every sign-in has nothing to cancel: one read by primary key, no transaction.
  const [scheduled] = await db()
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.id, userId), isNotNull(user.deletionRequestedAt)))
    .limit(1);
  if (!scheduled) return null;
  const cancelled = await db().transaction(async (tx) => {
    const [row] = await tx
      .select({ requestedAt: user.deletionRequestedAt, email: user.email, name: user.name })
      .from(user)
      .where(and(eq(user.id, userId), isNotNull(user.deletionRequestedAt)))
      .for("update");
    if (!row?.requestedAt) return null;
    await tx.update(user).set({ deletionRequestedAt: null }).where(eq(user.id, userId));
    const closed = await tx
      .update(deletionRequests)
      .set({ cancelledAt: now })
      .where(and(eq(deletionRequests.userId, userId), isNull(deletionRequests.cancelledAt)))
      .returning({ id: deletionRequests.id });
    // A request made before requests were recorded one by one has only the user's column.
    if (!closed.length) await tx.insert(deletionRequests).values({ userId, requestedAt: row.requestedAt, cancelledAt: now });
    return { email: row.email, name: row.name, requestedAt: row.requestedAt };
  });
  if (!cancelled) return null;
  try {
    await queueMail({ to: cancelled.email, ...deletionCancelledMail({ name: cancelled.name, requestedAt: cancelled.requestedAt, cancelledAt: now }) });
  } catch (error) {
    logger().error({ err: error }, "could not send the deletion-cancelled notice");
  }
  return { requestedAt: cancelled.requestedAt, cancelledAt: now };
}

/**
 * The deletion a sign-in has just cancelled, once: the page the owner lands on says so, and no later page does.
 */
export async function takeCancelledDeletionNotice(userId: string, now = new Date()): Promise<CancelledDeletion | null> {
  const [row] = await db()
    .update(deletionRequests)
    .set({ cancelNoticedAt: now })
    .where(and(eq(deletionRequests.userId, userId), isNotNull(deletionRequests.cancelledAt), isNull(deletionRequests.cancelNoticedAt)))
    .returning({ requestedAt: deletionRequests.requestedAt, cancelledAt: deletionRequests.cancelledAt });
  return row?.cancelledAt ? { requestedAt: row.requestedAt, cancelledAt: row.cancelledAt } : null;
}
