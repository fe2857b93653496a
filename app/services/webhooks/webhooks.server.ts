// The webhooks subsystem's door for the features: record an event with a change, queue its deliveries after the
// commit (docs/api/webhooks.md). The other files of this folder are its own.
export { emitWebhookEvent, emitWebhookEventNow, type WebhookExecutor } from "./emit.server";
export { queueDeliveries } from "./deliver.server";
export { applicationEventData, jobEventData, stageChangedEventData, stageRef } from "./payloads.server";
export type * from "./events";
