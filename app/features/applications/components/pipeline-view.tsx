import { useEffect, useRef } from "react";
import { Link, useNavigation } from "react-router";
import type { FormReply } from "~/lib/form-schema";
import { formatDate } from "~/lib/format";
import { messageDoctorPath } from "~/lib/message-links";
import { counts, directoryPage } from "~/lib/messages";
import { PIPELINE_MOVES } from "../statuses";
import { StatusBadge } from "./status-badge";
import { StatusChangeForm } from "./status-change-form";

export type Applicant = {
  id: number;
  doctorId: string;
  name: string;
  specialization: string | null;
  location: string | null;
  resumeUrl: string | null;
  coverNote: string | null;
  status: string;
  appliedDate: string | Date;
  history: { status: string; note?: string; at: string }[];
};

/** The employer's applicants for one job, each movable along the pipeline with an optional note. */
export function PipelineView({
  job,
  applicants,
  reply,
}: {
  job: { id: number; title: string; company: string };
  applicants: Applicant[];
  /** The last status change's reply, when it was refused. */
  reply?: FormReply | null;
}) {
  const navigation = useNavigation();
  const busyId = navigation.formData?.get("applicationId");
  useKeepFocusOnApplicant(busyId == null ? null : String(busyId), navigation.state === "idle");
  return (
    <section aria-labelledby="pipeline-title">
      <Link to="/dashboard/job-listings" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to job listings
      </Link>
      <h2 id="pipeline-title" className="mt-1 text-lg font-semibold leading-snug text-slate-900 sm:mt-2 sm:text-xl">
        Applicants for {job.title}
      </h2>
      <p className="text-sm text-slate-600">
        {job.company} · {counts.applicationsReceived(applicants.length)}
      </p>
      {applicants.length === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">No applications yet.</p>
      ) : (
        <ul className="mt-3 space-y-4 sm:mt-4">
          {applicants.map((a) => {
            const moves = PIPELINE_MOVES[a.status] ?? [];
            return (
              <li key={a.id} tabIndex={-1} data-applicant-id={a.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:p-5" data-testid="applicant">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div>
                    <p className="font-semibold text-slate-900">{a.name}</p>
                    <p className="text-sm text-slate-600">
                      {a.specialization ?? "Medical Professional"}
                      {a.location ? ` · ${a.location}` : ""}
                    </p>
                    <p className="text-xs text-slate-500">Applied on {formatDate(a.appliedDate)}</p>
                  </div>
                  <div className="flex items-center gap-3">
                    <StatusBadge status={a.status} />
                    <Link to={messageDoctorPath(a.doctorId, job.id)} className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
                      {directoryPage.message}
                    </Link>
                    {a.resumeUrl ? (
                      <a href={a.resumeUrl} target="_blank" rel="noopener noreferrer" className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
                        Resume
                      </a>
                    ) : (
                      <span className="text-xs text-slate-500">No resume on file</span>
                    )}
                  </div>
                </div>
                {a.coverNote ? <p className="mt-3 whitespace-pre-line rounded-md bg-slate-50 p-3 text-sm text-slate-700">{a.coverNote}</p> : null}
                {a.history.length > 1 ? (
                  <details className="mt-3 text-sm">
                    <summary className="cursor-pointer text-slate-600">History</summary>
                    <ol className="mt-2 space-y-1 border-l-2 border-slate-200 pl-4">
                      {a.history.map((h, i) => (
                        <li key={i}>
                          <span className="font-medium">{h.status}</span> <span className="text-slate-500">· {formatDate(h.at)}</span>
                          {h.note ? <span className="text-slate-600"> — {h.note}</span> : null}
                        </li>
                      ))}
                    </ol>
                  </details>
                ) : null}
                {moves.length ? (
                  <StatusChangeForm applicationId={a.id} moves={moves} reply={reply} className="mt-4 grid gap-2 sm:grid-cols-[200px_1fr_auto]" />
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

/**
 * After a status change the page is the same list again (the action redirects back here with a toast): the scroll
 * position stays (the form's preventScrollReset), and so does the keyboard focus. The submit button is disabled
 * while the change is saved, which drops its focus; when the page is idle again it goes back to that applicant's
 * button, or to the applicant when there is no further move to make.
 */
function useKeepFocusOnApplicant(busyId: string | null, idle: boolean) {
  const submitted = useRef<string | null>(null);
  useEffect(() => {
    if (busyId) submitted.current = busyId;
  }, [busyId]);
  useEffect(() => {
    const id = submitted.current;
    if (!idle || !id) return;
    submitted.current = null;
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const item = document.querySelector<HTMLElement>(`[data-applicant-id="${CSS.escape(id)}"]`);
    (item?.querySelector<HTMLElement>("button[type=submit]") ?? item)?.focus({ preventScroll: true });
  }, [idle]);
}
