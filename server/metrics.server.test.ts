import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { database, db } from "~/db/client.server";
import { reloadEnv } from "~/env.server";
import { service } from "~/lib/messages";
import { defineJob, enqueue } from "~/services/queue/queue.server";
import { runWithRequestContext } from "~/services/observability/request-context.server";
import { routeTable } from "../tests/fuzz/support/route-handler";
import { fromAddress } from "../tests/support/accounts-kit";
import { createApp } from "./app";
import { routeTemplates } from "./route-template";

// /metrics as Prometheus scrapes it: requests counted by route template (never by URL), the queue's backlog, and
// refused to callers outside METRICS_ALLOW without METRICS_TOKEN.

const TOKEN = "metrics-token-for-the-test-0123456789";
process.env.METRICS = "on";
process.env.METRICS_TOKEN = TOKEN;
delete process.env.METRICS_ALLOW;
reloadEnv();

const app = createApp({
  handleRequest: async (request) => {
    const { pathname } = new URL(request.url);
    return new Response("page", { status: pathname.startsWith("/jobs/") ? 200 : 404, headers: { "Content-Type": "text/html" } });
  },
  routeTemplate: routeTemplates(await routeTable()),
});

const waitingJob = defineJob<{ n: number }>({ name: "metrics-waiting", handle: async () => {} });

function get(path: string, address: string, headers: Record<string, string> = {}) {
  return app.request(`http://localhost:3000${path}`, { headers }, fromAddress(address));
}

async function scrape(): Promise<string> {
  const res = await get("/metrics", "127.0.0.1");
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.text();
}

/** The value of the series that has these labels (among others, e.g. otel_scope_name), or null. */
function series(text: string, name: string, labels: string): number | null {
  const wanted = labels.split(/,(?=[a-z_]+=)/);
  const line = text.split("\n").find((l) => {
    const match = /^([a-z_]+)\{(.*)\} \S+$/.exec(l);
    if (!match || match[1] !== name) return false;
    const have = match[2]!.split(/,(?=[a-z_]+=)/);
    return wanted.every((label) => have.includes(label));
  });
  return line ? Number(line.slice(line.lastIndexOf(" ") + 1)) : null;
}

beforeAll(async () => {
  for (let n = 0; n < 3; n++) await enqueue(waitingJob, { n }, { startAfterSeconds: 3_600 });
});

afterAll(() => {
  delete process.env.METRICS_TOKEN;
  reloadEnv();
});

describe("/metrics", () => {
  it("counts requests by route template, method and status, and samples the queue", async () => {
    for (const id of ["101", "202", "303"]) expect((await get(`/jobs/${id}`, "203.0.113.7")).status).toBe(200);
    expect((await get("/no/such/page", "203.0.113.7")).status).toBe(404);
    expect((await get("/healthz", "203.0.113.7")).status).toBe(200);

    const text = await scrape();
    const jobs = 'http_request_method="GET",http_response_status_code="200",http_route="/jobs/:id"';
    expect(series(text, "http_server_request_duration_count", jobs)).toBe(3);
    expect(series(text, "http_server_request_duration_bucket", `${jobs},le="+Inf"`)).toBe(3);
    expect(series(text, "http_server_request_duration_count", 'http_request_method="GET",http_response_status_code="200",http_route="/healthz"')).toBe(1);
    expect(text).toMatch(/http_route="\/\*"/);
    // No URL reaches a label.
    const labelValues = [...text.matchAll(/="([^"]*)"/g)].map((m) => m[1]).join("\n");
    // (as paths: an instance label such as "vm:20257", the process id, may hold the same digits)
    expect(labelValues).not.toMatch(/\/jobs\/(101|202|303)|no\/such/);

    expect(series(text, "dochire_queue_jobs", 'queue="metrics-waiting",state="waiting"')).toBe(3);
    expect(series(text, "dochire_queue_jobs", 'queue="metrics-waiting",state="failed"')).toBe(0);
    expect(series(text, "dochire_queue_oldest_waiting_age", 'queue="metrics-waiting"')).toBe(0);
    // The requests above and the queue's own reads ran statements.
    expect(series(text, "db_client_operation_duration_count", 'outcome="ok"')).toBeGreaterThan(0);
  });

  it("counts statements run inside a transaction", async () => {
    const count = async () => series(await scrape(), "db_client_operation_duration_count", 'outcome="ok"') ?? 0;
    // The scrape itself reads the queue's backlog: measure its own statements first, then a transaction's on top.
    const first = await count();
    const second = await count();
    const perScrape = second - first;
    await db().transaction(async (tx) => {
      for (let n = 0; n < 5; n++) await tx.execute(sql`select ${n}::int`);
    });
    // begin, five statements and commit: at least the five are counted, whatever the driver adds.
    expect((await count()) - second - perScrape).toBeGreaterThanOrEqual(5);
  });

  it("counts again on the next scrape: the counters only grow", async () => {
    const before = series(await scrape(), "http_server_request_duration_count", 'http_request_method="GET",http_response_status_code="200",http_route="/jobs/:id"') ?? 0;
    await get("/jobs/404404", "203.0.113.7");
    const after = series(await scrape(), "http_server_request_duration_count", 'http_request_method="GET",http_response_status_code="200",http_route="/jobs/:id"');
    expect(after).toBe(before + 1);
  });

  it("is refused (403) to a caller outside the allowed networks without the token", async () => {
    const attempts: Record<string, string>[] = [{}, { authorization: "Bearer wrong-token-wrong-token-wrong" }, { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }];
    for (const headers of attempts) {
      const res = await get("/metrics", "203.0.113.7", headers);
      expect(res.status).toBe(403);
      const body = await res.text();
      expect(body).toContain(service.metricsRefused);
      expect(body).not.toContain("http_server_request");
    }
    // A proxy's X-Forwarded-For is not believed without TRUST_PROXY.
    expect((await get("/metrics", "203.0.113.7", { "x-forwarded-for": "127.0.0.1" })).status).toBe(403);
  });

  it("is served to a caller with the token from anywhere", async () => {
    const res = await get("/metrics", "203.0.113.7", { authorization: `Bearer ${TOKEN}` });
    expect(res.status).toBe(200);
    expect(await res.text()).toContain("http_server_request_duration");
  });
});

describe("request ids", () => {
  it("answers with a fresh id, ignoring a client's X-Request-Id unless the proxy is trusted", async () => {
    const own = await get("/jobs/1", "203.0.113.7", { "x-request-id": "client-chosen" });
    expect(own.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    process.env.TRUST_PROXY = "true";
    reloadEnv();
    try {
      const proxied = await get("/jobs/1", "127.0.0.1", { "x-request-id": "proxy-id-42", "x-forwarded-for": "198.51.100.4" });
      expect(proxied.headers.get("x-request-id")).toBe("proxy-id-42");
      const hostile = await get("/jobs/1", "127.0.0.1", { "x-request-id": "bad id <script>" });
      expect(hostile.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      delete process.env.TRUST_PROXY;
      reloadEnv();
    }
  });

  it("travels with a job queued during the request, in its data", async () => {
    const id = await runWithRequestContext({ requestId: "req-queued-1" }, () => enqueue(waitingJob, { n: 9 }, { startAfterSeconds: 3_600 }));
    const handle = database();
    const text = "select data from pgboss.job where id = $1";
    let data: unknown;
    if (handle.embeddedSql) data = ((await handle.embeddedSql.executeSql(text, [id])).rows[0] as { data: unknown }).data;
    else {
      const pg = await import("pg");
      const client = new pg.default.Client({ connectionString: handle.url! });
      await client.connect();
      data = (await client.query(text, [id])).rows[0].data;
      await client.end();
    }
    expect(data).toEqual({ n: 9, _requestId: "req-queued-1" });
  });
});
