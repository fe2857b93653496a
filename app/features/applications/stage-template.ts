// The pipeline a job starts with, and the rules for moving an application through one. Client-safe: the board uses
// the same rules to offer only the moves the server will accept.

export const STAGE_KINDS = ["active", "hired", "rejected", "withdrawn"] as const;
export type StageKind = (typeof STAGE_KINDS)[number];
export type Stage = { id: number; name: string; position: number; kind: StageKind };
/** What the doctor has been told about an application: received, or the kind of stage it has since stood in. */
export type DoctorView = "received" | StageKind;

/**
 * The default pipeline every job gets: its active stages in order, then the exits. The one place it is written: an
 * organisation's own template can replace this list later without touching the code that copies it into a job.
 */
export const DEFAULT_STAGE_TEMPLATE: readonly { name: string; kind: StageKind }[] = [
  { name: "Applied", kind: "active" },
  { name: "Screening", kind: "active" },
  { name: "Interview", kind: "active" },
  { name: "Offer", kind: "active" },
  { name: "Hired", kind: "hired" },
  { name: "Rejected", kind: "rejected" },
  { name: "Withdrawn", kind: "withdrawn" },
];

/** The four statuses before per-job pipelines, and the template stage each application in one was moved to. */
export const LEGACY_STATUS_TO_STAGE: Readonly<Record<string, string>> = {
  "Under Review": "Applied",
  "Interview Scheduled": "Interview",
  "Offer Extended": "Offer",
  Rejected: "Rejected",
  Withdrawn: "Withdrawn",
};

/** Template stage names the doctor's dashboard counts as "Interviews" and "Offers" (with their legacy names). */
export const INTERVIEW_STAGE_NAMES = ["Interview", "Interview Scheduled"] as const;
export const OFFER_STAGE_NAMES = ["Offer", "Offer Extended"] as const;

/** The longest stage name, in characters. */
export const STAGE_NAME_MAX = 40;
/** Moves can be undone for this long; the doctor hears of a move only after it (so never of an undone one). */
export const UNDO_WINDOW_MINUTES = 10;
/** The list's bulk actions on selected candidates (docs/decisions/100-bulk-actions-and-email-templates.md). */
export const BULK_ACTIONS = ["move", "reject", "tag", "message"] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];

export const isExit = (kind: StageKind) => kind !== "active";

export type MoveRefusal = "sameStage" | "fromExit" | "otherJob" | "toWithdrawn";

/**
 * Whether an employer may move an application from one stage to another: both of the same job, a different stage,
 * not out of an exit (a decided application stays decided; a mistaken move is undone instead), and never into
 * Withdrawn, which only the doctor chooses. Returns the refusal, or null when the move is allowed.
 */
export function moveRefusal(from: Stage & { jobId: number }, to: Stage & { jobId: number }): MoveRefusal | null {
  if (from.jobId !== to.jobId) return "otherJob";
  if (from.id === to.id) return "sameStage";
  if (isExit(from.kind)) return "fromExit";
  if (to.kind === "withdrawn") return "toWithdrawn";
  return null;
}

/** The stages an application standing in `from` may be moved to, in pipeline order. */
export function movesFrom(from: Stage, stages: readonly Stage[]): Stage[] {
  if (isExit(from.kind)) return [];
  return stages.filter((s) => s.id !== from.id && s.kind !== "withdrawn");
}

/** A stage may be removed only when it is an active stage and no application stands in it. */
export function canRemoveStage(stage: Stage, applicants: number): boolean {
  return stage.kind === "active" && applicants === 0;
}

/** Pipeline order: active stages by position, then the exits (hired, rejected, withdrawn). */
export function inPipelineOrder<T extends Stage>(stages: readonly T[]): T[] {
  const rank = (s: Stage) => STAGE_KINDS.indexOf(s.kind);
  return [...stages].sort((a, b) => rank(a) - rank(b) || a.position - b.position || a.id - b.id);
}
