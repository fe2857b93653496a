import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, expect, vi } from "vitest";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { apiPost, testApp, uniqueEmail } from "./accounts-kit";

// The sign-in limit tests' common ground: 6 failures per account before its untrusted clients take turns (3 free per
// client), a 60 s window, better-auth's per-IP limit out of the way, and a clock that stands still unless a test moves
// it, so every wait is exact.
export const PASSWORD = "Ward-Round-Coffee-61";
export const WRONG = "Not-The-Password-1";

export function limitsHarness() {
  let app: ReturnType<typeof testApp> | undefined;
  beforeAll(() => {
    process.env.AUTH_RATE_LIMIT_WINDOW_SECONDS = "60";
    process.env.AUTH_RATE_LIMIT_MAX = "1000";
    process.env.AUTH_RATE_LIMIT_ACCOUNT_MAX = "6";
    app = testApp();
  });
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date());
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const theApp = () => {
    if (!app) throw new Error("limitsHarness(): the app is made in beforeAll");
    return app;
  };
  return {
    app: theApp,
    /** Moves the standing clock on. */
    later(seconds: number) {
      vi.setSystemTime(new Date(Date.now() + seconds * 1000));
    },
    /** A confirmed doctor account; its e-mail. */
    async confirmedAccount(tag: string): Promise<string> {
      const email = uniqueEmail(tag);
      const res = await apiPost(theApp(), "/api/auth/sign-up/email", { name: "Dr. Owner", email, password: PASSWORD, role: "doctor" }, { ip: "192.0.2.250" });
      expect(res.status).toBe(200);
      await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
      return email;
    },
  };
}
