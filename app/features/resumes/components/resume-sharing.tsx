import { getFormProps } from "@conform-to/react";
import { Form } from "react-router";
import { FormErrors, useAppForm } from "~/components/forms/app-form";
import type { FormReply } from "~/lib/form-schema";
import { formatDate } from "~/lib/format";
import { resumeSharing } from "~/features/resumes/messages";
import { ResumeSharingSchema } from "../schema";
import { BUTTON_LOOKS } from "~/components/ui/link-button";

/** The doctor's choice of who may open the resume without an application: a plain form (works without JavaScript). */
export function ResumeSharing({ open, reply }: { open: boolean; reply: FormReply | null | undefined }) {
  const [form, fields] = useAppForm(ResumeSharingSchema, { id: "resume-sharing", reply, defaultValue: { open: open ? "on" : "" } });
  // The saved choice, or the box as it was sent when the post was refused.
  const checked = fields.open.initialValue === "on";
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="resume-sharing-title">
      <h2 id="resume-sharing-title" className="text-lg font-semibold text-slate-900">
        {resumeSharing.resumeVisibilityLabel}
      </h2>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-3" data-testid="resume-sharing">
        <FormErrors form={form} testId="resume-sharing-error" />
        <input type="hidden" name="intent" value="sharing" />
        <label className="flex items-start gap-2 text-sm text-slate-700">
          <input key={String(checked)} type="checkbox" name={fields.open.name} defaultChecked={checked} className="mt-1 h-4 w-4" />
          <span>{resumeSharing.resumeVisibilityLabel}</span>
        </label>
        <p className="text-sm text-slate-500">{resumeSharing.resumeVisibilityHelp}</p>
        <button type="submit" className={BUTTON_LOOKS.primary}>
          {resumeSharing.saveChoice}
        </button>
      </Form>
    </section>
  );
}

export type ResumeViewItem = { viewedAt: string | Date; viewer: string; company: string | null; viaApplication: boolean };

/** Who opened the resume and when (newest first). */
export function ResumeViews({ views }: { views: ResumeViewItem[] }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="resume-views-title">
      <h2 id="resume-views-title" className="text-lg font-semibold text-slate-900">
        {resumeSharing.resumeViewsTitle}
      </h2>
      {views.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{resumeSharing.resumeViewsEmpty}</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100" data-testid="resume-views">
          {views.map((v, i) => (
            <li key={i} className="flex flex-wrap justify-between gap-2 py-2 text-sm">
              <span className="font-medium text-slate-800">
                {v.viewer}
                {v.company ? `, ${v.company}` : ""}
              </span>
              <span className="text-slate-500">
                {formatDate(v.viewedAt)} · {v.viaApplication ? resumeSharing.resumeViewsViaApplication : resumeSharing.resumeViewsDirect}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
