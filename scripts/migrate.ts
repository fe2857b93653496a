import path from "node:path";
import { env } from "~/env.server";
import { closeDatabase, openDatabase } from "~/db/client.server";

// `npm run db:migrate`: apply pending migrations (start-up does the same; this is for deploy pipelines).
const e = env();
const handle = e.DATABASE_URL ? await openDatabase({ url: e.DATABASE_URL }) : await openDatabase({ dataDir: path.resolve(e.DATA_DIR, "db") });
console.log(`Migrations applied (${handle.kind}).`);
await closeDatabase();
