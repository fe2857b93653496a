import { and, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, jobStages, profiles } from "~/db/schema";
import type { MaybeActor } from "~/lib/permissions";
import { ensureJobStages, requireManagedJob } from "./job-stages.server";
import { findUndoableMove } from "./stage-moves.server";
import type { Stage } from "./stage-template";

/** Applicants shown per stage column on the board; the rest are a page of the list away. */
export const BOARD_COLUMN_SIZE = 10;
/** Applicants per page of the list. */
export const LIST_PAGE_SIZE = 25;

export type PipelineQuery = { view: "board" | "list"; stageId: number | null; page: number; moved: number | null; confirm: { applicationId: number; stageId: number } | null };

const applicantColumns = {
  id: applications.id,
  doctorId: applications.doctorId,
  stageId: applications.stageId,
  name: profiles.name,
  specialization: profiles.specialization,
  location: profiles.location,
  resumeUrl: profiles.resumeUrl,
  coverNote: applications.coverNote,
  history: applications.history,
  appliedDate: applications.createdAt,
};

/** One page of applicants, newest first, read along applications_stage_idx or applications_job_created_idx. */
function applicantsPage(where: SQL, limit: number, offset = 0) {
  return db()
    .select(applicantColumns)
    .from(applications)
    .innerJoin(profiles, eq(profiles.id, applications.doctorId))
    .where(where)
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(limit)
    .offset(offset);
}

/**
 * The employer's pipeline page for one job: its stages with their counts, and either the board (the first
 * BOARD_COLUMN_SIZE applicants of each stage, one indexed query per stage) or one page of the list (of one stage, or
 * of the whole job). Never every applicant of a busy job at once.
 */
export async function loadPipeline({ actor, jobId, query }: { actor: MaybeActor; jobId: number; query: PipelineQuery }) {
  const { job } = await requireManagedJob(actor, jobId, "view");
  const stages = await ensureJobStages(jobId);
  const ids = stages.map((s) => s.id);
  const countRows = await db()
    .select({ stageId: applications.stageId, n: count() })
    .from(applications)
    .where(inArray(applications.stageId, ids))
    .groupBy(applications.stageId);
  const counts = new Map(countRows.map((r) => [r.stageId, r.n]));
  const total = countRows.reduce((sum, r) => sum + r.n, 0);
  const withCounts = stages.map((s) => ({ ...s, count: counts.get(s.id) ?? 0 }));

  let columns: { stage: Stage & { count: number }; applicants: Awaited<ReturnType<typeof applicantsPage>> }[] = [];
  let list: { applicants: Awaited<ReturnType<typeof applicantsPage>>; page: number; pages: number; stageId: number | null } | null = null;
  if (query.view === "board") {
    const pages = await Promise.all(withCounts.map((s) => (s.count ? applicantsPage(eq(applications.stageId, s.id), BOARD_COLUMN_SIZE) : Promise.resolve([]))));
    columns = withCounts.map((stage, i) => ({ stage, applicants: pages[i] ?? [] }));
  } else {
    const stage = query.stageId ? withCounts.find((s) => s.id === query.stageId) : undefined;
    const size = stage ? stage.count : total;
    const pages = Math.max(1, Math.ceil(size / LIST_PAGE_SIZE));
    const page = Math.min(Math.max(1, query.page), pages);
    const where = stage ? eq(applications.stageId, stage.id) : and(eq(applications.jobId, jobId), inArray(applications.stageId, ids))!;
    list = { applicants: await applicantsPage(where, LIST_PAGE_SIZE, (page - 1) * LIST_PAGE_SIZE), page, pages, stageId: stage?.id ?? null };
  }

  const undo = query.moved ? await findUndoableMove({ jobId, moveId: query.moved }) : null;
  let confirm: { applicationId: number; name: string; stage: Stage } | null = null;
  if (query.confirm) {
    const target = stages.find((s) => s.id === query.confirm!.stageId && (s.kind === "rejected" || s.kind === "hired"));
    const [who] = await db()
      .select({ name: profiles.name })
      .from(applications)
      .innerJoin(profiles, eq(profiles.id, applications.doctorId))
      .where(and(eq(applications.id, query.confirm.applicationId), eq(applications.jobId, jobId)))
      .limit(1);
    if (target && who) confirm = { applicationId: query.confirm.applicationId, name: who.name, stage: target };
  }
  return { job, stages: withCounts, total, view: query.view, columns, list, undo, confirm };
}

/** The stage names of a job, for a page title or a notice (the route's own lookups). */
export async function stageOfJob(jobId: number, stageId: number) {
  const [stage] = await db().select({ id: jobStages.id, name: jobStages.name, kind: jobStages.kind }).from(jobStages).where(and(eq(jobStages.id, stageId), eq(jobStages.jobId, jobId))).limit(1);
  return stage ?? null;
}
