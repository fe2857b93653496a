// The offer forms: the team sends or withdraws an offer; the doctor accepts or declines it. Client-safe.
import { z } from "zod";
import { choice, optionalText, serialId } from "~/lib/form-schema";
import { SALARY_UNITS } from "~/lib/constants";
import { formInput } from "~/lib/messages";
import { parseDay } from "../interviews/india-time";
import { hiringTemplateId } from "../interviews/schema";
import { DECLINE_REASON_MAX, OFFER_MESSAGE_MAX, offerTexts as t } from "./messages";

/** The largest salary figure accepted (whole rupees; the column is a 32-bit integer). */
export const SALARY_MAX = 2_000_000_000;

export const SendOfferSchema = z.object({
  intent: choice(["sendOffer"], formInput.unknownAction),
  applicationId: serialId(),
  salary: z
    .string({ error: (issue) => (Array.isArray(issue.input) ? formInput.repeatedField : t.salaryRequired) })
    .transform((v) => v.replace(/[₹,\s]/g, ""))
    .refine((v) => /^\d{1,10}$/.test(v) && Number(v) >= 1 && Number(v) <= SALARY_MAX, { error: t.salaryInvalid })
    .transform(Number),
  salaryUnit: choice(SALARY_UNITS, formInput.unknownAction),
  startDate: z
    .string({ error: (issue) => (Array.isArray(issue.input) ? formInput.repeatedField : t.startDateRequired) })
    .refine((v) => parseDay(v) !== null, { error: t.startDateInvalid }),
  message: optionalText({ max: OFFER_MESSAGE_MAX }),
  letter: z.file({ error: (issue) => (Array.isArray(issue.input) ? formInput.repeatedField : t.letterInvalid) }).optional(),
  templateId: hiringTemplateId(),
});

export const WithdrawOfferSchema = z.object({
  intent: choice(["withdrawOffer"], formInput.unknownAction),
  offerId: serialId(),
});

export const AnswerOfferSchema = z.object({
  intent: choice(["acceptOffer", "declineOffer"], formInput.unknownAction),
  offerId: serialId(),
  reason: optionalText({ max: DECLINE_REASON_MAX }),
});

/** The team brings a candidate who declined the offer back from Withdrawn. */
export const BringBackSchema = z.object({
  intent: choice(["bringBack"], formInput.unknownAction),
  applicationId: serialId(),
});
