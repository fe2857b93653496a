import type { Route } from "./+types/dashboard.reports";
import { getReports } from "~/features/reports/get-reports.server";
import { parseReportParams } from "~/features/reports/report-params";
import { ReportsView } from "~/features/reports/components/reports-view";
import { orNotFound, orStatusPage } from "~/server-lib/route-errors.server";
import { pageUrl } from "~/server-lib/page-url.server";
import { requireViewer } from "~/services/auth/session.server";

// The Reports tab (?job=<id>&period=<days>): owners, admins and recruiters of an organisation; everyone else gets the
// 403 page, a job of another organisation too (the feature function decides).
export async function loader({ request }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request);
  const parsed = parseReportParams(pageUrl(request).searchParams);
  const params = orNotFound(parsed === "invalid" ? null : parsed);
  return { page: await orStatusPage(() => getReports({ actor, params })) };
}

export default function DashboardReports({ loaderData }: Route.ComponentProps) {
  return <ReportsView page={loaderData.page} />;
}
