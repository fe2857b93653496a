import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { createApp } from "../../server/app";
import { startSmtpInbox } from "./smtp-inbox";

// Helpers for integration tests of accounts: the real Hono app (with a stand-in for the React Router handler),
// requests that look like they come from a given socket address, and direct calls of route loaders/actions.

export const BASE = "http://localhost:3000";

export function testApp() {
  return createApp({ handleRequest: async () => new Response("react-router", { status: 200 }) });
}

type App = ReturnType<typeof testApp>;
export type TestApp = App;
export type TestInbox = Awaited<ReturnType<typeof startSmtpInbox>>;

/**
 * The app with its mail going to a fresh SMTP receiver and the sign-in limits out of the way (tests of the limits set
 * their own). Settings are read once, on first use: call this before anything reads them.
 */
export async function testAppWithInbox(): Promise<{ inbox: TestInbox; app: App }> {
  const inbox = await startSmtpInbox();
  process.env.SMTP_URL = inbox.url;
  process.env.AUTH_RATE_LIMIT_MAX = "1000";
  process.env.AUTH_RATE_LIMIT_ACCOUNT_MAX = "1000";
  return { inbox, app: testApp() };
}

/** Hono's node bindings as @hono/node-server would pass them: only the socket's peer address matters here. */
export function fromAddress(remoteAddress: string) {
  return { incoming: { socket: { remoteAddress, remotePort: 50000, remoteFamily: remoteAddress.includes(":") ? "IPv6" : "IPv4" } } };
}

export async function apiPost(
  app: App,
  path: string,
  body: Record<string, unknown>,
  opts: { ip?: string; cookie?: string; headers?: Record<string, string> } = {},
): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/json", origin: BASE, ...opts.headers };
  if (opts.cookie) headers.cookie = opts.cookie;
  return app.request(`${BASE}${path}`, { method: "POST", headers, body: JSON.stringify(body) }, fromAddress(opts.ip ?? "127.0.0.1"));
}

/** "a=1; b=2" from a response's Set-Cookie headers (cleared cookies left out). */
export function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** A form post as the browser sends it to a route action. */
export function formRequest(path: string, fields: Record<string, string>, cookie?: string): Request {
  const headers: Record<string, string> = { origin: BASE, "content-type": "application/x-www-form-urlencoded" };
  if (cookie) headers.cookie = cookie;
  return new Request(`${BASE}${path}`, { method: "POST", headers, body: new URLSearchParams(fields).toString() });
}

export function getRequest(path: string, cookie?: string): Request {
  return new Request(`${BASE}${path}`, { headers: cookie ? { cookie } : {} });
}

/** Arguments for a route module's loader or action, as React Router would pass them behind our Hono server. */
export function routeArgs(request: Request, clientIp = "127.0.0.1") {
  return { request, params: {}, context: { cspNonce: "", requestId: "test", clientIp } } as never;
}

/** Runs a loader/action; a thrown Response (redirect, 403 ...) is returned instead of thrown. */
export async function settle<T>(run: () => Promise<T>): Promise<T | Response> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) return error;
    if (isDataWithResponseInit(error)) return new Response(JSON.stringify(error.data), { status: error.init?.status ?? 200 });
    throw error;
  }
}

function isDataWithResponseInit(value: unknown): value is { data: unknown; init: ResponseInit | null } {
  return !!value && typeof value === "object" && (value as { type?: string }).type === "DataWithResponseInit";
}

/** A route result made by data(): its payload and status. */
export function unwrap<T = Record<string, unknown>>(result: unknown): { data: T; status: number } {
  if (isDataWithResponseInit(result)) return { data: result.data as T, status: result.init?.status ?? 200 };
  return { data: result as T, status: 200 };
}

export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** A signed-in account of a test: its user id, e-mail and session cookie. */
export type TestAccount = { id: string; email: string; cookie: string };

/**
 * Signs up through the accounts API (an employer with a company), marks the address confirmed as its link would, and
 * signs in: the account and its session cookie.
 */
export async function signUpConfirmed(
  app: ReturnType<typeof testApp>,
  role: "doctor" | "employer",
  options: { name: string; password: string; email?: string; company?: string },
): Promise<TestAccount> {
  const email = options.email ?? uniqueEmail(role);
  const body: Record<string, unknown> = { name: options.name, email, password: options.password, role };
  if (role === "employer") body.company = options.company ?? "Test Hospital";
  expect((await apiPost(app, "/api/auth/sign-up/email", body)).status).toBe(200);
  await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await apiPost(app, "/api/auth/sign-in/email", { email, password: options.password });
  expect(signIn.status).toBe(200);
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  return { id: row!.id, email, cookie: cookieFrom(signIn) };
}
