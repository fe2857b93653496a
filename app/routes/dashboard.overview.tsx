import type { Route } from "./+types/dashboard.overview";
import { DoctorOverview } from "~/features/dashboard/components/dashboard-layouts";
import { requireDoctorTab } from "~/features/dashboard/access.server";
import { getDoctorOverview } from "~/features/applications/doctor-overview.server";
import { RecentApplications } from "~/features/applications/components/recent-applications";
import { lastWord } from "~/lib/format";

// The doctor's Dashboard tab under its own address (also the default at /dashboard).
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireDoctorTab(request);
  return { lastName: lastWord(viewer.profile?.name ?? viewer.actor.name), ...(await getDoctorOverview({ actor: viewer.actor })) };
}

export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  const { lastName, stats, recent } = loaderData;
  return <DoctorOverview lastName={lastName} stats={stats} recent={recent.length ? <RecentApplications rows={recent} /> : null} />;
}
