import type { Route } from "./+types/dashboard.notifications";
import { listNotifications } from "~/features/notifications/notifications.server";
import { handleNotificationsAction } from "~/features/notifications/notifications-action.server";
import { NotificationsList } from "~/features/notifications/components/notifications-list";
import { requireViewer } from "~/services/auth/session.server";
import { dashboardKind } from "~/features/dashboard/access.server";
import { pageUrl } from "~/server-lib/page-url.server";

// The bell's page: every signed-in user's own notifications, whatever their dashboard.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  return { items: await listNotifications({ actor: viewer.actor }), topLevel: dashboardKind(viewer) !== "employer" };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireViewer(request);
  return handleNotificationsAction({ form: await request.formData(), actor, back: pageUrl(request).pathname });
}

export default function DashboardNotifications({ loaderData }: Route.ComponentProps) {
  return <NotificationsList items={loaderData.items} topLevel={loaderData.topLevel} />;
}
