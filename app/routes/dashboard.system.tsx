import type { Route } from "./+types/dashboard.system";
import { requireAdminTab } from "~/features/dashboard/access.server";
import { getSystemStatus } from "~/features/admin/system-status.server";
import { changeFailedJob, FailedJobActionSchema } from "~/features/admin/failed-jobs.server";
import { SystemStatusView } from "~/features/admin/components/system-status-view";
import { failedJobTexts } from "~/lib/messages";
import { actionError, invalidForm, parseForm } from "~/lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { pageUrl } from "~/lib/page-url.server";

// The admin's System page: health of the database, queue, mail, storage and servers; failed jobs can be retried here.
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireAdminTab(request);
  return { status: await getSystemStatus({ actor }) };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdminTab(request);
  const submission = parseForm(await request.formData(), FailedJobActionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await changeFailedJob({ actor, ...submission.value });
    return redirectWithToast(pageUrl(request).pathname, submission.value.intent === "retry" ? failedJobTexts.retried : failedJobTexts.removed);
  } catch (error) {
    return actionError(error, { toastTitle: failedJobTexts.actionFailed, submission, context: "changing a failed job failed" });
  }
}

export default function DashboardSystem({ loaderData }: Route.ComponentProps) {
  return <SystemStatusView status={loaderData.status} />;
}
