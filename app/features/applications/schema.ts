// The applications forms' schemas: applying on the job page, the employer's pipeline, the doctor's withdrawal.
// Each is used by its form in the browser and parsed again by its action. Client-safe.
import { z } from "zod";
import { checkbox, choice, optionalText, serialId } from "~/lib/form-schema";
import { formInput, resume as resumeMessages } from "~/lib/messages";
import { REJECTION_REASONS, pipeline } from "./messages";
import { STAGE_NAME_MAX } from "./stage-template";

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
  resume: optionalFile(resumeMessages.invalidFile.description),
});

/** The employer moves an application to another stage of its job (the board's and the list's "Move to"). */
export const MoveSchema = z.object({
  intent: choice(["move"], formInput.unknownAction),
  applicationId: serialId(),
  toStageId: serialId(),
});

/** The confirmed rejection: a reason from the list, and whether the previewed e-mail goes to the doctor. */
export const RejectSchema = z.object({
  intent: choice(["reject"], formInput.unknownAction),
  applicationId: serialId(),
  toStageId: serialId(),
  reason: choice(REJECTION_REASONS, pipeline.reasonRequired),
  mailDoctor: checkbox(),
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
