import { useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { replyFor, replyMessage } from "~/components/forms/reply";
import type { FormReply } from "~/lib/form-schema";
import { formatDate } from "~/lib/format";
import { messageDoctorPath } from "~/lib/message-links";
import { commonWords } from "~/lib/messages";
import { interviewTexts } from "../interviews/messages";
import { bulk as b, pipeline as p } from "../messages";
import { movesFrom, type Stage } from "../stage-template";
import { ScoreSummary } from "../scorecards/components/score-summary";
import { scorecardTexts } from "../scorecards/messages";
import { InlineError } from "~/components/forms/inline-error";

export type PipelineApplicant = {
  id: number;
  doctorId: string;
  stageId: number | null;
  name: string;
  specialization: string | null;
  location: string | null;
  resumeUrl: string | null;
  coverNote: string | null;
  appliedDate: string | Date;
  history: { status: string; note?: string; at: string }[];
  /** The organisation's tags on this doctor. */
  tags?: string[];
  /** E-mails sent to the doctor about this application (from templates). */
  emails?: { subject: string; at: string | Date }[];
  /** The average score and the number of scorecards, when the viewer may see them. */
  score?: { average: string; count: number } | null;
  /** Who submitted a scorecard and when (only when the viewer may see the scores). */
  scorecards?: { by: string; at: string | Date }[];
};

/**
 * The card's moves, one form: the "Move to" select (every stage the application may go to, by keyboard or pointer,
 * with or without scripts) and the quick moves (the next stage, Reject), buttons naming their stage as `quickTo`
 * (the action takes it for `toStageId`). Moves to Rejected and Hired open their confirmation step first. It holds no
 * conform form state (decision 108): "Move" with no stage chosen is caught here before posting (the message beside
 * the select, the select focused), and by the action's MoveSchema when scripts have not loaded; any other refusal of
 * the action is shown in the same place.
 */
function MoveForm({ applicant, moves, quick, reply }: { applicant: PipelineApplicant; moves: Stage[]; quick: { stage: Stage; label: string; tone: "primary" | "danger" }[]; reply: FormReply | null | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("applicationId") === String(applicant.id) && navigation.formData?.get("intent") === "move" && !navigation.formData?.get("quickTo");
  const [unchosen, setUnchosen] = useState(false);
  const select = useRef<HTMLSelectElement>(null);
  // A refusal of the action belongs to this card only when it was this application that was posted.
  const error = unchosen ? p.chooseStageFirst : replyMessage(replyFor(reply, "applicationId", applicant.id));
  const id = `move-${applicant.id}`;
  return (
    <Form
      method="post"
      preventScrollReset
      id={id}
      noValidate
      className="mt-3 space-y-2"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        if (submitter?.getAttribute("name") === "quickTo" || select.current?.value) return;
        event.preventDefault();
        setUnchosen(true);
        select.current?.focus();
      }}
    >
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="applicationId" value={applicant.id} />
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-toStageId`} className="text-sm text-slate-700">
          {p.moveTo}
        </label>
        <select
          ref={select}
          id={`${id}-toStageId`}
          name="toStageId"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={() => setUnchosen(false)}
          className="rounded-md border border-slate-300 px-2 py-1.5 text-sm"
          data-testid="move-to"
          defaultValue=""
        >
          <option value="">{p.chooseStage}</option>
          {moves.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
        <button type="submit" disabled={busy} className="rounded-md bg-brand-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-brand-700 disabled:opacity-60">
          {busy ? p.moving : p.move}
        </button>
        <InlineError id={`${id}-error`} message={error} wide testId="move-error" />
      </div>
      {quick.length ? (
        <div className="flex flex-wrap gap-2">
          {quick.map(({ stage, label, tone }) => (
            <button
              key={stage.id}
              type="submit"
              name="quickTo"
              value={stage.id}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${tone === "danger" ? "border border-red-200 text-red-700 hover:bg-red-50" : "border border-slate-300 text-slate-800 hover:bg-slate-50"}`}
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}
    </Form>
  );
}

/** The application's stage moves, the e-mails sent about it and the scorecards submitted, oldest first. */
function timeline(applicant: PipelineApplicant): { label: string; at: string | Date; note?: string }[] {
  const entries = [
    ...applicant.history.map((h) => ({ label: h.status, at: h.at, note: h.note })),
    ...(applicant.emails ?? []).map((e) => ({ label: b.emailSent(e.subject), at: e.at })),
    ...(applicant.scorecards ?? []).map((s) => ({ label: scorecardTexts.submittedBy(s.by), at: s.at })),
  ];
  return entries.sort((x, y) => new Date(x.at).getTime() - new Date(y.at).getTime());
}

/** One applicant on the board or in the list: who, their papers, and the moves open to the employer. */
export function ApplicantCard({
  applicant,
  stages,
  jobId,
  reply,
  showStage,
  selectable,
}: {
  applicant: PipelineApplicant;
  stages: Stage[];
  jobId: number;
  reply: FormReply | null | undefined;
  showStage?: boolean;
  /** In the list: a checkbox of the bulk form (checked at first when "select all" is on). */
  selectable?: { form: string; checked: boolean };
}) {
  const stage = stages.find((s) => s.id === applicant.stageId);
  const moves = stage ? movesFrom(stage, stages) : [];
  const active = stages.filter((s) => s.kind === "active");
  const next = stage?.kind === "active" ? active[active.findIndex((s) => s.id === stage.id) + 1] : undefined;
  const reject = moves.find((s) => s.kind === "rejected");
  return (
    <article
      tabIndex={-1}
      data-applicant-id={applicant.id}
      data-testid="applicant"
      aria-label={applicant.name}
      // Off screen, a card is neither laid out nor painted until it is scrolled to (content-visibility): a board of 70
      // cards laid itself out several times while a phone read the page.
      className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm outline-none [contain-intrinsic-size:auto_15rem] [content-visibility:auto] focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      {selectable ? (
        <label className="flex items-center gap-2 font-semibold text-slate-900">
          <input
            key={String(selectable.checked)}
            type="checkbox"
            name="applicationId"
            value={applicant.id}
            form={selectable.form}
            defaultChecked={selectable.checked}
            aria-label={b.select(applicant.name)}
            className="h-4 w-4"
            data-testid="select-applicant"
          />
          <span>{applicant.name}</span>
        </label>
      ) : (
        <p className="font-semibold text-slate-900">{applicant.name}</p>
      )}
      <p className="text-sm text-slate-600">
        {applicant.specialization ?? "Medical Professional"}
        {applicant.location ? ` · ${applicant.location}` : ""}
      </p>
      <p className="text-xs text-slate-500">
        {p.appliedOn(formatDate(applicant.appliedDate))}
        {showStage && stage ? ` · ${stage.name}` : ""}
      </p>
      {applicant.score ? <ScoreSummary score={applicant.score} /> : null}
      <div className="mt-2 flex flex-wrap gap-2 text-sm">
        <Link to={messageDoctorPath(applicant.doctorId, jobId)} className="font-medium text-brand-700 hover:underline">
          {commonWords.message}
        </Link>
        <Link to={`/dashboard/candidates/${applicant.id}`} className="font-medium text-brand-700 hover:underline">
          {interviewTexts.candidateLink}
        </Link>
        {applicant.resumeUrl ? (
          <a href={applicant.resumeUrl} target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 hover:underline">
            {p.resume}
          </a>
        ) : (
          <span className="text-xs text-slate-500">{p.noResume}</span>
        )}
      </div>
      {applicant.tags?.length ? (
        <ul aria-label={b.tags} className="mt-1 flex flex-wrap gap-1" data-testid="applicant-tags">
          {applicant.tags.map((t) => (
            <li key={t} className="rounded-full bg-sky-100 px-2 py-0.5 text-xs font-medium text-sky-900">
              {t}
            </li>
          ))}
        </ul>
      ) : null}
      {applicant.coverNote ? <p className="mt-2 line-clamp-3 whitespace-pre-line rounded bg-slate-50 p-2 text-sm text-slate-700">{applicant.coverNote}</p> : null}
      {applicant.history.length > 1 || applicant.emails?.length || applicant.scorecards?.length ? (
        <details className="mt-2 text-sm">
          <summary className="cursor-pointer text-slate-600">{p.history}</summary>
          <ol className="mt-1 space-y-1 border-l-2 border-slate-200 pl-3" data-testid="applicant-timeline">
            {timeline(applicant).map((h, i) => (
              <li key={i}>
                <span className="font-medium">{h.label}</span> <span className="text-slate-500">· {formatDate(h.at)}</span>
                {h.note ? <span className="text-slate-600"> — {h.note}</span> : null}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
      {moves.length ? (
        <MoveForm
          applicant={applicant}
          moves={moves}
          reply={reply}
          quick={[...(next ? [{ stage: next, label: p.moveNext(next.name), tone: "primary" as const }] : []), ...(reject ? [{ stage: reject, label: p.reject, tone: "danger" as const }] : [])]}
        />
      ) : null}
    </article>
  );
}
