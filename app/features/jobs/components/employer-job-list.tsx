import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import Briefcase from "lucide-react/icons/briefcase";
import Eye from "lucide-react/icons/eye";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash-2";
import UserIcon from "lucide-react/icons/user";
import { ConfirmDialog } from "~/components/ui/dialog";
import { jobs as t } from "~/lib/messages";
import type { EmployerJobCard, EmployerJobList } from "../list-employer-jobs.server";
import { useDelegatedLinks } from "./client-links";
import { JobIcon, JobIconSprite } from "./job-icons";
import { Pagination } from "./pagination";
import { useHydrated } from "./use-hydrated";

const LISTINGS = "/dashboard/job-listings";
const action = "inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium";

function DeleteForm({ job, page, busy }: { job: { id: number }; page: number; busy: boolean }) {
  return (
    <Form method="post" action={page > 1 ? `${LISTINGS}?page=${page}` : LISTINGS}>
      <input type="hidden" name="intent" value="delete" />
      <input type="hidden" name="jobId" value={job.id} />
      <button
        type="submit"
        disabled={busy}
        className="w-full rounded-md bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 disabled:opacity-70 sm:w-auto"
      >
        {busy ? t.deleting : t.delete}
      </button>
    </Form>
  );
}

function ListingCard({ job, onDelete, deleteHref }: { job: EmployerJobCard; onDelete: (() => void) | null; deleteHref: string }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm" data-testid="listing-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold text-slate-900">{job.title}</h3>
            {job.featured ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-800">{t.featured}</span> : null}
            {!job.isOpen ? <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">Closed</span> : null}
          </div>
          <p className="mt-0.5 text-sm font-medium text-slate-600">{job.company}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/jobs/${job.id}`} className={`${action} border-slate-300 text-slate-700 hover:bg-slate-50`}>
            <Eye aria-hidden="true" className="h-4 w-4" /> View<span className="sr-only"> {job.title}</span>
          </Link>
          <Link to={`/post-job?edit=${job.id}`} className={`${action} border-slate-300 text-slate-700 hover:bg-slate-50`}>
            <Pencil aria-hidden="true" className="h-4 w-4" /> Edit<span className="sr-only"> {job.title}</span>
          </Link>
          {onDelete ? (
            <button type="button" onClick={onDelete} className={`${action} border-red-200 text-red-700 hover:bg-red-50`}>
              <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete<span className="sr-only"> {job.title}</span>
            </button>
          ) : (
            <Link to={deleteHref} className={`${action} border-red-200 text-red-700 hover:bg-red-50`}>
              <Trash2 aria-hidden="true" className="h-4 w-4" /> Delete<span className="sr-only"> {job.title}</span>
            </Link>
          )}
        </div>
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
        <li className="flex items-center gap-1.5"><JobIcon name="map-pin" />{job.location}</li>
        <li className="flex items-center gap-1.5"><JobIcon name="briefcase" />{job.type}</li>
        <li className="flex items-center gap-1.5"><JobIcon name="indian-rupee" />{job.salary}</li>
        <li className="flex items-center gap-1.5"><JobIcon name="clock" />Posted <time dateTime={job.postedDate}>{job.postedLabel}</time></li>
        {job.postedBy ? <li className="flex items-center gap-1.5"><UserIcon aria-hidden="true" className="h-4 w-4 text-brand-600" />{t.postedBy(job.postedBy)}</li> : null}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm">
        <p className="text-slate-500">{t.applicationsReceived(job.applicationCount)}</p>
        <Link to={`/dashboard/applicants/${job.id}`} className="font-medium text-brand-700 hover:underline">
          Applicants<span className="sr-only"> for {job.title}</span>
        </Link>
      </div>
    </article>
  );
}

/**
 * The dashboard's Job Listings tab (spec 2.8). Delete asks first: with JavaScript in a modal dialog, without it on
 * a confirmation panel the server renders for ?delete={id}.
 */
export function EmployerJobListView({
  list,
  confirmJob,
  failure,
}: {
  list: EmployerJobList;
  /** The job named by ?delete= (no-JavaScript confirmation), if the viewer may delete it. */
  confirmJob: { id: number; title: string } | null;
  /** The last delete attempt's failure (a new object per attempt). */
  failure: { message: string } | null;
}) {
  const error = failure?.message ?? null;
  const hydrated = useHydrated();
  const delegatedLinks = useDelegatedLinks();
  const navigation = useNavigation();
  const [pending, setPending] = useState<{ id: number; title: string } | null>(null);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "delete";
  const pageHref = (p: number) => (p > 1 ? `${LISTINGS}?page=${p}` : LISTINGS);

  // The dialog closes once the job has gone from the list, or when a delete attempt came back with an error.
  useEffect(() => {
    if (pending && !list.jobs.some((j) => j.id === pending.id)) setPending(null);
  }, [list.jobs, pending]);
  useEffect(() => {
    if (failure) setPending(null);
  }, [failure]);

  return (
    <section aria-labelledby="listings-heading" onClick={delegatedLinks}>
      <JobIconSprite />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h2 id="listings-heading" className="text-xl font-semibold text-slate-900">
          {list.scope === "all" ? t.allJobListings : t.yourJobListings}
          <span className="ml-2 text-base font-normal text-slate-500">({list.total})</span>
        </h2>
        <Link to="/post-job" className="inline-flex items-center justify-center gap-1.5 rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-700">
          <Plus aria-hidden="true" className="h-4 w-4" /> {t.postNewJob}
        </Link>
      </div>

      {error ? (
        <p role="alert" className="mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">{error}</p>
      ) : null}

      {confirmJob && !pending ? (
        <div role="alertdialog" aria-labelledby="confirm-delete-title" aria-describedby="confirm-delete-text" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-5">
          <h3 id="confirm-delete-title" className="font-semibold text-red-900">{t.confirmDelete}</h3>
          <p id="confirm-delete-text" className="mt-1 text-sm text-red-800">{t.confirmDeleteText(confirmJob.title)}</p>
          <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row">
            <Link to={pageHref(list.page)} className="rounded-md border border-slate-300 bg-white px-4 py-2 text-center text-sm font-medium hover:bg-slate-50">{t.cancel}</Link>
            <DeleteForm job={confirmJob} page={list.page} busy={busy} />
          </div>
        </div>
      ) : null}

      {list.jobs.length ? (
        <ul className="mt-5 space-y-4">
          {list.jobs.map((job) => (
            <li key={job.id}>
              <ListingCard
                job={job}
                onDelete={hydrated ? () => setPending({ id: job.id, title: job.title }) : null}
                deleteHref={`${LISTINGS}?${new URLSearchParams({ ...(list.page > 1 ? { page: String(list.page) } : {}), delete: String(job.id) })}`}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-5 rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
          <Briefcase aria-hidden="true" className="mx-auto h-10 w-10 text-slate-300" />
          <h3 className="mt-4 text-lg font-semibold text-slate-900">{t.noListingsYet}</h3>
          <p className="mt-1 text-slate-600">{t.noListingsYetText}</p>
        </div>
      )}

      <Pagination page={list.page} lastPage={list.pageCount} hasNext={list.page < list.pageCount} hrefFor={pageHref} label="Job listings pages" />

      <ConfirmDialog
        open={pending !== null}
        onClose={() => setPending(null)}
        title={t.confirmDelete}
        description={pending ? t.confirmDeleteText(pending.title) : undefined}
        confirm={pending ? <DeleteForm job={pending} page={list.page} busy={busy} /> : null}
      />
    </section>
  );
}
