import { useState } from "react";
import { Link, useFetcher } from "react-router";
import { formatDate } from "~/lib/format";
import type { ApplyActionData } from "../job-page-action.server";
import { StatusBadge } from "./status-badge";

export type ApplyPanelState =
  | { kind: "signed-out"; loginHref: string }
  | { kind: "not-doctor" }
  | { kind: "closed" }
  | { kind: "applied"; status: string; appliedAt: string | Date }
  | { kind: "can-apply"; hasResume: boolean };

/** The job page's Apply box: sign-in prompt, the application form (with a resume if needed), or its status. */
export function ApplyPanel({ state }: { state: ApplyPanelState }) {
  const fetcher = useFetcher<ApplyActionData>();
  const [open, setOpen] = useState(false);
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;

  if (state.kind === "closed") {
    return <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">This job has closed and no longer takes applications.</p>;
  }
  if (state.kind === "signed-out") {
    return (
      <div className="space-y-2">
        <Link to={state.loginHref} className="block w-full rounded-md bg-brand-600 px-4 py-3 text-center font-semibold text-white hover:bg-brand-700">
          Apply Now
        </Link>
        <p className="text-center text-xs text-slate-500">Sign in as a doctor to apply. You will come straight back here.</p>
      </div>
    );
  }
  if (state.kind === "not-doctor") {
    return <p className="rounded-lg bg-slate-100 p-4 text-sm text-slate-700">Applications are made by doctors. Employer and admin accounts cannot apply.</p>;
  }
  if (state.kind === "applied") {
    return (
      <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm" data-testid="applied-state">
        <p className="font-semibold text-emerald-900">You applied on {formatDate(state.appliedAt)}</p>
        <p className="mt-2 flex items-center gap-2 text-emerald-900">
          Status: <StatusBadge status={state.status} />
        </p>
        <Link to="/dashboard/applications" className="mt-3 inline-block font-medium text-brand-700 underline">
          Track your applications
        </Link>
      </div>
    );
  }

  const needsResume = !state.hasResume || (result && !result.ok && result.needsResume);
  if (!open && !(result && !result.ok)) {
    return (
      <button type="button" onClick={() => setOpen(true)} className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700">
        Apply Now
      </button>
    );
  }
  return (
    <fetcher.Form method="post" encType="multipart/form-data" className="space-y-3" aria-label="Apply for this job">
      <input type="hidden" name="intent" value="apply" />
      {needsResume ? (
        <div className="rounded-md border border-amber-200 bg-amber-50 p-3">
          <label htmlFor="apply-resume" className="block text-sm font-medium text-amber-900">
            Upload your resume first (PDF, up to 5 MB)
          </label>
          <input id="apply-resume" name="resume" type="file" accept="application/pdf,.pdf" required className="mt-2 block w-full text-sm" />
        </div>
      ) : (
        <p className="text-sm text-slate-600">Your current resume will be sent with this application.</p>
      )}
      <div>
        <label htmlFor="apply-note" className="block text-sm font-medium text-slate-700">
          Cover note <span className="font-normal text-slate-500">(optional)</span>
        </label>
        <textarea
          id="apply-note"
          name="coverNote"
          rows={4}
          maxLength={2000}
          defaultValue={result && !result.ok ? result.coverNote : ""}
          className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2"
          placeholder="A few lines about why you are a good fit"
        />
      </div>
      {result && !result.ok ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {result.error}
        </p>
      ) : null}
      <button type="submit" disabled={busy} className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
        {busy ? "Submitting..." : "Submit Application"}
      </button>
    </fetcher.Form>
  );
}
