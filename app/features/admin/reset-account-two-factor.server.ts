import { and, eq, like } from "drizzle-orm";
import { db } from "~/db/client.server";
import { session, twoFactor, user, verification } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { accountAdmin } from "~/features/admin/messages";
import type { MaybeActor } from "~/lib/permissions";
import { findAccount } from "./find-account.server";
import { recordAdminAction } from "./record-admin-action.server";
import { requireAccountManager } from "./require-admin.server";

/**
 * Removes an account's second factor (a lost phone and no backup codes left): secret and backup codes go, trusted
 * devices are forgotten and sessions end, so the owner signs in with the password and can set up a new authenticator.
 * The admin's own second factor is not reset this way (it would lift the admin's own protection).
 */
export async function resetAccountTwoFactor(input: { actor: MaybeActor; userId: string; ip: string | null }): Promise<void> {
  const actor = requireAccountManager(input.actor);
  if (input.userId === actor.userId) throw new AppError("forbidden", accountAdmin.cannotActOnSelf);
  const account = await findAccount(input.userId);
  await db().transaction(async (tx) => {
    await tx.delete(twoFactor).where(eq(twoFactor.userId, account.id));
    await tx.update(user).set({ twoFactorEnabled: false, updatedAt: new Date() }).where(eq(user.id, account.id));
    // Trusted-device records hold the user id as their value (better-auth's two-factor plugin).
    await tx.delete(verification).where(and(eq(verification.value, account.id), like(verification.identifier, "trust-device-%")));
    await tx.delete(session).where(eq(session.userId, account.id));
    await recordAdminAction({ actor, action: "account.reset-two-factor", targetType: "user", targetId: account.id, ip: input.ip }, tx);
  });
}
