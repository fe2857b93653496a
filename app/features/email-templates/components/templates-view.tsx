import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormErrors, SelectField, TextareaField, TextField, useAppForm } from "~/components/forms/app-form";
import { EMAIL_TEMPLATE_KINDS } from "~/lib/email-template-kinds";
import { TEMPLATE_VARIABLES, bodyParagraphs, renderTemplate, type TemplateValues } from "~/lib/email-template";
import type { FormReply } from "~/lib/form-schema";
import { TEMPLATE_KIND_LABELS, VARIABLE_HINTS, emailTemplates as t } from "../messages";
import { CreateTemplateSchema, UpdateTemplateSchema } from "../schema";
import type { EmailTemplate } from "../templates.server";

export type TemplatesPage = { organisationName: string; senderName: string; canEdit: boolean; templates: EmailTemplate[]; editing: number | null };

const primary = "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700";
const secondary = "rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-50";
const danger = "rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold text-red-700 hover:bg-red-50";

/** A template rendered with sample values, as a doctor would read it (the real preview uses the chosen candidate). */
export function MailPreview({ subject, body, values, testId }: { subject: string; body: string; values: TemplateValues; testId?: string }) {
  return (
    <figure className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700" data-testid={testId}>
      <figcaption className="font-medium text-slate-800">{t.previewHeading}</figcaption>
      <p className="mt-1 font-semibold" data-testid="preview-subject">
        {renderTemplate(subject, values)}
      </p>
      {bodyParagraphs(renderTemplate(body, values)).map((line, i) => (
        <p key={i} className="mt-2 whitespace-pre-line">
          {line}
        </p>
      ))}
    </figure>
  );
}

function TemplateForm({ template, reply }: { template: EmailTemplate | null; reply: FormReply | null }) {
  const schema = template ? UpdateTemplateSchema : CreateTemplateSchema;
  const posted = reply?.result?.initialValue?.intent;
  const mine = template ? posted === "update" && reply?.result?.initialValue?.templateId === String(template.id) : posted === "create";
  const [form, fields] = useAppForm(schema, {
    id: template ? `template-${template.id}` : "template-new",
    reply: mine ? reply : null,
    defaultValue: template ? { name: template.name, kind: template.kind, subject: template.subject, body: template.body } : { kind: "general" },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" data-testid={template ? "template-edit-form" : "template-new-form"}>
      <input type="hidden" name="intent" value={template ? "update" : "create"} />
      {template ? <input type="hidden" name="templateId" value={template.id} /> : null}
      <FormErrors form={form} />
      <TextField field={fields.name} label={t.nameLabel} />
      <SelectField field={fields.kind} label={t.kindLabel}>
        {EMAIL_TEMPLATE_KINDS.map((k) => (
          <option key={k} value={k}>
            {TEMPLATE_KIND_LABELS[k]}
          </option>
        ))}
      </SelectField>
      <TextField field={fields.subject} label={t.subjectLabel} />
      <TextareaField field={fields.body} label={t.bodyLabel} hint={t.bodyHint} rows={10} />
      <div className="flex gap-2">
        <button type="submit" className={primary}>
          {template ? t.save : t.create}
        </button>
        {template ? (
          <Link to="/dashboard/email-templates" className={secondary}>
            {t.cancel}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

/** The organisation's e-mail templates: the list with a preview of each, and the editor for those who may change them. */
export function TemplatesView({ page, reply }: { page: TemplatesPage; reply: FormReply | null }) {
  const sample: TemplateValues = { doctor_name: "Dr. Asha Rao", job_title: "Consultant Anaesthetist", organisation_name: page.organisationName, stage_name: "Rejected", sender_name: page.senderName };
  const editing = page.templates.find((x) => x.id === page.editing) ?? null;
  return (
    <div className="space-y-6" data-testid="email-templates">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{t.title}</h2>
        <p className="text-sm text-slate-600">{t.intro}</p>
        {page.canEdit ? null : <p className="mt-1 text-sm text-slate-600">{t.readOnly}</p>}
      </div>
      <section aria-labelledby="variables-heading" className="rounded-xl border border-slate-200 bg-white p-4">
        <h3 id="variables-heading" className="text-base font-semibold text-slate-900">
          {t.variablesHeading}
        </h3>
        <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
          {TEMPLATE_VARIABLES.map((v) => (
            <li key={v}>
              <code className="rounded bg-slate-100 px-1">{`{{${v}}}`}</code> — {VARIABLE_HINTS[v]}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="templates-heading">
        <h3 id="templates-heading" className="text-base font-semibold text-slate-900">
          {t.listHeading}
        </h3>
        {page.templates.length === 0 ? <p className="mt-2 text-sm text-slate-600">{t.none}</p> : null}
        <ul className="mt-2 space-y-3">
          {page.templates.map((tpl) => (
            <li key={tpl.id} className="rounded-xl border border-slate-200 bg-white p-4" data-testid="email-template" data-name={tpl.name}>
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p className="font-semibold text-slate-900">
                  {tpl.name} <span className="ml-1 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">{TEMPLATE_KIND_LABELS[tpl.kind]}</span>
                </p>
                {page.canEdit ? (
                  <div className="flex gap-2">
                    <Link to={`/dashboard/email-templates?edit=${tpl.id}`} className={secondary} aria-label={`${t.edit} ${tpl.name}`}>
                      {t.edit}
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="intent" value="delete" />
                      <input type="hidden" name="templateId" value={tpl.id} />
                      <button type="submit" className={danger}>
                        {t.remove(tpl.name)}
                      </button>
                    </Form>
                  </div>
                ) : null}
              </div>
              <div className="mt-2">
                <MailPreview subject={tpl.subject} body={tpl.body} values={sample} />
              </div>
              {editing?.id === tpl.id ? (
                <section aria-label={t.editHeading(tpl.name)} className="mt-3 border-t border-slate-200 pt-3">
                  <TemplateForm template={tpl} reply={reply} />
                </section>
              ) : null}
            </li>
          ))}
        </ul>
      </section>
      {page.canEdit ? (
        <section aria-labelledby="new-template-heading" className="rounded-xl border border-slate-200 bg-white p-4">
          <h3 id="new-template-heading" className="text-base font-semibold text-slate-900">
            {t.newHeading}
          </h3>
          <div className="mt-3">
            <TemplateForm template={null} reply={reply} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
