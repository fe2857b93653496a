import type { Route } from "./+types/dashboard.trusted-clients";
import { loadContentList } from "~/services/content-manager/content-manager.server";
import { requireAdminTab } from "~/features/dashboard/access.server";
import { listClients } from "~/features/clients/clients.server";
import { handleClientsAction } from "~/features/clients/clients-action.server";
import { ClientsManager } from "~/features/clients/components/clients-manager";
import { content } from "~/lib/messages";

// Admin only: anyone else gets 403 (the manager functions check again).
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminTab(request);
  return loadContentList(listClients, { fetchFailed: content.clientsFetchFailed, logMessage: "could not list trusted clients" });
}

export async function action({ request }: Route.ActionArgs) {
  const { actor } = await requireAdminTab(request);
  return handleClientsAction({ request, actor });
}

export default function DashboardTrustedClients({ loaderData }: Route.ComponentProps) {
  return <ClientsManager {...loaderData} />;
}
