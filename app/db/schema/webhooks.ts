// Webhooks (docs/decisions/098-webhooks.md, docs/api/webhooks.md)

import { bigint, boolean, index, integer, jsonb, pgTable, smallint, text, unique, uuid } from "drizzle-orm/pg-core";
import { ts } from "./columns";
import { user } from "./accounts";
import { organisations } from "./organisations";

/** A URL an organisation's owner or admin registered for some events, with the secret its deliveries are signed with. */
export const webhookEndpoints = pgTable(
  "webhook_endpoints",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    url: text("url").notNull(),
    description: text("description").notNull().default(""),
    events: jsonb("events").$type<string[]>().notNull(),
    /** Kept readable (it signs every delivery); shown to owners and admins on demand. */
    secret: text("secret").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    /** Why it was turned off by the system (a delivery that failed every try); null when a person turned it off. */
    disabledReason: text("disabled_reason"),
    disabledAt: ts("disabled_at"),
    /** Deliveries that failed every try since the last success. */
    consecutiveFailures: integer("consecutive_failures").notNull().default(0),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: ts("created_at").notNull().defaultNow(),
    updatedAt: ts("updated_at").notNull().defaultNow(),
  },
  (t) => [index("webhook_endpoints_org_idx").on(t.organisationId, t.createdAt)],
);

/** The last sequence number given to an organisation's webhook events (one row per organisation, locked while used). */
export const webhookSequences = pgTable("webhook_sequences", {
  organisationId: uuid("organisation_id")
    .primaryKey()
    .references(() => organisations.id, { onDelete: "cascade" }),
  last: bigint("last", { mode: "number" }).notNull(),
});

/** Something that happened in an organisation, stored with the exact body its deliveries send. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    organisationId: uuid("organisation_id")
      .notNull()
      .references(() => organisations.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    sequence: bigint("sequence", { mode: "number" }).notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [unique("webhook_events_org_sequence_uq").on(t.organisationId, t.sequence)],
);

export const WEBHOOK_DELIVERY_STATES = ["pending", "succeeded", "failed"] as const;

/** One event on its way to one endpoint: its state and the outcome of its latest try. */
export const webhookDeliveries = pgTable(
  "webhook_deliveries",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    eventId: uuid("event_id")
      .notNull()
      .references(() => webhookEvents.id, { onDelete: "cascade" }),
    endpointId: uuid("endpoint_id")
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: "cascade" }),
    state: text("state", { enum: WEBHOOK_DELIVERY_STATES }).notNull().default("pending"),
    /** 6 for an event; 1 for a test ping or a redelivery someone asked for. */
    maxAttempts: smallint("max_attempts").notNull(),
    attempts: smallint("attempts").notNull().default(0),
    lastStatusCode: integer("last_status_code"),
    lastError: text("last_error"),
    nextAttemptAt: ts("next_attempt_at"),
    createdAt: ts("created_at").notNull().defaultNow(),
    completedAt: ts("completed_at"),
  },
  (t) => [index("webhook_deliveries_endpoint_idx").on(t.endpointId, t.createdAt.desc(), t.id.desc())],
);

/** Every try of a delivery: when, how long, the answer's status or why there was none. */
export const webhookDeliveryAttempts = pgTable(
  "webhook_delivery_attempts",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    deliveryId: integer("delivery_id")
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: "cascade" }),
    attempt: smallint("attempt").notNull(),
    statusCode: integer("status_code"),
    error: text("error"),
    durationMs: integer("duration_ms").notNull(),
    createdAt: ts("created_at").notNull().defaultNow(),
  },
  (t) => [unique("webhook_delivery_attempts_uq").on(t.deliveryId, t.attempt)],
);
