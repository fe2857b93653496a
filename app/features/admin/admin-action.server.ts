import type { ToastMessage } from "~/lib/messages";
import { accountAdmin } from "~/features/admin/messages";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { banAccount } from "./ban-account.server";
import { resendAccountConfirmation } from "./resend-account-confirmation.server";
import { resetAccountTwoFactor } from "./reset-account-two-factor.server";
import { revokeAccountSessions } from "./revoke-account-sessions.server";
import { AdminActionSchema, type AdminActionInput } from "./schema";
import { setEmployerVerification } from "./set-employer-verification.server";
import { unbanAccount } from "./unban-account.server";

/** Called once an employer's verification changed, for what shows it elsewhere (its jobs' labels). */
export type EmployerChanged = (employerId: string) => Promise<void>;

async function run(actor: MaybeActor, input: AdminActionInput, ip: string | null, employerChanged: EmployerChanged): Promise<ToastMessage> {
  switch (input.intent) {
    case "approve":
      await setEmployerVerification({ actor, employerId: input.userId, status: "verified", ip });
      await employerChanged(input.userId);
      return accountAdmin.approved;
    case "reject":
      await setEmployerVerification({ actor, employerId: input.userId, status: "rejected", reason: input.reason, ip });
      await employerChanged(input.userId);
      return accountAdmin.rejected;
    case "pending":
      await setEmployerVerification({ actor, employerId: input.userId, status: "pending", ip });
      await employerChanged(input.userId);
      return accountAdmin.verificationChanged;
    case "ban":
      await banAccount({ actor, userId: input.userId, reason: input.reason, ip });
      return accountAdmin.banned;
    case "unban":
      await unbanAccount({ actor, userId: input.userId, ip });
      return accountAdmin.unbanned;
    case "revoke-sessions":
      await revokeAccountSessions({ actor, userId: input.userId, ip });
      return accountAdmin.sessionsRevoked;
    case "resend-confirmation":
      await resendAccountConfirmation({ actor, userId: input.userId, ip });
      return accountAdmin.confirmationResent;
    case "reset-two-factor":
      await resetAccountTwoFactor({ actor, userId: input.userId, ip });
      return accountAdmin.twoFactorReset;
  }
}

/**
 * The admin's account forms (queue and account page): parsed strictly (bad input is a 400 with the reason), done by
 * the feature function (which checks the admin again and writes the audit row), then back to `back` with a toast.
 */
export async function handleAdminAction({
  request,
  actor,
  clientIp,
  back,
  employerChanged,
}: {
  request: Request;
  actor: MaybeActor;
  clientIp: string | null;
  back: string;
  employerChanged: EmployerChanged;
}) {
  const submission = parseForm(await request.formData(), AdminActionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    const toast = await run(actor, submission.value, clientIp, employerChanged);
    return redirectWithToast(back, toast);
  } catch (error) {
    return actionError(error, { toastTitle: accountAdmin.actionNotDone, submission, context: "admin action failed" });
  }
}
