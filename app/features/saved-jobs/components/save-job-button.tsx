import { getFormProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { useAppForm } from "~/components/forms/app-form";
import { toastAttribute } from "~/components/ui/toaster";
import type { FormReply } from "~/lib/form-schema";
import { savedJobs as m } from "~/features/saved-jobs/messages";
import { SaveJobSchema } from "../schema";
import { saveDom } from "./save-dom";

/**
 * Save / unsave for signed-in doctors; optimistic, and a plain form post without JavaScript. On hydrated pages
 * React sends it (a refusal is a toast); on the job page (a document page) its island does (save-behaviors.ts).
 */
export function SaveJobButton({ jobId, saved, action }: { jobId: number; saved: boolean; action?: string }) {
  const fetcher = useFetcher<FormReply>();
  const [form] = useAppForm(SaveJobSchema, { id: `save-job-${jobId}`, reply: fetcher.data });
  const pending = fetcher.formData?.get("intent");
  const isSaved = pending ? pending === "save-job" : saved;
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)} {...saveDom.form.props} {...toastAttribute({ title: m.updateFailed, variant: "destructive" })}>
      <input type="hidden" name="jobId" value={jobId} />
      <button
        type="submit"
        name="intent"
        value={isSaved ? "unsave-job" : "save-job"}
        aria-pressed={isSaved}
        {...saveDom.labelSave.props(m.save)}
        {...saveDom.labelSaved.props(m.saved)}
        className="group inline-flex items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 aria-pressed:border-brand-600 aria-pressed:bg-brand-50 aria-pressed:text-brand-700 aria-pressed:hover:bg-brand-50"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4 fill-none group-aria-pressed:fill-current" stroke="currentColor" strokeWidth="2">
          <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
        </svg>
        <span {...saveDom.text.props}>{isSaved ? m.saved : m.save}</span>
      </button>
    </fetcher.Form>
  );
}
