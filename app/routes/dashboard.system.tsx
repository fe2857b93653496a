import type { Route } from "./+types/dashboard.system";
import { requireAdminTab } from "~/features/dashboard/access.server";
import { getSystemStatus } from "~/features/admin/system-status.server";
import { failedJobAction } from "~/features/admin/failed-job-action.server";
import { SystemStatusView } from "~/features/admin/components/system-status-view";

// The admin's System page: health of the database, queue, mail, storage and servers; failed jobs can be retried here.
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireAdminTab(request);
  return { status: await getSystemStatus({ actor }) };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdminTab(request);
  return failedJobAction({ actor, request });
}

export default function DashboardSystem({ loaderData }: Route.ComponentProps) {
  return <SystemStatusView status={loaderData.status} />;
}
