import { and, asc, eq } from "drizzle-orm";
import type { EmailTemplateKind } from "~/lib/email-template-kinds";
import { db } from "./client.server";
import { emailTemplates } from "./schema";

// Reading an organisation's e-mail templates: the templates page and the pipeline's rejection step both do
// (docs/decisions/100-bulk-actions-and-email-templates.md).

export type EmailTemplate = { id: number; name: string; kind: EmailTemplateKind; subject: string; body: string; updatedAt: Date };

const columns = { id: emailTemplates.id, name: emailTemplates.name, kind: emailTemplates.kind, subject: emailTemplates.subject, body: emailTemplates.body, updatedAt: emailTemplates.updatedAt };

/** The organisation's templates, by name (one organisation has a handful). */
export async function templatesOfOrganisation(organisationId: string): Promise<EmailTemplate[]> {
  return db().select(columns).from(emailTemplates).where(eq(emailTemplates.organisationId, organisationId)).orderBy(asc(emailTemplates.name), asc(emailTemplates.id));
}

/** One template of the organisation (null when it is another organisation's or gone). */
export async function templateOfOrganisation(organisationId: string, templateId: number): Promise<EmailTemplate | null> {
  const [row] = await db()
    .select(columns)
    .from(emailTemplates)
    .where(and(eq(emailTemplates.id, templateId), eq(emailTemplates.organisationId, organisationId)))
    .limit(1);
  return row ?? null;
}

