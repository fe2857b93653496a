import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import Briefcase from "lucide-react/icons/briefcase";
import Plus from "lucide-react/icons/plus";
import { replyMessage, useReplyToast } from "~/components/forms/reply";
import { ConfirmDialog } from "~/components/ui/dialog";
import type { FormReply } from "~/lib/form-schema";
import { counts, jobPage } from "~/lib/messages";
import { jobListing, jobs as t } from "~/features/jobs/messages";
import type { EmployerJobCard, EmployerJobList } from "../list-employer-jobs.server";
import { useDelegatedLinks } from "~/components/layout/delegated-links";
import { JobIcon, JobIconSprite, ListingIcon } from "./job-icons";
import { Pagination } from "./pagination";
import { useHydrated } from "./use-hydrated";

const LISTINGS = "/dashboard/job-listings";
const action = "inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-medium";

/** The job a delete confirmation is about: the number of its applications is named before they are let go. */
export type DeleteTarget = { id: number; title: string; applicationCount: number };

/** The confirmation's text: the spec's warning, and what happens to the job's applications when it has any. */
function deleteDescription(job: DeleteTarget): string {
  const text = t.confirmDeleteText(job.title);
  return job.applicationCount > 0 ? `${text} ${jobListing.deleteWithApplications(job.applicationCount)}` : text;
}

const listingsHref = (page: number) => (page > 1 ? `${LISTINGS}?page=${page}` : LISTINGS);

/**
 * Close or Reopen: a plain form, so it works before (and without) JavaScript; both can be undone. It has no field to
 * check in the browser (two hidden values), so it skips useAppForm: on a page of 20 listings the form state of each
 * card was most of what hydrating the page cost a phone. The action parses it with JobListingActionSchema as before,
 * and a refusal is shown above the list (replyMessage) and as a toast.
 */
function StatusForm({ job, page, intent, busy }: { job: EmployerJobCard; page: number; intent: "close" | "reopen"; busy: boolean }) {
  const label = intent === "close" ? jobListing.close : jobListing.reopen;
  return (
    <Form method="post" action={listingsHref(page)} id={`${intent}-${job.id}`}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="jobId" value={job.id} />
      <button type="submit" disabled={busy} className={`${action} border-slate-300 text-slate-700 hover:bg-slate-50 disabled:opacity-70`}>
        <ListingIcon name={intent === "close" ? "circle-stop" : "rotate-ccw"} />
        {busy ? (intent === "close" ? jobListing.closing : jobListing.reopening) : label}
        <span className="sr-only"> {job.title}</span>
      </button>
    </Form>
  );
}

/** Delete, in its confirmation: a plain form for the same reason as StatusForm (two hidden values). */
function DeleteForm({ job, page, busy }: { job: { id: number }; page: number; busy: boolean }) {
  return (
    <Form method="post" action={listingsHref(page)} id={`delete-${job.id}`}>
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

function ListingCard({
  job,
  page,
  onDelete,
  deleteHref,
  busyIntent,
}: {
  job: EmployerJobCard;
  page: number;
  onDelete: (() => void) | null;
  deleteHref: string;
  /** The close/reopen this card's job is waiting for, if any. */
  busyIntent: string | null;
}) {
  const statusIntent = job.closedByHand ? "reopen" : job.isOpen ? "close" : null;
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm [contain-intrinsic-size:auto_13rem] [content-visibility:auto]" data-testid="listing-card">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="text-lg font-semibold text-slate-900">{job.title}</h3>
            {job.featured ? <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-amber-800">{t.featured}</span> : null}
            {!job.isOpen ? <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-700">{jobPage.closedBadge}</span> : null}
          </div>
          <p className="mt-0.5 text-sm font-medium text-slate-600">{job.company}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to={`/jobs/${job.id}`} className={`${action} border-slate-300 text-slate-700 hover:bg-slate-50`}>
            <ListingIcon name="eye" /> View<span className="sr-only"> {job.title}</span>
          </Link>
          <Link to={`/post-job?edit=${job.id}`} className={`${action} border-slate-300 text-slate-700 hover:bg-slate-50`}>
            <ListingIcon name="pencil" /> Edit<span className="sr-only"> {job.title}</span>
          </Link>
          {statusIntent ? <StatusForm job={job} page={page} intent={statusIntent} busy={busyIntent === statusIntent} /> : null}
          {onDelete ? (
            <button type="button" onClick={onDelete} className={`${action} border-red-200 text-red-700 hover:bg-red-50`}>
              <ListingIcon name="trash-2" /> Delete<span className="sr-only"> {job.title}</span>
            </button>
          ) : (
            <Link to={deleteHref} className={`${action} border-red-200 text-red-700 hover:bg-red-50`}>
              <ListingIcon name="trash-2" /> Delete<span className="sr-only"> {job.title}</span>
            </Link>
          )}
        </div>
      </div>
      <ul className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600">
        <li className="flex items-center gap-1.5"><JobIcon name="map-pin" />{job.location}</li>
        <li className="flex items-center gap-1.5"><JobIcon name="briefcase" />{job.type}</li>
        <li className="flex items-center gap-1.5"><JobIcon name="indian-rupee" />{job.salary}</li>
        <li className="flex items-center gap-1.5"><JobIcon name="clock" />Posted <time dateTime={job.postedDate}>{job.postedLabel}</time></li>
        {job.postedBy ? <li className="flex items-center gap-1.5"><ListingIcon name="user" className="h-4 w-4 shrink-0 text-brand-600" />{t.postedBy(job.postedBy)}</li> : null}
      </ul>
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm">
        <p className="text-slate-500">{counts.applicationsReceived(job.applicationCount)}</p>
        <Link to={`/dashboard/applicants/${job.id}`} className="font-medium text-brand-700 hover:underline">
          Applicants<span className="sr-only"> for {job.title}</span>
        </Link>
      </div>
    </article>
  );
}

/**
 * The dashboard's Job Listings tab (spec 2.8). Close takes a job down and Reopen puts it back, keeping its
 * applications. Delete asks first, naming the applications it lets go: with JavaScript in a modal dialog, without it
 * on a confirmation panel the server renders for ?delete={id}.
 */
export function EmployerJobListView({
  list,
  confirmJob,
  reply,
}: {
  list: EmployerJobList;
  /** The job named by ?delete= (no-JavaScript confirmation), if the viewer may delete it. */
  confirmJob: DeleteTarget | null;
  /** The last refused Close, Reopen or Delete (a new object per attempt); success redirects. */
  reply: FormReply | null | undefined;
}) {
  useReplyToast(reply);
  const error = replyMessage(reply);
  const hydrated = useHydrated();
  const delegatedLinks = useDelegatedLinks();
  const navigation = useNavigation();
  const [pending, setPending] = useState<DeleteTarget | null>(null);
  const submitting = navigation.state === "submitting" ? navigation.formData : undefined;
  const busy = submitting?.get("intent") === "delete";
  const busyJob = submitting ? Number(submitting.get("jobId")) : null;
  const busyIntent = submitting ? String(submitting.get("intent")) : null;
  const pageHref = listingsHref;

  // The dialog closes once the job has gone from the list, or when a delete attempt came back with an error.
  useEffect(() => {
    if (pending && !list.jobs.some((j) => j.id === pending.id)) setPending(null);
  }, [list.jobs, pending]);
  useEffect(() => {
    if (reply) setPending(null);
  }, [reply]);

  return (
    <section aria-labelledby="listings-heading" onClick={delegatedLinks}>
      <JobIconSprite listings />
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
          <p id="confirm-delete-text" className="mt-1 text-sm text-red-800">{deleteDescription(confirmJob)}</p>
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
                page={list.page}
                busyIntent={busyJob === job.id ? busyIntent : null}
                onDelete={hydrated ? () => setPending({ id: job.id, title: job.title, applicationCount: job.applicationCount }) : null}
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
        description={pending ? deleteDescription(pending) : undefined}
        confirm={pending ? <DeleteForm job={pending} page={list.page} busy={busy} /> : null}
      />
    </section>
  );
}
