import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import pg from "pg";

// The database half of a backup: one consistent view for the counts, the files rows and the dump, on PostgreSQL
// (pg_dump in the exported snapshot of a repeatable-read transaction) or on the embedded database (its data
// directory, which only this process has open).

export type Sql = (text: string) => Promise<Record<string, unknown>[]>;
export type StoredFileRow = { bucket: string; key: string; size: number; sha256: string; contentType: string };
export type DatabaseState = { tables: Record<string, number>; migrations: MigrationLevel; files: StoredFileRow[]; serverVersion: string };
export type MigrationLevel = { applied: number; latest: string | null };

const USER_RELATIONS = `
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'`;

/** Rows of every table in every schema (the site's, the job queue's, the migrations'), as "schema.table". */
export async function tableCounts(sql: Sql): Promise<Record<string, number>> {
  const tables = await sql(`select n.nspname as schema, c.relname as name ${USER_RELATIONS} and c.relkind in ('r', 'p') order by 1, 2`);
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const [row] = await sql(`select count(*)::text as n from ${quoteIdent(schema)}.${quoteIdent(name)}`);
    counts[`${schema}.${name}`] = Number(row!.n);
  }
  return counts;
}

/** True when the database has no tables, views or sequences of its own (extensions' objects aside). */
export async function isEmptyDatabase(sql: Sql): Promise<boolean> {
  const [row] = await sql(`select count(*)::int as n ${USER_RELATIONS} and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
    and not exists (select 1 from pg_depend d where d.objid = c.oid and d.deptype = 'e')`);
  return Number(row!.n) === 0;
}

function quoteIdent(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

/** The tags of the migrations this version of the app knows, in order (drizzle/meta/_journal.json). */
export function knownMigrations(folder = path.resolve(process.cwd(), "drizzle")): { tag: string; when: number }[] {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: { tag: string; when: number }[] };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

/** How many migrations the database has applied, and the name of the last one. */
export async function migrationLevel(sql: Sql): Promise<MigrationLevel> {
  const [exists] = await sql(`select to_regclass('drizzle.__drizzle_migrations') is not null as present`);
  if (!exists!.present) return { applied: 0, latest: null };
  const [row] = await sql(`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`);
  const applied = Number(row!.n);
  const last = row!.last == null ? null : Number(row!.last);
  const latest = knownMigrations().find((m) => m.when === last)?.tag ?? (last == null ? null : `unknown (${last})`);
  return { applied, latest };
}

async function readState(sql: Sql): Promise<DatabaseState> {
  const [version] = await sql(`select current_setting('server_version') as v`);
  const [files] = await sql(`select to_regclass('public.files') is not null as present`);
  const rows = files!.present ? await sql(`select bucket, key, size, sha256, content_type from files order by bucket, key`) : [];
  return {
    tables: await tableCounts(sql),
    migrations: await migrationLevel(sql),
    files: rows.map((r) => ({ bucket: String(r.bucket), key: String(r.key), size: Number(r.size), sha256: String(r.sha256), contentType: String(r.content_type) })),
    serverVersion: String(version!.v),
  };
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ["ignore", "inherit", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()));
    child.on("error", (error) => reject(new Error(`${command} could not be started (${error.message}); install the PostgreSQL client tools of the server's major version.`)));
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}):\n${stderr.trim()}`))));
  });
}

/** libpq settings for a URL, with the password in PGPASSWORD rather than on a command line others can read. */
function libpq(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const u = new URL(url);
  const password = decodeURIComponent(u.password);
  u.password = "";
  // The client tools inherit the process's environment (PATH, PGSSLMODE, ...): that is not reading a setting.
  // eslint-disable-next-line no-restricted-syntax
  return { dbname: u.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function pgClient(url: string): pg.Client {
  return new pg.Client({ connectionString: url, application_name: "dochire-backup" });
}

const sqlOf = (client: { query: (text: string) => Promise<{ rows: unknown[] }> }): Sql => async (text) => (await client.query(text)).rows as Record<string, unknown>[];

/** pg_dump (custom format) of the whole database into `file`, taken in the same snapshot as the returned state. */
export async function dumpPostgres(url: string, file: string): Promise<DatabaseState> {
  const client = pgClient(url);
  await client.connect();
  try {
    await client.query("begin isolation level repeatable read read only");
    const { rows } = await client.query<{ id: string }>("select pg_export_snapshot() as id");
    const state = await readState(sqlOf(client));
    const { dbname, env } = libpq(url);
    await run("pg_dump", ["--format=custom", `--snapshot=${rows[0]!.id}`, `--file=${file}`, `--dbname=${dbname}`], env);
    await client.query("commit");
    return state;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Creates the database of `url` when it does not exist; refuses one that holds anything. */
export async function preparePostgresTarget(url: string): Promise<void> {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  const client = pgClient(url);
  try {
    await client.connect();
  } catch (error) {
    if ((error as { code?: string }).code !== "3D000") throw error;
    // 3D000: the database does not exist yet. Create it from the server's maintenance database.
    const admin = new URL(url);
    admin.pathname = "/postgres";
    const adminClient = pgClient(admin.toString());
    await adminClient.connect();
    try {
      await adminClient.query(`create database ${quoteIdent(name)}`);
    } finally {
      await adminClient.end();
    }
    return;
  }
  try {
    if (!(await isEmptyDatabase(sqlOf(client))))
      throw new RestoreRefusedError(`The database "${name}" is not empty. Restore into a new, empty database (or drop this one first).`);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function restorePostgres(url: string, file: string): Promise<void> {
  const { dbname, env } = libpq(url);
  // Owners and grants of the source server's roles may not exist here: the restoring role owns everything.
  await run("pg_restore", ["--no-owner", "--no-privileges", "--exit-on-error", "--single-transaction", `--dbname=${dbname}`, file], env);
}

export async function postgresState(url: string): Promise<DatabaseState> {
  const client = pgClient(url);
  await client.connect();
  try {
    return await readState(sqlOf(client));
  } finally {
    await client.end().catch(() => {});
  }
}

export class RestoreRefusedError extends Error {}

function openEmbedded(dataDir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dataDir, { extensions: { pg_trgm }, ...(loadDataDir ? { loadDataDir } : {}) });
}

/** The embedded database's data directory as a gzipped tar (PGlite's own format), with its state. */
export async function dumpEmbedded(dataDir: string, file: string): Promise<DatabaseState> {
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) throw new Error(`There is no embedded database in ${dataDir}.`);
  // The embedded database is one process's: a running server has it open, and a second copy would damage it.
  if (fs.existsSync(path.join(dataDir, "postmaster.pid")))
    throw new Error(`The embedded database in ${dataDir} is in use: stop the server (or worker) first. If none is running, start and stop it once so it closes the database cleanly.`);
  const db = await openEmbedded(dataDir);
  try {
    const state = await readState(sqlOf(db));
    const dump = await db.dumpDataDir("gzip");
    await fs.promises.writeFile(file, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    return state;
  } finally {
    await db.close();
  }
}

export function prepareEmbeddedTarget(dataDir: string): void {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0)
    throw new RestoreRefusedError(`The embedded database directory ${dataDir} is not empty. Restore into an empty DATA_DIR (or move this one away first).`);
}

/** Loads the dump into an empty data directory; returns the loaded database's state (nothing else writes to it). */
export async function restoreEmbedded(dataDir: string, file: string): Promise<DatabaseState> {
  fs.mkdirSync(dataDir, { recursive: true });
  const db = await openEmbedded(dataDir, new Blob([await fs.promises.readFile(file)]));
  try {
    return await readState(sqlOf(db));
  } finally {
    await db.close();
  }
}
