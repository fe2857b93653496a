// The interview forms: the team proposes, reschedules and cancels; the doctor picks a time, declines or asks for other
// times, or cancels. Each is used by its form in the browser and parsed again by its action. Client-safe.
import { z } from "zod";
import { choice, optionalText, serialId } from "~/lib/form-schema";
import { formInput } from "~/lib/messages";
import { parseIndiaDateTime } from "./india-time";
import { DOCTOR_MESSAGE_MAX, INTERVIEW_DURATIONS, INTERVIEW_TEXT_MAX, MAX_SLOTS, interviewTexts as t } from "./messages";

/** A date and time in India, from a datetime-local field. */
function indiaTime() {
  return z
    .string({ error: (issue) => (Array.isArray(issue.input) ? formInput.repeatedField : t.slotInvalid) })
    .refine((v) => parseIndiaDateTime(v) !== null, { error: t.slotInvalid })
    .transform((v) => parseIndiaDateTime(v) as Date);
}

/** A video link: https only (it becomes a link in mails and calendars). */
const videoUrl = optionalText({ max: 500 }).refine(
  (v) => {
    if (v === undefined) return true;
    try {
      return new URL(v).protocol === "https:";
    } catch {
      return false;
    }
  },
  { error: t.videoUrlInvalid },
);

/**
 * The template the mail is written from: a template's id, or "builtin" for the built-in text. Left out, the
 * organisation's first template of the kind is used (the form always sends one).
 */
export function hiringTemplateId() {
  return z
    .string({ error: (issue) => (Array.isArray(issue.input) ? formInput.repeatedField : t.templateInvalid) })
    .regex(/^(builtin|\d{1,9})$/, { error: t.templateInvalid })
    .transform((v): number | "builtin" => (v === "builtin" ? "builtin" : Number(v)))
    .refine((v) => v === "builtin" || v >= 1, { error: t.templateInvalid })
    .optional();
}

/** The team proposes one time or several (slots[0] … slots[4]; empty ones are left out). */
export const ProposeInterviewSchema = z
  .object({
    intent: choice(["proposeInterview"], formInput.unknownAction),
    applicationId: serialId(),
    slots: z.preprocess(
      (value) => (Array.isArray(value) ? value.filter((v) => v !== undefined && v !== "") : value),
      z.array(indiaTime(), { error: t.slotRequired }).min(1, { error: t.slotRequired }).max(MAX_SLOTS, { error: t.slotRequired }),
    ),
    durationMinutes: choice(INTERVIEW_DURATIONS, formInput.unknownAction).transform(Number),
    location: optionalText({ max: INTERVIEW_TEXT_MAX }),
    videoUrl,
    note: optionalText({ max: INTERVIEW_TEXT_MAX }),
    templateId: hiringTemplateId(),
  })
  .refine((v) => v.location !== undefined || v.videoUrl !== undefined, { error: t.placeOrLink, path: ["location"] })
  // zod runs these on an object whose fields failed too: only well-formed times are compared.
  .refine((v) => !Array.isArray(v.slots) || new Set(v.slots.map((s) => (s instanceof Date ? s.getTime() : String(s)))).size === v.slots.length, {
    error: t.slotTwice,
    path: ["slots"],
  });

/** The team moves a booked interview to a new time. */
export const RescheduleInterviewSchema = z.object({
  intent: choice(["rescheduleInterview"], formInput.unknownAction),
  interviewId: serialId(),
  startsAt: indiaTime(),
});

/** Either side cancels (the team: proposed or booked; the doctor: booked). */
export const CancelInterviewSchema = z.object({
  intent: choice(["cancelInterview"], formInput.unknownAction),
  interviewId: serialId(),
});

/** The doctor books one of the offered times (an ISO instant, as the card lists them). */
export const PickSlotSchema = z.object({
  intent: choice(["pickSlot"], formInput.unknownAction),
  interviewId: serialId(),
  slot: z
    .string({ error: t.slotNotOffered })
    .max(40, { error: t.slotNotOffered })
    .refine((v) => !Number.isNaN(Date.parse(v)), { error: t.slotNotOffered })
    .transform((v) => new Date(v)),
});

/** The doctor declines, or asks for other times with a message. */
export const AnswerInterviewSchema = z
  .object({
    intent: choice(["declineInterview", "askOtherTimes"], formInput.unknownAction),
    interviewId: serialId(),
    message: optionalText({ max: DOCTOR_MESSAGE_MAX }),
  })
  .refine((v) => v.intent !== "askOtherTimes" || v.message !== undefined, { error: t.messageRequired, path: ["message"] });
