import { Form } from "react-router";
import { formatDate } from "~/lib/format";
import { failedJobTexts as m } from "~/features/admin/messages";

type FailedJobView = { id: string; name: string; summary: string; error: string; retryCount: number; failedOn: string };

/** One failed job: what it was, why it failed, how often it was tried, and Try again / Remove. */
function FailedJobRow({ job }: { job: FailedJobView }) {
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
      <p className="font-semibold text-slate-900">{job.summary}</p>
      <p className="mt-1 text-xs text-slate-500">
        {job.name} · {m.tries(job.retryCount)} · {formatDate(job.failedOn)}
      </p>
      <p className="mt-2 rounded bg-red-50 px-3 py-2 font-mono text-xs text-red-800">{job.error || m.noError}</p>
      <div className="mt-3 flex gap-2">
        {(["retry", "remove"] as const).map((intent) => (
          <Form key={intent} method="post">
            <input type="hidden" name="intent" value={intent} />
            <input type="hidden" name="name" value={job.name} />
            <input type="hidden" name="id" value={job.id} />
            <button
              type="submit"
              className={`rounded-lg px-3 py-2 text-sm font-semibold ${intent === "retry" ? "bg-brand-600 text-white hover:bg-brand-700" : "border border-slate-300 bg-white text-slate-700 hover:bg-slate-50"}`}
            >
              {intent === "retry" ? m.retry : m.remove}
            </button>
          </Form>
        ))}
      </div>
    </li>
  );
}

/** The admin's dead-letter view: each failed job with what it was, why it failed, and Try again / Remove. */
export function FailedJobsList({ jobs }: { jobs: FailedJobView[] }) {
  return (
    <div className="space-y-4">
      <div>
        <h2 className="text-xl font-bold text-slate-900">{m.title}</h2>
        <p className="mt-1 text-sm text-slate-600">{m.intro}</p>
      </div>
      {jobs.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{m.empty}</p>
      ) : (
        <ul className="space-y-3" data-testid="failed-jobs">
          {jobs.map((job) => (
            <FailedJobRow key={job.id} job={job} />
          ))}
        </ul>
      )}
    </div>
  );
}
