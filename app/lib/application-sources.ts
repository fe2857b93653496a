// Where a doctor came from when applying (docs/decisions/104-reports-and-application-sources.md). The links to a job
// page from each place carry `?src=<source>`; the Apply form carries it on as a hidden field and the server keeps it
// only when it is one of these. Anything else is "unknown": a marker never makes an application fail.

export const APPLICATION_SOURCES = ["search", "alert", "directory", "feed", "api"] as const;
export type ApplicationSource = (typeof APPLICATION_SOURCES)[number];

/** The query parameter and the Apply form's hidden field that carry the source. */
export const SOURCE_PARAM = "src";

/** How the reports name each source; applications from before sources were recorded (null) are "Unknown". */
export const SOURCE_LABELS: Record<ApplicationSource | "unknown", string> = {
  search: "Job search",
  alert: "Job alert e-mail",
  directory: "Job directory",
  feed: "Job feed (XML/RSS)",
  api: "API",
  unknown: "Unknown",
};

/** A posted or linked source: one of the list, or null (unknown) for anything else, repeated values included. */
export function parseApplicationSource(value: unknown): ApplicationSource | null {
  return typeof value === "string" && (APPLICATION_SOURCES as readonly string[]).includes(value) ? (value as ApplicationSource) : null;
}

/** A job page's address marked with where the link to it is shown (the canonical address stays `/jobs/<id>`). */
export function jobPagePath(jobId: number, source: ApplicationSource): string {
  return `/jobs/${Number(jobId)}?${SOURCE_PARAM}=${source}`;
}
