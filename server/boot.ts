import path from "node:path";
import { env } from "~/env.server";
import { openDatabase, type DatabaseHandle } from "~/db/client.server";
import { seedIfEmpty } from "~/db/seed.server";
import { logger } from "~/services/logger.server";

/** Opens the database (PGlite in DATA_DIR, or DATABASE_URL), applies migrations and seeds demo data when due. */
export async function boot(): Promise<DatabaseHandle> {
  const e = env();
  const handle = e.DATABASE_URL
    ? await openDatabase({ url: e.DATABASE_URL })
    : await openDatabase({ dataDir: path.resolve(e.DATA_DIR, "db") });
  const seeded = await seedIfEmpty(e.SEED_DEMO_DATA);
  logger().info({ database: handle.kind, seeded }, "database ready");
  return handle;
}
