import { and, eq, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { organisationMembers, profiles, user, webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints, webhookEvents } from "~/db/schema";
import { env } from "~/env.server";
import { logger } from "~/services/logger.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { siteUrl, webhookDisabledMail } from "~/services/mail/templates.server";
import { OutboundRefused, outboundRequest } from "~/services/outbound/outbound-request.server";
import { defineJob, enqueue } from "~/services/queue/queue.server";
import { DELIVERY_TIMEOUT_MS, deliveryFailureTexts } from "./failure-texts";
import { EVENT_ID_HEADER, RETRY_DELAYS_SECONDS, SIGNATURE_HEADER, signatureHeader } from "./signature";

// Deliveries leave from the job queue (docs/api/webhooks.md): one job per try. A failed try records itself and queues
// the next one after the retry delay, so each try is a row the dashboard shows with its answer and the time of the
// next. When the last try of a third event in a row fails the endpoint is turned off and the organisation's owner is
// mailed.

export const WEBHOOKS_PATH = "/dashboard/webhooks";
/** Receivers answer briefly; a longer answer is cut off and the try fails. */
export const DELIVERY_MAX_RESPONSE_BYTES = 16 * 1024;
const STORED_ERROR_CHARS = 300;

/** Seconds before try n + 1 after try n failed (n from 1). */
export function retryDelaySeconds(failedAttempt: number): number {
  const setting = env().WEBHOOK_RETRY_DELAYS;
  const delays = setting ? setting.split(",").map(Number) : RETRY_DELAYS_SECONDS;
  return delays[Math.min(failedAttempt, delays.length) - 1] ?? delays[delays.length - 1]!;
}

type DeliveryJob = { deliveryId: number; attempt: number };

export const webhookDeliveryJob = defineJob<DeliveryJob>({
  name: "webhook-deliver",
  // The handler records HTTP failures itself and schedules the next try; pg-boss retries only a handler that could
  // not reach the database.
  options: { retryLimit: 3, retryDelay: 30, expireInSeconds: 60 },
  handle: (data) => deliverWebhook(data),
});

function deliveryKey({ deliveryId, attempt }: DeliveryJob): string {
  return `${deliveryId}:${attempt}`;
}

/** Queues the first try of each delivery. A delivery that cannot be queued now is picked up by the sweep. */
export async function queueDeliveries(ids: readonly number[]): Promise<void> {
  for (const deliveryId of ids) {
    try {
      await enqueue(webhookDeliveryJob, { deliveryId, attempt: 1 }, { key: deliveryKey({ deliveryId, attempt: 1 }) });
    } catch (error) {
      logger().warn({ err: error, deliveryId }, "webhook delivery not queued; the sweep will queue it");
    }
  }
}

/**
 * The outbox's safety net, every few minutes: a delivery whose try is overdue by more than two minutes (its job was
 * never queued: a crash between the commit and the queue) is queued again. Keys make a second queuing of a try a no-op.
 */
export const webhookSweepJob = defineJob<{ run: "sweep" }>({
  name: "webhook-sweep",
  options: { retryLimit: 0, expireInSeconds: 120 },
  schedule: { cron: "*/5 * * * *", data: { run: "sweep" } },
  handle: async () => {
    const overdue = await db()
      .select({ id: webhookDeliveries.id, attempts: webhookDeliveries.attempts })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.state, "pending"), lt(webhookDeliveries.nextAttemptAt, sql`now() - interval '2 minutes'`)))
      .limit(500);
    for (const d of overdue) {
      const job = { deliveryId: d.id, attempt: d.attempts + 1 };
      await enqueue(webhookDeliveryJob, job, { key: deliveryKey(job) });
    }
  },
});

function describeFailure(error: unknown): string {
  if (error instanceof OutboundRefused) {
    return `${deliveryFailureTexts[error.reason]} (${error.message})`.slice(0, STORED_ERROR_CHARS);
  }
  return (error instanceof Error ? error.message : String(error)).slice(0, STORED_ERROR_CHARS);
}

/** One try of one delivery. Idempotent: a try already recorded (the job ran twice) does nothing. */
export async function deliverWebhook({ deliveryId, attempt }: DeliveryJob): Promise<void> {
  const [row] = await db()
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, payload: webhookEvents.payload, eventType: webhookEvents.type })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  if (!row || row.delivery.state !== "pending" || row.delivery.attempts >= attempt) return;
  const { delivery, endpoint } = row;
  if (!endpoint.enabled) {
    await db()
      .update(webhookDeliveries)
      .set({ state: "failed", lastError: "not sent: the endpoint is turned off", nextAttemptAt: null, completedAt: new Date() })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.state, "pending")));
    return;
  }
  const body = JSON.stringify(row.payload);
  const timestamp = Math.floor(Date.now() / 1000);
  const started = Date.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const res = await outboundRequest({
      url: endpoint.url,
      method: "POST",
      body,
      timeoutMs: DELIVERY_TIMEOUT_MS,
      maxResponseBytes: DELIVERY_MAX_RESPONSE_BYTES,
      headers: {
        "content-type": "application/json",
        [EVENT_ID_HEADER]: String(row.payload.id),
        "DocHire-Event-Type": row.eventType,
        "DocHire-Timestamp": String(timestamp),
        "DocHire-Delivery-Attempt": String(attempt),
        [SIGNATURE_HEADER]: signatureHeader(endpoint.secret, body, timestamp),
      },
    });
    statusCode = res.status;
    if (res.status < 200 || res.status > 299) error = `answered ${res.status}`;
  } catch (e) {
    error = describeFailure(e);
  }
  const ok = error === null;
  const last = !ok && attempt >= delivery.maxAttempts;
  const nextAt = ok || last ? null : new Date(Date.now() + retryDelaySeconds(attempt) * 1000);
  const recorded = await db().transaction(async (tx) => {
    // The endpoint first, as its deletion locks it (then its deliveries and their tries): an endpoint deleted meanwhile
    // ends this here, and one being deleted waits, instead of the two waiting for each other.
    const [alive] = await tx.select({ id: webhookEndpoints.id }).from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id)).for("key share");
    if (!alive) return false;
    const inserted = await tx
      .insert(webhookDeliveryAttempts)
      .values({ deliveryId, attempt, statusCode, error, durationMs: Date.now() - started })
      .onConflictDoNothing()
      .returning({ id: webhookDeliveryAttempts.id });
    if (!inserted[0]) return false;
    await tx
      .update(webhookDeliveries)
      .set({ attempts: attempt, lastStatusCode: statusCode, lastError: error, state: ok ? "succeeded" : last ? "failed" : "pending", nextAttemptAt: nextAt, ...(ok || last ? { completedAt: new Date() } : {}) })
      .where(eq(webhookDeliveries.id, deliveryId));
    if (ok) await tx.update(webhookEndpoints).set({ consecutiveFailures: 0 }).where(eq(webhookEndpoints.id, endpoint.id));
    return true;
  });
  if (!recorded) return;
  if (nextAt) {
    const next = { deliveryId, attempt: attempt + 1 };
    await enqueue(webhookDeliveryJob, next, { key: deliveryKey(next), startAfterSeconds: retryDelaySeconds(attempt) });
  } else if (last && delivery.maxAttempts > 1) {
    // Only an event's own deliveries count: a failed test ping or a redelivery someone asked for turns nothing off.
    await endpointFailed(endpoint.id, error ?? "");
  }
}

/**
 * Events whose every try failed, in a row (no successful try of the endpoint between them), after which the endpoint is
 * turned off. Each such event has failed for about 15 hours, so failure has persisted at least that long; one bad
 * night of a receiver, or one event it cannot take, does not turn it off (docs/decisions/098-webhooks.md).
 */
export const DISABLE_AFTER_FAILED_EVENTS = 3;

/**
 * An event could not be delivered after every try: counted against the endpoint (a success resets the count), and the
 * endpoint turned off (once: a conditional update) with the owner told when it is the third in a row.
 */
async function endpointFailed(endpointId: string, reason: string): Promise<void> {
  const failures = sql`${webhookEndpoints.consecutiveFailures} + 1`;
  const reached = sql`${failures} >= ${DISABLE_AFTER_FAILED_EVENTS}`;
  const [counted] = await db()
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: failures,
      enabled: sql`case when ${reached} then false else ${webhookEndpoints.enabled} end`,
      disabledAt: sql`case when ${reached} then now() else ${webhookEndpoints.disabledAt} end`,
      disabledReason: sql`case when ${reached} then ${reason} else ${webhookEndpoints.disabledReason} end`,
      updatedAt: new Date(),
    })
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.enabled, true)))
    .returning({ url: webhookEndpoints.url, organisationId: webhookEndpoints.organisationId, enabled: webhookEndpoints.enabled });
  const turnedOff = counted && !counted.enabled ? counted : null;
  if (!turnedOff) return;
  const [owner] = await db()
    .select({ email: user.email, name: profiles.name })
    .from(organisationMembers)
    .innerJoin(user, eq(user.id, organisationMembers.userId))
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .where(and(eq(organisationMembers.organisationId, turnedOff.organisationId), eq(organisationMembers.role, "owner")))
    .limit(1);
  if (!owner) return;
  await queueMail(
    { to: owner.email, ...webhookDisabledMail({ name: owner.name, url: turnedOff.url, reason, failedEvents: DISABLE_AFTER_FAILED_EVENTS, manageUrl: siteUrl(WEBHOOKS_PATH) }) },
    { key: `webhook-disabled:${endpointId}:${Date.now()}` },
  );
}
