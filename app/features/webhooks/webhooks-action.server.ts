import { data } from "react-router";
import type { ToastMessage } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { actionError, invalidForm, parseForm } from "~/server-lib/route-errors.server";
import { redirectWithToast } from "~/services/toast/toast.server";
import { WEBHOOKS_PATH } from "~/services/webhooks/manage.server";
import { addEndpoint, deleteEndpoint, httpAllowed, redeliver, revealSecret, rotateSecret, sendTest, setEndpointEnabled } from "./manage-webhooks.server";
import { webhooks as t } from "./messages";
import { webhookActionSchema, type WebhookActionInput } from "./schema";

async function run(actor: MaybeActor, input: Exclude<WebhookActionInput, { intent: "reveal" }>, ip: string | null): Promise<ToastMessage> {
  switch (input.intent) {
    case "add":
      await addEndpoint({ actor, url: input.url, description: input.description, events: input.events, ip });
      return t.added;
    case "enable":
    case "disable":
      await setEndpointEnabled({ actor, endpointId: input.endpointId, enabled: input.intent === "enable", ip });
      return input.intent === "enable" ? t.turnedOn : t.turnedOff;
    case "delete":
      await deleteEndpoint({ actor, endpointId: input.endpointId, ip });
      return t.deleted;
    case "rotate":
      await rotateSecret({ actor, endpointId: input.endpointId, ip });
      return t.rotated;
    case "test":
      await sendTest({ actor, endpointId: input.endpointId, ip });
      return t.testQueued;
    case "redeliver":
      await redeliver({ actor, deliveryId: input.deliveryId, ip });
      return t.redeliveryQueued;
  }
}

/**
 * The Webhooks tab's forms: parsed strictly (a 400 with the reason beside the field), done by the feature function
 * (which checks the role and writes the audit row), then back to the tab with a toast. "Reveal" answers with the
 * secret on this page instead of redirecting.
 */
export async function handleWebhooksAction({ form, actor, clientIp }: { form: FormData; actor: MaybeActor; clientIp: string | null }) {
  const submission = parseForm(form, webhookActionSchema(httpAllowed()));
  if (submission.status !== "success") return invalidForm(submission);
  try {
    const input = submission.value;
    if (input.intent === "reveal") {
      const secret = await revealSecret({ actor, endpointId: input.endpointId, ip: clientIp });
      return data({ result: null, toast: null, revealed: { endpointId: input.endpointId, secret } });
    }
    return await redirectWithToast(WEBHOOKS_PATH, await run(actor, input, clientIp));
  } catch (error) {
    return actionError(error, { toastTitle: t.actionFailed, submission, context: "webhook change failed" });
  }
}
