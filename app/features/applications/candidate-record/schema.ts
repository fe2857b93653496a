// The candidate record's forms: add or delete a note, attach or remove a file. Client-safe.
import { z } from "zod";
import { choice, requiredText, serialId } from "~/lib/form-schema";
import { parseTextId } from "~/lib/ids";
import { formInput } from "~/lib/messages";
import { MAX_MENTIONS, NOTE_MAX, recordTexts as t } from "./messages";

/** The intents the candidate record answers on the candidate page. */
export const RECORD_INTENTS = ["addNote", "deleteNote", "attachFile", "removeFile"] as const;
export type RecordIntent = (typeof RECORD_INTENTS)[number];
export const isRecordIntent = (value: unknown): value is RecordIntent => typeof value === "string" && (RECORD_INTENTS as readonly string[]).includes(value);

/** Ticked colleagues: none, one (a string) or several (an array), each an account id. */
const mentions = z.preprocess(
  (value) => (value === undefined || value === "" ? [] : Array.isArray(value) ? value.filter((v) => v !== "") : [value]),
  z
    .array(z.string({ error: t.mentionUnknown }).refine((v) => parseTextId(v) !== null, { error: t.mentionUnknown }), { error: t.mentionUnknown })
    .max(MAX_MENTIONS, { error: t.tooManyMentions })
    .transform((ids) => [...new Set(ids)]),
);

export const AddNoteSchema = z.object({
  intent: choice(["addNote"], formInput.unknownAction),
  body: requiredText({ required: t.noteRequired, max: NOTE_MAX, maxMessage: t.noteTooLong }),
  mentions,
});

export const DeleteNoteSchema = z.object({
  intent: choice(["deleteNote"], formInput.unknownAction),
  noteId: serialId(t.noteNotFound),
});

export const AttachFileSchema = z.object({
  intent: choice(["attachFile"], formInput.unknownAction),
  file: z.file({ error: (issue) => (Array.isArray(issue.input) ? formInput.repeatedField : t.fileRequired) }),
});

export const RemoveFileSchema = z.object({
  intent: choice(["removeFile"], formInput.unknownAction),
  candidateFileId: serialId(t.fileNotFound),
});
