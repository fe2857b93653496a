// The admin's account tools: one schema per form, client-safe.
import { z } from "zod";
import { ROLES } from "~/lib/constants";
import { choice, optionalText, requiredText, textId } from "~/lib/form-schema";
import { formInput, validation } from "~/lib/messages";
import { accountAdmin } from "~/features/admin/messages";

export const REASON_MAX = 500;

const userId = () => textId();

export const ApproveEmployerSchema = z.object({ intent: z.literal("approve"), userId: userId() });
export const RejectEmployerSchema = z.object({
  intent: z.literal("reject"),
  userId: userId(),
  reason: requiredText({ required: accountAdmin.rejectReasonRequired, max: REASON_MAX, maxMessage: validation.tooLong }),
});
export const SetPendingSchema = z.object({ intent: z.literal("pending"), userId: userId() });
export const BanSchema = z.object({
  intent: z.literal("ban"),
  userId: userId(),
  reason: requiredText({ required: accountAdmin.banReasonRequired, max: REASON_MAX, maxMessage: validation.tooLong }),
});
export const UserOnlySchema = z.object({ intent: z.enum(["unban", "revoke-sessions", "resend-confirmation", "reset-two-factor"]), userId: userId() });

/** Every admin form on the account pages, told apart by its intent. */
export const AdminActionSchema = z.discriminatedUnion(
  "intent",
  [ApproveEmployerSchema, RejectEmployerSchema, SetPendingSchema, BanSchema, UserOnlySchema],
  { error: formInput.unknownAction },
);
export type AdminActionInput = z.output<typeof AdminActionSchema>;

export const ACCOUNT_STATUSES = ["active", "banned", "unconfirmed", "pending", "verified"] as const;

const date = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, formInput.invalidId)
  .transform((v) => new Date(`${v}T00:00:00Z`))
  .refine((d) => !Number.isNaN(d.getTime()), formInput.invalidId);

/** The account list's search: name or e-mail text, role, status, joined after a date, page. */
export const AccountQuerySchema = z.object({
  q: optionalText({ max: 100 }),
  role: choice(ROLES, formInput.unknownAction).optional().or(z.literal("").transform(() => undefined)),
  status: choice(ACCOUNT_STATUSES, formInput.unknownAction).optional().or(z.literal("").transform(() => undefined)),
  joinedAfter: date.optional().or(z.literal("").transform(() => undefined)),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
export type AccountQuery = z.output<typeof AccountQuerySchema>;
