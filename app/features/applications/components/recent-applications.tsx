import { Link } from "react-router";
import { formatDate } from "~/lib/format";
import { applicationRecords } from "~/features/applications/messages";
import type { DoctorView } from "../stage-template";
import { StatusBadge } from "./status-badge";

/** jobId is null once the job has been deleted; the title and company are the ones it had. */
export type RecentApplication = { id: number; jobId: number | null; jobTitle: string; company: string; appliedDate: string | Date; status: string; doctorView: DoctorView };

/** The latest applications on the doctor's Dashboard tab (null when there are none, so the caller shows its empty state). */
export function RecentApplications({ rows }: { rows: RecentApplication[] }) {
  if (rows.length === 0) return null;
  return (
    <div className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <ul className="divide-y divide-slate-200" data-testid="recent-applications">
        {rows.map((r) => (
          <li key={r.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
            <div className="min-w-0">
              {r.jobId === null ? (
                <p className="font-medium text-slate-900">{r.jobTitle}</p>
              ) : (
                <Link to={`/jobs/${r.jobId}`} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
                  {r.jobTitle}
                </Link>
              )}
              <p className="text-sm text-slate-600">
                {r.company} · {formatDate(r.appliedDate)}
              </p>
              {r.jobId === null ? <p className="text-sm font-medium text-amber-800">{applicationRecords.jobRemoved}</p> : null}
            </div>
            <StatusBadge label={r.status} view={r.doctorView} />
          </li>
        ))}
      </ul>
      <div className="border-t border-slate-200 p-3 text-right">
        <Link to="/dashboard/applications" className="text-sm font-medium text-brand-700 hover:underline">
          View all applications
        </Link>
      </div>
    </div>
  );
}
