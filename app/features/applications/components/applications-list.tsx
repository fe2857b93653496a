import { getFormProps } from "@conform-to/react";
import { useState, type ReactNode } from "react";
import { Form, Link } from "react-router";
import { useAppForm } from "~/components/forms/app-form";
import { useReplyToast } from "~/components/forms/reply";
import { Alert } from "~/components/ui/alert";
import { Dialog } from "~/components/ui/dialog";
import type { FormReply } from "~/lib/form-schema";
import { formatDate } from "~/lib/format";
import { pages } from "~/lib/messages";
import { applicationRecords } from "~/features/applications/messages";
import { WithdrawSchema } from "../schema";
import type { DoctorView } from "../stage-template";
import { canWithdraw, doctorLabel } from "../statuses";
import { StatusBadge } from "./status-badge";
import { BUTTON_LOOKS } from "~/components/ui/link-button";

export type ApplicationRow = {
  id: number;
  /** null when the job has been deleted: the record keeps the title and company it had. */
  jobId: number | null;
  jobTitle: string;
  company: string;
  appliedDate: string | Date;
  doctorView: DoctorView;
  coverNote?: string | null;
  history: { status: string; note?: string; at: string }[];
};

/** The Withdraw button of the dialog: a form (WithdrawSchema) naming the application. */
function WithdrawForm({ applicationId, onSubmit }: { applicationId: number; onSubmit: () => void }) {
  const [form] = useAppForm(WithdrawSchema, { id: `withdraw-${applicationId}` });
  return (
    <Form method="post" {...getFormProps(form)} onSubmit={(event) => {
      form.onSubmit(event);
      onSubmit();
    }}>
      <input type="hidden" name="intent" value="withdraw" />
      <input type="hidden" name="applicationId" value={applicationId} />
      <button type="submit" className="rounded-md border border-red-200 px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50">
        {applicationRecords.withdraw}
      </button>
    </Form>
  );
}

/** The message of a refused withdrawal (the dialog has closed by then): above the list, and as a toast. */
function replyMessage(reply: FormReply | null | undefined): string | null {
  const errors = reply?.result?.error;
  if (!errors) return null;
  return Object.values(errors).flatMap((messages) => messages ?? [])[0] ?? null;
}

/** Spec 2.8 Applications tab: the doctor's applications, newest first, with View Application and Withdraw. */
export function ApplicationsList({ applications, reply, children }: { applications: ApplicationRow[]; reply?: FormReply | null; children?: ReactNode }) {
  const [viewing, setViewing] = useState<ApplicationRow | null>(null);
  useReplyToast(reply);
  const refusal = replyMessage(reply);
  return (
    <section aria-labelledby="applications-title">
      <h1 id="applications-title" className="text-xl font-semibold text-slate-900">
        {applicationRecords.listHeading}
      </h1>
      {refusal ? (
        <div className="mt-4">
          <Alert tone="error" testId="applications-error">{refusal}</Alert>
        </div>
      ) : null}
      {children}
      {applications.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="font-medium text-slate-900">{applicationRecords.noApplications}</p>
          <Link to="/jobs" className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
            {pages.browseJobs}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white shadow-sm">
          {applications.map((app) => (
            <li key={app.id} className="flex flex-wrap items-center justify-between gap-3 p-4" data-testid="application-row">
              <div className="min-w-0">
                {app.jobId === null ? (
                  <p className="font-semibold text-slate-900">{app.jobTitle}</p>
                ) : (
                  <Link to={`/jobs/${app.jobId}`} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                    {app.jobTitle}
                  </Link>
                )}
                <p className="text-sm text-slate-600">{app.company}</p>
                {app.jobId === null ? <p className="text-sm font-medium text-amber-800">{applicationRecords.jobRemoved}</p> : null}
                <p className="text-xs text-slate-500">{applicationRecords.appliedOnShort(formatDate(app.appliedDate))}</p>
              </div>
              <div className="flex items-center gap-3">
                <StatusBadge label={doctorLabel(app.doctorView)} view={app.doctorView} />
                <button type="button" onClick={() => setViewing(app)} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
                  {applicationRecords.viewApplication}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Dialog open={!!viewing} onClose={() => setViewing(null)} title={viewing ? viewing.jobTitle : ""} description={viewing?.company}>
        {viewing ? (
          <div className="space-y-4">
            {viewing.jobId === null ? <p className="text-sm font-medium text-amber-800">{applicationRecords.jobRemoved}</p> : null}
            <p className="flex items-center gap-2 text-sm">
              {applicationRecords.currentStatus} <StatusBadge label={doctorLabel(viewing.doctorView)} view={viewing.doctorView} />
            </p>
            {viewing.coverNote ? (
              <div>
                <h3 className="text-sm font-medium text-slate-700">{applicationRecords.yourCoverNote}</h3>
                <p className="mt-1 whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-700">{viewing.coverNote}</p>
              </div>
            ) : null}
            <div>
              <h3 className="text-sm font-medium text-slate-700">{applicationRecords.history}</h3>
              <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4">
                {viewing.history.map((h, i) => (
                  <li key={i} className="text-sm">
                    <span className="font-medium text-slate-900">{h.status}</span>
                    <span className="text-slate-500"> · {formatDate(h.at)}</span>
                    {h.note ? <p className="text-slate-600">{h.note}</p> : null}
                  </li>
                ))}
              </ol>
            </div>
            <div className="flex justify-end gap-2">
              {canWithdraw(viewing.doctorView) ? (
                <WithdrawForm applicationId={viewing.id} onSubmit={() => setViewing(null)} />
              ) : null}
              <button type="button" onClick={() => setViewing(null)} className={BUTTON_LOOKS.primary}>
                {applicationRecords.close}
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
