// E-mail templates (app/features/email-templates)

import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { ts } from "./columns";
import { EMAIL_TEMPLATE_KINDS } from "../../lib/email-template-kinds";
import { user } from "./accounts";
import { organisations } from "./organisations";

/**
 * An organisation's e-mail templates (docs/decisions/100-bulk-actions-and-email-templates.md): a subject and a body
 * with {{variables}} from a fixed list, rendered as plain text and escaped for the HTML part. New organisations get
 * the defaults from the organisations_email_templates_defaults trigger (migration 0026).
 */
export const emailTemplates = pgTable(
  "email_templates",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: EMAIL_TEMPLATE_KINDS }).notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("email_templates_org_name_uq").on(t.organisationId, t.name),
    check("email_templates_kind_ck", sql`${t.kind} in ('rejection', 'interview_invitation', 'offer', 'general')`),
  ],
);
