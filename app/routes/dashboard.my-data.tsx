import type { Route } from "./+types/dashboard.my-data";
import { handlePrivacyAction } from "~/features/privacy/privacy-action.server";
import { MyData } from "~/features/privacy/components/my-data";
import { listDeletionRequests } from "~/features/privacy/list-deletion-requests.server";
import { requireViewer } from "~/services/auth/session.server";
import { dashboardKind } from "~/features/dashboard/access.server";

// Data rights (DPDP): download my data, delete my account, and the history of deletion requests. Every signed-in account; the admin cannot delete itself here.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return { canDelete: !viewer.actor.isAdmin, topLevel: dashboardKind(viewer) !== "employer", deletions: await listDeletionRequests({ actor: viewer.actor }) };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireViewer(request);
  return handlePrivacyAction({ request, actor });
}

export default function DashboardMyData({ loaderData, actionData }: Route.ComponentProps) {
  return <MyData reply={actionData} canDelete={loaderData.canDelete} topLevel={loaderData.topLevel} deletions={loaderData.deletions} />;
}
