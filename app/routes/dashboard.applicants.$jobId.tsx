import type { Route } from "./+types/dashboard.applicants.$jobId";
import { requireViewer } from "~/services/auth/session.server";
import { editPipeline } from "~/features/applications/edit-pipeline.server";
import { pipeline as p } from "~/features/applications/messages";
import { loadPipeline, stageOfJob, type PipelineQuery } from "~/features/applications/pipeline-board.server";
import { HireSchema, MoveSchema, RejectSchema, StageEditSchema, UndoMoveSchema } from "~/features/applications/schema";
import { BULK_ACTIONS, type BulkAction } from "~/features/applications/stage-template";
import { BULK_INTENTS, handleBulkAction } from "~/features/applications/bulk-action.server";
import { loadBulkStep } from "~/features/applications/bulk-step.server";
import { criteriaForEditor } from "~/features/applications/scorecards/criteria.server";
import { handleCriteriaAction, isCriteriaIntent } from "~/features/applications/scorecards/scorecard-actions.server";
import { startThreadsWithApplicants } from "~/features/messages/start-threads.server";
import { moveApplication, undoMove } from "~/features/applications/stage-moves.server";
import { PipelineView } from "~/features/applications/components/pipeline-view";
import { closeJob } from "~/features/jobs/close-job.server";
import { AppError } from "~/lib/errors";
import { parseId } from "~/lib/ids";
import { pageTitles } from "~/lib/messages";
import { pageMeta } from "~/lib/seo";
import { pageUrl } from "~/server-lib/page-url.server";
import { actionError, invalidForm, orNotFound, orStatusPage, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";

/** The job in the address; a malformed id is a page that does not exist. */
const jobIdOf = (params: { jobId: string }) => orNotFound(parseId(params.jobId));

/** The page's state lives in its address (view, stage, page, the move just made, the step being confirmed). */
function queryOf(url: URL): PipelineQuery {
  const id = (name: string) => parseId(url.searchParams.get(name) ?? "") ?? null;
  const confirmApp = id("confirm");
  const confirmStage = id("to");
  const batch = url.searchParams.get("batch") ?? "";
  return {
    view: viewOf(url.searchParams.get("view")),
    stageId: id("stage"),
    page: id("page") ?? 1,
    moved: id("moved"),
    confirm: confirmApp && confirmStage ? { applicationId: confirmApp, stageId: confirmStage } : null,
    tagId: id("tag"),
    batch: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(batch) ? batch : null,
    templateId: templateOf(url),
  };
}

/** The view in the address: the board unless it names the list or the setup. */
function viewOf(value: string | null): PipelineQuery["view"] {
  return value === "list" || value === "setup" ? value : "board";
}

/** The template chosen in a rejection step's address: an id, "none", or absent (the default). */
function templateOf(url: URL): number | "none" | null {
  const value = url.searchParams.get("template");
  return value === "none" ? "none" : (parseId(value ?? "") ?? null);
}

/** The bulk step in the address (?bulk=reject&sel=1,2,3): a malformed one is no step. */
function bulkStepOf(url: URL): { action: BulkAction; ids: number[]; previewFor: number | null } | null {
  const action = url.searchParams.get("bulk");
  if (!action || !(BULK_ACTIONS as readonly string[]).includes(action)) return null;
  const ids = (url.searchParams.get("sel") ?? "").split(",").map((v) => parseId(v));
  if (ids.length === 0 || ids.some((v) => v === null)) return null;
  return { action: action as BulkAction, ids: ids as number[], previewFor: parseId(url.searchParams.get("previewFor") ?? "") ?? null };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor } = await requireViewer(request);
  const jobId = jobIdOf(params);
  const url = pageUrl(request);
  const step = bulkStepOf(url);
  const query = queryOf(url);
  return orStatusPage(async () => {
    const pipeline = await loadPipeline({ actor, jobId, query });
    return {
      ...pipeline,
      // The editors are on the setup view only: the board and the list neither load nor render them.
      criteria: query.view === "setup" ? await criteriaForEditor({ actor, job: pipeline.job }) : null,
      selectAll: url.searchParams.get("all") === "1",
      bulk: step ? await loadBulkStep({ actor, jobId, action: step.action, applicationIds: step.ids, templateId: templateOf(url), previewFor: step.previewFor }) : null,
    };
  });
}

/** Back to the page the form was on (its view, stage and page), with the given additions. */
function backTo(request: Request, jobId: number, extra: Record<string, string>) {
  const from = pageUrl(request);
  const next = new URLSearchParams();
  for (const key of ["view", "stage", "page", "tag"]) {
    const value = from.searchParams.get(key);
    if (value) next.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) next.set(key, value);
  const query = next.toString();
  return `/dashboard/applicants/${jobId}${query ? `?${query}` : ""}`;
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor } = await requireViewer(request);
  const jobId = jobIdOf(params);
  const form = await request.formData();
  const intent = form.get("intent");
  if ((BULK_INTENTS as readonly unknown[]).includes(intent)) {
    return handleBulkAction({
      form,
      actor,
      jobId,
      backTo: (extra) => backTo(request, jobId, extra),
      sendMessage: ({ doctorProfileIds, body, bodies }) => startThreadsWithApplicants({ actor, jobId, doctorProfileIds, body, bodies }),
    });
  }
  if (isCriteriaIntent(intent)) return handleCriteriaAction({ form, actor, jobId, backTo: backTo(request, jobId, {}) });
  if (intent === "undo") {
    const submission = parseForm(form, UndoMoveSchema);
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await undoMove({ actor, moveId: submission.value.moveId });
      return redirectWithToast(backTo(request, jobId, {}), p.undone);
    } catch (error) {
      return actionError(error, { toastTitle: p.moveFailed, submission, context: "undoing a pipeline move failed" });
    }
  }
  if (intent === "addStage" || intent === "renameStage" || intent === "moveStage" || intent === "removeStage") {
    const submission = parseForm(form, StageEditSchema);
    if (submission.status !== "success") return invalidForm(submission);
    const v = submission.value;
    try {
      const edit =
        v.intent === "addStage"
          ? { intent: v.intent, name: v.name ?? "" }
          : v.intent === "renameStage"
            ? { intent: v.intent, stageId: v.stageId ?? 0, name: v.name ?? "" }
            : v.intent === "moveStage"
              ? { intent: v.intent, stageId: v.stageId ?? 0, direction: v.direction ?? "up" }
              : { intent: v.intent, stageId: v.stageId ?? 0 };
      await editPipeline({ actor, jobId, edit });
      return redirectWithToast(backTo(request, jobId, {}), p.pipelineSaved);
    } catch (error) {
      return actionError(error, { toastTitle: p.pipelineFailed, submission, context: "editing a pipeline failed" });
    }
  }
  if (intent === "reject" || intent === "hire") {
    const submission = intent === "reject" ? parseForm(form, RejectSchema) : parseForm(form, HireSchema);
    if (submission.status !== "success") return invalidForm(submission);
    const v = submission.value;
    try {
      const target = await stageOfJob(jobId, v.toStageId);
      if (!target || target.kind !== (v.intent === "reject" ? "rejected" : "hired")) throw new AppError("conflict", p.stageNotFound);
      const moved = await moveApplication({
        actor,
        applicationId: v.applicationId,
        toStageId: v.toStageId,
        reason: "reason" in v ? v.reason : null,
        mailDoctor: "mailDoctor" in v ? v.mailDoctor : false,
        templateId: "template" in v && typeof v.template === "number" ? v.template : null,
      });
      if ("closeJob" in v && v.closeJob) await closeJob({ actor, id: moved.jobId });
      return redirectWithToast(backTo(request, jobId, { moved: String(moved.moveId) }), p.moveDone(moved.to.name));
    } catch (error) {
      return actionError(error, { toastTitle: p.moveFailed, submission, context: "a confirmed pipeline move failed" });
    }
  }
  // A card's quick move ("Move to Screening", "Reject") is a button of its form naming the stage as quickTo: it stands
  // for the select's toStageId (posted twice, it is refused as any repeated field is).
  const quick = form.getAll("quickTo");
  if (quick.length) {
    form.delete("quickTo");
    form.delete("toStageId");
    for (const value of quick) form.append("toStageId", typeof value === "string" ? value : "");
  }
  const submission = parseForm(form, MoveSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { applicationId, toStageId } = submission.value;
  try {
    // Rejecting and hiring take a confirmation step first: the same page, with the step open.
    const target = await stageOfJob(jobId, toStageId);
    if (target && (target.kind === "rejected" || target.kind === "hired")) {
      return new Response(null, { status: 303, headers: { Location: backTo(request, jobId, { confirm: String(applicationId), to: String(toStageId) }) } });
    }
    const moved = await moveApplication({ actor, applicationId, toStageId });
    return redirectWithToast(backTo(request, jobId, { moved: String(moved.moveId) }), p.moveDone(moved.to.name));
  } catch (error) {
    return actionError(error, { toastTitle: p.moveFailed, submission, context: "moving an application failed" });
  }
}

export const meta: Route.MetaFunction = ({ data: d, matches, params }) => [
  ...pageMeta(matches[0]?.loaderData?.site, {
    title: d ? pageTitles.applicantsFor(d.job.title) : pageTitles.applicants,
    description: "Applicants for one of your job listings.",
    path: `/dashboard/applicants/${params.jobId}`,
  }),
  { name: "robots", content: "noindex" },
];

export default function ApplicantsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PipelineView data={loaderData} reply={actionData} />;
}
