import { redirect } from "react-router";
import { can, type MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { fileBytes } from "~/server-lib/upload.server";
import { toastHeader } from "~/services/toast/toast.server";
import { attachCandidateFile, removeCandidateFile } from "./candidate-files.server";
import { addCandidateNote, deleteCandidateNote, mentionableColleagues } from "./candidate-notes.server";
import { AppError } from "~/lib/errors";
import { candidateScope, NO_ORGANISATION } from "./candidate-scope.server";
import { recordTexts as t } from "./messages";
import { AddNoteSchema, AttachFileSchema, DeleteNoteSchema, RemoveFileSchema, type RecordIntent } from "./schema";
import { loadTimeline, parseCursor } from "./timeline.server";

/**
 * The candidate record on the candidate page: the doctor's applications to the organisation, the timeline page, and
 * the forms' choices. Null for a job of no organisation (only the platform admin's), which has no team to keep one.
 */
export async function loadCandidateRecord({ actor, applicationId, before }: { actor: MaybeActor; applicationId: number; before?: string | null }) {
  const scope = await candidateScope(actor, applicationId, "view").catch((error: unknown) => {
    if (error instanceof AppError && error.code === "not_found" && error.message === NO_ORGANISATION) return null;
    throw error;
  });
  if (!scope) return null;
  const cursor = parseCursor(before);
  const [timeline, colleagues] = await Promise.all([loadTimeline(scope, cursor), mentionableColleagues(scope)]);
  const role = scope.actor.membership?.role;
  return {
    applicationId: scope.record.id,
    viewerId: scope.actor.userId,
    applications: scope.applications.map((a) => ({ id: a.id, jobTitle: a.jobTitle, stageName: a.stageName, createdAt: a.createdAt.toISOString(), withdrawn: a.withdrawn })),
    timeline,
    olderPage: cursor !== null,
    colleagues: colleagues.map((c) => ({ userId: c.userId, name: c.name })),
    mayAttach: can.moveCandidates(scope.actor, { id: scope.record.jobId, organisationId: scope.organisationId }),
    mayRemoveAnyFile: role === "owner" || role === "admin",
  };
}
export type CandidateRecordData = NonNullable<Awaited<ReturnType<typeof loadCandidateRecord>>>;

async function done(path: string, toast: Parameters<typeof toastHeader>[0]) {
  return redirect(path, { headers: { "Set-Cookie": await toastHeader(toast) } });
}

/** The record's forms on the candidate page: add and delete notes, attach and remove files. */
export async function handleRecordAction({ form, actor, applicationId, intent }: { form: FormData; actor: MaybeActor; applicationId: number; intent: RecordIntent }) {
  const back = `/dashboard/candidates/${applicationId}`;
  if (intent === "addNote") {
    const submission = parseForm(form, AddNoteSchema);
    if (submission.status !== "success") return invalidForm(submission);
    try {
      const note = await addCandidateNote({ actor, applicationId, body: submission.value.body, mentions: submission.value.mentions });
      return done(`${back}#note-${note.id}`, note.mentioned.length > 0 ? t.noteAddedMentions(note.mentioned.length) : t.noteAdded);
    } catch (error) {
      return actionError(error, { toastTitle: t.noteFailed, submission, context: "adding a candidate note failed" });
    }
  }
  if (intent === "deleteNote") {
    const submission = parseForm(form, DeleteNoteSchema);
    if (submission.status !== "success") return invalidForm(submission);
    try {
      await deleteCandidateNote({ actor, applicationId, noteId: submission.value.noteId });
      return done(back, t.noteDeleted);
    } catch (error) {
      return actionError(error, { toastTitle: t.noteFailed, submission, context: "deleting a candidate note failed" });
    }
  }
  if (intent === "attachFile") {
    const submission = parseForm(form, AttachFileSchema);
    if (submission.status !== "success") return invalidForm(submission);
    try {
      const file = (await fileBytes(submission.value.file)) ?? { bytes: new Uint8Array(), name: "" };
      await attachCandidateFile({ actor, applicationId, file });
      return done(back, t.fileAttached);
    } catch (error) {
      return actionError(error, { toastTitle: t.fileFailed, submission, context: "attaching a candidate file failed" });
    }
  }
  const submission = parseForm(form, RemoveFileSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await removeCandidateFile({ actor, applicationId, candidateFileId: submission.value.candidateFileId });
    return done(back, t.fileRemoved);
  } catch (error) {
    return actionError(error, { toastTitle: t.fileFailed, submission, context: "removing a candidate file failed" });
  }
}
