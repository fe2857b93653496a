// How an application reads on the doctor's side: plain words per kind of stage, and its badge colour.
import { doctorStageLabel } from "./messages";
import { UNDO_WINDOW_MINUTES, type DoctorView } from "./stage-template";

/** Received and active stages blue, Hired green, Rejected red, Withdrawn grey. */
export function stageBadgeClass(view: DoctorView): string {
  switch (view) {
    case "received":
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

/** The doctor's words for what they have been told (never the employer's own stage names). */
export const doctorLabel = (view: DoctorView): string => doctorStageLabel[view];

/** The doctor may withdraw while the application is still open as far as they know. */
export const canWithdraw = (view: DoctorView) => view === "received" || view === "active";

/**
 * The history the doctor sees: the application itself, and the moves that stood through the undo window (a move still
 * inside it may yet be undone, and one undone in time never happened as far as the doctor knows).
 */
export function historyForDoctor<H extends { at: string }>(history: readonly H[], now = Date.now()): H[] {
  const told = now - UNDO_WINDOW_MINUTES * 60_000;
  return history.filter((h, i) => i === 0 || new Date(h.at).getTime() <= told);
}
