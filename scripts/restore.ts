import path from "node:path";
import { parseArgs } from "node:util";
import { env } from "~/env.server";
import { RestoreRefusedError } from "~/services/backup/database.server";
import { restoreBackup } from "~/services/backup/restore.server";

// `npm run restore ARCHIVE`: into an empty database (DATABASE_URL, or DATA_DIR/db) and an empty file store, then
// every table's rows and every file's hash checked against the archive's manifest (docs/backup.md).
const { positionals } = parseArgs({ allowPositionals: true, options: {} });
if (positionals.length !== 1) {
  console.error("Usage: npm run restore ARCHIVE");
  process.exit(2);
}
const archive = path.resolve(positionals[0]!);
try {
  const { comparison } = await restoreBackup(env(), archive, (line) => console.log(line));
  for (const line of comparison.lines) console.log(line);
  if (!comparison.ok) {
    console.error("Restore finished, but the result does NOT match the archive (lines marked MISMATCH).");
    process.exit(1);
  }
  console.log("Restore verified: every table's rows and every file's SHA-256 match the archive.");
} catch (error) {
  const refused = error instanceof RestoreRefusedError;
  console.error(`${refused ? "Restore refused" : "Restore failed"}: ${(error as Error).message}`);
  process.exit(1);
}
