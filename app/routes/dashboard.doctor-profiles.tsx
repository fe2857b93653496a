import type { Route } from "./+types/dashboard.doctor-profiles";
import { requireEmployerTab } from "~/features/dashboard/access.server";
import { DIRECTORY_PAGE_SIZE, parseDirectoryQuery, searchDoctors } from "~/features/directory/search-doctors.server";
import { handleDirectoryAction } from "~/features/directory/directory-action.server";
import { DirectoryView } from "~/features/directory/components/directory-view";

// The directory inside the employer dashboard: same search as /doctor-profiles; the admin also edits and deletes.
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireEmployerTab(request);
  const query = parseDirectoryQuery(new URL(request.url));
  const { doctors, total } = await searchDoctors(query);
  return { doctors, total, query, isAdmin: actor.isAdmin, pageSize: DIRECTORY_PAGE_SIZE };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireEmployerTab(request);
  return handleDirectoryAction({ request, actor });
}

export default function DashboardDoctorProfiles({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
      {actionData && "error" in actionData ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {actionData.error}
        </p>
      ) : null}
      <DirectoryView {...loaderData} basePath="/dashboard/doctor-profiles" headingLevel={2} />
    </div>
  );
}
