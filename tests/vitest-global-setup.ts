import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { dumpMigratedDatabase } from "~/db/client.server";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated, empty embedded database (a data-directory tarball) each test file opens its own copy of. */
    pgliteSnapshot: string | null;
  }
}

// Once per run on the embedded database: PGlite's initdb and the migrations, about 3 s a test file when each file did
// them, are done once here; each file's database starts from this copy (tests/vitest-setup.ts). A run against a
// PostgreSQL server migrates each file's new database itself (a third of a second).
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide("pgliteSnapshot", null);
    return;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "dochire-snapshot-"));
  const file = path.join(dir, "migrated.tar");
  const snapshot = await dumpMigratedDatabase();
  fs.writeFileSync(file, Buffer.from(await snapshot.arrayBuffer()));
  project.provide("pgliteSnapshot", file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
