import type { Route } from "./+types/dashboard.profile";
import { getEmailPreferences } from "~/features/notifications/email-preferences.server";
import { handleEmailPreferencesAction } from "~/features/notifications/notifications-action.server";
import { EmailPreferencesPanel } from "~/features/notifications/components/email-preferences-panel";
import { requireViewer } from "~/services/auth/session.server";
import { ProfileView } from "~/features/accounts/components/profile-view";
import { loadProfilePage, profilePageAction } from "~/features/accounts/profile-page.server";
import { directoryDefaults, handleDirectoryDetails } from "~/features/directory/directory-details-action.server";
import { DIRECTORY_DETAILS_INTENT } from "~/features/directory/schema";
import { DirectoryDetailsSection } from "~/features/directory/components/directory-details-section";

// The dashboard's Profile tab (spec 2.8). The same page sits in the public layout at /profile.
export async function loader({ request }: Route.LoaderArgs) {
  const [page, viewer] = await Promise.all([loadProfilePage(request, directoryDefaults), requireViewer(request)]);
  return { ...page, emailPreferences: await getEmailPreferences({ actor: viewer.actor }) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireViewer(request);
  const preferences = await handleEmailPreferencesAction({ request, actor });
  if (preferences) return preferences;
  return profilePageAction({ request, clientIp: context.clientIp, directory: { intent: DIRECTORY_DETAILS_INTENT, handle: handleDirectoryDetails } });
}

export default function DashboardProfile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="space-y-8">
      <ProfileView
        profile={loaderData.profile}
        reply={actionData && "result" in actionData ? actionData : undefined}
        notifications={<EmailPreferencesPanel role={loaderData.profile.role} preferences={loaderData.emailPreferences} reply={actionData && "result" in actionData ? actionData : null} />}
      />
      {loaderData.directory ? (
        <DirectoryDetailsSection defaults={loaderData.directory} result={actionData && "intent" in actionData && actionData.intent === DIRECTORY_DETAILS_INTENT ? actionData : null} />
      ) : null}
    </div>
  );
}
