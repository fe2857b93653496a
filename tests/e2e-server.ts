import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { onShutdown } from "../app/server-lib/shutdown.server";

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

// The admin must use two-factor sign-in (docs/decisions/083-two-factor-sign-in.md): set the demo admin's authenticator
// up through the real endpoints, as a person would on the Security tab, and leave its secret for the journeys.
{
  const { DEMO_ACCOUNTS } = await import("../app/db/demo-data.ts");
  const { secretOf, unusedCode } = await import("./support/totp.ts");
  const { adminSessionFile, adminTotpFile } = await import("./support/admin-totp.ts");
  const base = `http://localhost:${port}`;
  const email = process.env.ADMIN_EMAIL ?? "admin@dochire.in";
  const password = DEMO_ACCOUNTS.admin.password;
  const post = async (p: string, body: unknown, cookie = "") => {
    const res = await fetch(`${base}/api/auth${p}`, { method: "POST", headers: { "content-type": "application/json", origin: base, cookie }, body: JSON.stringify(body) });
    if (!res.ok) throw new Error(`${p}: ${res.status} ${await res.text()}`);
    const jar = res.headers.getSetCookie().map((c) => c.split(";")[0]!).filter((c) => !c.endsWith("=")).join("; ");
    return { json: (await res.json()) as Record<string, unknown>, cookie: jar };
  };
  const signIn = await post("/sign-in/email", { email, password });
  const enable = await post("/two-factor/enable", { password }, signIn.cookie);
  const secret = secretOf(String(enable.json.totpURI));
  await post("/two-factor/verify-totp", { code: await unusedCode(secret) }, signIn.cookie);
  fs.writeFileSync(adminTotpFile(port), secret, { mode: 0o600 });
  // A session left by an earlier server on this port belongs to another database.
  fs.rmSync(adminSessionFile(port), { force: true });
  onShutdown(async () => {
    fs.rmSync(adminTotpFile(port), { force: true });
    fs.rmSync(adminSessionFile(port), { force: true });
  });
}
