import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { sleep } from "./processes";

// The one PostgreSQL database of a production test run, and the database faults (every connection terminated,
// the server restarted). The database is made fresh on the server at TEST_DATABASE_URL and dropped at the end.

const run = promisify(execFile);

export const DEFAULT_SERVER_URL = "postgres://postgres@127.0.0.1:5432/postgres";

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // A server restart ends this connection too; the error is the caller's to see through the query, not a crash.
  client.on("error", () => {});
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export type RunDatabase = { name: string; url: string; drop(): Promise<void> };

export async function createDatabase(serverUrl: string, name: string): Promise<RunDatabase> {
  await withClient(serverUrl, (c) => c.query(`create database "${name}"`));
  return {
    name,
    url: databaseUrl(serverUrl, name),
    drop: async () => {
      // The server may be coming back from the restart fault: try for a while.
      let lastError: unknown;
      for (let attempt = 0; attempt < 20; attempt++) {
        try {
          await withClient(serverUrl, (c) => c.query(`drop database if exists "${name}" with (force)`));
          return;
        } catch (error) {
          lastError = error;
          await sleep(500);
        }
      }
      throw lastError;
    },
  };
}

/**
 * Drops databases named <prefix><epoch ms>_… older than maxAgeMs: left by a run that was killed before it could
 * clean up (a run drops its own in any other case). Younger ones may belong to a run in progress.
 */
export async function dropStaleDatabases(serverUrl: string, prefix: string, maxAgeMs: number): Promise<string[]> {
  return withClient(serverUrl, async (c) => {
    const res = await c.query<{ datname: string }>("select datname from pg_database where datname like $1", [`${prefix}%`]);
    const stale = res.rows
      .map((r) => r.datname)
      .filter((name) => {
        const stamp = Number(/^(\d{13})_/.exec(name.slice(prefix.length))?.[1]);
        return Number.isFinite(stamp) && Date.now() - stamp > maxAgeMs;
      });
    for (const name of stale) await c.query(`drop database if exists "${name}" with (force)`);
    return stale;
  });
}

/** Ends every connection to the database except our own; returns how many were ended. */
export async function terminateConnections(serverUrl: string, name: string): Promise<number> {
  return withClient(serverUrl, async (c) => {
    const res = await c.query<{ ok: boolean }>(
      "select pg_terminate_backend(pid) as ok from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()",
      [name],
    );
    return res.rows.filter((r) => r.ok).length;
  });
}

export async function connectionCount(serverUrl: string, name: string): Promise<number> {
  return withClient(serverUrl, async (c) => {
    const res = await c.query<{ n: string }>("select count(*) as n from pg_stat_activity where datname = $1", [name]);
    return Number(res.rows[0]?.n ?? 0);
  });
}

/** Rows of the jobs table whose title starts with the marker, and how many distinct titles among them. */
export async function countMarkedJobs(url: string, marker: string): Promise<{ rows: number; distinct: number; titles: Set<string> }> {
  return withClient(url, async (c) => {
    const res = await c.query<{ title: string }>("select title from jobs where title like $1", [`${marker}%`]);
    const titles = new Set(res.rows.map((r) => r.title));
    return { rows: res.rows.length, distinct: titles.size, titles };
  });
}

/** Ids of the jobs whose title starts with the marker and whose id is above `after`, in order. */
export async function markedJobIdsAfter(url: string, marker: string, after: number): Promise<number[]> {
  return withClient(url, async (c) => {
    const res = await c.query<{ id: number }>("select id from jobs where title like $1 and id > $2 order by id", [`${marker}%`, after]);
    return res.rows.map((r) => r.id);
  });
}

/** The accounts whose e-mail address starts with the marker. */
export async function markedSignUps(url: string, marker: string): Promise<{ rows: number; emails: Set<string> }> {
  return withClient(url, async (c) => {
    const res = await c.query<{ email: string }>('select email from "user" where email like $1', [`${marker.toLowerCase()}%`]);
    return { rows: res.rows.length, emails: new Set(res.rows.map((r) => r.email)) };
  });
}

/** The jobs among `jobIds` the account with this e-mail address has applied to (rows, and distinct jobs). */
export async function applicationsOf(url: string, email: string, jobIds: number[]): Promise<{ rows: number; jobIds: Set<number> }> {
  return withClient(url, async (c) => {
    const res = await c.query<{ job_id: number }>(
      'select a.job_id from applications a join "user" u on u.id = a.doctor_id where u.email = $1 and a.job_id = any($2::int[])',
      [email, jobIds],
    );
    return { rows: res.rows.length, jobIds: new Set(res.rows.map((r) => r.job_id)) };
  });
}

/**
 * The doctor's applications to the marked jobs after `after` (by id) that the load moves on the board, each with the
 * stage it moves it to: the job's second active stage (Screening in the default pipeline). Those of odd id: the
 * hiring pipeline takes the even ones (hiringApplicationsAfter), so that no candidate is moved by both.
 */
export async function movableApplicationsAfter(url: string, email: string, marker: string, after: number): Promise<{ applicationId: number; jobId: number; toStageId: number }[]> {
  return withClient(url, async (c) => {
    const res = await c.query<{ id: number; job_id: number; to_stage: number }>(
      `select a.id, a.job_id,
              (select s.id from job_stages s where s.job_id = a.job_id and s.kind = 'active' order by s.position offset 1 limit 1) as to_stage
         from applications a
         join jobs j on j.id = a.job_id
         join "user" u on u.id = a.doctor_id
        where u.email = $1 and j.title like $2 and a.id > $3 and a.id % 2 = 1
        order by a.id`,
      [email, `${marker}%`, after],
    );
    return res.rows.filter((r) => r.to_stage !== null).map((r) => ({ applicationId: r.id, jobId: r.job_id, toStageId: r.to_stage }));
  });
}

/** The doctor's applications to the marked jobs after `after` (by id) that the hiring pipeline takes: those of even id. */
export async function hiringApplicationsAfter(url: string, email: string, marker: string, after: number): Promise<number[]> {
  return withClient(url, async (c) => {
    const res = await c.query<{ id: number }>(
      `select a.id from applications a join jobs j on j.id = a.job_id join "user" u on u.id = a.doctor_id
        where u.email = $1 and j.title like $2 and a.id > $3 and a.id % 2 = 0
        order by a.id`,
      [email, `${marker}%`, after],
    );
    return res.rows.map((r) => r.id);
  });
}

/** The interview proposed on an application, as the doctor's card shows it: its id and the first time offered. */
export async function proposedInterviewOf(url: string, applicationId: number): Promise<{ interviewId: number; slot: string } | null> {
  return withClient(url, async (c) => {
    const res = await c.query<{ id: number; slot: string | null }>(
      "select id, slots->>0 as slot from interviews where application_id = $1 and status = 'proposed' order by id desc limit 1",
      [applicationId],
    );
    const row = res.rows[0];
    return row?.slot ? { interviewId: row.id, slot: row.slot } : null;
  });
}

/** The offer on an application waiting for the doctor's answer. */
export async function sentOfferOf(url: string, applicationId: number): Promise<number | null> {
  return withClient(url, async (c) => {
    const res = await c.query<{ id: number }>("select id from offers where application_id = $1 and status = 'sent' order by id desc limit 1", [applicationId]);
    return res.rows[0]?.id ?? null;
  });
}

export type HiringRows = {
  /** Notes whose body starts with `<marker>note-`. */
  notes: { applicationId: number | null; body: string }[];
  /** The author's scorecards of the given applications, with how many ratings each has. */
  scorecards: { applicationId: number; recommendation: string; ratings: number }[];
  /** Interviews whose note starts with `<marker>interview-`. */
  interviews: { id: number; applicationId: number; status: string; startsAt: Date | null; note: string }[];
  /** Offers whose message starts with `<marker>offer-`, with the kind of stage their candidate stands in. */
  offers: { id: number; applicationId: number; status: string; message: string; stageKind: string | null }[];
};

/** What the hiring pipeline of a load left in the database (marked texts; scorecards by author). */
export async function hiringRows(url: string, marker: string, authorEmail: string, scoredApplicationIds: number[]): Promise<HiringRows> {
  return withClient(url, async (c) => {
    const notes = await c.query<{ application_id: number | null; body: string }>("select application_id, body from candidate_notes where body like $1", [`${marker}note-%`]);
    const scorecards = await c.query<{ application_id: number; recommendation: string; ratings: number }>(
      `select s.application_id, s.recommendation, (select count(*)::int from scorecard_ratings r where r.scorecard_id = s.id) as ratings
         from scorecards s join "user" u on u.id = s.author_id
        where u.email = $1 and s.application_id = any($2::int[])`,
      [authorEmail.toLowerCase(), scoredApplicationIds],
    );
    const interviews = await c.query<{ id: number; application_id: number; status: string; starts_at: Date | null; note: string }>(
      "select id, application_id, status, starts_at, note from interviews where note like $1",
      [`${marker}interview-%`],
    );
    const offers = await c.query<{ id: number; application_id: number; status: string; message: string; stage_kind: string | null }>(
      `select o.id, o.application_id, o.status, o.message, st.kind as stage_kind
         from offers o join applications a on a.id = o.application_id left join job_stages st on st.id = a.stage_id
        where o.message like $1`,
      [`${marker}offer-%`],
    );
    return {
      notes: notes.rows.map((r) => ({ applicationId: r.application_id, body: r.body })),
      scorecards: scorecards.rows.map((r) => ({ applicationId: r.application_id, recommendation: r.recommendation, ratings: r.ratings })),
      interviews: interviews.rows.map((r) => ({ id: r.id, applicationId: r.application_id, status: r.status, startsAt: r.starts_at, note: r.note })),
      offers: offers.rows.map((r) => ({ id: r.id, applicationId: r.application_id, status: r.status, message: r.message, stageKind: r.stage_kind })),
    };
  });
}

/** The stage each application stands in now. */
export async function currentStages(url: string, applicationIds: number[]): Promise<Map<number, number | null>> {
  return withClient(url, async (c) => {
    const res = await c.query<{ id: number; stage_id: number | null }>("select id, stage_id from applications where id = any($1::int[])", [applicationIds]);
    return new Map(res.rows.map((r) => [r.id, r.stage_id]));
  });
}

export async function firstOpenJobId(url: string): Promise<number> {
  return withClient(url, async (c) => {
    const res = await c.query<{ id: number }>(
      "select id from jobs where valid_through is null or valid_through > now() order by featured desc, posted_date desc, id desc limit 1",
    );
    const id = res.rows[0]?.id;
    if (!id) throw new Error("the seeded database has no open job");
    return id;
  });
}

export async function ready(serverUrl: string): Promise<boolean> {
  try {
    await withClient(serverUrl, (c) => c.query("select 1"));
    return true;
  } catch {
    return false;
  }
}

/** The port a Debian cluster's postgresql.conf sets (PostgreSQL's 5432 when it sets none). */
export function clusterPort(conf: string): number {
  const m = /^\s*port\s*=\s*'?(\d+)'?/m.exec(conf);
  return m ? Number(m[1]) : 5432;
}

/** The Debian cluster under `root` (/etc/postgresql/<version>/<name>) that listens on `port`, or null. */
export function clusterOnPort(port: number, root = "/etc/postgresql"): { version: string; name: string } | null {
  if (!fs.existsSync(root)) return null;
  for (const version of fs.readdirSync(root).sort()) {
    const versionDir = path.join(root, version);
    if (!fs.statSync(versionDir).isDirectory()) continue;
    for (const name of fs.readdirSync(versionDir).sort()) {
      const conf = path.join(versionDir, name, "postgresql.conf");
      if (fs.existsSync(conf) && clusterPort(fs.readFileSync(conf, "utf8")) === port) return { version, name };
    }
  }
  return null;
}

/**
 * The local cluster behind the server URL, when this machine runs it and can restart it (Debian's pg_ctlcluster):
 * the one whose port is the URL's, so that a run pointed at a cluster of its own restarts that one and no other.
 */
export function localCluster(serverUrl: string): { version: string; name: string } | null {
  const url = new URL(serverUrl);
  if (!["127.0.0.1", "localhost", "::1", "[::1]", ""].includes(url.hostname)) return null;
  if (!fs.existsSync("/usr/bin/pg_ctlcluster")) return null;
  return clusterOnPort(Number(url.port || 5432));
}

export async function pgCtl(cluster: { version: string; name: string }, action: "start" | "stop" | "restart"): Promise<void> {
  const args = ["--skip-systemctl-redirect", cluster.version, cluster.name, action];
  if (action !== "start") args.push("-m", "fast");
  await run("pg_ctlcluster", args, { timeout: 60_000 });
}

/** Waits until the server accepts queries again; returns the milliseconds waited, or null after timeoutMs. */
export async function waitReady(serverUrl: string, timeoutMs: number): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await ready(serverUrl)) return Date.now() - started;
    await sleep(100);
  }
  return null;
}

/** Whatever happened in the run, PostgreSQL is left running: started again if it does not answer. */
export async function ensurePostgresRunning(serverUrl: string): Promise<{ ok: boolean; detail: string } | null> {
  if (await ready(serverUrl)) return null;
  const cluster = localCluster(serverUrl);
  if (!cluster) return { ok: false, detail: "PostgreSQL does not answer and is not a local cluster this script can start" };
  try {
    await pgCtl(cluster, "start");
  } catch {
    // "already running" (it was only slow to answer) is fine; whether it answers now is what counts.
  }
  return (await waitReady(serverUrl, 30_000)) === null
    ? { ok: false, detail: "PostgreSQL did not come back within 30 s of pg_ctlcluster start" }
    : { ok: true, detail: "PostgreSQL was down after the run and has been started again" };
}
