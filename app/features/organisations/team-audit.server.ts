import type { db } from "~/db/client.server";
import type { Actor } from "~/lib/permissions";
import { appendAuditEntry } from "~/server-lib/audit-entry.server";

export type TeamAction =
  | "team.invite"
  | "team.invite-resend"
  | "team.invite-revoke"
  | "team.invite-accept"
  | "team.role-change"
  | "team.remove"
  | "team.job-add"
  | "team.job-remove";

/**
 * One row of the audit log for a change to an organisation's team, written in the change's own transaction (the change
 * and its record stand or fall together). The organisation is always in the details.
 */
export async function recordTeamAction(
  tx: Pick<ReturnType<typeof db>, "insert">,
  input: { actor: Actor; action: TeamAction; targetType: "user" | "invitation"; targetId: string; organisationId: string; details?: Record<string, unknown>; ip?: string | null },
): Promise<void> {
  await appendAuditEntry(tx, { ...input, details: { organisationId: input.organisationId, ...input.details } });
}
