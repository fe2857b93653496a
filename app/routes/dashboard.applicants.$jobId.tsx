import { data } from "react-router";
import type { Route } from "./+types/dashboard.applicants.$jobId";
import { requireViewer } from "~/services/auth/session.server";
import { changeApplicationStatus, listApplicants } from "~/features/applications/applications.server";
import { PipelineView } from "~/features/applications/components/pipeline-view";
import { AppError, isAppError } from "~/lib/errors";
import { content } from "~/lib/messages";
import { redirectWithToast, toastHeader } from "~/services/toast/toast.server";

function jobIdOf(params: { jobId: string }): number {
  if (!/^\d{1,9}$/.test(params.jobId)) throw data(null, { status: 404 });
  return Number(params.jobId);
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request);
  try {
    return await listApplicants({ actor, jobId: jobIdOf(params) });
  } catch (error) {
    if (error instanceof AppError) throw data(error.message, { status: error.status });
    throw error;
  }
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireViewer(request);
  const form = await request.formData();
  const applicationId = Number(form.get("applicationId"));
  const status = String(form.get("status") ?? "");
  try {
    await changeApplicationStatus({ actor, applicationId, status, note: String(form.get("note") ?? "") });
    return redirectWithToast(`/dashboard/applicants/${jobIdOf(params)}`, { title: "Application Updated", description: `Moved to ${status}. The doctor has been notified by e-mail.` });
  } catch (error) {
    const message = isAppError(error) ? error.message : "Could not update the application.";
    return data(
      { error: message },
      { status: isAppError(error) ? error.status : 500, headers: { "Set-Cookie": await toastHeader({ title: content.updateFailed, description: message, variant: "destructive" }) } },
    );
  }
}

export const meta: Route.MetaFunction = ({ data: d }) => [{ title: d ? `Applicants: ${d.job.title}` : "Applicants" }];

export default function ApplicantsRoute({ loaderData }: Route.ComponentProps) {
  return <PipelineView job={loaderData.job} applicants={loaderData.applicants} />;
}
