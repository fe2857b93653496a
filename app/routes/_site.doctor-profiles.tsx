import type { Route } from "./+types/_site.doctor-profiles";
import { getActor } from "~/services/auth/session.server";
import { DIRECTORY_PAGE_SIZE, parseDirectoryQuery, searchDoctors } from "~/features/directory/search-doctors.server";
import { handleDirectoryAction } from "~/features/directory/directory-action.server";
import { DirectoryView } from "~/features/directory/components/directory-view";
import { pageTitles } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await getActor(request);
  const query = parseDirectoryQuery(new URL(request.url));
  const { doctors, total } = await searchDoctors(query);
  return { doctors, total, query, isAdmin: !!actor?.isAdmin, pageSize: DIRECTORY_PAGE_SIZE };
}

export async function action({ request }: Route.ActionArgs) {
  return handleDirectoryAction({ request, actor: await getActor(request) });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0]?.loaderData?.site, {
    title: pageTitles.doctorDirectory,
    description: "Browse experienced doctors across India by specialty and city.",
    path: "/doctor-profiles",
  });

export default function DoctorProfilesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-8">
      {actionData && "error" in actionData ? (
        <p role="alert" className="mb-4 rounded-md bg-red-50 p-3 text-sm text-red-700">
          {actionData.error}
        </p>
      ) : null}
      <DirectoryView {...loaderData} basePath="/doctor-profiles" />
    </main>
  );
}
