import { redirect } from "react-router";
import type { Route } from "./+types/dashboard.messages._index";
import { dashboardKind } from "~/features/dashboard/access.server";
import { InboxView } from "~/features/messages/components/inbox-view";
import { listMessageReports } from "~/features/messages/list-message-reports.server";
import { listThreads } from "~/features/messages/list-threads.server";
import { pageTitles } from "~/lib/messages";
import { messaging } from "~/features/messages/messages";
import { pageMeta } from "~/lib/seo";
import { requireViewer } from "~/services/auth/session.server";

// The Messages tab of both dashboards: the viewer's conversations; for the admin also the reported ones.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const kind = dashboardKind(viewer);
  if (kind === "unavailable") throw redirect("/dashboard");
  const { actor } = viewer;
  const [threads, reports] = await Promise.all([listThreads({ actor }), actor.isAdmin ? listMessageReports({ actor }) : Promise.resolve(null)]);
  return { kind, threads, reports };
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches[0]?.loaderData?.site, { title: pageTitles.messages, description: messaging.inboxTitle, path: "/dashboard/messages" }),
  { name: "robots", content: "noindex" },
];

export default function MessagesInbox({ loaderData }: Route.ComponentProps) {
  return <InboxView threads={loaderData.threads} kind={loaderData.kind} reports={loaderData.reports} />;
}
