// Who scores a candidate, and who sees the team's scores (docs/decisions/103-scorecards.md). Pure and client-safe:
// the candidate page's loader and the board's query apply it on the server, so hidden scores never leave it.
import type { Actor, MaybeActor } from "~/lib/permissions";
import { memberMayOnJob, type JobRef } from "~/lib/team-permissions";

/**
 * A member of the job's organisation who may see the job's candidates: the owner, admins and recruiters on every
 * job, hiring managers and interviewers on the jobs whose team they are on. The site's admin looks on, read-only.
 */
export function mayScore(actor: MaybeActor, job: JobRef): actor is Actor {
  return !!actor && !actor.isAdmin && actor.role === "employer" && memberMayOnJob(actor.membership, job, "view");
}

/**
 * Whether the caller sees the other members' scores of one application: a member who may score it, once they have
 * submitted their own (so their view is formed before they read anyone else's); the site's admin, who cannot score,
 * looks on. Everybody else sees none.
 */
export function maySeeScores(input: { actor: MaybeActor; job: JobRef; submittedOwn: boolean }): boolean {
  if (!input.actor) return false;
  if (input.actor.isAdmin) return true;
  return mayScore(input.actor, input.job) && input.submittedOwn;
}

/** An average rating as it is shown: one decimal ("4.2"). */
export function formatAverage(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1);
}
