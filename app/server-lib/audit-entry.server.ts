import { auditLog } from "~/db/schema";
import type { Actor } from "~/lib/permissions";

/** A row of the audit log as the features write it: who did what to which target, with details and the address. */
export type AuditEntry = {
  actor: Pick<Actor, "userId" | "email">;
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
  ip?: string | null;
};

/** Anything an audit row can be inserted with: the database or the change's own transaction. */
type Inserter = { insert: (table: typeof auditLog) => { values: (row: typeof auditLog.$inferInsert) => PromiseLike<unknown> } };

/**
 * Appends one row to the audit log (the time is the database's). Given the action's transaction, the action and its
 * record stand or fall together.
 */
export async function appendAuditEntry(tx: Inserter, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.userId,
    actorEmail: entry.actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ?? {},
    ip: entry.ip ?? null,
  });
}
