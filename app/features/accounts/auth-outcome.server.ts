import { account } from "~/lib/messages";
import type { AuthCallResult } from "~/services/auth/auth-request.server";

/** What a failed better-auth call means for the person at the form. */
export type AuthFailure = {
  status: number;
  kind: "rate_limited" | "unverified" | "common_password" | "invalid_password" | "invalid_token" | "other";
  message: string;
};

export function describeFailure(result: AuthCallResult): AuthFailure {
  if (result.status === 429) return { status: 429, kind: "rate_limited", message: account.tooManyAttempts };
  switch (result.code) {
    case "EMAIL_NOT_VERIFIED":
      return { status: 403, kind: "unverified", message: account.emailNotVerified };
    case "PASSWORD_TOO_COMMON":
      return { status: 400, kind: "common_password", message: account.commonPassword };
    case "INVALID_PASSWORD":
      return { status: 400, kind: "invalid_password", message: account.currentPasswordWrong };
    case "INVALID_TOKEN":
    case "TOKEN_EXPIRED":
      return { status: 400, kind: "invalid_token", message: account.resetLinkInvalid };
    default:
      return {
        status: result.status >= 400 && result.status < 600 ? result.status : 500,
        kind: "other",
        message: result.message ?? "Something went wrong on our side. Please try again.",
      };
  }
}
