import crypto from "node:crypto";
import { sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { env } from "~/env.server";
import { claimTurn, signInPolicy } from "./sign-in-lockout.server";

/**
 * Per-account limits for the auth endpoints that send mail or create accounts (better-auth's own limiter counts per
 * client IP only, so a script spreading requests for one address over many clients would get past it). Sign-in has
 * limits of its own that count failures only and never lock the owner out: sign-in-lockout.server.ts.
 *
 * Counters live in better-auth's `rate_limit` table under keys of their own ("account:<action>:<sha256>"), so
 * they hold across app instances. A fixed window: the row's last_request is the start of the current window.
 * better-auth prunes rows older than its longest configured window; auth.server.ts registers this window with it
 * (customRules) so our rows are never pruned early.
 */
export type AccountAction = "signup" | "reset" | "verify";

export type LimitDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export function accountKey(action: AccountAction, email: string): string {
  const digest = crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  return `account:${action}:${digest}`;
}

/**
 * Counts one attempt against `key` in a fixed window of `windowSeconds` (atomic in one statement, shared by every
 * instance): the attempts counted so far in the current window, this one included, and when that window started.
 */
export async function countAttempt(key: string, windowSeconds: number, now = Date.now()): Promise<{ count: number; windowStartedAt: number }> {
  const windowStart = now - windowSeconds * 1000;
  const result = await db().execute<{ count: number; last_request: string | number }>(sql`
    insert into rate_limit (id, key, count, last_request)
    values (${crypto.randomUUID()}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when rate_limit.last_request <= ${windowStart} then 1 else rate_limit.count + 1 end,
      last_request = case when rate_limit.last_request <= ${windowStart} then ${now} else rate_limit.last_request end
    returning count, last_request`);
  const row = result.rows[0];
  return row ? { count: Number(row.count), windowStartedAt: Number(row.last_request) } : { count: 1, windowStartedAt: now };
}

/** Counts one attempt against `key` and says whether it is within the limit (atomic in one statement). */
export async function consumeLimit(key: string, rule: { windowSeconds: number; max: number }, now = Date.now()): Promise<LimitDecision> {
  const { count, windowStartedAt } = await countAttempt(key, rule.windowSeconds, now);
  if (count <= rule.max) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowStartedAt + rule.windowSeconds * 1000 - now) / 1000)) };
}

/**
 * One attempt for an e-mail address under the configured per-account limit. Reset requests back off: after
 * AUTH_RATE_LIMIT_ACCOUNT_MAX of them the next waits 2 s, then 4 s, 8 s ... after the one before, from whatever
 * address, the same for an address with an account and one without (so the answer tells nothing).
 */
export function consumeAccountLimit(action: AccountAction, email: string): Promise<LimitDecision> {
  const e = env();
  if (action === "reset") return claimTurn(accountKey(action, email), Date.now(), signInPolicy());
  return consumeLimit(accountKey(action, email), { windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: e.AUTH_RATE_LIMIT_ACCOUNT_MAX });
}
