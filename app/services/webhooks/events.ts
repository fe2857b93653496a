// The webhook events an organisation can subscribe to, and the JSON each delivery carries (docs/api/webhooks.md).
// One definition: the types below are inferred from these schemas, and the OpenAPI document lists them as its
// `webhooks` (server/api/openapi.ts). Client-safe: the dashboard's form lists the same types. Payloads hold ids and the
// fields the organisation's members see on the dashboard; never a resume's contents or a doctor's contact details.
import * as z from "zod";

export const WEBHOOK_EVENT_TYPES = [
  "job.published",
  "job.closed",
  "application.created",
  "application.stage_changed",
  "application.withdrawn",
  "interview.scheduled",
  "offer.accepted",
  "message.created",
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Sent by "Send test": to the one endpoint, whatever it subscribes to. */
export const PING_EVENT = "ping";

const time = () => z.string().meta({ description: "ISO 8601, UTC" });

export const JobEventDataSchema = z.object({
  job: z.object({
    id: z.number().int(),
    title: z.string(),
    url: z.string(),
    specialty: z.string().nullable(),
    city: z.string().nullable(),
    job_type: z.string().nullable(),
    posted_at: time().nullable(),
    closed_at: time().nullable(),
    valid_through: time().nullable(),
  }),
});

export const StageRefSchema = z.object({ id: z.number().int(), name: z.string(), kind: z.string().meta({ description: "active, hired, rejected or withdrawn" }) });

export const ApplicationEventDataSchema = z.object({
  application: z.object({
    id: z.number().int(),
    job_id: z.number().int(),
    doctor: z.object({ id: z.string(), name: z.string(), specialization: z.string().nullable() }).meta({ description: "The doctor as the applicants page names them." }),
    stage: StageRefSchema.nullable(),
    created_at: time(),
  }),
});

export const StageChangedEventDataSchema = ApplicationEventDataSchema.extend({
  from_stage: StageRefSchema.nullable(),
  to_stage: StageRefSchema,
  undo: z.boolean().meta({ description: "True when the change takes back the previous move (undo within the undo window)." }),
  changed_by: z.string().nullable(),
});

/** Emitted when the doctor books one of the proposed times (app/features/applications/interviews). */
export const InterviewScheduledEventDataSchema = z.object({
  interview: z.object({ id: z.number().int(), application_id: z.number().int(), job_id: z.number().int(), starts_at: time(), ends_at: time().nullable(), mode: z.enum(["in_person", "video", "phone"]) }),
});

/** Emitted when the doctor accepts an offer (app/features/applications/offers). */
export const OfferAcceptedEventDataSchema = z.object({
  offer: z.object({ id: z.number().int(), application_id: z.number().int(), job_id: z.number().int(), accepted_at: time() }),
});

/** A message's envelope; its text is not sent (conversations belong to the member who holds them). */
export const MessageEventDataSchema = z.object({
  message: z.object({
    id: z.number().int(),
    thread_id: z.number().int(),
    job_id: z.number().int().nullable(),
    sender_side: z.enum(["employer", "doctor"]),
    member_id: z.string(),
    doctor_profile_id: z.string(),
    created_at: time(),
  }),
});

export const PingEventDataSchema = z.object({ endpoint_id: z.string(), message: z.string() });

export const WEBHOOK_DATA_SCHEMAS = {
  "job.published": JobEventDataSchema,
  "job.closed": JobEventDataSchema,
  "application.created": ApplicationEventDataSchema,
  "application.stage_changed": StageChangedEventDataSchema,
  "application.withdrawn": ApplicationEventDataSchema,
  "interview.scheduled": InterviewScheduledEventDataSchema,
  "offer.accepted": OfferAcceptedEventDataSchema,
  "message.created": MessageEventDataSchema,
  ping: PingEventDataSchema,
} as const;

export type JobEventData = z.infer<typeof JobEventDataSchema>;
export type StageRef = z.infer<typeof StageRefSchema>;
export type ApplicationEventData = z.infer<typeof ApplicationEventDataSchema>;
export type StageChangedEventData = z.infer<typeof StageChangedEventDataSchema>;
export type InterviewScheduledEventData = z.infer<typeof InterviewScheduledEventDataSchema>;
export type OfferAcceptedEventData = z.infer<typeof OfferAcceptedEventDataSchema>;
export type MessageEventData = z.infer<typeof MessageEventDataSchema>;
export type PingEventData = z.infer<typeof PingEventDataSchema>;
export type WebhookEventData = { [K in keyof typeof WEBHOOK_DATA_SCHEMAS]: z.infer<(typeof WEBHOOK_DATA_SCHEMAS)[K]> };

/** Every delivery's body, for one type. */
export function webhookEnvelopeSchema<T extends keyof typeof WEBHOOK_DATA_SCHEMAS>(type: T) {
  return z.object({
    id: z.string().meta({ description: "The event's id, also in DocHire-Event-Id; the same on every try and redelivery." }),
    type: z.literal(type),
    created_at: time(),
    organisation_id: z.string(),
    sequence: z.number().int().meta({ description: "Grows by one with each event of the organisation, in the order the changes were committed." }),
    data: WEBHOOK_DATA_SCHEMAS[type],
  });
}

export type WebhookEnvelope<T extends keyof WebhookEventData = keyof WebhookEventData> = {
  id: string;
  type: T;
  created_at: string;
  organisation_id: string;
  sequence: number;
  data: WebhookEventData[T];
};
