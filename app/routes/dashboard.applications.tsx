import { data } from "react-router";
import type { Route } from "./+types/dashboard.applications";
import { requireDoctorTab } from "~/features/dashboard/access.server";
import { listMyApplications, withdrawApplication } from "~/features/applications/applications.server";
import { ApplicationsList } from "~/features/applications/components/applications-list";
import { isAppError } from "~/lib/errors";
import { formId } from "~/lib/ids";
import { content, formInput } from "~/lib/messages";
import { redirectWithToast, toastHeader } from "~/services/toast/toast.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireDoctorTab(request);
  return { applications: await listMyApplications({ actor }) };
}

async function refuse(status: number, message: string) {
  return data(
    { error: message },
    { status, headers: { "Set-Cookie": await toastHeader({ title: content.updateFailed, description: message, variant: "destructive" }) } },
  );
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireDoctorTab(request);
  const form = await request.formData();
  const applicationId = formId(form, "applicationId");
  if (applicationId === null) return refuse(400, formInput.invalidId);
  try {
    await withdrawApplication({ actor, applicationId });
    return redirectWithToast("/dashboard/applications", { title: "Application Withdrawn", description: "The employer has been told you are no longer a candidate." });
  } catch (error) {
    return refuse(isAppError(error) ? error.status : 500, isAppError(error) ? error.message : "Could not withdraw the application.");
  }
}

export default function DashboardApplications({ loaderData }: Route.ComponentProps) {
  return <ApplicationsList applications={loaderData.applications} />;
}
