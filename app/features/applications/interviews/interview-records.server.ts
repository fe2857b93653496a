import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, auditLog, interviews, jobStages, jobs, profiles, user } from "~/db/schema";
import { requireManagedJob, type Db, type Tx } from "~/features/applications/job-stages.server";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { applicationRecords } from "~/features/applications/messages";
import type { Actor, MaybeActor } from "~/lib/permissions";
import { logger } from "~/services/logger.server";
import { interviewTexts as t } from "./messages";
import { doctorContactColumns } from "../doctor-contact.server";

// What the interview and offer operations load and check before they change anything: the application with its job,
// stage and doctor, authorised for the team (by role, through requireManagedJob) or for the doctor whose it is.

export type HiringAction =
  | "interview.propose"
  | "interview.book"
  | "interview.reschedule"
  | "interview.cancel"
  | "interview.decline"
  | "interview.other-times"
  | "interview.offer-new-times"
  | "interview.withdraw-new-times"
  | "offer.send"
  | "offer.withdraw"
  | "offer.accept"
  | "offer.decline";

/** Times must be at least this far ahead when proposed or picked. */
const LEAD_MS = 5 * 60 * 1000;

/** Refuses times in the past (or within the next few minutes), beside the form's `field`. */
export function requireFuture(times: readonly Date[], field: string) {
  if (times.some((d) => d.getTime() < Date.now() + LEAD_MS)) throw new AppError("invalid_input", t.slotPast, { [field]: t.slotPast });
}

/** The application as the hiring operations need it. */
export async function applicationRecord(applicationId: number) {
  const [row] = await db()
    .select({
      id: applications.id,
      jobId: applications.jobId,
      doctorId: applications.doctorId,
      stageKind: jobStages.kind,
      stageName: applications.status,
      jobTitle: jobs.title,
      company: jobs.company,
      jobOwnerId: jobs.userId,
      jobOrganisationId: jobs.organisationId,
      ...doctorContactColumns,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(profiles, eq(profiles.id, applications.doctorId))
    .leftJoin(user, eq(user.id, profiles.userId))
    .leftJoin(jobStages, eq(jobStages.id, applications.stageId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row?.jobId) throw new AppError("not_found", applicationRecords.notFound);
  return { ...row, jobId: row.jobId };
}
export type ApplicationRecord = Awaited<ReturnType<typeof applicationRecord>>;

/** The application, when the caller's role lets it do `action` on the application's job. */
export async function applicationForTeam(actor: MaybeActor, applicationId: number, action: "view" | "moveCandidates") {
  const record = await applicationRecord(applicationId);
  const { actor: member } = await requireManagedJob(actor, record.jobId, action);
  return { actor: member, record };
}

/** The application, when the caller is the doctor who made it. */
export async function applicationForDoctor(actor: MaybeActor, applicationId: number) {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  const record = await applicationRecord(applicationId);
  if (actor.role !== "doctor" || record.doctorId !== actor.userId) throw new AppError("forbidden", validation.permissionDenied);
  return { actor, record };
}

/** An interview with its application id; refused as not found when it does not exist. */
export async function interviewById(interviewId: number) {
  const [row] = await db().select().from(interviews).where(eq(interviews.id, interviewId)).limit(1);
  if (!row) throw new AppError("not_found", t.notFound);
  return row;
}

/** One row of the audit log for an interview or offer change, in the change's transaction. */
export async function recordHiringChange(
  tx: Db | Tx,
  input: { actor: Actor; action: HiringAction; applicationId: number; details: Record<string, unknown> },
): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: input.actor.userId,
    actorEmail: input.actor.email,
    action: input.action,
    targetType: "application",
    targetId: String(input.applicationId),
    details: input.details,
  });
}

/** A user's name and e-mail (the team member who proposed an interview or sent an offer). */
export async function personOf(userId: string): Promise<{ name: string; email: string } | null> {
  const [row] = await db().select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId)).limit(1);
  return row ?? null;
}

/** After an interview's change is stored, whatever tells people about it: a failure is logged, the change stands. */
export async function afterwards(what: string, interviewId: number, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    logger().error({ err: error, interviewId }, `interview ${what} stored but its mails or reminder were not queued`);
  }
}
