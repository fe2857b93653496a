import { and, desc, eq, isNotNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, jobs } from "~/db/schema";
import { AppError } from "~/lib/errors";
import type { Actor, MaybeActor } from "~/lib/permissions";
import { JOB_RULES, memberMayOnJob } from "~/lib/team-permissions";
import type { Db, Tx } from "../job-stages.server";
import { applicationForTeam, type ApplicationRecord } from "../interviews/interview-records.server";
import { recordTexts } from "./messages";
import { appendAuditEntry } from "~/server-lib/audit-entry.server";

// Who may see what of a candidate's record (docs/decisions/102-candidate-record.md). The record is the doctor as one
// organisation sees them, across its jobs; a member sees the parts that belong to applications on jobs it may view
// (owners, admins and recruiters: every job; hiring managers and interviewers: the jobs whose team they are on).

export type VisibleApplication = { id: number; jobId: number; jobTitle: string; stageName: string; createdAt: Date; withdrawn: boolean };

export type CandidateScope = {
  actor: Actor;
  organisationId: string;
  doctorId: string;
  doctorName: string;
  /** The application whose page the member is on. */
  record: ApplicationRecord;
  /** The member sees every job of the organisation (and so the parts tied to no application or to a deleted job). */
  allJobs: boolean;
  /** The doctor's applications to the organisation's jobs that the member may view, newest first. */
  applications: VisibleApplication[];
};

/** Why a job of no organisation (only the platform admin's) has no record: no team keeps one. */
export const NO_ORGANISATION = recordTexts.noOrganisation;

/** Most applications one doctor has to one organisation's jobs that the record lists (an organisation has ~200 jobs). */
const MAX_APPLICATIONS = 200;

/** The candidate behind `applicationId`, as far as the caller may see them; refused when it may not `action` on it. */
export async function candidateScope(input: MaybeActor, applicationId: number, action: "view" | "moveCandidates" = "view"): Promise<CandidateScope> {
  const { actor, record } = await applicationForTeam(input, applicationId, action);
  if (!record.jobOrganisationId) throw new AppError("not_found", NO_ORGANISATION);
  const organisationId = record.jobOrganisationId;
  const allJobs = actor.isAdmin || (!!actor.membership && JOB_RULES[actor.membership.role].view === "all");
  const rows = await db()
    .select({ id: applications.id, jobId: applications.jobId, jobTitle: jobs.title, stageName: applications.status, createdAt: applications.createdAt, withdrawnAt: applications.withdrawnAt })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.doctorId, record.doctorId), eq(jobs.organisationId, organisationId), isNotNull(applications.jobId)))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(MAX_APPLICATIONS);
  const visible = rows
    .filter((r) => r.jobId !== null && (actor.isAdmin || memberMayOnJob(actor.membership, { id: r.jobId, organisationId }, "view")))
    .map((r) => ({ id: r.id, jobId: r.jobId!, jobTitle: r.jobTitle, stageName: r.stageName, createdAt: r.createdAt, withdrawn: r.withdrawnAt !== null }));
  return { actor, organisationId, doctorId: record.doctorId, doctorName: record.doctorName, record, allJobs, applications: visible };
}

export type RecordAction = "candidate.note.add" | "candidate.note.delete" | "candidate.file.attach" | "candidate.file.remove";

/** One audit row for a change to a candidate's record, in the change's transaction. */
export async function recordCandidateChange(tx: Db | Tx, input: { actor: Actor; action: RecordAction; applicationId: number; details: Record<string, unknown> }): Promise<void> {
  await appendAuditEntry(tx, { actor: input.actor, action: input.action, targetType: "application", targetId: input.applicationId, details: input.details });
}
