import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import type { MaybeActor } from "~/lib/permissions";
import { findAccount } from "./find-account.server";
import { recordAdminAction } from "./record-admin-action.server";
import { requireAccountManager } from "./require-admin.server";

/** Lifts a suspension: the account can sign in again. */
export async function unbanAccount(input: { actor: MaybeActor; userId: string; ip: string | null }): Promise<void> {
  const actor = requireAccountManager(input.actor);
  const account = await findAccount(input.userId);
  await db().transaction(async (tx) => {
    await tx.update(user).set({ banned: false, banReason: null, banExpires: null, updatedAt: new Date() }).where(eq(user.id, account.id));
    await recordAdminAction({ actor, action: "account.unban", targetType: "user", targetId: account.id, ip: input.ip }, tx);
  });
}
