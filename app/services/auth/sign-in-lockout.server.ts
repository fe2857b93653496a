import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import type { LimitDecision } from "./rate-limit.server";

/**
 * Per-account sign-in limits that a stranger cannot turn against the account's owner (docs/accounts.md,
 * "Rate limits").
 *
 * Only failed attempts count (better-auth's 401 INVALID_EMAIL_OR_PASSWORD), and they count per client: each
 * (account, client IP) pair has its own failure count. A client gets `clientFreeFailures` failures at an account
 * for free; after that it must wait between attempts, 2 s, then 4 s, 8 s ... up to the window. A second counter
 * holds the account's failures from all clients; once it reaches `accountFreeFailures` the account is under
 * attack, and every client that has itself failed there recently waits too, longer as the attack grows. A client
 * that has not failed at the account is never refused by either counter, so the owner signing in from their own
 * device still gets in while someone else hammers the account (better-auth's per-IP limit still applies to them).
 *
 * A refused attempt never reaches the password check. An admitted attempt is counted against its client before the
 * check (so a burst of parallel requests cannot all slip through before the first failure is recorded) and given
 * back once better-auth answered with anything but a wrong password. A success forgives the client's failures, in
 * its own count and in the account's.
 *
 * The counters are rows of better-auth's `rate_limit` table under keys of their own (hashed e-mail and IP), so
 * they hold across instances: `count` is the number of failures, `last_request` the time of the last one (for
 * the client row: of the last admitted attempt). A row that has been quiet for a whole window is forgotten, which is
 * also when better-auth's pruning may delete it.
 */

export type SignInPolicy = {
  /** Failures are forgotten after this long without another one; also the longest wait. */
  windowMs: number;
  /** Failures one client may have at one account before it has to wait between attempts. */
  clientFreeFailures: number;
  /** Failures from all clients before the account counts as under attack. */
  accountFreeFailures: number;
  /** The first wait; each further failure doubles it. */
  baseDelayMs: number;
};

export const BASE_DELAY_MS = 2000;

/**
 * From the settings: AUTH_RATE_LIMIT_ACCOUNT_MAX failures per account (all clients) before the account is under
 * attack, half as many (rounded up) per client before its own backoff starts, AUTH_RATE_LIMIT_WINDOW_SECONDS as
 * memory and longest wait.
 */
export function signInPolicy(): SignInPolicy {
  const e = env();
  return {
    windowMs: e.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
    clientFreeFailures: Math.max(1, Math.ceil(e.AUTH_RATE_LIMIT_ACCOUNT_MAX / 2)),
    accountFreeFailures: e.AUTH_RATE_LIMIT_ACCOUNT_MAX,
    baseDelayMs: BASE_DELAY_MS,
  };
}

/** The wait after `failures` failures when `free` of them cost nothing: 0, then base, 2 × base ... up to the window. */
function backoffMs(failures: number, free: number, policy: SignInPolicy): number {
  if (failures < free) return 0;
  return Math.min(policy.windowMs, policy.baseDelayMs * 2 ** Math.min(failures - free, 30));
}

/**
 * How long a client must wait after its last attempt, given its own recent failures at the account and the
 * account's failures from everyone. A client without failures never waits.
 */
export function signInDelayMs(clientFailures: number, accountFailures: number, policy: SignInPolicy): number {
  if (clientFailures <= 0) return 0;
  return Math.max(backoffMs(clientFailures, policy.clientFreeFailures, policy), backoffMs(accountFailures, policy.accountFreeFailures, policy));
}

const digest = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/** The account-wide and the per-client counter of an e-mail address (case and surrounding spaces ignored). */
export function signInKeys(email: string, clientIp: string): { account: string; client: string } {
  const account = `account:signin-failures:${digest(email.trim().toLowerCase())}`;
  return { account, client: `${account}:${digest(clientIp)}` };
}

type CounterRow = { key: string; count: number; last_request: string | number };

/** Tries to claim an attempt this many times when other requests of the same client change its row meanwhile. */
const MAX_CLAIMS = 25;

/**
 * Before the password check: admits the attempt (counting it against the client until better-auth answers) or
 * refuses it with the time to wait.
 */
export async function admitSignIn(email: string, clientIp: string, now = Date.now(), policy = signInPolicy()): Promise<LimitDecision> {
  const keys = signInKeys(email, clientIp);
  const forgetBefore = now - policy.windowMs;
  for (let claim = 0; claim < MAX_CLAIMS; claim++) {
    const result = await db().execute<CounterRow>(
      sql`select key, count, last_request from rate_limit where key in (${keys.client}, ${keys.account})`,
    );
    const client = result.rows.find((r) => r.key === keys.client);
    const account = result.rows.find((r) => r.key === keys.account);
    const failuresIn = (row: CounterRow | undefined) => (row && Number(row.last_request) > forgetBefore ? row.count : 0);
    const clientFailures = failuresIn(client);
    const delay = signInDelayMs(clientFailures, failuresIn(account), policy);
    // A delay means the client has failures, so its row exists: the wait runs from its last admitted attempt.
    if (client && delay > 0) {
      const nextAllowed = Number(client.last_request) + delay;
      if (now < nextAllowed) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((nextAllowed - now) / 1000)) };
    }
    // Count the attempt, unless another request of this client changed the row since it was read: then decide again.
    const claimed = client
      ? await db().execute(sql`
          update rate_limit set count = ${clientFailures + 1}, last_request = ${now}
          where key = ${keys.client} and count = ${client.count} and last_request = ${Number(client.last_request)}
          returning key`)
      : await db().execute(sql`
          insert into rate_limit (id, key, count, last_request) values (${crypto.randomUUID()}, ${keys.client}, 1, ${now})
          on conflict (key) do nothing
          returning key`);
    if (claimed.rows.length > 0) return { allowed: true };
  }
  return { allowed: false, retryAfterSeconds: 1 };
}

export type SignInOutcome = "success" | "wrong-password" | "other";

/** After better-auth answered an admitted attempt. */
export async function recordSignInOutcome(email: string, clientIp: string, outcome: SignInOutcome, now = Date.now(), policy = signInPolicy()) {
  const keys = signInKeys(email, clientIp);
  const forgetBefore = now - policy.windowMs;
  if (outcome === "success") {
    // This client knows the password: its failures (its count less this attempt) are forgiven, here and in the
    // account's count, so the owner's typos do not add to an attack. Everyone else's failures stay.
    const forgiven = await db().execute<{ count: number; last_request: string | number }>(
      sql`delete from rate_limit where key = ${keys.client} returning count, last_request`,
    );
    const row = forgiven.rows[0];
    const failures = row && Number(row.last_request) > forgetBefore ? row.count - 1 : 0;
    if (failures > 0) {
      await db().execute(sql`update rate_limit set count = greatest(count - ${failures}, 0) where key = ${keys.account}`);
    }
  } else if (outcome === "wrong-password") {
    // The client's count already holds this attempt; the account's grows now.
    await db().execute(sql`
      insert into rate_limit (id, key, count, last_request) values (${crypto.randomUUID()}, ${keys.account}, 1, ${now})
      on conflict (key) do update set
        count = case when rate_limit.last_request <= ${forgetBefore} then 1 else rate_limit.count + 1 end,
        last_request = greatest(rate_limit.last_request, ${now})`);
  } else {
    // Not a guess at the password (unconfirmed address, malformed request, server error): give the attempt back.
    await db().execute(sql`update rate_limit set count = count - 1 where key = ${keys.client} and count > 0`);
  }
}
