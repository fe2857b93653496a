import crypto from "node:crypto";
import os from "node:os";
import type { Attributes, Counter, Histogram, ObservableGauge } from "@opentelemetry/api";
import { MeterProvider, PeriodicExportingMetricReader, type IMetricReader } from "@opentelemetry/sdk-metrics";
import { PrometheusExporter, PrometheusSerializer } from "@opentelemetry/exporter-prometheus";
import { OTLPMetricExporter } from "@opentelemetry/exporter-metrics-otlp-http";
import { resourceFromAttributes } from "@opentelemetry/resources";
import { env, type Env } from "~/env.server";
import { getSingleton, singleton } from "~/server-lib/singleton.server";
import { inNetworks, parseNetworks } from "./network";

// The product's metrics (docs/decisions/095-operations.md), recorded with OpenTelemetry and read two ways: scraped
// at /metrics in Prometheus's text format, and pushed over OTLP when OTEL_EXPORTER_OTLP_ENDPOINT is set. Every label
// takes a bounded set of values (route templates, never URLs). With METRICS=off nothing is recorded.

/** Latency buckets in seconds: pages take milliseconds to a few seconds; the 8 s query timeout is the far end. */
const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type QueueBacklog = { queue: string; waiting: number; active: number; failed: number; oldestWaitingSeconds: number }[];

type Instruments = {
  provider: MeterProvider;
  prometheus: PrometheusExporter;
  httpDuration: Histogram;
  dbDuration: Histogram;
  dbErrors: Counter;
  jobFailures: Counter;
  mail: Counter;
  storageErrors: Counter;
  queueJobs: ObservableGauge;
  queueOldest: ObservableGauge;
  /** Reads the queue's backlog at each collection (registered by the queue when it starts). */
  backlog: { read: (() => Promise<QueueBacklog>) | null };
};

function create(e: Env): Instruments {
  const prometheus = new PrometheusExporter({ preventServerStart: true });
  const readers: IMetricReader[] = [prometheus];
  if (e.OTEL_EXPORTER_OTLP_ENDPOINT) {
    readers.push(
      new PeriodicExportingMetricReader({
        exporter: new OTLPMetricExporter({ url: `${e.OTEL_EXPORTER_OTLP_ENDPOINT}/v1/metrics` }),
        exportIntervalMillis: e.OTEL_METRIC_EXPORT_INTERVAL_SECONDS * 1000,
      }),
    );
  }
  const provider = new MeterProvider({
    resource: resourceFromAttributes({ "service.name": "dochire", "service.instance.id": `${os.hostname()}:${process.pid}` }),
    readers,
  });
  const meter = provider.getMeter("dochire");
  const seconds = { unit: "s", advice: { explicitBucketBoundaries: SECONDS } };
  const instruments: Instruments = {
    provider,
    prometheus,
    httpDuration: meter.createHistogram("http.server.request.duration", { description: "Requests answered, by route template, method and status", ...seconds }),
    dbDuration: meter.createHistogram("db.client.operation.duration", { description: "Database statements, by outcome", ...seconds }),
    dbErrors: meter.createCounter("dochire.db.errors", { description: "Database statements that failed" }),
    jobFailures: meter.createCounter("dochire.queue.job.failures", { description: "Background job tries that failed (each is retried until its last try)" }),
    mail: meter.createCounter("dochire.mail.messages", { description: "Mails handed to the transport, by outcome (sent, failed)" }),
    storageErrors: meter.createCounter("dochire.storage.errors", { description: "File store operations that failed, by operation" }),
    queueJobs: meter.createObservableGauge("dochire.queue.jobs", { description: "Jobs on the queue now, by queue and state (waiting, active, failed)" }),
    queueOldest: meter.createObservableGauge("dochire.queue.oldest_waiting_age", { description: "Age of the oldest job waiting to run, by queue", unit: "s" }),
    backlog: { read: null },
  };
  meter.addBatchObservableCallback(async (result) => observeBacklog(instruments, result), [instruments.queueJobs, instruments.queueOldest]);
  return instruments;
}

async function observeBacklog(instruments: Instruments, result: { observe: (gauge: ObservableGauge, value: number, attributes: Attributes) => void }) {
  const read = instruments.backlog.read;
  if (!read) return;
  // A database that cannot answer within 5 s leaves the gauges out of this scrape (Prometheus shows the gap) rather than
  // hanging it past the scraper's timeout (10 s by default).
  const backlog = await Promise.race([read(), new Promise<null>((resolve) => setTimeout(() => resolve(null), 5_000).unref())]).catch(() => null);
  for (const row of backlog ?? []) {
    result.observe(instruments.queueJobs, row.waiting, { queue: row.queue, state: "waiting" });
    result.observe(instruments.queueJobs, row.active, { queue: row.queue, state: "active" });
    result.observe(instruments.queueJobs, row.failed, { queue: row.queue, state: "failed" });
    result.observe(instruments.queueOldest, row.oldestWaitingSeconds, { queue: row.queue });
  }
}

/** The process's instruments, or null with METRICS=off. */
function instruments(): Instruments | null {
  return singleton("metrics", () => (env().METRICS === "on" ? create(env()) : null));
}

export function metricsEnabled(): boolean {
  return instruments() !== null;
}

export function recordHttpRequest(route: string, method: string, status: number, seconds: number): void {
  instruments()?.httpDuration.record(seconds, { "http.route": route, "http.request.method": method, "http.response.status_code": status });
}

export function recordDbStatement(seconds: number, failed: boolean): void {
  // Statements are counted once the process has started its metrics (the web app and the worker do at start): a
  // statement must not be the first reader of the settings (a script or test may still be setting them).
  const m = getSingleton<Instruments | null>("metrics");
  if (!m) return;
  m.dbDuration.record(seconds, { outcome: failed ? "error" : "ok" });
  if (failed) m.dbErrors.add(1);
}

export function recordJobFailure(queue: string): void {
  instruments()?.jobFailures.add(1, { queue });
}

export function recordMail(outcome: "sent" | "failed", transport: string): void {
  instruments()?.mail.add(1, { outcome, transport });
}

export function recordStorageError(operation: "put" | "get" | "delete" | "check"): void {
  instruments()?.storageErrors.add(1, { operation });
}

/** The queue's backlog, read at each collection by the queue gauges. */
export function observeQueueBacklog(read: () => Promise<QueueBacklog>): void {
  const m = instruments();
  if (m) m.backlog.read = read;
}

/** Everything recorded so far, in Prometheus's text exposition format. */
export async function prometheusText(): Promise<string> {
  const m = instruments();
  if (!m) return "";
  const { resourceMetrics } = await m.prometheus.collect();
  return new PrometheusSerializer().serialize(resourceMetrics);
}

export const PROMETHEUS_CONTENT_TYPE = "text/plain; version=0.0.4; charset=utf-8";

/**
 * Whether a caller may read /metrics: from an allowed network (METRICS_ALLOW), or with the bearer token
 * (METRICS_TOKEN, compared in constant time).
 */
export function mayReadMetrics(address: string | null, authorization: string | undefined, e: Env = env()): boolean {
  const networks = singleton(`metrics-allow:${e.METRICS_ALLOW}`, () => parseNetworks(e.METRICS_ALLOW));
  if (inNetworks(networks, address)) return true;
  if (!e.METRICS_TOKEN || !authorization) return false;
  const match = /^Bearer\s+(.+)$/i.exec(authorization.trim());
  if (!match) return false;
  const given = crypto.createHash("sha256").update(match[1]!).digest();
  const expected = crypto.createHash("sha256").update(e.METRICS_TOKEN).digest();
  return crypto.timingSafeEqual(given, expected);
}

/** Sends what is still buffered (OTLP) and stops the readers; part of shutting down. */
export async function stopMetrics(): Promise<void> {
  const m = getSingleton<Instruments | null>("metrics");
  if (!m) return;
  const gaveUp = new Promise<void>((resolve) => setTimeout(resolve, 1_500).unref());
  await Promise.race([m.provider.shutdown().catch(() => {}), gaveUp]);
}
