import path from "node:path";
import fs from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import * as schema from "./schema";
import { getSingleton, setSingleton, clearSingleton } from "~/lib/singleton.server";

// Both drivers expose the same query builder; we type the handle once, as node-postgres's.
export type Db = NodePgDatabase<typeof schema>;

export type DatabaseHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
  ping: () => Promise<void>;
};

export type DatabaseOptions =
  | { url: string; poolSize?: number }
  | { dataDir: string }
  | { memory: true };

const KEY = "database";

/** Migrations are resolved from the working directory so the path survives bundling. */
export function migrationsFolder(): string {
  return path.resolve(process.cwd(), "drizzle");
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const existing = getSingleton<DatabaseHandle>(KEY);
  if (existing) return existing;
  const handle = await connect(options);
  return setSingleton(KEY, handle);
}

async function connect(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("url" in options) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema });
    await migratePg(db, { migrationsFolder: migrationsFolder() });
    return {
      db,
      kind: "postgres",
      close: () => pool.end(),
      ping: async () => {
        await pool.query("select 1");
      },
    };
  }
  let client: PGlite;
  if ("dataDir" in options) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  } else {
    client = await PGlite.create({ extensions: { pg_trgm } });
  }
  const pgliteDb = drizzlePglite(client, { schema });
  await migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    close: () => client.close(),
    ping: async () => {
      await client.query("select 1");
    },
  };
}

/** The open database. Opened once at start-up (server/main.ts) or by a test's setup. */
export function database(): DatabaseHandle {
  const handle = getSingleton<DatabaseHandle>(KEY);
  if (!handle) throw new Error("The database is not open yet: call openDatabase() at start-up.");
  return handle;
}

export function db(): Db {
  return database().db;
}

export async function closeDatabase(): Promise<void> {
  const handle = getSingleton<DatabaseHandle>(KEY);
  if (!handle) return;
  clearSingleton(KEY);
  await handle.close();
}
