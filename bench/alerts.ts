// npm run bench:alerts [-- --jobs 100000] [--alerts 50000] [--seed 7]
//
// Job alert digests at scale: a fresh database (embedded PGlite, or a new database on DATABASE_URL's server, dropped
// afterwards) with --jobs generated jobs (posted over the last 120 days) and --alerts confirmed daily alerts (a mix of
// keyword, city, specialty and type searches, begun three days ago), then one daily run, timed: every alert matched
// with /jobs' own search condition, each match claimed, each digest queued as a mail. Prints the run's figures and
// the machine's load. Mails are queued, not delivered (on PostgreSQL the web process's worker is off here).
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { sql } from "drizzle-orm";
import { generateJobs } from "./generate";

function arg(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
}
const JOBS = arg("jobs", 100_000);
const ALERTS = arg("alerts", 50_000);
const SEED = arg("seed", 7);
const SERVER_URL = process.env.DATABASE_URL;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "dochire-alerts-bench-"));
process.env.DATA_DIR = tmp;
process.env.LOG_LEVEL ??= "warn";
let benchDb: string | null = null;
let benchUrl: string | undefined;
if (SERVER_URL) {
  benchDb = `dochire_alerts_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${benchDb}"`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${benchDb}`;
  benchUrl = url.toString();
  // This process only queues the digests' mails; nobody works them here.
  process.env.DATABASE_URL = benchUrl;
  process.env.QUEUE_WORKER = "off";
}

const { closeDatabase, db, openDatabase } = await import("~/db/client.server");
const { jobAlerts, jobs, user } = await import("~/db/schema");
const { runAlertDigests } = await import("~/features/jobs/alerts/alert-digests.server");
const { stopQueue } = await import("~/services/queue/queue.server");

const log = (line: string) => console.log(line);

async function cleanUp() {
  await stopQueue().catch(() => {});
  await closeDatabase().catch(() => {});
  if (benchDb && SERVER_URL) {
    const admin = new pg.Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`drop database if exists "${benchDb}" with (force)`).catch(() => {});
    await admin.end();
  }
  fs.rmSync(tmp, { recursive: true, force: true });
}

function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

try {
  if (benchUrl) await openDatabase({ url: benchUrl, poolSize: 6, queryTimeoutMs: 0 });
  else await openDatabase({ dataDir: path.join(tmp, "db") });
  const loadStarted = performance.now();
  const userIds = Array.from({ length: 50 }, () => crypto.randomUUID());
  await db().insert(user).values(userIds.map((id, i) => ({ id, name: `Bench Employer ${i + 1}`, email: `bench${i + 1}@example.test`, emailVerified: true })));
  const rows = generateJobs(JOBS, { userIds, seed: SEED });
  for (let i = 0; i < rows.length; i += 1000) await db().insert(jobs).values(rows.slice(i, i + 1000));

  const r = random(SEED + 1);
  const pick = <T,>(list: readonly T[]) => list[Math.floor(r() * list.length)]!;
  const keywords = ["cardiologist", "anaesthetist", "icu", "consultant", "medical officer", "paediatrics", "radiologist", "senior resident", "mbbs", "gynaecologist", "orthopaedic surgeon", "emergency", "dnb", "neurology", "rmo"];
  const cities = ["Hyderabad", "Mumbai", "Delhi", "Bengaluru", "Chennai", "Pune", "Kolkata", "Ahmedabad", "Jaipur", "Lucknow"];
  const specialties = ["Cardiology", "Anaesthesiology", "Paediatrics", "Radiology", "General Medicine", "Orthopaedics", "Emergency Medicine"];
  const types = ["Full-time", "Part-time", "Locum", "Contract"];
  const began = new Date(Date.now() - 3 * 86_400_000);
  const alerts = Array.from({ length: ALERTS }, (_, i) => {
    const params = new URLSearchParams();
    const shape = r();
    if (shape < 0.6) params.set("keyword", pick(keywords));
    if (shape > 0.3) params.append("city", pick(cities));
    if (shape > 0.75) params.append("specialty", pick(specialties));
    if (r() < 0.2) params.append("type", pick(types));
    return {
      email: `alert${i}@example.test`,
      name: `Bench alert ${i}`,
      query: { params: params.toString() },
      frequency: "daily" as const,
      confirmedAt: began,
      matchFrom: began,
      token: crypto.randomBytes(18).toString("base64url"),
    };
  });
  for (let i = 0; i < alerts.length; i += 1000) await db().insert(jobAlerts).values(alerts.slice(i, i + 1000));
  await db().execute(sql`vacuum analyze`);
  const version = await db().execute<{ v: string }>(sql`select current_setting('server_version') as v`);
  const database = SERVER_URL ? `PostgreSQL ${version.rows[0]?.v}` : `embedded PGlite (PostgreSQL ${version.rows[0]?.v})`;
  log(`Loaded ${JOBS.toLocaleString("en-IN")} jobs and ${ALERTS.toLocaleString("en-IN")} daily alerts in ${((performance.now() - loadStarted) / 1000).toFixed(1)} s on ${database}`);

  const cpuBefore = process.cpuUsage();
  const load = os.loadavg()[0]!;
  const result = await runAlertDigests("daily");
  const cpu = process.cpuUsage(cpuBefore);
  log(`Daily run: ${result.alerts.toLocaleString("en-IN")} alerts, ${result.digests.toLocaleString("en-IN")} digests queued with ${result.jobs.toLocaleString("en-IN")} jobs in ${(result.ms / 1000).toFixed(1)} s`);
  log(`  ${(result.ms / Math.max(result.alerts, 1)).toFixed(2)} ms per alert; Node CPU ${((cpu.user + cpu.system) / 1000 / 1000).toFixed(1)} s; load average before ${load.toFixed(2)}, after ${os.loadavg()[0]!.toFixed(2)} on ${os.cpus().length} cores`);
  const again = await runAlertDigests("daily");
  log(`Second run at once: ${again.digests} digests (nothing is sent twice) in ${(again.ms / 1000).toFixed(1)} s`);
} finally {
  await cleanUp();
}
