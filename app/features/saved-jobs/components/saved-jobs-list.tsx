import { Link } from "react-router";
import { formatJobSalary } from "~/lib/format";
import { pages, jobPage } from "~/lib/messages";
import { savedJobs as m } from "~/features/saved-jobs/messages";
import type { JobSummary } from "~/lib/job-summary";
import { SaveJobButton } from "./save-job-button";

export type SavedJobRow = JobSummary & { closed: boolean };

/** Spec 2.8 Saved Jobs tab. */
export function SavedJobsList({ jobs }: { jobs: SavedJobRow[] }) {
  if (jobs.length === 0) {
    return (
      <div className="rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center">
        <h1 className="text-lg font-semibold text-slate-900">{pages.noSavedJobs}</h1>
        <p className="mt-1 text-slate-600">{m.emptyText}</p>
        <Link to="/jobs" className="mt-4 inline-block rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700">
          {pages.browseJobs}
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="saved-title">
      <h1 id="saved-title" className="text-xl font-semibold text-slate-900">
        {m.heading}
      </h1>
      <ul className="mt-4 grid gap-4 md:grid-cols-2">
        {jobs.map((job) => (
          <li key={job.id} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" data-testid="saved-job">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <Link to={`/jobs/${job.id}`} className="font-semibold text-slate-900 hover:text-brand-700 hover:underline">
                  {job.title}
                </Link>
                <p className="text-sm text-slate-600">
                  {job.company} · {job.location}
                </p>
                <p className="mt-1 text-sm text-slate-700">
                  {job.type} · {formatJobSalary(job)}
                </p>
              </div>
              {job.closed ? <span className="rounded-full bg-slate-200 px-2.5 py-0.5 text-xs font-semibold text-slate-700">{jobPage.closedBadge}</span> : null}
            </div>
            <div className="mt-3">
              <SaveJobButton jobId={job.id} saved />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
