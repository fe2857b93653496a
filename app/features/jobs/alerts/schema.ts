import { z } from "zod";
import { ALERT_FREQUENCIES } from "~/db/alert-frequencies";
import { choice, optionalText, serialId } from "~/lib/form-schema";
import { formInput } from "~/lib/messages";
import { jobAlertTexts as m } from "~/features/jobs/messages";

// The job alert forms: created from /jobs (a search's query string travels in a hidden field), managed in the
// dashboard. Client-safe.

export { ALERT_FREQUENCIES };
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
export const ALERT_NAME_MAX = 80;
/** A saved search's query string; /jobs URLs are far shorter. */
export const ALERT_QUERY_MAX = 2000;
/** Alerts one account (or one e-mail address) may keep. */
export const ALERTS_PER_OWNER = 20;

export const ALERT_INTENTS = { create: "create-alert", update: "update-alert", pause: "pause-alert", resume: "resume-alert", delete: "delete-alert" } as const;

const isEmail = (value: string) => z.email().safeParse(value).success;

export const CreateAlertSchema = z.object({
  intent: choice([ALERT_INTENTS.create], formInput.invalidId),
  query: optionalText({ max: ALERT_QUERY_MAX, maxMessage: m.queryInvalid }),
  name: optionalText({ max: ALERT_NAME_MAX, maxMessage: m.nameTooLong }),
  frequency: choice(ALERT_FREQUENCIES, m.frequencyInvalid),
  /** Visitors only: where the alerts go (signed-in doctors' alerts go to their account's address). */
  email: optionalText({ max: 254 }).refine((v) => v === undefined || isEmail(v), { error: m.emailInvalid }),
  /** A field people never see: a form that fills it is a robot's. */
  website: optionalText({ max: 200 }),
});

export const UpdateAlertSchema = z.object({
  intent: choice([ALERT_INTENTS.update], formInput.invalidId),
  id: serialId(),
  name: optionalText({ max: ALERT_NAME_MAX, maxMessage: m.nameTooLong }),
  frequency: choice(ALERT_FREQUENCIES, m.frequencyInvalid),
});

export const AlertIdSchema = z.object({
  intent: choice([ALERT_INTENTS.pause, ALERT_INTENTS.resume, ALERT_INTENTS.delete], formInput.invalidId),
  id: serialId(),
});

export type CreateAlertInput = z.output<typeof CreateAlertSchema>;
