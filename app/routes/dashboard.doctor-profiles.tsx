import type { Route } from "./+types/dashboard.doctor-profiles";
import { requireEmployerTab } from "~/features/dashboard/access.server";
import { loadDirectoryPage } from "~/features/directory/search-doctors.server";
import { handleDirectoryAction } from "~/features/directory/directory-action.server";
import { DirectoryView } from "~/features/directory/components/directory-view";
import { pageUrl } from "~/server-lib/page-url.server";

// The directory inside the employer dashboard: same search as /doctor-profiles; the admin also edits and deletes.
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireEmployerTab(request);
  return loadDirectoryPage(pageUrl(request), actor.isAdmin);
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireEmployerTab(request);
  return handleDirectoryAction({ request, actor });
}

export default function DashboardDoctorProfiles({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
      <DirectoryView {...loaderData} reply={actionData} basePath="/dashboard/doctor-profiles" headingLevel={2} />
    </div>
  );
}
