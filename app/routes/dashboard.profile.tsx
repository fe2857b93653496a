import type { Route } from "./+types/dashboard.profile";
import { ProfileView } from "~/features/accounts/components/profile-view";
import { handleProfileAction, ownProfileView } from "~/features/accounts/profile-page.server";
import { requireViewer } from "~/services/auth/session.server";
import { directoryDefaults, handleDirectoryDetails } from "~/features/directory/directory-details-action.server";
import { DIRECTORY_DETAILS_INTENT } from "~/features/directory/schema";
import { DirectoryDetailsSection } from "~/features/directory/components/directory-details-section";

// The dashboard's Profile tab (spec 2.8). The same page sits in the public layout at /profile.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const doctor = viewer.profile?.role === "doctor" && !viewer.actor.isAdmin ? viewer.profile : null;
  return { profile: ownProfileView(viewer), directory: doctor ? directoryDefaults(doctor) : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  // The directory section posts its own intent; everything else is the account's Edit Profile / Change Password.
  const form = await request.clone().formData();
  if (form.get("intent") === DIRECTORY_DETAILS_INTENT) {
    return handleDirectoryDetails({ form, actor: viewer.actor, back: new URL(request.url).pathname });
  }
  return handleProfileAction({ request, viewer, clientIp: context.clientIp });
}

export default function DashboardProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-8">
      <ProfileView profile={loaderData.profile} actionData={actionData && actionData.intent !== DIRECTORY_DETAILS_INTENT ? actionData : undefined} />
      {loaderData.directory ? (
        <DirectoryDetailsSection defaults={loaderData.directory} result={actionData?.intent === DIRECTORY_DETAILS_INTENT ? actionData : null} />
      ) : null}
    </div>
  );
}
