import { z } from "zod";
import { choice, optionalText, requiredText, serialId } from "~/lib/form-schema";
import { WEBHOOK_EVENT_TYPES } from "~/services/webhooks/events";
import { webhooks as t } from "./messages";

// The Webhooks tab's forms: one schema per intent, shared by the page and its action.

export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;

const uuid = () => z.uuid({ error: t.notFound });

/** The endpoint's URL: absolute, https (http too when `allowHttp`, the local deployment), no credentials. */
export function webhookUrl(allowHttp: boolean) {
  return requiredText({ required: t.urlRequired, max: WEBHOOK_URL_MAX }).superRefine((value, ctx) => {
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      ctx.addIssue({ code: "custom", message: t.urlInvalid });
      return;
    }
    if (url.protocol !== "https:" && !(allowHttp && url.protocol === "http:")) ctx.addIssue({ code: "custom", message: t.urlNotHttps });
    else if (url.username || url.password) ctx.addIssue({ code: "custom", message: t.urlCredentials });
  });
}

export function addEndpointSchema(allowHttp: boolean) {
  return z.object({
    intent: z.literal("add"),
    url: webhookUrl(allowHttp),
    description: optionalText({ max: WEBHOOK_DESCRIPTION_MAX }),
    events: z.array(choice(WEBHOOK_EVENT_TYPES, t.eventsRequired), { error: t.eventsRequired }).min(1, { error: t.eventsRequired }),
  });
}

export function webhookActionSchema(allowHttp: boolean) {
  return z.discriminatedUnion("intent", [
    addEndpointSchema(allowHttp),
    z.object({ intent: z.literal("enable"), endpointId: uuid() }),
    z.object({ intent: z.literal("disable"), endpointId: uuid() }),
    z.object({ intent: z.literal("delete"), endpointId: uuid() }),
    z.object({ intent: z.literal("reveal"), endpointId: uuid() }),
    z.object({ intent: z.literal("rotate"), endpointId: uuid() }),
    z.object({ intent: z.literal("test"), endpointId: uuid() }),
    z.object({ intent: z.literal("redeliver"), deliveryId: serialId() }),
  ]);
}

export type WebhookActionInput = z.output<ReturnType<typeof webhookActionSchema>>;
