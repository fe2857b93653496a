import type { Route } from "./+types/dashboard.employers";
import { requireAdminTab } from "~/features/dashboard/access.server";
import { handleAdminAction } from "~/features/admin/admin-action.server";
import { employerJobsChanged } from "~/features/jobs/employer-jobs-changed.server";
import { listVerificationQueue } from "~/features/admin/list-verification-queue.server";
import { EmployerQueue } from "~/features/admin/components/admin-views";

// The admin's queue of every employer waiting for verification, with or without details: approve, or reject with a
// reason mailed to them.
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireAdminTab(request);
  return await listVerificationQueue({ actor });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireAdminTab(request);
  return handleAdminAction({ request, actor, clientIp: context.clientIp ?? null, back: "/dashboard/employers", employerChanged: employerJobsChanged });
}

export default function DashboardEmployers({ loaderData, actionData }: Route.ComponentProps) {
  return <EmployerQueue items={loaderData.items} total={loaderData.total} reply={actionData} />;
}
