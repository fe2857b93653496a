import type { Route } from "./+types/dashboard.failed-jobs";
import { requireAdminTab } from "~/features/dashboard/access.server";
import { changeFailedJob, FailedJobActionSchema, listFailedBackgroundJobs } from "~/features/admin/failed-jobs.server";
import { FailedJobsList } from "~/features/admin/components/failed-jobs-list";
import { failedJobTexts as m } from "~/lib/messages";
import { actionError, invalidForm, parseForm } from "~/lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { pageUrl } from "~/lib/page-url.server";

// The admin's dead-letter view of the job queue.
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireAdminTab(request);
  return { jobs: await listFailedBackgroundJobs({ actor }) };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdminTab(request);
  const submission = parseForm(await request.formData(), FailedJobActionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await changeFailedJob({ actor, ...submission.value });
    return redirectWithToast(pageUrl(request).pathname, submission.value.intent === "retry" ? m.retried : m.removed);
  } catch (error) {
    return actionError(error, { toastTitle: m.actionFailed, submission, context: "changing a failed job failed" });
  }
}

export default function DashboardFailedJobs({ loaderData }: Route.ComponentProps) {
  return <FailedJobsList jobs={loaderData.jobs} />;
}
