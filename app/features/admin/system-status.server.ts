import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import { database, db, migrationsFolder } from "~/db/client.server";
import { env } from "~/env.server";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import type { MaybeActor } from "~/lib/permissions";
import { singleton } from "~/server-lib/singleton.server";
import { lastMailResult, mailTransportKind } from "~/services/mail/mailer.server";
import { queueBacklog } from "~/services/queue/queue.server";
import { storageDriver } from "~/services/storage/storage.server";
import { listFailedBackgroundJobs } from "./failed-jobs.server";

// The admin's System page: is each part of the running product healthy, as this instance sees it.

function requireAdmin(actor: MaybeActor) {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  if (!actor.isAdmin) throw new AppError("forbidden", validation.permissionDenied);
}

/** A check that takes longer than this counts as failed: the page must answer while a part is down. */
const CHECK_MS = 3_000;

function within<T>(work: Promise<T>): Promise<T> {
  return Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${CHECK_MS} ms`)), CHECK_MS).unref())]);
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

type Journal = { entries: { tag: string; when: number }[] };

async function databaseStatus() {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder(), "meta", "_journal.json"), "utf8")) as Journal;
  const latest = journal.entries.at(-1);
  try {
    const [row] = (
      await within(
        db().execute<{ applied: number; last: string | null; bytes: string }>(sql`
          select (select count(*)::int from drizzle.__drizzle_migrations) as applied,
                 (select max(created_at)::text from drizzle.__drizzle_migrations) as last,
                 pg_database_size(current_database())::text as bytes`),
      )
    ).rows;
    const applied = Number(row?.applied ?? 0);
    const level = journal.entries.find((entry) => String(entry.when) === row?.last)?.tag ?? null;
    return {
      healthy: applied === journal.entries.length,
      reachable: true,
      kind: database().kind,
      migration: level,
      migrationsApplied: applied,
      migrationsKnown: journal.entries.length,
      latestMigration: latest?.tag ?? null,
      sizeBytes: Number(row?.bytes ?? 0),
      error: null as string | null,
    };
  } catch (error) {
    return { healthy: false, reachable: false, kind: database().kind, migration: null, migrationsApplied: 0, migrationsKnown: journal.entries.length, latestMigration: latest?.tag ?? null, sizeBytes: 0, error: message(error) };
  }
}

async function queueStatus() {
  try {
    const rows = await within(queueBacklog());
    const sum = (key: "waiting" | "active" | "failed") => rows.reduce((total, row) => total + row[key], 0);
    const oldest = rows.reduce((max, row) => Math.max(max, row.oldestWaitingSeconds), 0);
    // Waiting jobs are normal; a job left waiting for 10 minutes means no worker is taking them.
    return { healthy: oldest < 600, reachable: true, waiting: sum("waiting"), active: sum("active"), failed: sum("failed"), oldestWaitingSeconds: Math.round(oldest), worker: env().QUEUE_WORKER, error: null as string | null };
  } catch (error) {
    return { healthy: false, reachable: false, waiting: 0, active: 0, failed: 0, oldestWaitingSeconds: 0, worker: env().QUEUE_WORKER, error: message(error) };
  }
}

function mailStatus() {
  const transport = mailTransportKind();
  const last = lastMailResult();
  return { healthy: transport !== "none" && (last === null || last.ok), transport, configured: transport !== "none", last };
}

async function storageStatus() {
  const kind = env().STORAGE_DRIVER;
  try {
    // Reading an object that does not exist answers "not found" from a store that is up; it fails when it is not.
    await within(storageDriver().get("avatars", "system-check/absent"));
    return { healthy: true, kind, reachable: true, error: null as string | null };
  } catch (error) {
    return { healthy: false, kind, reachable: false, error: message(error) };
  }
}

async function clusterStatus() {
  if (database().kind === "pglite") return { healthy: true, instances: 1, tracked: true };
  try {
    // Each instance on PostgreSQL keeps one connection listening for the others' cache events (cluster-events.server.ts).
    const { rows } = await within(
      db().execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where application_name = 'dochire-listen' and datname = current_database()`),
    );
    return { healthy: Number(rows[0]?.n ?? 0) > 0, instances: Number(rows[0]?.n ?? 0), tracked: true };
  } catch {
    return { healthy: false, instances: 0, tracked: false };
  }
}

/** package.json's version and the commit of the build: BUILD_COMMIT, else git's HEAD when the app runs from a checkout. */
function versionInfo() {
  return singleton("build-version", () => {
    const pkg = JSON.parse(fs.readFileSync(path.resolve(process.cwd(), "package.json"), "utf8")) as { version?: string };
    let commit = env().BUILD_COMMIT ?? null;
    if (!commit) {
      try {
        commit = execFileSync("git", ["rev-parse", "--short=12", "HEAD"], { cwd: process.cwd(), timeout: 2_000, stdio: ["ignore", "pipe", "ignore"] }).toString().trim() || null;
      } catch {
        commit = null;
      }
    }
    return { version: pkg.version ?? "unknown", commit, node: process.version };
  });
}

export async function getSystemStatus({ actor }: { actor: MaybeActor }) {
  requireAdmin(actor);
  const [databasePart, queuePart, storagePart, clusterPart] = await Promise.all([databaseStatus(), queueStatus(), storageStatus(), clusterStatus()]);
  const failedJobs = queuePart.reachable ? await listFailedBackgroundJobs({ actor }).catch(() => []) : [];
  return {
    database: databasePart,
    queue: queuePart,
    failedJobs,
    mail: mailStatus(),
    storage: storagePart,
    cluster: clusterPart,
    version: versionInfo(),
    checkedAt: new Date().toISOString(),
  };
}

export type SystemStatus = Awaited<ReturnType<typeof getSystemStatus>>;
