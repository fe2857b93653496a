import { getFormProps } from "@conform-to/react";
import { Form, Link, useActionData } from "react-router";
import { FormErrors, TextareaField, useAppForm, inputProps } from "~/components/forms/app-form";
import { fileCheckProps, formDom } from "~/components/forms/form-dom";
import { SOURCE_PARAM, type ApplicationSource } from "~/lib/application-sources";
import { RESUME_MAX_BYTES } from "~/lib/constants";
import { Field } from "~/components/ui/field";
import type { FormReply } from "~/lib/form-schema";
import { formatDate } from "~/lib/format";
import { jobPage, resumeUpload } from "~/lib/messages";
import { applicationRecords as a } from "~/features/applications/messages";
import { ApplySchema } from "../schema";
import type { DoctorView } from "../stage-template";
import { StatusBadge } from "./status-badge";
import { APPLY_FORM_ID, applyDom } from "./apply-dom";

export type ApplyPanelState =
  | { kind: "signed-out"; loginHref: string }
  | { kind: "not-doctor" }
  | { kind: "closed" }
  | { kind: "applied"; status: string; doctorView: DoctorView; appliedAt: string | Date }
  | { kind: "can-apply"; hasResume: boolean; source: ApplicationSource | null };

/** The job page's Apply box: sign-in prompt, the application form (with a resume if needed), or its status. */
export function ApplyPanel({ state }: { state: ApplyPanelState }) {
  if (state.kind === "closed") {
    return <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">{a.jobClosed}</p>;
  }
  if (state.kind === "signed-out") {
    return (
      <div className="space-y-2">
        <Link to={state.loginHref} className="block w-full rounded-md bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700">
          {jobPage.applyNow}
        </Link>
        <p className="text-center text-xs text-slate-500">{a.signInToApply}</p>
      </div>
    );
  }
  if (state.kind === "not-doctor") {
    return <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">{a.notDoctor}</p>;
  }
  if (state.kind === "applied") {
    return (
      <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm" data-testid="applied-state">
        <p className="font-semibold text-emerald-900">{a.appliedOn(formatDate(state.appliedAt))}</p>
        <p className="mt-2 flex items-center gap-2 text-emerald-900">
          {a.statusLabel} <StatusBadge label={state.status} view={state.doctorView} />
        </p>
        <Link to="/dashboard/applications" className="mt-3 inline-block font-medium text-brand-700 underline">
          {a.trackApplications}
        </Link>
      </div>
    );
  }
  return <ApplyForm hasResume={state.hasResume} source={state.source} />;
}

/**
 * The application form (ApplySchema; the action parses with the same schema), a plain multipart form on the job
 * page (a document page): without JavaScript it is shown at once; with it, Apply Now shows it (apply-behaviors.ts)
 * and the resume is checked before it is uploaded (form-behaviors.ts). A refused application comes back open with
 * each error beside its field and the cover note as typed; the resume field appears when the doctor has none on
 * file, or when the server says so. An application made sends the doctor back to this page, which shows it. The
 * source the page was linked with goes with it as a hidden field (no JavaScript needed).
 */
function ApplyForm({ hasResume, source }: { hasResume: boolean; source: ApplicationSource | null }) {
  const reply = useActionData<FormReply>();
  const [form, fields] = useAppForm(ApplySchema, { id: APPLY_FORM_ID, reply });
  const refused = reply?.result?.status === "error";
  const needsResume = !hasResume || Boolean(fields.resume.errors?.length);
  const { key: resumeKey, ...resumeProps } = inputProps(fields.resume, { type: "file", ariaAttributes: true });
  return (
    <div>
      {/* Without JavaScript the form is always shown and the button that would show it is not. */}
      <noscript
        dangerouslySetInnerHTML={{ __html: `<style>${applyDom.panel.selector}{display:block!important}${applyDom.open.selector}{display:none!important}</style>` }}
      />
      {refused ? null : (
        <button type="button" {...applyDom.open.props} className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700">
          {jobPage.applyNow}
        </button>
      )}
      <div {...applyDom.panel.props} {...(refused ? { "data-open": "" } : {})} className="hidden data-open:block">
        <Form method="post" encType="multipart/form-data" reloadDocument {...getFormProps(form)} className="space-y-3" aria-label={a.applyFormLabel}>
          <input type="hidden" name="intent" value="apply" />
          {/* Where the doctor came from (the page's ?src=), for the employer's reports; checked again by the server. */}
          {source ? <input type="hidden" name={SOURCE_PARAM} value={source} /> : null}
          {needsResume ? (
            <div className="rounded-md border border-amber-200 bg-amber-50 p-3">
              <Field id={fields.resume.id} label={a.resumeFirst} error={fields.resume.errors?.[0]}>
                <input
                  key={resumeKey}
                  {...resumeProps}
                  {...fileCheckProps(RESUME_MAX_BYTES, resumeUpload.invalidFile.description)}
                  accept="application/pdf,.pdf"
                  required
                  className="block w-full text-sm"
                />
              </Field>
            </div>
          ) : (
            <p className="text-sm text-slate-600">{a.currentResumeSent}</p>
          )}
          <TextareaField field={fields.coverNote} label={`${a.coverNoteLabel} ${a.optional}`} rows={4} placeholder={a.coverNotePlaceholder} />
          <FormErrors form={form} testId="apply-error" />
          <button
            type="submit"
            {...formDom.busyLabel.props(a.submitting)}
            className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
          >
            {a.submit}
          </button>
        </Form>
      </div>
    </div>
  );
}
