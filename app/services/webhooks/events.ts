// The webhook events an organisation can subscribe to, and the JSON each delivery carries (docs/api/webhooks.md).
// Client-safe: the dashboard's form lists the same types. Payloads hold ids and the fields the organisation's members
// see on the dashboard; never a resume's contents or a doctor's contact details.

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

export type JobEventData = {
  job: {
    id: number;
    title: string;
    url: string;
    specialty: string | null;
    city: string | null;
    job_type: string | null;
    posted_at: string | null;
    closed_at: string | null;
    valid_through: string | null;
  };
};

export type StageRef = { id: number; name: string; kind: string };

export type ApplicationEventData = {
  application: {
    id: number;
    job_id: number;
    /** The doctor as the applicants page names them: their account id, name and specialisation. */
    doctor: { id: string; name: string; specialization: string | null };
    stage: StageRef | null;
    created_at: string;
  };
};

export type StageChangedEventData = ApplicationEventData & {
  from_stage: StageRef | null;
  to_stage: StageRef;
  /** True when the change takes back the previous move (undo within the undo window). */
  undo: boolean;
  changed_by: string | null;
};

/** For the interview feature to come: emitted when an interview is put in the calendar. */
export type InterviewScheduledEventData = {
  interview: { id: number; application_id: number; job_id: number; starts_at: string; ends_at: string | null; mode: "in_person" | "video" | "phone" };
};

/** For the offers feature to come: emitted when the doctor accepts an offer. */
export type OfferAcceptedEventData = {
  offer: { id: number; application_id: number; job_id: number; accepted_at: string };
};

/** A message's envelope; its text is not sent (conversations belong to the member who holds them). */
export type MessageEventData = {
  message: { id: number; thread_id: number; job_id: number | null; sender_side: "employer" | "doctor"; member_id: string; doctor_profile_id: string; created_at: string };
};

export type PingEventData = { endpoint_id: string; message: string };

export type WebhookEventData = {
  "job.published": JobEventData;
  "job.closed": JobEventData;
  "application.created": ApplicationEventData;
  "application.stage_changed": StageChangedEventData;
  "application.withdrawn": ApplicationEventData;
  "interview.scheduled": InterviewScheduledEventData;
  "offer.accepted": OfferAcceptedEventData;
  "message.created": MessageEventData;
  ping: PingEventData;
};

/** Every delivery's body. */
export type WebhookEnvelope<T extends keyof WebhookEventData = keyof WebhookEventData> = {
  id: string;
  type: T;
  created_at: string;
  organisation_id: string;
  /** Grows by one with each event of the organisation, in the order the changes were committed. */
  sequence: number;
  data: WebhookEventData[T];
};
