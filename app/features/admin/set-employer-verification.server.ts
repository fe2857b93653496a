import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { organisations } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { accountAdmin } from "~/features/admin/messages";
import type { MaybeActor } from "~/lib/permissions";
import { logger } from "~/services/logger.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { employerRejectedMail, employerVerifiedMail } from "~/services/mail/templates.server";
import { findAccount } from "./find-account.server";
import { recordAdminAction } from "./record-admin-action.server";
import { requireAccountManager } from "./require-admin.server";

export type EmployerVerification = "verified" | "rejected" | "pending";

/**
 * The admin approves, rejects (with a reason, mailed to the employer) or returns an employer to pending. The decision is
 * the employer's organisation's (decision 091): every member of it shares it. The change and
 * its audit row are one transaction; the mail goes after it (a failed mail is logged, the decision stands).
 */
export async function setEmployerVerification(input: { actor: MaybeActor; employerId: string; status: EmployerVerification; reason?: string | null; ip: string | null }) {
  const actor = requireAccountManager(input.actor);
  const account = await findAccount(input.employerId);
  if (account.role !== "employer" || !account.organisationId) throw new AppError("invalid_input", validation.permissionDenied);
  const organisationId = account.organisationId;
  const reason = input.reason?.trim() || null;
  if (input.status === "rejected" && !reason) throw new AppError("invalid_input", accountAdmin.rejectReasonRequired, { reason: accountAdmin.rejectReasonRequired });
  const now = new Date();
  const values =
    input.status === "verified"
      ? { verifiedAt: now, rejectedAt: null, rejectionReason: null }
      : input.status === "rejected"
        ? { verifiedAt: null, rejectedAt: now, rejectionReason: reason }
        : { verifiedAt: null, rejectedAt: null, rejectionReason: null };
  await db().transaction(async (tx) => {
    await tx.update(organisations).set({ ...values, updatedAt: now }).where(eq(organisations.id, organisationId));
    const action = input.status === "verified" ? "employer.verify" : input.status === "rejected" ? "employer.reject" : "employer.pending";
    await recordAdminAction({ actor, action, targetType: "user", targetId: account.id, details: { organisationId, ...(reason ? { reason } : {}) }, ip: input.ip }, tx);
  });
  const company = account.company ?? account.name;
  const mail =
    input.status === "verified"
      ? employerVerifiedMail({ name: account.name, company })
      : input.status === "rejected"
        ? employerRejectedMail({ name: account.name, company, reason: reason ?? "" })
        : null;
  if (mail) {
    try {
      await queueMail({ to: account.email, ...mail });
    } catch (error) {
      logger().error({ err: error }, "could not send the verification mail");
    }
  }
}
