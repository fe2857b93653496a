import Building2 from "lucide-react/icons/building-2";
import type { Route } from "./+types/dashboard.trusted-clients";
import { EmptyState } from "~/features/dashboard/components/dashboard-shell";
import { requireAdminTab } from "~/features/dashboard/access.server";

// Admin only: anyone else gets 403.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminTab(request);
  return null;
}

export default function DashboardTrustedClients() {
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">Trusted Clients</h2>
      <EmptyState icon={Building2} title="No clients yet" text="Client logos shown on the home page will be managed here." />
    </div>
  );
}
