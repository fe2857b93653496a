import { Link } from "react-router";
import Bookmark from "lucide-react/icons/bookmark";
import type { Route } from "./+types/dashboard.saved-jobs";
import { EmptyState, primaryButtonClass } from "~/features/dashboard/components/dashboard-shell";
import { requireDoctorTab } from "~/features/dashboard/access.server";
import { pages } from "~/lib/messages";

export async function loader({ request }: Route.LoaderArgs) {
  await requireDoctorTab(request);
  return null;
}

export default function DashboardSavedJobs() {
  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Saved Jobs</h1>
      <EmptyState
        icon={Bookmark}
        title={pages.noSavedJobs}
        text="Save jobs while you browse and come back to them here."
        action={<Link to="/jobs" className={primaryButtonClass}>{pages.browseJobs}</Link>}
      />
    </div>
  );
}
