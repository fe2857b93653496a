// The API's applications (docs/decisions/101-api-applications-and-resume-links.md): a job's applications a page at a
// time, one application, and moving one to another stage of its job's pipeline, as the key's member. Reading goes
// through the pipeline's own check (requireManagedJob: the member's role and, for hiring managers and interviewers,
// their job teams); a move is the dashboard's own batch move (moveApplications), so its history, audit row, webhook
// event and the doctor's delayed notice follow. Another organisation's job or application does not exist for a key.
import { and, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import type * as z from "zod";
import { db } from "~/db/client.server";
import { applications, jobs, profiles } from "~/db/schema";
import { ensureJobStages, requireManagedJob } from "~/features/applications/job-stages.server";
import { moveApplications } from "~/features/applications/move-batch.server";
import type { Stage } from "~/features/applications/stage-template";
import { AppError } from "~/lib/errors";
import { can, type Actor } from "~/lib/permissions";
import { jsonObject, problemOf } from "./job-writes";
import { applicationProblems as ap, apiKeyProblems as k, apiProblems as t } from "./messages";
import { ApiProblem, invalidParameters } from "./problem";
import { parseStrictQuery } from "./query";
import { ApplicationIdParamsSchema, ApplicationMoveSchema, ApplicationsQuerySchema, type ApplicationListSchema, type ApplicationSchema } from "./schema";

type ApplicationResource = z.infer<typeof ApplicationSchema>;

const DEFAULT_LIMIT = 50;

/** A whole number from 1 of a path, strictly (as /jobs/{id} reads it), or a 400 naming `name`. */
export function idOf(raw: string, reason: string): number {
  const parsed = ApplicationIdParamsSchema.safeParse({ id: raw });
  if (!parsed.success || !/^\d{1,10}$/.test(raw)) throw invalidParameters([{ name: "id", reason }]);
  return parsed.data.id;
}

/** An opaque cursor: the last application of the page (its time as the database wrote it, and its id). */
function encodeCursor(at: string, id: number): string {
  return Buffer.from(JSON.stringify({ v: 1, at, id })).toString("base64url");
}

function decodeCursor(cursor: string): { at: string; id: number } {
  try {
    const value = JSON.parse(Buffer.from(cursor, "base64url").toString("utf8")) as { v?: unknown; at?: unknown; id?: unknown };
    if (value.v === 1 && typeof value.at === "string" && !Number.isNaN(Date.parse(value.at)) && Number.isInteger(value.id) && (value.id as number) >= 1) {
      return { at: value.at, id: value.id as number };
    }
  } catch {
    // fall through: not a cursor of ours
  }
  throw invalidParameters([{ name: "cursor", reason: t.badCursor }]);
}

const parseQuery = (params: URLSearchParams) => parseStrictQuery(ApplicationsQuerySchema, params);

const columns = {
  id: applications.id,
  jobId: applications.jobId,
  stageId: applications.stageId,
  doctorId: applications.doctorId,
  name: profiles.name,
  specialization: profiles.specialization,
  location: profiles.location,
  resumeUrl: profiles.resumeUrl,
  coverNote: applications.coverNote,
  createdAt: applications.createdAt,
  cursorAt: sql<string>`${applications.createdAt}::text`,
  updatedAt: applications.updatedAt,
  withdrawnAt: applications.withdrawnAt,
};

type Row = { id: number; jobId: number | null; stageId: number | null; doctorId: string; name: string | null; specialization: string | null; location: string | null; resumeUrl: string | null; coverNote: string | null; createdAt: Date; updatedAt: Date; withdrawnAt: Date | null };

const stageOf = (s: Stage) => ({ id: s.id, name: s.name, kind: s.kind });

function resource(row: Row, stages: Map<number, Stage>): ApplicationResource {
  const stage = stages.get(row.stageId ?? 0);
  return {
    id: row.id,
    job_id: row.jobId!,
    stage: stage ? stageOf(stage) : { id: row.stageId ?? 0, name: "", kind: "active" },
    doctor: { id: row.doctorId, name: row.name ?? "", specialization: row.specialization, location: row.location },
    cover_note: row.coverNote,
    has_resume: !!row.resumeUrl,
    applied_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    withdrawn_at: row.withdrawnAt ? row.withdrawnAt.toISOString() : null,
  };
}

/**
 * The job, when it is the caller's organisation's and the member may `action` on it: another organisation's job (or
 * none) is 404, a job of the organisation outside the member's role or teams 403 (the pipeline's own check).
 */
async function managedJob(actor: Actor, jobId: number, action: "view" | "moveCandidates") {
  const [job] = await db().select({ organisationId: jobs.organisationId }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!job?.organisationId || job.organisationId !== actor.membership?.organisationId) throw new ApiProblem(404, t.jobNotFound);
  try {
    return await requireManagedJob(actor, jobId, action);
  } catch (error) {
    throw problemOf(error);
  }
}

/** GET /api/v1/jobs/{id}/applications: the job's applications, newest first, of one stage or all. */
export async function listApplications(actor: Actor, rawJobId: string, params: URLSearchParams): Promise<z.infer<typeof ApplicationListSchema>> {
  const jobId = idOf(rawJobId, t.badId);
  const query = parseQuery(params);
  const after = query.cursor ? decodeCursor(query.cursor) : null;
  await managedJob(actor, jobId, "view");
  const stages = await ensureJobStages(jobId);
  if (query.stage !== undefined && !stages.some((s) => s.id === query.stage)) throw invalidParameters([{ name: "stage", reason: ap.stageNotOfJob }]);
  const limit = query.limit ?? DEFAULT_LIMIT;
  const where: SQL[] = [
    eq(applications.jobId, jobId),
    query.stage !== undefined ? eq(applications.stageId, query.stage) : inArray(applications.stageId, stages.map((s) => s.id)),
  ];
  if (after) where.push(sql`(${applications.createdAt}, ${applications.id}) < (${after.at}::timestamptz, ${after.id})`);
  // Along applications_stage_idx (one stage) or applications_job_created_idx (the job), one more than a page.
  const rows = await db()
    .select(columns)
    .from(applications)
    .innerJoin(profiles, eq(profiles.id, applications.doctorId))
    .where(and(...where))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit + 1);
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const byId = new Map(stages.map((s) => [s.id, s]));
  return {
    data: page.map((row) => resource(row, byId)),
    stages: stages.map(stageOf),
    next_cursor: rows.length > limit && last ? encodeCursor(last.cursorAt, last.id) : null,
  };
}

/** The application with its job, when the member may see it: another organisation's (or none) is 404. */
/** The application of the caller's organisation that the caller may see: 404 for another organisation's, 403 outside its jobs. */
export async function visibleApplication(actor: Actor, id: number) {
  const [row] = await db()
    .select({ ...columns, organisationId: jobs.organisationId })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .innerJoin(profiles, eq(profiles.id, applications.doctorId))
    .where(eq(applications.id, id))
    .limit(1);
  if (!row?.jobId || !row.organisationId || row.organisationId !== actor.membership?.organisationId) throw new ApiProblem(404, ap.notFound);
  if (!can.viewJobApplicants(actor, { id: row.jobId, organisationId: row.organisationId })) throw new ApiProblem(403, k.forbidden);
  return { ...row, jobId: row.jobId };
}

/** GET /api/v1/applications/{id}. */
export async function getApplicationResource(actor: Actor, rawId: string): Promise<ApplicationResource> {
  const id = idOf(rawId, ap.badId);
  const row = await visibleApplication(actor, id);
  const stages = await ensureJobStages(row.jobId);
  // ensureJobStages places an application that had no stage yet: read it again only then.
  const current = row.stageId === null ? (await visibleApplication(actor, id)) : row;
  return resource(current, new Map(stages.map((s) => [s.id, s])));
}

/** The body of a move, strictly: the schema's fields and nothing else; its messages name each field. */
function parseMove(body: Record<string, unknown>) {
  const parsed = ApplicationMoveSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const errors: { name: string; reason: string }[] = [];
  for (const issue of parsed.error.issues) {
    const names = issue.code === "unrecognized_keys" ? issue.keys : [String(issue.path[0] ?? "body")];
    for (const name of names) {
      const reason = issue.code === "unrecognized_keys" ? k.unknownField : name === "stage_id" ? ap.stageIdRequired : name === "reason" ? ap.reasonNotListed : issue.message;
      if (!errors.some((e) => e.name === name)) errors.push({ name, reason });
    }
  }
  throw invalidParameters(errors);
}

/**
 * POST /api/v1/applications/{id}/move: the dashboard's move (a batch of one). A stage that is not one of the job's is a
 * 400 naming `stage_id`; a move the pipeline's rules refuse (out of an exit, into Withdrawn, to the stage it stands
 * in, or the application moved meanwhile) is a 409 with the dashboard's reason.
 */
export async function moveApplicationFromApi(actor: Actor, rawId: string, request: Request): Promise<ApplicationResource> {
  const id = idOf(rawId, ap.badId);
  const move = parseMove(await jsonObject(request));
  const row = await visibleApplication(actor, id);
  const stages = await ensureJobStages(row.jobId);
  if (!stages.some((s) => s.id === move.stage_id)) throw invalidParameters([{ name: "stage_id", reason: ap.stageNotOfJob }]);
  if (!can.moveCandidates(actor, { id: row.jobId, organisationId: row.organisationId })) throw new ApiProblem(403, k.forbidden);
  try {
    await moveApplications({ actor, jobId: row.jobId, applicationIds: [id], toStageId: move.stage_id, reason: move.reason ?? null, mailDoctor: move.mail_doctor ?? false });
  } catch (error) {
    if (error instanceof AppError && error.code === "forbidden") throw new ApiProblem(403, k.forbidden);
    throw problemOf(error);
  }
  return getApplicationResource(actor, String(id));
}
