import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { session } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { accountAdmin } from "~/features/admin/messages";
import type { MaybeActor } from "~/lib/permissions";
import { findAccount } from "./find-account.server";
import { recordAdminAction } from "./record-admin-action.server";
import { requireAccountManager } from "./require-admin.server";

/** Signs an account out everywhere (sessions live only in the database, so they end at once). */
export async function revokeAccountSessions(input: { actor: MaybeActor; userId: string; ip: string | null }): Promise<number> {
  const actor = requireAccountManager(input.actor);
  if (input.userId === actor.userId) throw new AppError("forbidden", accountAdmin.cannotActOnSelf);
  const account = await findAccount(input.userId);
  return db().transaction(async (tx) => {
    const ended = await tx.delete(session).where(eq(session.userId, account.id)).returning({ id: session.id });
    await recordAdminAction({ actor, action: "account.revoke-sessions", targetType: "user", targetId: account.id, details: { sessions: ended.length }, ip: input.ip }, tx);
    return ended.length;
  });
}
