import crypto from "node:crypto";
import { and, count, desc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { auditLog, webhookDeliveries, webhookEndpoints, webhookEvents } from "~/db/schema";
import { isPublicDeployment } from "~/env.server";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { can, type Actor, type MaybeActor } from "~/lib/permissions";
import type { Membership } from "~/lib/team-permissions";
import { PING_EVENT, type WebhookEventType } from "~/services/webhooks/events";
import { DISABLE_AFTER_FAILED_EVENTS, queueDeliveries, recordWebhookEvent } from "~/services/webhooks/manage.server";
import { webhooks as t } from "./messages";
import { webhookUrl } from "./schema";

// An organisation's webhook endpoints (docs/decisions/098-webhooks.md): owners and admins add, turn on and off, delete
// them, see and rotate their secrets, send a test and redeliver. Every function checks the role itself, finds the
// endpoint only inside the member's organisation, and writes an audit row in the change's transaction.

export const MAX_ENDPOINTS = 10;
const RECENT_DELIVERIES = 20;

type Manager = Actor & { membership: Membership };

export function requireWebhookManager(actor: MaybeActor): Manager {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  if (actor.isAdmin || actor.role !== "employer") throw new AppError("forbidden", validation.permissionDenied);
  if (!actor.membership) throw new AppError("forbidden", validation.notInOrganisation);
  if (!can.manageWebhooks(actor)) throw new AppError("forbidden", t.cannotManage);
  return actor as Manager;
}

/** Whether endpoints may use http:// (the local deployment, so a receiver on the same machine works). */
export function httpAllowed(): boolean {
  return !isPublicDeployment();
}

export function newSecret(): string {
  return `whsec_${crypto.randomBytes(32).toString("base64url")}`;
}

type Tx = Pick<ReturnType<typeof db>, "insert">;

async function audit(tx: Tx, me: Manager, action: string, endpointId: string, details: Record<string, unknown> = {}, ip: string | null = null) {
  await tx.insert(auditLog).values({
    actorId: me.userId,
    actorEmail: me.email,
    action,
    targetType: "webhook_endpoint",
    targetId: endpointId,
    details: { organisationId: me.membership.organisationId, ...details },
    ip,
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

async function ownEndpoint(me: Manager, endpointId: string) {
  if (!UUID.test(endpointId)) throw new AppError("not_found", t.notFound);
  const [row] = await db()
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.organisationId, me.membership.organisationId)))
    .limit(1);
  // Another organisation's endpoint is answered like a missing one: its existence is not told.
  if (!row) throw new AppError("not_found", t.notFound);
  return row;
}

export async function listWebhooks({ actor }: { actor: MaybeActor }) {
  const me = requireWebhookManager(actor);
  const endpoints = await db()
    .select({
      id: webhookEndpoints.id,
      url: webhookEndpoints.url,
      description: webhookEndpoints.description,
      events: webhookEndpoints.events,
      enabled: webhookEndpoints.enabled,
      disabledReason: webhookEndpoints.disabledReason,
      /** Events in a row that failed every try since the endpoint's last success (it is turned off at turnOffAfter). */
      failedInARow: webhookEndpoints.consecutiveFailures,
      createdAt: webhookEndpoints.createdAt,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organisationId, me.membership.organisationId))
    .orderBy(webhookEndpoints.createdAt);
  const withDeliveries = await Promise.all(
    endpoints.map(async (e) => ({
      ...e,
      deliveries: await db()
        .select({
          id: webhookDeliveries.id,
          eventType: webhookEvents.type,
          eventId: webhookEvents.id,
          createdAt: webhookDeliveries.createdAt,
          state: webhookDeliveries.state,
          attempts: webhookDeliveries.attempts,
          lastStatusCode: webhookDeliveries.lastStatusCode,
          lastError: webhookDeliveries.lastError,
          nextAttemptAt: webhookDeliveries.nextAttemptAt,
        })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(eq(webhookDeliveries.endpointId, e.id))
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .limit(RECENT_DELIVERIES),
    })),
  );
  return { endpoints: withDeliveries, httpAllowed: httpAllowed(), turnOffAfter: DISABLE_AFTER_FAILED_EVENTS };
}

export type WebhooksPage = Awaited<ReturnType<typeof listWebhooks>>;

export async function addEndpoint({ actor, url, description, events, ip = null }: { actor: MaybeActor; url: string; description?: string; events: WebhookEventType[]; ip?: string | null }) {
  const me = requireWebhookManager(actor);
  const checked = webhookUrl(httpAllowed()).safeParse(url);
  if (!checked.success) {
    const message = checked.error.issues[0]?.message ?? t.urlInvalid;
    throw new AppError("invalid_input", message, { url: message });
  }
  const [existing] = await db().select({ n: count() }).from(webhookEndpoints).where(eq(webhookEndpoints.organisationId, me.membership.organisationId));
  if ((existing?.n ?? 0) >= MAX_ENDPOINTS) throw new AppError("conflict", t.tooMany(MAX_ENDPOINTS));
  const unique = [...new Set(events)];
  return db().transaction(async (tx) => {
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ organisationId: me.membership.organisationId, url, description: description ?? "", events: unique, secret: newSecret(), createdBy: me.userId })
      .returning({ id: webhookEndpoints.id });
    await audit(tx, me, "webhook.add", row!.id, { url, events: unique }, ip);
    return { id: row!.id };
  });
}

export async function setEndpointEnabled({ actor, endpointId, enabled, ip = null }: { actor: MaybeActor; endpointId: string; enabled: boolean; ip?: string | null }) {
  const me = requireWebhookManager(actor);
  await ownEndpoint(me, endpointId);
  await db().transaction(async (tx) => {
    await tx
      .update(webhookEndpoints)
      .set({ enabled, updatedAt: new Date(), ...(enabled ? { disabledReason: null, disabledAt: null, consecutiveFailures: 0 } : { disabledAt: new Date() }) })
      .where(eq(webhookEndpoints.id, endpointId));
    await audit(tx, me, enabled ? "webhook.enable" : "webhook.disable", endpointId, {}, ip);
  });
}

export async function deleteEndpoint({ actor, endpointId, ip = null }: { actor: MaybeActor; endpointId: string; ip?: string | null }) {
  const me = requireWebhookManager(actor);
  const endpoint = await ownEndpoint(me, endpointId);
  await db().transaction(async (tx) => {
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
    await audit(tx, me, "webhook.delete", endpointId, { url: endpoint.url }, ip);
  });
}

/** The secret, on demand; each look is recorded. */
export async function revealSecret({ actor, endpointId, ip = null }: { actor: MaybeActor; endpointId: string; ip?: string | null }): Promise<string> {
  const me = requireWebhookManager(actor);
  const endpoint = await ownEndpoint(me, endpointId);
  await audit(db(), me, "webhook.secret-reveal", endpointId, {}, ip);
  return endpoint.secret;
}

export async function rotateSecret({ actor, endpointId, ip = null }: { actor: MaybeActor; endpointId: string; ip?: string | null }) {
  const me = requireWebhookManager(actor);
  await ownEndpoint(me, endpointId);
  await db().transaction(async (tx) => {
    await tx.update(webhookEndpoints).set({ secret: newSecret(), updatedAt: new Date() }).where(eq(webhookEndpoints.id, endpointId));
    await audit(tx, me, "webhook.secret-rotate", endpointId, {}, ip);
  });
}

/** A `ping` event to this endpoint only, tried once. */
export async function sendTest({ actor, endpointId, ip = null }: { actor: MaybeActor; endpointId: string; ip?: string | null }) {
  const me = requireWebhookManager(actor);
  const endpoint = await ownEndpoint(me, endpointId);
  if (!endpoint.enabled) throw new AppError("conflict", t.endpointOff);
  const deliveries = await db().transaction(async (tx) => {
    const ids = await recordWebhookEvent(tx, me.membership.organisationId, PING_EVENT, { endpoint_id: endpointId, message: t.pingMessage }, { endpointId, maxAttempts: 1 });
    await audit(tx, me, "webhook.test", endpointId, {}, ip);
    return ids;
  });
  await queueDeliveries(deliveries);
}

/** The same event (same id and body) sent again to the same endpoint as a new delivery, tried once. */
export async function redeliver({ actor, deliveryId, ip = null }: { actor: MaybeActor; deliveryId: number; ip?: string | null }) {
  const me = requireWebhookManager(actor);
  const [row] = await db()
    .select({ eventId: webhookDeliveries.eventId, endpointId: webhookDeliveries.endpointId, enabled: webhookEndpoints.enabled })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .where(and(eq(webhookDeliveries.id, deliveryId), inArray(webhookEndpoints.organisationId, [me.membership.organisationId])))
    .limit(1);
  if (!row) throw new AppError("not_found", t.deliveryNotFound);
  if (!row.enabled) throw new AppError("conflict", t.endpointOff);
  const ids = await db().transaction(async (tx) => {
    const [d] = await tx
      .insert(webhookDeliveries)
      .values({ eventId: row.eventId, endpointId: row.endpointId, maxAttempts: 1, nextAttemptAt: new Date() })
      .returning({ id: webhookDeliveries.id });
    await audit(tx, me, "webhook.redeliver", row.endpointId, { deliveryId, eventId: row.eventId, newDeliveryId: d!.id }, ip);
    return [d!.id];
  });
  await queueDeliveries(ids);
}
