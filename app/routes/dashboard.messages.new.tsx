import { data, redirect } from "react-router";
import type { Route } from "./+types/dashboard.messages.new";
import { ComposeView } from "~/features/messages/components/compose-view";
import { getComposeTarget } from "~/features/messages/get-compose-target.server";
import { handleStartThread } from "~/features/messages/messages-action.server";
import { ComposeQuerySchema } from "~/features/messages/schema";
import { threadPath } from "~/lib/message-links";
import { pages, pageTitles } from "~/lib/messages";
import { messaging } from "~/features/messages/messages";
import { pageMeta } from "~/lib/seo";
import { orStatusPage } from "~/server-lib/route-errors.server";
import { requireViewer } from "~/services/auth/session.server";
import { pageUrl } from "~/server-lib/page-url.server";

// Writing to a doctor (from the directory or an applicant): ?doctor=<profile>&job=<job>. Who may write to whom is
// decided by the feature; a conversation that already exists opens instead.
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request);
  const url = pageUrl(request);
  const query = ComposeQuerySchema.safeParse({ doctor: url.searchParams.get("doctor") ?? undefined, job: url.searchParams.get("job") ?? undefined });
  if (!query.success) throw data(pages.notFoundTitle, { status: 404 });
  const target = await orStatusPage(() => getComposeTarget({ actor, doctorProfileId: query.data.doctor, jobId: query.data.job ?? null }));
  if (target.existingThreadId) throw redirect(threadPath(target.existingThreadId));
  return { doctor: target.doctor, job: target.job };
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireViewer(request);
  return handleStartThread({ request, actor });
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...pageMeta(matches[0]?.loaderData?.site, { title: pageTitles.newMessage, description: messaging.composeIntro, path: "/dashboard/messages/new" }),
  { name: "robots", content: "noindex" },
];

export default function NewMessage({ loaderData, actionData }: Route.ComponentProps) {
  return <ComposeView doctor={loaderData.doctor} job={loaderData.job} reply={actionData} />;
}
