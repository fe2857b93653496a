import net from "node:net";
import type { AddressInfo } from "node:net";
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO, expect, login, test } from "../fixtures";
import { apiKeyTexts as k } from "../../app/features/organisations/messages";
import { webhooks as w } from "../../app/features/webhooks/messages";
import { apiKeyProblems } from "../../server/api/messages";
import { deliveryFailureTexts } from "../../app/services/webhooks/failure-texts";
import { settings, upstreamOf } from "./support/journey";
import { API_RATE_LIMIT_MAX } from "./support/settings";

// The open API through the TLS proxy on three instances and one PostgreSQL (decisions 097, 098): a key made on the
// dashboard works on every instance, its rate limit is one budget whichever instance answers, a revoked key is refused
// by every instance on its next call, and on this public deployment a webhook aimed at this machine is never sent.


async function createKey(page: Page, name: string, scope: "read" | "write"): Promise<string> {
  await page.goto("/dashboard/api-keys");
  const form = page.locator("form", { has: page.getByRole("button", { name: k.createButton }) });
  await form.getByLabel(k.nameLabel).fill(name);
  await form.getByLabel(k.scopeLabel).selectOption({ label: k.scopeLabels[scope] });
  await form.getByRole("button", { name: k.createButton }).click();
  await expect(page.getByTestId("toast")).toContainText(k.created.title);
  const key = await page.getByTestId("new-api-key-value").inputValue();
  expect(key).toMatch(/^dh_live_[A-Za-z0-9_-]{43}$/);
  return key;
}

/** GETs `path` with `key` until every instance has answered (10 tries each at most); returns the statuses by instance. */
async function statusesByInstance(request: APIRequestContext, path: string, key: string): Promise<Map<string, number[]>> {
  const seen = new Map<string, number[]>();
  for (let i = 0; i < settings.instances.length * 10 && settings.instances.some((name) => !seen.has(name)); i++) {
    const res = await request.get(path, { headers: { Authorization: `Bearer ${key}` } });
    const from = upstreamOf(res.headers());
    seen.set(from, [...(seen.get(from) ?? []), res.status()]);
  }
  expect([...seen.keys()].sort(), `instances that answered ${path}`).toEqual([...settings.instances].sort());
  return seen;
}

test("an API key posts a job and reads it on every instance; a revoked key is refused by every instance at once", async ({ page, request }) => {
  test.setTimeout(120_000);
  await login(page, DEMO.employer);
  const name = `Prod HR system ${Date.now()}`;
  const key = await createKey(page, name, "write");

  const title = `Prod API Radiologist ${Date.now()}`;
  const posted = await request.post("/api/v1/jobs", {
    headers: { Authorization: `Bearer ${key}` },
    data: {
      title,
      company: "Sunrise Hospital",
      location: "Pune",
      type: "Full-time",
      specialty: "Radiology",
      salaryMin: "150000",
      salaryMax: "250000",
      salaryUnit: "month",
      description: "Report CT and MRI for a 300-bed hospital; teleradiology on alternate weekends.",
    },
  });
  expect(posted.status(), await posted.text()).toBe(201);
  const job = (await posted.json()) as { id: number };
  for (const [from, statuses] of await statusesByInstance(request, `/api/v1/jobs/${job.id}`, key)) {
    expect(statuses.every((s) => s === 200), `GET the new job on ${from}: ${statuses.join(", ")}`).toBe(true);
  }

  // Revoked on the dashboard (served by one instance): every instance refuses the key's next call.
  await page.goto("/dashboard/api-keys");
  const row = page.locator(`[data-testid="api-key-row"][data-name="${name}"]`);
  await row.getByRole("link", { name: `${k.revokeButton}: ${name}` }).click();
  await page.getByTestId("confirm-revoke").getByRole("button", { name: k.confirmButton }).click();
  await expect(page.getByTestId("toast")).toContainText(k.revoked.title);
  for (const [from, statuses] of await statusesByInstance(request, `/api/v1/jobs/${job.id}`, key)) {
    expect(statuses.every((s) => s === 401), `GET with the revoked key on ${from}: ${statuses.join(", ")}`).toBe(true);
  }
  const refused = await request.get("/api/v1/jobs", { headers: { Authorization: `Bearer ${key}` } });
  expect(((await refused.json()) as { detail: string }).detail).toBe(apiKeyProblems.keyInvalid);
});

test("a key's rate limit is one budget across the three instances: exactly the quota is served, then 429 with Retry-After", async ({ page, request }) => {
  test.setTimeout(120_000);
  await login(page, DEMO.employer);
  const key = await createKey(page, `Prod rate limit ${Date.now()}`, "read");

  const served = new Map<string, number>();
  let ok = 0;
  let limited: { status: number; headers: Record<string, string> } | null = null;
  // Ten calls at a time until one is refused; the window (60 s) is far longer than the burst.
  while (!limited && ok <= API_RATE_LIMIT_MAX) {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => request.get("/api/v1/organisation/members?limit=1", { headers: { Authorization: `Bearer ${key}` } })),
    );
    for (const res of answers) {
      if (res.status() === 200) {
        ok++;
        const from = upstreamOf(res.headers());
        served.set(from, (served.get(from) ?? 0) + 1);
      } else {
        expect(res.status(), await res.text()).toBe(429);
        limited ??= { status: res.status(), headers: res.headers() };
      }
    }
  }
  expect(ok, "calls served before the limit").toBe(API_RATE_LIMIT_MAX);
  expect(served.size, `instances that served the key: ${[...served.entries()].map(([n, c]) => `${n} ${c}`).join(", ")}`).toBe(settings.instances.length);
  expect(Number(limited!.headers["retry-after"])).toBeGreaterThan(0);
  expect(limited!.headers["ratelimit"]).toMatch(/^"key";r=0;t=\d+$/);
  // Still refused on every instance afterwards.
  for (const [from, statuses] of await statusesByInstance(request, "/api/v1/organisation/members?limit=1", key)) {
    expect(statuses.every((s) => s === 429), `after the limit on ${from}: ${statuses.join(", ")}`).toBe(true);
  }
});

test("on the public deployment a webhook aimed at this machine is refused at delivery and never connects", async ({ page }) => {
  test.setTimeout(90_000);
  // A listener that counts connections: the refusal must come before any connection is opened.
  let connections = 0;
  const listener = net.createServer((socket) => {
    connections++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  const url = `https://127.0.0.1:${(listener.address() as AddressInfo).port}/hooks/${Date.now()}`;
  try {
    await login(page, DEMO.employer);
    await page.goto("/dashboard/webhooks");
    const form = page.locator("form", { has: page.getByRole("button", { name: w.addButton }) });
    await form.getByLabel(w.urlLabel).fill(url);
    await form.getByLabel(/job\.closed/).check();
    await form.getByRole("button", { name: w.addButton }).click();
    await expect(page.getByTestId("toast")).toContainText(w.added.title);

    const endpoint = () => page.getByTestId("endpoint").filter({ hasText: url });
    await endpoint().getByRole("button", { name: w.sendTestButton }).click();
    await expect(page.getByTestId("toast")).toContainText(w.testQueued.title);
    await expect(async () => {
      await page.reload();
      await expect(endpoint().getByTestId("delivery-status").first()).toContainText(deliveryFailureTexts.address, { timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    expect(connections, "connections opened to the loopback receiver").toBe(0);

    await endpoint().getByText(w.deleteButton, { exact: true }).click();
    await endpoint().getByRole("button", { name: w.deleteConfirmButton }).click();
    await expect(page.getByTestId("toast")).toContainText(w.deleted.title);
  } finally {
    await new Promise<void>((resolve) => listener.close(() => resolve()));
  }
});
