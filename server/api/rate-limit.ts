// The API's rate limits (docs/decisions/097-api-keys.md): calls per fixed window, per key or, without a key, per client
// address, counted in the database (the rate_limit table better-auth's limiter uses) so that every instance behind the
// proxy counts against the same budget. Advertised on every answer with the RateLimit-Policy and RateLimit fields of
// draft-ietf-httpapi-ratelimit-headers-10 (structured fields: a quoted policy name, q = quota, w = window seconds;
// r = remaining, t = seconds until the window ends).
import crypto from "node:crypto";
import { env } from "~/env.server";
import { countAttempt } from "~/services/auth/rate-limit.server";

export type RateSubject = { kind: "key"; keyId: number } | { kind: "address"; address: string | null };

export type RateState = { policy: "key" | "address"; quota: number; windowSeconds: number; remaining: number; resetSeconds: number; exceeded: boolean };

function counterKey(subject: RateSubject): string {
  if (subject.kind === "key") return `api:key:${subject.keyId}`;
  // Addresses are hashed like the account limits' e-mails: the table holds no readable client address.
  return `api:address:${crypto.createHash("sha256").update(subject.address ?? "unknown").digest("hex")}`;
}

/** Counts one call for `subject` and says where its budget stands. */
export async function countCall(subject: RateSubject, now = Date.now()): Promise<RateState> {
  const e = env();
  const windowSeconds = e.API_RATE_LIMIT_WINDOW_SECONDS;
  const quota = subject.kind === "key" ? e.API_RATE_LIMIT_MAX : e.API_RATE_LIMIT_ANONYMOUS_MAX;
  const { count, windowStartedAt } = await countAttempt(counterKey(subject), windowSeconds, now);
  const resetSeconds = Math.max(1, Math.ceil((windowStartedAt + windowSeconds * 1000 - now) / 1000));
  return { policy: subject.kind, quota, windowSeconds, remaining: Math.max(0, quota - count), resetSeconds, exceeded: count > quota };
}

/** The RateLimit-Policy and RateLimit fields of an answer (and Retry-After once the budget is spent). */
export function rateLimitHeaders(state: RateState): Record<string, string> {
  const headers: Record<string, string> = {
    "RateLimit-Policy": `"${state.policy}";q=${state.quota};w=${state.windowSeconds}`,
    RateLimit: `"${state.policy}";r=${state.remaining};t=${state.resetSeconds}`,
  };
  if (state.exceeded) headers["Retry-After"] = String(state.resetSeconds);
  return headers;
}
