import type { Route } from "./+types/dashboard.applications";
import { requireDoctorTab } from "~/features/dashboard/access.server";
import { listMyApplications, withdrawApplication } from "~/features/applications/applications.server";
import { handleDoctorHiringAction, isDoctorHiringIntent } from "~/features/applications/interviews/doctor-actions.server";
import { listInterviewsForDoctor } from "~/features/applications/interviews/interviews.server";
import { listOffersForDoctor } from "~/features/applications/offers/offers.server";
import { WithdrawSchema } from "~/features/applications/schema";
import { ApplicationsList } from "~/features/applications/components/applications-list";
import { DoctorHiringCards } from "~/features/applications/components/doctor-hiring-cards";
import { applicationRecords as a } from "~/features/applications/messages";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireDoctorTab(request);
  const [applications, interviews, offers] = await Promise.all([listMyApplications({ actor }), listInterviewsForDoctor({ actor }), listOffersForDoctor({ actor })]);
  return { applications, interviews, offers };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireDoctorTab(request);
  const form = await request.formData();
  if (isDoctorHiringIntent(form.get("intent"))) return handleDoctorHiringAction({ form, actor, back: "/dashboard/applications" });
  const submission = parseForm(form, WithdrawSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await withdrawApplication({ actor, applicationId: submission.value.applicationId });
    return redirectWithToast("/dashboard/applications", a.withdrawn);
  } catch (error) {
    return actionError(error, { toastTitle: a.updateFailed, submission, context: "withdrawing an application failed" });
  }
}

export default function DashboardApplications({ loaderData, actionData }: Route.ComponentProps) {
  const jobTitles = Object.fromEntries(loaderData.applications.map((app) => [app.id, app.jobTitle]));
  return (
    <ApplicationsList applications={loaderData.applications} reply={actionData}>
      <DoctorHiringCards interviews={loaderData.interviews} offers={loaderData.offers} jobTitles={jobTitles} reply={actionData} />
    </ApplicationsList>
  );
}
