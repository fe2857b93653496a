import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "../fixtures";
import { settings, upstreamOf } from "./support/journey";

// /metrics on every instance while the site is under load: each instance counts the requests it answered, by route
// template, and its counters grow as the load goes on. Scraped straight from each instance (loopback: METRICS_ALLOW's
// default) and once through the proxy (the client address nginx appends is this machine's).

const JOB_ROUTE = /^http_server_request_duration_count\{(?=[^}]*http_route="\/jobs")(?=[^}]*http_response_status_code="200")[^}]*\} (\d+)/;

/** Requests to /jobs answered 200 so far, summed over the series of one instance's scrape. */
function jobsAnswered(text: string): number {
  return text.split("\n").reduce((sum, line) => sum + Number(JOB_ROUTE.exec(line)?.[1] ?? 0), 0);
}

async function scrapeEveryInstance(request: APIRequestContext): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const instance of settings.instances) {
    const res = await request.get(`http://${instance}/metrics`);
    expect(res.status(), `/metrics of ${instance}`).toBe(200);
    const text = await res.text();
    expect(text, `route-template series on ${instance}`).toContain('http_route="/jobs"');
    counts.set(instance, jobsAnswered(text));
  }
  return counts;
}

test("request counters on /metrics grow under load, on every instance", async ({ request }) => {
  test.setTimeout(120_000);
  expect(settings.instances.length, "the orchestrator names the instances").toBeGreaterThan(0);
  // Every instance has answered /jobs at least once, so each has the series.
  const warm = new Set<string>();
  for (let i = 0; i < settings.instances.length * 10 && warm.size < settings.instances.length; i++) {
    const res = await request.get(`/jobs?q=cardiology&page=${i + 1}`);
    expect(res.status()).toBe(200);
    warm.add(upstreamOf(res.headers()));
  }
  const before = await scrapeEveryInstance(request);

  let sent = 0;
  let stop = false;
  const worker = async () => {
    while (!stop) {
      const res = await request.get(`/jobs?page=${(sent % 5) + 1}`);
      expect(res.status()).toBe(200);
      expect(res.headers()["x-request-id"], "the proxy's request id is handed back").toMatch(/^[0-9a-f]{32}$/);
      sent++;
    }
  };
  const load = Promise.all(Array.from({ length: 8 }, worker));
  // Scraped while the load runs: a scrape under load answers, and the counts have already moved.
  await expect.poll(async () => [...(await scrapeEveryInstance(request)).values()].reduce((a, b) => a + b, 0), { timeout: 30_000 }).toBeGreaterThan(
    [...before.values()].reduce((a, b) => a + b, 0),
  );
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  stop = true;
  await load;

  const after = await scrapeEveryInstance(request);
  const grown = [...after].reduce((sum, [instance, n]) => sum + (n - (before.get(instance) ?? 0)), 0);
  expect(grown, `requests counted against ${sent} sent (others' tests add to it)`).toBeGreaterThanOrEqual(sent);
  for (const [instance, n] of after) expect(n, `${instance} never counts backwards`).toBeGreaterThanOrEqual(before.get(instance) ?? 0);

  // Through the proxy, from this machine: allowed (METRICS_ALLOW is loopback; the proxy is trusted).
  const proxied = await request.get("/metrics");
  expect(proxied.status()).toBe(200);
  expect(await proxied.text()).toContain("http_server_request_duration_count");
});
