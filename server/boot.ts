import path from "node:path";
import { env } from "~/env.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { isConnectionError } from "~/db/availability.server";
import { seedIfEmpty } from "~/db/seed.server";
import { logger } from "~/services/logger.server";
import { startClusterEvents } from "~/services/cluster/cluster-events.server";

/** How long start-up waits for a PostgreSQL server that is not accepting connections yet (e.g. starting with us). */
const STARTUP_WAIT_MS = 60_000;

async function openWithRetry(url: string, poolSize: number): Promise<DatabaseHandle> {
  const deadline = Date.now() + STARTUP_WAIT_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase({ url, poolSize });
    } catch (error) {
      if (!isConnectionError(error) || Date.now() > deadline) throw error;
      logger().warn({ err: error, attempt }, "database not reachable yet; retrying");
      await new Promise((resolve) => setTimeout(resolve, Math.min(1_000 * attempt, 5_000)));
    }
  }
}

/**
 * Opens the database (PGlite in DATA_DIR, or DATABASE_URL), applies migrations and seeds demo data when due.
 * Several instances starting together on one database take turns (DatabaseHandle.exclusive).
 */
export async function boot(): Promise<DatabaseHandle> {
  const e = env();
  const handle = e.DATABASE_URL
    ? await openWithRetry(e.DATABASE_URL, e.DATABASE_POOL_SIZE)
    : await openDatabase({ dataDir: path.resolve(e.DATA_DIR, "db") });
  const seeded = await handle.exclusive(() => seedIfEmpty(e.SEED_DEMO_DATA));
  // Other instances on the same database tell this one when what it caches has changed.
  if (handle.url) await startClusterEvents(handle.url);
  logger().info({ database: handle.kind, seeded }, "database ready");
  return handle;
}
