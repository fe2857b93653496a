import { and, desc, eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { auditLog, user } from "~/db/schema";
import type { MaybeActor } from "~/lib/permissions";
import { requireAccountManager } from "./require-admin.server";

const actorUser = alias(user, "actor_user");
const targetUser = alias(user, "target_user");

/**
 * The latest admin actions, newest first (audit_log_created_idx), or those on one account (audit_log_target_idx), with
 * the actor's and the target's current name and e-mail joined in the same query. An erased account leaves its row
 * (the log is append-only), so its name and e-mail come back null and the view says so.
 */
export async function listAuditLog({ actor, targetId, limit = 100 }: { actor: MaybeActor; targetId?: string; limit?: number }) {
  requireAccountManager(actor);
  return db()
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: auditLog.actorEmail,
      actorName: actorUser.name,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetName: targetUser.name,
      targetEmail: targetUser.email,
      details: auditLog.details,
      ip: auditLog.ip,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(actorUser, eq(actorUser.id, auditLog.actorId))
    .leftJoin(targetUser, and(eq(auditLog.targetType, "user"), eq(targetUser.id, auditLog.targetId)))
    .where(targetId ? eq(auditLog.targetId, targetId) : undefined)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}
