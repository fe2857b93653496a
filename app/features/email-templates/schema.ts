// The e-mail templates page's forms (one schema, one intent each), shared by the page and its action. Client-safe.
import { z } from "zod";
import { EMAIL_TEMPLATE_KINDS } from "~/lib/email-template-kinds";
import { choice, requiredText, serialId } from "~/lib/form-schema";
import { unknownVariables } from "~/lib/email-template";
import { formInput } from "~/lib/messages";
import { emailTemplates as t } from "./messages";

export const TEMPLATE_NAME_MAX = 80;
export const TEMPLATE_SUBJECT_MAX = 200;
export const TEMPLATE_BODY_MAX = 5000;

/** Text whose {{placeholders}} must all be known variables; the unknown ones are named in the field's error. */
const withVariables = (schema: z.ZodType<string, string>) =>
  schema.superRefine((value, ctx) => {
    const unknown = unknownVariables(value);
    if (unknown.length) ctx.addIssue({ code: "custom", message: t.unknownVariable(unknown) });
  });

const fields = {
  name: requiredText({ required: t.nameRequired, max: TEMPLATE_NAME_MAX, maxMessage: t.tooLong(TEMPLATE_NAME_MAX), collapseSpaces: true }),
  kind: choice(EMAIL_TEMPLATE_KINDS, t.kindInvalid),
  subject: withVariables(requiredText({ required: t.subjectRequired, max: TEMPLATE_SUBJECT_MAX, maxMessage: t.tooLong(TEMPLATE_SUBJECT_MAX), collapseSpaces: true })),
  body: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\r\n/g, "\n") : value),
    withVariables(requiredText({ required: t.bodyRequired, max: TEMPLATE_BODY_MAX, maxMessage: t.tooLong(TEMPLATE_BODY_MAX) })),
  ),
};

export const CreateTemplateSchema = z.object({ intent: z.literal("create"), ...fields });
export const UpdateTemplateSchema = z.object({ intent: z.literal("update"), templateId: serialId(), ...fields });

export const TemplateActionSchema = z.discriminatedUnion(
  "intent",
  [CreateTemplateSchema, UpdateTemplateSchema, z.object({ intent: z.literal("delete"), templateId: serialId() })],
  { error: formInput.unknownAction },
);

export type TemplateActionInput = z.output<typeof TemplateActionSchema>;
