import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { webhookDeliveries, webhookDeliveryAttempts, webhookEndpoints } from "~/db/schema";
import { reloadEnv } from "~/env.server";
import { AppError } from "~/lib/errors";
import type { Actor } from "~/lib/permissions";
import { addEndpoint } from "~/features/webhooks/manage-webhooks.server";
import { webhooks as t } from "~/features/webhooks/messages";
import { deliverWebhook } from "~/services/webhooks/deliver.server";
import { recordWebhookEvent } from "~/services/webhooks/emit.server";
import { createActor } from "./factories/jobs";

// A public deployment (DEPLOYMENT=public): webhook deliveries never reach this machine, the private networks or the
// cloud's metadata address, and each refused try records why. (The same check at every redirect is proved in
// app/services/outbound/outbound-request.server.test.ts.)

process.env.DEPLOYMENT = "public";
process.env.BASE_URL = "https://dochire.example";
process.env.AUTH_SECRET = "a".repeat(40);
process.env.SMTP_URL = "smtp://127.0.0.1:1";
reloadEnv();

let owner: Actor;
let hits = 0;
let port = 0;
const server = http.createServer((_req, res) => {
  hits++;
  res.end("ok");
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
  owner = await createActor("employer");
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** An endpoint written straight to the table (the form takes only https here), and one try of a ping to it. */
async function tryDelivering(url: string) {
  const [endpoint] = await db()
    .insert(webhookEndpoints)
    .values({ organisationId: owner.membership!.organisationId, url, events: ["job.closed"], secret: "whsec_test" })
    .returning({ id: webhookEndpoints.id });
  const [deliveryId] = await recordWebhookEvent(db(), owner.membership!.organisationId, "ping", { endpoint_id: endpoint!.id, message: "test" }, { endpointId: endpoint!.id, maxAttempts: 1 });
  await deliverWebhook({ deliveryId: deliveryId!, attempt: 1 });
  const [attempt] = await db().select().from(webhookDeliveryAttempts).where(eq(webhookDeliveryAttempts.deliveryId, deliveryId!));
  const [delivery] = await db().select().from(webhookDeliveries).where(eq(webhookDeliveries.id, deliveryId!));
  return { attempt: attempt!, delivery: delivery! };
}

describe("webhooks on a public deployment", () => {
  it("refuses loopback, private and link-local addresses, by address or by name, and records why", async () => {
    for (const url of [`https://127.0.0.1:${port}/hooks`, `http://127.0.0.1:${port}/hooks`, `https://localhost:${port}/hooks`, "http://10.1.2.3/hooks", "http://169.254.169.254/latest/meta-data", "http://[::1]:9/hooks"]) {
      const { attempt, delivery } = await tryDelivering(url);
      expect(attempt.statusCode, url).toBeNull();
      expect(attempt.error, url).toMatch(/^refused: the address is not a public one/);
      expect(delivery).toMatchObject({ state: "failed", attempts: 1, lastStatusCode: null });
      expect(delivery.lastError).toBe(attempt.error);
    }
    expect(hits).toBe(0);
  });

  it("takes only https URLs for new endpoints", async () => {
    const error = await addEndpoint({ actor: owner, url: "http://hr.example.com/hooks", events: ["job.closed"] }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(t.urlNotHttps);
    await expect(addEndpoint({ actor: owner, url: "https://user:pw@hr.example.com/hooks", events: ["job.closed"] })).rejects.toThrow(t.urlCredentials);
    await expect(addEndpoint({ actor: owner, url: "https://hr.example.com/hooks", events: ["job.closed"] })).resolves.toMatchObject({ id: expect.any(String) });
  });
});
