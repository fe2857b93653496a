import { APIError, type createAuthMiddleware, getSessionFromCtx, isAPIError } from "better-auth/api";
import { symmetricDecrypt } from "better-auth/crypto";
import { authRefusals } from "~/lib/messages";
import { isTrustedClient } from "./device-trust.server";
import { clientOf, tooManyAttempts } from "./hook-context.server";
import { admitSignIn, recordSignInOutcome, type SignInOutcome } from "./sign-in-lockout.server";
import { claimTotpStep, encryptedTotpSecret, stepOfCode, totpKey } from "./totp-replay.server";

/**
 * The second factor's endpoints (better-auth's two-factor plugin), as auth.server.ts's hooks see them:
 * - at sign-in, codes are limited like passwords (sign-in-lockout.server.ts), per user: after a few failures from
 *   clients the account does not trust, those take turns with a growing wait, whichever address they use; a device
 *   that signed in before, or an address with a live session of the account, is not kept waiting;
 * - an authenticator code is accepted once (totp-replay.server.ts), at sign-in as when setting it up.
 * The plugin's own lockout (which refuses the owner too) is off in its options: this limit replaces it.
 */
export const SECOND_FACTOR_PATHS: ReadonlySet<string> = new Set(["/two-factor/verify-totp", "/two-factor/verify-backup-code"]);

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** The user a code is for, and whether it is a sign-in's second step (else the signed-in user setting it up). */
async function codeOwner(ctx: HookContext): Promise<{ userId: string; signingIn: boolean } | null> {
  const session = await getSessionFromCtx(ctx);
  if (session) return { userId: session.user.id, signingIn: false };
  const signed = await ctx.getSignedCookie(ctx.context.createAuthCookie("two_factor").name, ctx.context.secret);
  if (!signed) return null;
  const challenge = await ctx.context.internalAdapter.findVerificationValue(signed);
  return challenge ? { userId: challenge.value, signingIn: true } : null;
}

/** An admitted sign-in code, from hooks.before to hooks.after (which cannot ask again: a success opens a session). */
const admitted = new WeakMap<Request, { userId: string; trusted: boolean }>();

/**
 * Refuses an authenticator code that was accepted before, or one older than the last accepted (RFC 6238 §5.2). A
 * code that matches no step is left to the plugin, which refuses it.
 */
async function refuseReusedCode(ctx: HookContext, userId: string, code: unknown) {
  const encrypted = typeof code === "string" ? await encryptedTotpSecret(userId) : null;
  if (!encrypted || typeof code !== "string") return;
  const step = stepOfCode(totpKey(await symmetricDecrypt({ key: ctx.context.secretConfig, data: encrypted })), code);
  if (step !== null && !(await claimTotpStep(userId, step))) {
    throw new APIError("UNAUTHORIZED", { message: authRefusals.codeUsed, code: "CODE_ALREADY_USED" });
  }
}

export async function beforeSecondFactor(ctx: HookContext): Promise<void> {
  const owner = await codeOwner(ctx);
  if (!owner) return;
  if (owner.signingIn && ctx.request) {
    const client = clientOf(ctx);
    const user = await ctx.context.internalAdapter.findUserById(owner.userId);
    const trusted = !!user && (await isTrustedClient(ctx, user.email, client));
    const decision = await admitSignIn({ userId: owner.userId }, client, trusted);
    if (!decision.allowed) throw tooManyAttempts(decision.retryAfterSeconds);
    // Counted from here; a code refused below as used stays counted as a failure.
    admitted.set(ctx.request, { userId: owner.userId, trusted });
  }
  if (ctx.path === "/two-factor/verify-totp") await refuseReusedCode(ctx, owner.userId, (ctx.body as Record<string, unknown> | undefined)?.code);
}

const WRONG_CODE = new Set(["INVALID_CODE", "INVALID_BACKUP_CODE"]);

function codeOutcome(returned: unknown): SignInOutcome {
  if (isAPIError(returned)) return typeof returned.body?.code === "string" && WRONG_CODE.has(returned.body.code) ? "wrong-password" : "other";
  return returned && typeof returned === "object" && "user" in returned ? "success" : "other";
}

export async function afterSecondFactor(ctx: HookContext): Promise<void> {
  const entry = ctx.request ? admitted.get(ctx.request) : undefined;
  if (!entry) return;
  await recordSignInOutcome({ userId: entry.userId }, clientOf(ctx), entry.trusted, codeOutcome(ctx.context.returned));
}
