import { db } from "~/db/client.server";
import type { Actor } from "~/lib/permissions";
import { appendAuditEntry } from "~/server-lib/audit-entry.server";

export type AdminAction =
  | "employer.verify"
  | "employer.reject"
  | "employer.pending"
  | "account.ban"
  | "account.unban"
  | "account.revoke-sessions"
  | "account.resend-confirmation"
  | "account.reset-two-factor";

/**
 * Appends one row to the audit log: who, what, on whom, from where (the time is the database's). Written in the same
 * transaction as the action when one is given, so an action and its record stand or fall together.
 */
export async function recordAdminAction(
  input: { actor: Actor; action: AdminAction; targetType: "user"; targetId: string; details?: Record<string, unknown>; ip: string | null },
  tx: Pick<ReturnType<typeof db>, "insert"> = db(),
): Promise<void> {
  await appendAuditEntry(tx, input);
}
