import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { database, DEFAULT_WORK_MEM, postgresHandle } from "./client.server";

// The serving pool's connection settings, on a real PostgreSQL server (the embedded database has no connections).
const onPostgres = !!process.env.TEST_DATABASE_URL;

describe.skipIf(!onPostgres)("the PostgreSQL serving pool", () => {
  it("runs its statements without JIT and with the work_mem it was given, 16MB unless told otherwise", async () => {
    const url = database().url!;
    for (const [given, shown] of [[undefined, DEFAULT_WORK_MEM], ["32MB", "32MB"]] as const) {
      const handle = postgresHandle(url, 1, undefined, given);
      try {
        const settings = await handle.db.execute<{ jit: string; work_mem: string }>(
          sql`select current_setting('jit') as jit, current_setting('work_mem') as work_mem`,
        );
        expect(settings.rows[0]).toEqual({ jit: "off", work_mem: shown });
      } finally {
        await handle.close();
      }
    }
  });

  it("survives the server ending a connection in the middle of a transaction: the transaction fails as an outage", async () => {
    // In a process of its own, so that an unhandled 'error' event (which ends the process) shows as its exit code.
    const child = await promisify(execFile)(process.execPath, ["--import", "tsx", "tests/support/terminated-transaction.ts", database().url!], {
      env: { ...process.env, NODE_ENV: "test" },
      timeout: 20_000,
    }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e: { code?: number; stdout?: string; stderr?: string }) => ({ code: e.code ?? -1, stdout: e.stdout ?? "", stderr: e.stderr ?? "" }),
    );
    expect(child.stderr, "the process's errors").not.toMatch(/Unhandled 'error' event/);
    expect(child.code, `exit code; stderr: ${child.stderr}`).toBe(0);
    const line = child.stdout.split("\n").find((l) => l.startsWith("RESULT "));
    expect(JSON.parse(line!.slice("RESULT ".length))).toMatchObject({
      terminated: true,
      rejected: true,
      // isConnectionError: what server/app.ts answers with 503 (database unavailable).
      connectionError: true,
      servedAfter: true,
    });
    expect(JSON.parse(line!.slice("RESULT ".length)).failuresNoted).toBeGreaterThan(0);
  });
});

describe("the work_mem of the serving pool", () => {
  it("must be a memory size: nothing else reaches the connection's options", () => {
    for (const bad of ["16MB -c statement_timeout=0", "16 MB", "0MB", "lots", ""]) {
      expect(() => postgresHandle("postgres://postgres@127.0.0.1:9/none", 1, undefined, bad)).toThrow(/work_mem/);
    }
  });
});
