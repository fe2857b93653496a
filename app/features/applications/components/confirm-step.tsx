import { getFormProps, getSelectProps } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form } from "react-router";
import { useAppForm } from "~/components/forms/app-form";
import type { FormReply } from "~/lib/form-schema";
import { bulk as b, pipeline as p } from "../messages";
import type { RejectionMailChoice } from "../pipeline-board.server";
import { HireSchema, RejectSchema } from "../schema";
import type { Stage } from "../stage-template";
import { BUTTON_LOOKS, LinkButton } from "~/components/ui/link-button";
import { RejectionReasonOptions } from "./rejection-reason-options";
import { InlineError } from "~/components/forms/inline-error";

type Confirm = { applicationId: number; name: string; stage: Stage; mail: RejectionMailChoice | null };

/** The rejection step: a reason from the list (kept, not shown to the doctor), and the e-mail, previewed as sent. */
function RejectStep({ confirm, cancelTo, reply }: { confirm: Confirm; cancelTo: string; reply: FormReply | null | undefined }) {
  const [form, fields] = useAppForm(RejectSchema, { id: "reject-step", reply });
  const { key, defaultValue: _defaultValue, ...reasonProps } = getSelectProps(fields.reason, { ariaAttributes: true });
  const choice = confirm.mail;
  const mail = choice?.preview;
  const chosen = choice && choice.chosen !== "none" ? String(choice.chosen) : "builtin";
  const back = new URL(cancelTo, "http://x");
  return (
    <>
      {choice?.templates.length ? (
        // Which template the e-mail is written from: a GET form, so the preview changes without scripts too.
        <form method="get" className="mb-3 flex flex-wrap items-end gap-2 text-sm" data-testid="template-form">
          {[...back.searchParams].map(([k, v]) => (
            <input key={k} type="hidden" name={k} value={v} />
          ))}
          <input type="hidden" name="confirm" value={confirm.applicationId} />
          <input type="hidden" name="to" value={confirm.stage.id} />
          <label className="font-medium text-slate-800">
            {b.templateLabel}
            <select name="template" defaultValue={chosen} className="mt-1 block rounded-md border border-slate-300 px-3 py-2 text-sm">
              {choice.templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="rounded-md border border-slate-300 bg-white px-3 py-2 font-medium hover:bg-slate-50">
            {b.showPreview}
          </button>
        </form>
      ) : null}
      <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-3">
        <input type="hidden" name="template" value={chosen} />
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="applicationId" value={confirm.applicationId} />
        <input type="hidden" name="toStageId" value={confirm.stage.id} />
        <p className="text-sm text-slate-700">{p.rejectIntro}</p>
        <div>
          <label htmlFor={fields.reason.id} className="block text-sm font-medium text-slate-800">
            {p.reasonLabel}
          </label>
          <select key={key} {...reasonProps} defaultValue="" className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 text-sm aria-[invalid=true]:border-red-500">
            <RejectionReasonOptions />
          </select>
          <InlineError id={fields.reason.errorId} message={fields.reason.errors?.[0]} />
        </div>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="mailDoctor" value="on" className="h-4 w-4" />
          {p.mailDoctorLabel}
        </label>
        {mail ? (
          <figure className="rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700" data-testid="rejection-preview">
            <figcaption className="font-medium text-slate-800">{p.mailPreview}</figcaption>
            <p className="mt-1 font-medium">{mail.subject}</p>
            {mail.paragraphs.map((line, i) => (
              <p key={i} className="mt-1 whitespace-pre-line">
                {line}
              </p>
            ))}
          </figure>
        ) : null}
        <ConfirmFooter errors={form.errors} confirm={p.confirmReject} look="rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700" cancelTo={cancelTo} />
      </Form>
    </>
  );
}

/** The end of a confirm form: what the server refused, then confirm or cancel. */
function ConfirmFooter({ errors, confirm, look, cancelTo }: { errors?: string[]; confirm: string; look: string; cancelTo: string }) {
  return (
    <>
      {errors?.length ? (
        <p role="alert" className="text-sm text-red-600">
          {errors[0]}
        </p>
      ) : null}
      <div className="flex gap-2">
        <button type="submit" className={look}>
          {confirm}
        </button>
        <LinkButton to={cancelTo} look="secondary">
          {p.cancel}
        </LinkButton>
      </div>
    </>
  );
}

/** The hiring step: whether the job closes with it. */
function HireStep({ confirm, cancelTo, reply }: { confirm: Confirm; cancelTo: string; reply: FormReply | null | undefined }) {
  const [form] = useAppForm(HireSchema, { id: "hire-step", reply });
  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="space-y-3">
      <input type="hidden" name="intent" value="hire" />
      <input type="hidden" name="applicationId" value={confirm.applicationId} />
      <input type="hidden" name="toStageId" value={confirm.stage.id} />
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input type="checkbox" name="closeJob" value="on" className="h-4 w-4" />
        {p.closeJobLabel}
      </label>
      <ConfirmFooter errors={form.errors} confirm={p.confirmHire} look={BUTTON_LOOKS.primary} cancelTo={cancelTo} />
    </Form>
  );
}

/** The confirmation step of a rejection or a hire, at the top of the page, focused when it opens. */
export function ConfirmStep({ confirm, cancelTo, reply }: { confirm: Confirm; cancelTo: string; reply: FormReply | null | undefined }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const rejecting = confirm.stage.kind === "rejected";
  return (
    <section aria-labelledby="confirm-title" className="mt-4 rounded-xl border border-amber-300 bg-amber-50 p-4" data-testid="confirm-step">
      <h3 id="confirm-title" ref={heading} tabIndex={-1} className="text-base font-semibold text-slate-900 outline-none">
        {rejecting ? p.rejectHeading(confirm.name) : p.hireHeading(confirm.name)}
      </h3>
      <div className="mt-2">
        {rejecting ? <RejectStep confirm={confirm} cancelTo={cancelTo} reply={reply} /> : <HireStep confirm={confirm} cancelTo={cancelTo} reply={reply} />}
      </div>
    </section>
  );
}
