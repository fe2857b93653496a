import { data } from "react-router";
import type { Route } from "./+types/dashboard.applicants.$jobId";
import { requireViewer } from "~/services/auth/session.server";
import { changeApplicationStatus, listApplicants } from "~/features/applications/applications.server";
import { PipelineView } from "~/features/applications/components/pipeline-view";
import { AppError, isAppError } from "~/lib/errors";
import { readTextFields } from "~/lib/form-fields";
import { formId, parseId } from "~/lib/ids";
import { content, formInput, pageTitles } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";
import { redirectWithToast, toastHeader } from "~/services/toast/toast.server";

/** The job in the address; a malformed id is a page that does not exist. */
function jobIdOf(params: { jobId: string }): number {
  const id = parseId(params.jobId);
  if (id === null) throw data(null, { status: 404 });
  return id;
}

async function refuse(status: number, message: string) {
  return data(
    { error: message },
    { status, headers: { "Set-Cookie": await toastHeader({ title: content.updateFailed, description: message, variant: "destructive" }) } },
  );
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
  const jobId = jobIdOf(params);
  const form = await request.formData();
  const applicationId = formId(form, "applicationId");
  if (applicationId === null) return refuse(400, formInput.invalidId);
  const { values, errors } = readTextFields(form, ["status", "note"]);
  const fieldError = Object.values(errors)[0];
  if (fieldError) return refuse(400, fieldError);
  const { status, note } = values;
  try {
    await changeApplicationStatus({ actor, applicationId, status, note });
    return redirectWithToast(`/dashboard/applicants/${jobId}`, { title: "Application Updated", description: `Moved to ${status}. The doctor has been notified by e-mail.` });
  } catch (error) {
    return refuse(isAppError(error) ? error.status : 500, isAppError(error) ? error.message : "Could not update the application.");
  }
}

export const meta: Route.MetaFunction = ({ data: d, matches, params }) => [
  ...pageMeta(matches[0]?.loaderData?.site, {
    title: d ? pageTitles.applicantsFor(d.job.title) : pageTitles.applicants,
    description: "Applicants for one of your job listings.",
    path: `/dashboard/applicants/${params.jobId}`,
  }),
  { name: "robots", content: "noindex" },
];

export default function ApplicantsRoute({ loaderData }: Route.ComponentProps) {
  return <PipelineView job={loaderData.job} applicants={loaderData.applicants} />;
}
