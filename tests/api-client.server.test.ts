import { execFile } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applications } from "~/db/schema";
import { reloadEnv } from "~/env.server";
import { ensureJobStages } from "~/features/applications/job-stages.server";
import { createApiKey } from "~/features/organisations/api-keys/api-keys.server";
import { addEndpoint, revealSecret } from "~/features/webhooks/manage-webhooks.server";
import type { Actor } from "~/lib/permissions";
import { CLIENT_TYPES_FILE, currentClientTypes } from "../scripts/api-client-types";
import { CSV_COLUMNS } from "../examples/api-client/mirror";
import { createActor, insertJob, verifyEmployer } from "./factories/jobs";
import { startApiServer } from "./support/api-server";
import { eventually } from "./support/eventually";

// The example client (examples/api-client) run as its README says, with `tsx`, against the real server on a free port:
// an organisation with open and closed jobs and their applicants, another organisation beside it, and a read key. The
// CSV it writes is checked row by row against the database. Its webhook verifier checks a delivery the server really
// sent, saved to a file by a receiver in this test. And its types are what the OpenAPI document gives today.

process.env.WEBHOOK_RETRY_DELAYS = "1,1,1,1,1";
process.env.QUEUE_POLL_SECONDS = "0.5";
reloadEnv();

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, "..");
const tsx = (script: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, ["--import", "tsx", path.join(ROOT, "examples/api-client", script), ...args], { cwd: ROOT, env: { ...process.env, ...env }, timeout: 60_000 }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code?: number; stdout?: string; stderr?: string }) => ({ code: e.code ?? 1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" }),
  );

/** A CSV parser for the client's output (RFC 4180: quoted fields, doubled quotes, CRLF rows). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(field);
      field = "";
    } else if (ch === "\r" && text[i + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      i++;
    } else field += ch;
  }
  return rows;
}

let server: Awaited<ReturnType<typeof startApiServer>>;
let owner: Actor;
let readKey: string;
let writeKey: string;
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dochire-api-client-"));
const open: { id: number; title: string; applicants: { id: number; name: string; stage: string }[] }[] = [];
let closedJob = 0;

beforeAll(async () => {
  server = await startApiServer();
  process.env.BASE_URL = server.origin;
  reloadEnv();
  owner = await createActor("employer", { name: "Anita Rao", company: "Sunrise Heart Institute" });
  await verifyEmployer(owner.userId);
  owner = { ...owner, verified: true };
  readKey = (await createApiKey({ actor: owner, name: "HR mirror", scope: "read", ip: null })).token;
  writeKey = (await createApiKey({ actor: owner, name: "HR sync", scope: "write", ip: null })).token;
  // Demo-like: a busy job (more applicants than a page), a quiet one, one without applicants, a closed one, and
  // another organisation's job, none of whose rows may appear.
  const specs = [
    { title: "Consultant Cardiologist", location: "Pune", applicants: 57 },
    { title: 'Registrar, Cardiology "ICU"', location: "Mumbai", applicants: 3 },
    { title: "=Locum Medical Officer", location: "Nagpur", applicants: 0 },
  ];
  for (const [i, spec] of specs.entries()) {
    const id = await insertJob({ title: spec.title, location: spec.location, userId: owner.userId, daysAgo: 3 - i });
    const stages = await ensureJobStages(id);
    const applicants: { id: number; name: string; stage: string }[] = [];
    for (let n = 0; n < spec.applicants; n++) {
      const doctor = await createActor("doctor", { name: `Dr. Kavya Menon, ${i}-${n}` });
      const stage = stages[n % 4]!;
      const at = new Date(Date.now() - (1000 - n) * 60_000);
      const [row] = await db().insert(applications).values({ jobId: id, doctorId: doctor.userId, stageId: stage.id, status: stage.name, createdAt: at, updatedAt: at }).returning({ id: applications.id });
      applicants.push({ id: row!.id, name: doctor.name, stage: stage.name });
    }
    open.push({ id, title: spec.title, applicants });
  }
  closedJob = await insertJob({ title: "Closed Neurologist post", userId: owner.userId, closedAt: new Date() });
  const other = await createActor("employer", { company: "Lakeside Hospital" });
  const otherJob = await insertJob({ title: "Lakeside Medical Officer", userId: other.userId });
  const stranger = await createActor("doctor", { name: "Dr. Elsewhere" });
  await db().insert(applications).values({ jobId: otherJob, doctorId: stranger.userId });
}, 120_000);

afterAll(async () => {
  await server.close();
  process.env.BASE_URL = "http://localhost:3000";
  reloadEnv();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("the example API client", () => {
  it("has the types the OpenAPI document gives (npm run api:types writes them)", () => {
    expect(fs.readFileSync(CLIENT_TYPES_FILE, "utf8")).toBe(currentClientTypes());
  });

  it("mirrors the organisation's open jobs and every applicant into a CSV", async () => {
    const out = path.join(dir, "applicants.csv");
    const result = await tsx("mirror.ts", [out], { DOCHIRE_API_URL: server.base, DOCHIRE_API_KEY: readKey });
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout.trim()).toBe(`Wrote 3 open jobs and 60 applications to ${out}.`);
    const [header, ...rows] = parseCsv(fs.readFileSync(out, "utf8"));
    expect(header).toEqual([...CSV_COLUMNS]);
    const col = (name: (typeof CSV_COLUMNS)[number]) => CSV_COLUMNS.indexOf(name);
    // Newest job first; within a job, newest application first; every applicant once.
    expect([...new Set(rows.map((r) => Number(r[col("job_id")])))]).toEqual(open.map((j) => j.id).reverse());
    for (const job of open) {
      const mine = rows.filter((r) => Number(r[col("job_id")]) === job.id);
      // The title as stored, quotes and all; a leading "=" is defused for spreadsheets.
      expect(new Set(mine.map((r) => r[col("job_title")]))).toEqual(new Set([job.title.startsWith("=") ? `'${job.title}` : job.title]));
      expect(mine.every((r) => r[col("job_url")] === `${server.origin}/jobs/${job.id}?src=api`)).toBe(true);
      if (job.applicants.length === 0) {
        expect(mine).toHaveLength(1);
        expect(mine[0]![col("application_id")]).toBe("");
        continue;
      }
      expect(mine.map((r) => Number(r[col("application_id")]))).toEqual(job.applicants.map((a) => a.id).reverse());
      for (const r of mine) {
        const applicant = job.applicants.find((a) => a.id === Number(r[col("application_id")]))!;
        expect([r[col("applicant_name")], r[col("stage")], r[col("has_resume")]]).toEqual([applicant.name, applicant.stage, "false"]);
      }
    }
    expect(rows.some((r) => Number(r[col("job_id")]) === closedJob)).toBe(false);
    expect(rows.some((r) => /Lakeside|Elsewhere/.test(r.join(",")))).toBe(false);
  });

  it("stops with the API's problem when the key is refused", async () => {
    const result = await tsx("mirror.ts", [path.join(dir, "refused.csv")], { DOCHIRE_API_URL: server.base, DOCHIRE_API_KEY: `dh_live_${"A".repeat(43)}` });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("DocHire API answered 401");
    expect(fs.existsSync(path.join(dir, "refused.csv"))).toBe(false);
  });

  it("verifies the signature of a delivery the server sent, and refuses it changed, stale or with another secret", async () => {
    const saved: { headers: Record<string, string>; body: string }[] = [];
    const receiver = http.createServer((req, res) => {
      let body = "";
      req.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
      req.on("end", () => {
        saved.push({ headers: Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)])), body });
        res.end("ok");
      });
    });
    const url = await new Promise<string>((resolve) => receiver.listen(0, "127.0.0.1", () => resolve(`http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`)));
    try {
      const { id } = await addEndpoint({ actor: owner, url, events: ["job.closed"] });
      const secret = await revealSecret({ actor: owner, endpointId: id });
      const closing = await fetch(`${server.base}/jobs/${open[2]!.id}/close`, { method: "POST", headers: { authorization: `Bearer ${writeKey}` } });
      expect(closing.status).toBe(200);
      const delivery = await eventually(async () => saved[0], 20_000);
      const file = path.join(dir, "delivery.json");
      fs.writeFileSync(file, JSON.stringify(delivery));
      const valid = await tsx("verify-webhook.ts", [file], { DOCHIRE_WEBHOOK_SECRET: secret });
      expect(valid.code).toBe(0);
      expect(valid.stdout).toMatch(/^Valid: job\.closed [0-9a-f-]{36} \(sequence \d+\)/);

      fs.writeFileSync(file, JSON.stringify({ ...delivery, body: delivery.body.replace("job.closed", "job.published") }));
      const changed = await tsx("verify-webhook.ts", [file], { DOCHIRE_WEBHOOK_SECRET: secret });
      expect([changed.code, changed.stderr.trim()]).toEqual([1, "Not a valid DocHire delivery: mismatch."]);

      fs.writeFileSync(file, JSON.stringify(delivery));
      const otherSecret = await tsx("verify-webhook.ts", [file], { DOCHIRE_WEBHOOK_SECRET: `${secret}x` });
      expect(otherSecret.code).toBe(1);

      // Ten minutes old: outside the replay window, unless asked to check a saved delivery of any age.
      const { verifyWebhookSignature } = await import("../examples/api-client/verify-webhook");
      const signature = delivery.headers["dochire-signature"]!;
      const signedAt = Number(/t=(\d+)/.exec(signature)![1]);
      expect(verifyWebhookSignature({ secret, signature, body: delivery.body, now: signedAt + 600 })).toEqual({ ok: false, reason: "stale" });
      expect(verifyWebhookSignature({ secret, signature, body: delivery.body, now: signedAt + 600, windowSeconds: null })).toEqual({ ok: true, timestamp: signedAt });
      const old = await tsx("verify-webhook.ts", [file, "--any-age"], { DOCHIRE_WEBHOOK_SECRET: secret });
      expect(old.code).toBe(0);
    } finally {
      await new Promise<void>((resolve) => receiver.close(() => resolve()));
    }
  });
});

