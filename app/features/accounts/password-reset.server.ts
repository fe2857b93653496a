import { account } from "~/features/accounts/messages";
import { auth } from "~/services/auth/auth.server";
import { callAuth } from "~/services/auth/auth-request.server";
import { describeFailure, type AuthFailure } from "./auth-outcome.server";

type Ctx = { request: Request; clientIp?: string | null };

/**
 * Asks for a reset mail. Known and unknown addresses get the same answer (better-auth sends nothing for an
 * unknown one); only the rate limits can refuse.
 */
export async function requestPasswordReset(input: Ctx & { email: string }): Promise<{ ok: true } | ({ ok: false } & AuthFailure)> {
  const result = await callAuth("/request-password-reset", { request: input.request, clientIp: input.clientIp, body: { email: input.email } });
  if (result.ok) return { ok: true };
  const failure = describeFailure(result);
  if (failure.kind === "rate_limited") return { ok: false, ...failure };
  // Any other refusal (e.g. an address better-auth's own check rejects) must not differ from success.
  return { ok: true };
}

/**
 * Reset tokens are better-auth's random ids: letters and digits. Anything else (a NUL byte cannot even be looked
 * up) is an invalid link without asking the database.
 */
const WELL_FORMED_TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

/** Whether a reset link's token is still usable (exists, not expired, not used). */
export async function isResetTokenUsable(token: string): Promise<boolean> {
  if (!WELL_FORMED_TOKEN.test(token)) return false;
  const ctx = await auth().$context;
  const value = await ctx.internalAdapter.findVerificationValue(`reset-password:${token}`);
  return !!value && value.expiresAt > new Date();
}

/** Sets the new password with the token from the mail; better-auth revokes every session of the account. */
export async function resetPassword(input: Ctx & { token: string; password: string }): Promise<{ ok: true } | ({ ok: false } & AuthFailure)> {
  if (!WELL_FORMED_TOKEN.test(input.token)) return { ok: false, status: 400, kind: "invalid_token", message: account.resetLinkInvalid };
  const result = await callAuth("/reset-password", {
    request: input.request,
    clientIp: input.clientIp,
    body: { token: input.token, newPassword: input.password },
  });
  if (result.ok) return { ok: true };
  return { ok: false, ...describeFailure(result) };
}
