import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { webhookDeliveries, webhookEndpoints, webhookEvents, webhookSequences } from "~/db/schema";
import { logger } from "~/services/logger.server";
import type { WebhookEnvelope, WebhookEventData, WebhookEventType } from "./events";
import { queueDeliveries } from "./deliver.server";

/** The database or the change's own transaction. */
export type WebhookExecutor = Pick<ReturnType<typeof db>, "insert" | "select" | "update">;

/** Tries per delivery of an event (the first and five retries). */
export const EVENT_MAX_ATTEMPTS = 6;

/**
 * Records an event of an organisation and a delivery for each of its enabled endpoints that subscribe to the type, in
 * the caller's transaction when it passes one (so the event exists exactly when the change does: an outbox). Returns
 * the deliveries to queue once the transaction has committed (`queueDeliveries`; the sweep queues any that were not).
 * Nothing is stored when no endpoint wants the event.
 */
export async function recordWebhookEvent<T extends keyof WebhookEventData>(
  executor: WebhookExecutor,
  organisationId: string | null | undefined,
  type: T,
  data: WebhookEventData[T] | (() => Promise<WebhookEventData[T] | null>),
  options: { endpointId?: string; maxAttempts?: number } = {},
): Promise<number[]> {
  if (!organisationId) return [];
  const endpoints = await executor
    .select({ id: webhookEndpoints.id })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organisationId, organisationId),
        options.endpointId ? eq(webhookEndpoints.id, options.endpointId) : and(eq(webhookEndpoints.enabled, true), sql`${webhookEndpoints.events} ? ${type}`),
      ),
    );
  if (endpoints.length === 0) return [];
  // The payload is read only when someone wants it.
  const payload = typeof data === "function" ? await data() : data;
  if (!payload) return [];
  // The organisation's counter row stays locked until the change commits: its events are numbered in commit order.
  const [seq] = await executor
    .insert(webhookSequences)
    .values({ organisationId, last: 1 })
    .onConflictDoUpdate({ target: webhookSequences.organisationId, set: { last: sql`${webhookSequences.last} + 1` } })
    .returning({ last: webhookSequences.last });
  const id = crypto.randomUUID();
  const createdAt = new Date();
  const envelope: WebhookEnvelope<T> = { id, type, created_at: createdAt.toISOString(), organisation_id: organisationId, sequence: seq!.last, data: payload };
  await executor.insert(webhookEvents).values({ id, organisationId, type, sequence: seq!.last, payload: envelope as unknown as Record<string, unknown>, createdAt });
  const rows = await executor
    .insert(webhookDeliveries)
    .values(endpoints.map((e) => ({ eventId: id, endpointId: e.id, maxAttempts: options.maxAttempts ?? EVENT_MAX_ATTEMPTS, nextAttemptAt: createdAt })))
    .returning({ id: webhookDeliveries.id });
  return rows.map((r) => r.id);
}

/**
 * The one call a feature makes inside the transaction of a change: records the event with the change. Queue the
 * deliveries it returns with `queueDeliveries` after the commit (a delivery not queued then is queued by the sweep).
 */
export async function emitWebhookEvent<T extends WebhookEventType>(
  executor: WebhookExecutor,
  organisationId: string | null | undefined,
  type: T,
  data: WebhookEventData[T] | (() => Promise<WebhookEventData[T] | null>),
): Promise<number[]> {
  return recordWebhookEvent(executor, organisationId, type, data);
}

/** Records and queues at once, outside any transaction (a change already committed). Logs instead of throwing. */
export async function emitWebhookEventNow<T extends WebhookEventType>(organisationId: string | null | undefined, type: T, data: () => Promise<WebhookEventData[T] | null>): Promise<void> {
  if (!organisationId) return;
  try {
    await queueDeliveries(await recordWebhookEvent(db(), organisationId, type, data));
  } catch (error) {
    logger().error({ err: error, organisationId, type }, "webhook event not recorded");
  }
}
