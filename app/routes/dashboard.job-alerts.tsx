import type { Route } from "./+types/dashboard.job-alerts";
import { requireDoctorTab } from "~/features/dashboard/access.server";
import { listMyAlerts } from "~/features/jobs/alerts/job-alerts.server";
import { myAlertsAction } from "~/features/jobs/alerts/alert-pages.server";
import { MyAlerts } from "~/features/jobs/alerts/components/my-alerts";
import { pageUrl } from "~/server-lib/page-url.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireDoctorTab(request);
  return { alerts: await listMyAlerts({ actor }) };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireDoctorTab(request);
  return myAlertsAction({ form: await request.formData(), actor, back: pageUrl(request).pathname });
}

export default function DashboardJobAlerts({ loaderData, actionData }: Route.ComponentProps) {
  return <MyAlerts alerts={loaderData.alerts} reply={actionData} />;
}
