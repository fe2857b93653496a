import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { importSPKI, jwtVerify } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { reloadEnv } from "~/env.server";
import { closeJob } from "~/features/jobs/close-job.server";
import { createJob } from "~/features/jobs/create-job.server";
import { deleteJob } from "~/features/jobs/delete-job.server";
import { JobFormSchema } from "~/features/jobs/schema";
import { updateJob } from "~/features/jobs/update-job.server";
import { createActor } from "../../../tests/factories/jobs";
import { eventually } from "../../../tests/support/eventually";
import { INDEXING_SCOPE, PUBLISH_PATH, quotaDay } from "./google-indexing.server";

// The Indexing API flow against a small real HTTP server standing in for Google: it checks the service account's
// JWT with the public key of the key file, hands out a token, and records the notifications it is sent.

const { publicKey, privateKey } = crypto.generateKeyPairSync("rsa", { modulusLength: 2048 });
const CLIENT_EMAIL = "indexer@dochire-test.iam.gserviceaccount.com";
const ACCESS_TOKEN = `token-${crypto.randomUUID()}`;
const BASE = "http://localhost:3000";

type Received = { url: string; type: string };
const received: Received[] = [];
const refused: string[] = [];
let tokenRequests = 0;
let server: http.Server;
let origin = "";
const keyDir = fs.mkdtempSync(path.join(os.tmpdir(), "indexing-key-"));
const keyFile = path.join(keyDir, "service-account.json");

async function readBody(request: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

async function standIn(request: http.IncomingMessage, response: http.ServerResponse) {
  const body = await readBody(request);
  if (request.method === "POST" && request.url === "/token") {
    tokenRequests++;
    const form = new URLSearchParams(body);
    try {
      expect(form.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
      const { payload, protectedHeader } = await jwtVerify(form.get("assertion")!, await importSPKI(publicKey.export({ type: "spki", format: "pem" }).toString(), "RS256"), {
        issuer: CLIENT_EMAIL,
        audience: `${origin}/token`,
      });
      expect(protectedHeader.alg).toBe("RS256");
      expect(payload.scope).toBe(INDEXING_SCOPE);
      expect(payload.exp! - payload.iat!).toBeLessThanOrEqual(3600);
    } catch (error) {
      refused.push(`token: ${(error as Error).message}`);
      response.writeHead(400).end();
      return;
    }
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ access_token: ACCESS_TOKEN, expires_in: 3599, token_type: "Bearer" }));
    return;
  }
  if (request.method === "POST" && request.url === PUBLISH_PATH) {
    if (request.headers.authorization !== `Bearer ${ACCESS_TOKEN}`) {
      refused.push("publish without the token");
      response.writeHead(401).end();
      return;
    }
    const notice = JSON.parse(body) as Received;
    received.push({ url: notice.url, type: notice.type });
    response.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify({ urlNotificationMetadata: { url: notice.url } }));
    return;
  }
  response.writeHead(404).end();
}

async function deferredNotices(): Promise<{ data: Received; startAfter: Date }[]> {
  const handle = database();
  const text = "select data, start_after from pgboss.job where name = 'google-indexing' and state = 'created' order by created_on";
  const rows = handle.embeddedSql
    ? (await handle.embeddedSql.executeSql(text, [])).rows
    : await (async () => {
        const pg = await import("pg");
        const client = new pg.default.Client({ connectionString: handle.url! });
        await client.connect();
        try {
          return (await client.query(text)).rows;
        } finally {
          await client.end();
        }
      })();
  return (rows as { data: Received; start_after: string | Date }[]).map((row) => ({ data: row.data, startAfter: new Date(row.start_after) }));
}

const input = (title: string) =>
  JobFormSchema.parse({
    title,
    company: "Indexed Hospital",
    location: "Pune",
    type: "Full-time",
    specialty: "Nephrology",
    description: "Run the dialysis unit and the kidney clinic with two senior colleagues.",
  });

beforeAll(async () => {
  server = http.createServer((request, response) => void standIn(request, response));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fs.writeFileSync(
    keyFile,
    JSON.stringify({ type: "service_account", client_email: CLIENT_EMAIL, private_key: privateKey.export({ type: "pkcs8", format: "pem" }).toString(), token_uri: "https://oauth2.googleapis.com/token" }),
  );
});

afterAll(async () => {
  for (const name of ["GOOGLE_INDEXING_KEY_FILE", "GOOGLE_INDEXING_TOKEN_URL", "GOOGLE_INDEXING_API_URL", "GOOGLE_INDEXING_DAILY_QUOTA"]) delete process.env[name];
  reloadEnv();
  await new Promise((resolve) => server.close(resolve));
  fs.rmSync(keyDir, { recursive: true, force: true });
});

describe("Google Indexing API notifications", () => {
  it("are off without a key file: a published job notifies nobody", async () => {
    reloadEnv();
    const employer = await createActor("employer");
    await createJob({ actor: employer, input: input("Unannounced Nephrologist") });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received).toEqual([]);
    expect(await deferredNotices()).toEqual([]);
  });

  it("announce published and edited jobs as updated and closed or deleted ones as deleted, signed with the key; beyond the quota they wait for the next day", async () => {
    process.env.GOOGLE_INDEXING_KEY_FILE = keyFile;
    process.env.GOOGLE_INDEXING_TOKEN_URL = `${origin}/token`;
    process.env.GOOGLE_INDEXING_API_URL = `${origin}/`;
    process.env.GOOGLE_INDEXING_DAILY_QUOTA = "4";
    reloadEnv();
    const employer = await createActor("employer");
    const { id } = await createJob({ actor: employer, input: input("Announced Nephrologist") });
    await eventually(async () => received.length === 1);
    await updateJob({ actor: employer, id, input: input("Announced Nephrologist (edited)") });
    await eventually(async () => received.length === 2);
    await closeJob({ actor: employer, id });
    await eventually(async () => received.length === 3);
    const { id: other } = await createJob({ actor: employer, input: input("Short-lived Nephrologist") });
    await eventually(async () => received.length === 4);
    expect(received).toEqual([
      { url: `${BASE}/jobs/${id}`, type: "URL_UPDATED" },
      { url: `${BASE}/jobs/${id}`, type: "URL_UPDATED" },
      { url: `${BASE}/jobs/${id}`, type: "URL_DELETED" },
      { url: `${BASE}/jobs/${other}`, type: "URL_UPDATED" },
    ]);
    // One token served them all (it is kept until it nearly expires).
    expect(tokenRequests).toBe(1);
    expect(refused).toEqual([]);

    // The day's quota (4) is used up: the fifth waits for Google's next day, on the queue, instead of being sent.
    await deleteJob({ actor: employer, id: other });
    const [deferred] = await eventually(async () => {
      const waiting = await deferredNotices();
      return waiting.some((n) => n.startAfter.getTime() > Date.now() + 30_000) ? waiting : null;
    });
    expect(deferred!.data).toMatchObject({ url: `${BASE}/jobs/${other}`, type: "URL_DELETED" });
    const { secondsLeft } = quotaDay();
    expect(deferred!.startAfter.getTime()).toBeGreaterThan(Date.now() + (secondsLeft - 120) * 1000);
    expect(deferred!.startAfter.getTime()).toBeLessThan(Date.now() + (secondsLeft + 180) * 1000);
    expect(received).toHaveLength(4);
  });

  it("count the quota day in Pacific time, as Google does", () => {
    // 07:59 UTC on 6 Dec is 23:59 on 5 Dec in California (PST, UTC-8): one minute of that day left.
    expect(quotaDay(new Date("2026-12-06T07:59:00Z"))).toEqual({ day: "2026-12-05", secondsLeft: 60 });
    expect(quotaDay(new Date("2026-12-06T08:00:00Z"))).toEqual({ day: "2026-12-06", secondsLeft: 86_400 });
    // Summer (PDT, UTC-7).
    expect(quotaDay(new Date("2026-07-01T19:00:00Z")).day).toBe("2026-07-01");
  });
});
