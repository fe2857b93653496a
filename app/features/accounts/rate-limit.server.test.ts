import { beforeAll, describe, expect, it, vi } from "vitest";
import { authRefusals } from "~/lib/messages";
import { account as accountMessages } from "~/features/accounts/messages";
import { consumeLimit } from "~/services/auth/rate-limit.server";
import type { FormReply } from "~/lib/form-schema";
import { action as loginAction } from "~/routes/_site.login";
import { action as verifyAction } from "~/routes/_site.verify-email";
import { apiPost, formRequest, routeArgs, testApp, uniqueEmail, unwrap } from "../../../tests/support/accounts-kit";

// Scripted guessing is refused with HTTP 429: per client IP (better-auth's limiter, database storage, on in every
// mode) and per account (failed sign-ins, so spreading guesses over many IPs does not help). With an account limit
// of 4, the account is under attack after 4 failures and a client waits after 2 of its own; the owner's side of
// this is in sign-in-lockout.server.test.ts.
let app: ReturnType<typeof testApp>;

beforeAll(() => {
  process.env.AUTH_RATE_LIMIT_WINDOW_SECONDS = "60";
  process.env.AUTH_RATE_LIMIT_MAX = "3";
  process.env.AUTH_RATE_LIMIT_ACCOUNT_MAX = "4";
  app = testApp();
});

const signIn = (email: string, ip: string, headers?: Record<string, string>) =>
  apiPost(app, "/api/auth/sign-in/email", { email, password: "Not-The-Password-1" }, { ip, headers });

describe("rate limits", () => {
  it("refuse a fourth sign-in from one IP within the window, with 429 and a retry time", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await signIn(uniqueEmail(`ip${i}`), "203.0.113.7")).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client is not affected.
    expect((await signIn(uniqueEmail("other"), "203.0.113.8")).status).toBe(401);
  });

  it("cannot be dodged with forged forwarding headers", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const spoof = `198.51.100.${i + 1}`;
      statuses.push((await signIn(uniqueEmail(`spoof${i}`), "203.0.113.9", { "x-forwarded-for": spoof, "x-dochire-client-ip": spoof })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it("refuse guesses at one account spread over many IPs", async () => {
    const email = uniqueEmail("target");
    const responses = [];
    // Every client's first guess is checked (the owner could be any of them); the fifth comes from the first again,
    // within its wait: the clock stands still, so a busy machine does not let that wait run out.
    // The last guess (the same account in other case and spacing) is made on the same clock: on a machine busy enough
    // the second client's wait ran out before it, and the guess was checked instead of refused.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    let respelled: Response;
    try {
      for (let i = 0; i < 5; i++) responses.push(await signIn(email, `192.0.2.${(i % 4) + 10}`));
      respelled = await signIn(`  ${email.toUpperCase()} `, "192.0.2.11");
    } finally {
      vi.useRealTimers();
    }
    expect(responses.map((r) => r.status)).toEqual([401, 401, 401, 401, 429]);
    const last = responses[4]!;
    expect(((await last.json()) as { message: string }).message).toBe(authRefusals.tooManyAttempts);
    expect(Number(last.headers.get("retry-after"))).toBeGreaterThan(0);
    // Case and spacing do not make a new account.
    expect(respelled.status).toBe(429);
  });

  it("limit sign-up per account too", async () => {
    const email = uniqueEmail("signup");
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await apiPost(app, "/api/auth/sign-up/email", { name: "N", email, password: "Healing-Hands-42", role: "doctor" }, { ip: `192.0.2.${i + 50}` });
      statuses.push(res.status);
    }
    expect(statuses.slice(4)).toEqual([429]);
  });

  it("show the sign-in screen's message with status 429", async () => {
    const email = uniqueEmail("screen");
    let last: { data: FormReply; status: number } = { data: { result: null, toast: null }, status: 0 };
    // The clock stands still: the first client's wait (2 s after the account's fourth failure) must not run out while
    // the other three guesses are checked, which on a busy machine took longer than that.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() });
    try {
      for (let i = 0; i < 5; i++) {
        last = unwrap<FormReply>(await loginAction(routeArgs(formRequest("/login", { email, password: "Not-The-Password-1" }), `192.0.2.${(i % 4) + 100}`)));
      }
    } finally {
      vi.useRealTimers();
    }
    expect(last.status).toBe(429);
    // The fifth guess comes after the account's fourth failure: strangers' next turn is 2 s away.
    expect(last.data.result?.error?.[""]).toEqual([accountMessages.tooManyAttemptsRetry(2)]);
  });

  it("hold for the resend-confirmation action the sign-up success panels post to", async () => {
    const email = uniqueEmail("resend");
    expect((await apiPost(app, "/api/auth/sign-up/email", { name: "Dr. Resend", email, password: "Healing-Hands-42", role: "doctor" }, { ip: "192.0.2.200" })).status).toBe(200);
    const statuses: number[] = [];
    let last: { data: FormReply & { sent?: string }; status: number } = { data: { result: null, toast: null }, status: 0 };
    for (let i = 0; i < 4; i++) {
      last = unwrap(await verifyAction(routeArgs(formRequest("/verify-email", { email }), "192.0.2.201")));
      statuses.push(last.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
    // Told beside the address, which stays as typed.
    expect(last.data.result?.error?.email).toEqual([accountMessages.tooManyAttemptsRetry(60)]);
    expect(last.data.result?.initialValue).toEqual({ email });
  });

  it("count in fixed windows", async () => {
    const rule = { windowSeconds: 10, max: 2 };
    const t0 = 1_000_000;
    expect(await consumeLimit("test:window", rule, t0)).toEqual({ allowed: true });
    expect(await consumeLimit("test:window", rule, t0 + 1000)).toEqual({ allowed: true });
    expect(await consumeLimit("test:window", rule, t0 + 2000)).toEqual({ allowed: false, retryAfterSeconds: 8 });
    expect(await consumeLimit("test:window", rule, t0 + 10_000)).toEqual({ allowed: true });
  });
});
