import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import pg from "pg";
import { closeDatabase, openDatabase } from "~/db/client.server";
import { stopQueue } from "~/services/queue/queue.server";

// Every integration test file gets its own fresh database: in-memory PGlite by default, or a new database on the
// PostgreSQL server named by TEST_DATABASE_URL (created here, dropped afterwards).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dochire-test-"));
process.env.NODE_ENV = "test";
process.env.DATA_DIR = dataDir;
// Vitest puts Vite's BASE_URL ("/") into process.env; the app's BASE_URL is a full origin.
process.env.BASE_URL = "http://localhost:3000";
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;

// A test fails on an unexpected console.error, as the journeys do: an error someone printed is an error nobody
// handled. A test that expects one says so by mocking console.error itself (vi.spyOn(console, "error")).
const originalConsoleError = console.error;
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map((a) => (a instanceof Error ? a.stack ?? a.message : String(a))).join(" "));
    originalConsoleError(...args);
  };
});
afterEach(() => {
  console.error = originalConsoleError;
  expect(consoleErrors, "unexpected console.error during the test").toEqual([]);
});

const serverUrl = process.env.TEST_DATABASE_URL;
let createdDb: string | null = null;

async function adminQuery(sqlText: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sqlText);
  } finally {
    await client.end();
  }
}

// Only integration tests (*.server.test.ts) need a database; pure unit tests skip the set-up cost.
const needsDatabase = () => /\.server\.test\.tsx?$/.test(expect.getState().testPath ?? "");

beforeAll(async () => {
  if (!needsDatabase()) return;
  if (serverUrl) {
    createdDb = `dochire_t_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(`create database "${createdDb}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${createdDb}`;
    await openDatabase({ url: url.toString(), poolSize: 4 });
  } else {
    // The run's migrated copy (tests/vitest-global-setup.ts), read anew by each file: its database is its own.
    const snapshot = inject("pgliteSnapshot");
    await openDatabase({ memory: true, ...(snapshot ? { snapshot: new Blob([fs.readFileSync(snapshot)]) } : {}) });
  }
});

/**
 * The pool's end() resolves once it has asked its connections to close, not when they have. Dropping the database
 * "with (force)" at that moment terminates a connection still closing, and the client reports that as an uncaught
 * error. So the drop waits for the server to see no one connected, and only forces after that (a leaked connection).
 */
async function dropTestDatabase(name: string) {
  for (let attempt = 0; attempt < 40; attempt++) {
    try {
      await adminQuery(`drop database if exists "${name}"`);
      return;
    } catch (error) {
      // 55006: "database is being accessed by other users"; anything else is a real failure.
      if ((error as { code?: string }).code !== "55006") throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  await adminQuery(`drop database if exists "${name}" with (force)`);
}

/** Resolves true when `work` finished within `ms`, false when it was left behind still running. */
function within(ms: number, work: Promise<unknown>): Promise<boolean> {
  return Promise.race([work.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref())]);
}

// Teardown never holds a file's result hostage: a queue or database that will not close within its time is left
// behind (the worker process ends anyway) with a warning naming which one, instead of failing on the hook timeout.
afterAll(async () => {
  await stopQueue();
  if (!(await within(15_000, closeDatabase()))) console.warn(`${expect.getState().testPath}: the test database did not close within 15 s`);
  if (createdDb) await dropTestDatabase(createdDb);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
