// Telling the other instances of the site that something they keep in memory has changed (cached pages, cached
// match counts). With PostgreSQL it is one NOTIFY channel that every instance LISTENs on; with the embedded
// database there is only this process, so nothing has to travel.
//
// A message can be missed while an instance's listening connection is down (a database restart); when it comes
// back, every handler is called with `resync: true`, so each forgets everything it holds rather than risk staleness.
import crypto from "node:crypto";
import pg from "pg";
import { sql } from "drizzle-orm";
import { database } from "~/db/client.server";
import { singleton } from "~/server-lib/singleton.server";
import { CHANGES_CHANNEL, setChangesHeard, tableChanged } from "~/db/table-changes.server";
import { logger } from "~/services/logger.server";

const CHANNEL = "dochire_cluster";
const RECONNECT_MS = 1_000;

export type ClusterHandler = (payload: string, meta: { resync: boolean }) => void;

type State = {
  instanceId: string;
  handlers: Map<string, Set<ClusterHandler>>;
  client: pg.Client | null;
  url: string | null;
  stopped: boolean;
  /** Set after the first successful LISTEN: every later one follows a gap in which messages may have been missed. */
  listenedBefore: boolean;
};

const state = () =>
  singleton<State>("cluster-events", () => ({
    instanceId: crypto.randomUUID(),
    handlers: new Map(),
    client: null,
    url: null,
    stopped: false,
    listenedBefore: false,
  }));

/** Calls `handler` when another instance announces `event` (and on a resync). Returns a function to unsubscribe. */
export function onClusterEvent(event: string, handler: ClusterHandler): () => void {
  const s = state();
  let set = s.handlers.get(event);
  if (!set) s.handlers.set(event, (set = new Set()));
  set.add(handler);
  return () => set.delete(handler);
}

function dispatch(event: string, payload: string, resync: boolean) {
  for (const handler of state().handlers.get(event) ?? []) {
    try {
      handler(payload, { resync });
    } catch (error) {
      logger().error({ err: error, event }, "cluster event handler failed");
    }
  }
}

/**
 * Announces `event` to the other instances. The caller has already done the work in this process. Best effort: if
 * the database cannot be reached the others still drop what they cache when its lifetime ends.
 */
export async function announce(event: string, payload = ""): Promise<void> {
  const s = state();
  if (!s.url) return;
  const message = JSON.stringify({ from: s.instanceId, event, payload });
  try {
    await database().db.execute(sql`select pg_notify(${CHANNEL}, ${message})`);
  } catch (error) {
    logger().warn({ err: error, event }, "could not announce a change to the other instances");
  }
}

function onNotification(message: pg.Notification) {
  // The database's own announcements (a trigger's NOTIFY, db/table-changes.server.ts): heard here at all times.
  if (message.channel === CHANGES_CHANNEL && message.payload) return tableChanged(message.payload);
  if (message.channel !== CHANNEL || !message.payload) return;
  try {
    const { from, event, payload } = JSON.parse(message.payload) as { from: string; event: string; payload: string };
    if (from === state().instanceId) return;
    dispatch(event, payload, false);
  } catch (error) {
    logger().warn({ err: error }, "ignored a malformed cluster message");
  }
}

async function connect(): Promise<void> {
  const s = state();
  if (s.stopped || !s.url) return;
  const client = new pg.Client({ connectionString: s.url, connectionTimeoutMillis: 3_000, keepAlive: true, application_name: "dochire-listen" });
  let reconnecting = false;
  const reconnect = (error?: unknown) => {
    if (reconnecting) return;
    reconnecting = true;
    if (s.client === client) {
      s.client = null;
      setChangesHeard("listener", false);
    }
    client.removeAllListeners("notification");
    client.end().catch(() => {});
    if (s.stopped) return;
    if (error) logger().warn({ err: error }, "cluster listener lost its connection; reconnecting");
    setTimeout(() => void connect(), RECONNECT_MS).unref();
  };
  client.on("error", reconnect);
  client.on("end", () => reconnect());
  client.on("notification", onNotification);
  try {
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    await client.query(`listen ${CHANGES_CHANNEL}`);
  } catch (error) {
    reconnect(error);
    return;
  }
  s.client = client;
  // From now on every change the database announces is heard (what was held before is forgotten).
  setChangesHeard("listener", true);
  // Whatever was announced while we were not listening is unknown: forget everything once.
  if (s.listenedBefore) for (const event of s.handlers.keys()) dispatch(event, "", true);
  s.listenedBefore = true;
}

/** Starts listening (PostgreSQL only). Resolves after the first attempt, connected or not (it keeps retrying). */
export async function startClusterEvents(url: string): Promise<void> {
  const s = state();
  s.url = url;
  s.stopped = false;
  s.listenedBefore = false;
  await connect();
}

export async function stopClusterEvents(): Promise<void> {
  const s = state();
  s.stopped = true;
  s.url = null;
  const client = s.client;
  s.client = null;
  if (client) setChangesHeard("listener", false);
  await client?.end().catch(() => {});
}
