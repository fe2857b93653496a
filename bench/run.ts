// npm run bench -- --scenario pipeline [...]: a hiring team's job with 2,000 applicants instead (bench/pipeline.ts).
// npm run bench [-- --help] [--jobs 100000] [--doctors 2000] [--duration 10] [--connections 32] [--skip-load] [--load-only] [--search-only]
//                 [--iterations 30]
//                 [--only job,directory] [--page-cache off|on] [--instances 2] [--cpu-prof DIR] [--keep] [--reuse DBNAME]
//                 [--accept-encoding gzip] [--filter-columns off] [--compare KEY=VALUE [--turns 10] [--turn-seconds 3]] [--plain 10]
//
// Generates N jobs and listed doctors into a fresh database (embedded PGlite in a temp dir, or — with DATABASE_URL —
// a new database dochire_bench_<ts> on that server, dropped afterwards), plus one doctor account to sign in with,
// then prints:
//   1. search time inside the server (searchJobs called directly), p50/p95 per query of a fixed mix;
//   2. the spec's original design for comparison: download every job row as JSON and filter in the browser;
//   3. HTML and first-load JS bytes (gzip) of /jobs;
//   4. SSR throughput, latency and server CPU per request under load (autocannon against the built server, run as a
//      child with NODE_ENV=production): /jobs searches, a job page, the directory, the home page and a signed-in
//      /jobs (a real session cookie, so never the page cache), with every request rendered (PAGE_CACHE=off) and
//      as shipped.
// --load-only skips 1 and 2; --search-only runs 1 alone (for 1,000,000 jobs, where 2 would hold every row in memory); --iterations sets the
// runs per query of 1; --only runs the load scenarios whose names contain one of the words; --page-cache runs
// one of the two server set-ups; --instances N (PostgreSQL only) runs N server processes on the one database with
// the load spread over them (the production shape, one per core); --cpu-prof DIR writes the server's V8 CPU profile of each set-up into DIR
// (open it in Chrome DevTools or speedscope); --keep keeps the generated database and --reuse NAME (PostgreSQL) runs on
// such a kept database again instead of generating one; --accept-encoding sets the header the load sends (default a
// browser's: gzip, deflate, br, zstd); --filter-columns off times 1 with every search counted in the database, as a
// site too small to hold the jobs' filter columns in memory does (docs/decisions/086); --compare KEY=VALUE (PostgreSQL
// only) replaces 4 with the cost of one setting: two servers side by side, B with KEY=VALUE, loaded in alternating turns
// (bench/side-by-side.ts); --plain N adds to 1 the same queries timed against a plain PostgreSQL design in N alternating
// turns (bench/plain-postgres.ts, docs/decisions/105). Figures only; nothing here asserts. See docs/decisions/004-jobs-search.md
// and docs/decisions/060-render-cost.md.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import crypto from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { closeDatabase, db, openDatabase } from "~/db/client.server";
import { hashPassword } from "better-auth/crypto";
import { account, jobs, profiles, user } from "~/db/schema";
import { EMPTY_SEARCH, jobSearchHref, type JobSearch } from "~/features/search/search-params";
import { generateDoctors, generateJobs } from "./generate";
import { compareSideBySide, parseCompareSetting } from "./side-by-side";
import { directoryPaths, jobsPaths, rotation } from "./rotating";
import { log, table } from "./report";
import { pageWeight } from "./page-weight";
import { timeSearches } from "./search-time";
import { originalDesign } from "./original-design";
import { comparePlain } from "./plain-postgres";
import { autocannon } from "./autocannon";


// ------------------------------------------------------------------------------------------------ arguments

// --help: the usage at the top of this file.
if (process.argv.includes("--help")) {
  const lines = fs.readFileSync(new URL(import.meta.url), "utf8").split("\n");
  console.log(lines.slice(0, lines.findIndex((line) => !line.startsWith("//"))).map((line) => line.replace(/^\/\/ ?/, "")).join("\n"));
  process.exit(0);
}

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const v = i >= 0 ? Number(process.argv[i + 1]) : Number.NaN;
  return Number.isFinite(v) && v > 0 ? v : fallback;
}
const JOBS = Math.floor(arg("jobs", 100_000));
const DOCTORS = Math.floor(arg("doctors", 2_000));
const DURATION = arg("duration", 10);
const CONNECTIONS = Math.floor(arg("connections", 32));
const SKIP_LOAD = process.argv.includes("--skip-load");
/** Only the server under load (and the page weight): no in-process search timings, no original-design figures. */
const LOAD_ONLY = process.argv.includes("--load-only");
/** Only the in-process search timings: no original-design figures and no cross-check (both hold every row in memory). */
const SEARCH_ONLY = process.argv.includes("--search-only");
function textArg(name: string): string | null {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? null) : null;
}
const ONLY = textArg("only")?.split(",").map((w) => w.trim().toLowerCase()).filter(Boolean) ?? [];
const PAGE_CACHE_MODES = (textArg("page-cache") ? [textArg("page-cache")] : ["off", "on"]) as ("off" | "on")[];
const CPU_PROF_DIR = textArg("cpu-prof") ? path.resolve(textArg("cpu-prof")!) : null;
/** Server processes under load (PostgreSQL only: the embedded database belongs to one process). */
const INSTANCES = Math.floor(arg("instances", 1));
/** Shared by the instances, so a session cookie from one is good at all of them. */
const SERVER_AUTH_SECRET = crypto.randomBytes(32).toString("hex");
/** The React build the server runs with: the production entry (server/main.ts, as `npm start`) always sets this. */
const SERVER_NODE_ENV = "production";
/** Keep the generated database (PostgreSQL: the database; embedded: the temp dir) for poking at afterwards. */
const KEEP = process.argv.includes("--keep");
const FILTER_COLUMNS_OFF = textArg("filter-columns") === "off";
/** Turns of the comparison with a plain PostgreSQL design (bench/plain-postgres.ts); 0: none. */
const PLAIN_TURNS = process.argv.includes("--plain") ? Math.floor(arg("plain", 10)) : 0;
/** A PostgreSQL database kept by an earlier run (--keep) to run on again, without generating the jobs anew. */
const REUSE = textArg("reuse");
const SERVER_URL = process.env.DATABASE_URL;
if (INSTANCES > 1 && !SERVER_URL) throw new Error("--instances needs DATABASE_URL: the embedded database is one process's");
/** A setting whose cost is measured: server B runs with it, server A without (both PAGE_CACHE=off). */
const COMPARE = textArg("compare") ? parseCompareSetting(textArg("compare")!) : null;
if (COMPARE && !SERVER_URL) throw new Error("--compare needs DATABASE_URL: two servers share the database");

const root = process.cwd();
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "dochire-bench-"));
let benchDb: string | null = null;
let servers: ChildProcess[] = [];


// ------------------------------------------------------------------------------------------------ clean-up

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

let cleaned = false;
async function cleanup() {
  if (cleaned) return;
  cleaned = true;
  await stopServers().catch(() => {});
  await closeDatabase().catch(() => {});
  if (benchDb && KEEP) log(`kept database ${benchDb}`);
  else if (benchDb) await adminQuery(`drop database if exists "${benchDb}" with (force)`).catch((e) => console.error("could not drop", benchDb, e));
  if (KEEP && !benchDb) log(`kept the embedded database: DATA_DIR=${path.join(tmp, "data")}`);
  else fs.rmSync(tmp, { recursive: true, force: true });
}
process.on("SIGINT", () => void cleanup().finally(() => process.exit(130)));

// ------------------------------------------------------------------------------------------------ data

async function openBenchDatabase(): Promise<{ url?: string; dataDir: string }> {
  const dataDir = path.join(tmp, "data");
  if (SERVER_URL && REUSE) {
    // Its migrations run as at any start, so a database kept by an older version gets this version's schema.
    const url = new URL(SERVER_URL);
    url.pathname = `/${REUSE}`;
    await openDatabase({ url: url.toString(), poolSize: 4, queryTimeoutMs: 0 });
    return { url: url.toString(), dataDir };
  }
  if (SERVER_URL) {
    benchDb = `dochire_bench_${Date.now()}`;
    await adminQuery(`create database "${benchDb}"`);
    // Building the jobs indexes after the load (loadJobs) sorts in memory rather than on disk.
    await adminQuery(`alter database "${benchDb}" set maintenance_work_mem = '512MB'`);
    const url = new URL(SERVER_URL);
    url.pathname = `/${benchDb}`;
    // Generating the jobs runs statements far longer than a web request may.
    await openDatabase({ url: url.toString(), poolSize: 4, queryTimeoutMs: 0 });
    return { url: url.toString(), dataDir };
  }
  await openDatabase({ dataDir: path.join(dataDir, "db") });
  return { dataDir };
}

function pgliteVersion(): string {
  try {
    const file = path.join(root, "node_modules/@electric-sql/pglite/package.json");
    return (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version;
  } catch {
    return "";
  }
}

/** The doctor account the signed-in scenario signs in with (created verified, like the demo accounts). */
const BENCH_ACCOUNT = { email: "bench.doctor@example.test", password: "Bench-Doctor-Night-Shift-73", name: "Dr. Bench Doctor" };

/** What the load test needs from the data: an open job's page, and the database it ran on. */
type Fixture = { jobId: number; database: string };

async function loadJobs(): Promise<Fixture> {
  if (REUSE) {
    await db().execute(sql`analyze`);
    const n = await db().execute<{ n: number }>(sql`select count(*)::int as n from ${jobs}`);
    log(`Reusing database ${REUSE}: ${(n.rows[0]?.n ?? 0).toLocaleString("en-IN")} jobs`);
    return describeFixture(n.rows[0]?.n ?? 0);
  }
  const started = performance.now();
  const userIds = Array.from({ length: 50 }, () => crypto.randomUUID());
  await db().insert(user).values(userIds.map((id, i) => ({ id, name: `Bench Employer ${i + 1}`, email: `bench${i + 1}@example.test`, emailVerified: true })));
  const rows = generateJobs(JOBS, { userIds });
  const batch = 1000;
  // The jobs table's secondary indexes (three of them trigram GIN) are dropped for the load and built again after it:
  // building an index once over all rows is many times faster than keeping it up to date row by row.
  const indexes = await db().execute<{ name: string; def: string }>(
    sql`select indexname as name, indexdef as def from pg_indexes where schemaname = current_schema() and tablename = 'jobs'
        and indexname not in (select conname from pg_constraint where conrelid = 'jobs'::regclass)`,
  );
  for (const index of indexes.rows) await db().execute(sql.raw(`drop index "${index.name}"`));
  for (let i = 0; i < rows.length; i += batch) {
    await db().insert(jobs).values(rows.slice(i, i + batch));
    if ((i / batch) % 20 === 19) process.stdout.write(`  ${i + batch} rows\r`);
  }
  const indexed = performance.now();
  for (const index of indexes.rows) await db().execute(sql.raw(index.def));
  log(`  ${indexes.rows.length} indexes of jobs built in ${((performance.now() - indexed) / 1000).toFixed(1)} s`);
  const doctors = generateDoctors(DOCTORS);
  for (let i = 0; i < doctors.length; i += batch) await db().insert(profiles).values(doctors.slice(i, i + batch));
  const accountId = crypto.randomUUID();
  await db().insert(user).values({ id: accountId, name: BENCH_ACCOUNT.name, email: BENCH_ACCOUNT.email, emailVerified: true });
  await db().insert(account).values({ id: crypto.randomUUID(), accountId, providerId: "credential", userId: accountId, password: await hashPassword(BENCH_ACCOUNT.password) });
  await db().insert(profiles).values({ id: accountId, userId: accountId, role: "doctor", name: BENCH_ACCOUNT.name, email: BENCH_ACCOUNT.email, specialization: "Cardiology", passwordChangedAt: new Date() });
  await db().execute(sql`vacuum analyze`);
  log(
    `Loaded ${JOBS.toLocaleString("en-IN")} jobs and ${DOCTORS.toLocaleString("en-IN")} listed doctors in ${((performance.now() - started) / 1000).toFixed(1)} s (batches of ${batch}, then VACUUM ANALYZE)`,
  );
  return describeFixture(JOBS);
}

async function describeFixture(total: number): Promise<Fixture> {
  // A job in the middle of the table, open, with a specialty (so its page lists similar jobs).
  const open = await db().execute<{ id: number }>(
    sql`select id from ${jobs} where ${jobs.closedAt} is null and (${jobs.validThrough} is null or ${jobs.validThrough} > now()) order by id offset ${Math.floor(total / 2)} limit 1`,
  );
  const version = await db().execute<{ v: string }>(sql`select current_setting('server_version') as v`);
  const database = SERVER_URL
    ? `PostgreSQL ${version.rows[0]?.v} (${new URL(SERVER_URL).host})`
    : `embedded PGlite ${pgliteVersion()} (PostgreSQL ${version.rows[0]?.v})`;
  return { jobId: open.rows[0]?.id ?? 1, database };
}

// ------------------------------------------------------------------------------------------------ the server under load

/** User + system CPU time of a process so far, in ms (Linux /proc; 0 elsewhere). */
function processCpuMs(pid: number): number {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    const ticks = Number(fields[11]) + Number(fields[12]); // utime, stime (fields 14 and 15 of the whole line)
    return (ticks * 1000) / 100; // USER_HZ is 100 on Linux
  } catch {
    return 0;
  }
}

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

async function startServer(db: { url?: string; dataDir: string }, entry: string, extraEnv: Record<string, string> = {}): Promise<string> {
  if (!fs.existsSync(path.join(root, "build/server/index.js"))) {
    log("build/ missing: running react-router build ...");
    const b = spawnSync("npx", ["react-router", "build"], { stdio: "inherit" });
    if (b.status !== 0) throw new Error("build failed");
  }
  // Serve a private copy of the build: others rebuilding build/ in a shared checkout must not swap assets mid-run.
  const runDir = path.join(tmp, "app");
  if (!fs.existsSync(runDir)) {
    fs.mkdirSync(runDir, { recursive: true });
    fs.cpSync(path.join(root, "build"), path.join(runDir, "build"), { recursive: true });
    for (const link of ["node_modules", "drizzle", "public"]) {
      if (fs.existsSync(path.join(root, link))) fs.symlinkSync(path.join(root, link), path.join(runDir, link));
    }
  }
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const logFile = path.join(tmp, `server-${port}.log`);
  const out = fs.openSync(logFile, "w");
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: SERVER_NODE_ENV,
    PORT: String(port),
    HOST: "127.0.0.1",
    BASE_URL: base,
    DATA_DIR: db.dataDir,
    LOG_LEVEL: "warn",
    SEED_DEMO_DATA: "never",
    AUTH_SECRET: SERVER_AUTH_SECRET,
    TSX_TSCONFIG_PATH: path.join(root, "tsconfig.json"),
  };
  Object.assign(env, extraEnv);
  if (db.url) env.DATABASE_URL = db.url;
  else delete env.DATABASE_URL;
  const profile = CPU_PROF_DIR ? ["--cpu-prof", "--cpu-prof-dir", CPU_PROF_DIR] : [];
  const server = spawn(process.execPath, [...profile, "--import", "tsx", path.join(root, entry)], { cwd: runDir, env, stdio: ["ignore", out, out] });
  servers.push(server);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/healthz`)).ok) return base;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`server did not start:\n${fs.readFileSync(logFile, "utf8").slice(-2000)}`);
}

/** INSTANCES servers on the one database, started one after the other (they take turns migrating anyway). */
async function startServers(db: { url?: string; dataDir: string }, entry: string, extraEnv: Record<string, string> = {}): Promise<string[]> {
  const bases: string[] = [];
  for (let i = 0; i < INSTANCES; i++) bases.push(await startServer(db, entry, extraEnv));
  return bases;
}

async function stopServers(): Promise<void> {
  const stopping = servers;
  servers = [];
  await Promise.all(stopping.map(stopServer));
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  // The server's graceful shutdown can wait on open keep-alive connections; do not wait for ever.
  // (Writing a CPU profile on exit takes a while longer.)
  const timer = setTimeout(() => child.kill("SIGKILL"), CPU_PROF_DIR ? 60_000 : 5000);
  await exited;
  clearTimeout(timer);
}

/** Signs the bench account in through the server's own sign-in endpoint; the Cookie header its pages need. */
async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email: BENCH_ACCOUNT.email, password: BENCH_ACCOUNT.password }),
  });
  const cookies = res.headers.getSetCookie().map((c) => c.split(";")[0]!);
  if (res.status !== 200 || !cookies.some((c) => c.startsWith("better-auth.session_token="))) {
    throw new Error(`bench sign-in failed: ${res.status} ${await res.text()}`);
  }
  return cookies.join("; ");
}

/** `rotate`: paths asked in turn, each once in a run (the scenario's `path` is the first), so no cache answers. */
type Scenario = { name: string; path: string; signedIn?: boolean; rotate?: string[] };

const ROTATING = { directory: directoryPaths(), jobs: jobsPaths({ keywords: false }), keywords: jobsPaths({ keywords: true }) };

function scenarios(fixture: Fixture): Scenario[] {
  const search = (s: JobSearch) => jobSearchHref(s);
  return [
    { name: "/jobs: empty search", path: search(EMPTY_SEARCH) },
    { name: "/jobs: keyword", path: search({ ...EMPTY_SEARCH, keyword: "cardiologist" }) },
    { name: "/jobs: keyword + city", path: search({ ...EMPTY_SEARCH, keyword: "surgeon", location: "Mumbai" }) },
    { name: "/jobs: specialty + type filters", path: search({ ...EMPTY_SEARCH, specialties: ["Cardiology", "Neurology"], types: ["Full-time"] }) },
    { name: "/jobs: type + cities, page 2", path: search({ ...EMPTY_SEARCH, types: ["Locum"], cities: ["Delhi", "Pune"], page: 2 }) },
    { name: "/jobs signed in (no page cache)", path: search(EMPTY_SEARCH), signedIn: true },
    { name: `job page /jobs/${fixture.jobId}`, path: `/jobs/${fixture.jobId}` },
    { name: "directory /doctor-profiles", path: "/doctor-profiles" },
    { name: "home /", path: "/" },
    { name: "directory: rotating filters", path: ROTATING.directory[0]!, rotate: ROTATING.directory },
    { name: "/jobs: rotating filters", path: ROTATING.jobs[0]!, rotate: ROTATING.jobs },
    { name: "/jobs: rotating keyword + filters", path: ROTATING.keywords[0]!, rotate: ROTATING.keywords },
  ];
}

/** User + system CPU of every server process so far, in ms. */
const serversCpuMs = () => servers.reduce((sum, child) => sum + processCpuMs(child.pid!), 0);

/** What Chrome and Firefox send (the server answers them with Brotli, server/compression.ts), unless --accept-encoding says otherwise. */
const BROWSER_ACCEPT_ENCODING = textArg("accept-encoding") ?? "gzip, deflate, br, zstd";

async function loadTest(bases: string[], label: string, fixture: Fixture): Promise<void> {
  const cookie = await signIn(bases[0]!);
  const rows: string[][] = [];
  const selected = scenarios(fixture).filter((x) => !ONLY.length || ONLY.some((w) => x.name.toLowerCase().includes(w)));
  // One rotation per scenario for the whole set-up: the warm-up and the measured run ask different URLs.
  const rotations = new Map(selected.filter((s) => s.rotate).map((s) => [s, rotation(s.rotate!, 1)]));
  const target = (s: Scenario) => {
    // Several instances: autocannon spreads its connections over their URLs.
    const urls = bases.map((base) => `${base}${s.path}`);
    const headers: Record<string, string> = { "accept-encoding": BROWSER_ACCEPT_ENCODING };
    if (s.signedIn) headers.cookie = cookie;
    const turn = rotations.get(s);
    const requests = turn ? [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: turn.next() }) }] : undefined;
    return { urls, url: urls.length === 1 ? urls[0] : urls, headers, requests };
  };
  // Every page once under load before any is measured: a fresh server compiles its hot code and fills its pool
  // during the first seconds, which otherwise land on the first scenario alone.
  for (const s of selected) {
    const { url, headers, requests } = target(s);
    await autocannon({ url, connections: CONNECTIONS, duration: 1, headers, requests });
  }
  for (const s of selected) {
    const { urls, url, headers, requests } = target(s);
    for (const u of urls) {
      const check = await fetch(u, { headers });
      if (check.status !== 200) throw new Error(`${s.path} answered ${check.status}`);
      const html = await check.text();
      // The header's account menu is there for a signed-in visitor only.
      if (s.signedIn && !html.includes("data-user-menu-toggle")) throw new Error("the signed-in page shows no account menu: the session was not recognised");
    }
    await autocannon({ url, connections: CONNECTIONS, duration: 2, headers, requests }); // warm-up, not counted
    const cpuBefore = serversCpuMs();
    const usedBefore = rotations.get(s)?.used() ?? 0;
    const r = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers, requests });
    const cpu = (serversCpuMs() - cpuBefore) / Math.max(1, r.requests.total);
    const asked = rotations.get(s)?.used();
    // A rotation that wrapped round asked some URLs twice: say so, the figure then includes cached answers.
    const urlsNote = asked === undefined ? "1" : `${(asked - usedBefore).toLocaleString("en-IN")}${asked + 1 > s.rotate!.length ? " (wrapped)" : ""}`;
    rows.push([s.name, r.requests.average.toFixed(0), `${r.latency.p50} ms`, `${r.latency.p99} ms`, `${r.latency.max} ms`, cpu.toFixed(2), String(r.errors + r.timeouts + r.non2xx), urlsNote]);
  }
  const processes = INSTANCES === 1 ? "one server process" : `${INSTANCES} server processes`;
  log(`\nSSR under load, ${label} (autocannon, ${CONNECTIONS} connections, ${DURATION} s each, Accept-Encoding: ${BROWSER_ACCEPT_ENCODING}, NODE_ENV=${SERVER_NODE_ENV}, LOG_LEVEL=warn, ${processes}):`);
  table(["scenario", "req/s", "p50", "p99", "max", "server CPU ms/req", "errors/non-2xx", "URLs"], rows);
  log("  (server CPU ms/req: the server processes' user + system time over the run, all threads, from /proc/<pid>/stat,");
  log("   divided by the requests answered; 1000 / it is one core's ceiling. autocannon runs on the same machine.)");
}

async function compareSetting(target: { url?: string; dataDir: string }, fixture: Fixture, [key, value]: [string, string]): Promise<void> {
  const a = await startServer(target, "server/main.ts", { PAGE_CACHE: "off" });
  const b = await startServer(target, "server/main.ts", { PAGE_CACHE: "off", [key]: value });
  const [pidA, pidB] = servers.map((child) => child.pid!);
  const cookie = await signIn(a);
  const pages = scenarios(fixture)
    .filter((x) => !x.rotate && (!ONLY.length || ONLY.some((w) => x.name.toLowerCase().includes(w))))
    .map((x) => ({ name: x.name, path: x.path, headers: { "accept-encoding": BROWSER_ACCEPT_ENCODING, ...(x.signedIn ? { cookie } : {}) } }));
  const turns = Math.floor(arg("turns", 10));
  const seconds = arg("turn-seconds", 3);
  const results = await compareSideBySide({
    autocannon,
    cpuMs: processCpuMs,
    a: { label: "A", base: a, pid: pidA! },
    b: { label: "B", base: b, pid: pidB! },
    pages,
    turns,
    seconds,
    connections: CONNECTIONS,
  });
  await stopServers();
  log(`\nThe cost of ${key}=${value}: server B has it, server A not (both PAGE_CACHE=off, the same database), ${turns} pairs of ${seconds} s turns, ${CONNECTIONS} connections:`);
  table(
    ["page", "A CPU ms/req", "B CPU ms/req", "B vs A (all turns)", "B vs A (median turn)", "requests A / B", "failures"],
    results.map((r) => [
      r.page,
      r.cpuA.toFixed(3),
      r.cpuB.toFixed(3),
      `${((r.cpuB / r.cpuA - 1) * 100).toFixed(1)}%`,
      `${(r.medianChange * 100).toFixed(1)}%`,
      `${r.requestsA} / ${r.requestsB}`,
      String(r.failures),
    ]),
  );
}


// ------------------------------------------------------------------------------------------------ main

// Another scenario than the job search (bench/pipeline.ts: a hiring team's busy job on PostgreSQL).
const SCENARIO = textArg("scenario");
if (SCENARIO === "pipeline") {
  fs.rmSync(tmp, { recursive: true, force: true });
  const { runPipelineScenario } = await import("./pipeline");
  await runPipelineScenario(root).catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
} else if (SCENARIO) {
  console.error(`unknown --scenario ${SCENARIO} (the one other than the default job search: pipeline)`);
  process.exitCode = 1;
} else try {
  log(`DocHire benchmark — ${JOBS.toLocaleString("en-IN")} jobs, ${DOCTORS.toLocaleString("en-IN")} listed doctors`);
  log(`machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? "cpu"}, Node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
  const target = await openBenchDatabase();
  const fixture = await loadJobs();
  log(`database: ${fixture.database}; server: NODE_ENV=${SERVER_NODE_ENV} (production React), ${INSTANCES === 1 ? "one process" : `${INSTANCES} processes`}`);
  if (!LOAD_ONLY) {
    await timeSearches({ iterations: Math.floor(arg("iterations", 30)), filterColumnsOff: FILTER_COLUMNS_OFF });
    if (PLAIN_TURNS > 0) await comparePlain(PLAIN_TURNS);
    if (!SEARCH_ONLY) await originalDesign();
  }
  await closeDatabase(); // PGlite: one process per data directory; the server opens it next
  if (!SKIP_LOAD && COMPARE) await compareSetting(target, fixture, COMPARE);
  else if (!SKIP_LOAD) {
    if (PAGE_CACHE_MODES.includes("off")) {
      const bases = await startServers(target, "server/main.ts", { PAGE_CACHE: "off" });
      await pageWeight(bases[0]!);
      await loadTest(bases, "every request rendered (PAGE_CACHE=off)", fixture);
      await stopServers();
    }
    if (PAGE_CACHE_MODES.includes("on")) {
      const bases = await startServers(target, "server/main.ts");
      await loadTest(bases, "the server as shipped (page cache on)", fixture);
      await stopServers();
    }
    if (CPU_PROF_DIR) log(`\nCPU profiles of the server: ${CPU_PROF_DIR}`);
  }
  log(`\nload average at the end: ${os.loadavg().map((l) => l.toFixed(2)).join(" ")}`);
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanup();
}
