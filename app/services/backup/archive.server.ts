import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import tar from "tar-stream";
import type { Env } from "~/env.server";
import { dumpEmbedded, dumpPostgres } from "./database.server";
import { createEncryptStream } from "./encryption.server";
import { ENTRY, FORMAT, FORMAT_VERSION, type ArchivedFile, type Manifest } from "./manifest.server";
import { contentTypeFor, openFileStore } from "./objects.server";

export type BackupResult = { file: string; manifest: Manifest; files: ArchivedFile[]; bytes: number; encrypted: boolean; warnings: string[] };

export function appVersion(): string {
  return (JSON.parse(fs.readFileSync(path.resolve(process.cwd(), "package.json"), "utf8")) as { version: string }).version;
}

/** backups/dochire-20261206T031500Z.tar (.tar.enc when encrypted), relative to the working directory. */
export function defaultBackupFile(encrypted: boolean, now = new Date()): string {
  const stamp = now.toISOString().replace(/[-:]/g, "").replace(/\.\d+Z$/, "Z");
  return path.resolve("backups", `dochire-${stamp}.tar${encrypted ? ".enc" : ""}`);
}

function addEntry(pack: tar.Pack, name: string, body: Buffer | string): Promise<void> {
  return new Promise((resolve, reject) => pack.entry({ name, mode: 0o600, mtime: new Date() }, body, (error) => (error ? reject(error) : resolve())));
}

async function addFileEntry(pack: tar.Pack, name: string, file: string): Promise<void> {
  const { size } = await fs.promises.stat(file);
  await new Promise<void>((resolve, reject) => {
    const entry = pack.entry({ name, size, mode: 0o600, mtime: new Date() }, (error) => (error ? reject(error) : resolve()));
    fs.createReadStream(file).on("error", reject).pipe(entry);
  });
}

/**
 * Writes one archive: manifest.json, the database dump, every stored object under files/, then files.json. It is
 * written to `<file>.partial` and renamed at the end, so a file with the final name is always a complete archive.
 */
export async function writeBackup(e: Env, output: string): Promise<BackupResult> {
  const encrypted = !!e.BACKUP_ENCRYPTION_KEY;
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), "dochire-backup-"));
  const store = openFileStore(e);
  const partial = `${output}.partial`;
  try {
    const kind = e.DATABASE_URL ? "postgres" : "pglite";
    const dumpFile = path.join(work, "database.dump");
    const state = e.DATABASE_URL ? await dumpPostgres(e.DATABASE_URL, dumpFile) : await dumpEmbedded(path.resolve(e.DATA_DIR, "db"), dumpFile);
    const manifest: Manifest = {
      format: FORMAT,
      formatVersion: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      appVersion: appVersion(),
      database: { kind, serverVersion: state.serverVersion, entry: ENTRY.dump[kind] },
      migrations: state.migrations,
      tables: state.tables,
    };

    await fs.promises.mkdir(path.dirname(output), { recursive: true });
    const pack = tar.pack();
    const stages: NodeJS.ReadWriteStream[] = encrypted ? [await createEncryptStream(e.BACKUP_ENCRYPTION_KEY!)] : [];
    const written = pipeline([Readable.from(pack), ...stages, fs.createWriteStream(partial, { mode: 0o600 })]);
    // A failure of the writing side (disk full) must surface even while entries are still being added.
    written.catch(() => pack.destroy());

    await addEntry(pack, ENTRY.manifest, `${JSON.stringify(manifest, null, 2)}\n`);
    await addFileEntry(pack, manifest.database.entry, dumpFile);

    const rows = new Map(state.files.map((row) => [`${row.bucket}/${row.key}`, row]));
    const files: ArchivedFile[] = [];
    const warnings: string[] = [];
    for (const { bucket, key } of await store.list()) {
      const bytes = await store.driver.get(bucket, key);
      // Deleted between the listing and now: it is gone from the site as well.
      if (!bytes) continue;
      const id = `${bucket}/${key}`;
      const row = rows.get(id);
      const sha256 = crypto.createHash("sha256").update(bytes).digest("hex");
      if (row && row.sha256 !== sha256) warnings.push(`${id}: its bytes do not match the files table's SHA-256 (${row.sha256}); archived as stored.`);
      files.push({ bucket, key, size: bytes.byteLength, sha256, contentType: row?.contentType ?? contentTypeFor(key), inFilesTable: !!row });
      await addEntry(pack, `${ENTRY.filePrefix}${id}`, Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    }
    const archived = new Set(files.map((f) => `${f.bucket}/${f.key}`));
    for (const id of rows.keys()) if (!archived.has(id)) warnings.push(`${id}: listed in the files table but not in the file store.`);

    await addEntry(pack, ENTRY.files, `${JSON.stringify({ files }, null, 2)}\n`);
    pack.finalize();
    await written;
    await fs.promises.rename(partial, output);
    const { size } = await fs.promises.stat(output);
    return { file: output, manifest, files, bytes: size, encrypted, warnings };
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    throw error;
  } finally {
    store.close();
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
