import { and, eq, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { session } from "~/db/schema";
import { callAuth } from "~/services/auth/auth-request.server";
import { describeFailure, type AuthFailure } from "./auth-outcome.server";

// Setting up and turning off two-factor sign-in for the signed-in account, through better-auth's two-factor plugin
// (its HTTP handler, with the caller's cookies, so its password check and limits apply).

export type TwoFactorSetup = { totpURI: string; secret: string; backupCodes: string[] };

/** Step 1: the password is checked and a new secret with backup codes is made (not active until a code confirms it). */
export async function startTwoFactor(input: { request: Request; clientIp?: string | null; password: string }): Promise<({ ok: true } & TwoFactorSetup) | ({ ok: false } & AuthFailure)> {
  const result = await callAuth("/two-factor/enable", { request: input.request, clientIp: input.clientIp, withCookies: true, body: { password: input.password } });
  if (!result.ok) return { ok: false, ...describeFailure(result) };
  const totpURI = String(result.data?.totpURI ?? "");
  const secret = new URL(totpURI).searchParams.get("secret") ?? "";
  const backupCodes = Array.isArray(result.data?.backupCodes) ? result.data.backupCodes.map(String) : [];
  return { ok: true, totpURI, secret, backupCodes };
}

/**
 * Step 2: a code from the app turns it on. better-auth replaces the current session with a new one; every other
 * session of the account, opened with the password alone, is ended.
 */
export async function confirmTwoFactor(input: { request: Request; clientIp?: string | null; userId: string; code: string }): Promise<({ ok: true; setCookies: string[] }) | ({ ok: false } & AuthFailure)> {
  const before = new Date();
  const result = await callAuth("/two-factor/verify-totp", { request: input.request, clientIp: input.clientIp, withCookies: true, body: { code: input.code } });
  if (!result.ok) return { ok: false, ...describeFailure(result) };
  await db().delete(session).where(and(eq(session.userId, input.userId), lt(session.createdAt, before)));
  return { ok: true, setCookies: result.setCookies };
}

/** Turns two-factor sign-in off (password required). */
export async function stopTwoFactor(input: { request: Request; clientIp?: string | null; password: string }): Promise<({ ok: true; setCookies: string[] }) | ({ ok: false } & AuthFailure)> {
  const result = await callAuth("/two-factor/disable", { request: input.request, clientIp: input.clientIp, withCookies: true, body: { password: input.password } });
  if (!result.ok) return { ok: false, ...describeFailure(result) };
  return { ok: true, setCookies: result.setCookies };
}
