import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { user } from "~/db/schema";
import { auth } from "~/services/auth/auth.server";
import { callAuth } from "~/services/auth/auth-request.server";
import { describeFailure, type AuthFailure } from "./auth-outcome.server";

/** The e-mail claim of a JWT, read without checking it (better-auth checks the signature when verifying). */
function unverifiedJwtEmail(token: string): string | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { email?: unknown };
    return typeof claims.email === "string" ? claims.email.toLowerCase() : null;
  } catch {
    return null;
  }
}

export type VerifyOutcome = "confirmed" | "already-confirmed" | "expired" | "invalid";

/**
 * Confirms the address in a confirmation link. A link whose account is already confirmed (a reused link) is
 * reported as such rather than as an error.
 */
export async function verifyEmailToken(token: string): Promise<VerifyOutcome> {
  if (!token || token.length > 4000) return "invalid";
  const email = unverifiedJwtEmail(token);
  if (!email) return "invalid";
  const [before] = await db().select({ emailVerified: user.emailVerified }).from(user).where(eq(user.email, email)).limit(1);
  try {
    await auth().api.verifyEmail({ query: { token } });
  } catch (error) {
    const code = (error as { body?: { code?: string } }).body?.code;
    return code === "TOKEN_EXPIRED" ? "expired" : "invalid";
  }
  return before?.emailVerified ? "already-confirmed" : "confirmed";
}

/** Sends a fresh confirmation link. Same answer whatever the address (better-auth pads the timing too). */
export async function resendVerification(input: { request: Request; clientIp?: string | null; email: string }): Promise<{ ok: true } | ({ ok: false } & AuthFailure)> {
  const result = await callAuth("/send-verification-email", { request: input.request, clientIp: input.clientIp, body: { email: input.email } });
  if (result.ok) return { ok: true };
  const failure = describeFailure(result);
  return failure.kind === "rate_limited" ? { ok: false, ...failure } : { ok: true };
}
