import path from "node:path";
import { parseArgs } from "node:util";
import { env } from "~/env.server";
import { defaultBackupFile, writeBackup } from "~/services/backup/archive.server";

// `npm run backup [-- --output FILE]`: one archive of the database and every stored file (docs/backup.md).
const { values } = parseArgs({ options: { output: { type: "string", short: "o" } } });
const e = env();
const output = path.resolve(values.output ?? defaultBackupFile(!!e.BACKUP_ENCRYPTION_KEY));
const started = Date.now();
try {
  const result = await writeBackup(e, output);
  for (const warning of result.warnings) console.warn(`warning: ${warning}`);
  const rows = Object.values(result.manifest.tables).reduce((a, b) => a + b, 0);
  console.log(
    `Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MiB${result.encrypted ? ", encrypted" : ", NOT encrypted: set BACKUP_ENCRYPTION_KEY"}) — ` +
      `${result.manifest.database.kind} database, ${Object.keys(result.manifest.tables).length} tables, ${rows} rows, ` +
      `${result.manifest.migrations.applied} migrations (${result.manifest.migrations.latest}), ${result.files.length} files, ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
} catch (error) {
  console.error(`Backup failed: ${(error as Error).message}`);
  process.exit(1);
}
