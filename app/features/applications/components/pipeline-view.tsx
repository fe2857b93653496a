import { Suspense, useEffect, useRef } from "react";
import { Form, Link } from "react-router";
import { useReplyToast } from "~/components/forms/reply";
import { lazyPart } from "~/components/lazy-part";
import type { FormReply } from "~/lib/form-schema";
import { counts } from "~/lib/messages";
import type { BulkStep } from "../bulk-step.server";
import { bulk as b, pipeline as p } from "../messages";
import type { RejectionMailChoice } from "../pipeline-board.server";
import { BULK_ACTIONS, UNDO_WINDOW_MINUTES, type Stage } from "../stage-template";
import { ApplicantCard, type PipelineApplicant } from "./applicant-card";
import type { EditableCriterion } from "../scorecards/components/criteria-editor";

// The steps and editors with form state (conform and zod) are loaded in the browser only on the addresses that show
// them: the board and the list, the pages a busy job opens most, load neither library
// (docs/decisions/108-dashboard-first-paint.md). The server sends the page whole with them in place (entry.server.tsx:
// no boundary is left for a script to reveal), so they work before and without scripts; in the browser that part
// hydrates once its chunk has come.
const BulkStepPanel = lazyPart(() => import("./bulk-step").then((m) => m.BulkStepPanel));
const ConfirmStep = lazyPart(() => import("./confirm-step").then((m) => m.ConfirmStep));
const PipelineEditor = lazyPart(() => import("./pipeline-editor").then((m) => m.PipelineEditor));
const CriteriaEditor = lazyPart(() => import("../scorecards/components/criteria-editor").then((m) => m.CriteriaEditor));

type CountedStage = Stage & { count: number };

export type PipelineData = {
  job: { id: number; title: string; company: string; closedAt: string | Date | null };
  stages: CountedStage[];
  total: number;
  view: "board" | "list" | "setup";
  columns: { stage: CountedStage; applicants: PipelineApplicant[] }[];
  list: { applicants: PipelineApplicant[]; page: number; pages: number; stageId: number | null; tagId: number | null } | null;
  undo: { id: number; name: string; toName: string } | null;
  undoBatch: { batchId: string; count: number; toName: string } | null;
  confirm: { applicationId: number; name: string; stage: Stage; mail: RejectionMailChoice | null } | null;
  tags: { id: number; name: string }[];
  selectAll: boolean;
  bulk: BulkStep | null;
  /** The job's scorecard criteria, when the viewer may edit them (else no editor). */
  criteria?: EditableCriterion[] | null;
};

/** The notice after a bulk move, with "Undo all" (the whole batch at once). */
function UndoBatchNotice({ undo }: { undo: NonNullable<PipelineData["undoBatch"]> }) {
  return (
    <div role="status" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900" data-testid="undo-batch-notice">
      <p className="flex-1">
        {b.moved(undo.count, undo.toName)} {p.undoHint(UNDO_WINDOW_MINUTES)}
      </p>
      <Form id="undo-batch" method="post" preventScrollReset>
        <input type="hidden" name="intent" value="undo-batch" />
        <input type="hidden" name="batchId" value={undo.batchId} />
        <button type="submit" className="rounded-md border border-sky-300 bg-white px-3 py-1.5 font-semibold hover:bg-sky-100">
          {b.undoAll}
        </button>
      </Form>
    </div>
  );
}

/**
 * The list's bulk toolbar: a plain form (it works before scripts load) whose checkboxes sit on the cards (their
 * `form` attribute). Continue opens the chosen action's step; the export buttons download a CSV.
 */
function BulkToolbar({ data }: { data: PipelineData }) {
  const list = data.list!;
  const here = { view: "list", stage: list.stageId, tag: list.tagId, page: list.page > 1 ? list.page : null };
  return (
    <form id="bulk-form" method="post" className="mt-3 flex flex-wrap items-end gap-2 rounded-lg border border-slate-200 bg-white p-3 text-sm" aria-label={b.toolbarLabel} data-testid="bulk-toolbar">
      <input type="hidden" name="intent" value="bulk-step" />
      <Link to={pathWith(data.job.id, { ...here, all: data.selectAll ? null : 1 })} className="self-center font-medium text-brand-700 hover:underline" data-testid="select-all">
        {data.selectAll ? b.clearSelection : b.selectAllOnPage}
      </Link>
      <label className="ml-auto">
        <span className="block text-slate-700">{b.actionLabel}</span>
        <select name="bulkAction" className="rounded-md border border-slate-300 px-2 py-1.5" data-testid="bulk-action">
          {BULK_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {b.actions[a]}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="rounded-md bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700">
        {b.continue}
      </button>
      <button type="submit" formAction={`/dashboard/applicants/${data.job.id}/export`} className="rounded-md border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-50" data-testid="export-selected">
        {b.exportSelected}
      </button>
      <a href={`/dashboard/applicants/${data.job.id}/export`} download className="self-center font-medium text-brand-700 hover:underline" data-testid="export-all">
        {b.exportAll}
      </a>
    </form>
  );
}

/** The notice after a move, with Undo (a form: it works before scripts load, and by keyboard). */
function UndoNotice({ undo }: { undo: NonNullable<PipelineData["undo"]> }) {
  // The move's form is gone with the card that moved: a keyboard user lands on Undo, the next thing they may want.
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (!active || active === document.body) button.current?.focus({ preventScroll: true });
  }, [undo.id]);
  return (
    <div role="status" className="mt-4 flex flex-wrap items-center gap-3 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-900" data-testid="undo-notice">
      <p className="flex-1">
        {p.moved(undo.name, undo.toName)} {p.undoHint(UNDO_WINDOW_MINUTES)}
      </p>
      <Form id="undo-move" method="post" preventScrollReset>
        <input type="hidden" name="intent" value="undo" />
        <input type="hidden" name="moveId" value={undo.id} />
        <button ref={button} type="submit" className="rounded-md border border-sky-300 bg-white px-3 py-1.5 font-semibold hover:bg-sky-100">
          {p.undo}
        </button>
      </Form>
    </div>
  );
}

const pathWith = (jobId: number, params: Record<string, string | number | null | undefined>) => {
  const query = new URLSearchParams(Object.entries(params).flatMap(([k, v]) => (v === null || v === undefined || v === "" ? [] : [[k, String(v)]])));
  const text = query.toString();
  return `/dashboard/applicants/${jobId}${text ? `?${text}` : ""}`;
};

/** The board: a column per stage, each with its first applicants and a link to the rest in the list. */
function Board({ data, reply }: { data: PipelineData; reply: FormReply | null | undefined }) {
  return (
    <div className="mt-4 flex gap-3 overflow-x-auto pb-3" data-testid="pipeline-board">
      {data.columns.map(({ stage, applicants }) => (
        <section key={stage.id} aria-labelledby={`stage-${stage.id}`} className="w-72 shrink-0 rounded-xl bg-slate-100 p-3" data-testid="stage-column" data-stage={stage.name}>
          <h3 id={`stage-${stage.id}`} className="flex items-baseline justify-between text-sm font-semibold text-slate-800">
            <span>{stage.name}</span>
            <span className="text-xs font-normal text-slate-600">{p.inStage(stage.count)}</span>
          </h3>
          {applicants.length === 0 ? (
            <p className="mt-2 text-xs text-slate-600">{p.emptyStage}</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {applicants.map((a) => (
                <li key={a.id}>
                  <ApplicantCard applicant={a} stages={data.stages} jobId={data.job.id} reply={reply} />
                </li>
              ))}
            </ul>
          )}
          {stage.count > applicants.length ? (
            <Link to={pathWith(data.job.id, { view: "list", stage: stage.id })} className="mt-2 inline-block text-sm font-medium text-brand-700 hover:underline">
              {p.showMore(stage.count)}
            </Link>
          ) : null}
        </section>
      ))}
    </div>
  );
}

/** The list: one page of applicants (of a stage, or all), with a stage filter that is a plain GET form. */
function List({ data, reply }: { data: PipelineData; reply: FormReply | null | undefined }) {
  const list = data.list!;
  return (
    <div className="mt-4" data-testid="pipeline-list">
      <form method="get" className="flex items-center gap-2 text-sm">
        <input type="hidden" name="view" value="list" />
        <label htmlFor="stage-filter">{p.stageFilter}</label>
        <select id="stage-filter" name="stage" defaultValue={list.stageId ?? ""} className="rounded-md border border-slate-300 px-2 py-1.5">
          <option value="">{p.allStages}</option>
          {data.stages.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name} ({s.count})
            </option>
          ))}
        </select>
        {data.tags.length ? (
          <>
            <label htmlFor="tag-filter">{b.tagFilter}</label>
            <select id="tag-filter" name="tag" defaultValue={list.tagId ?? ""} className="rounded-md border border-slate-300 px-2 py-1.5">
              <option value="">{b.anyTag}</option>
              {data.tags.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
        <button type="submit" className="rounded-md border border-slate-300 px-3 py-1.5 font-medium hover:bg-slate-50">
          {p.show}
        </button>
      </form>
      {list.applicants.length ? <BulkToolbar data={data} /> : null}
      {list.applicants.length === 0 ? (
        <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{p.emptyStage}</p>
      ) : (
        <ul className="mt-3 space-y-3">
          {list.applicants.map((a) => (
            <li key={a.id}>
              <ApplicantCard applicant={a} stages={data.stages} jobId={data.job.id} reply={reply} showStage selectable={{ form: "bulk-form", checked: data.selectAll }} />
            </li>
          ))}
        </ul>
      )}
      {list.pages > 1 ? (
        <nav aria-label={p.pageOf(list.page, list.pages)} className="mt-4 flex items-center gap-3 text-sm">
          {list.page > 1 ? <Link to={pathWith(data.job.id, { view: "list", stage: list.stageId, tag: list.tagId, page: list.page - 1 })}>{p.previousPage}</Link> : null}
          <span>{p.pageOf(list.page, list.pages)}</span>
          {list.page < list.pages ? <Link to={pathWith(data.job.id, { view: "list", stage: list.stageId, tag: list.tagId, page: list.page + 1 })}>{p.nextPage}</Link> : null}
        </nav>
      ) : null}
    </div>
  );
}

/** The employer's pipeline for one job: board or list, the step confirming a rejection or hire, Undo, the editor. */
export function PipelineView({ data, reply }: { data: PipelineData; reply?: FormReply | null }) {
  useReplyToast(reply);
  const cancelTo = pathWith(data.job.id, { view: data.view === "list" ? "list" : null, stage: data.list?.stageId ?? null, page: data.list && data.list.page > 1 ? data.list.page : null });
  const tab = (view: PipelineData["view"], label: string) => (
    <Link
      to={pathWith(data.job.id, { view: view === "board" ? null : view })}
      aria-current={data.view === view ? "page" : undefined}
      className={`rounded-md px-3 py-1.5 text-sm font-medium ${data.view === view ? "bg-brand-600 text-white" : "border border-slate-300 hover:bg-slate-50"}`}
    >
      {label}
    </Link>
  );
  return (
    <section aria-labelledby="pipeline-title">
      <Link to="/dashboard/job-listings" className="text-sm font-medium text-brand-700 hover:underline">
        ← Back to job listings
      </Link>
      <h2 id="pipeline-title" className="mt-1 text-lg font-semibold leading-snug text-slate-900 sm:mt-2 sm:text-xl">
        Applicants for {data.job.title}
      </h2>
      <p className="text-sm text-slate-600">
        {data.job.company} · {counts.applicationsReceived(data.total)}
        {data.job.closedAt ? ` · ${p.jobClosed}` : ""}
      </p>
      <nav aria-label={p.viewLabel} className="mt-3 flex gap-2">
        {tab("board", p.boardView)}
        {tab("list", p.listView)}
        {tab("setup", p.setupView)}
      </nav>
      {data.undo ? <UndoNotice undo={data.undo} /> : null}
      {data.undoBatch ? <UndoBatchNotice undo={data.undoBatch} /> : null}
      <Suspense>
        {data.bulk ? <BulkStepPanel key={data.bulk.action} step={data.bulk} reply={reply} cancelTo={cancelTo} /> : null}
        {data.confirm ? <ConfirmStep confirm={data.confirm} cancelTo={cancelTo} reply={reply} /> : null}
      </Suspense>
      {data.view === "setup" ? (
        // The editors have a view of their own: a busy job's board and list neither load nor hydrate their forms.
        <Suspense>
          <PipelineEditor stages={data.stages} reply={reply} />
          {data.criteria ? <CriteriaEditor criteria={data.criteria} reply={reply} /> : null}
        </Suspense>
      ) : data.total === 0 ? (
        <p className="mt-6 rounded-xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">{p.noApplicants}</p>
      ) : data.view === "board" ? (
        <Board data={data} reply={reply} />
      ) : (
        <List data={data} reply={reply} />
      )}
    </section>
  );
}
