import type { Route } from "./+types/dashboard.applications";
import { requireDoctorTab } from "~/features/dashboard/access.server";
import { listMyApplications, withdrawApplication } from "~/features/applications/applications.server";
import { WithdrawSchema } from "~/features/applications/schema";
import { ApplicationsList } from "~/features/applications/components/applications-list";
import { applicationRecords as a } from "~/lib/messages";
import { actionError, invalidForm, parseForm } from "~/lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireDoctorTab(request);
  return { applications: await listMyApplications({ actor }) };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireDoctorTab(request);
  const submission = parseForm(await request.formData(), WithdrawSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await withdrawApplication({ actor, applicationId: submission.value.applicationId });
    return redirectWithToast("/dashboard/applications", a.withdrawn);
  } catch (error) {
    return actionError(error, { toastTitle: a.updateFailed, submission, context: "withdrawing an application failed" });
  }
}

export default function DashboardApplications({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplicationsList applications={loaderData.applications} reply={actionData} />;
}
