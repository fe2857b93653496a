import type { ToastMessage } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { emailTemplates as t } from "./messages";
import { TemplateActionSchema, type TemplateActionInput } from "./schema";
import { createTemplate, deleteTemplate, updateTemplate } from "./templates.server";

export const TEMPLATES_PATH = "/dashboard/email-templates";

async function run(actor: MaybeActor, input: TemplateActionInput): Promise<ToastMessage> {
  switch (input.intent) {
    case "create": {
      const { intent: _intent, ...fields } = input;
      await createTemplate({ actor, fields });
      return t.created;
    }
    case "update": {
      const { intent: _intent, templateId, ...fields } = input;
      await updateTemplate({ actor, templateId, fields });
      return t.saved;
    }
    case "delete":
      await deleteTemplate({ actor, templateId: input.templateId });
      return t.deleted;
  }
}

/** The templates page's forms: parsed strictly (400 with the reason beside the field), done, back with a toast. */
export async function handleTemplateAction({ form, actor }: { form: FormData; actor: MaybeActor }) {
  const submission = parseForm(form, TemplateActionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    return await redirectWithToast(TEMPLATES_PATH, await run(actor, submission.value));
  } catch (error) {
    return actionError(error, { toastTitle: t.failed, submission, context: "changing an e-mail template failed" });
  }
}
