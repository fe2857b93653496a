import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { onShutdown } from "../app/lib/shutdown.server";

// Starts the built server for the Playwright run on a database of its own: a fresh embedded one, or a new
// database on the PostgreSQL server named by TEST_DATABASE_URL. Demo data is seeded so journeys have content.
const port = process.env.E2E_PORT ?? "3100";
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dochire-e2e-"));

process.env.PORT = port;
process.env.HOST = "127.0.0.1";
process.env.BASE_URL = `http://localhost:${port}`;
process.env.DATA_DIR = dataDir;
process.env.SEED_DEMO_DATA = "always";
process.env.LOG_LEVEL ??= "warn";
process.env.E2E = "true";
// Journeys sign in many times from one address; the limits themselves are proven by integration tests
// (app/features/accounts/rate-limit.server.test.ts).
process.env.AUTH_RATE_LIMIT_MAX ??= "100000";
process.env.AUTH_RATE_LIMIT_ACCOUNT_MAX ??= "100000";
delete process.env.SMTP_URL;
delete process.env.DATABASE_URL;

const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  const name = `dochire_e2e_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  process.env.DATABASE_URL = url.toString();
  // Dropped when the server stops (Playwright ends it with SIGTERM), after its own connections have closed.
  onShutdown(async () => {
    const c = new pg.Client({ connectionString: serverUrl });
    await c.connect();
    await c.query(`drop database if exists "${name}" with (force)`).catch(() => {});
    await c.end();
  });
}

await import("../server/main.ts");
