import { describe, expect, it } from "vitest";
import { formInput } from "~/lib/messages";
import type { Actor } from "~/lib/permissions";
import { createActor, createColleague } from "../../../tests/factories/jobs";
import { listWebhooks } from "./manage-webhooks.server";
import { webhooks as t } from "./messages";
import { handleWebhooksAction } from "./webhooks-action.server";

// The Webhooks tab's posts: strict parsing (400 beside the field, never 500, nothing written), the reveal answer, and
// the role refusal as the page shows it.

async function post(actor: Actor, fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(key, v);
  const result = await handleWebhooksAction({ form, actor, clientIp: "203.0.113.9" });
  if (result instanceof Response) return { status: result.status, reply: null };
  return { status: result.init?.status ?? 200, reply: result.data as { result: { error?: Record<string, string[]>; initialValue?: Record<string, unknown> } | null; revealed?: { secret: string } } };
}

describe("webhooks tab posts", () => {
  it("refuses bad input beside its field with 400 and keeps what was typed; adds and reveals with good input", async () => {
    const owner = await createActor("employer");
    const noEvents = await post(owner, { intent: "add", url: "https://hr.example.com/hooks", description: "HR" });
    expect(noEvents.status).toBe(400);
    expect(noEvents.reply?.result?.error?.events).toEqual([t.eventsRequired]);
    expect(noEvents.reply?.result?.initialValue).toMatchObject({ url: "https://hr.example.com/hooks", description: "HR" });
    expect((await post(owner, { intent: "add", url: "not a url", events: "job.closed" })).reply?.result?.error?.url).toEqual([t.urlInvalid]);
    expect((await post(owner, { intent: "add", url: "ftp://hr.example.com/", events: "job.closed" })).reply?.result?.error?.url).toEqual([t.urlNotHttps]);
    expect((await post(owner, { intent: "add", url: "https://hr.example.com/", events: ["job.closed", "job.deleted"] })).status).toBe(400);
    expect((await post(owner, { intent: "add", url: `https://hr.example.com/${"x".repeat(2000)}`, events: "job.closed" })).reply?.result?.error?.url).toEqual([formInput.tooLong(2000)]);
    for (const endpointId of ["abc", "1", "", "%00"]) expect((await post(owner, { intent: "reveal", endpointId })).status).toBe(400);
    for (const deliveryId of ["abc", "1.5", "1e308", "99999999999999999999"]) expect((await post(owner, { intent: "redeliver", deliveryId })).status).toBe(400);
    expect((await post(owner, { intent: "nonsense" })).status).toBe(400);
    expect((await listWebhooks({ actor: owner })).endpoints).toEqual([]);

    // http:// is taken here (the local deployment), for a receiver on this machine.
    expect((await post(owner, { intent: "add", url: "http://127.0.0.1:8080/hooks", events: ["job.closed", "application.created"] })).status).toBe(302);
    const [endpoint] = (await listWebhooks({ actor: owner })).endpoints;
    expect(endpoint).toMatchObject({ url: "http://127.0.0.1:8080/hooks", events: ["job.closed", "application.created"], enabled: true });
    const revealed = await post(owner, { intent: "reveal", endpointId: endpoint!.id });
    expect(revealed.reply?.revealed?.secret).toMatch(/^whsec_/);
  });

  it("answers a recruiter with 403 and the reason", async () => {
    const owner = await createActor("employer");
    const recruiter = await createColleague(owner, "recruiter");
    const refused = await post(recruiter, { intent: "add", url: "https://hr.example.com/hooks", events: "job.closed" });
    expect(refused.status).toBe(403);
    expect(refused.reply?.result?.error?.[""]).toEqual([t.cannotManage]);
    expect((await listWebhooks({ actor: owner })).endpoints).toEqual([]);
  });
});
