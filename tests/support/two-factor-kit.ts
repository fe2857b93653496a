import { expect } from "vitest";
import { apiPost, cookieFrom, type testApp } from "./accounts-kit";
import { secretOf, unusedCode } from "./totp";

// Signing in an account that uses (or must set up) two-factor sign-in, through the real endpoints: the first call
// sets up an authenticator for it (the admin must have one), later calls answer the code challenge.

const secrets = new Map<string, string>();

/** A session cookie for the account, its second factor set up on the first call. */
export async function signInWithCode(app: ReturnType<typeof testApp>, email: string, password: string): Promise<string> {
  const first = await apiPost(app, "/api/auth/sign-in/email", { email, password });
  expect(first.status, `sign-in as ${email}`).toBe(200);
  const cookie = cookieFrom(first);
  const known = secrets.get(email);
  if (known) {
    const second = await apiPost(app, "/api/auth/two-factor/verify-totp", { code: await unusedCode(known) }, { cookie });
    expect(second.status, `second factor of ${email}`).toBe(200);
    return cookieFrom(second);
  }
  const enable = await apiPost(app, "/api/auth/two-factor/enable", { password }, { cookie });
  expect(enable.status, `two-factor set-up of ${email}`).toBe(200);
  const secret = secretOf(((await enable.json()) as { totpURI: string }).totpURI);
  const verify = await apiPost(app, "/api/auth/two-factor/verify-totp", { code: await unusedCode(secret) }, { cookie });
  expect(verify.status).toBe(200);
  secrets.set(email, secret);
  return cookieFrom(verify);
}
