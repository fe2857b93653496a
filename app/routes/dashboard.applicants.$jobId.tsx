import type { Route } from "./+types/dashboard.applicants.$jobId";
import { requireViewer } from "~/services/auth/session.server";
import { changeApplicationStatus, listApplicants } from "~/features/applications/applications.server";
import { StatusChangeSchema } from "~/features/applications/schema";
import { PipelineView } from "~/features/applications/components/pipeline-view";
import { parseId } from "~/lib/ids";
import { applicationRecords as a, pageTitles } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";
import { actionError, invalidForm, orNotFound, orStatusPage, parseForm } from "~/lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";

/** The job in the address; a malformed id is a page that does not exist. */
const jobIdOf = (params: { jobId: string }) => orNotFound(parseId(params.jobId));

export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request);
  const jobId = jobIdOf(params);
  return orStatusPage(() => listApplicants({ actor, jobId }));
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireViewer(request);
  const jobId = jobIdOf(params);
  const submission = parseForm(await request.formData(), StatusChangeSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { applicationId, status, note } = submission.value;
  try {
    await changeApplicationStatus({ actor, applicationId, status, note });
    return redirectWithToast(`/dashboard/applicants/${jobId}`, a.statusChanged(status));
  } catch (error) {
    return actionError(error, { toastTitle: a.updateFailed, submission, context: "changing an application's status failed" });
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

export default function ApplicantsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PipelineView job={loaderData.job} applicants={loaderData.applicants} reply={actionData} />;
}
