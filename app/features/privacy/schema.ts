// The My Data tab's forms: e-mail me my data, and delete my account (client-safe; the same schema checks the
// browser and the action).
import { z } from "zod";
import { choice, requiredText } from "~/lib/form-schema";
import { formInput } from "~/lib/messages";
import { privacy } from "~/features/privacy/messages";

const EMAIL_MAX = 254;
const PASSWORD_MAX = 128;

export const ExportDataSchema = z.object({ intent: choice(["export"], formInput.unknownAction) });

/** The account's own e-mail address typed again, and its password: both checked by the action. */
export const DeleteAccountSchema = z.object({
  intent: choice(["delete"], formInput.unknownAction),
  email: requiredText({ required: privacy.deleteEmailMismatch, max: EMAIL_MAX }),
  password: requiredText({ required: privacy.deletePasswordWrong, max: PASSWORD_MAX, raw: true }),
});

/** Both forms of the tab, told apart by their intent. */
export const PrivacySchema = z.discriminatedUnion("intent", [ExportDataSchema, DeleteAccountSchema], { error: formInput.unknownAction });
export type PrivacyInput = z.output<typeof PrivacySchema>;
