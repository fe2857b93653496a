import type { Route } from "./+types/dashboard.api-keys";
import { requireEmployerOwnTab } from "~/features/dashboard/access.server";
import { handleApiKeyAction, type ApiKeyReply } from "~/features/organisations/api-keys/api-key-action.server";
import { listApiKeys } from "~/features/organisations/api-keys/api-keys.server";
import { ApiKeysView } from "~/features/organisations/components/api-keys-view";
import { orStatusPage } from "~/server-lib/route-errors.server";
import { pageUrl } from "~/server-lib/page-url.server";
import { parseId } from "~/lib/ids";

// The organisation's API keys: owners and admins make, see and revoke them (the feature functions check the role on
// every request). ?revoke=<id> asks for confirmation before a key is revoked.
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireEmployerOwnTab(request);
  const page = await orStatusPage(() => listApiKeys({ actor }));
  const revoke = parseId(pageUrl(request).searchParams.get("revoke"));
  return { ...page, confirmRevoke: page.keys.find((k) => k.id === revoke && !k.revokedAt) ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireEmployerOwnTab(request);
  return handleApiKeyAction({ form: await request.formData(), actor, clientIp: context.clientIp ?? null });
}

export default function DashboardApiKeys({ loaderData, actionData }: Route.ComponentProps) {
  return <ApiKeysView page={loaderData} reply={(actionData as ApiKeyReply | undefined) ?? null} />;
}
