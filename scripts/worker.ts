import { env } from "~/env.server";
import { closeDatabase } from "~/db/client.server";
import { logger } from "~/services/logger.server";
import { stopQueue } from "~/services/queue/queue.server";
import { metricsEnabled, stopMetrics } from "~/services/observability/metrics.server";
import { boot } from "../server/boot";

// `npm run worker`: works the background jobs (mail, alert digests, notifications) in a process of its own, beside
// web instances started with QUEUE_WORKER=off. Any number may run: pg-boss hands each job to one of them.
// It needs PostgreSQL (DATABASE_URL): the embedded database belongs to the one process that opened it.
process.env.NODE_ENV ??= "production";
const e = env();
if (!e.DATABASE_URL) {
  console.error("npm run worker needs DATABASE_URL: on the embedded database the web server works the jobs itself (QUEUE_WORKER=in-process).");
  process.exit(1);
}
// The signal handlers come first: a SIGTERM while the queue is still starting (it may already be sending mail)
// waits for the start to finish, then stops the queue, instead of killing the process mid-job.
metricsEnabled(); // starts the metrics (and their OTLP export) before the first statement or job
const booted = boot({ worker: true });
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger().info({ signal }, "worker stopping: finishing jobs in hand");
  await booted.catch(() => {});
  await stopQueue();
  await closeDatabase().catch(() => {});
  // What the OTLP exporter still holds (the worker's job failures and mails) is sent before the process ends.
  await stopMetrics();
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
await booted;
logger().info({ pollSeconds: e.QUEUE_POLL_SECONDS }, "DocHire worker is working background jobs");
