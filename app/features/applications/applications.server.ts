import { and, count, desc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobsVisibleTo } from "~/db/organisations.server";
import { applications, fileViews, files, jobs, profiles } from "~/db/schema";
import type { ApplicationSource } from "~/lib/application-sources";
import { AppError } from "~/lib/errors";
import { formInput, validation, jobPage } from "~/lib/messages";
import { applicationRecords as a } from "~/features/applications/messages";
import { hasControlCharacters } from "~/lib/storable-text";
import { can, type Actor, type MaybeActor } from "~/lib/permissions";
import { logger } from "~/services/logger.server";
import { applicationEventData, emitWebhookEventNow } from "~/services/webhooks/webhooks.server";
import { announceApplication } from "./application-events.server";
import { ensureJobStages } from "./job-stages.server";
import { NOTE_MAX } from "./schema";
import { withdrawToStage } from "./stage-moves.server";
import { INTERVIEW_STAGE_NAMES, OFFER_STAGE_NAMES } from "./stage-template";
import { doctorLabel, historyForDoctor } from "./statuses";

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
  source = null,
  attachResume,
}: {
  actor: MaybeActor;
  jobId: number;
  coverNote?: string | null;
  /** Where the doctor came from (already checked against the fixed list); null: unknown. */
  source?: ApplicationSource | null;
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
  if (!job) throw new AppError("not_found", jobPage.notFound);
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
  // Every application starts in the job's first stage.
  const [first] = await ensureJobStages(jobId);
  if (!first) throw new AppError("conflict", a.jobClosed);
  const entry: HistoryEntry = { status: first.name, at: new Date().toISOString(), by: me.userId };
  const inserted = await db()
    .insert(applications)
    .values({ jobId, doctorId: me.userId, status: first.name, stageId: first.id, coverNote: note ?? null, history: [entry], source })
    .onConflictDoNothing()
    .returning({ id: applications.id });
  if (!inserted[0]) throw new AppError("conflict", a.alreadyApplied);
  const applicationId = inserted[0].id;
  const [owner] = await db().select({ organisationId: jobs.organisationId }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  await emitWebhookEventNow(owner?.organisationId, "application.created", async () => (await applicationEventData(db(), applicationId))?.data ?? null);
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
    .select({ id: applications.id, doctorView: applications.doctorView, createdAt: applications.createdAt })
    .from(applications)
    .where(and(eq(applications.jobId, jobId), eq(applications.doctorId, actor.userId)))
    .limit(1);
  return row ? { id: row.id, status: doctorLabel(row.doctorView), doctorView: row.doctorView, createdAt: row.createdAt } : null;
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
      doctorView: applications.doctorView,
      coverNote: applications.coverNote,
      history: applications.history,
    })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.doctorId, me.userId))
    .orderBy(desc(applications.createdAt), desc(applications.id));
  const rows = await (limit ? query.limit(limit) : query);
  // The doctor's side shows what the doctor has been told: moves still inside the undo window are not shown yet.
  return rows.map((row) => ({ ...row, history: historyForDoctor(row.history) }));
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

/** The doctor withdraws an application while it stands in an active stage of its job's pipeline. */
export async function withdrawApplication({ actor, applicationId }: { actor: MaybeActor; applicationId: number }) {
  const me = requireActor(actor);
  const [row] = await db().select({ doctorId: applications.doctorId, jobId: applications.jobId }).from(applications).where(eq(applications.id, applicationId)).limit(1);
  if (!row || row.doctorId !== me.userId) throw new AppError(row ? "forbidden" : "not_found", row ? validation.permissionDenied : a.notFound);
  // An application to a deleted job has no pipeline left to withdraw from.
  if (!(await withdrawToStage({ applicationId, doctorId: me.userId }))) throw new AppError("conflict", a.alreadyDecided);
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
      // Applications that ever reached an interview or offer stage (by the template's name, or the status it had before).
      interviews: sql<number>`count(*) filter (where ${sql.join(
        INTERVIEW_STAGE_NAMES.map((name) => sql`${applications.history} @> ${JSON.stringify([{ status: name }])}::jsonb`),
        sql` or `,
      )})`.mapWith(Number),
      offers: sql<number>`count(*) filter (where ${sql.join(
        OFFER_STAGE_NAMES.map((name) => sql`${applications.history} @> ${JSON.stringify([{ status: name }])}::jsonb`),
        sql` or `,
      )})`.mapWith(Number),
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

