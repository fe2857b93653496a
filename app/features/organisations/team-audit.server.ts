import type { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import type { Actor } from "~/lib/permissions";

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
  await tx.insert(auditLog).values({
    actorId: input.actor.userId,
    actorEmail: input.actor.email,
    action: input.action,
    targetType: input.targetType,
    targetId: input.targetId,
    details: { organisationId: input.organisationId, ...input.details },
    ip: input.ip ?? null,
  });
}
