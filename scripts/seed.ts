import path from "node:path";
import { env } from "~/env.server";
import { closeDatabase, openDatabase } from "~/db/client.server";
import { clearAllData, isDatabaseEmpty, seedDemoData } from "~/db/seed.server";

// `npm run db:seed`: on the embedded database, wipe and reseed the demo site. On DATABASE_URL, seed only an
// empty database: demo accounts with published passwords must never land in a database that holds real data.
const e = env();
if (e.DATABASE_URL) {
  await openDatabase({ url: e.DATABASE_URL });
  if (!(await isDatabaseEmpty())) {
    console.error("Refusing to seed: the database at DATABASE_URL already has data.");
    await closeDatabase();
    process.exit(1);
  }
} else {
  await openDatabase({ dataDir: path.resolve(e.DATA_DIR, "db") });
  await clearAllData();
}
await seedDemoData();
await closeDatabase();
console.log("Demo data seeded. Demo logins are listed in README.md.");
