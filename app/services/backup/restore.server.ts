import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import tar from "tar-stream";
import type { Env } from "~/env.server";
import { STORAGE_BUCKETS, type StorageBucket } from "~/lib/constants";
import { assertSafeKey } from "~/services/storage/keys.server";
import {
  knownMigrations,
  postgresState,
  prepareEmbeddedTarget,
  preparePostgresTarget,
  restoreEmbedded,
  restorePostgres,
  RestoreRefusedError,
  type DatabaseState,
} from "./database.server";
import { createDecryptStream, isEncrypted } from "./encryption.server";
import { compareRestore, ENTRY, parseManifest, type ArchivedFile, type Comparison, type Manifest } from "./manifest.server";
import { contentTypeFor, openFileStore } from "./objects.server";

export type RestoreResult = { manifest: Manifest; comparison: Comparison };

async function readHead(file: string): Promise<Buffer> {
  const handle = await fs.promises.open(file, "r");
  try {
    const head = Buffer.alloc(8);
    const { bytesRead } = await handle.read(head, 0, 8, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function readAll(stream: AsyncIterable<unknown>): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

/**
 * Restores an archive into an empty database and an empty file store, then checks the result against the archive's
 * manifest. Anything already there is refused before a byte is written.
 */
export async function restoreBackup(e: Env, archive: string, log: (line: string) => void = () => {}): Promise<RestoreResult> {
  const encrypted = isEncrypted(await readHead(archive));
  if (encrypted && !e.BACKUP_ENCRYPTION_KEY) throw new RestoreRefusedError("The archive is encrypted: set BACKUP_ENCRYPTION_KEY to the key it was written with.");
  const kind = e.DATABASE_URL ? "postgres" : "pglite";
  const dataDir = path.resolve(e.DATA_DIR, "db");
  const store = openFileStore(e);
  const work = await fs.promises.mkdtemp(path.join(os.tmpdir(), "dochire-restore-"));
  try {
    if (e.DATABASE_URL) await preparePostgresTarget(e.DATABASE_URL);
    else prepareEmbeddedTarget(dataDir);
    if ((await store.list()).length > 0) throw new RestoreRefusedError(`The file store (${store.describe}) is not empty. Restore into an empty one.`);

    const extract = tar.extract();
    const source = fs.createReadStream(archive);
    const feeding = encrypted ? pipeline(source, createDecryptStream(e.BACKUP_ENCRYPTION_KEY!), extract) : pipeline(source, extract);
    // Errors of the feeding side (a failed chunk check) end the loop below through the extract stream.
    feeding.catch((error: Error) => extract.destroy(error));

    let manifest: Manifest | null = null;
    let archived: ArchivedFile[] | null = null;
    let restoredState: DatabaseState | null = null;
    const received = new Map<string, { size: number; sha256: string }>();
    for await (const entry of extract) {
      const name = entry.header.name;
      if (!manifest) {
        if (name !== ENTRY.manifest) throw new Error("Not a DocHire backup archive (it does not start with manifest.json).");
        manifest = parseManifest((await readAll(entry)).toString("utf8"));
        if (manifest.database.kind !== kind)
          throw new RestoreRefusedError(
            manifest.database.kind === "postgres"
              ? "The archive holds a PostgreSQL database: set DATABASE_URL to the (empty) database to restore it into."
              : "The archive holds the embedded database: restore it without DATABASE_URL, into an empty DATA_DIR.",
          );
        const known = knownMigrations().length;
        if (manifest.migrations.applied > known)
          throw new RestoreRefusedError(`The archive is from a newer version (${manifest.migrations.applied} migrations, this version knows ${known}): restore it with version ${manifest.appVersion} or later.`);
        log(`Archive of ${manifest.createdAt}, version ${manifest.appVersion}, ${manifest.database.kind} ${manifest.database.serverVersion}${encrypted ? ", encrypted" : ""}.`);
      } else if (name === manifest.database.entry) {
        const file = path.join(work, "database.dump");
        await pipeline(Readable.from(entry), fs.createWriteStream(file, { mode: 0o600 }));
        if (e.DATABASE_URL) {
          await restorePostgres(e.DATABASE_URL, file);
          restoredState = await postgresState(e.DATABASE_URL);
        } else {
          restoredState = await restoreEmbedded(dataDir, file);
        }
        await fs.promises.rm(file);
        log("Database restored.");
      } else if (name.startsWith(ENTRY.filePrefix)) {
        const id = name.slice(ENTRY.filePrefix.length);
        const slash = id.indexOf("/");
        const bucket = id.slice(0, slash) as StorageBucket;
        if (!STORAGE_BUCKETS.includes(bucket)) throw new Error(`The archive names an unknown bucket: ${name}`);
        const key = assertSafeKey(id.slice(slash + 1));
        const bytes = await readAll(entry);
        await store.driver.put(bucket, key, bytes, contentTypeFor(key));
        received.set(id, { size: bytes.length, sha256: crypto.createHash("sha256").update(bytes).digest("hex") });
      } else if (name === ENTRY.files) {
        archived = (JSON.parse((await readAll(entry)).toString("utf8")) as { files: ArchivedFile[] }).files;
      } else {
        entry.resume();
      }
    }
    await feeding;
    if (!manifest || !restoredState || !archived) throw new Error("The archive is incomplete (manifest, database or files.json missing).");
    log(`${received.size} files restored to ${store.describe}. Checking against the manifest...`);

    // The database is read right after loading it: nothing else writes to a target that was empty.
    const state = restoredState;
    // Read back from the store, not what was written: the check is of what the site will serve.
    const files = new Map<string, { size: number; sha256: string } | null>();
    for (const { bucket, key } of await store.list()) {
      const bytes = await store.driver.get(bucket, key);
      files.set(`${bucket}/${key}`, bytes ? { size: bytes.byteLength, sha256: crypto.createHash("sha256").update(bytes).digest("hex") } : null);
    }
    const comparison = compareRestore(manifest, archived, { tables: state.tables, migrations: state.migrations, files });
    return { manifest, comparison };
  } finally {
    store.close();
    await fs.promises.rm(work, { recursive: true, force: true });
  }
}
