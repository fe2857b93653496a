import { redirect } from "react-router";
import type { Route } from "./+types/dashboard._index";
import { DoctorOverview } from "~/features/dashboard/components/dashboard-layouts";
import { dashboardKind } from "~/features/dashboard/access.server";
import { lastWord } from "~/lib/format";
import { requireViewer } from "~/services/auth/session.server";

// /dashboard: employers (and the admin) land on their default tab, Job Listings; doctors on their overview.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const kind = dashboardKind(viewer);
  if (kind === "employer") throw redirect("/dashboard/job-listings");
  return { lastName: kind === "doctor" ? lastWord(viewer.profile?.name ?? viewer.actor.name) : null };
}

export default function DashboardIndex({ loaderData }: Route.ComponentProps) {
  return loaderData.lastName !== null ? <DoctorOverview lastName={loaderData.lastName} /> : null;
}
