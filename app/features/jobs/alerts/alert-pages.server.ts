import { data } from "react-router";
import { jobAlertTexts as m } from "~/features/jobs/messages";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { can, type MaybeActor } from "~/lib/permissions";
import { redirectWithToast } from "~/services/toast/toast.server";
import { parseJobSearch } from "~/features/search/search-params";
import { alertQuery, alertSearch, confirmJobAlert, createJobAlert, describeSearch, findAlertByToken, unsubscribeJobAlert, updateMyAlert } from "./job-alerts.server";
import { ALERT_INTENTS, AlertIdSchema, CreateAlertSchema, UpdateAlertSchema } from "./schema";

/** /job-alerts/new?<search>: the search to save, and whether this visitor may save it (doctors and visitors). */
export function newAlertPage(url: URL, actor: MaybeActor) {
  const search = parseJobSearch(url.searchParams);
  return { query: alertQuery(search), searchLabel: describeSearch(search), signedIn: !!actor, allowed: !actor || can.saveJob(actor) };
}

/** The form's post: the alert is created and the visitor goes back to the search with a toast (post/redirect/get). */
export async function createAlertAction({ request, actor, clientIp }: { request: Request; actor: MaybeActor; clientIp: string | null | undefined }) {
  const submission = parseForm(await request.formData(), CreateAlertSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    const { needsConfirmation } = await createJobAlert({ actor, input: submission.value, clientIp });
    // Back to the search as /jobs writes it (percent-encoded), never the posted text as it came.
    const query = alertQuery(alertSearch({ params: submission.value.query ?? "" }));
    return redirectWithToast(query ? `/jobs?${query}` : "/jobs", needsConfirmation ? m.confirmSent : m.created);
  } catch (error) {
    return actionError(error, { toastTitle: m.createFailed, submission, context: "creating a job alert failed" });
  }
}

export async function confirmAlertPage(url: URL) {
  const confirmed = await confirmJobAlert(url.searchParams.get("token") ?? "");
  return { confirmed: confirmed !== null };
}

export async function unsubscribePage(url: URL) {
  const token = url.searchParams.get("token") ?? "";
  const alert = await findAlertByToken(token);
  return { token, name: alert?.name ?? null };
}

export async function unsubscribeAction(request: Request) {
  const form = await request.formData();
  const token = form.get("token");
  const removed = typeof token === "string" && (await unsubscribeJobAlert(token));
  return data({ done: removed, invalid: !removed }, { status: removed ? 200 : 404 });
}

/** The dashboard tab's posts: update (name, frequency), pause, resume, delete — each on the doctor's own alert. */
export async function myAlertsAction({ form, actor, back }: { form: FormData; actor: MaybeActor; back: string }) {
  const isUpdate = form.get("intent") === ALERT_INTENTS.update;
  const submission = isUpdate ? parseForm(form, UpdateAlertSchema) : parseForm(form, AlertIdSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const value = submission.value;
  try {
    if (value.intent === ALERT_INTENTS.update) {
      await updateMyAlert({ actor, id: value.id, change: { name: value.name, frequency: value.frequency } });
    } else if (value.intent === ALERT_INTENTS.delete) {
      await updateMyAlert({ actor, id: value.id, change: "delete" });
      return redirectWithToast(back, m.deleted);
    } else {
      await updateMyAlert({ actor, id: value.id, change: { paused: value.intent === ALERT_INTENTS.pause } });
    }
    return redirectWithToast(back, m.updated);
  } catch (error) {
    return actionError(error, { toastTitle: m.updateFailed, submission, context: "updating a job alert failed" });
  }
}
