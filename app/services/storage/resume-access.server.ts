import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, fileViews, jobs, profiles } from "~/db/schema";
import { env } from "~/env.server";
import { jobsVisibleTo } from "~/db/organisations.server";
import { can, type Actor, type MaybeActor } from "~/lib/permissions";

/** Why a resume is refused: signed out, not allowed at all, employer not verified, doctor's choice, daily limit. */
export type ResumeRefusal = "sign-in" | "forbidden" | "pending" | "not-shared" | "limit";

export type ResumeAccess =
  | { allow: true; record: boolean; viaApplication: boolean }
  | { allow: false; status: 401 | 403 | 429; reason: ResumeRefusal };

const refuse = (status: 401 | 403 | 429, reason: ResumeRefusal): ResumeAccess => ({ allow: false, status, reason });

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Who may open the resume of the doctor profile `ownerId` (docs/decisions/082-resume-visibility.md): the doctor, the
 * admin, and verified employers either through an application of the doctor's to one of their jobs, or, when the
 * doctor allows it, directly, up to RESUME_VIEWS_PER_DAY direct opens per employer in 24 hours.
 */
export async function decideResumeAccess(actor: MaybeActor, ownerId: string): Promise<ResumeAccess> {
  if (!actor) return refuse(401, "sign-in");
  if (actor.userId === ownerId) return { allow: true, record: false, viaApplication: false };
  if (actor.isAdmin) return { allow: true, record: true, viaApplication: false };
  if (actor.role !== "employer") return refuse(403, "forbidden");
  if (!can.viewResumes(actor)) return refuse(403, "pending");
  const [owner] = await db()
    .select({ open: profiles.resumeOpenToEmployers })
    .from(profiles)
    .where(and(eq(profiles.id, ownerId), eq(profiles.role, "doctor")))
    .limit(1);
  if (!owner) return refuse(403, "forbidden");
  if (await hasAppliedTo(ownerId, actor)) return { allow: true, record: true, viaApplication: true };
  if (!owner.open) return refuse(403, "not-shared");
  if ((await directViewsToday(actor.userId)) >= env().RESUME_VIEWS_PER_DAY) return refuse(429, "limit");
  return { allow: true, record: true, viaApplication: false };
}

/**
 * Whether the doctor has a standing (not withdrawn) application to a job the employer works on: its organisation's jobs,
 * or for hiring managers and interviewers the jobs whose team they are on.
 */
async function hasAppliedTo(doctorId: string, employer: Actor): Promise<boolean> {
  const [row] = await db()
    .select({ id: applications.id })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.doctorId, doctorId), jobsVisibleTo(employer), isNull(applications.withdrawnAt)))
    .limit(1);
  return !!row;
}

/** Resumes the employer opened in the last 24 hours without an application (file_views_viewer_idx). */
export async function directViewsToday(viewerId: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(fileViews)
    .where(and(eq(fileViews.viewerId, viewerId), eq(fileViews.viaApplication, false), gt(fileViews.viewedAt, new Date(Date.now() - DAY_MS))));
  return row?.n ?? 0;
}

/**
 * Records a view. A direct view is written only while the viewer is under the daily limit, checked in the same
 * statement, so a burst of parallel requests cannot slip far past it. Returns false when the limit refused it.
 */
export async function recordResumeView(input: { fileId: string; viewerId: string; viaApplication: boolean }): Promise<boolean> {
  if (input.viaApplication) {
    await db().insert(fileViews).values({ fileId: input.fileId, viewerId: input.viewerId, viaApplication: true });
    return true;
  }
  const since = new Date(Date.now() - DAY_MS);
  const result = await db().execute<{ id: number }>(sql`
    insert into file_views (file_id, viewer_id, via_application)
    select ${input.fileId}::uuid, ${input.viewerId}, false
    where (select count(*) from file_views where viewer_id = ${input.viewerId} and via_application = false and viewed_at > ${since.toISOString()}::timestamptz) < ${env().RESUME_VIEWS_PER_DAY}
    returning id`);
  return result.rows.length > 0;
}
