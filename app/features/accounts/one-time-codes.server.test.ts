import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { authRefusals } from "~/lib/messages";
import { security } from "~/features/accounts/messages";
import { action as twoFactorAction } from "~/routes/_site.two-factor";
import { apiPost, cookieFrom, formRequest, routeArgs, testApp, uniqueEmail, unwrap } from "../../../tests/support/accounts-kit";
import { secretOf, totp } from "../../../tests/support/totp";

/** A refused two-factor form: its status and the first message it shows (above the form or beside the code). */
function refusalOf(reply: { status: number; data: unknown }): { status: number; error: string | undefined } {
  const errors = (reply.data as { result?: { error?: Record<string, string[] | null> } }).result?.error ?? {};
  return { status: reply.status, error: Object.values(errors).flat()[0] ?? undefined };
}

// An authenticator code opens one session only (RFC 6238 §5.2): a code that was accepted is refused when sent again,
// and so is any code of an earlier time step of the window, at sign-in as at setup.
let app: ReturnType<typeof testApp>;
const PASSWORD = "Night-Shift-Ledger-58";
const STEP = 30_000;

beforeAll(() => {
  process.env.AUTH_RATE_LIMIT_MAX = "1000";
  process.env.AUTH_RATE_LIMIT_ACCOUNT_MAX = "1000";
  app = testApp();
});

// The clock stands still at the start of a time step unless a test moves it, so a code's step is known.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(new Date(Math.floor(Date.now() / STEP) * STEP + 1000));
});

afterEach(() => {
  vi.useRealTimers();
});

const nextStep = () => vi.setSystemTime(new Date(Date.now() + STEP));

/** A confirmed doctor with two-factor sign-in on (set up with the code of the current step); its e-mail and secret. */
async function enrolled(tag: string): Promise<{ email: string; secret: string; backupCodes: string[] }> {
  const email = uniqueEmail(tag);
  expect((await apiPost(app, "/api/auth/sign-up/email", { name: "Dr. Code", email, password: PASSWORD, role: "doctor" })).status).toBe(200);
  await db().update(user).set({ emailVerified: true }).where(eq(user.email, email));
  const cookie = cookieFrom(await apiPost(app, "/api/auth/sign-in/email", { email, password: PASSWORD }));
  const enable = await apiPost(app, "/api/auth/two-factor/enable", { password: PASSWORD }, { cookie });
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOf(totpURI);
  expect((await apiPost(app, "/api/auth/two-factor/verify-totp", { code: totp(secret) }, { cookie })).status).toBe(200);
  return { email, secret, backupCodes };
}

/** A sign-in's first step: the challenge cookie that asks for the code. */
async function challenge(email: string): Promise<string> {
  const res = await apiPost(app, "/api/auth/sign-in/email", { email, password: PASSWORD });
  expect(((await res.json()) as { twoFactorRedirect?: boolean }).twoFactorRedirect).toBe(true);
  return cookieFrom(res);
}

async function answer(res: Response) {
  const body = (await res.json()) as { code?: string; message?: string };
  return { status: res.status, code: body.code, message: body.message };
}

const used = { status: 401, code: "CODE_ALREADY_USED", message: authRefusals.codeUsed };

describe("an authenticator code", () => {
  it("opens one session: the same code in a second sign-in is refused", async () => {
    const { email, secret } = await enrolled("twice");
    nextStep();
    const code = totp(secret);
    const [first, second] = [await challenge(email), await challenge(email)];
    expect((await apiPost(app, "/api/auth/two-factor/verify-totp", { code }, { cookie: first })).status).toBe(200);
    expect(await answer(await apiPost(app, "/api/auth/two-factor/verify-totp", { code }, { cookie: second }))).toEqual(used);
    // The next step's code is new, and works.
    nextStep();
    expect((await apiPost(app, "/api/auth/two-factor/verify-totp", { code: totp(secret) }, { cookie: second })).status).toBe(200);
  });

  it("of an earlier step of the window is refused once a later one was used", async () => {
    const { email, secret } = await enrolled("earlier");
    nextStep();
    nextStep();
    const earlier = totp(secret, Date.now() - STEP);
    expect((await apiPost(app, "/api/auth/two-factor/verify-totp", { code: totp(secret) }, { cookie: await challenge(email) })).status).toBe(200);
    expect(await answer(await apiPost(app, "/api/auth/two-factor/verify-totp", { code: earlier }, { cookie: await challenge(email) }))).toEqual(used);
  });

  it("that confirmed the setup does not sign in afterwards", async () => {
    const { email, secret } = await enrolled("setup");
    expect(await answer(await apiPost(app, "/api/auth/two-factor/verify-totp", { code: totp(secret) }, { cookie: await challenge(email) }))).toEqual(used);
  });

  it("sent twice at once opens one session", async () => {
    const { email, secret } = await enrolled("parallel");
    nextStep();
    const code = totp(secret);
    const cookies = await Promise.all([challenge(email), challenge(email), challenge(email)]);
    const statuses = await Promise.all(cookies.map((cookie) => apiPost(app, "/api/auth/two-factor/verify-totp", { code }, { cookie }).then((r) => r.status)));
    expect(statuses.sort()).toEqual([200, 401, 401]);
  });

  it("goes in the sign-in form's one box, as does a backup code; a used one gets the form's message", async () => {
    const { email, secret, backupCodes } = await enrolled("form");
    const post = async (code: string) => {
      const result = await twoFactorAction(routeArgs(formRequest("/two-factor", { code, redirectTo: "/dashboard" }, await challenge(email))));
      return result instanceof Response ? { status: result.status, location: result.headers.get("location") } : refusalOf(unwrap(result));
    };
    // The code that confirmed the setup was used: refused with the form's message.
    expect(await post(totp(secret))).toEqual({ status: 401, error: authRefusals.codeUsed });
    nextStep();
    expect(await post(` ${totp(secret).slice(0, 3)} ${totp(secret).slice(3)} `)).toEqual({ status: 302, location: "/dashboard" });
    expect(await post(backupCodes[0]!)).toEqual({ status: 302, location: "/dashboard" });
    expect(await post(backupCodes[0]!)).toEqual({ status: 401, error: security.wrongCode });
    expect(await post("12345")).toEqual({ status: 400, error: security.codeRequired });
  });
});
