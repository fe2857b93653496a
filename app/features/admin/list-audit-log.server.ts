import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import type { MaybeActor } from "~/lib/permissions";
import { requireAccountManager } from "./require-admin.server";

/** The latest admin actions, newest first (audit_log_created_idx), or those on one account (audit_log_target_idx). */
export async function listAuditLog({ actor, targetId, limit = 100 }: { actor: MaybeActor; targetId?: string; limit?: number }) {
  requireAccountManager(actor);
  return db()
    .select()
    .from(auditLog)
    .where(targetId ? eq(auditLog.targetId, targetId) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
