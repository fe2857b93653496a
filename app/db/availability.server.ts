// Whether the database can be reached, as far as this process knows. A lost connection (PostgreSQL restarted,
// pg_terminate_backend, the network) is noted here by whoever sees it: the pool's error event, a failed query that
// reaches the request handler, better-auth's logger. The server then answers 503 until a probe succeeds again,
// instead of letting every request wait for a connection that cannot be made.
import { singleton } from "~/server-lib/singleton.server";

/** SQLSTATE classes and codes meaning "the connection, not the statement, failed". */
const CONNECTION_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300", "08000", "08001", "08003", "08004", "08006", "08007"]);
const CONNECTION_ERRNOS = new Set(["ECONNREFUSED", "ECONNRESET", "EPIPE", "ETIMEDOUT", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);
const CONNECTION_MESSAGES =
  /connection terminated|terminating connection|timeout exceeded when trying to connect|connection timeout|client has encountered a connection error|database system is (starting up|shutting down|in recovery)|server closed the connection|query read timeout|the database is not open/i;

/** True when `error` (or anything in its cause chain) is a lost or refused database connection. */
export function isConnectionError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 6; depth++) {
    if (typeof current !== "object") return false;
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    if (typeof e.code === "string" && (CONNECTION_SQLSTATES.has(e.code) || CONNECTION_ERRNOS.has(e.code))) return true;
    if (typeof e.message === "string" && CONNECTION_MESSAGES.test(e.message)) return true;
    // AggregateError (e.g. both ::1 and 127.0.0.1 refused)
    if (Array.isArray(e.errors) && e.errors.some((inner) => isConnectionError(inner))) return true;
    current = e.cause;
  }
  return false;
}

type State = {
  /** When the current outage was first noticed, or null while the database is believed reachable. */
  downSince: number | null;
  /** Bumped on every connection failure: a request compares it before and after to learn it was hit. */
  failures: number;
  lastProbe: number;
  probing: Promise<boolean> | null;
};

const state = () => singleton<State>("database-availability", () => ({ downSince: null, failures: 0, lastProbe: 0, probing: null }));

/** How often, during an outage, one request is let through to find out whether the database is back. */
export const PROBE_INTERVAL_MS = 500;

/** Records a failure if `error` is a connection failure; returns whether it was one. */
export function noteDatabaseError(error: unknown): boolean {
  if (!isConnectionError(error)) return false;
  const s = state();
  s.failures++;
  s.downSince ??= Date.now();
  return true;
}

export function connectionFailures(): number {
  return state().failures;
}

export function databaseDownSince(): number | null {
  return state().downSince;
}

export function noteDatabaseRecovered(): void {
  state().downSince = null;
}

/**
 * Whether requests should be served. While no outage is known this costs nothing. During one, at most one probe
 * per PROBE_INTERVAL_MS runs (`ping`, which must fail fast); the others are answered from the last result.
 */
export async function databaseAvailable(ping: () => Promise<void>, now = Date.now()): Promise<boolean> {
  const s = state();
  if (s.downSince === null) return true;
  if (s.probing) return s.probing;
  if (now - s.lastProbe < PROBE_INTERVAL_MS) return false;
  s.lastProbe = now;
  s.probing = ping()
    .then(() => {
      s.downSince = null;
      return true;
    })
    .catch((error: unknown) => {
      noteDatabaseError(error);
      s.downSince ??= Date.now();
      return false;
    })
    .finally(() => {
      s.probing = null;
    });
  return s.probing;
}

/** Forget everything (tests). */
export function resetDatabaseAvailability(): void {
  const s = state();
  s.downSince = null;
  s.failures = 0;
  s.lastProbe = 0;
  s.probing = null;
}
