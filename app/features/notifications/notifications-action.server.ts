import { redirect } from "react-router";
import { notificationTexts as m } from "~/features/notifications/messages";
import type { Actor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { updateEmailPreferences } from "./email-preferences.server";
import { markAllNotificationsRead, openNotification } from "./notifications.server";
import { EmailPreferencesSchema, MarkAllReadSchema, NOTIFICATION_INTENTS, OpenNotificationSchema } from "./schema";
import { pageUrl } from "~/server-lib/page-url.server";

/** The notifications page's posts: open one (mark it read, go to its page) or mark all read. */
export async function handleNotificationsAction({ form, actor, back }: { form: FormData; actor: Actor; back: string }) {
  if (form.get("intent") === NOTIFICATION_INTENTS.open) {
    const submission = parseForm(form, OpenNotificationSchema);
    if (submission.status !== "success") return invalidForm(submission);
    try {
      return redirect(await openNotification({ actor, id: submission.value.id }));
    } catch (error) {
      return actionError(error, { toastTitle: m.pageTitle, submission, context: "opening a notification failed" });
    }
  }
  const submission = parseForm(form, MarkAllReadSchema);
  if (submission.status !== "success") return invalidForm(submission);
  await markAllNotificationsRead({ actor });
  return redirectWithToast(back, m.allRead);
}

/**
 * The e-mail preferences form on the profile page; null when the post is another form's. Success goes back to the
 * page with a toast (post/redirect/get).
 */
export async function handleEmailPreferencesAction({ request, actor }: { request: Request; actor: Actor }) {
  const form = await request.clone().formData();
  if (form.get("intent") !== NOTIFICATION_INTENTS.savePreferences) return null;
  const submission = parseForm(form, EmailPreferencesSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const { intent: _intent, ...input } = submission.value;
  try {
    await updateEmailPreferences({ actor, input });
    return redirectWithToast(pageUrl(request).pathname, m.preferencesSaved);
  } catch (error) {
    return actionError(error, { toastTitle: m.preferencesFailed, submission, context: "saving e-mail preferences failed" });
  }
}
