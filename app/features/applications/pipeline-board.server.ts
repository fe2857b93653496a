import { and, count, desc, eq, inArray, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { templatesOfOrganisation } from "~/db/email-templates.server";
import { applicationEmails, applications, jobStages, organisations, profiles } from "~/db/schema";
import { bodyParagraphs, renderTemplate } from "~/lib/email-template";
import type { Actor } from "~/lib/permissions";
import { tagsOfDoctors, tagsOfOrganisation } from "./candidate-tags.server";
import type { MaybeActor } from "~/lib/permissions";
import { ensureJobStages, requireManagedJob } from "./job-stages.server";
import { findUndoableBatch, templateValues } from "./move-batch.server";
import { rejectionMailText } from "./messages";
import { scoreSummaryColumns, scorecardAuthorsOf, visibleSummary } from "./scorecards/scorecards.server";
import { findUndoableMove } from "./stage-moves.server";
import type { Stage } from "./stage-template";

/**
 * Applicants shown per stage column on the board; the rest are a page of the list away ("Show all N in the list").
 * Five fill a column on a laptop's screen; at ten, a busy job's board (70 cards) cost a phone most of a second laying
 * itself out after its first paint (decision 108).
 */
export const BOARD_COLUMN_SIZE = 5;
/** Applicants per page of the list. */
export const LIST_PAGE_SIZE = 25;

export type PipelineQuery = {
  /** The board, a page of the list, or the setup (the editors of the stages and criteria: no applicants loaded). */
  view: "board" | "list" | "setup";
  stageId: number | null;
  page: number;
  moved: number | null;
  confirm: { applicationId: number; stageId: number } | null;
  /** Only candidates with this tag of the organisation (the list). */
  tagId?: number | null;
  /** A bulk move just made, for its "Undo all" notice. */
  batch?: string | null;
  /** The chosen template of the rejection step (a template id, or "none"), and the candidate its preview is for. */
  templateId?: number | "none" | null;
};

/**
 * One page of applicants, newest first, with each one's score summary as `viewerId` may see it (in the same query).
 * The page is taken from applications alone (an index walk of applications_stage_idx or applications_job_created_idx
 * that stops after `limit` rows), and only its rows are joined to the doctors' profiles: joined first, the planner may
 * read every profile to sort a whole stage.
 */
function applicantsPage(viewerId: string, where: SQL, limit: number, offset = 0) {
  const page = db()
    .select({
      id: applications.id,
      doctorId: applications.doctorId,
      stageId: applications.stageId,
      coverNote: applications.coverNote,
      history: applications.history,
      appliedDate: applications.createdAt,
    })
    .from(applications)
    .where(where)
    // As the indexes order them (desc nulls last): a plain "desc" is nulls first, which no index serves, and the
    // planner then reads and sorts the whole stage for one page.
    .orderBy(sql`${applications.createdAt} desc nulls last`, sql`${applications.id} desc nulls last`)
    .limit(limit)
    .offset(offset)
    .as("page");
  return db()
    .select({
      id: page.id,
      doctorId: page.doctorId,
      stageId: page.stageId,
      name: profiles.name,
      specialization: profiles.specialization,
      location: profiles.location,
      resumeUrl: profiles.resumeUrl,
      coverNote: page.coverNote,
      history: page.history,
      appliedDate: page.appliedDate,
      // Computed for the page's rows only, outside the walk (named by the page's alias: inside the subquery an
      // unqualified "id" would be the scorecards' own).
      ...scoreSummaryColumns(viewerId, page.id),
    })
    .from(page)
    .innerJoin(profiles, eq(profiles.id, page.doctorId))
    .orderBy(desc(page.appliedDate), desc(page.id));
}

/**
 * The employer's pipeline page for one job: its stages with their counts, and either the board (the first
 * BOARD_COLUMN_SIZE applicants of each stage, one indexed query per stage) or one page of the list (of one stage, or
 * of the whole job). Never every applicant of a busy job at once.
 */
export async function loadPipeline({ actor, jobId, query }: { actor: MaybeActor; jobId: number; query: PipelineQuery }) {
  const { job } = await requireManagedJob(actor, jobId, "view");
  const viewerId = actor!.userId;
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

  const tags = await tagsOfOrganisation(job.organisationId);
  let columns: { stage: Stage & { count: number }; applicants: Applicant[] }[] = [];
  let list: { applicants: Applicant[]; page: number; pages: number; stageId: number | null; tagId: number | null } | null = null;
  if (query.view === "board") {
    const pages = await Promise.all(withCounts.map((s) => (s.count ? applicantsPage(viewerId, eq(applications.stageId, s.id), BOARD_COLUMN_SIZE) : Promise.resolve([]))));
    const tagged = await withTimeline(actor, job, pages.flat());
    columns = withCounts.map((stage, i) => ({ stage, applicants: (pages[i] ?? []).map((a) => tagged.get(a.id)!) }));
  } else if (query.view === "list") {
    const stage = query.stageId ? withCounts.find((s) => s.id === query.stageId) : undefined;
    const tag = query.tagId ? tags.find((t) => t.id === query.tagId) : undefined;
    let where = stage ? eq(applications.stageId, stage.id) : and(eq(applications.jobId, jobId), inArray(applications.stageId, ids))!;
    let size = stage ? stage.count : total;
    if (tag) {
      // The tag's candidates: its rows (candidate_tags, by tag) against this job's applications.
      where = and(where, sql`exists (select 1 from candidate_tags ct where ct.tag_id = ${tag.id} and ct.doctor_id = ${applications.doctorId})`)!;
      const [row] = await db().select({ n: count() }).from(applications).where(where);
      size = row?.n ?? 0;
    }
    const pages = Math.max(1, Math.ceil(size / LIST_PAGE_SIZE));
    const page = Math.min(Math.max(1, query.page), pages);
    const rows = await applicantsPage(viewerId, where, LIST_PAGE_SIZE, (page - 1) * LIST_PAGE_SIZE);
    const tagged = await withTimeline(actor, job, rows);
    list = { applicants: rows.map((a) => tagged.get(a.id)!), page, pages, stageId: stage?.id ?? null, tagId: tag?.id ?? null };
  }

  const undo = query.moved ? await findUndoableMove({ jobId, moveId: query.moved }) : null;
  const undoBatch = query.batch ? await findUndoableBatch({ jobId, batchId: query.batch }) : null;
  let confirm: { applicationId: number; name: string; stage: Stage; mail: RejectionMailChoice | null } | null = null;
  if (query.confirm) {
    const target = stages.find((s) => s.id === query.confirm!.stageId && (s.kind === "rejected" || s.kind === "hired"));
    const [who] = await db()
      .select({ name: profiles.name })
      .from(applications)
      .innerJoin(profiles, eq(profiles.id, applications.doctorId))
      .where(and(eq(applications.id, query.confirm.applicationId), eq(applications.jobId, jobId)))
      .limit(1);
    if (target && who) {
      const mail = target.kind === "rejected" ? await rejectionMailChoice({ actor: actor!, job, stageName: target.name, doctorName: who.name, templateId: query.templateId ?? null }) : null;
      confirm = { applicationId: query.confirm.applicationId, name: who.name, stage: target, mail };
    }
  }
  return { job, stages: withCounts, total, view: query.view, columns, list, undo, undoBatch, confirm, tags };
}

/** The stage names of a job, for a page title or a notice (the route's own lookups). */
export async function stageOfJob(jobId: number, stageId: number) {
  const [stage] = await db().select({ id: jobStages.id, name: jobStages.name, kind: jobStages.kind }).from(jobStages).where(and(eq(jobStages.id, stageId), eq(jobStages.jobId, jobId))).limit(1);
  return stage ?? null;
}

type PageRow = Awaited<ReturnType<typeof applicantsPage>>[number];
type Applicant = Omit<PageRow, "history" | keyof ReturnType<typeof scoreSummaryColumns>> & {
  history: { status: string; at: string; note?: string }[];
  tags: string[];
  emails: { subject: string; at: Date }[];
  /** The average score and the number of scorecards, when the viewer may see them (scorecards/visibility.ts). */
  score: { average: string; count: number } | null;
  /** Who submitted a scorecard and when, under the same rule. */
  scorecards: { by: string; at: Date }[];
};

/**
 * The page's applicants with the organisation's tags on them, the e-mails sent about them, and their score summary
 * and scorecards' authors as the viewer may see them: three queries a page.
 */
async function withTimeline(actor: MaybeActor, job: { id: number; organisationId: string | null }, rows: PageRow[]): Promise<Map<number, Applicant>> {
  const organisationId = job.organisationId;
  const tags = await tagsOfDoctors(organisationId, rows.map((r) => r.doctorId));
  const mails = rows.length
    ? await db()
        .select({ applicationId: applicationEmails.applicationId, subject: applicationEmails.subject, at: applicationEmails.createdAt })
        .from(applicationEmails)
        .where(inArray(applicationEmails.applicationId, rows.map((r) => r.id)))
        .orderBy(applicationEmails.createdAt)
    : [];
  const scores = new Map(rows.map((r) => [r.id, visibleSummary(actor, job, r)]));
  const scorers = await scorecardAuthorsOf(rows.filter((r) => scores.get(r.id)).map((r) => r.id));
  // The history as the card shows it (who made each move stays on the server: the page carries only what it shows).
  return new Map(
    rows.map(({ scoreAverage: _average, scorecardCount: _count, scoredByViewer: _own, ...r }) => [
      r.id,
      {
        ...r,
        history: r.history.map(({ status, at, note }): Applicant["history"][number] => (note ? { status, at, note } : { status, at })),
        tags: tags.get(r.doctorId) ?? [],
        emails: mails.filter((m) => m.applicationId === r.id).map(({ subject, at }) => ({ subject, at })),
        score: scores.get(r.id) ?? null,
        scorecards: scorers.get(r.id) ?? [],
      },
    ]),
  );
}

/** The rejection step's e-mail: the templates to choose from, the chosen one ("none": no e-mail), and its preview. */
export type RejectionMailChoice = {
  templates: { id: number; name: string; kind: string }[];
  chosen: number | "none" | "builtin";
  preview: { subject: string; paragraphs: string[]; forName: string } | null;
};

/**
 * What the doctor will read if the employer confirms: the chosen template (by default the organisation's first
 * rejection template) rendered for this doctor with the values the move will use, so the preview is the mail.
 */
export async function rejectionMailChoice(input: {
  actor: Actor;
  job: { title: string; company: string; organisationId: string | null };
  stageName: string;
  doctorName: string;
  templateId: number | "none" | null;
}): Promise<RejectionMailChoice> {
  const templates = await templatesOfOrganisation(input.job.organisationId ?? "00000000-0000-0000-0000-000000000000");
  const listed = templates.map((t) => ({ id: t.id, name: t.name, kind: t.kind }));
  if (input.templateId === "none") return { templates: listed, chosen: "none", preview: null };
  const template = input.templateId ? templates.find((t) => t.id === input.templateId) : (templates.find((t) => t.kind === "rejection") ?? null);
  if (!template) {
    const text = rejectionMailText({ doctorName: input.doctorName, jobTitle: input.job.title, company: input.job.company });
    return { templates: listed, chosen: "builtin", preview: { subject: text.subject, paragraphs: [...text.body], forName: input.doctorName } };
  }
  const [org] = input.job.organisationId ? await db().select({ name: organisations.name }).from(organisations).where(eq(organisations.id, input.job.organisationId)).limit(1) : [];
  const values = templateValues({ doctorName: input.doctorName, jobTitle: input.job.title, organisationName: org?.name ?? input.job.company, stageName: input.stageName, senderName: input.actor.name });
  const body = renderTemplate(template.body, values);
  return { templates: listed, chosen: template.id, preview: { subject: renderTemplate(template.subject, values), paragraphs: bodyParagraphs(body), forName: input.doctorName } };
}
