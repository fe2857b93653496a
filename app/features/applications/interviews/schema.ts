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

/** One time or several (slots[0] … slots[4]; empty ones are left out), with the duration, place, link and note. */
const slotFields = {
  slots: z.preprocess(
    (value) => (Array.isArray(value) ? value.filter((v) => v !== undefined && v !== "") : value),
    z.array(indiaTime(), { error: t.slotRequired }).min(1, { error: t.slotRequired }).max(MAX_SLOTS, { error: t.slotRequired }),
  ),
  durationMinutes: choice(INTERVIEW_DURATIONS, formInput.unknownAction).transform(Number),
  location: optionalText({ max: INTERVIEW_TEXT_MAX }),
  videoUrl,
  note: optionalText({ max: INTERVIEW_TEXT_MAX }),
};

const hasPlaceOrLink = (v: { location?: string; videoUrl?: string }) => v.location !== undefined || v.videoUrl !== undefined;
// zod runs these on an object whose fields failed too: only well-formed times are compared.
const noTimeTwice = (v: { slots?: unknown }) => !Array.isArray(v.slots) || new Set(v.slots.map((s) => (s instanceof Date ? s.getTime() : String(s)))).size === v.slots.length;

/** The team proposes one time or several. */
export const ProposeInterviewSchema = z
  .object({
    intent: choice(["proposeInterview"], formInput.unknownAction),
    applicationId: serialId(),
    ...slotFields,
    templateId: hiringTemplateId(),
  })
  .refine(hasPlaceOrLink, { error: t.placeOrLink, path: ["location"] })
  .refine(noTimeTwice, { error: t.slotTwice, path: ["slots"] });

/** The team offers new times for a booked interview, by the same rules as a proposal. */
export const OfferNewTimesSchema = z
  .object({
    intent: choice(["offerNewTimes"], formInput.unknownAction),
    interviewId: serialId(),
    ...slotFields,
  })
  .refine(hasPlaceOrLink, { error: t.placeOrLink, path: ["location"] })
  .refine(noTimeTwice, { error: t.slotTwice, path: ["slots"] });

/** The team withdraws the new times still waiting for the doctor. */
export const WithdrawNewTimesSchema = z.object({
  intent: choice(["withdrawNewTimes"], formInput.unknownAction),
  interviewId: serialId(),
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
