// npm run bench -- --scenario pipeline [--applicants 2000] [--org-jobs 200] [--iterations 60] [--keep] [--reuse DBNAME]
//
// A busy hiring team on PostgreSQL (DATABASE_URL; a new database dochire_bench_pipeline_<ts> on that server, dropped
// afterwards unless --keep): one organisation with 200 jobs, one of them with 2,000 applicants standing in every stage,
// with stage histories, moves, tags, interviews, offers and e-mails sent (the other jobs 40 applicants each). Prints:
//   1. every query the pipeline page and the candidate page run, each with its EXPLAIN ANALYZE: the plan's scans, the
//      rows it read and returned, and a check that none reads more rows than the job has applicants or sends more
//      than a page back;
//   2. server render time (one request at a time against the built server, NODE_ENV=production, signed in as the
//      organisation's owner), p50/p95/max of the job's board, the list's first page, a later page of the list, and
//      the candidate page of an applicant with an interview and an offer, and the Reports tab of that job and of the
//      whole organisation over 365 days. The target is p95 ≤ 150 ms.
// The machine's load average is printed with the figures (they mean little on a busy machine). Figures only.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { and, asc, eq, sql } from "drizzle-orm";
import { hashPassword } from "better-auth/crypto";
import { closeDatabase, db, openDatabase } from "~/db/client.server";
import * as t from "~/db/schema";
import { prng } from "~/db/demo-data";
import { BOARD_COLUMN_SIZE, loadPipeline, type PipelineQuery } from "~/features/applications/pipeline-board.server";
import { loadCandidatePage } from "~/features/applications/interviews/candidate-page.server";
import { DEFAULT_STAGE_TEMPLATE, type StageKind } from "~/features/applications/stage-template";
import type { Actor } from "~/lib/permissions";
import { generateDoctors, generateJobs } from "./generate";

const DAY = 86_400_000;
const HOUR = 3_600_000;
const OWNER = { email: "bench.owner@example.test", password: "Bench-Owner-Ward-Round-41", name: "Bench Owner" };
/** How the busy job's applicants stand: shares of every stage of the default pipeline. */
const SPREAD: Record<string, number> = { Applied: 0.3, Screening: 0.2, Interview: 0.12, Offer: 0.05, Hired: 0.03, Rejected: 0.25, Withdrawn: 0.05 };
const TAG_NAMES = ["Night shifts", "Relocating", "Referred", "DNB teaching", "Visa needed", "Locum pool", "Speaks Telugu", "Returning"];
const TARGET_P95_MS = 150;
/** Applicants on each of the organisation's other jobs. */
const OTHER_APPLICANTS = 40;

const log = (...a: unknown[]) => console.log(...a);
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(" ");

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? Math.floor(v) : fallback;
}
function textArg(name: string): string | null {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

function table(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) => `  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")}`;
  log(line(head));
  log(`  ${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const r of rows) log(line(r));
}

async function insertChunked<T extends Record<string, unknown>>(table: Parameters<ReturnType<typeof db>["insert"]>[0], rows: T[], size = 1000) {
  for (let i = 0; i < rows.length; i += size) await db().insert(table).values(rows.slice(i, i + size) as never);
}

// ------------------------------------------------------------------------------------------------ data

type Fixture = { ownerId: string; organisationId: string; jobId: number; candidateId: number; laterPage: number };

/** The stages an application passed through to stand in `target` (as the demo seed walks them). */
function pathTo<S extends { kind: StageKind }>(stages: S[], target: S): S[] {
  const active = stages.filter((s) => s.kind === "active");
  if (target.kind === "active") return active.slice(0, active.indexOf(target) + 1);
  if (target.kind === "hired") return [...active, target];
  return target.kind === "rejected" ? [...active.slice(0, 2), target] : [active[0]!, target];
}

async function generate(applicantCount: number, orgJobs: number): Promise<Fixture> {
  const started = performance.now();
  const now = Date.now();
  const random = prng(40);
  const ownerId = crypto.randomUUID();
  await db().insert(t.user).values({ id: ownerId, name: OWNER.name, email: OWNER.email, emailVerified: true });
  await db().insert(t.account).values({ id: crypto.randomUUID(), accountId: ownerId, providerId: "credential", userId: ownerId, password: await hashPassword(OWNER.password) });
  await db().insert(t.profiles).values({ id: ownerId, userId: ownerId, role: "employer", name: OWNER.name, email: OWNER.email, company: "Bench Multispeciality Hospital", passwordChangedAt: new Date(), verifiedAt: new Date() });
  const [org] = await db().insert(t.organisations).values({ name: "Bench Multispeciality Hospital", orgType: "hospital", location: "Pune", verifiedAt: new Date() }).returning({ id: t.organisations.id });
  const organisationId = org!.id;
  await db().insert(t.organisationMembers).values({ organisationId, userId: ownerId, role: "owner" });

  // The organisation's jobs, and as many again from other employers (so the jobs table is not the organisation's alone).
  const otherId = crypto.randomUUID();
  await db().insert(t.user).values({ id: otherId, name: "Other Employer", email: "bench.other@example.test", emailVerified: true });
  const jobRows = generateJobs(orgJobs * 2, { userIds: [ownerId, otherId], now }).map((j, i) => ({ ...j, userId: i < orgJobs ? ownerId : otherId, organisationId: i < orgJobs ? organisationId : null, closedAt: null }));
  await insertChunked(t.jobs, jobRows);
  const orgJobIds = (await db().select({ id: t.jobs.id }).from(t.jobs).where(eq(t.jobs.organisationId, organisationId)).orderBy(asc(t.jobs.id))).map((r) => r.id);
  const stageRows = orgJobIds.flatMap((jobId) => DEFAULT_STAGE_TEMPLATE.map((s, position) => ({ jobId, name: s.name, kind: s.kind, position })));
  await insertChunked(t.jobStages, stageRows);
  const allStages = await db().select({ id: t.jobStages.id, jobId: t.jobStages.jobId, name: t.jobStages.name, kind: t.jobStages.kind, position: t.jobStages.position }).from(t.jobStages).orderBy(asc(t.jobStages.jobId), asc(t.jobStages.position));
  const stagesOf = new Map<number, typeof allStages>();
  for (const s of allStages) stagesOf.set(s.jobId, [...(stagesOf.get(s.jobId) ?? []), s]);

  const doctorCount = applicantCount + 500;
  const doctors = generateDoctors(doctorCount, { now });
  await insertChunked(t.profiles, doctors);
  const doctorIds = doctors.map((d) => d.id!);

  // The busy job: every applicant stands in a stage by SPREAD, applied over the last twelve weeks.
  const busyJobId = orgJobIds[0]!;
  const busyStages = stagesOf.get(busyJobId)!;
  const targets: (typeof busyStages)[number][] = [];
  for (const s of busyStages) for (let i = 0; i < Math.round((SPREAD[s.name] ?? 0) * applicantCount); i++) targets.push(s);
  while (targets.length < applicantCount) targets.push(busyStages[0]!);
  const applicationRows: (typeof t.applications.$inferInsert)[] = [];
  const paths: (typeof busyStages)[] = [];
  const times: Date[][] = [];
  const plan = (jobId: number, doctorId: string, target: (typeof busyStages)[number], stages: typeof busyStages) => {
    const walked = pathTo(stages, target);
    const appliedAt = now - Math.floor(random() * 84 * DAY) - 2 * DAY;
    const at = walked.map((_, i) => new Date(Math.min(now - HOUR, appliedAt + i * Math.floor((2 + random() * 8) * DAY))));
    applicationRows.push({
      jobId,
      doctorId,
      stageId: target.id,
      status: target.name,
      doctorView: target.kind === "active" && target.position === 0 ? "received" : target.kind,
      coverNote: random() < 0.4 ? "I have worked in a tertiary care centre for five years and would welcome a move." : null,
      history: walked.map((s, i) => ({ status: s.name, at: at[i]!.toISOString(), by: i === 0 || s.kind === "withdrawn" ? doctorId : ownerId })),
      withdrawnAt: target.kind === "withdrawn" ? at.at(-1)! : null,
      createdAt: at[0]!,
      updatedAt: at.at(-1)!,
    });
    paths.push(walked);
    times.push(at);
  };
  targets.slice(0, applicantCount).forEach((target, i) => plan(busyJobId, doctorIds[i]!, target, busyStages));
  // The other jobs of the organisation: OTHER_APPLICANTS each, so the busy job's rows are a part of the table, not most of it.
  for (const [k, jobId] of orgJobIds.slice(1).entries()) {
    const stages = stagesOf.get(jobId)!;
    for (let i = 0; i < OTHER_APPLICANTS; i++) plan(jobId, doctorIds[(k * OTHER_APPLICANTS + i) % doctorIds.length]!, stages[Math.floor(random() * stages.length)]!, stages);
  }
  const ids: number[] = [];
  for (let i = 0; i < applicationRows.length; i += 1000) {
    const rows = await db().insert(t.applications).values(applicationRows.slice(i, i + 1000)).returning({ id: t.applications.id });
    ids.push(...rows.map((r) => r.id));
  }
  const moves = ids.flatMap((applicationId, i) =>
    paths[i]!.slice(1).map((to, k) => ({
      applicationId,
      fromStageId: paths[i]![k]!.id,
      toStageId: to.id,
      fromName: paths[i]![k]!.name,
      toName: to.name,
      toKind: to.kind,
      byUserId: to.kind === "withdrawn" ? applicationRows[i]!.doctorId : ownerId,
      reason: to.kind === "rejected" ? "Not enough experience" : null,
      mailDoctor: to.kind === "rejected",
      createdAt: times[i]![k + 1]!,
    })),
  );
  await insertChunked(t.applicationStageMoves, moves);

  // Tags: the organisation's eight, on about two doctors in three.
  const tags = await db().insert(t.organisationTags).values(TAG_NAMES.map((name) => ({ organisationId, name }))).returning({ id: t.organisationTags.id });
  const tagged = doctorIds.flatMap((doctorId) => tags.filter(() => random() < 0.12).map((tag) => ({ tagId: tag.id, doctorId, createdBy: ownerId })));
  await insertChunked(t.candidateTags, tagged);

  // Interviews (booked for Interview, Offer and Hired; a proposal for some in Interview), offers and e-mails sent.
  const interviewRows: (typeof t.interviews.$inferInsert)[] = [];
  const offerRows: (typeof t.offers.$inferInsert)[] = [];
  const emailRows: (typeof t.applicationEmails.$inferInsert)[] = [];
  let candidateId = 0;
  for (const [i, applicationId] of ids.entries()) {
    const stage = paths[i]!.at(-1)!;
    const at = times[i]!.at(-1)!;
    if (stage.name === "Interview" || stage.name === "Offer" || stage.kind === "hired") {
      const startsAt = new Date(stage.name === "Interview" ? now + (1 + Math.floor(random() * 10)) * DAY : at.getTime() - DAY);
      const booked = stage.name !== "Interview" || random() < 0.7;
      interviewRows.push({
        applicationId,
        uid: `${crypto.randomUUID()}@bench.example.test`,
        status: booked ? "booked" : "proposed",
        slots: [startsAt.toISOString(), new Date(startsAt.getTime() + DAY).toISOString()],
        durationMinutes: 45,
        location: "Board room, 3rd floor",
        startsAt: booked ? startsAt : null,
        sequence: 0,
        proposedBy: ownerId,
        createdAt: at,
        updatedAt: at,
      });
      emailRows.push({ applicationId, subject: "Interview invitation", body: "Please pick a time for your interview.", sentBy: ownerId, createdAt: at });
    }
    if (stage.name === "Offer" || stage.kind === "hired") {
      offerRows.push({ applicationId, status: stage.kind === "hired" ? "accepted" : "sent", salary: 2_400_000, salaryUnit: "year", startDate: new Date(now + 30 * DAY).toISOString().slice(0, 10), message: "We are delighted to offer you the post.", sentBy: ownerId, respondedAt: stage.kind === "hired" ? at : null, createdAt: at });
      if (!candidateId && stage.name === "Offer" && applicationRows[i]!.jobId === busyJobId) candidateId = applicationId;
    }
    if (stage.kind === "rejected") emailRows.push({ applicationId, subject: "Your application", body: "Thank you for applying; we will not be taking your application further.", sentBy: ownerId, createdAt: at });
  }
  await insertChunked(t.interviews, interviewRows);
  await insertChunked(t.offers, offerRows);
  await insertChunked(t.applicationEmails, emailRows);
  await db().execute(sql`vacuum analyze`);
  log(
    `Generated in ${((performance.now() - started) / 1000).toFixed(1)} s: ${orgJobIds.length} jobs in the organisation (+${jobRows.length - orgJobIds.length} elsewhere), ` +
      `${applicationRows.length.toLocaleString("en-IN")} applications (${applicantCount.toLocaleString("en-IN")} on the busy job), ${moves.length.toLocaleString("en-IN")} stage moves, ` +
      `${tagged.length.toLocaleString("en-IN")} tags on candidates, ${interviewRows.length} interviews, ${offerRows.length} offers, ${emailRows.length} e-mails`,
  );
  return { ownerId, organisationId, jobId: busyJobId, candidateId, laterPage: 0 };
}

async function describe(): Promise<Fixture> {
  const [owner] = await db().select({ id: t.user.id }).from(t.user).where(eq(t.user.email, OWNER.email));
  const [member] = await db().select({ organisationId: t.organisationMembers.organisationId }).from(t.organisationMembers).where(eq(t.organisationMembers.userId, owner!.id));
  const [busy] = await db().execute<{ job_id: number }>(sql`select job_id from applications group by job_id order by count(*) desc limit 1`).then((r) => r.rows);
  const [candidate] = await db()
    .select({ id: t.applications.id })
    .from(t.applications)
    .innerJoin(t.offers, eq(t.offers.applicationId, t.applications.id))
    .where(and(eq(t.applications.jobId, busy!.job_id), eq(t.offers.status, "sent")))
    .limit(1);
  return { ownerId: owner!.id, organisationId: member!.organisationId, jobId: busy!.job_id, candidateId: candidate!.id, laterPage: 0 };
}

// ------------------------------------------------------------------------------------------------ the queries

type Captured = { text: string; values: unknown[] };
let recording: Captured[] | null = null;

/**
 * Notes every statement the pg driver sends while recording (the pages' own queries, as the server sends them).
 * Installed before the database opens: the app's pool wraps each client's query method as the client connects.
 */
function listenToQueries() {
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...a: unknown[]) {
    const [first, second] = a;
    if (recording && typeof first === "string") recording.push({ text: first, values: Array.isArray(second) ? second : [] });
    else if (recording && first && typeof first === "object" && "text" in first) recording.push({ text: String((first as { text: string }).text), values: ((first as { values?: unknown[] }).values ?? (Array.isArray(second) ? second : [])) as unknown[] });
    return original.apply(this, a);
  };
}

async function capture(run: () => Promise<unknown>): Promise<Captured[]> {
  recording = [];
  try {
    await run();
    return recording;
  } finally {
    recording = null;
  }
}

type PlanNode = { "Node Type": string; "Relation Name"?: string; "Index Name"?: string; "Actual Rows": number; "Actual Loops": number; "Rows Removed by Filter"?: number; Plans?: PlanNode[] };

function walk(node: PlanNode, visit: (n: PlanNode) => void) {
  visit(node);
  for (const child of node.Plans ?? []) walk(child, visit);
}

/** The tables that grow with every job's applicants and every doctor: never read past the job's own rows. */
const BIG_TABLES = new Set(["applications", "profiles", "jobs", "application_stage_moves"]);

/**
 * The plan of every query of each page, and the check: no query reads more rows of a table than the busy job has
 * applicants (a scan of a whole table, or of other jobs' rows), and none sends more than a page's rows back.
 */
async function explainPages(pages: { name: string; run: () => Promise<unknown> }[], limits: { rowsRead: number; rowsBack: number }): Promise<boolean> {
  let ok = true;
  const client = new pg.Client({ connectionString: currentUrl! });
  await client.connect();
  try {
    for (const page of pages) {
      const queries = (await capture(page.run)).filter((q) => /^\s*(select|with)\b/i.test(q.text));
      log(`\n${page.name}: ${queries.length} queries`);
      const rows: string[][] = [];
      for (const q of queries) {
        const result = await client.query<{ "QUERY PLAN": [{ Plan: PlanNode; "Execution Time": number }] }>(`explain (analyze, format json) ${q.text}`, q.values);
        const { Plan: plan, "Execution Time": time } = result.rows[0]!["QUERY PLAN"][0];
        const scans: string[] = [];
        let read = 0;
        walk(plan, (n) => {
          if (!n["Relation Name"]) return;
          const rowsRead = (n["Actual Rows"] + (n["Rows Removed by Filter"] ?? 0)) * n["Actual Loops"];
          read = Math.max(read, rowsRead);
          // Small tables (the fixture's tags and e-mails) are read whole when that is cheaper than an index: noted, not counted.
          const big = BIG_TABLES.has(n["Relation Name"]);
          const tooMany = big && rowsRead > limits.rowsRead;
          if (tooMany) ok = false;
          scans.push(`${n["Node Type"].replace(" Scan", "")} ${n["Index Name"] ?? n["Relation Name"]} (${rowsRead})${tooMany ? " ← too many" : !big && rowsRead > limits.rowsRead ? " (small table)" : ""}`);
        });
        const returned = plan["Actual Rows"];
        if (returned > limits.rowsBack) ok = false;
        rows.push([q.text.replace(/\s+/g, " ").slice(0, 70), `${time.toFixed(2)} ms`, String(returned), String(read), scans.join(", ").slice(0, 160)]);
      }
      table(["query", "time", "rows back", "max rows read", "scans (rows read)"], rows);
    }
  } finally {
    await client.end();
  }
  log(`\n${ok ? "✓" : "✗"} no query reads more than the job's ${limits.rowsRead} applicants' rows of ${[...BIG_TABLES].join(", ")}, and none sends more than ${limits.rowsBack} rows back`);
  return ok;
}

// ------------------------------------------------------------------------------------------------ the server

let currentUrl: string | null = null;
let server: ChildProcess | null = null;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as net.AddressInfo;
      s.close(() => resolve(port));
    });
    s.on("error", reject);
  });
}

/** The built server (a private copy of build/, as the main bench serves it) on the bench database. */
async function startServer(root: string, tmp: string, url: string): Promise<string> {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    log("build/ missing: running react-router build ...");
    if (spawnSync("npx", ["react-router", "build"], { stdio: "inherit" }).status !== 0) throw new Error("build failed");
  }
  const runDir = path.join(tmp, "app");
  fs.mkdirSync(runDir, { recursive: true });
  fs.cpSync(path.join(root, "build"), path.join(runDir, "build"), { recursive: true });
  for (const link of ["node_modules", "drizzle", "public"]) if (fs.existsSync(path.join(root, link))) fs.symlinkSync(path.join(root, link), path.join(runDir, link));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(tmp, "server.log");
  const out = fs.openSync(logFile, "w");
  server = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/main.ts")], {
    cwd: runDir,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", BASE_URL: base, DATA_DIR: path.join(tmp, "data"), DATABASE_URL: url, LOG_LEVEL: "warn", SEED_DEMO_DATA: "never", PAGE_CACHE: "off", AUTH_SECRET: crypto.randomBytes(32).toString("hex"), TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json") },
    stdio: ["ignore", out, out],
  });
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline && server.exitCode === null) {
    try {
      if ((await fetch(`${base}/healthz`)).ok) return base;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start:\n${fs.readFileSync(logFile, "utf8").slice(-2000)}`);
}

async function stopServer() {
  if (!server || server.exitCode !== null) return;
  const exited = new Promise((r) => server!.once("exit", r));
  server.kill("SIGTERM");
  const timer = setTimeout(() => server?.kill("SIGKILL"), 5000);
  await exited;
  clearTimeout(timer);
}

/** The server process's user + system CPU time so far, in ms (Linux /proc; 0 elsewhere). */
function serverCpuMs(): number {
  try {
    const fields = fs.readFileSync(`/proc/${server!.pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, USER_HZ 100
  } catch {
    return 0;
  }
}

async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, { method: "POST", headers: { "content-type": "application/json", origin: base }, body: JSON.stringify({ email: OWNER.email, password: OWNER.password }) });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (res.status !== 200 || !cookies.some((c) => c.startsWith("better-auth.session_token="))) throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  return cookies.join("; ");
}

/** One request at a time: the time from sending a page's request to its last byte, on the loopback. */
async function timePages(base: string, cookie: string, pages: { name: string; path: string; expect: string }[], iterations: number) {
  const rows: string[][] = [];
  let worst = 0;
  for (const page of pages) {
    const first = await fetch(`${base}${page.path}`, { headers: { cookie } });
    const html = await first.text();
    if (first.status !== 200 || !html.includes(page.expect)) throw new Error(`${page.path}: ${first.status}, expected "${page.expect}" in the page`);
    for (let i = 0; i < 4; i++) await (await fetch(`${base}${page.path}`, { headers: { cookie } })).text();
    const times: number[] = [];
    const cpuBefore = serverCpuMs();
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      const res = await fetch(`${base}${page.path}`, { headers: { cookie } });
      await res.text();
      times.push(performance.now() - started);
    }
    const cpu = (serverCpuMs() - cpuBefore) / iterations;
    const p95 = percentile(times, 95);
    worst = Math.max(worst, p95);
    rows.push([page.name, page.path, `${(Buffer.byteLength(html) / 1024).toFixed(0)} KB`, `${percentile(times, 50).toFixed(1)} ms`, `${p95.toFixed(1)} ms`, `${Math.max(...times).toFixed(1)} ms`, `${cpu.toFixed(1)} ms`]);
  }
  table(["page", "path", "HTML", "p50", "p95", "max", "server CPU"], rows);
  log("  (server CPU: the server process's user + system time per request, which a busy machine does not inflate)");
  log(`\n${worst <= TARGET_P95_MS ? "✓" : "✗"} p95 ≤ ${TARGET_P95_MS} ms on every page (worst ${worst.toFixed(1)} ms); load average ${load()}`);
}

// ------------------------------------------------------------------------------------------------ main

export async function runPipelineScenario(root: string): Promise<void> {
  const base = process.env.DATABASE_URL;
  if (!base) throw new Error("--scenario pipeline runs on PostgreSQL: set DATABASE_URL (a server the bench may create a database on)");
  const applicants = arg("applicants", 2000);
  const orgJobs = arg("org-jobs", 200);
  const iterations = arg("iterations", 60);
  const keep = process.argv.includes("--keep");
  const reuse = textArg("reuse");
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "dochire-bench-pipeline-"));
  const name = reuse ?? `dochire_bench_pipeline_${Date.now()}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(text).finally(() => client.end());
  };
  log(`DocHire pipeline benchmark — one organisation with ${orgJobs} jobs, one job with ${applicants.toLocaleString("en-IN")} applicants`);
  log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${load()}`);
  try {
    if (!reuse) await admin(`create database "${name}"`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    currentUrl = url.toString();
    listenToQueries();
    await openDatabase({ url: currentUrl, poolSize: 1, queryTimeoutMs: 0 });
    const fixture = reuse ? await describe() : await generate(applicants, orgJobs);
    const [{ pgVersion } = { pgVersion: "?" }] = (await db().execute<{ pgVersion: string }>(sql`select current_setting('server_version') as "pgVersion"`)).rows;
    log(`database: PostgreSQL ${pgVersion} (${name}); busy job ${fixture.jobId}, candidate page of application ${fixture.candidateId}`);

    const actor: Actor = { userId: fixture.ownerId, email: OWNER.email, name: OWNER.name, role: "employer", isAdmin: false, verified: true, membership: { organisationId: fixture.organisationId, role: "owner", teamJobIds: [] } };
    const query = (q: Partial<PipelineQuery>): PipelineQuery => ({ view: "board", stageId: null, page: 1, moved: null, confirm: null, ...q });
    const first = await loadPipeline({ actor, jobId: fixture.jobId, query: query({ view: "list" }) });
    const laterPage = Math.max(1, Math.ceil(first.list!.pages * 0.6));
    const [tag] = first.tags;
    const pageSize = first.list!.applicants.length;
    const ok = await explainPages(
      [
        { name: "board", run: () => loadPipeline({ actor, jobId: fixture.jobId, query: query({}) }) },
        { name: "list, page 1", run: () => loadPipeline({ actor, jobId: fixture.jobId, query: query({ view: "list" }) }) },
        { name: `list, page ${laterPage}`, run: () => loadPipeline({ actor, jobId: fixture.jobId, query: query({ view: "list", page: laterPage }) }) },
        { name: `list of one tag (${tag?.name ?? "none"}), page 2`, run: () => loadPipeline({ actor, jobId: fixture.jobId, query: query({ view: "list", tagId: tag?.id ?? null, page: 2 }) }) },
        { name: "candidate page", run: () => loadCandidatePage({ actor, applicationId: fixture.candidateId }) },
      ],
      // A column of each stage on the board; the stage counts read the job's index entries once.
      { rowsRead: first.total, rowsBack: Math.max(pageSize, BOARD_COLUMN_SIZE * first.stages.length) },
    );
    if (!ok) process.exitCode = 1;
    await closeDatabase();

    log(`\nServer render time, one request at a time (${iterations} each after 5 warm-up requests; NODE_ENV=production, PAGE_CACHE=off):`);
    const site = await startServer(root, tmp, currentUrl);
    const cookie = await signIn(site);
    const jobPath = `/dashboard/applicants/${fixture.jobId}`;
    await timePages(
      site,
      cookie,
      [
        { name: "board", path: jobPath, expect: 'data-testid="pipeline-board"' },
        { name: "list, page 1", path: `${jobPath}?view=list`, expect: 'data-testid="pipeline-list"' },
        { name: `list, page ${laterPage}`, path: `${jobPath}?view=list&page=${laterPage}`, expect: 'data-testid="pipeline-list"' },
        { name: "candidate", path: `/dashboard/candidates/${fixture.candidateId}`, expect: 'data-testid="offer-status"' },
        // The Reports tab of the busy job and of the whole organisation (200 jobs), over the longest period.
        { name: "reports, job", path: `/dashboard/reports?job=${fixture.jobId}&period=365`, expect: 'data-testid="reports"' },
        { name: "reports, organisation", path: "/dashboard/reports?period=365", expect: 'data-testid="reports"' },
      ],
      iterations,
    );
  } finally {
    await stopServer().catch(() => {});
    await closeDatabase().catch(() => {});
    if (keep || reuse) log(`kept database ${name} (npm run bench -- --scenario pipeline --reuse ${name})`);
    else await admin(`drop database if exists "${name}" with (force)`).catch((e) => console.error("could not drop", name, e));
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
