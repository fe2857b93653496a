import { describe, expect, it } from "vitest";
import type { FormReply } from "~/lib/form-schema";
import { authRefusals } from "~/lib/messages";
import { account as accountMessages, security } from "~/features/accounts/messages";
import { action as loginAction } from "~/routes/_site.login";
import { action as forgotAction } from "~/routes/_site.forgot-password";
import { action as twoFactorAction } from "~/routes/_site.two-factor";
import { apiPost, cookieFrom, formRequest, routeArgs, uniqueEmail, unwrap } from "../../../tests/support/accounts-kit";
import { limitsHarness, PASSWORD, WRONG } from "../../../tests/support/limits-kit";
import { secretOf, totp } from "../../../tests/support/totp";

/** A refused two-factor form: its status and the first message it shows (above the form or beside the code). */
function refusalOf(reply: { status: number; data: unknown }): { status: number; error: string | undefined } {
  const errors = (reply.data as { result?: { error?: Record<string, string[] | null> } }).result?.error ?? {};
  return { status: reply.status, error: Object.values(errors).flat()[0] ?? undefined };
}

// Guesses at one account spread over many addresses: each address's first guess no longer buys a free check. Once
// the account has had 6 failures from clients it does not trust, those clients get one check at a time, 2 s, 4 s,
// 8 s ... apart, whichever address they use, while the owner (a device that signed in before, or an address with a
// live session of the account) still gets in at once. better-auth's per-IP limit is out of the way here.
// Thirty addresses make many requests a test: each gets two minutes on a busy machine.
const { app: harnessApp, later, confirmedAccount } = limitsHarness();

const attempt = (email: string, password: string, ip: string, cookie?: string) =>
  apiPost(harnessApp(), "/api/auth/sign-in/email", { email, password }, { ip, cookie });

/** Thirty addresses, none used twice. */
const addresses = (prefix: string) => Array.from({ length: 30 }, (_, i) => `${prefix}.${i + 1}`);

async function statuses(email: string, password: string, ips: readonly string[]): Promise<number[]> {
  const out: number[] = [];
  for (const ip of ips) out.push((await attempt(email, password, ip)).status);
  return out;
}

const waits = async (responses: Promise<Response>[]) => (await Promise.all(responses)).map((r) => r.headers.get("retry-after"));

describe("guesses at one account from thirty addresses", { timeout: 120_000 }, () => {
  it("get 6 checks, then one at a time with a growing wait, each refusal saying how long", async () => {
    const email = await confirmedAccount("thirty");
    const bots = addresses("198.18.1");
    expect(await statuses(email, WRONG, bots)).toEqual([...Array(6).fill(401), ...Array(24).fill(429)]);
    // The refusal names the wait; the right password from a fresh address is refused as well, so nothing is learned.
    const refused = await attempt(email, PASSWORD, "198.18.2.1");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("2");
    expect(((await refused.json()) as { message: string }).message).toBe(authRefusals.tooManyAttempts);

    // One check per wait, whichever address it comes from; each failure doubles the wait.
    later(2);
    expect(await statuses(email, WRONG, ["198.18.2.2", "198.18.2.3"])).toEqual([401, 429]);
    expect(await waits([attempt(email, WRONG, "198.18.2.4")])).toEqual(["4"]);
    later(4);
    expect(await statuses(email, WRONG, ["198.18.2.5", "198.18.2.6"])).toEqual([401, 429]);
    expect(await waits([attempt(email, WRONG, "198.18.2.7")])).toEqual(["8"]);
    later(8);
    expect(await statuses(email, WRONG, ["198.18.2.8"])).toEqual([401]);
    expect(await waits([attempt(email, WRONG, "198.18.2.9")])).toEqual(["16"]);

    // A whole window without a check forgets the failures.
    later(60);
    expect(await statuses(email, WRONG, bots.slice(0, 6))).toEqual(Array(6).fill(401));
  });

  it("in a parallel burst get exactly the free checks", async () => {
    const email = await confirmedAccount("burst30");
    const burst = await Promise.all(addresses("198.18.3").map((ip) => attempt(email, WRONG, ip)));
    const counts = burst.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.status]: (acc[r.status] ?? 0) + 1 }), {});
    expect(counts).toEqual({ 401: 6, 429: 24 });
  });

  it("are refused on the /login form with a message that names the wait", async () => {
    const email = await confirmedAccount("form30");
    const bots = addresses("198.18.4");
    let last = { status: 0, message: undefined as string[] | undefined };
    for (const ip of bots) {
      const { status, data } = unwrap<FormReply>(await loginAction(routeArgs(formRequest("/login", { email, password: WRONG }), ip)));
      last = { status, message: data.result?.error?.[""] ?? undefined };
    }
    expect(last).toEqual({ status: 429, message: [accountMessages.tooManyAttemptsRetry(2)] });
  });
});

describe("the owner, while thirty addresses guess", { timeout: 120_000 }, () => {
  it("signs in at once from a device that signed in before, through the API and the /login form", async () => {
    const email = await confirmedAccount("device");
    const first = await attempt(email, PASSWORD, "100.64.5.1");
    expect(first.status).toBe(200);
    const device = cookieFrom(first)
      .split("; ")
      .filter((c) => c.includes("known_device"))
      .join("; ");
    expect(device).not.toBe("");

    expect(await statuses(email, WRONG, addresses("198.18.5"))).toContain(429);
    // From a new network (a train, a hotel), with the device's mark: in at once.
    expect((await attempt(email, PASSWORD, "100.64.6.1", device)).status).toBe(200);
    const viaForm = await loginAction(routeArgs(formRequest("/login", { email, password: PASSWORD }, device), "100.64.6.2"));
    expect((viaForm as Response).status).toBe(302);
    // The same from an address without the mark: waits like the guessers.
    expect((await attempt(email, PASSWORD, "100.64.6.3")).status).toBe(429);
    // The mark is this account's: it does not open the way to another one.
    const other = await confirmedAccount("other-account");
    await statuses(other, WRONG, addresses("198.18.6"));
    expect((await attempt(other, PASSWORD, "100.64.6.4", device)).status).toBe(429);
  });

  it("signs in at once from an address where the account is signed in", async () => {
    const email = await confirmedAccount("home");
    const home = "100.64.7.1";
    expect((await attempt(email, PASSWORD, home)).status).toBe(200);
    expect(await statuses(email, WRONG, addresses("198.18.7"))).toContain(429);
    expect((await attempt(email, PASSWORD, home)).status).toBe(200);
    // A forged mark counts for nothing.
    const forged = "better-auth.known_device=abc.def";
    expect((await attempt(email, PASSWORD, "100.64.7.2", forged)).status).toBe(429);
  });

  it("still waits after failing from a trusted device", async () => {
    const email = await confirmedAccount("typo-device");
    const home = "100.64.8.1";
    expect((await attempt(email, PASSWORD, home)).status).toBe(200);
    expect(await statuses(email, WRONG, [home, home, home])).toEqual([401, 401, 401]);
    expect((await attempt(email, PASSWORD, home)).status).toBe(429);
  });
});

describe("second-factor codes at one account from thirty addresses", { timeout: 120_000 }, () => {
  /** An account with two-factor sign-in on, set up at `home` (so it has a session there); its e-mail and secret. */
  async function enrolled(tag: string, home: string): Promise<{ email: string; secret: string }> {
    const email = await confirmedAccount(tag);
    const cookie = cookieFrom(await attempt(email, PASSWORD, home));
    const enable = await apiPost(harnessApp(), "/api/auth/two-factor/enable", { password: PASSWORD }, { cookie, ip: home });
    const secret = secretOf(((await enable.json()) as { totpURI: string }).totpURI);
    expect((await apiPost(harnessApp(), "/api/auth/two-factor/verify-totp", { code: totp(secret) }, { cookie, ip: home })).status).toBe(200);
    return { email, secret };
  }

  /** The password step from `ip`: the challenge cookie. */
  async function challenge(email: string, ip: string): Promise<string> {
    const res = await attempt(email, PASSWORD, ip);
    expect(((await res.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
    return cookieFrom(res);
  }

  const wrongCode = (secret: string) => String((Number(totp(secret)) + 500_000) % 1_000_000).padStart(6, "0");

  it("get 6 checks, then wait their turn, while the owner at home gets in at once", async () => {
    const home = "100.64.9.1";
    const { email, secret } = await enrolled("codes30", home);
    const results: Response[] = [];
    for (const ip of addresses("198.18.9")) {
      const cookie = await challenge(email, ip);
      results.push(await apiPost(harnessApp(), "/api/auth/two-factor/verify-totp", { code: wrongCode(secret) }, { cookie, ip }));
    }
    expect(results.map((r) => r.status)).toEqual([...Array(6).fill(401), ...Array(24).fill(429)]);
    expect(results[29]!.headers.get("retry-after")).toBe("2");
    // The right code from a fresh address is refused as well: nothing is learned.
    const stranger = "198.18.10.1";
    expect((await apiPost(harnessApp(), "/api/auth/two-factor/verify-totp", { code: totp(secret, Date.now() + 30_000) }, { cookie: await challenge(email, stranger), ip: stranger })).status).toBe(429);
    // A backup code counts the same.
    expect((await apiPost(harnessApp(), "/api/auth/two-factor/verify-backup-code", { code: "aaaaa-bbbbb" }, { cookie: await challenge(email, stranger), ip: stranger })).status).toBe(429);
    // The turn comes round: one check, then a longer wait.
    later(2);
    const turn = "198.18.10.2";
    expect((await apiPost(harnessApp(), "/api/auth/two-factor/verify-totp", { code: wrongCode(secret) }, { cookie: await challenge(email, turn), ip: turn })).status).toBe(401);
    expect((await apiPost(harnessApp(), "/api/auth/two-factor/verify-totp", { code: wrongCode(secret) }, { cookie: await challenge(email, stranger), ip: stranger })).headers.get("retry-after")).toBe("4");

    // The owner, at home, with the next code: in at once, through the form's one box.
    later(30);
    const owner = await twoFactorAction(routeArgs(formRequest("/two-factor", { code: totp(secret), redirectTo: "/dashboard" }, await challenge(email, home)), home));
    expect((owner as Response).status).toBe(302);
    // A stranger on the form gets the turn that came round meanwhile, then is told how long to wait.
    const guess = async () =>
      refusalOf(unwrap(await twoFactorAction(routeArgs(formRequest("/two-factor", { code: wrongCode(secret) }, await challenge(email, stranger)), stranger))));
    expect(await guess()).toEqual({ status: 401, error: security.wrongCode });
    expect(await guess()).toEqual({ status: 429, error: accountMessages.tooManyAttemptsRetry(8) });
  });
});

describe("password reset requests for one address from thirty clients", { timeout: 120_000 }, () => {
  const request = async (email: string, ip: string) => {
    const { status, data } = unwrap<FormReply & { sent?: string }>(await forgotAction(routeArgs(formRequest("/forgot-password", { email }), ip)));
    return { status, sent: data.sent, message: data.result?.error?.email ?? undefined };
  };

  it("are answered alike for a known and an unknown address: the same neutral answer, then a growing wait", async () => {
    const known = await confirmedAccount("reset30");
    const unknown = uniqueEmail("nobody");
    for (const email of [known, unknown]) {
      const answers = [];
      for (const ip of addresses("198.18.11")) answers.push(await request(email, ip));
      expect(answers.slice(0, 6)).toEqual(Array(6).fill({ status: 200, sent: email, message: undefined }));
      expect(answers.slice(6)).toEqual(Array(24).fill({ status: 429, sent: undefined, message: [accountMessages.tooManyAttemptsRetry(2)] }));
    }
    later(2);
    expect(await request(known, "198.18.12.1")).toEqual({ status: 200, sent: known, message: undefined });
    expect(await request(known, "198.18.12.2")).toEqual({ status: 429, sent: undefined, message: [accountMessages.tooManyAttemptsRetry(4)] });
  });
});
