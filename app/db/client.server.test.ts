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
});

describe("the work_mem of the serving pool", () => {
  it("must be a memory size: nothing else reaches the connection's options", () => {
    for (const bad of ["16MB -c statement_timeout=0", "16 MB", "0MB", "lots", ""]) {
      expect(() => postgresHandle("postgres://postgres@127.0.0.1:9/none", 1, undefined, bad)).toThrow(/work_mem/);
    }
  });
});
