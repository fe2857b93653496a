import type { Route } from "./+types/_site.doctor-profiles";
import { getActor } from "~/services/auth/session.server";
import { can } from "~/lib/permissions";
import { loadDirectoryPage } from "~/features/directory/search-doctors.server";
import { handleDirectoryAction } from "~/features/directory/directory-action.server";
import { DirectoryView } from "~/features/directory/components/directory-view";
import { pageTitles } from "~/lib/messages";
import { directoryPage } from "~/features/directory/messages";
import { pageMeta } from "~/lib/seo";
import { documentPage, loadAsDocument } from "~/lib/islands";
import directoryIsland from "~/islands/directory.island.ts?island";
import { pageUrl } from "~/server-lib/page-url.server";

// A document page (decision 031): the search is a plain GET form, the cards are server HTML; its island shows the
// cards' toasts and the admin's delete confirmation (a plain post that comes back here with the outcome).
export const handle = documentPage(directoryIsland);
export const clientLoader = loadAsDocument;

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await getActor(request);
  // Employers and the admin write to doctors; visitors see Message too (it asks them to sign in), doctors do not.
  return { ...(await loadDirectoryPage(pageUrl(request), !!actor?.isAdmin)), canMessage: !actor || can.startMessageThread(actor) };
}

export async function action({ request }: Route.ActionArgs) {
  return handleDirectoryAction({ request, actor: await getActor(request) });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches[0]?.loaderData?.site, {
    title: pageTitles.doctorDirectory,
    description: directoryPage.metaDescription,
    path: "/doctor-profiles",
  });

export default function DoctorProfilesPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-8">
      <DirectoryView {...loaderData} reply={actionData} basePath="/doctor-profiles" />
    </main>
  );
}
