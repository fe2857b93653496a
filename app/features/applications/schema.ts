// The applications forms' schemas: applying on the job page, the employer's status change, the doctor's withdrawal.
// Each is used by its form in the browser and parsed again by its action. Client-safe.
import { z } from "zod";
import { choice, optionalText, serialId } from "~/lib/form-schema";
import { formInput, resume as resumeMessages } from "~/lib/messages";
import { INTERVIEW_SCHEDULED, OFFER_EXTENDED, REJECTED, UNDER_REVIEW, WITHDRAWN } from "./statuses";

/** The longest cover note or pipeline note, in characters. */
export const NOTE_MAX = 2000;

/** Every status an application can have. */
export const APPLICATION_STATUSES = [UNDER_REVIEW, INTERVIEW_SCHEDULED, OFFER_EXTENDED, REJECTED, WITHDRAWN] as const;

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

/** The employer moves an application along the pipeline, with an optional note to the doctor. */
export const StatusChangeSchema = z.object({
  intent: choice(["move"], formInput.unknownAction).optional(),
  applicationId: serialId(),
  status: choice(APPLICATION_STATUSES, formInput.invalidStatus),
  note: note(formInput.noteTooLong),
});

/** The doctor withdraws an application. */
export const WithdrawSchema = z.object({
  intent: choice(["withdraw"], formInput.unknownAction).optional(),
  applicationId: serialId(),
});
