import { and, eq } from "drizzle-orm";
import { verifyPassword } from "better-auth/crypto";
import { db } from "~/db/client.server";
import { account, deletionRequests, session, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { privacy } from "~/features/privacy/messages";
import type { MaybeActor } from "~/lib/permissions";
import { DELETION_GRACE_DAYS } from "~/lib/privacy";
import { logger } from "~/services/logger.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { deletionRequestedMail } from "~/services/mail/templates.server";

/**
 * "Delete my account", confirmed by the account's e-mail address and password: the deletion is scheduled for
 * DELETION_GRACE_DAYS later and every session ends; signing in before then cancels it (auth.server.ts,
 * session.create.after). The admin account cannot delete itself this way.
 */
export async function requestAccountDeletion(input: { actor: MaybeActor; email: string; password: string }): Promise<Date> {
  const actor = input.actor;
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  if (actor.isAdmin) throw new AppError("forbidden", validation.permissionDenied);
  if (input.email.trim().toLowerCase() !== actor.email.toLowerCase()) {
    throw new AppError("invalid_input", privacy.deleteEmailMismatch, { email: privacy.deleteEmailMismatch });
  }
  const [credential] = await db()
    .select({ hash: account.password })
    .from(account)
    .where(and(eq(account.userId, actor.userId), eq(account.providerId, "credential")))
    .limit(1);
  if (!credential?.hash || !(await verifyPassword({ hash: credential.hash, password: input.password }))) {
    throw new AppError("invalid_input", privacy.deletePasswordWrong, { password: privacy.deletePasswordWrong });
  }
  const now = new Date();
  await db().transaction(async (tx) => {
    await tx.update(user).set({ deletionRequestedAt: now }).where(eq(user.id, actor.userId));
    await tx.insert(deletionRequests).values({ userId: actor.userId, requestedAt: now });
    await tx.delete(session).where(eq(session.userId, actor.userId));
  });
  const erasedOn = new Date(now.getTime() + DELETION_GRACE_DAYS * 86_400_000);
  try {
    await queueMail({ to: actor.email, ...deletionRequestedMail({ name: actor.name, erasedOn }) });
  } catch (error) {
    logger().error({ err: error }, "could not send the deletion notice");
  }
  return erasedOn;
}
