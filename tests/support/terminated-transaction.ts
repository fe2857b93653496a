// Run in a process of its own by app/db/client.server.test.ts: `node --import tsx tests/support/terminated-transaction.ts
// <database url>`. Opens the site's serving pool, begins a transaction on it, and has another connection terminate
// that transaction's backend (pg_terminate_backend, SQLSTATE 57P01) while the transaction waits between statements:
// the server's notice then reaches the checked-out client when no statement is running, so only a listener on the
// client itself can hear it. A client without one makes Node end this process with "Unhandled 'error' event".
// On success prints one line, RESULT <json>, and exits 0.
import { sql } from "drizzle-orm";
import pg from "pg";
import { postgresHandle } from "~/db/client.server";
import { connectionFailures, isConnectionError } from "~/db/availability.server";

const url = process.argv[2];
if (!url) throw new Error("usage: terminated-transaction.ts <database url>");

const handle = postgresHandle(url, 2);
const admin = new pg.Client({ connectionString: url });
admin.on("error", () => {});
await admin.connect();

let terminated = false;
let outcome: { rejected: boolean; connectionError: boolean; message: string };
try {
  await handle.db.transaction(async (tx) => {
    await tx.execute(sql`create temporary table held (n int)`);
    const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
    const ended = await admin.query<{ ok: boolean }>("select pg_terminate_backend($1) as ok", [rows[0]!.pid]);
    terminated = ended.rows[0]?.ok === true;
    // Long enough for the termination notice and the socket's end to arrive while the transaction is idle.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await tx.execute(sql`insert into held values (1)`);
  });
  outcome = { rejected: false, connectionError: false, message: "" };
} catch (error) {
  outcome = { rejected: true, connectionError: isConnectionError(error), message: String((error as Error).message ?? error) };
}

// The pool replaces the lost connection: the next statement is served.
const again = await handle.db.execute<{ one: number }>(sql`select 1 as one`);
console.log(`RESULT ${JSON.stringify({ terminated, ...outcome, failuresNoted: connectionFailures(), servedAfter: again.rows[0]?.one === 1 })}`);
await admin.end();
await handle.close();
