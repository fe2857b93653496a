import { sql } from "drizzle-orm";
import type { createCookieGetter } from "better-auth/cookies";
import { db } from "~/db/client.server";
import { accountDigest } from "./sign-in-lockout.server";

/**
 * Who may sign in at once while strangers are made to wait at an account (sign-in-lockout.server.ts): a device that
 * signed in to the account before, or an address where the account is signed in now.
 *
 * The device mark is a cookie signed with the auth secret (HttpOnly, SameSite=Lax, half a year), set on every
 * successful sign-in and naming the account by the hash of its e-mail address and the time it was set. Only the
 * server can make one; a stolen one helps no more than the device it came from (its own failures still make it
 * wait).
 */
export const KNOWN_DEVICE_COOKIE = "known_device";
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 180 * 24 * 60 * 60;

type CookieOptions = NonNullable<Parameters<ReturnType<typeof createCookieGetter>>[1]>;

type CookieContext = {
  getSignedCookie: (key: string, secret: string) => Promise<string | false | null>;
  setSignedCookie: (key: string, value: string, secret: string, options?: CookieOptions) => Promise<string>;
  context: {
    secret: string;
    createAuthCookie: (name: string, options?: CookieOptions) => { name: string; attributes: CookieOptions };
  };
};

function cookieOf(ctx: CookieContext) {
  return ctx.context.createAuthCookie(KNOWN_DEVICE_COOKIE, { maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS });
}

/** Whether the request carries this account's device mark, signed by us and not older than its lifetime. */
export async function hasDeviceMark(ctx: CookieContext, email: string, now = Date.now()): Promise<boolean> {
  const value = await ctx.getSignedCookie(cookieOf(ctx).name, ctx.context.secret);
  if (!value) return false;
  const [account, issued] = value.split(".");
  return account === accountDigest(email) && Number(issued) > now - KNOWN_DEVICE_MAX_AGE_SECONDS * 1000;
}

/** Marks the device that just signed in to the account. */
export async function setDeviceMark(ctx: CookieContext, email: string, now = Date.now()): Promise<void> {
  const cookie = cookieOf(ctx);
  await ctx.setSignedCookie(cookie.name, `${accountDigest(email)}.${now}`, ctx.context.secret, cookie.attributes);
}

/** Whether the account has a live session opened from this address (the owner's home or office network). */
export async function hasSessionAt(email: string, clientIp: string): Promise<boolean> {
  const result = await db().execute(sql`
    select 1 from session s join "user" u on u.id = s.user_id
    where u.email = ${email.trim().toLowerCase()} and s.ip_address = ${clientIp} and s.expires_at > now()
    limit 1`);
  return result.rows.length > 0;
}

/** A client the account's wait does not apply to (its own failures still do). */
export async function isTrustedClient(ctx: CookieContext, email: string, clientIp: string): Promise<boolean> {
  if (await hasDeviceMark(ctx, email)) return true;
  return clientIp !== "unknown" && (await hasSessionAt(email, clientIp));
}
