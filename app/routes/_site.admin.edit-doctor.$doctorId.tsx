import { data } from "react-router";
import type { Route } from "./+types/_site.admin.edit-doctor.$doctorId";
import { requireViewer } from "~/services/auth/session.server";
import { orStatusPage } from "~/server-lib/route-errors.server";
import { parseTextId } from "~/lib/ids";
import { pages, pageTitles } from "~/lib/messages";
import { directoryPage } from "~/features/directory/messages";
import { pageMeta } from "~/lib/seo";
import { handleAdminDoctorAction } from "~/features/directory/admin-doctor-action.server";
import { directoryDefaults } from "~/features/directory/directory-details-action.server";
import { getDoctorProfile } from "~/features/directory/manage-doctor.server";
import { AdminDoctorForm } from "~/features/directory/components/doctor-form";
import { uploadResume } from "~/features/resumes/resumes.server";

/** The profile in the address; a malformed id is a page that does not exist. */
function profileIdOf(params: { doctorId: string }): string {
  const id = parseTextId(params.doctorId);
  if (id === null) throw data(pages.notFoundTitle, { status: 404 });
  return id;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request);
  const profileId = profileIdOf(params);
  const p = await orStatusPage(() => getDoctorProfile({ actor, profileId }));
  return {
    profile: {
      id: p.id,
      name: p.name,
      specialization: p.specialization,
      location: p.location,
      email: p.email,
      phone: p.phone,
      ...directoryDefaults(p),
      avatarUrl: p.avatarUrl,
      hasResume: !!p.resumeUrl,
      hasAccount: !!p.userId,
    },
  };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireViewer(request);
  return handleAdminDoctorAction({
    request,
    actor,
    profileId: profileIdOf(params),
    attachResume: (profileId, file) => uploadResume({ actor, profileId, bytes: file.bytes, originalName: file.name }),
  });
}

export const meta: Route.MetaFunction = ({ data: d, matches, params }) => [
  ...pageMeta(matches[0]?.loaderData?.site, {
    title: d ? pageTitles.editDoctorOf(d.profile.name) : pageTitles.editDoctor,
    description: "Edit a doctor's directory profile.",
    path: `/admin/edit-doctor/${params.doctorId}`,
  }),
  { name: "robots", content: "noindex" },
];

export default function EditDoctorRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { profile } = loaderData;
  return (
    <main className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{directoryPage.editTitle(profile.name)}</h1>
      <div className="mt-6 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <AdminDoctorForm defaults={profile} reply={actionData} submitLabel={directoryPage.saveChanges} cancelHref="/dashboard/doctor-profiles" />
      </div>
    </main>
  );
}
