import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { db } from "~/db/client.server";
import { ownOrganisationId } from "~/db/organisations.server";
import { organisations, profiles, user } from "~/db/schema";
import { env } from "~/env.server";
import { apiPost, BASE, cookieFrom, settle, testApp, uniqueEmail, unwrap } from "./accounts-kit";

// Signed-in accounts for tests that call route actions as a browser would: sign-up and sign-in go through the real
// auth handler, so the action reads a real session cookie.

export type SignedIn = { id: string; cookie: string };

let app: ReturnType<typeof testApp> | null = null;

export async function signedIn(role: "doctor" | "employer", options: { admin?: boolean; company?: string; verified?: boolean } = {}): Promise<SignedIn> {
  app ??= testApp();
  const email = options.admin ? env().ADMIN_EMAIL : uniqueEmail(role);
  const password = "Secure-Clinic-204";
  const body: Record<string, unknown> = { name: role === "doctor" ? "Dr. Form Tester" : "Form HR", email, password, role };
  if (role === "employer") body.company = options.company ?? "Form Hospital";
  expect((await apiPost(app, "/api/auth/sign-up/email", body)).status).toBe(200);
  await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const signIn = await apiPost(app, "/api/auth/sign-in/email", { email, password });
  expect(signIn.status).toBe(200);
  // The admin's powers need two-factor sign-in (session.server.ts). This session was opened before the flag, as if
  // the code had been entered: the enrolment itself is proven in tests/trust.server.test.ts.
  if (options.admin) await db().update(user).set({ twoFactorEnabled: true }).where(eq(user.email, email));
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  // An employer the admin has verified (a new one is pending: decision 081).
  // An employer's verification is its organisation's (decision 091).
  if (options.verified) {
    await db().update(profiles).set({ verifiedAt: new Date() }).where(eq(profiles.userId, row!.id));
    if (role === "employer") await db().update(organisations).set({ verifiedAt: new Date() }).where(eq(organisations.id, ownOrganisationId(row!.id)));
  }
  return { id: row!.id, cookie: cookieFrom(signIn) };
}

/** A form post with these entries (pairs, so a field may repeat; a File makes it multipart). */
export function post(path: string, entries: [string, string | File][], cookie?: string, headers: Record<string, string> = {}): Request {
  const multipart = entries.some(([, v]) => typeof v !== "string");
  const all: Record<string, string> = { origin: BASE, ...headers };
  if (cookie) all.cookie = cookie;
  let body: BodyInit;
  if (multipart) {
    const form = new FormData();
    for (const [k, v] of entries) form.append(k, v);
    body = form;
  } else {
    all["content-type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(entries as [string, string][]).toString();
  }
  return new Request(`${BASE}${path}`, { method: "POST", headers: all, body });
}

export const actionArgs = (request: Request, params: Record<string, string> = {}) =>
  ({ request, params, context: { cspNonce: "", requestId: "test", clientIp: "127.0.0.1" } }) as never;

/** What a loader or action answered: status, JSON body (or { body: text }), and the redirect target if any. */
export async function outcome(run: () => Promise<unknown>): Promise<{ status: number; data: Record<string, unknown>; location: string | null }> {
  const result = await settle(run);
  if (result instanceof Response) {
    const text = await result.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: keep the text
    }
    return {
      status: result.status,
      data: (typeof parsed === "object" && parsed ? parsed : { body: parsed }) as Record<string, unknown>,
      location: result.headers.get("location"),
    };
  }
  return { ...unwrap(result), location: null };
}
