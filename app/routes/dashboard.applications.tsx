import { Link } from "react-router";
import Send from "lucide-react/icons/send";
import type { Route } from "./+types/dashboard.applications";
import { EmptyState, primaryButtonClass } from "~/features/dashboard/components/dashboard-shell";
import { requireDoctorTab } from "~/features/dashboard/access.server";
import { pages } from "~/lib/messages";

export async function loader({ request }: Route.LoaderArgs) {
  await requireDoctorTab(request);
  return null;
}

export default function DashboardApplications() {
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">Your Applications</h1>
        <p className="mt-1 text-slate-600">Track the jobs you have applied for and where each application stands.</p>
      </div>
      <EmptyState
        icon={Send}
        title="No applications yet"
        text="When you apply for a job, it will appear here with its status."
        action={<Link to="/jobs" className={primaryButtonClass}>{pages.browseJobs}</Link>}
      />
    </div>
  );
}
