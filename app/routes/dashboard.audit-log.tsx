import type { Route } from "./+types/dashboard.audit-log";
import { requireAdminTab } from "~/features/dashboard/access.server";
import { listAuditLog } from "~/features/admin/list-audit-log.server";
import { AuditTable } from "~/features/admin/components/admin-views";
import { accountAdmin } from "~/features/admin/messages";

// The audit log of admin actions: read-only (there is no path to change it, and the database refuses one).
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireAdminTab(request);
  return { rows: await listAuditLog({ actor }) };
}

export default function DashboardAuditLog({ loaderData }: Route.ComponentProps) {
  return (
    <section className="space-y-4">
      <h2 className="text-xl font-bold text-slate-900">{accountAdmin.auditTitle}</h2>
      <AuditTable rows={loaderData.rows} />
    </section>
  );
}
