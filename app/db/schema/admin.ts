// The admin's audit log

import { bigint, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { ts } from "./columns";

/**
 * Every admin action: who, what, on whom, when, from where. Append-only: a trigger (drizzle/*_audit_log_append_only.sql)
 * refuses UPDATE and DELETE, and the code has no path that would try.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    actorId: text("actor_id").notNull(),
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
    ip: text("ip"),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()), index("audit_log_target_idx").on(t.targetId, t.createdAt.desc())],
);
