import type { Route } from "./+types/dashboard.trusted-clients";
import { requireAdminTab } from "~/features/dashboard/access.server";
import { listClients } from "~/features/clients/clients.server";
import { handleClientsAction } from "~/features/clients/clients-action.server";
import { ClientsManager } from "~/features/clients/components/clients-manager";
import { clients as msg } from "~/lib/messages";
import { logger } from "~/services/logger.server";

// Admin only: anyone else gets 403 (the manager functions check again).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminTab(request);
  try {
    return { clients: await listClients(), error: null };
  } catch (error) {
    logger().error({ err: error }, "could not list trusted clients");
    return { clients: [], error: msg.fetchFailed };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdminTab(request);
  return handleClientsAction({ request, actor });
}

export default function DashboardTrustedClients({ loaderData }: Route.ComponentProps) {
  return (
    <div className="space-y-4">
      {loaderData.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-700">
          {loaderData.error}
        </p>
      ) : null}
      <ClientsManager clients={loaderData.clients} />
    </div>
  );
}
