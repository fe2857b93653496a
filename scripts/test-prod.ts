import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DEMO } from "../tests/fixtures";
import { buildIsCurrent } from "./build-freshness";
import { mixedLoad, type BenchFigures } from "../tests/prod/support/bench";
import { DEFAULT_SERVER_URL, dropStaleDatabases, ensurePostgresRunning, firstOpenJobId } from "../tests/prod/support/database";
import { startEnvironment, type Environment } from "../tests/prod/support/environment";
import {
  FAULT_REPEATS,
  gracefulStopCheck,
  healInstances,
  killInstanceFault,
  restartPostgresFault,
  terminateConnectionsFault,
  type FaultContext,
  type FaultFigures,
} from "../tests/prod/support/faults";
import { NGINX_BIN, PROXY_PAGE_MARKER, UNAVAILABLE_TEXT } from "../tests/prod/support/nginx";
import { originChecks } from "../tests/prod/support/origins";
import { runProdJourneys } from "../tests/prod/support/playwright-run";
import { securityGradeChecks } from "../tests/prod/support/security-grade";
import { upgradeChecks } from "../tests/prod/support/upgrade";
import { describeOutcome, ProxyClient } from "../tests/prod/support/proxy-client";
import { HOSTNAME } from "../tests/prod/support/settings";
import { noteworthy, Report, shorten, table } from "../tests/prod/support/report";

// `npm run test:prod`: the production shape started locally — nginx terminating TLS in front of three instances of
// the built server (production mode), one fresh PostgreSQL database, files in a local S3-compatible server, mail
// to a real SMTP receiver — then journeys in Chromium through https, load figures, and faults under a load of reads,
// job posts, sign-ups, applications, stage moves and the hiring pipeline's writes (notes, scorecards, interviews
// proposed and booked, offers sent and accepted) (database connections terminated and PostgreSQL restarted, each ten
// times; an instance killed; a graceful stop). Prints a report,
// writes it to .data/test-prod/report.json, exits non-zero when a check failed. Everything it started is stopped
// and its database dropped, whatever happened.
//
//   npm run test:prod -- --keep            leave the environment running afterwards (Ctrl-C ends it)
//   npm run test:prod -- --only journeys   one phase: journeys | origins | upgrade | load | faults (repeatable)
//   TEST_DATABASE_URL=postgres://…         the PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres)
//   TEST_PROD_RESTART_POSTGRES=0           skip the PostgreSQL restart fault (it restarts the whole server: the local
//                                          cluster listening on TEST_DATABASE_URL's port)
//   TEST_PROD_LOAD_SECONDS=15              duration of each load-figure run
//   TEST_PROD_FAULT_REPEATS=10             how often each database fault is injected per run

const root = process.cwd();
const args = process.argv.slice(2);
const keep = args.includes("--keep");
const only = args.flatMap((a, i) => (a === "--only" ? [args[i + 1] ?? ""] : a.startsWith("--only=") ? [a.slice(7)] : []));
const phase = (name: "journeys" | "origins" | "upgrade" | "load" | "faults") => only.length === 0 || only.includes(name);
const serverUrl = process.env.TEST_DATABASE_URL || DEFAULT_SERVER_URL;
const loadSeconds = Math.min(20, Math.max(3, Number(process.env.TEST_PROD_LOAD_SECONDS ?? 15) || 15));
const reportFile = path.join(root, ".data/test-prod/report.json");
const playwrightJson = path.join(root, ".data/test-prod/playwright.json");

const runStarted = Date.now();
const elapsed = () => `${((Date.now() - runStarted) / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(line);
const heading = (title: string) => log(`\n== ${title} (${elapsed()})`);
const report = new Report(log);

// ------------------------------------------------------------------------------------------------ build

function buildIfNeeded(): void {
  if (buildIsCurrent(root)) {
    log("  build/ is up to date");
    return;
  }
  log("  building (npm run build)…");
  const result = spawnSync("npm", ["run", "build", "--silent"], { cwd: root, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" });
  if (result.status !== 0) throw new Error(`npm run build failed (exit ${result.status}):\n${result.stdout}\n${result.stderr}`);
}

// ------------------------------------------------------------------------------------------------ phases

async function runJourneys(env: Environment): Promise<void> {
  heading("journeys in Chromium through https (playwright.prod.config.ts)");
  await runProdJourneys({
    cwd: root,
    report,
    group: "journey",
    jsonFile: playwrightJson,
    env: { PROD_BASE_URL: env.baseURL, PROD_MAIL_API: env.mailApi, PROD_INSTANCES: env.instances.map((i) => i.address).join(",") },
  });
}

async function smokeChecks(env: Environment): Promise<void> {
  heading("through the proxy");
  const client = new ProxyClient(env.port);
  const home = await client.get("/");
  const hsts = String(home.headers["strict-transport-security"] ?? "");
  report.add(
    "proxy",
    "GET / over https answers 200 with HSTS",
    home.status === 200 && /max-age=/.test(hsts),
    home.status === 200 ? `HTTP 200 from ${home.upstream} in ${home.ms} ms; Strict-Transport-Security: ${hsts || "(missing)"}` : describeOutcome(home),
  );
  const seen = new Set<string>();
  for (let i = 0; i < env.instances.length * 3; i++) {
    const o = await client.get("/healthz");
    if (o.upstream) seen.add(o.upstream.split(", ").pop()!);
  }
  report.add("proxy", "requests are spread round-robin over every instance", seen.size === env.instances.length, [...seen].join(", "));
  client.close();
}

async function loadFigures(env: Environment, readPaths: string[]): Promise<BenchFigures[]> {
  const half = Math.max(3, Math.round(loadSeconds / 2));
  heading(`load figures (autocannon, 16 connections, 2 × ${half} s per set, alternating; printed, not asserted)`);
  const sets = [
    { label: `${env.instances.length} instances`, port: env.port },
    { label: "1 instance", port: env.singlePort },
  ];
  // Warm every instance first (JIT, page caches, PostgreSQL's buffers); then the sets take turns, twice, so that
  // neither profits from running second.
  for (const set of sets) await mixedLoad({ ...set, paths: readPaths, connections: 16, durationSeconds: 3 });
  const rounds: BenchFigures[][] = sets.map(() => []);
  for (let round = 0; round < 2; round++) {
    for (const [n, set] of sets.entries()) {
      rounds[n]!.push(await mixedLoad({ ...set, paths: readPaths, connections: 16, durationSeconds: half }));
    }
  }
  return sets.map((set, n) => {
    const runs = rounds[n]!;
    const mean = (pick: (f: BenchFigures) => number) => Math.round((runs.reduce((sum, f) => sum + pick(f), 0) / runs.length) * 10) / 10;
    const f: BenchFigures = {
      label: set.label,
      requestsPerSecond: mean((r) => r.requestsPerSecond),
      p50Ms: mean((r) => r.p50Ms),
      p99Ms: mean((r) => r.p99Ms),
      total: runs.reduce((sum, r) => sum + r.total, 0),
      errors: runs.reduce((sum, r) => sum + r.errors, 0),
      non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
      statusCodes: {},
      rounds: runs.map((r) => ({ requestsPerSecond: r.requestsPerSecond, p99Ms: r.p99Ms })),
    };
    log(
      `  ${set.label}: ${f.requestsPerSecond} req/s (rounds ${runs.map((r) => r.requestsPerSecond).join(", ")}), p50 ${f.p50Ms} ms, ` +
        `p99 ${f.p99Ms} ms, ${f.non2xx} non-2xx, ${f.errors} errors`,
    );
    return f;
  });
}

/** With every instance of the 1-instance set stopped, nginx itself answers: its 503 page, not a bare 502. */
async function unavailablePageCheck(env: Environment): Promise<void> {
  const first = env.instances[0]!;
  await first.stop(10_000);
  const client = new ProxyClient(env.singlePort, { keepAlive: false });
  const o = await client.get("/jobs");
  const text = o.body.toString("utf8");
  report.add(
    "proxy",
    "no instance to answer: nginx's 503 page with Retry-After",
    o.status === 503 && text.includes(UNAVAILABLE_TEXT) && text.includes(PROXY_PAGE_MARKER) && o.headers["retry-after"] === "5",
    describeOutcome(o),
  );
  client.close();
  first.start();
  await first.waitHealthy(60_000);
}

// ------------------------------------------------------------------------------------------------ main

let env: Environment | null = null;
let tearingDown: Promise<void> | null = null;

async function teardown(): Promise<void> {
  tearingDown ??= (async () => {
    heading("stopping");
    if (env) {
      const problems = await env.stop();
      for (const p of problems) report.add("clean-up", p.split(":")[0] ?? p, false, p);
      log(`  stopped nginx, instances, S3, SMTP; database ${env.db.name} dropped${problems.length ? " (with problems above)" : ""}`);
    }
    const pg = await ensurePostgresRunning(serverUrl);
    if (pg) report.add("clean-up", "PostgreSQL is running after the run", pg.ok, pg.detail);
  })();
  return tearingDown;
}

const faults: FaultFigures[] = [];
let bench: BenchFigures[] = [];

function readTail(file: string, lines: number): string {
  try {
    return fs.readFileSync(file, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
  } catch {
    return "(none)";
  }
}

/** The figures table, the failed checks and the closing count; the JSON report beside them. */
function printReport(): void {
  if (env && !report.ok()) {
    heading("instance logs (errors, warnings and exits; last lines)");
    for (const instance of env.instances) log(`--- ${instance.name} (${instance.logFile})\n${shorten(noteworthy(instance.tail(400), 16))}`);
    log(`--- nginx error log (${env.nginx?.errorLog})\n${env.nginx ? shorten(readTail(env.nginx.errorLog, 15)) : ""}`);
  }
  heading("figures");
  const rows: (string | number)[][] = [["measure", "value"]];
  for (const b of bench) {
    rows.push([`mixed GETs, ${b.label}: requests/s`, b.requestsPerSecond]);
    rows.push([`mixed GETs, ${b.label}: p50 / p99 latency`, `${b.p50Ms} / ${b.p99Ms} ms`]);
    if (b.non2xx || b.errors) rows.push([`mixed GETs, ${b.label}: non-2xx / errors`, `${b.non2xx} / ${b.errors}`]);
  }
  for (const f of faults) {
    rows.push([`${f.fault}: recovered after`, f.recoveryMs === null ? "not within 30 s" : `${(f.recoveryMs / 1000).toFixed(2)} s`]);
    if (f.outageMs !== undefined) rows.push([`${f.fault}: database down for`, `${(f.outageMs / 1000).toFixed(1)} s`]);
    if (f.injections > 1) rows.push([`${f.fault}: injected`, `${f.injections} times`]);
    for (const k of f.byKind) rows.push([`${f.fault}: ${k.kind} acknowledged / stored`, `${k.acked} / ${k.stored}${k.lost ? ` (${k.lost} LOST)` : ""}`]);
    rows.push([`${f.fault}: requests / 503 (app, nginx) / other errors`, `${f.requests} / ${f.answers503} (${f.answers503 - f.answers503Proxy}, ${f.answers503Proxy}) / ${f.violations}`]);
  }
  log(rows.length > 1 ? table(rows) : "  (no figures: phases skipped or the run stopped early)");
  report.figures.load = bench;
  report.figures.faults = faults;

  const counts = report.counts();
  const seconds = Math.round((Date.now() - runStarted) / 1000);
  report.writeJson(reportFile, {
    baseURL: env?.baseURL ?? null,
    database: env?.db.name ?? null,
    seconds,
    machine: { cpus: os.cpus().length, node: process.version, restartPostgres: process.env.TEST_PROD_RESTART_POSTGRES !== "0" },
  });
  heading("result");
  if (report.failed.length) {
    log("Failed checks:");
    for (const c of report.failed) log(`  - ${c.group}: ${c.name}`);
  }
  log(`\nwhole run ${seconds} s; report in ${path.relative(root, reportFile)}${env && !report.ok() ? `; logs kept in ${env.dir}` : ""}`);
  log(`prod: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped`);
}

// Nothing may leave the environment (and its database) behind: a stray error still ends in the clean-up.
for (const event of ["uncaughtException", "unhandledRejection"] as const) {
  process.on(event, (error: unknown) => {
    log(`\n${event}: ${(error as Error)?.stack ?? String(error)}`);
    report.add("run", `no ${event}`, false, String(error));
    void teardown().finally(() => process.exit(1));
  });
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`\n${signal}: stopping everything`);
    void teardown().finally(() => {
      if (keep && env && report.ok()) fs.rmSync(env.dir, { recursive: true, force: true });
      process.exit(keep && report.ok() ? 0 : 130);
    });
  });
}

try {
  heading("preparing");
  if (!fs.existsSync(NGINX_BIN)) throw new Error(`${NGINX_BIN} is missing: apt-get install nginx`);
  buildIfNeeded();
  const stale = await dropStaleDatabases(serverUrl, "dochire_prod_", 2 * 3_600_000);
  if (stale.length) log(`  dropped databases left by interrupted runs: ${stale.join(", ")}`);
  heading(`starting the production environment on ${new URL(serverUrl).host}`);
  env = await startEnvironment({ root, serverUrl, instanceCount: 3, report, log });
  log(`  ready: ${env.baseURL}  (logs in ${env.dir})`);

  const jobId = await firstOpenJobId(env.db.url);
  const readPaths = ["/", "/jobs", `/jobs/${jobId}`, "/jobs?specialty=Cardiology", "/about-us", `/jobs?city=Pune`];
  // One phase failing (even with an exception) does not keep the others from running and reporting.
  const guarded = async (title: string, step: () => Promise<void>) => {
    try {
      await step();
    } catch (error) {
      report.add(title, "the phase ran to its end", false, (error as Error).stack ?? String(error));
    }
  };
  await guarded("proxy", () => smokeChecks(env!));
  await guarded("headers", async () => {
    heading("security headers, graded by the HTTP Observatory's rules (A+ wanted on every page)");
    await securityGradeChecks({ env: env!, report, employer: DEMO.employer });
  });
  if (phase("journeys")) {
    await guarded("journeys", () => runJourneys(env!));
    await guarded("files", async () => {
      // The uploads of the journeys (a resume, an avatar) are objects in the S3 bucket; no instance wrote to its disk.
      const keys = await env!.s3Keys();
      const local = env!.localUploads();
      const has = (bucket: string) => keys.some((k) => k.startsWith(`${bucket}/`));
      report.add(
        "files",
        "uploads are stored in S3 (resumes/, avatars/), none on an instance's own disk",
        has("resumes") && has("avatars") && local.length === 0,
        `${keys.length} objects in the bucket (resumes: ${keys.filter((k) => k.startsWith("resumes/")).length}, avatars: ${
          keys.filter((k) => k.startsWith("avatars/")).length
        }); files under the instances' DATA_DIR/uploads: ${local.length ? local.join(", ") : "none"}`,
      );
    });
  }
  if (phase("origins")) {
    heading("origins: form posts behind nginx with its default proxy headers, no TRUST_PROXY, both deployments");
    await guarded("origins", () => originChecks({ env: env!, report, log, employer: DEMO.employer }));
  }
  if (phase("upgrade")) {
    heading("upgrade while running: the previous release on the new schema (.ci/previous-release)");
    await guarded("upgrade", () => upgradeChecks({ env: env!, report, log, employer: DEMO.employer, doctor: DEMO.doctor }));
  }
  if (phase("load")) await guarded("load", async () => void (bench = await loadFigures(env!, readPaths)));

  if (phase("faults")) {
    const ctx: FaultContext = { env, report, log, employer: DEMO.employer, doctor: DEMO.doctor, readPaths, readers: 8, writers: 3, signUps: 2 };
    const steps: [string, () => Promise<unknown>][] = [
      [`fault 1: every database connection terminated, ${FAULT_REPEATS} times, under load`, async () => faults.push(await terminateConnectionsFault(ctx))],
      [
        `fault 2: PostgreSQL stopped and started again, ${FAULT_REPEATS} times (first for 3 s), under load`,
        async () => {
          const restart = await restartPostgresFault(ctx);
          if (restart) faults.push(restart);
        },
      ],
      ["fault 3: one instance killed (SIGKILL) and started again, under load", async () => faults.push(await killInstanceFault(ctx, env!.instances[1]!))],
      ["graceful stop: SIGTERM during a slow request", () => gracefulStopCheck(ctx, env!.instances[2]!)],
      [
        "nginx's own answer when no instance is up",
        async () => {
          await healInstances(ctx);
          await unavailablePageCheck(env!);
        },
      ],
    ];
    for (const [title, step] of steps) {
      heading(title);
      await guarded(title.split(":")[0]!, async () => {
        try {
          await step();
        } finally {
          await ensurePostgresRunning(serverUrl);
        }
      });
    }
  }
  if (keep) await healInstances({ env, report, log, employer: DEMO.employer, readPaths, readers: 0, writers: 0 });
} catch (error) {
  report.add("run", "the run completed", false, (error as Error).stack ?? String(error));
}

if (keep && env) {
  printReport();
  heading("kept running (--keep); Ctrl-C stops everything");
  log(`  ${env.baseURL}  — open it in Chromium (self-signed certificate); demo logins in README.md`);
  log(`  instances ${env.instances.map((i) => i.address).join(", ")}; 1-instance set https://${HOSTNAME}:${env.singlePort}`);
  log(`  mail received by an address: ${env.mailApi}/mails?to=<address>; logs in ${env.dir}`);
  await new Promise<void>(() => {}); // until a signal
}
// Stopped and dropped first, so that the report counts the clean-up too (instance logs stay until the end).
await teardown();
printReport();
if (env && report.ok()) fs.rmSync(env.dir, { recursive: true, force: true });
process.exit(report.ok() ? 0 : 1);
