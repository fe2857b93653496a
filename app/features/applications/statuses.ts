// How an application's stage looks and reads: badge colours per kind of stage, and the doctor's plain-words label.
import { doctorReceivedLabel, doctorStageLabel } from "./messages";
import type { StageKind } from "./stage-template";

/** Active stages blue, Hired green, Rejected red, Withdrawn (and a deleted job's record) grey. */
export function stageBadgeClass(kind: StageKind | null): string {
  switch (kind) {
    case "active":
      return "bg-blue-100 text-blue-800";
    case "hired":
      return "bg-green-100 text-green-800";
    case "rejected":
      return "bg-red-100 text-red-800";
    default:
      return "bg-slate-100 text-slate-700";
  }
}

/**
 * What the doctor reads about an application: by the kind of stage, never the employer's own stage names. One not yet
 * moved reads as received. A record whose job is gone keeps the status it last had.
 */
export function doctorLabel(app: { stageKind: StageKind | null; status: string; history: readonly unknown[] }): string {
  if (!app.stageKind) return app.status;
  if (app.stageKind === "active" && app.history.length <= 1) return doctorReceivedLabel;
  return doctorStageLabel[app.stageKind];
}

/** The doctor may withdraw while the application stands in an active stage. */
export const canWithdraw = (stageKind: StageKind | null) => stageKind === "active";
