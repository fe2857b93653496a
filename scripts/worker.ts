import { env } from "~/env.server";
import { closeDatabase } from "~/db/client.server";
import { logger } from "~/services/logger.server";
import { stopQueue } from "~/services/queue/queue.server";
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
await boot({ worker: true });
logger().info({ pollSeconds: e.QUEUE_POLL_SECONDS }, "DocHire worker is working background jobs");

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger().info({ signal }, "worker stopping: finishing jobs in hand");
  await stopQueue();
  await closeDatabase().catch(() => {});
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
