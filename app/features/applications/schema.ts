// The applications forms' schemas: applying on the job page, the employer's pipeline, the doctor's withdrawal.
// Each is used by its form in the browser and parsed again by its action. Client-safe.
import { z } from "zod";
import { checkbox, choice, optionalText, requiredText, serialId } from "~/lib/form-schema";
import { formInput, resumeUpload } from "~/lib/messages";
import { parseApplicationSource } from "~/lib/application-sources";
import { REJECTION_REASONS, bulk, pipeline } from "./messages";
import { BULK_ACTIONS, STAGE_NAME_MAX } from "./stage-template";

/** The longest cover note or pipeline note, in characters. */
export const NOTE_MAX = 2000;

/** A note a person typed; a posted line break (CRLF) counts as one character, as the textarea's maxlength counts it. */
function note(maxMessage: string) {
  return z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\r\n/g, "\n") : value),
    optionalText({ max: NOTE_MAX, maxMessage }),
  );
}

/** An optional file input: one file, or none chosen (conform reads an empty file input as undefined). */
function optionalFile(message: string) {
  return z.file({ error: (issue) => (Array.isArray(issue.input) ? formInput.repeatedField : message) }).optional();
}

/** The job page's Apply form: a cover note, and a resume when the doctor has none on file yet. */
export const ApplySchema = z.object({
  intent: choice(["apply"], formInput.unknownAction),
  coverNote: note(formInput.coverNoteTooLong),
  resume: optionalFile(resumeUpload.invalidFile.description),
  /** Where the doctor came from (the job page's ?src=): one of the fixed list, anything else is unknown, never an error. */
  src: z.unknown().transform(parseApplicationSource).optional(),
});

/** The employer moves an application to another stage of its job (the board's and the list's "Move to"). */
export const MoveSchema = z.object({
  intent: choice(["move"], formInput.unknownAction),
  applicationId: serialId(),
  toStageId: serialId(pipeline.chooseStageFirst),
});

/** The confirmed rejection: a reason from the list, and whether the previewed e-mail goes to the doctor. */
export const RejectSchema = z.object({
  intent: choice(["reject"], formInput.unknownAction),
  applicationId: serialId(),
  toStageId: serialId(),
  reason: choice(REJECTION_REASONS, pipeline.reasonRequired),
  mailDoctor: checkbox(),
  /** The organisation's template the e-mail is written from; absent: the built-in text. */
  template: z.union([z.literal("builtin"), serialId()], { error: bulk.templateNotFound }).optional(),
});

/** The confirmed hire, and whether the job closes with it. */
export const HireSchema = z.object({
  intent: choice(["hire"], formInput.unknownAction),
  applicationId: serialId(),
  toStageId: serialId(),
  closeJob: checkbox(),
});

/** Undo of the move just made. */
export const UndoMoveSchema = z.object({
  intent: choice(["undo"], formInput.unknownAction),
  moveId: serialId(),
});

/** One change to the job's pipeline; which fields it needs depends on the intent (checked by editPipeline). */
export const StageEditSchema = z.object({
  intent: choice(["addStage", "renameStage", "moveStage", "removeStage"], formInput.unknownAction),
  stageId: serialId().optional(),
  name: optionalText({ max: STAGE_NAME_MAX, maxMessage: pipeline.stageNameTooLong(STAGE_NAME_MAX) }),
  direction: choice(["up", "down"], formInput.unknownAction).optional(),
});

/** The doctor withdraws an application. */
export const WithdrawSchema = z.object({
  intent: choice(["withdraw"], formInput.unknownAction).optional(),
  applicationId: serialId(),
});

/** The most candidates one bulk action takes (a page of the list is 25). */
export const BULK_MAX = 100;

/** The selected candidates: the checkboxes' repeated `applicationId`, at least one, at most BULK_MAX, each an id. */
const selection = () =>
  z.preprocess(
    (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]),
    z
      .array(serialId(), { error: bulk.noneSelected })
      .min(1, { error: bulk.noneSelected })
      .max(BULK_MAX, { error: bulk.tooMany(BULK_MAX) }),
  );

/** The list's toolbar: which action to take on the selection (its step opens next). */
export const BulkStepSchema = z.object({
  intent: choice(["bulk-step"], formInput.unknownAction),
  applicationId: selection(),
  bulkAction: choice(BULK_ACTIONS, formInput.unknownAction),
});

export const BulkMoveSchema = z.object({
  intent: choice(["bulk-move"], formInput.unknownAction),
  applicationId: selection(),
  toStageId: serialId(),
});

/** The confirmed bulk rejection: a reason, and the template the doctors are mailed ("none": no e-mail). */
export const BulkRejectSchema = z.object({
  intent: choice(["bulk-reject"], formInput.unknownAction),
  applicationId: selection(),
  reason: choice(REJECTION_REASONS, pipeline.reasonRequired),
  template: z.union([z.literal("none"), z.literal("builtin"), serialId()], { error: bulk.templateNotFound }),
});

export const TAG_NAME_MAX = 40;

export const BulkTagSchema = z.object({
  intent: choice(["bulk-tag"], formInput.unknownAction),
  applicationId: selection(),
  tag: requiredText({ required: bulk.tagRequired, max: TAG_NAME_MAX, maxMessage: bulk.tagTooLong(TAG_NAME_MAX), collapseSpaces: true }),
});

export const BULK_MESSAGE_MAX = 5000;

export const BulkMessageSchema = z.object({
  intent: choice(["bulk-message"], formInput.unknownAction),
  applicationId: selection(),
  body: z.preprocess(
    (value) => (typeof value === "string" ? value.replace(/\r\n/g, "\n") : value),
    requiredText({ required: bulk.messageRequired, max: BULK_MESSAGE_MAX, maxMessage: bulk.tagTooLong(BULK_MESSAGE_MAX) }),
  ),
});

/** Export of the selected candidates (the toolbar's second button). */
export const BulkExportSchema = z.object({ applicationId: selection() });

/** "Undo all" of a bulk move. */
export const UndoBatchSchema = z.object({
  intent: choice(["undo-batch"], formInput.unknownAction),
  batchId: z.uuid({ error: formInput.invalidId }),
});
