import { Suspense } from "react";
import { lazyPart } from "~/components/lazy-part";
import { data } from "react-router";
import type { Route } from "./+types/dashboard.job-listings";
import { closeJob } from "~/features/jobs/close-job.server";
import { deleteJob } from "~/features/jobs/delete-job.server";
import { parseJobId } from "~/features/jobs/get-job.server";
import { JobListingActionSchema, type JOB_LISTING_INTENTS } from "~/features/jobs/schema";
import { listEmployerJobs } from "~/features/jobs/list-employer-jobs.server";
import { reopenJob } from "~/features/jobs/reopen-job.server";
import { EmployerJobListView } from "~/features/jobs/components/employer-job-list";
import { replyFor } from "~/components/forms/reply";
import { validation, type ToastMessage } from "~/lib/messages";
import { jobListing, jobs as t } from "~/features/jobs/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { requireViewer } from "~/services/auth/session.server";
import { actionError, invalidForm, orStatusPage, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { pageUrl } from "~/server-lib/page-url.server";
import { handleVerificationRequest, verificationState } from "~/features/verification/verification-action.server";
import { VERIFICATION_INTENT } from "~/features/verification/intent";

// The employer dashboard's Job Listings tab. The dashboard layout around it checks the user too, but this route
// refuses on its own: signed-out visitors go to /login, doctors get 403.
async function requireEmployer(request: Request) {
  const viewer = await requireViewer(request);
  if (!can.useEmployerDashboard(viewer.actor)) throw data(validation.permissionDenied, { status: 403 });
  return viewer;
}

function pageOf(url: URL): number {
  const n = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return Number.isFinite(n) && n > 0 ? n : 1;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { actor, organisation } = await requireEmployer(request);
  const url = pageUrl(request);
  const list = await orStatusPage(() => listEmployerJobs({ actor, page: pageOf(url) }));
  // ?delete={id}: the confirmation step for browsers without JavaScript (only for a job on this page).
  const deleteId = parseJobId(url.searchParams.get("delete"));
  const confirm = deleteId ? list.jobs.find((j) => j.id === deleteId) : undefined;
  // The first tab a new employer sees: while its organisation is not verified it says so, and asks for the details here.
  const verification = !actor.isAdmin && actor.role === "employer" && !actor.verified && organisation ? verificationState(organisation) : null;
  return { list, confirmJob: confirm ? { id: confirm.id, title: confirm.title, applicationCount: confirm.applicationCount } : null, verification };
}

type Operation = {
  run: (input: { actor: MaybeActor; id: number }) => Promise<void>;
  done: ToastMessage;
  /** The title of the toast when it is refused or fails. */
  failed: string;
};

// The listing card's three ways to take a job down or put it back; each feature function checks the actor itself.
const OPERATIONS: Record<(typeof JOB_LISTING_INTENTS)[number], Operation> = {
  delete: { run: deleteJob, done: t.deleted, failed: t.deleteFailed.title },
  close: { run: closeJob, done: jobListing.closed, failed: jobListing.closeFailed.title },
  reopen: { run: reopenJob, done: jobListing.reopened, failed: jobListing.reopenFailed.title },
};

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireEmployer(request);
  const url = pageUrl(request);
  const form = await request.formData();
  if (form.get("intent") === VERIFICATION_INTENT) return handleVerificationRequest({ form, actor, back: "/dashboard/job-listings" });
  const submission = parseForm(form, JobListingActionSchema);
  if (submission.status !== "success") return invalidForm(submission, { ...t.updateFailed, variant: "destructive" });
  const { intent, jobId } = submission.value;
  const operation = OPERATIONS[intent];
  try {
    await operation.run({ actor, id: jobId });
  } catch (error) {
    return actionError(error, { toastTitle: operation.failed, submission, context: `${intent} a job listing failed` });
  }
  const page = pageOf(url);
  return redirectWithToast(page > 1 ? `/dashboard/job-listings?page=${page}` : "/dashboard/job-listings", operation.done);
}

// The notice to an employer awaiting verification asks for its details in a form with form state (conform and zod):
// loaded in the browser only when shown, so a verified employer's listings load neither (the server sends it in place).
const AwaitingVerificationNotice = lazyPart(() => import("~/features/verification/components/verification-view").then((m) => m.AwaitingVerificationNotice));

export default function DashboardJobListings({ loaderData, actionData }: Route.ComponentProps) {
  // The verification request and the listing cards post to the same action: the posted intent says whose reply it is.
  const verificationReply = replyFor(actionData, "intent", VERIFICATION_INTENT);
  const listingReply = verificationReply ? null : actionData;
  return (
    <>
      <Suspense>{loaderData.verification ? <AwaitingVerificationNotice state={loaderData.verification} reply={verificationReply} /> : null}</Suspense>
      <EmployerJobListView list={loaderData.list} confirmJob={loaderData.confirmJob} reply={listingReply} />
    </>
  );
}
