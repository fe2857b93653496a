import path from "node:path";
import { env } from "~/env.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { isConnectionError } from "~/db/availability.server";
import { seedIfEmpty } from "~/db/seed.server";
import { logger } from "~/services/logger.server";
import { startClusterEvents } from "~/services/cluster/cluster-events.server";
import { startQueue } from "~/services/queue/queue.server";
import { backgroundJobs } from "~/background-jobs.server";

/** How long start-up waits for a PostgreSQL server that is not accepting connections yet (e.g. starting with us). */
const STARTUP_WAIT_MS = 60_000;

async function openWithRetry(url: string, poolSize: number, workMem: string | undefined): Promise<DatabaseHandle> {
  const deadline = Date.now() + STARTUP_WAIT_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase({ url, poolSize, workMem });
    } catch (error) {
      if (!isConnectionError(error) || Date.now() > deadline) throw error;
      logger().warn({ err: error, attempt }, "database not reachable yet; retrying");
      await new Promise((resolve) => setTimeout(resolve, Math.min(1_000 * attempt, 5_000)));
    }
  }
}

/**
 * Opens the database (PGlite in DATA_DIR, or DATABASE_URL), applies migrations, seeds demo data when due and starts
 * the job queue (with this process working its jobs when `worker`).
 * Several instances starting together on one database take turns (DatabaseHandle.exclusive).
 */
export async function boot({ worker = env().QUEUE_WORKER === "in-process" }: { worker?: boolean } = {}): Promise<DatabaseHandle> {
  const e = env();
  const handle = e.DATABASE_URL
    ? await openWithRetry(e.DATABASE_URL, e.DATABASE_POOL_SIZE, e.DATABASE_WORK_MEM)
    : await openDatabase({ dataDir: path.resolve(e.DATA_DIR, "db") });
  const seeded = await handle.exclusive(() => seedIfEmpty(e.SEED_DEMO_DATA));
  // Other instances on the same database tell this one when what it caches has changed.
  if (handle.url) await startClusterEvents(handle.url);
  // The queue's tables are pg-boss's own (schema pgboss), created and migrated by it under its own lock.
  // Instances starting together would race creating pg-boss's schema and queues (a deadlock): they take turns.
  await handle.exclusive(() => startQueue(backgroundJobs, { worker }));
  logger().info({ database: handle.kind, seeded, queueWorker: worker }, "database ready");
  return handle;
}
