import { and, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog, emailTemplates, organisations } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { EmailTemplateKind } from "~/lib/email-template-kinds";
import { templatesOfOrganisation } from "~/db/email-templates.server";
import { validation } from "~/lib/messages";
import { can, type Actor, type MaybeActor } from "~/lib/permissions";
import { emailTemplates as t } from "./messages";

export type { EmailTemplate } from "~/db/email-templates.server";

/** The member's organisation, when its role may read (or, with `manage`, change) the templates. */
function requireTemplateMember(actor: MaybeActor, manage: boolean): { actor: Actor; organisationId: string } {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  if (!actor.membership || actor.role !== "employer" || actor.isAdmin) throw new AppError("forbidden", t.noOrganisation);
  if (!(manage ? can.manageEmailTemplates(actor) : can.readEmailTemplates(actor))) throw new AppError("forbidden", manage ? t.notAllowed : validation.permissionDenied);
  return { actor, organisationId: actor.membership.organisationId };
}

/** The templates page: the organisation's templates, and whether this member may change them. */
export async function listTemplates({ actor }: { actor: MaybeActor }) {
  const member = requireTemplateMember(actor, false);
  const [org] = await db().select({ name: organisations.name }).from(organisations).where(eq(organisations.id, member.organisationId)).limit(1);
  return {
    organisationName: org?.name ?? "",
    senderName: member.actor.name,
    canEdit: can.manageEmailTemplates(member.actor),
    templates: await templatesOfOrganisation(member.organisationId),
  };
}

type TemplateFields = { name: string; kind: EmailTemplateKind; subject: string; body: string };

const isUniqueViolation = (error: unknown) => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === "23505" || e?.cause?.code === "23505";
};

async function audit(tx: Pick<ReturnType<typeof db>, "insert">, actor: Actor, action: string, templateId: number, details: Record<string, unknown>) {
  await tx.insert(auditLog).values({ actorId: actor.userId, actorEmail: actor.email, action, targetType: "email_template", targetId: String(templateId), details });
}

/** Creates a template (the schema has checked its variables); a name the organisation already uses is refused. */
export async function createTemplate({ actor: maybeActor, fields }: { actor: MaybeActor; fields: TemplateFields }): Promise<number> {
  const { actor, organisationId } = requireTemplateMember(maybeActor, true);
  try {
    return await db().transaction(async (tx) => {
      const [row] = await tx
        .insert(emailTemplates)
        .values({ organisationId, ...fields, createdBy: actor.userId })
        .returning({ id: emailTemplates.id });
      await audit(tx, actor, "email-template.create", row!.id, { organisationId, name: fields.name, kind: fields.kind });
      return row!.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", t.nameTaken, { name: t.nameTaken });
    throw error;
  }
}

export async function updateTemplate({ actor: maybeActor, templateId, fields }: { actor: MaybeActor; templateId: number; fields: TemplateFields }): Promise<void> {
  const { actor, organisationId } = requireTemplateMember(maybeActor, true);
  try {
    await db().transaction(async (tx) => {
      const updated = await tx
        .update(emailTemplates)
        .set({ ...fields, updatedAt: new Date() })
        .where(and(eq(emailTemplates.id, templateId), eq(emailTemplates.organisationId, organisationId)))
        .returning({ id: emailTemplates.id });
      if (!updated[0]) throw new AppError("not_found", t.notFound);
      await audit(tx, actor, "email-template.update", templateId, { organisationId, name: fields.name, kind: fields.kind });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError("conflict", t.nameTaken, { name: t.nameTaken });
    throw error;
  }
}

export async function deleteTemplate({ actor: maybeActor, templateId }: { actor: MaybeActor; templateId: number }): Promise<void> {
  const { actor, organisationId } = requireTemplateMember(maybeActor, true);
  await db().transaction(async (tx) => {
    const deleted = await tx
      .delete(emailTemplates)
      .where(and(eq(emailTemplates.id, templateId), eq(emailTemplates.organisationId, organisationId)))
      .returning({ id: emailTemplates.id, name: emailTemplates.name });
    if (!deleted[0]) throw new AppError("not_found", t.notFound);
    await audit(tx, actor, "email-template.delete", templateId, { organisationId, name: deleted[0].name });
  });
}
