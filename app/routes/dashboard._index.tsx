import { redirect } from "react-router";
import type { Route } from "./+types/dashboard._index";
import { DoctorOverview } from "~/features/dashboard/components/dashboard-layouts";
import { dashboardKind } from "~/features/dashboard/access.server";
import { getDoctorOverview } from "~/features/applications/doctor-overview.server";
import { RecentApplications } from "~/features/applications/components/recent-applications";
import { lastWord } from "~/lib/format";
import { requireViewer } from "~/services/auth/session.server";

// /dashboard: employers (and the admin) land on their default tab, Job Listings; doctors on their overview.
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireViewer(request);
  const kind = dashboardKind(viewer);
  if (kind === "employer") throw redirect("/dashboard/job-listings");
  if (kind !== "doctor") return null;
  return { lastName: lastWord(viewer.profile?.name ?? viewer.actor.name), ...(await getDoctorOverview({ actor: viewer.actor })) };
}

export default function DashboardIndex({ loaderData }: Route.ComponentProps) {
  if (!loaderData) return null;
  const { lastName, stats, recent } = loaderData;
  return <DoctorOverview lastName={lastName} stats={stats} recent={recent.length ? <RecentApplications rows={recent} /> : null} />;
}
