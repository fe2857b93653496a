import { z } from "zod";
import { checkbox, choice, serialId } from "~/lib/form-schema";
import { formInput } from "~/lib/messages";

export const NOTIFICATION_INTENTS = { markAllRead: "mark-all-read", open: "open-notification", savePreferences: "save-email-preferences" } as const;

export const MarkAllReadSchema = z.object({ intent: choice([NOTIFICATION_INTENTS.markAllRead], formInput.invalidId) });
export const OpenNotificationSchema = z.object({ intent: choice([NOTIFICATION_INTENTS.open], formInput.invalidId), id: serialId() });

/** E-mail preferences: one checkbox per kind of mail (unchecked boxes are not posted, so absent means off). */
export const EmailPreferencesSchema = z.object({
  intent: choice([NOTIFICATION_INTENTS.savePreferences], formInput.invalidId),
  applicationUpdates: checkbox(),
  newApplicants: checkbox(),
  messages: checkbox(),
  jobAlerts: checkbox(),
});

export type EmailPreferencesInput = Omit<z.output<typeof EmailPreferencesSchema>, "intent">;
