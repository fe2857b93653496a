import { getFormProps } from "@conform-to/react";
import { useFetcher } from "react-router";
import { useAppForm } from "~/components/forms/app-form";
import type { FormReply } from "~/lib/form-schema";
import { savedJobs as m } from "~/lib/messages";
import { SaveJobSchema } from "../schema";

/** Save / unsave for signed-in doctors; optimistic, and a plain form post without JavaScript. A refusal is a toast. */
export function SaveJobButton({ jobId, saved, action }: { jobId: number; saved: boolean; action?: string }) {
  const fetcher = useFetcher<FormReply>();
  const [form] = useAppForm(SaveJobSchema, { id: `save-job-${jobId}`, reply: fetcher.data });
  const pending = fetcher.formData?.get("intent");
  const isSaved = pending ? pending === "save-job" : saved;
  return (
    <fetcher.Form method="post" action={action} {...getFormProps(form)}>
      <input type="hidden" name="jobId" value={jobId} />
      <button
        type="submit"
        name="intent"
        value={isSaved ? "unsave-job" : "save-job"}
        aria-pressed={isSaved}
        className={`inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium ${isSaved ? "border-brand-600 bg-brand-50 text-brand-700" : "border-slate-300 text-slate-700 hover:bg-slate-50"}`}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className={`h-4 w-4 ${isSaved ? "fill-current" : "fill-none"}`} stroke="currentColor" strokeWidth="2">
          <path d="M19 21l-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
        </svg>
        {isSaved ? m.saved : m.save}
      </button>
    </fetcher.Form>
  );
}
