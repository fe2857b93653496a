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
import { getSingleton, setSingleton, clearSingleton } from "~/server-lib/singleton.server";
import { logger } from "~/services/logger.server";
import { noteDatabaseError } from "./availability.server";
import { MEMORY_SIZE } from "~/env.server";
import { attachNamedStatements, withNamedStatements } from "./pglite-statements.server";
import { measuredPglite, measurePgClient } from "~/services/observability/db-metrics.server";
import { CHANGES_CHANNEL, everyTableChanged, setChangesHeard, tableChanged } from "./table-changes.server";

// Both drivers expose the same query builder; we type the handle once, as node-postgres's.
export type Db = NodePgDatabase<typeof schema>;

export type DatabaseHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  /** The connection string of a PostgreSQL server (for connections of their own, e.g. LISTEN); null for PGlite. */
  url: string | null;
  close: () => Promise<void>;
  /** A trivial query that fails within PING_TIMEOUT_MS when the database cannot be reached. */
  ping: () => Promise<void>;
  /**
   * Runs `fn` while holding the cluster-wide start-up lock (a PostgreSQL advisory lock), so that instances starting
   * together on one database migrate and seed one after the other. The embedded database has one process anyway.
   */
  exclusive: <T>(fn: () => Promise<T>) => Promise<T>;
  /**
   * Raw SQL on the embedded database for libraries that take a `{ executeSql }` connection (the job queue): one
   * statement with parameters, or a script of several without. Null on PostgreSQL, where they open their own pool.
   */
  embeddedSql: EmbeddedSql | null;
};

export type EmbeddedSql = { executeSql: (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }> };

/** A connection that cannot be made within this long is an outage, not a slow request. */
export const CONNECT_TIMEOUT_MS = 3_000;
/** No statement of a web request may take longer (the proxy's and the visitor's patience end around 10 s). */
export const QUERY_TIMEOUT_MS = 8_000;
export const PING_TIMEOUT_MS = 2_000;
/** pg_advisory_lock key for start-up work (migrations, demo seed): "doch" in ASCII. */
const STARTUP_LOCK_KEY = 0x646f6368;

export type DatabaseOptions =
  /** queryTimeoutMs: 0 for none (bulk work such as the bench's data generation); web serving keeps the default. */
  | { url: string; poolSize?: number; queryTimeoutMs?: number; workMem?: string }
  | { dataDir: string }
  /** In memory; `snapshot` is a data directory from `dumpMigratedDatabase()` to start from instead of an empty one. */
  | { memory: true; snapshot?: Blob };

const KEY = "database";

/** Migrations are resolved from the working directory so the path survives bundling. */
export function migrationsFolder(): string {
  return path.resolve(process.cwd(), "drizzle");
}

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const existing = getSingleton<DatabaseHandle>(KEY);
  if (existing) return existing;
  const handle = await connect(options);
  // Whatever was held in memory from another database is not this one's.
  everyTableChanged();
  return setSingleton(KEY, handle);
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error(`${what}: connection timeout after ${ms} ms`), { code: "ETIMEDOUT" })), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** Runs `fn` on a connection of its own that holds the start-up advisory lock for the duration. */
async function withStartupLock<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, application_name: "dochire-startup" });
  // An error on this short-lived connection (e.g. the server restarting) must fail start-up, not crash the process.
  client.on("error", (error) => logger().warn({ err: error }, "start-up database connection lost"));
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
    return await fn(client);
  } finally {
    await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]).catch(() => {});
    await client.end().catch(() => {});
  }
}

/**
 * work_mem of the site's connections unless DATABASE_WORK_MEM says otherwise. PostgreSQL's default, 4MB, turns the
 * bitmap of a common filter value (a job type: ~170,000 of 1,000,000 jobs) lossy, so every row of its pages is read and
 * checked again: a search for Locum jobs in Delhi or Pune read 19,000 rows for its 8,680 and took 200 ms; at 16MB, 70 ms
 * (docs/decisions/080-search-that-understands-doctors.md). It is an upper bound per sort or bitmap, not an allocation.
 */
export const DEFAULT_WORK_MEM = "16MB";

/** The serving pool for a PostgreSQL server (no migrations): fails fast, survives lost connections. */
export function postgresHandle(url: string, poolSize: number, queryTimeoutMs = QUERY_TIMEOUT_MS, workMem = DEFAULT_WORK_MEM): DatabaseHandle {
  if (!MEMORY_SIZE.test(workMem)) throw new Error(`work_mem must be a PostgreSQL memory size such as 16MB, not ${JSON.stringify(workMem)}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
    idleTimeoutMillis: 30_000,
    keepAlive: true,
    application_name: "dochire",
    // The site's queries are short; compiling one with JIT (PostgreSQL's default above a cost estimate) adds ~40 ms to
    // a search that runs in a few (docs/decisions/080-search-that-understands-doctors.md). work_mem: DEFAULT_WORK_MEM.
    options: `-c jit=off -c work_mem=${workMem}`,
    // Changes the database announces (table-changes.server.ts): each connection listens before it is first handed
    // out, so the session that made a change hears it before its commit is acknowledged. (Until the hook resolves, the
    // pool's own error listener is on the client; a LISTEN that fails ends the client and fails the checkout.)
    onConnect: async (client) => {
      client.on("notification", (message) => {
        if (message.channel === CHANGES_CHANNEL && message.payload) tableChanged(message.payload);
      });
      await client.query(`listen ${CHANGES_CHANNEL}`);
    },
  });
  // The server can end any connection at any moment (restart, pg_terminate_backend, failover), and a pg client with no
  // 'error' listener then ends the process. pg-pool listens only while a client is idle: a client checked out for a
  // transaction that waits between statements has none. So every client gets a listener of its own the moment it has
  // connected; its statements then fail as connection errors (answered 503), the transaction is rolled back by the
  // server, and the pool drops the client on release and opens a new one on demand.
  pool.on("connect", (client) => {
    measurePgClient(client as unknown as Parameters<typeof measurePgClient>[0]);
    client.on("error", (error) => {
      noteDatabaseError(error);
      logger().warn({ err: error }, "database connection lost; it will be reopened on demand");
    });
  });
  // An idle client's error is also reported to the pool (already logged by the client's own listener above); without a
  // listener here, the pool would end the process instead.
  pool.on("error", () => {});
  return {
    db: drizzlePg(pool, { schema }),
    kind: "postgres",
    url,
    close: () => pool.end(),
    ping: async () => {
      await withTimeout(pool.query("select 1"), PING_TIMEOUT_MS, "database ping");
    },
    exclusive: (fn) => withStartupLock(url, () => fn()),
    embeddedSql: null,
  };
}

async function connect(options: DatabaseOptions): Promise<DatabaseHandle> {
  if ("url" in options) {
    const url = options.url;
    // Migrations run on their own connection under the start-up lock, without the serving pool's query timeout.
    await withStartupLock(url, (client) => migratePg(drizzlePg(client, { schema }), { migrationsFolder: migrationsFolder() }));
    return postgresHandle(url, options.poolSize ?? 10, options.queryTimeoutMs, options.workMem);
  }
  let client: PGlite;
  if ("dataDir" in options) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    client = await PGlite.create(options.dataDir, { extensions: { pg_trgm } });
  } else {
    // A snapshot skips PGlite's initdb and the migrations already in it (a test file's database: 0.5 s against 3).
    client = await PGlite.create({ extensions: { pg_trgm }, ...(options.snapshot ? { loadDataDir: options.snapshot } : {}) });
  }
  // Prepared queries run as named statements, parsed and planned once (pglite-statements.server.ts).
  const named = withNamedStatements(client);
  const pgliteDb = drizzlePglite(measuredPglite(named.client), { schema });
  attachNamedStatements(pgliteDb as unknown as Db, named.statements);
  await migratePglite(pgliteDb, { migrationsFolder: migrationsFolder() });
  // Changes the database announces (table-changes.server.ts), delivered by PGlite before the write's own result.
  await client.listen(CHANGES_CHANNEL, (table) => tableChanged(table));
  setChangesHeard("embedded", true);
  return {
    db: pgliteDb as unknown as Db,
    kind: "pglite",
    url: null,
    close: () => {
      setChangesHeard("embedded", false);
      return client.close();
    },
    ping: async () => {
      await client.query("select 1");
    },
    exclusive: (fn) => fn(),
    embeddedSql: {
      async executeSql(text, values) {
        if (values && values.length) return client.query(text, values);
        // A script of several statements (the queue's own migrations) has no parameters and runs as one.
        const results = await client.exec(text);
        return results[results.length - 1] ?? { rows: [] };
      },
    },
  };
}

/**
 * A migrated, empty embedded database as a data directory (an uncompressed tarball): the test suite makes one per run
 * and opens each test file's database from it (tests/vitest-global-setup.ts).
 */
export async function dumpMigratedDatabase(): Promise<Blob> {
  const client = await PGlite.create({ extensions: { pg_trgm } });
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: migrationsFolder() });
    return await client.dumpDataDir("none");
  } finally {
    await client.close();
  }
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
