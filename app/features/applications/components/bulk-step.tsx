import { getFormProps, type FormMetadata } from "@conform-to/react";
import { useEffect, useRef, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { FormErrors, useAppForm } from "~/components/forms/app-form";
import type { FormReply } from "~/lib/form-schema";
import type { BulkStep as BulkStepData } from "../bulk-step.server";
import { bulk as b, pipeline as p } from "../messages";
import { BulkMessageSchema, BulkMoveSchema, BulkRejectSchema, BulkTagSchema } from "../schema";
import { RejectionReasonOptions } from "./rejection-reason-options";
import { InlineError } from "~/components/forms/inline-error";

const primary = "rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700";
const danger = "rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700";
const secondary = "rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-medium hover:bg-slate-50";
const control = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500";

function Selected({ step }: { step: BulkStepData }) {
  return (
    <>
      {step.selected.map((s) => (
        <input key={s.id} type="hidden" name="applicationId" value={s.id} />
      ))}
    </>
  );
}

/** A bulk action's confirm form: its intent, the selection, the form's errors, its fields, and confirm or cancel. */
function BulkForm<Fields extends Record<string, unknown>>({ form, intent, step, cancelTo, confirm, look = primary, children }: { form: FormMetadata<Fields, string[]>; intent: string; step: BulkStepData; cancelTo: string; confirm: string; look?: string; children: ReactNode }) {
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <Selected step={step} />
      <FormErrors form={form} testId="bulk-error" />
      {children}
      <div className="flex gap-2">
        <button type="submit" className={look}>
          {confirm}
        </button>
        <Link to={cancelTo} className={secondary}>
          {b.cancel}
        </Link>
      </div>
    </Form>
  );
}

/** A labelled field of a bulk form, with its hint and its error below it. */
function BulkField({ id, label, errorId, errors, hint, children }: { id: string; label: string; errorId: string; errors?: string[]; hint?: { id: string; text: string }; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={hint.id} className="mt-1 text-xs text-slate-600">
          {hint.text}
        </p>
      ) : null}
      <InlineError id={errorId} message={errors?.[0]} />
    </div>
  );
}

/**
 * The small GET form that chooses a bulk mail's template (`children`: its select) and whose preview to show, so the
 * choice works without scripts: it reloads the step with `template` and `previewFor` in the address.
 */
function TemplateChooser({ step, action, sel, testId, templateLabel, previewLabel, children }: { step: BulkStepData; action: "reject" | "message"; sel: string; testId: string; templateLabel: string; previewLabel: string; children: ReactNode }) {
  return (
    <form method="get" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" data-testid={testId}>
      <input type="hidden" name="view" value="list" />
      <input type="hidden" name="bulk" value={action} />
      <input type="hidden" name="sel" value={sel} />
      <label className="text-sm font-medium text-slate-800">
        {templateLabel}
        {children}
      </label>
      <label className="text-sm font-medium text-slate-800">
        {previewLabel}
        <select name="previewFor" defaultValue={step.previewFor ?? undefined} className={control}>
          {step.selected.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className={secondary}>
        {b.showPreview}
      </button>
    </form>
  );
}

function MoveStep({ step, reply, cancelTo }: { step: BulkStepData; reply: FormReply | null | undefined; cancelTo: string }) {
  const [form, fields] = useAppForm(BulkMoveSchema, { id: "bulk-move", reply });
  return (
    <BulkForm form={form} intent="bulk-move" step={step} cancelTo={cancelTo} confirm={b.confirmMove(step.selected.length)}>
      <BulkField id={fields.toStageId.id} label={b.stageLabel} errorId={fields.toStageId.errorId} errors={fields.toStageId.errors}>
        <select id={fields.toStageId.id} name="toStageId" required className={control} aria-invalid={fields.toStageId.errors?.length ? true : undefined}>
          {step.stages.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      </BulkField>
    </BulkForm>
  );
}

/**
 * The bulk rejection: which template (and whose preview) is chosen by a small GET form, so it works without scripts;
 * the confirmation states how many doctors will be e-mailed, and posts the reason and the template with the selection.
 */
function RejectStep({ step, reply, cancelTo, sel }: { step: BulkStepData; reply: FormReply | null | undefined; cancelTo: string; sel: string }) {
  const [form, fields] = useAppForm(BulkRejectSchema, { id: "bulk-reject", reply });
  const mail = step.mail;
  const chosen = mail?.chosen ?? "none";
  return (
    <div className="space-y-4">
      <TemplateChooser step={step} action="reject" sel={sel} testId="bulk-preview-form" templateLabel={b.templateLabel} previewLabel={b.previewFor}>
        <select name="template" defaultValue={String(chosen === "builtin" ? "" : chosen)} className={control}>
          {mail?.templates.map((t) => (
            <option key={t.id} value={t.id}>
              {t.name}
            </option>
          ))}
          {mail?.templates.length ? null : <option value="">{b.builtInTemplate}</option>}
          <option value="none">{b.noTemplate}</option>
        </select>
      </TemplateChooser>
      {mail?.preview ? (
        <figure className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700" data-testid="bulk-preview">
          <figcaption className="font-medium text-slate-800">
            {p.mailPreview} ({mail.preview.forName})
          </figcaption>
          <p className="mt-1 font-semibold" data-testid="bulk-preview-subject">
            {mail.preview.subject}
          </p>
          {mail.preview.paragraphs.map((line, i) => (
            <p key={i} className="mt-2 whitespace-pre-line">
              {line}
            </p>
          ))}
        </figure>
      ) : null}
      <BulkForm form={form} intent="bulk-reject" step={step} cancelTo={cancelTo} confirm={b.confirmReject(step.selected.length)} look={danger}>
        <input type="hidden" name="template" value={String(chosen)} />
        <BulkField id={fields.reason.id} label={p.reasonLabel} errorId={fields.reason.errorId} errors={fields.reason.errors}>
          <select id={fields.reason.id} name="reason" required defaultValue="" className={control} aria-invalid={fields.reason.errors?.length ? true : undefined}>
            <RejectionReasonOptions />
          </select>
        </BulkField>
        <p className="rounded-md bg-amber-100 px-3 py-2 text-sm font-medium text-amber-900" data-testid="bulk-mail-count">
          {chosen === "none" ? b.willNotMail : b.willMail(step.selected.length)}
        </p>
      </BulkForm>
    </div>
  );
}

function TagStep({ step, reply, cancelTo }: { step: BulkStepData; reply: FormReply | null | undefined; cancelTo: string }) {
  const [form, fields] = useAppForm(BulkTagSchema, { id: "bulk-tag", reply });
  return (
    <BulkForm form={form} intent="bulk-tag" step={step} cancelTo={cancelTo} confirm={b.confirmTag(step.selected.length)}>
      <BulkField id={fields.tag.id} label={b.tagLabel} errorId={fields.tag.errorId} errors={fields.tag.errors} hint={{ id: "tag-hint", text: b.tagHint }}>
        <input
          id={fields.tag.id}
          name="tag"
          list="organisation-tags"
          required
          maxLength={fields.tag.maxLength}
          defaultValue={typeof fields.tag.initialValue === "string" ? fields.tag.initialValue : ""}
          className={control}
          aria-describedby="tag-hint"
          aria-invalid={fields.tag.errors?.length ? true : undefined}
        />
        <datalist id="organisation-tags">
          {step.tags.map((t) => (
            <option key={t.id} value={t.name} />
          ))}
        </datalist>
      </BulkField>
    </BulkForm>
  );
}

/**
 * The bulk message: a template to start from (the organisation's general ones) and whose preview to show are chosen by
 * a small GET form, so it works without scripts; the body starts as the template's text, and each doctor receives it
 * with the variables filled in with their own values.
 */
function MessageStep({ step, reply, cancelTo, sel }: { step: BulkStepData; reply: FormReply | null | undefined; cancelTo: string; sel: string }) {
  const [form, fields] = useAppForm(BulkMessageSchema, { id: "bulk-message", reply });
  const message = step.message;
  const typed = typeof fields.body.initialValue === "string" ? fields.body.initialValue : undefined;
  return (
    <div className="space-y-4">
      {message?.templates.length ? (
        <TemplateChooser step={step} action="message" sel={sel} testId="bulk-message-template-form" templateLabel={b.messageTemplateLabel} previewLabel={b.messagePreviewFor}>
          <select name="template" defaultValue={message.chosen === null ? "none" : String(message.chosen)} className={control}>
            <option value="none">{b.messageOwnText}</option>
            {message.templates.map((t) => (
              <option key={t.id} value={t.id}>
                {t.name}
              </option>
            ))}
          </select>
        </TemplateChooser>
      ) : null}
      {message?.preview ? (
        <figure className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700" data-testid="bulk-message-preview">
          <figcaption className="font-medium text-slate-800">{b.messagePreview(message.preview.forName)}</figcaption>
          <p className="mt-2 whitespace-pre-line">{message.preview.text}</p>
        </figure>
      ) : null}
      <BulkForm form={form} intent="bulk-message" step={step} cancelTo={cancelTo} confirm={b.confirmMessage(step.selected.length)}>
        <BulkField id={fields.body.id} label={b.messageLabel} errorId={fields.body.errorId} errors={fields.body.errors} hint={{ id: "message-hint", text: `${b.messageHint} ${b.messageVariablesHint}` }}>
          <textarea
            key={message?.chosen ?? "none"}
            id={fields.body.id}
            name="body"
            required
            rows={6}
            maxLength={fields.body.maxLength}
            defaultValue={typed ?? message?.body ?? ""}
            className={control}
            aria-describedby="message-hint"
            aria-invalid={fields.body.errors?.length ? true : undefined}
          />
        </BulkField>
      </BulkForm>
    </div>
  );
}

/** The step of a bulk action at the top of the list, focused when it opens, listing who is selected. */
export function BulkStepPanel({ step, reply, cancelTo }: { step: BulkStepData; reply: FormReply | null | undefined; cancelTo: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const sel = step.selected.map((s) => s.id).join(",");
  return (
    <section aria-labelledby="bulk-step-title" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="bulk-step">
      <h3 id="bulk-step-title" ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
        {b.stepHeading(b.actions[step.action], step.selected.length)}
      </h3>
      <details className="mt-1 text-sm text-slate-700">
        <summary className="cursor-pointer">{b.selectedList}</summary>
        <ul className="mt-1 list-disc pl-5" data-testid="bulk-selected">
          {step.selected.map((s) => (
            <li key={s.id}>{s.name}</li>
          ))}
        </ul>
      </details>
      <div className="mt-3">
        {step.action === "move" ? <MoveStep step={step} reply={reply} cancelTo={cancelTo} /> : null}
        {step.action === "reject" ? <RejectStep step={step} reply={reply} cancelTo={cancelTo} sel={sel} /> : null}
        {step.action === "tag" ? <TagStep step={step} reply={reply} cancelTo={cancelTo} /> : null}
        {step.action === "message" ? <MessageStep step={step} reply={reply} cancelTo={cancelTo} sel={sel} /> : null}
      </div>
    </section>
  );
}
