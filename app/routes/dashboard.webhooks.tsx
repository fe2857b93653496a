import type { Route } from "./+types/dashboard.webhooks";
import { requireEmployerOwnTab } from "~/features/dashboard/access.server";
import { listWebhooks } from "~/features/webhooks/manage-webhooks.server";
import { handleWebhooksAction } from "~/features/webhooks/webhooks-action.server";
import { WebhooksView } from "~/features/webhooks/components/webhooks-view";
import { orStatusPage } from "~/server-lib/route-errors.server";

// The organisation's webhook endpoints and their deliveries: owners and admins (checked by the feature functions on
// every request).
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireEmployerOwnTab(request);
  return orStatusPage(() => listWebhooks({ actor }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireEmployerOwnTab(request);
  return handleWebhooksAction({ form: await request.formData(), actor, clientIp: context.clientIp ?? null });
}

export default function DashboardWebhooks({ loaderData, actionData }: Route.ComponentProps) {
  return <WebhooksView page={loaderData} reply={actionData ?? null} />;
}
