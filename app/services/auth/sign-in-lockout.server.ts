import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import type { LimitDecision } from "./rate-limit.server";

/**
 * Per-account sign-in limits that a stranger cannot turn against the account's owner (docs/accounts.md,
 * "Rate limits"; docs/decisions/020-accounts-security.md), for the password and, the same way, for the second
 * factor's codes (counted per user, auth.server.ts).
 *
 * Only failed attempts count (better-auth's 401 INVALID_EMAIL_OR_PASSWORD). Two counters:
 * - per client (account, client IP): `clientFreeFailures` failures for free, then 2 s, 4 s, 8 s ... between its
 *   attempts, up to the window. This applies to everyone, the owner's own device too.
 * - per account, across all clients that are not trusted: once `accountFreeFailures` failures came from them,
 *   untrusted attempts at the account are let through one at a time, each 2 s, 4 s, 8 s ... up to the window after
 *   the previous one, whichever address it comes from. Spreading guesses over thirty addresses buys nothing.
 * A trusted client skips the account's wait (never its own): one that shows the device mark this account set after
 * a successful sign-in (a signed, long-lived cookie, device-trust.server.ts), or whose address has a live session
 * of the account. So the owner still gets in at once, from their own device or network, while the account is under
 * attack; a stranger's device is neither.
 *
 * A refused attempt never reaches the password check. An admitted attempt is counted before the check (so a burst
 * of parallel requests cannot all slip through before the first failure is recorded) and given back once
 * better-auth answered with anything but a wrong password. A success forgives the client's failures, in its own
 * count and in the account's.
 *
 * The counters are rows of better-auth's `rate_limit` table under keys of their own (hashed e-mail and IP), so
 * they hold across instances: `count` is the number of failures, `last_request` the time of the last admitted
 * attempt. A row that has been quiet for a whole window is forgotten, which is also when better-auth's pruning may
 * delete it.
 */

export type SignInPolicy = {
  /** Failures are forgotten after this long without another one; also the longest wait. */
  windowMs: number;
  /** Failures one client may have at one account before it has to wait between attempts. */
  clientFreeFailures: number;
  /** Failures from untrusted clients before they must take turns at the account. */
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
export function backoffMs(failures: number, free: number, policy: SignInPolicy): number {
  if (failures < free) return 0;
  return Math.min(policy.windowMs, policy.baseDelayMs * 2 ** Math.min(failures - free, 30));
}

const digest = (value: string) => crypto.createHash("sha256").update(value).digest("hex");

/** The e-mail address as one account: case and surrounding spaces ignored. */
export function accountDigest(email: string): string {
  return digest(email.trim().toLowerCase());
}

/**
 * Whose attempts are counted: a sign-in's password is for an e-mail address, a sign-in's second factor for the user
 * the challenge names.
 */
export type Subject = string | { userId: string };

/** The account-wide and the per-client counter of a subject. */
export function signInKeys(subject: Subject, clientIp: string): { account: string; client: string } {
  const account =
    typeof subject === "string" ? `account:signin-failures:${accountDigest(subject)}` : `account:two-factor-failures:${digest(subject.userId)}`;
  return { account, client: `${account}:${digest(clientIp)}` };
}

type CounterRow = { key: string; count: number; last_request: string | number };

/** Tries to claim an attempt this many times when other requests of the same client change its row meanwhile. */
const MAX_CLAIMS = 25;

const refusal = (until: number, now: number): LimitDecision => ({ allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now) / 1000)) });

/**
 * The account's turn for an untrusted attempt, claimed in one statement so that parallel requests from many
 * addresses cannot all pass: the count grows by this attempt and last_request becomes now, but only when the account
 * has had fewer than `free` attempts counted, or its wait since the last one is over, or it was quiet for a window.
 * Refused: the time left. Also the limit of reset requests per address (rate-limit.server.ts), where every request
 * counts.
 */
export async function claimTurn(key: string, now: number, policy: SignInPolicy, free = policy.accountFreeFailures): Promise<LimitDecision> {
  const forgetBefore = now - policy.windowMs;
  const claimed = await db().execute(sql`
    insert into rate_limit (id, key, count, last_request) values (${crypto.randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${forgetBefore} then 1 else rate_limit.count + 1 end,
      last_request = ${now}
    where rate_limit.last_request <= ${forgetBefore}
      or rate_limit.count < ${free}
      or rate_limit.last_request + least(${policy.windowMs}::bigint, (${policy.baseDelayMs} * power(2, least(rate_limit.count - ${free}, 30)))::bigint) <= ${now}
    returning key`);
  if (claimed.rows.length > 0) return { allowed: true };
  const result = await db().execute<CounterRow>(sql`select key, count, last_request from rate_limit where key = ${key}`);
  const row = result.rows[0];
  // The row went quiet or was pruned between the two statements: the next attempt will find the way open.
  if (!row) return { allowed: false, retryAfterSeconds: 1 };
  return refusal(Number(row.last_request) + backoffMs(row.count, free, policy), now);
}

/**
 * Before the password check: admits the attempt (counting it against the client, and for an untrusted client
 * against the account, until better-auth answers) or refuses it with the time to wait.
 */
export async function admitSignIn(
  subject: Subject,
  clientIp: string,
  trusted: boolean,
  now = Date.now(),
  policy = signInPolicy(),
): Promise<LimitDecision> {
  const keys = signInKeys(subject, clientIp);
  const forgetBefore = now - policy.windowMs;
  let accountClaimed = false;
  for (let claim = 0; claim < MAX_CLAIMS; claim++) {
    const result = await db().execute<CounterRow>(sql`select key, count, last_request from rate_limit where key = ${keys.client}`);
    const client = result.rows[0];
    const clientFailures = client && Number(client.last_request) > forgetBefore ? client.count : 0;
    const delay = backoffMs(clientFailures, policy.clientFreeFailures, policy);
    // A delay means the client has failures, so its row exists: the wait runs from its last admitted attempt.
    if (client && delay > 0 && now < Number(client.last_request) + delay) {
      if (accountClaimed) await giveBack(keys.account, 1);
      return refusal(Number(client.last_request) + delay, now);
    }
    if (!trusted && !accountClaimed) {
      const turn = await claimTurn(keys.account, now, policy);
      if (!turn.allowed) return turn;
      accountClaimed = true;
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
  if (accountClaimed) await giveBack(keys.account, 1);
  return { allowed: false, retryAfterSeconds: 1 };
}

async function giveBack(key: string, attempts: number) {
  await db().execute(sql`update rate_limit set count = greatest(count - ${attempts}, 0) where key = ${key}`);
}

export type SignInOutcome = "success" | "wrong-password" | "other";

/** After better-auth answered an admitted attempt (`trusted` as when it was admitted). */
export async function recordSignInOutcome(
  subject: Subject,
  clientIp: string,
  trusted: boolean,
  outcome: SignInOutcome,
  now = Date.now(),
  policy = signInPolicy(),
) {
  const keys = signInKeys(subject, clientIp);
  const forgetBefore = now - policy.windowMs;
  if (outcome === "success") {
    // This client knows the password: its failures are forgiven, and when it was not trusted (so they were counted
    // there too) also in the account's count with this attempt, so the owner's typos do not add to an attack.
    const forgiven = await db().execute<{ count: number; last_request: string | number }>(
      sql`delete from rate_limit where key = ${keys.client} returning count, last_request`,
    );
    const row = forgiven.rows[0];
    const failures = row && Number(row.last_request) > forgetBefore ? row.count - 1 : 0;
    const counted = trusted ? 0 : failures + 1;
    if (counted > 0) await giveBack(keys.account, counted);
  } else if (outcome === "other") {
    // Not a guess at the password (unconfirmed address, malformed request, server error): give the attempt back.
    await db().execute(sql`update rate_limit set count = count - 1 where key = ${keys.client} and count > 0`);
    if (!trusted) await giveBack(keys.account, 1);
  }
  // A wrong password: both counts already hold it.
}
