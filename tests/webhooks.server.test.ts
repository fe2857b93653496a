import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applications, auditLog, devMailbox, profiles, webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints, webhookEvents } from "~/db/schema";
import { reloadEnv } from "~/env.server";
import { AppError } from "~/lib/errors";
import type { Actor } from "~/lib/permissions";
import { ensureJobStages } from "~/features/applications/job-stages.server";
import { moveApplication, undoMove } from "~/features/applications/stage-moves.server";
import { applyToJob, withdrawApplication } from "~/features/applications/applications.server";
import { createJob } from "~/features/jobs/create-job.server";
import { JobFormSchema } from "~/features/jobs/schema";
import { closeJob } from "~/features/jobs/close-job.server";
import { reopenJob } from "~/features/jobs/reopen-job.server";
import { startThread } from "~/features/messages/start-thread.server";
import {
  addEndpoint,
  deleteEndpoint,
  listWebhooks,
  redeliver,
  revealSecret,
  rotateSecret,
  sendTest,
  setEndpointEnabled,
} from "~/features/webhooks/manage-webhooks.server";
import { webhooks as t } from "~/features/webhooks/messages";
import { validation } from "~/lib/messages";
import { createActor, createColleague, insertJob, verifyEmployer } from "./factories/jobs";
import { eventually } from "./support/eventually";
import { openApiDocument } from "../server/api/openapi";
import { type WEBHOOK_DATA_SCHEMAS, WEBHOOK_EVENT_TYPES, webhookEnvelopeSchema } from "~/services/webhooks/events";
import { DISABLE_AFTER_FAILED_EVENTS, webhookSweepJob } from "~/services/webhooks/deliver.server";
import { emitWebhookEvent, jobEventData } from "~/services/webhooks/webhooks.server";

// Webhooks end to end on the real database and the real job queue: an independent receiver (its own HTTP server and
// its own signature check, not the app's) fails the first tries, then accepts; retries, ordering, disabling and the
// owner's mail, and every refusal.

process.env.WEBHOOK_RETRY_DELAYS = "1,1,1,1,1";
process.env.QUEUE_POLL_SECONDS = "0.5";
reloadEnv();

type Received = { id: string; type: string; sequence: number; attempt: number; verified: boolean; body: Record<string, unknown> };

/** The receiver's own check: HMAC-SHA256 of "<t>.<raw body>" with the secret, a five-minute window. */
function receiverVerifies(secret: string, header: string | undefined, raw: string): boolean {
  if (!header) return false;
  const fields = new Map<string, string[]>();
  for (const part of header.split(",")) {
    const [k, v] = part.split("=");
    if (k && v) fields.set(k, [...(fields.get(k) ?? []), v]);
  }
  const ts = Number(fields.get("t")?.[0]);
  if (!Number.isFinite(ts) || Math.abs(Date.now() / 1000 - ts) > 300) return false;
  const expected = crypto.createHmac("sha256", secret).update(`${ts}.${raw}`).digest();
  return (fields.get("v1") ?? []).some((sig) => {
    const given = Buffer.from(sig, "hex");
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  });
}

/** A receiver answering 500 to the first `failFirst` tries of each event, then 200 (failFirst = Infinity: always 500). */
function startReceiver(secret: () => string, failFirst: number) {
  const received: Received[] = [];
  const tries = new Map<string, number>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const body = JSON.parse(raw) as Record<string, unknown>;
      const id = String(req.headers["dochire-event-id"]);
      const n = (tries.get(id) ?? 0) + 1;
      tries.set(id, n);
      const verified = receiverVerifies(secret(), req.headers["dochire-signature"] as string | undefined, raw);
      if (n <= failFirst || !verified) {
        res.writeHead(500);
        return res.end("not now");
      }
      received.push({ id, type: String(body.type), sequence: Number(body.sequence), attempt: Number(req.headers["dochire-delivery-attempt"]), verified, body });
      res.writeHead(200);
      res.end("ok");
    });
  });
  const ready = new Promise<string>((resolve) => server.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`)));
  return { received, tries, ready, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

let owner: Actor, admin: Actor, recruiter: Actor, manager: Actor, interviewer: Actor, otherOwner: Actor, doctor: Actor;
let jobId = 0;

beforeAll(async () => {
  owner = await createActor("employer", { name: "Owner", company: "Sunrise Hospital" });
  await verifyEmployer(owner.userId);
  owner = { ...owner, verified: true };
  jobId = await insertJob({ title: "Cardiologist", userId: owner.userId });
  admin = await createColleague(owner, "admin");
  recruiter = await createColleague(owner, "recruiter");
  manager = await createColleague(owner, "hiring_manager", { teamJobIds: [jobId] });
  interviewer = await createColleague(owner, "interviewer", { teamJobIds: [jobId] });
  otherOwner = await createActor("employer", { company: "Other Clinic" });
  doctor = await createActor("doctor");
});

describe("managing endpoints", () => {
  it("lets owners and admins add, list, reveal, rotate, turn off and on, and delete; each change is audited", async () => {
    const { id } = await addEndpoint({ actor: owner, url: "https://hr.example.com/hooks", description: "HR", events: ["job.published", "job.closed"] });
    const page = await listWebhooks({ actor: admin });
    expect(page.endpoints.map((e) => e.id)).toEqual([id]);
    expect(JSON.stringify(page)).not.toContain("whsec_"); // the secret is shown only on demand
    const secret = await revealSecret({ actor: admin, endpointId: id });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await rotateSecret({ actor: owner, endpointId: id });
    expect(await revealSecret({ actor: owner, endpointId: id })).not.toBe(secret);
    await setEndpointEnabled({ actor: admin, endpointId: id, enabled: false });
    expect((await listWebhooks({ actor: owner })).endpoints[0]!.enabled).toBe(false);
    await setEndpointEnabled({ actor: owner, endpointId: id, enabled: true });
    await deleteEndpoint({ actor: owner, endpointId: id });
    expect((await listWebhooks({ actor: owner })).endpoints).toEqual([]);
    const actions = (await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, id)).orderBy(auditLog.id)).map((r) => r.action);
    expect(actions).toEqual(["webhook.add", "webhook.secret-reveal", "webhook.secret-rotate", "webhook.secret-reveal", "webhook.disable", "webhook.enable", "webhook.delete"]);
  });

  it("refuses recruiters, hiring managers, interviewers, doctors and another organisation's owner, for every action", async () => {
    const { id } = await addEndpoint({ actor: owner, url: "https://hr.example.com/refusals", events: ["job.closed"] });
    await sendTest({ actor: owner, endpointId: id });
    const [delivery] = await db().select({ id: webhookDeliveries.id }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id));
    const auditBefore = (await db().select({ id: auditLog.id }).from(auditLog)).length;
    for (const actor of [recruiter, manager, interviewer, doctor]) {
      const attempts = [
        () => listWebhooks({ actor }),
        () => addEndpoint({ actor, url: "https://evil.example.com/", events: ["job.closed"] }),
        () => revealSecret({ actor, endpointId: id }),
        () => rotateSecret({ actor, endpointId: id }),
        () => setEndpointEnabled({ actor, endpointId: id, enabled: false }),
        () => deleteEndpoint({ actor, endpointId: id }),
        () => sendTest({ actor, endpointId: id }),
        () => redeliver({ actor, deliveryId: delivery!.id }),
      ];
      for (const attempt of attempts) {
        const error = await refusal(attempt());
        expect(error.code).toBe("forbidden");
        expect([t.cannotManage, validation.permissionDenied]).toContain(error.message);
      }
    }
    // Another organisation's owner manages its own webhooks, and finds none of these.
    for (const attempt of [
      () => revealSecret({ actor: otherOwner, endpointId: id }),
      () => rotateSecret({ actor: otherOwner, endpointId: id }),
      () => setEndpointEnabled({ actor: otherOwner, endpointId: id, enabled: false }),
      () => deleteEndpoint({ actor: otherOwner, endpointId: id }),
      () => sendTest({ actor: otherOwner, endpointId: id }),
    ]) {
      expect((await refusal(attempt())).message).toBe(t.notFound);
    }
    expect((await refusal(redeliver({ actor: otherOwner, deliveryId: delivery!.id }))).message).toBe(t.deliveryNotFound);
    expect((await listWebhooks({ actor: otherOwner })).endpoints).toEqual([]);
    expect((await db().select({ id: auditLog.id }).from(auditLog)).length).toBe(auditBefore);
    const [still] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(still?.enabled).toBe(true);
    await deleteEndpoint({ actor: owner, endpointId: id });
  });
});

describe("deliveries", () => {
  let secret = "";
  const receiver = startReceiver(() => secret, 2);
  let endpointId = "";
  afterAll(async () => {
    // Later events must not queue tries to a receiver that is gone.
    await deleteEndpoint({ actor: owner, endpointId });
    await receiver.close();
  });

  it("signs every delivery, retries failed tries from the queue, and numbers each organisation's events in order", async () => {
    const url = await receiver.ready;
    ({ id: endpointId } = await addEndpoint({
      actor: owner,
      url,
      events: ["job.published", "job.closed", "application.stage_changed", "application.withdrawn", "message.created"],
    }));
    secret = await revealSecret({ actor: owner, endpointId });
    const [app] = await db().insert(applications).values({ jobId, doctorId: doctor.userId }).returning({ id: applications.id });
    const stages = await ensureJobStages(jobId);
    const screening = stages.find((s) => s.name === "Screening")!;

    // The changes, in this order: each one's event.
    await closeJob({ actor: owner, id: jobId });
    await reopenJob({ actor: recruiter, id: jobId });
    const { moveId } = await moveApplication({ actor: manager, applicationId: app!.id, toStageId: screening.id });
    await undoMove({ actor: manager, moveId });
    await withdrawApplication({ actor: doctor, applicationId: app!.id });
    await startThread({ actor: owner, doctorProfileId: doctor.userId, jobId, body: "Hello doctor, are you free on Monday?" });
    const expected = ["job.closed", "job.published", "application.stage_changed", "application.stage_changed", "application.withdrawn", "message.created"];

    await eventually(async () => receiver.received.length >= expected.length, 40_000);
    // Every event arrived once, verified, on its third try (two answered 500 first).
    expect(receiver.received.every((r) => r.verified && r.attempt === 3)).toBe(true);
    expect([...receiver.tries.values()].every((n) => n === 3)).toBe(true);
    // The sequence numbers give the order of the changes, however the retries interleave the arrivals.
    const ordered = [...receiver.received].sort((a, b) => a.sequence - b.sequence);
    expect(ordered.map((r) => r.type)).toEqual(expected);
    const first = ordered[0]!.sequence;
    expect(ordered.map((r) => r.sequence)).toEqual(expected.map((_, i) => first + i));
    const move = ordered[2]!.body.data as { to_stage: { name: string }; undo: boolean; application: { doctor: Record<string, unknown> } };
    expect(move.to_stage.name).toBe("Screening");
    expect((ordered[3]!.body.data as { undo: boolean }).undo).toBe(true);
    // Every body has the shape the OpenAPI document publishes for its type.
    for (const r of receiver.received) webhookEnvelopeSchema(r.type as keyof typeof WEBHOOK_DATA_SCHEMAS).parse(r.body);
    const { document } = openApiDocument("http://localhost:3000/api/v1");
    expect(Object.keys(document.webhooks ?? {}).sort()).toEqual([...WEBHOOK_EVENT_TYPES, "ping"].sort());
    // Nothing private in the payloads: no e-mail address, no message text.
    const bodies = JSON.stringify(receiver.received.map((r) => r.body));
    expect(bodies).not.toContain(doctor.email);
    expect(bodies).not.toContain("free on Monday");
    expect(Object.keys(move.application.doctor).sort()).toEqual(["id", "name", "specialization"]);

    // Each try is recorded with its answer (the last one once the receiver's answer is in).
    await eventually(async () => (await db().select({ state: webhookDeliveries.state }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId))).every((d) => d.state === "succeeded"));
    const attempts = await db()
      .select({ attempt: webhookDeliveryAttempts.attempt, status: webhookDeliveryAttempts.statusCode })
      .from(webhookDeliveryAttempts)
      .innerJoin(webhookDeliveries, eq(webhookDeliveries.id, webhookDeliveryAttempts.deliveryId))
      .where(eq(webhookDeliveries.endpointId, endpointId))
      .orderBy(webhookDeliveryAttempts.deliveryId, webhookDeliveryAttempts.attempt);
    expect(attempts.length).toBe(expected.length * 3);
    expect(attempts.filter((a) => a.status === 500).length).toBe(expected.length * 2);
    const page = await listWebhooks({ actor: owner });
    expect(page.endpoints[0]!.deliveries.every((d) => d.state === "succeeded" && d.lastStatusCode === 200 && d.attempts === 3)).toBe(true);
  });

  it("sends a test ping and redelivers an event with the same id, each once", async () => {
    receiver.received.length = 0;
    await sendTest({ actor: owner, endpointId });
    const pings = () =>
      db()
        .select({ id: webhookDeliveries.id, state: webhookDeliveries.state, eventId: webhookEvents.id })
        .from(webhookDeliveries)
        .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
        .where(and(eq(webhookEvents.type, "ping"), eq(webhookDeliveries.endpointId, endpointId)))
        .orderBy(webhookDeliveries.id);
    // A ping is tried once: the receiver's first answer for a new id is 500, and the ping fails without retries.
    const [ping] = await eventually(async () => {
      const rows = await pings();
      return rows[0]?.state === "failed" && rows;
    });
    expect(receiver.tries.get(ping!.eventId)).toBe(1);
    // Redelivering it twice more gets it through (third try of the same event id); the endpoint stays on.
    await redeliver({ actor: admin, deliveryId: ping!.id });
    await eventually(async () => receiver.tries.get(ping!.eventId) === 2);
    await redeliver({ actor: admin, deliveryId: ping!.id });
    await eventually(async () => receiver.received.some((r) => r.type === "ping" && r.id === ping!.eventId));
    await eventually(async () => (await pings())[2]?.state === "succeeded");
    expect((await pings()).map((d) => d.state)).toEqual(["failed", "failed", "succeeded"]);
    expect(new Set((await pings()).map((d) => d.eventId)).size).toBe(1);
    const redeliveries = await db().select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.targetId, endpointId), eq(auditLog.action, "webhook.redeliver")));
    expect(redeliveries.length).toBe(2);
    expect((await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId)))[0]!.enabled).toBe(true);
  });
});

describe("jobs posted and applications made", () => {
  const receiver = startReceiver(() => secret, 0);
  let secret = "";
  let endpointId = "";
  afterAll(async () => {
    await deleteEndpoint({ actor: owner, endpointId });
    await receiver.close();
  });

  it("sends job.published when a member posts a job and application.created when a doctor applies, only to subscribers", async () => {
    ({ id: endpointId } = await addEndpoint({ actor: owner, url: await receiver.ready, events: ["job.published", "application.created"] }));
    secret = await revealSecret({ actor: owner, endpointId });
    const input = JobFormSchema.parse({ title: "Consultant Nephrologist", company: "Sunrise Hospital", location: "Pune", type: "Full-time", specialty: "Nephrology", description: "Run the dialysis unit and the kidney clinic with two senior colleagues." });
    const { id: posted } = await createJob({ actor: recruiter, input });
    await db().update(profiles).set({ resumeUrl: `/files/resumes/${doctor.userId}/1-a.pdf` }).where(eq(profiles.userId, doctor.userId));
    const { id: applicationId } = await applyToJob({ actor: doctor, jobId: posted });
    await closeJob({ actor: owner, id: posted }); // not subscribed: not sent
    await eventually(async () => receiver.received.length >= 2);
    const [job, application] = [...receiver.received].sort((a, b) => a.sequence - b.sequence);
    expect(job).toMatchObject({ type: "job.published", verified: true, body: { data: { job: { id: posted, title: "Consultant Nephrologist", url: `http://localhost:3000/jobs/${posted}` } } } });
    expect(application).toMatchObject({
      type: "application.created",
      body: { data: { application: { id: applicationId, job_id: posted, doctor: { id: doctor.userId, name: doctor.name }, stage: { name: "Applied", kind: "active" } } } },
    });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.received.map((r) => r.type)).toEqual(["job.published", "application.created"]);
  });

  it("queues, from the sweep, a delivery recorded with its change but never queued", async () => {
    const job = await insertJob({ title: "Orphaned event", userId: owner.userId });
    // Recorded in the change's transaction; the process "crashes" before queuing it.
    const [deliveryId] = await db().transaction((tx) => emitWebhookEvent(tx, owner.membership!.organisationId, "job.published", () => jobEventData(tx, job)));
    await db().update(webhookDeliveries).set({ nextAttemptAt: new Date(Date.now() - 3 * 60_000) }).where(eq(webhookDeliveries.id, deliveryId!));
    await webhookSweepJob.handle({ run: "sweep" }, { id: "sweep", retryCount: 0 });
    await eventually(async () => receiver.received.some((r) => r.type === "job.published" && (r.body.data as { job: { id: number } }).job.id === job));
    const delivered = await eventually(async () => {
      const [row] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId!));
      return row?.state !== "pending" && row;
    });
    expect(delivered).toMatchObject({ state: "succeeded", attempts: 1 });
  });
});

describe("an endpoint that keeps failing", () => {
  const receiver = startReceiver(() => "", Number.POSITIVE_INFINITY);
  afterAll(() => receiver.close());

  it("stays on after two events failed every try, is turned off by the third in a row, and the owner is mailed", async () => {
    const url = await receiver.ready;
    const { id } = await addEndpoint({ actor: admin, url, events: ["job.closed"] });
    const deliveries = () => db().select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, id)).orderBy(webhookDeliveries.id);
    const first = [await insertJob({ title: "Neurologist", userId: owner.userId }), await insertJob({ title: "Neurosurgeon", userId: owner.userId })];
    for (const job of first) await closeJob({ actor: owner, id: job });
    await eventually(async () => {
      const rows = await deliveries();
      return rows.length === 2 && rows.every((d) => d.state === "failed");
    }, 40_000);
    const [stillOn] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(stillOn).toMatchObject({ enabled: true, consecutiveFailures: DISABLE_AFTER_FAILED_EVENTS - 1, disabledAt: null });
    expect(await db().select().from(devMailbox).where(and(eq(devMailbox.to, owner.email), eq(devMailbox.subject, "A webhook endpoint was turned off")))).toEqual([]);
    // The dashboard warns of it on the endpoint.
    const listed = (await listWebhooks({ actor: owner })).endpoints.find((e) => e.id === id)!;
    expect([listed.enabled, listed.failedInARow]).toEqual([true, DISABLE_AFTER_FAILED_EVENTS - 1]);
    expect(t.failingInARow(listed.failedInARow, DISABLE_AFTER_FAILED_EVENTS)).toBe(
      "2 events in a row failed every try. After 3 in a row it is turned off; a successful delivery or test starts the count again.",
    );

    const job = await insertJob({ title: "Neurologist (second post)", userId: owner.userId });
    await closeJob({ actor: owner, id: job });
    await eventually(async () => (await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0]?.enabled === false, 40_000);
    const [endpoint] = await db().select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(endpoint!.disabledReason).toBe("answered 500");
    expect(endpoint!.consecutiveFailures).toBe(DISABLE_AFTER_FAILED_EVENTS);
    const all = await deliveries();
    const delivery = all[2];
    expect(all.map((d) => [d.state, d.attempts, d.lastStatusCode, d.nextAttemptAt])).toEqual(Array.from({ length: 3 }, () => ["failed", 6, 500, null]));
    expect([...receiver.tries.values()]).toEqual([6, 6, 6]);
    const mail = await eventually(async () => (await db().select().from(devMailbox).where(eq(devMailbox.to, owner.email)).orderBy(desc(devMailbox.id)))[0]);
    expect(mail.subject).toBe("A webhook endpoint was turned off");
    expect(mail.text, mail.text).toContain(url);
    expect(mail.text).toContain("/dashboard/webhooks");
    expect(mail.text).toContain(`${DISABLE_AFTER_FAILED_EVENTS} events in a row`);
    // Turned off, it receives nothing more; a redelivery is refused until it is turned on.
    expect((await refusal(redeliver({ actor: owner, deliveryId: delivery!.id }))).message).toBe(t.endpointOff);
    expect((await refusal(sendTest({ actor: owner, endpointId: id }))).message).toBe(t.endpointOff);
  }, 90_000);
});
