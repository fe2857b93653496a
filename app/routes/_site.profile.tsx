import type { Route } from "./+types/_site.profile";
import { ProfileView } from "~/features/accounts/components/profile-view";
import { handleProfileAction, ownProfileView } from "~/features/accounts/profile-page.server";
import { publicSite } from "~/env.server";
import { requireViewer } from "~/services/auth/session.server";

// /profile (spec 2.1): the signed-in user's own profile inside the public layout; signed-out visitors sign in first.
export async function loader({ request }: Route.LoaderArgs) {
  return { brand: publicSite().brand, profile: ownProfileView(await requireViewer(request)) };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `My Profile | ${data?.brand ?? "DocHire"}` },
  { name: "robots", content: "noindex" },
];

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = await requireViewer(request);
  return handleProfileAction({ request, viewer, clientIp: context.clientIp });
}

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <main className="mx-auto max-w-4xl px-4 pb-16 pt-4 sm:px-6">
      <ProfileView profile={loaderData.profile} actionData={actionData} />
    </main>
  );
}
