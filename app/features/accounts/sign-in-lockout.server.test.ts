import { describe, expect, it } from "vitest";
import type { FormReply } from "~/lib/form-schema";
import { authRefusals } from "~/lib/messages";
import { account as accountMessages } from "~/features/accounts/messages";
import { backoffMs, type SignInPolicy } from "~/services/auth/sign-in-lockout.server";
import { action as loginAction } from "~/routes/_site.login";
import { apiPost, formRequest, routeArgs, uniqueEmail, unwrap } from "../../../tests/support/accounts-kit";
import { limitsHarness, PASSWORD, WRONG } from "../../../tests/support/limits-kit";

// Guessing at an account is slowed down without locking its owner out: only failed sign-ins count, per client
// (3 free failures here, then 2 s, 4 s, 8 s ... between attempts) and per account (after 6 failures from clients it
// does not trust, those take turns: account-limits.server.test.ts, with thirty addresses). better-auth's per-IP
// limit is out of the way here (rate-limit.server.test.ts).
const { app: harnessApp, later, confirmedAccount } = limitsHarness();

const attempt = (email: string, password: string, ip: string) => apiPost(harnessApp(), "/api/auth/sign-in/email", { email, password }, { ip });

async function statuses(email: string, password: string, ips: readonly string[]): Promise<number[]> {
  const out: number[] = [];
  for (const ip of ips) out.push((await attempt(email, password, ip)).status);
  return out;
}

/** What a client is told: status, better-auth's code and message, and the Retry-After header. */
async function answer(res: Response) {
  const body = (await res.json()) as { code?: string; message?: string } | null;
  return { status: res.status, code: body?.code, message: body?.message, retryAfter: res.headers.get("retry-after") };
}

const refused = (retryAfter: number) => ({
  status: 429,
  code: "TOO_MANY_ATTEMPTS",
  message: authRefusals.tooManyAttempts,
  retryAfter: String(retryAfter),
});

describe("one client guessing at an account", () => {
  it("waits longer and longer between guesses, while the owner signs in from their own device", async () => {
    const email = await confirmedAccount("one-ip");
    // The owner is signed in on their own network.
    const home = "198.51.100.77";
    expect((await attempt(email, PASSWORD, home)).status).toBe(200);
    const attacker = "203.0.113.50";
    expect(await statuses(email, WRONG, [attacker, attacker, attacker])).toEqual([401, 401, 401]);
    expect(await answer(await attempt(email, WRONG, attacker))).toEqual(refused(2));
    // Refused before the password check: the right password does not get through either, so nothing is learned.
    expect(await answer(await attempt(email, PASSWORD, attacker))).toEqual(refused(2));
    // Case and spacing do not make another account.
    expect(await answer(await attempt(`  ${email.toUpperCase()} `, WRONG, attacker))).toEqual(refused(2));

    later(1);
    expect(await answer(await attempt(email, WRONG, attacker))).toEqual(refused(1));
    later(1);
    expect((await attempt(email, WRONG, attacker)).status).toBe(401);
    expect(await answer(await attempt(email, WRONG, attacker))).toEqual(refused(4));
    later(4);
    expect((await attempt(email, WRONG, attacker)).status).toBe(401);
    expect(await answer(await attempt(email, WRONG, attacker))).toEqual(refused(8));
    later(8);
    expect((await attempt(email, WRONG, attacker)).status).toBe(401);
    expect(await answer(await attempt(email, WRONG, attacker))).toEqual(refused(16));

    // Six failures: strangers take turns at the account now, and the owner, at home, still gets in at once.
    expect((await attempt(email, PASSWORD, home)).status).toBe(200);

    // A window without failures forgets them.
    later(60);
    expect((await attempt(email, WRONG, attacker)).status).toBe(401);
  });

  it("is one client across the addresses of one IPv6 /64", async () => {
    const email = await confirmedAccount("ipv6");
    expect(await statuses(email, WRONG, ["2001:db8:7:1::1", "2001:db8:7:1::2", "2001:db8:7:1::3"])).toEqual([401, 401, 401]);
    expect(await answer(await attempt(email, WRONG, "2001:db8:7:1::4"))).toEqual(refused(2));
    // Another /64 is another client, and gets its guess checked.
    expect((await attempt(email, WRONG, "2001:db8:7:2::1")).status).toBe(401);
  });

  it("gets exactly its free failures from a burst of parallel guesses", async () => {
    const email = await confirmedAccount("burst");
    const burst = await Promise.all(Array.from({ length: 10 }, () => attempt(email, WRONG, "203.0.113.60")));
    const counts = burst.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 401: 3, 429: 7 });
  });
});

describe("the owner", () => {
  it("signs in with the right password after a few typos", async () => {
    const email = await confirmedAccount("typos");
    const home = "100.64.1.1";
    expect(await statuses(email, WRONG, [home, home])).toEqual([401, 401]);
    expect((await attempt(email, PASSWORD, home)).status).toBe(200);
    // The success forgave the typos: three more are free again, then the owner waits like anyone else.
    expect(await statuses(email, WRONG, [home, home, home])).toEqual([401, 401, 401]);
    expect(await answer(await attempt(email, PASSWORD, home))).toEqual(refused(2));
    later(2);
    expect((await attempt(email, PASSWORD, home)).status).toBe(200);
    expect(await statuses(email, WRONG, [home])).toEqual([401]);
    expect((await attempt(email, PASSWORD, home)).status).toBe(200);
  });

  it("through the /login form after typos, with the form's own messages", async () => {
    const email = await confirmedAccount("form-typos");
    const home = "100.64.1.2";
    // The form's message above it, and the address kept (never the password).
    const typo = () =>
      loginAction(routeArgs(formRequest("/login", { email, password: WRONG }), home)).then((r) => {
        const { status, data } = unwrap<FormReply>(r);
        return { status, message: data.result?.error?.[""], kept: data.result?.initialValue };
      });
    for (let i = 0; i < 3; i++) expect(await typo()).toEqual({ status: 401, message: [accountMessages.invalidCredentials], kept: { email } });
    expect(await typo()).toEqual({ status: 429, message: [accountMessages.tooManyAttemptsRetry(2)], kept: { email } });
    later(2);
    const ok = await loginAction(routeArgs(formRequest("/login", { email, password: PASSWORD }), home));
    expect((ok as Response).status).toBe(302);
  });

  it("is never slowed down by right passwords, an unconfirmed address or malformed requests", async () => {
    const email = await confirmedAccount("only-failures");
    const home = "100.64.2.1";
    expect(await statuses(email, PASSWORD, Array(8).fill(home))).toEqual(Array(8).fill(200));
    // Right password, address not confirmed yet: 403 each time, never a wait.
    const pending = uniqueEmail("pending");
    expect((await apiPost(harnessApp(), "/api/auth/sign-up/email", { name: "P", email: pending, password: PASSWORD, role: "doctor" }, { ip: "192.0.2.251" })).status).toBe(200);
    expect(await statuses(pending, PASSWORD, Array(8).fill(home))).toEqual(Array(8).fill(403));
    // Not an e-mail address: refused by better-auth before any password check, not counted.
    expect(await statuses(`${email} x`, WRONG, Array(8).fill(home))).toEqual(Array(8).fill(400));
    // None of it was counted: the three free failures are still there.
    expect(await statuses(email, WRONG, [home, home, home, home])).toEqual([401, 401, 401, 429]);
  });
});

describe("the wait", () => {
  const policy: SignInPolicy = { windowMs: 60_000, clientFreeFailures: 3, accountFreeFailures: 6, baseDelayMs: 2000 };

  it("doubles with each failure beyond the free ones, up to the window", () => {
    expect([0, 1, 2, 3, 4, 5, 8, 20].map((n) => backoffMs(n, 3, policy))).toEqual([0, 0, 0, 2000, 4000, 8000, 60_000, 60_000]);
    expect([5, 6, 7, 9, 40].map((n) => backoffMs(n, 6, policy))).toEqual([0, 2000, 4000, 16_000, 60_000]);
  });
});
