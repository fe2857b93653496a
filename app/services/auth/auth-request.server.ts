import { env } from "~/env.server";
import { auth, CLIENT_IP_HEADER } from "./auth.server";

export type AuthCallResult = {
  ok: boolean;
  status: number;
  /** The JSON body of a successful call. */
  data: Record<string, unknown> | null;
  /** better-auth's error code and message on failure (e.g. INVALID_EMAIL_OR_PASSWORD). */
  code: string | null;
  message: string | null;
  retryAfterSeconds: number | null;
  /** Cookies better-auth set (session), to be forwarded on the action's response. */
  setCookies: string[];
};

/**
 * Calls a better-auth endpoint through its HTTP handler, as the browser would, so that its origin check and per-IP
 * rate limiter apply to our form actions too (server-side auth.api calls skip the limiter). The request carries
 * the original client's address, user agent and, when asked, cookies.
 */
export async function callAuth(
  path: string,
  input: { request: Request; clientIp?: string | null; body?: Record<string, unknown>; withCookies?: boolean },
): Promise<AuthCallResult> {
  const base = env().BASE_URL;
  const headers = new Headers({ "content-type": "application/json", origin: new URL(base).origin });
  const ua = input.request.headers.get("user-agent");
  if (ua) headers.set("user-agent", ua);
  if (input.clientIp) headers.set(CLIENT_IP_HEADER, input.clientIp);
  const cookie = input.request.headers.get("cookie");
  if (input.withCookies && cookie) headers.set("cookie", cookie);
  const response = await auth().handler(
    new Request(`${base}/api/auth${path}`, { method: "POST", headers, body: JSON.stringify(input.body ?? {}) }),
  );
  const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
  const retry = response.headers.get("retry-after") ?? response.headers.get("x-retry-after");
  return {
    ok: response.ok,
    status: response.status,
    data: response.ok ? json : null,
    code: !response.ok && typeof json?.code === "string" ? json.code : null,
    message: !response.ok && typeof json?.message === "string" ? json.message : null,
    retryAfterSeconds: retry ? Number(retry) || null : null,
    setCookies: response.headers.getSetCookie(),
  };
}

/** Headers carrying the given Set-Cookie values (plus any extra headers), for a redirect or data response. */
export function cookieHeaders(setCookies: readonly string[], extra?: HeadersInit): Headers {
  const headers = new Headers(extra);
  for (const c of setCookies) headers.append("Set-Cookie", c);
  return headers;
}
