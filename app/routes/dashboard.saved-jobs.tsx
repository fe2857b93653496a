import type { Route } from "./+types/dashboard.saved-jobs";
import { requireDoctorTab } from "~/features/dashboard/access.server";
import { listSavedJobs } from "~/features/saved-jobs/saved-jobs.server";
import { handleSaveIntent } from "~/features/saved-jobs/saved-jobs-action.server";
import { SavedJobsList } from "~/features/saved-jobs/components/saved-jobs-list";

export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireDoctorTab(request);
  return { jobs: await listSavedJobs({ actor }) };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireDoctorTab(request);
  return handleSaveIntent({ form: await request.formData(), actor });
}

export default function DashboardSavedJobs({ loaderData }: Route.ComponentProps) {
  return <SavedJobsList jobs={loaderData.jobs} />;
}
