import { formInput, validation, authRefusals } from "~/lib/messages";
import { account, security } from "~/features/accounts/messages";
import { failures } from "~/lib/messages";
import type { AuthCallResult } from "~/services/auth/auth-request.server";
import { PASSWORD_MAX } from "./schema";

/** What a failed better-auth call means for the person at the form. */
export type AuthFailure = {
  status: number;
  kind: "rate_limited" | "unverified" | "common_password" | "invalid_password" | "invalid_token" | "other";
  message: string;
};

/**
 * The refusals of the sign-up profile check (services/auth/signup-profile.server.ts): already texts of
 * lib/messages.ts, so they are shown as they are. Any other text better-auth sends is never shown.
 */
const PROFILE_MESSAGES: ReadonlySet<string> = new Set([
  validation.nameRequired,
  validation.companyRequired,
  validation.controlCharacters,
  authRefusals.roleRequired,
  authRefusals.specializationInvalid,
  authRefusals.nameTooLong,
  authRefusals.companyTooLong,
]);

/**
 * Maps better-auth's answer to the words of lib/messages.ts: its own English texts ("Invalid token", "User not
 * found" ...) never reach the page.
 */
export function describeFailure(result: AuthCallResult): AuthFailure {
  if (result.status === 429) {
    const wait = result.retryAfterSeconds;
    return { status: 429, kind: "rate_limited", message: wait ? account.tooManyAttemptsRetry(wait) : authRefusals.tooManyAttempts };
  }
  const status = result.status >= 400 && result.status < 600 ? result.status : 500;
  switch (result.code) {
    case "EMAIL_NOT_VERIFIED":
      return { status: 403, kind: "unverified", message: account.emailNotVerified };
    case "PASSWORD_TOO_COMMON":
      return { status: 400, kind: "common_password", message: authRefusals.commonPassword };
    case "INVALID_PASSWORD":
      return { status: 400, kind: "invalid_password", message: account.currentPasswordWrong };
    case "INVALID_TOKEN":
    case "TOKEN_EXPIRED":
      return { status: 400, kind: "invalid_token", message: account.resetLinkInvalid };
    case "INVALID_EMAIL_OR_PASSWORD":
      return { status, kind: "other", message: account.invalidCredentials };
    case "BANNED_USER":
      return { status: 403, kind: "other", message: authRefusals.banned };
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return { status: 401, kind: "other", message: security.wrongCode };
    case "CODE_ALREADY_USED":
      return { status: 401, kind: "other", message: authRefusals.codeUsed };
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return { status: 401, kind: "other", message: security.codeSessionExpired };
    case "INVALID_EMAIL":
      return { status, kind: "other", message: validation.emailInvalid };
    case "PASSWORD_TOO_SHORT":
      return { status, kind: "other", message: validation.passwordTooShort };
    case "PASSWORD_TOO_LONG":
      return { status, kind: "other", message: formInput.tooLong(PASSWORD_MAX) };
    case "INVALID_PROFILE":
      return { status, kind: "other", message: result.message && PROFILE_MESSAGES.has(result.message) ? result.message : account.requestRefused };
    default:
      if (status >= 500) return { status, kind: "other", message: failures.unexpected };
      if (status === 401) return { status, kind: "other", message: account.sessionEnded };
      return { status, kind: "other", message: account.requestRefused };
  }
}
