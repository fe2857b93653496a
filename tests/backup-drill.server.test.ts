import crypto from "node:crypto";
import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { closeDatabase, db, openDatabase } from "~/db/client.server";
import { profiles, user } from "~/db/schema";
import { seedDemoData } from "~/db/seed.server";
import { env, reloadEnv } from "~/env.server";
import { applyToJob } from "~/features/applications/applications.server";
import { createJob } from "~/features/jobs/create-job.server";
import { membershipOf } from "./factories/jobs";
import { uploadResume } from "~/features/resumes/resumes.server";
import type { Actor } from "~/lib/permissions";
import { clearSingleton } from "~/server-lib/singleton.server";
import { tableCounts, type Sql } from "~/services/backup/database.server";
import { MAGIC } from "~/services/backup/encryption.server";
import { openFileStore } from "~/services/backup/objects.server";
import { startQueue, stopQueue } from "~/services/queue/queue.server";
import { apiPost, BASE, cookieFrom, fromAddress, testApp } from "./support/accounts-kit";
import { startS3Server, type S3TestServer } from "./support/s3-server";
import { signedIn } from "./support/signed-in";

// The restore drill: a seeded site with new accounts, a job, a resume and an application is backed up by the real
// `npm run backup`, wiped, restored by the real `npm run restore`, and must come back table for table and byte for
// byte; a restored doctor then signs in and opens their resume through the server. On the embedded database by
// default, on PostgreSQL with TEST_DATABASE_URL; with the files on local disk, and on PostgreSQL in S3 (s3rver) too.

const ROOT = path.resolve(import.meta.dirname, "..");
const KEY = "drill passphrase, long enough to pass";
const PASSWORD = "Secure-Clinic-204";
const serverUrl = process.env.TEST_DATABASE_URL;
const work = fs.mkdtempSync(path.join(os.tmpdir(), "dochire-drill-"));
const originalSettings = { ...process.env };
const createdDatabases: string[] = [];

type Site = { dataDir: string; databaseUrl: string | null; childEnv: Record<string, string> };

function run(script: "backup" | "restore", args: string[], site: Site): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      ["--import", "tsx", `scripts/${script}.ts`, ...args],
      { cwd: ROOT, env: { ...process.env, ...site.childEnv }, timeout: 60_000 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** What a script printed on stderr, less the AWS SDK's notice about Node versions after 2027 (not ours to fix). */
const ownErrors = (stderr: string) => stderr.replace(/\(node:\d+\) Warning: NodeVersionSupportWarning[\s\S]*?--trace-warnings[^\n]*\n/g, "").trim();

async function admin(text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** Settings as the scripts see them, applied to this process too (the storage driver is chosen from them). */
function applySettings(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  reloadEnv();
  clearSingleton("storage");
}

async function openSite(site: Site) {
  await closeDatabase();
  if (site.databaseUrl) await openDatabase({ url: site.databaseUrl, poolSize: 4 });
  else await openDatabase({ dataDir: path.join(site.dataDir, "db") });
  // The sign-in service and the queue were made on the previous database; this one gets its own.
  clearSingleton("auth");
  await startQueue([], { worker: false });
}

/** Every table's rows and every stored object's SHA-256, read independently of the scripts. */
async function siteState() {
  const query: Sql = async (text) => (await db().execute(sql.raw(text))).rows as Record<string, unknown>[];
  const store = openFileStore(env());
  const files: Record<string, string> = {};
  try {
    for (const { bucket, key } of await store.list()) {
      files[`${bucket}/${key}`] = crypto.createHash("sha256").update((await store.driver.get(bucket, key))!).digest("hex");
    }
  } finally {
    store.close();
  }
  return { tables: await tableCounts(query), files };
}

/** Rows inserted one after another until stop(), which answers how many there were in the end. */
async function keepWriting(): Promise<{ stop: () => Promise<number> }> {
  let writing = true;
  const loop = (async () => {
    while (writing) await db().execute(sql`insert into drill_writes default values`);
  })();
  return {
    stop: async () => {
      writing = false;
      await loop;
      const { rows } = await db().execute<{ n: number }>(sql`select count(*)::int as n from drill_writes`);
      return rows[0]!.n;
    },
  };
}

async function wipe(site: Site, s3: S3TestServer | null) {
  await stopQueue();
  await closeDatabase();
  if (site.databaseUrl) {
    const name = new URL(site.databaseUrl).pathname.slice(1);
    await admin(`drop database "${name}" with (force)`);
  } else {
    fs.rmSync(path.join(site.dataDir, "db"), { recursive: true, force: true });
  }
  fs.rmSync(path.join(site.dataDir, "uploads"), { recursive: true, force: true });
  if (s3) {
    const store = openFileStore(env());
    for (const { bucket, key } of await store.list()) await store.driver.delete(bucket, key);
    expect(await store.list()).toEqual([]);
    store.close();
  }
}

async function drill(name: string, s3: S3TestServer | null) {
  const dataDir = path.join(work, name);
  let databaseUrl: string | null = null;
  if (serverUrl) {
    const database = `dochire_drill_${process.pid}_${name}`;
    await admin(`create database "${database}"`);
    createdDatabases.push(database);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const storage: Record<string, string> = s3
    ? { STORAGE_DRIVER: "s3", S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: "true", S3_ACCESS_KEY_ID: "S3RVER", S3_SECRET_ACCESS_KEY: "S3RVER", S3_KEY_PREFIX: `${name}/` }
    : { STORAGE_DRIVER: "local" };
  const site: Site = { dataDir, databaseUrl, childEnv: { DATA_DIR: dataDir, BACKUP_ENCRYPTION_KEY: KEY, ...storage, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) } };
  applySettings({ DATA_DIR: dataDir, ...storage });
  await openSite(site);

  // A site: the demo seed, then accounts, a job, a resume and an application made the way the site makes them.
  await seedDemoData();
  const seeded = await db().execute<{ n: number }>(sql`select count(*)::int as n from applications`);
  const seededApplications = seeded.rows[0]!.n;
  const doctor = await signedIn("doctor");
  const employer = await signedIn("employer", { verified: true });
  const actorOf = async (id: string, role: "doctor" | "employer"): Promise<Actor> => {
    const [row] = await db().select().from(user).where(eq(user.id, id));
    return { userId: id, email: row!.email, name: row!.name, role, isAdmin: false, membership: await membershipOf(id) };
  };
  const doctorActor = await actorOf(doctor.id, "doctor");
  const [doctorProfile] = await db().select().from(profiles).where(eq(profiles.userId, doctor.id));
  const { id: jobId } = await createJob({
    actor: await actorOf(employer.id, "employer"),
    input: {
      title: "Consultant Physician",
      company: "Form Hospital",
      location: "Pune",
      type: "Full-time",
      specialty: "Cardiology",
      salary: "Negotiable",
      salaryMin: 150_000,
      salaryMax: 200_000,
      salaryUnit: "month",
      experienceMin: null,
      experienceMax: null,
      description: "Outpatient and ward work in a 200-bed hospital.",
      validThrough: null,
      featured: false,
    },
  });
  const resume = new TextEncoder().encode(`%PDF-1.7\n1 0 obj<<>>endobj\n% drill ${crypto.randomUUID()}\n%%EOF`);
  const { resumeUrl } = await uploadResume({ actor: doctorActor, profileId: doctorProfile!.id, bytes: resume, originalName: "cv.pdf" });
  await applyToJob({ actor: doctorActor, jobId, coverNote: "Restored with care." });

  if (databaseUrl && !s3) await db().execute(sql`create table drill_writes (id serial primary key, at timestamptz not null default now())`);
  await stopQueue();
  const before = await siteState();
  expect(before.tables["public.applications"]).toBe(seededApplications + 1);
  expect(before.tables["public.jobs"]).toBeGreaterThan(60);
  expect(before.tables["drizzle.__drizzle_migrations"]).toBeGreaterThan(0);
  expect(Object.keys(before.tables).some((table) => table.startsWith("pgboss."))).toBe(true);
  expect(Object.keys(before.files)).toContain(resumeUrl.replace("/files/", ""));
  expect(Object.keys(before.files).some((id) => id.startsWith("client-logos/"))).toBe(true);

  // On PostgreSQL the backup is taken while the site keeps writing: the dump and the manifest's counts must still be
  // one moment, or the restore's check fails. The embedded database is closed first (it belongs to one process).
  const writes = site.databaseUrl && !s3 ? await keepWriting() : null;
  const archive = path.join(work, `${name}.tar.enc`);
  if (!site.databaseUrl) {
    const inUse = await run("backup", ["--output", archive], site);
    expect(inUse.code).toBe(1);
    expect(inUse.stderr).toContain("is in use: stop the server (or worker) first");
    expect(fs.existsSync(archive)).toBe(false);
  }
  if (!writes) await closeDatabase();
  const backup = await run("backup", ["--output", archive], site);
  expect(ownErrors(backup.stderr)).toBe("");
  expect(backup.code).toBe(0);
  const written = writes ? await writes.stop() : null;
  await closeDatabase();
  const sealed = fs.readFileSync(archive);
  expect(sealed.subarray(0, MAGIC.length)).toEqual(MAGIC);
  expect(sealed.includes(Buffer.from(resume))).toBe(false);

  await wipe(site, s3);
  const restore = await run("restore", [archive], site);
  expect(ownErrors(restore.stderr)).toBe("");
  expect(restore.code).toBe(0);
  expect(restore.stdout).toContain("Restore verified");
  expect(restore.stdout).not.toContain("MISMATCH");

  if (!s3) {
    // The restored site is not empty any more: a second restore into it is refused before it writes anything.
    const again = await run("restore", [archive], site);
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/Restore refused: The (database|embedded database directory) .* is not empty/);
  }

  await openSite(site);
  const after = await siteState();
  if (written) {
    // Some of the writes made during the backup are in it, and not all: the snapshot fell in the middle.
    const restoredWrites = after.tables["public.drill_writes"]!;
    expect(restoredWrites).toBeGreaterThan(0);
    expect(restoredWrites).toBeLessThan(written);
    after.tables["public.drill_writes"] = 0;
  }
  expect(after).toEqual(before);

  // A restored doctor signs in through the server and opens their resume: the same bytes.
  const app = testApp();
  const [row] = await db().select({ email: user.email }).from(user).where(eq(user.id, doctor.id));
  const signIn = await apiPost(app, "/api/auth/sign-in/email", { email: row!.email, password: PASSWORD });
  expect(signIn.status).toBe(200);
  const opened = await app.request(`${BASE}${resumeUrl}`, { headers: { cookie: cookieFrom(signIn) } }, fromAddress("127.0.0.1"));
  expect(opened.status).toBe(200);
  expect(new Uint8Array(await opened.arrayBuffer())).toEqual(resume);
  await stopQueue();
  await closeDatabase();
}

afterAll(async () => {
  await closeDatabase();
  for (const name of createdDatabases) await admin(`drop database if exists "${name}" with (force)`);
  applySettings(Object.fromEntries(Object.keys({ ...process.env, ...originalSettings }).map((key) => [key, originalSettings[key]])));
  fs.rmSync(work, { recursive: true, force: true });
});

describe(`restore drill (${serverUrl ? "PostgreSQL" : "embedded database"})`, () => {
  it("backs up a site with its files on disk, restores it into an empty one, and the restored doctor opens their resume", async () => {
    await drill("disk", null);
  }, 120_000);

  // Production's shape (PostgreSQL and a bucket): on the embedded database the files stay on disk, as above.
  it.skipIf(!serverUrl)("does the same with the files in S3", async () => {
    const s3 = await startS3Server();
    try {
      await drill("s3", s3);
    } finally {
      await s3.close();
    }
  }, 120_000);
});
