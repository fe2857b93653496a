import { useState } from "react";
import { Form, Link } from "react-router";
import { Dialog } from "~/components/ui/dialog";
import { formatLongDate } from "~/lib/format";
import { applicationRecords, pages } from "~/lib/messages";
import { isOpenStatus } from "../statuses";
import { StatusBadge } from "./status-badge";

export type ApplicationRow = {
  id: number;
  /** null when the job has been deleted: the record keeps the title and company it had. */
  jobId: number | null;
  jobTitle: string;
  company: string;
  appliedDate: string | Date;
  status: string;
  coverNote?: string | null;
  history: { status: string; note?: string; at: string }[];
};

/** Spec 2.8 Applications tab: the doctor's applications, newest first, with View Application and Withdraw. */
export function ApplicationsList({ applications }: { applications: ApplicationRow[] }) {
  const [viewing, setViewing] = useState<ApplicationRow | null>(null);
  return (
    <section aria-labelledby="applications-title">
      <h1 id="applications-title" className="text-xl font-semibold text-slate-900">
        Your Applications
      </h1>
      {applications.length === 0 ? (
        <div className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
          <p className="font-medium text-slate-900">You have not applied for any jobs yet.</p>
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
                <p className="text-xs text-slate-500">Applied on {formatLongDate(app.appliedDate)}</p>
              </div>
              <div className="flex items-center gap-3">
                <StatusBadge status={app.status} />
                <button type="button" onClick={() => setViewing(app)} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
                  View Application
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
              Current status: <StatusBadge status={viewing.status} />
            </p>
            {viewing.coverNote ? (
              <div>
                <h3 className="text-sm font-medium text-slate-700">Your cover note</h3>
                <p className="mt-1 whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-700">{viewing.coverNote}</p>
              </div>
            ) : null}
            <div>
              <h3 className="text-sm font-medium text-slate-700">History</h3>
              <ol className="mt-2 space-y-2 border-l-2 border-slate-200 pl-4">
                {viewing.history.map((h, i) => (
                  <li key={i} className="text-sm">
                    <span className="font-medium text-slate-900">{h.status}</span>
                    <span className="text-slate-500"> · {formatLongDate(h.at)}</span>
                    {h.note ? <p className="text-slate-600">{h.note}</p> : null}
                  </li>
                ))}
              </ol>
            </div>
            <div className="flex justify-end gap-2">
              {isOpenStatus(viewing.status) ? (
                <Form method="post" onSubmit={() => setViewing(null)}>
                  <input type="hidden" name="intent" value="withdraw" />
                  <input type="hidden" name="applicationId" value={viewing.id} />
                  <button type="submit" className="rounded-md border border-red-200 px-4 py-2 text-sm font-medium text-red-700 hover:bg-red-50">
                    Withdraw application
                  </button>
                </Form>
              ) : null}
              <button type="button" onClick={() => setViewing(null)} className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
                Close
              </button>
            </div>
          </div>
        ) : null}
      </Dialog>
    </section>
  );
}
