import { eq } from "drizzle-orm";
import { betterAuth, getCurrentAdapter, type BetterAuthPlugin } from "better-auth";
import { twoFactor } from "better-auth/plugins";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError, createAuthMiddleware, createEmailVerificationToken, isAPIError } from "better-auth/api";
import { db } from "~/db/client.server";
import { noteDatabaseError } from "~/db/availability.server";
import { ensureOwnOrganisation, isOpenInvitation } from "~/db/organisations.server";
import * as schema from "~/db/schema";
import { env } from "~/env.server";
import { MIN_PASSWORD_LENGTH } from "~/lib/constants";
import { authRefusals } from "~/lib/messages";
import { singleton } from "~/server-lib/singleton.server";
import { logger } from "~/services/logger.server";
import type { OutgoingMail } from "~/services/mail/mailer.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { existingAccountMail, passwordChangedMail, resetPasswordMail, siteUrl, verificationMail } from "~/services/mail/templates.server";
import { isCommonPassword } from "./password-policy.server";
import { consumeAccountLimit, type AccountAction } from "./rate-limit.server";
import { isTrustedClient, setDeviceMark } from "./device-trust.server";
import { admitSignIn, recordSignInOutcome, type SignInOutcome } from "./sign-in-lockout.server";
import { authSecret } from "./secret.server";
import { cancelDeletionOnSignIn } from "./deletion-cancel.server";
import { clientOf, tooManyAttempts } from "./hook-context.server";
import { afterSecondFactor, beforeSecondFactor, SECOND_FACTOR_PATHS } from "./second-factor.server";
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "./totp-replay.server";
import { accountProfileRow, markPasswordChanged, parseSignUpProfile } from "./signup-profile.server";
import { pageUrl } from "~/server-lib/page-url.server";

/**
 * The client address as the Hono server determined it (socket peer, or the proxy's X-Forwarded-For entry with
 * TRUST_PROXY). server/app.ts overwrites whatever a client sent under this name, so better-auth's per-IP limiter
 * can trust it.
 */
export const CLIENT_IP_HEADER = "x-dochire-client-ip";

/** Confirmation links stay valid for a day; reset links for an hour (and work once). */
const VERIFICATION_EXPIRES_SECONDS = 24 * 60 * 60;
const RESET_EXPIRES_SECONDS = 60 * 60;

/** better-auth endpoints that get our per-IP limit (instead of its defaults of 3 per 10-60 s). */
const LIMITED_PATHS = [
  "/sign-in/email",
  "/sign-up/email",
  "/change-password",
  "/request-password-reset",
  "/reset-password",
  "/send-verification-email",
] as const;

/**
 * better-auth endpoint -> the per-account counter it spends (keyed by the e-mail in the body). Sign-in is limited by
 * its failures instead, per client and per account (sign-in-lockout.server.ts), so that guesses cannot lock the
 * owner out.
 */
const ACCOUNT_LIMITED: Record<string, AccountAction> = {
  "/sign-up/email": "signup",
  "/request-password-reset": "reset",
  "/send-verification-email": "verify",
};

function trustedOrigins(baseUrl: string): string[] {
  // localhost and 127.0.0.1 are different origins to the browser; accept both for a local BASE_URL.
  const url = new URL(baseUrl);
  const origins = new Set([url.origin]);
  if (url.hostname === "localhost") origins.add(`${url.protocol}//127.0.0.1${url.port ? `:${url.port}` : ""}`);
  if (url.hostname === "127.0.0.1") origins.add(`${url.protocol}//localhost${url.port ? `:${url.port}` : ""}`);
  return [...origins];
}

export function allowedOrigins(): string[] {
  return trustedOrigins(env().BASE_URL);
}

function assertNotCommon(password: unknown) {
  if (typeof password === "string" && isCommonPassword(password)) {
    throw new APIError("BAD_REQUEST", { message: authRefusals.commonPassword, code: "PASSWORD_TOO_COMMON" });
  }
}

async function enforceAccountLimit(action: AccountAction, email: unknown) {
  if (typeof email !== "string" || !email.trim()) return;
  const decision = await consumeAccountLimit(action, email);
  if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
}

const SIGN_IN_PATH = "/sign-in/email";
const SESSION_OPENING_PATHS: ReadonlySet<string> = new Set([SIGN_IN_PATH, ...SECOND_FACTOR_PATHS]);

/** The e-mail a sign-in is for, when the body has one (better-auth refuses the rest before any password check). */
function signInEmail(body: unknown): string | null {
  const email = (body as Record<string, unknown> | undefined)?.email;
  return typeof email === "string" && email.trim() ? email : null;
}

/**
 * Whether a sign-in request was admitted as a trusted client (device-trust.server.ts), from hooks.before to
 * hooks.after: the after hook cannot ask again, since a success has just opened a session at the client's address.
 * Calls without a request (server-side auth.api) are never trusted.
 */
const trustedSignIns = new WeakMap<Request, boolean>();

/** The e-mail of the user an endpoint returned (a sign-in that opened a session), if any. */
function signedInEmail(returned: unknown): string | null {
  if (!isJsonObject(returned) || !isJsonObject(returned.user)) return null;
  const email = returned.user.email;
  return typeof email === "string" && typeof returned.token !== "undefined" ? email : null;
}

/** What better-auth's answer to a sign-in means for the failure counters. */
function signInOutcome(returned: unknown): SignInOutcome {
  if (isAPIError(returned)) {
    return returned.statusCode === 401 && returned.body?.code === "INVALID_EMAIL_OR_PASSWORD" ? "wrong-password" : "other";
  }
  return isJsonObject(returned) && "user" in returned ? "success" : "other";
}

type JsonObject = Record<string, unknown>;

function isJsonObject(value: unknown): value is JsonObject {
  if (!value || typeof value !== "object" || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** A session record as better-auth returns it (id, token, userId, expiresAt ...). */
function isSessionRecord(value: unknown): value is JsonObject {
  return isJsonObject(value) && "token" in value && "userId" in value && "expiresAt" in value;
}

function withoutToken(session: JsonObject): JsonObject {
  return Object.fromEntries(Object.entries(session).filter(([key]) => key !== "token"));
}

/**
 * An endpoint's JSON without session tokens, which belong in the HttpOnly cookie only: session records (get-session,
 * list-sessions, update-session) lose their `token`, and the token that sign-in, sign-up and change-password put
 * beside the `user` becomes null. Returns the value itself when it carries no token.
 */
function withoutSessionTokens(value: unknown): unknown {
  if (Array.isArray(value)) return value.some(isSessionRecord) ? value.map((v) => (isSessionRecord(v) ? withoutToken(v) : v)) : value;
  if (!isJsonObject(value)) return value;
  let out = value;
  if (isSessionRecord(out.session)) out = { ...out, session: withoutToken(out.session) };
  if (typeof out.token === "string" && "user" in out) out = { ...out, token: null };
  return out;
}

/**
 * Queues a mail; a failure to queue it is logged, not thrown, so an answer never differs between known and unknown
 * addresses (the user can ask for the mail again).
 */
async function deliver(mail: OutgoingMail) {
  try {
    await queueMail(mail);
  } catch (error) {
    logger().error({ err: error, subject: mail.subject }, "could not queue mail");
  }
}

function verificationUrl(token: string): string {
  return siteUrl(`/verify-email?token=${encodeURIComponent(token)}`);
}

/**
 * The profiles table, made known to better-auth's adapter so that a sign-up can write its row inside the adapter's
 * transaction (a write through the pool would run on another connection, outside it).
 */
const ACCOUNT_PROFILE_MODEL = "accountProfile";
/**
 * Signing in during the grace period cancels a requested deletion, and says so by mail (decision 085). Only a complete
 * sign-in does: a plugin's after-hooks run after the two-factor plugin's, which has by then withdrawn the session of
 * a password that still needs its second factor (newSession null), so a password alone cancels nothing.
 */
const deletionCancelledBySignIn = {
  id: "deletion-cancelled-by-sign-in",
  hooks: {
    after: [
      {
        matcher: () => true,
        handler: createAuthMiddleware(async (ctx) => {
          const signedIn = ctx.context.newSession;
          if (signedIn) await cancelDeletionOnSignIn(signedIn.user.id);
        }),
      },
    ],
  },
} satisfies BetterAuthPlugin;

/**
 * A new employer account owns a one-person organisation of its own (docs/decisions/091), unless it signed up from an
 * organisation's invitation sent to its address: it then joins that one when it accepts. Run after the sign-up's
 * transaction; it changes nothing for an address that already had an account in an organisation.
 */
async function giveEmployerItsOrganisation(body: unknown): Promise<void> {
  const b = (body ?? {}) as Record<string, unknown>;
  if (b.role !== "employer" || typeof b.email !== "string") return;
  const email = b.email.trim().toLowerCase();
  if (typeof b.invitation === "string" && (await isOpenInvitation(b.invitation, email))) return;
  const [row] = await db().select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, email)).limit(1);
  if (row) await ensureOwnOrganisation(row.id);
}

const accountProfiles = {
  id: "account-profiles",
  schema: {
    [ACCOUNT_PROFILE_MODEL]: {
      modelName: "profiles",
      fields: {
        userId: { type: "string", required: false, unique: true },
        role: { type: "string", required: true },
        name: { type: "string", required: true },
        email: { type: "string", required: false },
        specialization: { type: "string", required: false },
        company: { type: "string", required: false },
        consentVersion: { type: "string", required: false },
        consentedAt: { type: "date", required: false },
      },
    },
  },
} satisfies BetterAuthPlugin;

function createAuth() {
  const e = env();
  const windowSeconds = e.AUTH_RATE_LIMIT_WINDOW_SECONDS;
  const ipRule = { window: windowSeconds, max: e.AUTH_RATE_LIMIT_MAX };
  return betterAuth({
    appName: e.BRAND_NAME,
    // better-auth's own messages ("User not found" on a failed sign-in ...) go to the app's log, at their level.
    // (No `level`: setting one makes better-auth also print every refused request to the console.)
    logger: {
      log: (level, message, ...args) => {
        const log = logger();
        const err: unknown = args.find((a) => a instanceof Error);
        const fields = err ? { err } : args.length ? { details: args } : {};
        // A lost database connection inside better-auth: the server turns its 500 into a 503 (server/app.ts).
        if (err) noteDatabaseError(err);
        if (level === "error") log.error(fields, `better-auth: ${message}`);
        else if (level === "warn") log.warn(fields, `better-auth: ${message}`);
        else if (level === "debug") log.debug(fields, `better-auth: ${message}`);
        else log.info(fields, `better-auth: ${message}`);
      },
    },
    baseURL: e.BASE_URL,
    basePath: "/api/auth",
    secret: authSecret(),
    // BASE_URL's origin, and the origin the server hands the request to us as (server/app.ts: a post from another of
    // the site's origins arrives here as coming from that one; any other origin is refused).
    trustedOrigins: (request) => (request ? [...trustedOrigins(e.BASE_URL), pageUrl(request).origin] : trustedOrigins(e.BASE_URL)),
    database: drizzleAdapter(db(), {
      provider: "pg",
      // Sign-up writes user, profile and account in one transaction (databaseHooks.account.create.before).
      transaction: true,
      schema: {
        profiles: schema.profiles,
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        rateLimit: schema.rateLimit,
        twoFactor: schema.twoFactor,
      },
    }),
    user: {
      // Suspension (app/features/admin/ban-account.server.ts): never set through the auth API.
      additionalFields: {
        banned: { type: "boolean", required: false, defaultValue: false, input: false, returned: false },
        deletionRequestedAt: { type: "date", required: false, input: false, returned: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      requireEmailVerification: true,
      resetPasswordTokenExpiresIn: RESET_EXPIRES_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        await deliver({ to: user.email, ...resetPasswordMail({ name: user.name, url: siteUrl(`/reset-password?token=${encodeURIComponent(token)}`) }) });
      },
      onPasswordReset: async ({ user }) => {
        await markPasswordChanged(user.id);
        await deliver({ to: user.email, ...passwordChangedMail({ name: user.name, email: user.email }) });
      },
      // Sign-up answers the same for a taken address (no account enumeration); the owner hears about it by mail,
      // or, if they never confirmed, simply gets a fresh confirmation link.
      onExistingUserSignUp: async ({ user }) => {
        if (!user.emailVerified) {
          const ctx = await auth().$context;
          const token = await createEmailVerificationToken(ctx.secret, user.email, undefined, VERIFICATION_EXPIRES_SECONDS, { userId: user.id });
          await deliver({ to: user.email, ...verificationMail({ name: user.name, url: verificationUrl(token) }) });
          return;
        }
        await deliver({ to: user.email, ...existingAccountMail({ name: user.name }) });
      },
    },
    emailVerification: {
      expiresIn: VERIFICATION_EXPIRES_SECONDS,
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      sendVerificationEmail: async ({ user, token }) => {
        await deliver({ to: user.email, ...verificationMail({ name: user.name, url: verificationUrl(token) }) });
      },
    },
    databaseHooks: {
      // A suspended account starts no session, whichever way it signs in (password, second factor, reset). Its
      // sessions were ended when it was suspended (app/features/admin/ban-account.server.ts).
      session: {
        create: {
          // Read through the adapter in use: inside better-auth's transactions a query on another connection would wait
          // for the one the transaction holds (PGlite has only one).
          before: async (session) => {
            const adapter = await getCurrentAdapter((await auth().$context).adapter);
            const row = await adapter.findOne<{ banned?: boolean | null }>({ model: "user", where: [{ field: "id", value: session.userId }] });
            if (row?.banned) throw new APIError("FORBIDDEN", { message: authRefusals.banned, code: "BANNED_USER" });
          },
        },
      },
      account: {
        create: {
          // The profiles row (role, specialization or company) is written in the sign-up's own transaction, right
          // after the user row and before the credential account row: all three or none. The payload was validated
          // in hooks.before; an account made some other way becomes a doctor with no specialization.
          before: async (account, ctx) => {
            if (account.providerId !== "credential") return;
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            const adapter = await getCurrentAdapter((await auth().$context).adapter);
            const user = await adapter.findOne<{ id: string; email: string; name: string }>({
              model: "user",
              where: [{ field: "id", value: account.userId }],
            });
            if (!user) return;
            const parsed = parseSignUpProfile({ role: "doctor", ...body, name: user.name });
            const profile = parsed.ok ? parsed.profile : { name: user.name, role: "doctor" as const, specialization: null, company: null };
            await adapter.create({ model: ACCOUNT_PROFILE_MODEL, data: accountProfileRow(user, profile), forceAllowId: true });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const body = (ctx.body ?? {}) as Record<string, unknown>;
        if (ctx.path === SIGN_IN_PATH) {
          // Refused before the password is looked at; an admitted attempt counts against this client until
          // hooks.after knows better-auth's answer.
          const email = signInEmail(body);
          if (email) {
            const client = clientOf(ctx);
            const trusted = !!ctx.request && (await isTrustedClient(ctx, email, client));
            if (ctx.request) trustedSignIns.set(ctx.request, trusted);
            const decision = await admitSignIn(email, client, trusted);
            if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
          }
        }
        if (SECOND_FACTOR_PATHS.has(ctx.path)) await beforeSecondFactor(ctx);
        const action = ACCOUNT_LIMITED[ctx.path];
        if (action) await enforceAccountLimit(action, body.email);
        if (ctx.path === "/sign-up/email") {
          assertNotCommon(body.password);
          const parsed = parseSignUpProfile(body);
          if (!parsed.ok) throw new APIError("BAD_REQUEST", { message: parsed.message, code: "INVALID_PROFILE" });
          return { context: { body: { ...body, name: parsed.profile.name } } };
        }
        if (ctx.path === "/reset-password" || ctx.path === "/change-password" || ctx.path === "/set-password") {
          assertNotCommon(body.newPassword);
        }
        return undefined;
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned: unknown = ctx.context.returned;
        if (ctx.path === SIGN_IN_PATH) {
          const email = signInEmail(ctx.body);
          const trusted = !!ctx.request && trustedSignIns.get(ctx.request) === true;
          if (email) await recordSignInOutcome(email, clientOf(ctx), trusted, signInOutcome(returned));
        }
        if (SECOND_FACTOR_PATHS.has(ctx.path)) await afterSecondFactor(ctx);
        if (ctx.path === "/sign-up/email") await giveEmployerItsOrganisation(ctx.body);
        // A sign-in that opened a session (password alone, or its second step) marks the device as the account's. A
        // password whose account asks for a code next opens none: the two-factor plugin's own hook, which runs after
        // this one, turns the answer into the code challenge.
        const pendingCode = ctx.path === SIGN_IN_PATH && ctx.context.newSession?.user.twoFactorEnabled === true;
        const signedIn = SESSION_OPENING_PATHS.has(ctx.path) && !pendingCode ? signedInEmail(returned) : null;
        if (signedIn) await setDeviceMark(ctx, signedIn);
        if (ctx.path === "/change-password" && isJsonObject(returned) && returned.user && typeof returned.user === "object") {
          const user = returned.user as { id: string; email: string; name: string };
          await markPasswordChanged(user.id);
          await deliver({ to: user.email, ...passwordChangedMail({ name: user.name, email: user.email }) });
        }
        // Session tokens never reach page scripts, whichever endpoint would return one.
        const stripped = withoutSessionTokens(returned);
        return stripped === returned ? undefined : stripped;
      }),
    },
    session: {
      // An absolute lifetime: a session ends SESSION_LIFETIME_DAYS after sign-in, however active it is.
      expiresIn: e.SESSION_LIFETIME_DAYS * 24 * 60 * 60,
      disableSessionRefresh: true,
    },
    plugins: [
      accountProfiles,
      // TOTP with backup codes and trusted devices (docs/decisions/083-two-factor-sign-in.md).
      twoFactor({
        issuer: e.BRAND_NAME,
        backupCodeOptions: { amount: 10 },
        // Its lockout refuses every client after ten wrong codes, the owner too; second-factor.server.ts limits
        // codes per account without locking out a device the account trusts.
        accountLockout: { enabled: false },
        totpOptions: { period: TOTP_PERIOD_SECONDS, digits: TOTP_DIGITS },
      }),
      // After twoFactor: its hook withdraws the session of a password step that still needs its code.
      deletionCancelledBySignIn,
    ],
    rateLimit: {
      enabled: true,
      storage: "database",
      customRules: {
        ...Object.fromEntries(LIMITED_PATHS.map((p) => [p, ipRule])),
        "/two-factor/*": ipRule,
        // Not a path of better-auth's: it registers the API's window (server/api/rate-limit.ts), whose counters share
        // the rate_limit table, so that better-auth never prunes them before their window ends.
        "/dochire-api-v1-window": { window: e.API_RATE_LIMIT_WINDOW_SECONDS, max: e.API_RATE_LIMIT_MAX },
      },
    },
    advanced: {
      useSecureCookies: e.BASE_URL.startsWith("https://"),
      // better-auth skips its origin check under NODE_ENV=test; tests prove the same check production runs.
      disableOriginCheck: false,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** Sends a fresh confirmation link to an account that has not confirmed its address (the admin's "resend"). */
export async function sendConfirmationMail(user: { id: string; email: string; name: string }): Promise<void> {
  const ctx = await auth().$context;
  const token = await createEmailVerificationToken(ctx.secret, user.email, undefined, VERIFICATION_EXPIRES_SECONDS, { userId: user.id });
  await queueMail({ to: user.email, ...verificationMail({ name: user.name, url: verificationUrl(token) }) });
}

export function auth(): Auth {
  return singleton("auth", createAuth);
}

export function authHandler(request: Request): Promise<Response> {
  return auth().handler(request);
}
