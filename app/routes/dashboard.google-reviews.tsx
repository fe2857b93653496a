import Star from "lucide-react/icons/star";
import type { Route } from "./+types/dashboard.google-reviews";
import { EmptyState } from "~/features/dashboard/components/dashboard-shell";
import { requireAdminTab } from "~/features/dashboard/access.server";

// Admin only: anyone else gets 403.
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdminTab(request);
  return null;
}

export default function DashboardGoogleReviews() {
  return (
    <div className="space-y-6">
      <h2 className="text-xl font-semibold text-slate-900">Google Reviews</h2>
      <EmptyState icon={Star} title="No reviews yet" text="Customer reviews shown on the home page will be managed here." />
    </div>
  );
}
