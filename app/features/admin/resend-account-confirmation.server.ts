import { AppError } from "~/lib/errors";
import { emailConfirmation } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { sendConfirmationMail } from "~/services/auth/auth.server";
import { findAccount } from "./find-account.server";
import { recordAdminAction } from "./record-admin-action.server";
import { requireAccountManager } from "./require-admin.server";

/** Sends an unconfirmed account a new confirmation link. */
export async function resendAccountConfirmation(input: { actor: MaybeActor; userId: string; ip: string | null }): Promise<void> {
  const actor = requireAccountManager(input.actor);
  const account = await findAccount(input.userId);
  if (account.emailVerified) throw new AppError("conflict", emailConfirmation.alreadyConfirmed);
  await sendConfirmationMail({ id: account.id, email: account.email, name: account.name });
  await recordAdminAction({ actor, action: "account.resend-confirmation", targetType: "user", targetId: account.id, ip: input.ip });
}
