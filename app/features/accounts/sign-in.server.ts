import { formatDate } from "~/lib/format";
import { account } from "~/features/accounts/messages";
import { callAuth } from "~/services/auth/auth-request.server";
import { takeCancelledDeletionNotice } from "~/services/auth/deletion-cancel.server";
import { toastHeader } from "~/services/toast/toast.server";
import { describeFailure, type AuthFailure } from "./auth-outcome.server";

/**
 * The cookies of a new session, plus, when opening it cancelled a scheduled deletion, the toast that tells the owner so
 * on the page they land on (with or without JavaScript: it is rendered with the page).
 */
async function withDeletionNotice(setCookies: string[], data: Record<string, unknown> | null): Promise<string[]> {
  const signedIn = data?.user as { id?: unknown } | undefined;
  if (typeof signedIn?.id !== "string") return setCookies;
  const cancelled = await takeCancelledDeletionNotice(signedIn.id);
  if (!cancelled) return setCookies;
  return [...setCookies, await toastHeader(account.deleteCancelled(formatDate(cancelled.requestedAt)))];
}

export type SignInResult = { ok: true; setCookies: string[]; twoFactor: boolean } | ({ ok: false } & AuthFailure);

/** E-mail + password sign-in through better-auth's HTTP handler (so its per-IP limiter counts the attempt). */
export async function signIn(input: { request: Request; clientIp?: string | null; email: string; password: string }): Promise<SignInResult> {
  const result = await callAuth("/sign-in/email", {
    request: input.request,
    clientIp: input.clientIp,
    // The browser's cookies carry the device mark that lets the owner in while strangers wait (device-trust.server.ts).
    withCookies: true,
    body: { email: input.email, password: input.password, rememberMe: true },
  });
  // With two-factor sign-in on, the password alone opens no session: better-auth sets a short-lived challenge cookie
  // and the code is asked for next (/two-factor).
  if (result.ok) {
    const twoFactor = result.data?.twoFactorRedirect === true;
    return { ok: true, setCookies: twoFactor ? result.setCookies : await withDeletionNotice(result.setCookies, result.data), twoFactor };
  }
  return { ok: false, ...describeFailure(result) };
}

export type SecondFactorResult = { ok: true; setCookies: string[] } | ({ ok: false } & AuthFailure);

/** The second step of a sign-in: a code from the authenticator app, or a backup code, against the challenge cookie. */
export async function verifySecondFactor(input: {
  request: Request;
  clientIp?: string | null;
  code: string;
  kind: "totp" | "backup";
  trustDevice: boolean;
}): Promise<SecondFactorResult> {
  const path = input.kind === "totp" ? "/two-factor/verify-totp" : "/two-factor/verify-backup-code";
  const result = await callAuth(path, {
    request: input.request,
    clientIp: input.clientIp,
    withCookies: true,
    body: { code: input.code, trustDevice: input.trustDevice },
  });
  if (result.ok) return { ok: true, setCookies: await withDeletionNotice(result.setCookies, result.data) };
  return { ok: false, ...describeFailure(result) };
}
