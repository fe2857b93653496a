import { useEffect } from "react";
import { data } from "react-router";
import type { Route } from "./+types/dashboard.job-listings";
import { closeJob } from "~/features/jobs/close-job.server";
import { deleteJob } from "~/features/jobs/delete-job.server";
import { parseJobId } from "~/features/jobs/get-job.server";
import { listEmployerJobs } from "~/features/jobs/list-employer-jobs.server";
import { reopenJob } from "~/features/jobs/reopen-job.server";
import { EmployerJobListView } from "~/features/jobs/components/employer-job-list";
import { useToast } from "~/components/ui/toast";
import { isAppError } from "~/lib/errors";
import { jobListing, jobs as t, validation, type ToastMessage } from "~/lib/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { requireViewer } from "~/services/auth/session.server";
import { logger } from "~/services/logger.server";
import { redirectWithToast } from "~/services/toast/toast.server";

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
  const { actor } = await requireEmployer(request);
  const url = new URL(request.url);
  const list = await listEmployerJobs({ actor, page: pageOf(url) });
  // ?delete={id}: the confirmation step for browsers without JavaScript (only for a job on this page).
  const deleteId = parseJobId(url.searchParams.get("delete"));
  const confirm = deleteId ? list.jobs.find((j) => j.id === deleteId) : undefined;
  return { list, confirmJob: confirm ? { id: confirm.id, title: confirm.title, applicationCount: confirm.applicationCount } : null };
}

type Failure = { message: string; toast: ToastMessage };

type Operation = {
  run: (input: { actor: MaybeActor; id: number }) => Promise<void>;
  done: ToastMessage;
  /** Refusals other than "forbidden" and "conflict" (which carry their own message). */
  failed: { title: string; description: string };
  /** Unexpected errors. */
  error: { title: string; description: string };
};

// The listing card's three ways to take a job down or put it back; each feature function checks the actor itself.
const OPERATIONS: Record<"delete" | "close" | "reopen", Operation> = {
  delete: { run: deleteJob, done: t.deleted, failed: t.deleteFailed, error: t.deleteError },
  close: { run: closeJob, done: jobListing.closed, failed: jobListing.closeFailed, error: jobListing.closeFailed },
  reopen: { run: reopenJob, done: jobListing.reopened, failed: jobListing.reopenFailed, error: jobListing.reopenFailed },
};

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireEmployer(request);
  const url = new URL(request.url);
  const form = await request.formData();
  const id = parseJobId(String(form.get("jobId") ?? ""));
  const intent = form.get("intent");
  const operation = intent === "delete" || intent === "close" || intent === "reopen" ? OPERATIONS[intent] : null;
  if (!operation || id === null) {
    return data<Failure>({ message: t.deleteFailed.description, toast: { ...t.deleteFailed, variant: "destructive" } }, { status: 400 });
  }
  try {
    await operation.run({ actor, id });
  } catch (error) {
    if (isAppError(error)) {
      const message =
        error.code === "forbidden" ? validation.permissionDenied : error.code === "conflict" ? error.message : operation.failed.description;
      return data<Failure>({ message, toast: { ...operation.failed, variant: "destructive" } }, { status: error.status });
    }
    logger().error({ err: error, jobId: id, intent }, "changing a job listing failed");
    return data<Failure>({ message: operation.error.description, toast: { ...operation.error, variant: "destructive" } }, { status: 500 });
  }
  const page = pageOf(url);
  return redirectWithToast(page > 1 ? `/dashboard/job-listings?page=${page}` : "/dashboard/job-listings", operation.done);
}

export default function DashboardJobListings({ loaderData, actionData }: Route.ComponentProps) {
  const { toast } = useToast();
  useEffect(() => {
    if (actionData?.toast) toast(actionData.toast);
  }, [actionData, toast]);
  return <EmployerJobListView list={loaderData.list} confirmJob={loaderData.confirmJob} failure={actionData ?? null} />;
}
