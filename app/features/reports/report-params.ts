// The Reports tab's choices, read from its address (a GET form: it works without JavaScript and a report can be
// bookmarked or shared with a colleague). Client-safe.
import { parseId } from "~/lib/ids";

/** The periods a report covers, in days. */
export const REPORT_PERIODS = [30, 90, 365] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export const DEFAULT_REPORT_PERIOD: ReportPeriod = 90;

/** The four reports, each with its chart, its table and its CSV download. */
export const REPORT_KINDS = ["funnel", "stage-times", "time-to-hire", "sources"] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

export type ReportParams = { jobId: number | null; period: ReportPeriod };

/**
 * `?job=<id>&period=<days>`: no job (or an empty one) is the whole organisation; a period not on the list is the
 * default one. A job value that is not an id answers `"invalid"` (the page is then not found).
 */
export function parseReportParams(search: URLSearchParams): ReportParams | "invalid" {
  const rawJob = search.get("job")?.trim() ?? "";
  const jobId = rawJob === "" ? null : parseId(rawJob);
  if (rawJob !== "" && jobId === null) return "invalid";
  const days = Number(search.get("period"));
  const period = (REPORT_PERIODS as readonly number[]).includes(days) ? (days as ReportPeriod) : DEFAULT_REPORT_PERIOD;
  return { jobId, period };
}

/** The address of the page (or a CSV) for these choices; the defaults are left out. */
export function reportQuery({ jobId, period }: ReportParams): string {
  const q = new URLSearchParams();
  if (jobId !== null) q.set("job", String(jobId));
  if (period !== DEFAULT_REPORT_PERIOD) q.set("period", String(period));
  const s = q.toString();
  return s ? `?${s}` : "";
}

export function isReportKind(value: string | undefined): value is ReportKind {
  return (REPORT_KINDS as readonly string[]).includes(value ?? "");
}
