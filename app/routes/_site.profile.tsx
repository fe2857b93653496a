import type { Route } from "./+types/_site.profile";
import { getEmailPreferences } from "~/features/notifications/email-preferences.server";
import { handleEmailPreferencesAction } from "~/features/notifications/notifications-action.server";
import { EmailPreferencesPanel } from "~/features/notifications/components/email-preferences-panel";
import { requireViewer } from "~/services/auth/session.server";
import { ProfileView } from "~/features/accounts/components/profile-view";
import { loadProfilePage, profilePageAction } from "~/features/accounts/profile-page.server";
import { publicSite } from "~/env.server";
import { directoryDefaults, handleDirectoryDetails } from "~/features/directory/directory-details-action.server";
import { DIRECTORY_DETAILS_INTENT } from "~/features/directory/schema";
import { DirectoryDetailsSection } from "~/features/directory/components/directory-details-section";

// /profile (spec 2.1): the signed-in user's own profile inside the public layout; signed-out visitors sign in first.
export async function loader({ request }: Route.LoaderArgs) {
  const [page, viewer] = await Promise.all([loadProfilePage(request, directoryDefaults), requireViewer(request)]);
  return { brand: publicSite().brand, ...page, emailPreferences: await getEmailPreferences({ actor: viewer.actor }) };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `My Profile | ${data?.brand ?? "DocHire"}` },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireViewer(request);
  const preferences = await handleEmailPreferencesAction({ request, actor });
  if (preferences) return preferences;
  return profilePageAction({ request, clientIp: context.clientIp, directory: { intent: DIRECTORY_DETAILS_INTENT, handle: handleDirectoryDetails } });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-4xl px-4 pb-16 pt-4 sm:px-6">
      <ProfileView
        profile={loaderData.profile}
        reply={actionData && "result" in actionData ? actionData : undefined}
        notifications={<EmailPreferencesPanel role={loaderData.profile.role} preferences={loaderData.emailPreferences} reply={actionData && "result" in actionData ? actionData : null} />}
      />
      {loaderData.directory ? (
        <div className="mt-8">
          <DirectoryDetailsSection defaults={loaderData.directory} result={actionData && "intent" in actionData && actionData.intent === DIRECTORY_DETAILS_INTENT ? actionData : null} />
        </div>
      ) : null}
    </main>
  );
}
