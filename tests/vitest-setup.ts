import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, expect } from "vitest";
import pg from "pg";
import { closeDatabase, openDatabase } from "~/db/client.server";

// Every integration test file gets its own fresh database: in-memory PGlite by default, or a new database on the
// PostgreSQL server named by TEST_DATABASE_URL (created here, dropped afterwards).
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "dochire-test-"));
process.env.NODE_ENV = "test";
process.env.DATA_DIR = dataDir;
// Vitest puts Vite's BASE_URL ("/") into process.env; the app's BASE_URL is a full origin.
process.env.BASE_URL = "http://localhost:3000";
delete process.env.DATABASE_URL;
delete process.env.SMTP_URL;

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
    await openDatabase({ memory: true });
  }
});

afterAll(async () => {
  await closeDatabase();
  if (createdDb) await adminQuery(`drop database if exists "${createdDb}" with (force)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
});
