import { APIError, getIP } from "better-auth/api";
import { authRefusals } from "~/lib/messages";

/**
 * The client as better-auth's per-IP limiter sees it (our CLIENT_IP_HEADER, IPv6 by /64); "unknown" for calls that
 * carry no address (server-side auth.api calls outside development and test).
 */
export function clientOf(ctx: { request?: Request; headers?: Headers; context: { options: Parameters<typeof getIP>[1] } }): string {
  const source = ctx.request ?? ctx.headers;
  return (source && getIP(source, ctx.context.options)) || "unknown";
}

/** The refusal of a limit: 429 with the wait in Retry-After (and X-Retry-After for scripts that read only that). */
export function tooManyAttempts(retryAfterSeconds: number): APIError {
  return new APIError(
    "TOO_MANY_REQUESTS",
    { message: authRefusals.tooManyAttempts, code: "TOO_MANY_ATTEMPTS" },
    { "Retry-After": String(retryAfterSeconds), "X-Retry-After": String(retryAfterSeconds) },
  );
}
