import type { Route } from "./+types/dashboard.team";
import { requireEmployerOwnTab } from "~/features/dashboard/access.server";
import { listTeam } from "~/features/organisations/list-team.server";
import { handleTeamAction } from "~/features/organisations/team-action.server";
import { TeamView } from "~/features/organisations/components/team-view";
import { orStatusPage } from "~/server-lib/route-errors.server";

// The organisation's team: owners, admins and recruiters see it; owners and admins change it (the feature functions
// check the role on every request).
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireEmployerOwnTab(request);
  return orStatusPage(() => listTeam({ actor }));
}

export async function action({ request, context }: Route.ActionArgs) {
  const { actor } = await requireEmployerOwnTab(request);
  return handleTeamAction({ form: await request.formData(), actor, clientIp: context.clientIp ?? null });
}

export default function DashboardTeam({ loaderData, actionData }: Route.ComponentProps) {
  return <TeamView page={loaderData} reply={actionData ?? null} />;
}
