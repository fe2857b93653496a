import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { database } from "~/db/client.server";
import { announce, onClusterEvent, startClusterEvents, stopClusterEvents } from "./cluster-events.server";

// Cluster events travel over PostgreSQL's LISTEN/NOTIFY; the embedded database has one process and needs none.
const onPostgres = !!process.env.TEST_DATABASE_URL;

function waitFor<T>(register: (resolve: (value: T) => void) => void, ms = 5_000): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("no cluster event arrived")), ms);
    register((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

async function notifyAsAnotherInstance(url: string, message: object) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query("select pg_notify('dochire_cluster', $1)", [JSON.stringify(message)]);
  await client.end();
}

describe.skipIf(!onPostgres)("cluster events over PostgreSQL", () => {
  afterAll(() => stopClusterEvents());

  it("delivers another instance's announcement, ignores this instance's own, and resyncs after a lost connection", async () => {
    const url = database().url!;
    await startClusterEvents(url);
    const seen: { payload: string; resync: boolean }[] = [];
    onClusterEvent("test-event", (payload, meta) => seen.push({ payload, resync: meta.resync }));

    const fromOther = waitFor<void>((resolve) => onClusterEvent("test-event", (payload) => payload === "/jobs" && resolve()));
    await notifyAsAnotherInstance(url, { from: "another-instance", event: "test-event", payload: "/jobs" });
    await fromOther;

    // Our own announcement reaches the others, not us: send one, then a marker from "another instance" after it.
    await announce("test-event", "own");
    const marker = waitFor<void>((resolve) => onClusterEvent("test-event", (payload) => payload === "marker" && resolve()));
    await notifyAsAnotherInstance(url, { from: "another-instance", event: "test-event", payload: "marker" });
    await marker;
    expect(seen.map((s) => s.payload)).toEqual(["/jobs", "marker"]);

    // The server ends the listening connection (as a restart would): it reconnects and tells handlers to resync.
    const resynced = waitFor<void>((resolve) => onClusterEvent("test-event", (_p, meta) => meta.resync && resolve()), 10_000);
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    const killed = await admin.query("select pg_terminate_backend(pid) as ok from pg_stat_activity where application_name = 'dochire-listen' and datname = current_database()");
    await admin.end();
    expect(killed.rowCount).toBe(1);
    await resynced;
    expect(seen.at(-1)).toEqual({ payload: "", resync: true });

    const afterReconnect = waitFor<void>((resolve) => onClusterEvent("test-event", (payload) => payload === "again" && resolve()));
    await notifyAsAnotherInstance(url, { from: "another-instance", event: "test-event", payload: "again" });
    await afterReconnect;
  });
});
