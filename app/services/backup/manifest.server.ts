import type { MigrationLevel } from "./database.server";

// What an archive holds (docs/backup.md). manifest.json comes first, so a restore can refuse an archive it cannot
// take before it changes anything; files.json comes last, because a file's hash is known once it has been read.

export const FORMAT = "dochire-backup";
export const FORMAT_VERSION = 1;

export type DatabaseKind = "postgres" | "pglite";

export type Manifest = {
  format: typeof FORMAT;
  formatVersion: number;
  createdAt: string;
  appVersion: string;
  database: { kind: DatabaseKind; serverVersion: string; entry: string };
  migrations: MigrationLevel;
  /** Rows of every table, "schema.table" → count, in the snapshot the dump was taken from. */
  tables: Record<string, number>;
};

export type ArchivedFile = { bucket: string; key: string; size: number; sha256: string; contentType: string; inFilesTable: boolean };
export type FileList = { files: ArchivedFile[] };

export const ENTRY = {
  manifest: "manifest.json",
  files: "files.json",
  dump: { postgres: "database/postgres.pgdump", pglite: "database/pglite-datadir.tar.gz" } satisfies Record<DatabaseKind, string>,
  filePrefix: "files/",
} as const;

export function parseManifest(text: string): Manifest {
  const m = JSON.parse(text) as Partial<Manifest>;
  if (m.format !== FORMAT || typeof m.formatVersion !== "number") throw new Error("Not a DocHire backup archive (manifest.json is missing or foreign).");
  if (m.formatVersion > FORMAT_VERSION) throw new Error(`The archive's format ${m.formatVersion} is newer than this version reads (${FORMAT_VERSION}); restore it with the version that wrote it.`);
  if (!m.database || !m.tables || !m.migrations) throw new Error("The archive's manifest.json is incomplete.");
  return m as Manifest;
}

export type Comparison = { ok: boolean; lines: string[] };

/**
 * The restored site against the archive: every table's rows, the migration level, and every file's size and hash;
 * files the store holds that the archive does not name are mismatches too.
 */
export function compareRestore(
  manifest: Manifest,
  archived: ArchivedFile[],
  restored: { tables: Record<string, number>; migrations: MigrationLevel; files: Map<string, { size: number; sha256: string } | null> },
): Comparison {
  const lines: string[] = [];
  let ok = true;
  const names = [...new Set([...Object.keys(manifest.tables), ...Object.keys(restored.tables)])].sort();
  const width = Math.max(5, ...names.map((n) => n.length));
  lines.push(`${"table".padEnd(width)}  ${"archive".padStart(9)}  ${"restored".padStart(9)}`);
  for (const name of names) {
    const want = manifest.tables[name];
    const got = restored.tables[name];
    const same = want === got;
    ok &&= same;
    lines.push(`${name.padEnd(width)}  ${String(want ?? "-").padStart(9)}  ${String(got ?? "-").padStart(9)}${same ? "" : "  MISMATCH"}`);
  }
  const level = (m: MigrationLevel) => `${m.applied} (${m.latest ?? "none"})`;
  const sameLevel = manifest.migrations.applied === restored.migrations.applied && manifest.migrations.latest === restored.migrations.latest;
  ok &&= sameLevel;
  lines.push(`migrations: archive ${level(manifest.migrations)}, restored ${level(restored.migrations)}${sameLevel ? "" : "  MISMATCH"}`);

  let matching = 0;
  const seen = new Set<string>();
  for (const file of archived) {
    const id = `${file.bucket}/${file.key}`;
    seen.add(id);
    const got = restored.files.get(id);
    if (!got) lines.push(`file ${id}: missing after restore  MISMATCH`);
    else if (got.sha256 !== file.sha256 || got.size !== file.size) lines.push(`file ${id}: ${got.size} bytes sha256 ${got.sha256}, archive ${file.size} bytes sha256 ${file.sha256}  MISMATCH`);
    else matching++;
  }
  for (const id of restored.files.keys()) if (!seen.has(id)) lines.push(`file ${id}: in the store but not in the archive  MISMATCH`);
  const filesOk = matching === archived.length && restored.files.size === archived.length;
  ok &&= filesOk;
  lines.push(`files: ${matching} of ${archived.length} restored with the archive's size and SHA-256${filesOk ? "" : "  MISMATCH"}`);
  return { ok, lines };
}
