import { toExcelSafeCsv } from "~/server-lib/excel-csv.server";
import type { MaybeActor } from "~/lib/permissions";
import { columns as c, days, sourceLabel } from "./messages";
import type { ReportKind, ReportParams } from "./report-params";
import { funnelReport, sourceReport, stageTimeReport, timeToHireReport, type ReportScope } from "./report-queries.server";
import { requireReportScope } from "./get-reports.server";

/** One report's table as rows of text: the same figures the page's table shows. */
async function reportTable(kind: ReportKind, scope: ReportScope): Promise<{ header: string[]; rows: string[][] }> {
  switch (kind) {
    case "funnel": {
      const rows = await funnelReport(scope);
      return { header: [c.stage, c.reached, c.current], rows: rows.map((r) => [r.stage, String(r.reached), String(r.current)]) };
    }
    case "stage-times": {
      const rows = await stageTimeReport(scope);
      return { header: [c.stage, c.medianDays, c.stays], rows: rows.map((r) => [r.stage, days(r.medianSeconds), String(r.visits)]) };
    }
    case "time-to-hire": {
      const report = await timeToHireReport(scope);
      const total = [c.allJobs, String(report.hires), report.medianSeconds === null ? "" : days(report.medianSeconds)];
      return { header: [c.job, c.hires, c.medianDays], rows: [total, ...report.byJob.map((r) => [r.jobTitle, String(r.hires), days(r.medianSeconds)])] };
    }
    case "sources": {
      const rows = await sourceReport(scope);
      return { header: [c.source, c.applicants], rows: rows.map((r) => [sourceLabel(r.source), String(r.applicants)]) };
    }
  }
}

/**
 * One report as an Excel-safe CSV download (job titles and stage names are typed by people: a cell that would start a
 * formula is written as text). Aggregates only, no one's personal data; refused exactly as the page is.
 */
export async function exportReportCsv({ actor, params, kind }: { actor: MaybeActor; params: ReportParams; kind: ReportKind }) {
  const { scope } = await requireReportScope(actor, params);
  const { header, rows } = await reportTable(kind, scope);
  const fileName = `${kind}-${scope.jobId === null ? "all-jobs" : `job-${scope.jobId}`}-last-${scope.period}-days.csv`;
  return { csv: toExcelSafeCsv(header, rows), fileName };
}
