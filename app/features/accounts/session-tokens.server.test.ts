import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { session, user } from "~/db/schema";
import { auth } from "~/services/auth/auth.server";
import { apiPost, BASE, cookieFrom, fromAddress, testApp, uniqueEmail } from "../../../tests/support/accounts-kit";

// The session token lives in the HttpOnly cookie only: no /api/auth answer hands it to page scripts (an injected
// script could otherwise read it). Signing out, revoking other sessions and changing the password work without it.
let app: ReturnType<typeof testApp>;

beforeAll(() => {
  process.env.AUTH_RATE_LIMIT_MAX = "1000";
  process.env.AUTH_RATE_LIMIT_ACCOUNT_MAX = "1000";
  app = testApp();
});

const PASSWORD = "Night-Shift-Tea-73";

async function confirmedAccount(): Promise<{ email: string; userId: string }> {
  const email = uniqueEmail("tokens");
  expect((await apiPost(app, "/api/auth/sign-up/email", { name: "Dr. Token", email, password: PASSWORD, role: "doctor" })).status).toBe(200);
  await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const [row] = await db().select({ id: user.id }).from(user).where(eq(user.email, email));
  return { email, userId: row!.id };
}

/** Signs in; the cookie and the raw session token inside it (the cookie holds "<token>.<signature>"). */
async function signIn(email: string, ip = "127.0.0.1") {
  const res = await apiPost(app, "/api/auth/sign-in/email", { email, password: PASSWORD }, { ip });
  expect(res.status).toBe(200);
  const cookie = cookieFrom(res);
  const value = cookie.split("; ").find((c) => c.startsWith("better-auth.session_token="))!.split("=")[1]!;
  const token = decodeURIComponent(value).split(".")[0]!;
  return { res, cookie, token };
}

function get(path: string, cookie: string) {
  return app.request(`${BASE}${path}`, { headers: { cookie } }, fromAddress("127.0.0.1"));
}

/** Every key and every string value anywhere in a JSON value. */
function keysAndStrings(value: unknown, out: { keys: string[]; strings: string[] } = { keys: [], strings: [] }) {
  if (typeof value === "string") out.strings.push(value);
  else if (Array.isArray(value)) for (const v of value) keysAndStrings(v, out);
  else if (value && typeof value === "object") {
    for (const [k, v] of Object.entries(value)) {
      out.keys.push(k);
      keysAndStrings(v, out);
    }
  }
  return out;
}

function expectNoToken(json: unknown, token: string) {
  const { keys, strings } = keysAndStrings(json);
  expect(keys).not.toContain("token");
  expect(strings).not.toContain(token);
  expect(JSON.stringify(json)).not.toContain(token);
}

describe("session tokens", () => {
  it("are in no answer of sign-in, get-session or list-sessions", async () => {
    const { email, userId } = await confirmedAccount();
    const first = await signIn(email);
    const second = await signIn(email, "127.0.0.2");
    // The tokens are real: they are the session rows' tokens.
    const rows = await db().select({ id: session.id, token: session.token }).from(session).where(eq(session.userId, userId));
    expect(rows.map((r) => r.token).sort()).toEqual([first.token, second.token].sort());

    const signInBody = (await first.res.json()) as { token: unknown; user: { email: string } };
    expect(signInBody.user.email).toBe(email);
    expect(signInBody.token).toBeNull();
    expect(JSON.stringify(signInBody)).not.toContain(first.token);

    const current = await get("/api/auth/get-session", first.cookie);
    expect(current.status).toBe(200);
    const currentBody = (await current.json()) as { session: { id: string; userId: string }; user: { email: string } };
    expect(currentBody.user.email).toBe(email);
    expect(currentBody.session.userId).toBe(userId);
    expect(rows.map((r) => r.id)).toContain(currentBody.session.id);
    expectNoToken(currentBody, first.token);

    const list = await get("/api/auth/list-sessions", first.cookie);
    expect(list.status).toBe(200);
    const sessions = (await list.json()) as { id: string; userId: string }[];
    expect(sessions.map((s) => s.id).sort()).toEqual(rows.map((r) => r.id).sort());
    expectNoToken(sessions, first.token);
    expectNoToken(sessions, second.token);

    // Server-side reads get no token either, and still find the signed-in user.
    const viewer = await auth().api.getSession({ headers: new Headers({ cookie: first.cookie }) });
    expect(viewer?.user.email).toBe(email);
    expect(viewer?.session).not.toHaveProperty("token");
  });

  it("are not needed to revoke the other sessions, change the password or sign out", async () => {
    const { email } = await confirmedAccount();
    const here = await signIn(email);
    const elsewhere = await signIn(email, "127.0.0.2");
    const third = await signIn(email, "127.0.0.3");

    const revoked = await apiPost(app, "/api/auth/revoke-other-sessions", {}, { cookie: here.cookie });
    expect(revoked.status).toBe(200);
    expect(await auth().api.getSession({ headers: new Headers({ cookie: elsewhere.cookie }) })).toBeNull();
    expect(await auth().api.getSession({ headers: new Headers({ cookie: third.cookie }) })).toBeNull();
    expect(await auth().api.getSession({ headers: new Headers({ cookie: here.cookie }) })).not.toBeNull();

    // Changing the password renews this session's cookie; the answer does not carry the new token.
    const other = await signIn(email, "127.0.0.4");
    const changed = await apiPost(
      app,
      "/api/auth/change-password",
      { currentPassword: PASSWORD, newPassword: "Brand-New-Rounds-88", revokeOtherSessions: true },
      { cookie: here.cookie },
    );
    expect(changed.status).toBe(200);
    const renewed = cookieFrom(changed).split("; ").filter((c) => c.startsWith("better-auth.session_token=")).join("; ");
    expect(renewed).not.toBe("");
    const newToken = decodeURIComponent(renewed.split("=")[1]!).split(".")[0]!;
    const changedBody = (await changed.json()) as { token: unknown; user: { email: string } };
    expect(changedBody.user.email).toBe(email);
    expect(changedBody.token).toBeNull();
    expect(JSON.stringify(changedBody)).not.toContain(newToken);
    expect(await auth().api.getSession({ headers: new Headers({ cookie: other.cookie }) })).toBeNull();
    expect(await auth().api.getSession({ headers: new Headers({ cookie: renewed }) })).not.toBeNull();

    const out = await apiPost(app, "/api/auth/sign-out", {}, { cookie: renewed });
    expect(out.status).toBe(200);
    expect(await auth().api.getSession({ headers: new Headers({ cookie: renewed }) })).toBeNull();
  });
});
