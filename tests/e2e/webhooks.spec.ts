import crypto from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { DEMO, expect, login, test } from "../fixtures";
import { webhooks as t } from "../../app/features/webhooks/messages";

// The owner adds a webhook endpoint pointing at a receiver started here (its own signature check), reveals the
// secret, presses Send test, sees the delivery answered 200, and redelivers it.

test("the owner adds an endpoint, sends a test ping to a real receiver, sees it delivered with 200, and redelivers it", async ({ page }) => {
  test.setTimeout(90_000);
  let secret = "";
  const received: { id: string; type: string; verified: boolean }[] = [];
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (c: Buffer) => (raw += c.toString("utf8")));
    req.on("end", () => {
      const header = String(req.headers["dochire-signature"] ?? "");
      const ts = Number(/t=(\d+)/.exec(header)?.[1]);
      const given = /v1=([0-9a-f]{64})/.exec(header)?.[1] ?? "";
      const expected = crypto.createHmac("sha256", secret).update(`${ts}.${raw}`).digest("hex");
      const verified = given === expected && Math.abs(Date.now() / 1000 - ts) <= 300;
      received.push({ id: String(req.headers["dochire-event-id"]), type: (JSON.parse(raw) as { type: string }).type, verified });
      res.writeHead(verified ? 200 : 401);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${crypto.randomUUID()}`;
  try {
    await login(page, DEMO.employer);
    await page.goto("/dashboard");
    await page.getByRole("link", { name: t.tabLabel }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/webhooks$/);

    const form = page.locator("form", { has: page.getByRole("button", { name: t.addButton }) });
    await form.getByLabel(t.urlLabel).fill(url);
    await form.getByLabel(t.descriptionLabel).fill("Test receiver");
    await form.getByLabel(/job\.closed/).check();
    await form.getByRole("button", { name: t.addButton }).click();
    await expect(page.getByTestId("toast")).toContainText(t.added.title);

    const endpoint = page.getByTestId("endpoint").filter({ hasText: url });
    await endpoint.getByRole("button", { name: t.revealButton }).click();
    secret = (await page.getByTestId("endpoint").filter({ hasText: url }).getByTestId("endpoint-secret").textContent()) ?? "";
    expect(secret).toMatch(/^whsec_/);

    await page.getByTestId("endpoint").filter({ hasText: url }).getByRole("button", { name: t.sendTestButton }).click();
    await expect(page.getByTestId("toast")).toContainText(t.testQueued.title);
    await expect(async () => {
      await page.reload();
      await expect(page.getByTestId("endpoint").filter({ hasText: url }).getByTestId("delivery-status").first()).toContainText(`${t.stateLabels.succeeded} · 200`, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    expect(received).toEqual([{ id: expect.any(String), type: "ping", verified: true }]);

    await page.getByTestId("endpoint").filter({ hasText: url }).getByRole("button", { name: t.redeliverButton }).first().click();
    await expect(page.getByTestId("toast")).toContainText(t.redeliveryQueued.title);
    await expect(async () => {
      await page.reload();
      const statuses = page.getByTestId("endpoint").filter({ hasText: url }).getByTestId("delivery-status");
      await expect(statuses).toHaveCount(2, { timeout: 1_000 });
      await expect(statuses.nth(0)).toContainText(`${t.stateLabels.succeeded} · 200`, { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    // The same event, delivered again.
    expect(received.map((r) => r.verified)).toEqual([true, true]);
    expect(received[1]!.id).toBe(received[0]!.id);

    // Clean up: delete it, confirming.
    const card = page.getByTestId("endpoint").filter({ hasText: url });
    await card.getByText(t.deleteButton, { exact: true }).click();
    await card.getByRole("button", { name: t.deleteConfirmButton }).click();
    await expect(page.getByTestId("toast")).toContainText(t.deleted.title);
    await expect(page.getByTestId("endpoint").filter({ hasText: url })).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
