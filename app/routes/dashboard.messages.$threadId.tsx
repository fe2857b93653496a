import type { Route } from "./+types/dashboard.messages.$threadId";
import { dashboardKind } from "~/features/dashboard/access.server";
import { ThreadView } from "~/features/messages/components/thread-view";
import { getThread } from "~/features/messages/get-thread.server";
import { handleThreadAction } from "~/features/messages/messages-action.server";
import { parseId } from "~/lib/ids";
import { pageTitles } from "~/lib/messages";
import { messaging } from "~/features/messages/messages";
import { pageMeta } from "~/lib/seo";
import { orNotFound, orStatusPage } from "~/server-lib/route-errors.server";
import { requireViewer } from "~/services/auth/session.server";

/** The conversation in the address; a malformed id is a page that does not exist. */
const threadIdOf = (params: { threadId: string }) => orNotFound(parseId(params.threadId));

export async function loader({ request, params }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const threadId = threadIdOf(params);
  const headingLevel: 1 | 2 = dashboardKind(viewer) === "doctor" ? 1 : 2;
  return { thread: await orStatusPage(() => getThread({ actor: viewer.actor, threadId })), headingLevel };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireViewer(request);
  return handleThreadAction({ request, actor, threadId: threadIdOf(params) });
}

export const meta: Route.MetaFunction = ({ matches, params }) => [
  ...pageMeta(matches[0]?.loaderData?.site, { title: pageTitles.conversation, description: messaging.inboxTitle, path: `/dashboard/messages/${params.threadId}` }),
  { name: "robots", content: "noindex" },
];

export default function MessageThread({ loaderData, actionData }: Route.ComponentProps) {
  return <ThreadView thread={loaderData.thread} reply={actionData} headingLevel={loaderData.headingLevel} />;
}
