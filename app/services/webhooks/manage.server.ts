// The door for the dashboard's webhook management: events addressed to one endpoint (a test ping) and queuing.
export { recordWebhookEvent } from "./emit.server";
export { DISABLE_AFTER_FAILED_EVENTS, queueDeliveries, WEBHOOKS_PATH } from "./deliver.server";
