import type { Route } from "./+types/dashboard.profile";
import { ProfileView } from "~/features/accounts/components/profile-view";
import { handleProfileAction, ownProfileView } from "~/features/accounts/profile-page.server";
import { requireViewer } from "~/services/auth/session.server";

// The dashboard's Profile tab (spec 2.8). The same page sits in the public layout at /profile.
export async function loader({ request }: Route.LoaderArgs) {
  return { profile: ownProfileView(await requireViewer(request)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  return handleProfileAction({ request, viewer, clientIp: context.clientIp });
}

export default function DashboardProfile({ loaderData, actionData }: Route.ComponentProps) {
  return <ProfileView profile={loaderData.profile} actionData={actionData} />;
}
