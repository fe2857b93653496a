import type { Route } from "./+types/dashboard.reports_.csv.$report";
import { exportReportCsv } from "~/features/reports/export-report.server";
import { isReportKind, parseReportParams } from "~/features/reports/report-params";
import { orNotFound, orStatusPage } from "~/server-lib/route-errors.server";
import { pageUrl } from "~/server-lib/page-url.server";
import { requireViewer } from "~/services/auth/session.server";

// One report of the Reports tab as a CSV download (/dashboard/reports/csv/<report>?job=&period=), refused as the page is.
export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request);
  const kind = orNotFound(isReportKind(params.report) ? params.report : null);
  const parsed = parseReportParams(pageUrl(request).searchParams);
  const choice = orNotFound(parsed === "invalid" ? null : parsed);
  const file = await orStatusPage(() => exportReportCsv({ actor, params: choice, kind }));
  return new Response(file.csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${file.fileName}"`,
      "Cache-Control": "no-store",
    },
  });
}
