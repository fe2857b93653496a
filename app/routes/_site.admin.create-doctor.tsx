import { data } from "react-router";
import type { Route } from "./+types/_site.admin.create-doctor";
import { requireViewer } from "~/services/auth/session.server";
import { can } from "~/lib/permissions";
import { pageTitles, validation } from "~/lib/messages";
import { directoryPage } from "~/features/directory/messages";
import { pageMeta } from "~/lib/seo";
import { handleAdminDoctorAction } from "~/features/directory/admin-doctor-action.server";
import { AdminDoctorForm } from "~/features/directory/components/doctor-form";
import { uploadResume } from "~/features/resumes/resumes.server";

export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request);
  if (!can.manageDoctorProfiles(actor)) throw data(validation.permissionDenied, { status: 403 });
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireViewer(request);
  return handleAdminDoctorAction({
    request,
    actor,
    profileId: null,
    attachResume: (profileId, file) => uploadResume({ actor, profileId, bytes: file.bytes, originalName: file.name }),
  });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches[0]?.loaderData?.site, {
    title: pageTitles.createDoctor,
    description: "Add a doctor to the directory.",
    path: "/admin/create-doctor",
  }),
  { name: "robots", content: "noindex" },
];

export default function CreateDoctorRoute({ actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{directoryPage.createProfile}</h1>
      <p className="mt-1 text-slate-600">{directoryPage.createIntro}</p>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <AdminDoctorForm defaults={{ listed: true }} reply={actionData} submitLabel={directoryPage.createSubmit} cancelHref="/dashboard/doctor-profiles" />
      </div>
    </main>
  );
}
