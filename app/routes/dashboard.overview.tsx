import type { Route } from "./+types/dashboard.overview";
import { DoctorOverview } from "~/features/dashboard/components/dashboard-layouts";
import { requireDoctorTab } from "~/features/dashboard/access.server";
import { lastWord } from "~/lib/format";

// The doctor's Dashboard tab under its own address (also the default at /dashboard).
export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireDoctorTab(request);
  return { lastName: lastWord(viewer.profile?.name ?? viewer.actor.name) };
}

export default function DashboardOverview({ loaderData }: Route.ComponentProps) {
  return <DoctorOverview lastName={loaderData.lastName} />;
}
