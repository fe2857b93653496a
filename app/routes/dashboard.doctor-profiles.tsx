import Users from "lucide-react/icons/users";
import type { Route } from "./+types/dashboard.doctor-profiles";
import { EmptyState } from "~/features/dashboard/components/dashboard-shell";
import { requireEmployerTab } from "~/features/dashboard/access.server";
import { directory } from "~/lib/messages";

export async function loader({ request }: Route.LoaderArgs) {
  await requireEmployerTab(request);
  return null;
}

export default function DashboardDoctorProfiles() {
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">{directory.title}</h2>
      <EmptyState icon={Users} title={directory.noDoctorsFound} text="Doctor profiles will be listed here." />
    </div>
  );
}
