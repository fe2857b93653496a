// The Reports tab's texts (docs/decisions/104-reports-and-application-sources.md). Tests import them.
import { SOURCE_LABELS, type ApplicationSource } from "~/lib/application-sources";
import { formatCount } from "~/lib/format";
import type { ReportKind, ReportPeriod } from "./report-params";

export const reports = {
  tabLabel: "Reports",
  title: "Reports",
  intro: "How your hiring is going: where applicants stand, how long each step takes, how long a hire takes and where applicants come from.",
  filtersLabel: "Choose a report",
  jobLabel: "Job",
  allJobs: "All jobs",
  closedJob: (title: string) => `${title} (closed)`,
  periodLabel: "Period",
  periodOption: (days: ReportPeriod) => `Last ${formatCount(days, "day")}`,
  show: "Show",
  scopeAll: (organisation: string, days: ReportPeriod) => `All jobs of ${organisation}, applicants of the last ${formatCount(days, "day")}`,
  scopeJob: (title: string, days: ReportPeriod) => `${title}, applicants of the last ${formatCount(days, "day")}`,
  download: "Download CSV",
  tableScrollLabel: (report: string) => `${report} table`,
  notMember: "Reports are for the owners, admins and recruiters of an organisation.",
  noApplicants: "No applicants in this period.",
  noStays: "No applicant has left a stage yet in this period.",
  noHires: "No hires in this period.",
};

export const REPORT_TITLES: Record<ReportKind, string> = {
  funnel: "Applicants by stage",
  "stage-times": "Median time in each stage",
  "time-to-hire": "Time to hire",
  sources: "Applicants by source",
};

export const REPORT_NOTES: Record<ReportKind, string> = {
  funnel: "Of the applicants who applied in the period: how many reached each stage, and how many stand in it now.",
  "stage-times": "How long the period's applicants stayed in each stage before they were moved on (stays still going on are not counted).",
  "time-to-hire": "From applying to being moved to Hired, for the hires made in the period.",
  sources: "Where the period's applicants came from to apply. Unknown: applications made before sources were recorded, or from a link that did not say.",
};

/** Column headings of the tables and of the CSV files (the same words in both). */
export const columns = {
  stage: "Stage",
  reached: "Reached",
  current: "In stage now",
  medianDays: "Median days",
  stays: "Applicants counted",
  job: "Job",
  hires: "Hires",
  source: "Source",
  applicants: "Applicants",
  allJobs: "All jobs",
};

export const sourceLabel = (source: ApplicationSource | "unknown") => SOURCE_LABELS[source];

/** A duration in days with one decimal ("2.5"), as the tables, the charts and the CSV files show it. */
export function days(seconds: number): string {
  return (seconds / 86_400).toFixed(1);
}

export const daysLabel = (seconds: number) => `${days(seconds)} days`;
