import PgBoss from "pg-boss";
import { describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { eventually } from "../../../tests/support/eventually";
import { defineJob, enqueue, listFailedJobs, retryFailedJob, stopQueue } from "./queue.server";

async function jobState(id: string) {
  const handle = database();
  const text = "select state, retry_count, retry_delay, retry_backoff, start_after, output from pgboss.job where id = $1";
  const db = handle.embeddedSql;
  if (db) return (await db.executeSql(text, [id])).rows[0] as Record<string, unknown>;
  const pg = await import("pg");
  const client = new pg.default.Client({ connectionString: handle.url! });
  await client.connect();
  try {
    return (await client.query(text, [id])).rows[0] as Record<string, unknown>;
  } finally {
    await client.end();
  }
}

describe("the job queue (pg-boss on this database)", () => {
  it("runs a job sent by this process at once, with its data", async () => {
    const seen: string[] = [];
    const job = defineJob<{ word: string }>({ name: "test-echo", handle: async ({ word }) => void seen.push(word) });
    const id = await enqueue(job, { word: "namaste" });
    expect(id).toBeTruthy();
    await eventually(async () => seen.length === 1);
    expect(seen).toEqual(["namaste"]);
    await eventually(async () => (await jobState(id!))?.state === "completed");
  });

  it("retries a failing job with exponential backoff, then keeps it as failed for the admin, who can retry it", async () => {
    let tries = 0;
    let healed = false;
    const job = defineJob<{ n: number }>({
      name: "test-flaky",
      options: { retryLimit: 1, retryDelay: 1 },
      handle: async () => {
        tries++;
        if (!healed) throw new Error("SMTP said no");
      },
    });
    const id = (await enqueue(job, { n: 1 }))!;
    const retrying = await eventually(async () => {
      const row = await jobState(id);
      return row?.state === "retry" ? row : undefined;
    });
    // Not tried again at once: the retry waits its delay (doubled on each try, as retry_backoff says).
    expect(retrying.retry_backoff).toBe(true);
    expect(new Date(retrying.start_after as string).getTime()).toBeGreaterThan(Date.now() - 200);
    expect(tries).toBe(1);
    const failed = await eventually(async () => (await listFailedJobs()).find((f) => f.id === id), 15_000);
    expect(tries).toBe(2);
    expect(failed).toMatchObject({ name: "test-flaky", data: { n: 1 }, error: "SMTP said no", retryCount: 1 });

    healed = true;
    await retryFailedJob("test-flaky", id);
    await eventually(async () => (await jobState(id))?.state === "completed", 15_000);
    expect(tries).toBe(3);
    expect((await listFailedJobs()).find((f) => f.id === id)).toBeUndefined();
  }, 40_000);

  it("keeps going when a job's outcome cannot be recorded: a queue error, not an unhandled rejection that ends the process", async () => {
    // pg-boss recorded a job's outcome without waiting for it (timgit/pg-boss#577): when the database was away at that
    // moment (restarted, connections terminated) the rejection was unhandled and the instance exited. The patch
    // (patches/pg-boss+10.4.2.patch) reports it as the queue's error. Here the outcome cannot be written at all: the
    // handler's result refuses to be turned into JSON.
    const handle = database();
    const common = { supervise: false, schedule: false };
    const boss = handle.embeddedSql
      ? new PgBoss({ ...common, db: handle.embeddedSql as PgBoss.Db })
      : new PgBoss({ ...common, connectionString: handle.url!, max: 2 });
    const errors: { message?: string; queue?: string }[] = [];
    boss.on("error", (error) => errors.push(error));
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on("unhandledRejection", onRejection);
    try {
      await boss.start();
      await boss.createQueue("test-unrecordable");
      const unwritable = { toJSON: () => { throw new Error("this outcome cannot be written"); } };
      await boss.work("test-unrecordable", { pollingIntervalSeconds: 0.5 }, async () => unwritable);
      await boss.send("test-unrecordable", {});
      await eventually(async () => errors.length > 0, 15_000);
      expect(errors[0]).toMatchObject({ queue: "test-unrecordable", message: "this outcome cannot be written" });
      expect(rejections).toEqual([]);
    } finally {
      process.off("unhandledRejection", onRejection);
      await boss.stop({ graceful: false, wait: true });
    }
  }, 30_000);

  // Last in the file: it stops the queue.
  it("lets a job in hand send its follow-up while the queue stops, and starts no second queue after it has stopped", async () => {
    const followUps: string[] = [];
    const followUp = defineJob<{ from: string }>({ name: "test-follow-up", handle: async ({ from }) => void followUps.push(from) });
    let release: () => void = () => {};
    const inHand = new Promise<void>((resolve) => (release = resolve));
    let sent: Promise<string | null> | null = null;
    let started = false;
    const slow = defineJob<{ n: number }>({
      name: "test-slow",
      handle: async () => {
        started = true;
        await inHand;
        // Sent while the queue is stopping: stored through the stopping queue, not through a new one.
        sent = enqueue(followUp, { from: "slow" });
        await sent;
      },
    });
    await enqueue(slow, { n: 1 });
    await eventually(async () => started);
    const stopping = stopQueue();
    release();
    await stopping;
    expect(await sent!).toBeTruthy();
    // Nothing worked it here (the worker had stopped), and nothing may start a queue again behind the owner's back.
    expect(followUps).toEqual([]);
    await expect(enqueue(followUp, { from: "late" })).rejects.toThrow(/stopped/);
  }, 30_000);
});

