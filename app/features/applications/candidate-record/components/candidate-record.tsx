import { getFormProps } from "@conform-to/react";
import { Form, Link } from "react-router";
import { FormErrors, TextareaField, useAppForm } from "~/components/forms/app-form";
import { Field } from "~/components/ui/field";
import type { FormReply } from "~/lib/form-schema";
import { formatDate, formatDateTime } from "~/lib/format";
import { salaryText } from "../../components/candidate-hiring";
import { interviewTexts } from "../../interviews/messages";
import { offerTexts } from "../../offers/messages";
import { recordTexts as t } from "../messages";
import { AddNoteSchema, AttachFileSchema, DeleteNoteSchema, RemoveFileSchema } from "../schema";
import type { TimelineEntry } from "../timeline.server";

// The candidate record on the candidate page: the doctor's applications to the organisation's jobs, the note and
// file forms, and the timeline, newest first, one page at a time. Works without JavaScript.

type Entry = TimelineEntry;

export type CandidateRecordView = {
  applicationId: number;
  viewerId: string;
  applications: { id: number; jobTitle: string; stageName: string; createdAt: string; withdrawn: boolean }[];
  timeline: { entries: Entry[]; next: string | null };
  olderPage: boolean;
  colleagues: { userId: string; name: string }[];
  mayAttach: boolean;
  mayRemoveAnyFile: boolean;
};

const button = "inline-flex min-h-6 items-center rounded-md px-4 py-2 text-sm font-semibold";
const primary = `${button} bg-brand-600 text-white hover:bg-brand-700`;
const danger = `${button} border border-red-200 text-red-700 hover:bg-red-50`;
const card = "space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm";

const postedIntent = (reply: FormReply | null | undefined, intent: string) => (reply?.result?.initialValue?.intent === intent ? (reply ?? null) : null);

function AddNoteForm({ data, reply }: { data: CandidateRecordView; reply?: FormReply | null }) {
  const own = postedIntent(reply, "addNote");
  const [form, fields] = useAppForm(AddNoteSchema, { id: "add-note", reply: own });
  const ticked = own?.result?.initialValue?.mentions;
  const tickedIds = new Set(Array.isArray(ticked) ? ticked.map(String) : ticked ? [String(ticked)] : []);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3" aria-labelledby="add-note-heading">
      <h3 id="add-note-heading" className="font-semibold text-slate-900">
        {t.notesHeading}
      </h3>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="addNote" />
      <TextareaField field={fields.body} label={t.noteLabel} hint={t.noteHint} rows={4} />
      <fieldset className="space-y-1">
        <legend className="text-sm font-medium text-slate-700">{t.mentionLegend}</legend>
        {data.colleagues.length === 0 ? <p className="text-sm text-slate-600">{t.noColleagues}</p> : null}
        <div className="flex flex-wrap gap-x-4 gap-y-1">
          {data.colleagues.map((c) => (
            <label key={c.userId} className="inline-flex min-h-6 items-center gap-2 text-sm text-slate-700">
              <input type="checkbox" name={fields.mentions.name} value={c.userId} defaultChecked={tickedIds.has(c.userId)} className="size-4" />
              {c.name}
            </label>
          ))}
        </div>
        {fields.mentions.errors?.[0] ? (
          <p className="text-sm text-red-600" role="alert" id="mentions-error">
            {fields.mentions.errors[0]}
          </p>
        ) : null}
      </fieldset>
      <button type="submit" className={primary}>
        {t.addNote}
      </button>
    </Form>
  );
}

function AttachFileForm({ reply }: { reply?: FormReply | null }) {
  const [form, fields] = useAppForm(AttachFileSchema, { id: "attach-file", reply: postedIntent(reply, "attachFile") });
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="space-y-3" aria-labelledby="attach-file-heading">
      <h3 id="attach-file-heading" className="font-semibold text-slate-900">
        {t.filesHeading}
      </h3>
      <FormErrors form={form} />
      <input type="hidden" name="intent" value="attachFile" />
      <Field id={fields.file.id} label={t.fileLabel} error={fields.file.errors?.[0]}>
        <input type="file" id={fields.file.id} name={fields.file.name} required accept="application/pdf,image/png,image/jpeg,image/webp" className="block w-full text-sm" />
      </Field>
      <button type="submit" className={primary}>
        {t.attachFile}
      </button>
    </Form>
  );
}

/** A destructive form behind a disclosure: the first click asks, the second does it (no script needed). */
function ConfirmedForm({ intent, idName, id, label, question, confirm, reply, schema }: { intent: string; idName: string; id: number; label: string; question: string; confirm: string; reply?: FormReply | null; schema: typeof DeleteNoteSchema | typeof RemoveFileSchema }) {
  const own = postedIntent(reply, intent)?.result?.initialValue?.[idName] === String(id) ? reply : null;
  const [form] = useAppForm(schema, { id: `${intent}-${id}`, reply: own });
  return (
    <details className="text-sm">
      <summary className="inline-flex min-h-6 cursor-pointer items-center font-medium text-red-700 hover:underline">{label}</summary>
      <Form method="post" {...getFormProps(form)} className="mt-2 space-y-2 rounded-md bg-red-50 p-2">
        <FormErrors form={form} />
        <p className="text-slate-800">{question}</p>
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name={idName} value={id} />
        <button type="submit" className={danger}>
          {confirm}
        </button>
      </Form>
    </details>
  );
}

function what(entry: Entry): string {
  const e = t.event;
  switch (entry.kind) {
    case "applied":
      return e.applied(entry.jobTitle ?? "");
    case "move":
      return `${e.moved(entry.a, entry.b ?? "")}${entry.d ? ` ${e.moveUndone}` : ""}`;
    case "email":
      return e.email(entry.a ?? "");
    case "interview":
      return e.interview(interviewTexts.status[entry.a as keyof typeof interviewTexts.status] ?? entry.a ?? "");
    case "offer":
      return e.offer(offerTexts.status[entry.a as keyof typeof offerTexts.status] ?? entry.a ?? "");
    case "note":
      return e.note;
    case "file":
      return e.file(entry.a ?? t.unnamedFile);
    case "tag":
      return e.tagged(entry.a ?? "");
    case "message":
      return entry.a === "doctor" ? e.messageFromDoctor : e.messageToDoctor;
  }
}

function EntryDetails({ entry, data, reply }: { entry: Entry; data: CandidateRecordView; reply?: FormReply | null }) {
  if (entry.kind === "move" && (entry.c || entry.e))
    return (
      <>
        {entry.c ? <p className="text-sm text-slate-700">{t.event.reason(entry.c)}</p> : null}
        {entry.e ? <p className="text-sm text-slate-700" data-testid="move-note">{entry.e}</p> : null}
      </>
    );
  if (entry.kind === "email" || entry.kind === "message") return entry.b ? <p className="whitespace-pre-line text-sm text-slate-700">{entry.b}</p> : null;
  if (entry.kind === "interview" && entry.b) return <p className="text-sm text-slate-700">{t.event.interviewAt(formatDateTime(new Date(Number(entry.b))))}</p>;
  if (entry.kind === "offer" && entry.b) return <p className="text-sm text-slate-700">{offerTexts.salaryLine(salaryText({ salary: Number(entry.b), salaryUnit: entry.c === "month" ? "month" : "year" }))}</p>;
  if (entry.kind === "note")
    return (
      <div className="space-y-1">
        <p className="whitespace-pre-line text-sm text-slate-800" data-testid="note-body">
          {entry.a}
        </p>
        {entry.b ? <p className="text-xs text-slate-600">{`${t.mentioned}: ${entry.b}`}</p> : null}
        {entry.actorId === data.viewerId ? (
          <ConfirmedForm intent="deleteNote" idName="noteId" id={entry.id} label={t.deleteNote} question={t.deleteNoteQuestion} confirm={t.deleteNoteConfirm} reply={reply} schema={DeleteNoteSchema} />
        ) : null}
      </div>
    );
  if (entry.kind === "file")
    return (
      <div className="space-y-1">
        <a href={`/dashboard/candidate-files/${entry.id}`} className="inline-flex min-h-6 items-center text-sm font-medium text-brand-700 underline">
          {t.openFile(entry.a ?? t.unnamedFile)}
        </a>
        {entry.actorId === data.viewerId || data.mayRemoveAnyFile ? (
          <ConfirmedForm intent="removeFile" idName="candidateFileId" id={entry.id} label={t.removeFile} question={t.removeFileQuestion} confirm={t.removeFileConfirm} reply={reply} schema={RemoveFileSchema} />
        ) : null}
      </div>
    );
  return null;
}

function Timeline({ data, reply }: { data: CandidateRecordView; reply?: FormReply | null }) {
  const { entries, next } = data.timeline;
  const here = `/dashboard/candidates/${data.applicationId}`;
  return (
    <section aria-labelledby="timeline-heading" className={card}>
      <h2 id="timeline-heading" className="text-lg font-semibold text-slate-900">
        {t.timelineHeading}
      </h2>
      {entries.length === 0 ? <p className="text-sm text-slate-600">{t.timelineEmpty}</p> : null}
      <ol className="space-y-3" data-testid="timeline">
        {entries.map((entry) => (
          <li key={`${entry.kind}-${entry.id}`} id={entry.kind === "note" ? `note-${entry.id}` : undefined} className="space-y-1 border-l-2 border-slate-200 pl-3" data-kind={entry.kind}>
            <p className="text-sm font-medium text-slate-900">{what(entry)}</p>
            <p className="text-xs text-slate-600">
              <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
              {entry.jobTitle && entry.kind !== "applied" ? ` · ${t.onJob(entry.jobTitle)}` : ""}
              {entry.actorId ? ` · ${t.by(entry.actorName ?? t.someone)}` : ""}
            </p>
            <EntryDetails entry={entry} data={data} reply={reply} />
          </li>
        ))}
      </ol>
      <nav aria-label={t.timelineHeading} className="flex flex-wrap gap-4 text-sm">
        {data.olderPage ? (
          <Link to={`${here}#timeline-heading`} className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline">
            {t.newestEntries}
          </Link>
        ) : null}
        {next ? (
          <Link to={`${here}?before=${encodeURIComponent(next)}#timeline-heading`} className="inline-flex min-h-6 items-center font-medium text-brand-700 hover:underline">
            {t.olderEntries}
          </Link>
        ) : null}
      </nav>
    </section>
  );
}

/** The candidate record: one person across the organisation's jobs, with the team's notes and files and the timeline. */
export function CandidateRecord({ data, reply }: { data: CandidateRecordView; reply?: FormReply | null }) {
  return (
    <div className="space-y-6">
      <section aria-labelledby="record-applications-heading" className={card}>
        <h2 id="record-applications-heading" className="text-lg font-semibold text-slate-900">
          {t.applicationsHeading}
        </h2>
        <p className="text-sm text-slate-600">{t.applicationsIntro}</p>
        <ul className="space-y-1 text-sm" data-testid="record-applications">
          {data.applications.map((a) => (
            <li key={a.id}>
              {a.id === data.applicationId ? (
                <span className="font-medium text-slate-900" aria-current="page">{`${a.jobTitle} (${t.thisApplication})`}</span>
              ) : (
                <Link to={`/dashboard/candidates/${a.id}`} className="inline-flex min-h-6 items-center font-medium text-brand-700 underline">
                  {a.jobTitle}
                </Link>
              )}
              <span className="text-slate-600">{` · ${a.stageName} · ${t.appliedOn(formatDate(a.createdAt))}`}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-label={t.notesHeading} className={card}>
        <AddNoteForm data={data} reply={reply} />
      </section>
      {data.mayAttach ? (
        <section aria-label={t.filesHeading} className={card}>
          <AttachFileForm reply={reply} />
        </section>
      ) : null}
      <Timeline data={data} reply={reply} />
    </div>
  );
}
