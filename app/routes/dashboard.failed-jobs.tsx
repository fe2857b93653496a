import type { Route } from "./+types/dashboard.failed-jobs";
import { requireAdminTab } from "~/features/dashboard/access.server";
import { listFailedBackgroundJobs } from "~/features/admin/failed-jobs.server";
import { failedJobAction } from "~/features/admin/failed-job-action.server";
import { FailedJobsList } from "~/features/admin/components/failed-jobs-list";

// The admin's dead-letter view of the job queue.
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireAdminTab(request);
  return { jobs: await listFailedBackgroundJobs({ actor }) };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdminTab(request);
  return failedJobAction({ actor, request });
}

export default function DashboardFailedJobs({ loaderData }: Route.ComponentProps) {
  return <FailedJobsList jobs={loaderData.jobs} />;
}
