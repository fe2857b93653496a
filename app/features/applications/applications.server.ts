import { and, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobsVisibleTo } from "~/db/organisations.server";
import { applications, fileViews, files, jobs, profiles, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { applicationRecords as a, formInput, jobs as jobMessages, validation } from "~/lib/messages";
import { hasControlCharacters } from "~/lib/storable-text";
import { can, type Actor, type MaybeActor } from "~/lib/permissions";
import { logger } from "~/services/logger.server";
import { announceApplication, announceStatusChange } from "./application-events.server";
import { NOTE_MAX } from "./schema";
import { INTERVIEW_SCHEDULED, OFFER_EXTENDED, PIPELINE_MOVES, UNDER_REVIEW, WITHDRAWN, isOpenStatus } from "./statuses";

export type HistoryEntry = { status: string; note?: string; at: string; by: string };


/**
 * A note a person typed (cover note, pipeline note): trimmed, undefined when empty. Control characters (a NUL byte
 * cannot even be stored) and notes over NOTE_MAX characters are refused beside the field, before anything is written.
 */
function cleanNote(note: string | null | undefined, field: string, tooLong: string): string | undefined {
  // A form sends a textarea's line breaks as CRLF; its maxLength counted them as one character each, and so does this.
  const text = (note ?? "").replace(/\r\n/g, "\n").trim();
  if (hasControlCharacters(text)) throw new AppError("invalid_input", validation.controlCharacters, { [field]: validation.controlCharacters });
  if (text.length > NOTE_MAX) throw new AppError("invalid_input", tooLong, { [field]: tooLong });
  return text || undefined;
}

/** Every status an application can have; moving to one the current status does not allow is a conflict, not a typo. */
const KNOWN_STATUSES: ReadonlySet<string> = new Set([...Object.keys(PIPELINE_MOVES), ...Object.values(PIPELINE_MOVES).flat()]);

function requireActor(actor: MaybeActor): Actor {
  if (!actor) throw new AppError("unauthenticated", a.signInToContinue);
  return actor;
}

/**
 * A signed-in doctor applies with their current resume and an optional cover note; once per job. A resume sent
 * with the application (`attachResume`) is stored only once the application is known to be possible, so a refused
 * application stores nothing.
 */
export async function applyToJob({
  actor,
  jobId,
  coverNote,
  attachResume,
}: {
  actor: MaybeActor;
  jobId: number;
  coverNote?: string | null;
  attachResume?: () => Promise<unknown>;
}) {
  const me = requireActor(actor);
  if (!can.applyToJob(me)) throw new AppError("forbidden", a.onlyDoctorsApply);
  const note = cleanNote(coverNote, "coverNote", formInput.coverNoteTooLong);
  const [job] = await db()
    .select({ id: jobs.id, validThrough: jobs.validThrough, closedAt: jobs.closedAt })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  if (!job) throw new AppError("not_found", jobMessages.notFound);
  if (job.closedAt || (job.validThrough && job.validThrough.getTime() < Date.now())) {
    throw new AppError("conflict", a.jobClosed);
  }
  if (attachResume) {
    const [already] = await db()
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.jobId, jobId), eq(applications.doctorId, me.userId)))
      .limit(1);
    if (already) throw new AppError("conflict", a.alreadyApplied);
    await attachResume();
  }
  const [profile] = await db().select({ resumeUrl: profiles.resumeUrl }).from(profiles).where(eq(profiles.id, me.userId)).limit(1);
  if (!profile?.resumeUrl) throw new AppError("invalid_input", a.resumeRequired, { resume: a.resumeRequired });
  const entry: HistoryEntry = { status: UNDER_REVIEW, at: new Date().toISOString(), by: me.userId };
  const inserted = await db()
    .insert(applications)
    .values({ jobId, doctorId: me.userId, status: UNDER_REVIEW, coverNote: note ?? null, history: [entry] })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (!inserted[0]) throw new AppError("conflict", a.alreadyApplied);
  try {
    await announceApplication(inserted[0].id);
  } catch (error) {
    // The application stands; only its mails and the employer's bell are missing, and the log says so.
    logger().error({ err: error, applicationId: inserted[0].id }, "application stored but its notifications were not queued");
  }
  return { id: inserted[0].id };
}

/** Whether this doctor already applied (for the job page). */
export async function findMyApplication({ actor, jobId }: { actor: MaybeActor; jobId: number }) {
  if (!actor) return null;
  const [row] = await db()
    .select({ id: applications.id, status: applications.status, createdAt: applications.createdAt })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.doctorId, actor.userId)))
    .limit(1);
  return row ?? null;
}

/**
 * The doctor's applications, newest first. Applications to a deleted job stay listed, with the title and company
 * it had and a null jobId.
 */
export async function listMyApplications({ actor, limit }: { actor: MaybeActor; limit?: number }) {
  const me = requireActor(actor);
  const query = db()
    .select({
      id: applications.id,
      jobId: applications.jobId,
      jobTitle: sql<string>`coalesce(${jobs.title}, ${applications.jobTitle}, '')`,
      company: sql<string>`coalesce(${jobs.company}, ${applications.jobCompany}, '')`,
      appliedDate: applications.createdAt,
      status: applications.status,
      coverNote: applications.coverNote,
      history: applications.history,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.doctorId, me.userId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return limit ? query.limit(limit) : query;
}

/** One application with its history: for the doctor who made it, the job's employer, or the admin. */
export async function getApplication({ actor, applicationId }: { actor: MaybeActor; applicationId: number }) {
  const me = requireActor(actor);
  const [row] = await db()
    .select({
      id: applications.id,
      jobId: applications.jobId,
      jobTitle: jobs.title,
      company: jobs.company,
      jobOrganisationId: jobs.organisationId,
      doctorId: applications.doctorId,
      status: applications.status,
      coverNote: applications.coverNote,
      history: applications.history,
      appliedDate: applications.createdAt,
    })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row) throw new AppError("not_found", a.notFound);
  const allowed = row.doctorId === me.userId || can.viewJobApplicants(me, { id: row.jobId ?? 0, organisationId: row.jobOrganisationId });
  if (!allowed) throw new AppError("forbidden", validation.permissionDenied);
  return row;
}

/** The doctor withdraws an application that is not yet decided. */
export async function withdrawApplication({ actor, applicationId }: { actor: MaybeActor; applicationId: number }) {
  const me = requireActor(actor);
  const [row] = await db().select().from(applications).where(eq(applications.id, applicationId)).limit(1);
  if (!row || row.doctorId !== me.userId) throw new AppError(row ? "forbidden" : "not_found", row ? validation.permissionDenied : a.notFound);
  if (!isOpenStatus(row.status)) throw new AppError("conflict", a.alreadyDecided);
  const entry: HistoryEntry = { status: WITHDRAWN, at: new Date().toISOString(), by: me.userId };
  const updated = await db()
    .update(applications)
    .set({ status: WITHDRAWN, withdrawnAt: new Date(), updatedAt: new Date(), history: sql`${applications.history} || ${JSON.stringify([entry])}::jsonb` })
    .where(and(eq(applications.id, row.id), eq(applications.status, row.status)))
    .returning({ id: applications.id });
  if (!updated[0]) throw new AppError("conflict", a.changedMeanwhile);
}

/** Applicants of one job: for its employer and the admin. */
export async function listApplicants({ actor, jobId }: { actor: MaybeActor; jobId: number }) {
  const me = requireActor(actor);
  const [job] = await db().select({ id: jobs.id, title: jobs.title, company: jobs.company, userId: jobs.userId, organisationId: jobs.organisationId }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!job) throw new AppError("not_found", jobMessages.notFound);
  if (!can.viewJobApplicants(me, job)) throw new AppError("forbidden", validation.permissionDenied);
  const rows = await db()
    .select({
      id: applications.id,
      doctorId: applications.doctorId,
      name: profiles.name,
      specialization: profiles.specialization,
      location: profiles.location,
      resumeUrl: profiles.resumeUrl,
      coverNote: applications.coverNote,
      status: applications.status,
      history: applications.history,
      appliedDate: applications.createdAt,
    })
    .from(applications)
    .innerJoin(profiles, eq(profiles.id, applications.doctorId))
    .where(eq(applications.jobId, jobId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  return { job, applicants: rows };
}

/**
 * The employer (or admin) moves an application along the pipeline with an optional note. The change and its
 * history entry are one conditional update, so a failed or concurrent change leaves the old status and history.
 * The doctor is e-mailed afterwards; a mail failure is logged and does not undo the change.
 */
export async function changeApplicationStatus({
  actor,
  applicationId,
  status,
  note,
}: {
  actor: MaybeActor;
  applicationId: number;
  status: string;
  note?: string | null;
}) {
  const me = requireActor(actor);
  if (!KNOWN_STATUSES.has(status)) throw new AppError("invalid_input", formInput.invalidStatus, { status: formInput.invalidStatus });
  const cleanedNote = cleanNote(note, "note", formInput.noteTooLong);
  const [row] = await db()
    .select({ application: applications, jobOrganisationId: jobs.organisationId, jobTitle: jobs.title, company: jobs.company })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.id, applicationId))
    .limit(1);
  if (!row) throw new AppError("not_found", a.notFound);
  if (!can.moveCandidates(me, { id: row.application.jobId ?? 0, organisationId: row.jobOrganisationId })) throw new AppError("forbidden", validation.permissionDenied);
  const current = row.application.status;
  if (!(PIPELINE_MOVES[current] ?? []).includes(status)) {
    throw new AppError("conflict", a.cannotMove(current, status));
  }
  const entry: HistoryEntry = { status, note: cleanedNote, at: new Date().toISOString(), by: me.userId };
  const updated = await db()
    .update(applications)
    .set({ status, updatedAt: new Date(), history: sql`${applications.history} || ${JSON.stringify([entry])}::jsonb` })
    .where(and(eq(applications.id, applicationId), eq(applications.status, current)))
    .returning({ id: applications.id });
  if (!updated[0]) throw new AppError("conflict", a.changedMeanwhile);

  const [doctor] = await db()
    .select({ userId: profiles.userId, name: profiles.name, email: sql<string | null>`coalesce(${user.email}, ${profiles.email})` })
    .from(profiles)
    .leftJoin(user, eq(user.id, profiles.userId))
    .where(eq(profiles.id, row.application.doctorId))
    .limit(1);
  if (doctor) {
    try {
      await announceStatusChange({ applicationId, doctorUserId: doctor.userId, to: doctor.email, name: doctor.name, jobTitle: row.jobTitle, company: row.company, status, note: entry.note });
    } catch (error) {
      logger().error({ err: error, applicationId }, "status change stored but its notification was not queued");
    }
  }
  return { status };
}

/** Application counts for a set of jobs (listing cards, "{n} applications received"). */
export async function countApplicationsByJob(jobIds: number[]): Promise<Map<number, number>> {
  if (jobIds.length === 0) return new Map();
  const rows = await db()
    .select({ jobId: applications.jobId, n: count() })
    .from(applications)
    .where(inArray(applications.jobId, jobIds))
    .groupBy(applications.jobId);
  return new Map(rows.flatMap((r) => (r.jobId === null ? [] : [[r.jobId, r.n] as const])));
}

/** Total applications to the employer's jobs (all jobs for the admin). */
export async function countApplicationsForEmployer({ actor }: { actor: Actor }): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(jobsVisibleTo(actor));
  return row?.n ?? 0;
}

/** The doctor dashboard's four stat cards, from real data. */
export async function getDoctorStats({ actor }: { actor: MaybeActor }) {
  const me = requireActor(actor);
  const [apps] = await db()
    .select({
      sent: count(),
      interviews: sql<number>`count(*) filter (where ${applications.history} @> ${JSON.stringify([{ status: INTERVIEW_SCHEDULED }])}::jsonb)`.mapWith(Number),
      offers: sql<number>`count(*) filter (where ${applications.status} = ${OFFER_EXTENDED})`.mapWith(Number),
    })
    .from(applications)
    .where(eq(applications.doctorId, me.userId));
  // Profile views: views of the doctor's resume files by anyone else (employers and the admin).
  const [views] = await db()
    .select({ n: count() })
    .from(fileViews)
    .innerJoin(files, eq(files.id, fileViews.fileId))
    .where(and(eq(files.ownerId, me.userId), or(isNull(fileViews.viewerId), sql`${fileViews.viewerId} <> ${me.userId}`)));
  return { applicationsSent: apps?.sent ?? 0, interviews: apps?.interviews ?? 0, offers: apps?.offers ?? 0, profileViews: views?.n ?? 0 };
}

