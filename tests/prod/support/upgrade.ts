import { execFileSync, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { pdfFile } from "../../files";
import { createDatabase, type RunDatabase } from "./database";
import type { Environment } from "./environment";
import { startNginx, type Nginx } from "./nginx";
import { runProdJourneys } from "./playwright-run";
import { freePorts, Instance } from "./processes";
import { describeOutcome, ProxyClient, signIn } from "./proxy-client";
import { startLoad } from "./load";
import { noteworthy, shorten, type Report } from "./report";
import { HOSTNAME } from "./settings";

// Upgrading while the site runs (docs/operations/upgrades.md). The previous release (its commit in
// .ci/previous-release) is built beside this checkout and serves a fresh database through nginx under load; an
// instance of this checkout then starts on the same database and migrates it under the advisory lock while the
// previous release keeps serving; afterwards the previous release's own production journeys run against it on the
// new schema. Migrations that only expand (add tables, columns with defaults, indexes) pass; one that renames or
// drops what the previous release reads fails here before it fails a rolling upgrade.

export const PREVIOUS_RELEASE_FILE = ".ci/previous-release";

type Ctx = { env: Environment; report: Report; log: (line: string) => void; employer: { email: string; password: string }; doctor: { email: string; password: string } };

function previousRelease(root: string): string {
  const text = fs.readFileSync(path.join(root, PREVIOUS_RELEASE_FILE), "utf8");
  const commit = text.split("\n").find((line) => /^[0-9a-f]{7,40}$/.test(line.trim()))?.trim();
  if (!commit) throw new Error(`${PREVIOUS_RELEASE_FILE} names no commit`);
  return commit;
}

function sameFile(a: string, b: string): boolean {
  return fs.existsSync(a) && fs.existsSync(b) && fs.readFileSync(a).equals(fs.readFileSync(b));
}

function treeHash(root: string, dir: string): string {
  if (!fs.existsSync(path.join(root, dir))) return "";
  return fs
    .readdirSync(path.join(root, dir))
    .sort()
    .map((f) => `${f}:${fs.readFileSync(path.join(root, dir, f)).toString("base64")}`)
    .join("|");
}

function run(cmd: string, args: string[], cwd: string, what: string): void {
  const result = spawnSync(cmd, args, { cwd, stdio: ["ignore", "pipe", "pipe"], encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) throw new Error(`${what} failed (exit ${result.status}):\n${shorten(`${result.stdout}\n${result.stderr}`.slice(-4000))}`);
}

/** The previous release's tree, its packages (shared with this checkout when the lockfile and patches are the same) and its build. */
function preparePrevious(root: string, dir: string, commit: string, log: Ctx["log"]): void {
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const archive = execFileSync("git", ["archive", "--format=tar", commit], { cwd: root, maxBuffer: 512 * 1024 * 1024 });
  execFileSync("tar", ["-x", "-C", dir], { input: archive });
  if (sameFile(path.join(root, "package-lock.json"), path.join(dir, "package-lock.json")) && treeHash(root, "patches") === treeHash(dir, "patches")) {
    fs.symlinkSync(path.join(root, "node_modules"), path.join(dir, "node_modules"), "dir");
    log("  the previous release has the same packages: sharing node_modules");
  } else {
    log("  installing the previous release's packages (npm ci)…");
    run("npm", ["ci", "--no-audit", "--no-fund", "--prefer-offline"], dir, "npm ci of the previous release");
  }
  log("  building the previous release…");
  run("npx", ["react-router", "build"], dir, "the previous release's build");
}

async function migrationCount(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>("select count(*)::text as n from drizzle.__drizzle_migrations");
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
}

export async function upgradeChecks(ctx: Ctx): Promise<void> {
  const { env, report, log } = ctx;
  const group = "upgrade";
  const commit = previousRelease(env.root);
  const head = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: env.root, encoding: "utf8" }).trim();
  try {
    execFileSync("git", ["cat-file", "-e", `${commit}^{commit}`], { cwd: env.root, stdio: "ignore" });
  } catch {
    report.add(group, `the previous release ${commit} is in this clone`, false, "git cat-file found no such commit (a shallow clone?)");
    return;
  }
  const previousDir = path.join(env.dir, "previous-release");
  const started = Date.now();
  preparePrevious(env.root, previousDir, commit, log);
  log(`  previous release ${commit} ready in ${((Date.now() - started) / 1000).toFixed(0)} s; this checkout is ${head}`);

  const cleanups: (() => Promise<void>)[] = [];
  let db: RunDatabase | null = null;
  try {
    db = await createDatabase(env.serverUrl, `dochire_upgrade_${Date.now()}_${process.pid}`);
    const ports = await freePorts(5);
    const [proxyPort, singlePort, oldA, oldB, newPort] = ports as [number, number, number, number, number];
    const baseURL = `https://${HOSTNAME}:${proxyPort}`;
    const logDir = path.join(env.dir, "upgrade-logs");
    fs.mkdirSync(logDir, { recursive: true });
    const settingsFor = (name: string) => {
      const dataDir = path.join(env.dir, `upgrade-${name}`);
      fs.mkdirSync(dataDir, { recursive: true });
      return { ...env.settings, DATABASE_URL: db!.url, BASE_URL: baseURL, DATA_DIR: dataDir };
    };
    const old = [oldA, oldB].map((port, i) => new Instance(i, port, settingsFor(`previous-${i + 1}`), previousDir, logDir));
    const current = new Instance(2, newPort, settingsFor("current"), env.root, logDir);
    cleanups.push(async () => void (await Promise.all([...old, current].map((i) => i.stop()))));
    for (const instance of old) {
      instance.start();
      await instance.waitHealthy(120_000);
    }
    const before = await migrationCount(db.url);
    const nginxDir = path.join(env.dir, "upgrade-nginx");
    fs.mkdirSync(nginxDir, { recursive: true });
    const nginx: Nginx = await startNginx({
      dir: nginxDir,
      hostname: HOSTNAME,
      port: proxyPort,
      singlePort,
      instancePorts: [oldA, oldB],
      cert: path.join(env.dir, "nginx", "cert.pem"),
      key: path.join(env.dir, "nginx", "key.pem"),
    });
    cleanups.push(() => nginx.stop());

    // The previous release serves a steady load (reads, job posts, sign-ups, applications) while this checkout migrates.
    const client = new ProxyClient(proxyPort);
    const cookie = await signIn(client, ctx.employer);
    const doctorCookie = await signIn(client, ctx.doctor);
    const form = new FormData();
    form.set("resume", new Blob([pdfFile("upgrade-resume.pdf").buffer], { type: "application/pdf" }), "upgrade-resume.pdf");
    await client.postMultipart("/account/resume", form, doctorCookie);
    const marker = `${env.runId}-upgrade-`;
    const jobIdsAfter = async (after: number) => {
      const c = new pg.Client({ connectionString: db!.url });
      await c.connect();
      try {
        const { rows } = await c.query<{ id: number }>("select id from jobs where title like $1 and id > $2 order by id", [`${marker}%`, after]);
        return rows.map((r) => r.id);
      } finally {
        await c.end();
      }
    };
    const load = startLoad({
      client,
      readers: 4,
      writers: 2,
      readPaths: ["/", "/jobs", "/jobs?specialty=Cardiology", "/doctor-profiles", "/login"],
      cookie,
      marker,
      signUps: 1,
      applicant: { cookie: doctorCookie, nextJobIds: jobIdsAfter },
    });
    await new Promise((r) => setTimeout(r, 3_000));
    const migrateStarted = Date.now();
    current.start();
    let migrated = false;
    try {
      await current.waitHealthy(180_000);
      migrated = true;
    } catch (error) {
      report.add(group, "this checkout starts on the previous release's database and migrates it", false, (error as Error).message);
    }
    const migrateMs = Date.now() - migrateStarted;
    await new Promise((r) => setTimeout(r, 5_000)); // the previous release keeps serving on the new schema
    const result = await load.stop();
    const after = await migrationCount(db.url);
    if (migrated) {
      report.add(group, "this checkout migrates the previous release's database under load", after >= before, `${before} → ${after} migrations applied; healthy ${migrateMs} ms after start`);
    }
    const errors = result.records.filter((r) => r.outcome.status === null || r.outcome.status >= 500);
    report.add(
      group,
      "the previous release answers every request while the schema changes under it",
      errors.length === 0 && old.every((i) => i.running()),
      errors.length
        ? `${errors.length} of ${result.records.length} failed, e.g. ${errors.slice(0, 3).map((r) => `${r.path}: ${describeOutcome(r.outcome)}`).join("; ")}`
        : `${result.records.length} requests (${result.ackedTitles.size} job posts, ${result.ackedSignUps.size} sign-ups, ${result.ackedApplications.size} applications acknowledged), none failed`,
    );
    const stored = await jobIdsAfter(0);
    report.add(group, "every job post the previous release acknowledged is stored", stored.length >= result.ackedTitles.size, `${result.ackedTitles.size} acknowledged, ${stored.length} stored`);
    client.close();

    // The previous release's own journeys, on the migrated schema.
    await runProdJourneys({
      cwd: previousDir,
      report,
      group: `upgrade: previous release ${commit} on the new schema`,
      jsonFile: path.join(env.dir, "upgrade-playwright.json"),
      env: { PROD_BASE_URL: baseURL, PROD_MAIL_API: env.mailApi, PROD_INSTANCES: old.map((i) => i.address).join(",") },
    });
    for (const instance of [...old, current]) {
      const lines = noteworthy(instance.tail(400), 8);
      if (/\berror\b|unhandled|exited/i.test(lines)) log(`--- ${instance.name} (${instance.logFile})\n${shorten(lines)}`);
    }
  } finally {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
    await db?.drop().catch(() => undefined);
  }
}
