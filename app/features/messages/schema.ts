import { z } from "zod";
import { choice, optionalText, requiredText, serialId, textId } from "~/lib/form-schema";
import { formInput } from "~/lib/messages";
import { messaging as m } from "~/features/messages/messages";

/** The longest message body (characters). */
export const MESSAGE_MAX_LENGTH = 5000;
export const REPORT_REASON_MAX_LENGTH = 1000;

export const MESSAGE_INTENTS = { reply: "reply", block: "block", unblock: "unblock", report: "report" } as const;

/** A message body: plain text, 1–5000 characters after trimming, no control characters (line breaks are kept). */
export const messageBody = () => requiredText({ required: m.bodyRequired, max: MESSAGE_MAX_LENGTH, maxMessage: m.bodyTooLong });

/** The address of the compose page: which doctor, and optionally which job. */
export const ComposeQuerySchema = z.object({ doctor: textId(), job: serialId().optional() });

/** The first message of a conversation. */
export const StartThreadSchema = z.object({ doctor: textId(), job: serialId().optional(), body: messageBody() });

export const ReplySchema = z.object({ intent: choice([MESSAGE_INTENTS.reply], formInput.invalidId), body: messageBody() });

export const BlockSchema = z.object({ intent: choice([MESSAGE_INTENTS.block, MESSAGE_INTENTS.unblock], formInput.invalidId) });

export const ReportSchema = z.object({
  intent: choice([MESSAGE_INTENTS.report], formInput.invalidId),
  reason: optionalText({ max: REPORT_REASON_MAX_LENGTH, maxMessage: m.reportReasonTooLong }),
});

