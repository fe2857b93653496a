import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { session, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { accountAdmin } from "~/features/admin/messages";
import type { MaybeActor } from "~/lib/permissions";
import { findAccount } from "./find-account.server";
import { recordAdminAction } from "./record-admin-action.server";
import { requireAccountManager } from "./require-admin.server";

/**
 * Suspends an account with a reason: every session ends in the same transaction, and better-auth's admin plugin
 * refuses it a new one (auth.server.ts). The admin cannot suspend their own account.
 */
export async function banAccount(input: { actor: MaybeActor; userId: string; reason: string; ip: string | null }): Promise<void> {
  const actor = requireAccountManager(input.actor);
  if (input.userId === actor.userId) throw new AppError("forbidden", accountAdmin.cannotActOnSelf);
  const reason = input.reason.trim();
  if (!reason) throw new AppError("invalid_input", accountAdmin.banReasonRequired, { reason: accountAdmin.banReasonRequired });
  const account = await findAccount(input.userId);
  await db().transaction(async (tx) => {
    await tx.update(user).set({ banned: true, banReason: reason, banExpires: null, updatedAt: new Date() }).where(eq(user.id, account.id));
    await tx.delete(session).where(eq(session.userId, account.id));
    await recordAdminAction({ actor, action: "account.ban", targetType: "user", targetId: account.id, details: { reason }, ip: input.ip }, tx);
  });
}
