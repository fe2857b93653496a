import { callAuth } from "~/services/auth/auth-request.server";
import { describeFailure, type AuthFailure } from "./auth-outcome.server";

export type ChangePasswordResult = { ok: true; setCookies: string[] } | ({ ok: false } & AuthFailure);

/**
 * Changes the signed-in user's password through better-auth (current password checked, common passwords refused,
 * every other session revoked). better-auth's after-hook records the date and sends the "password changed" mail.
 * The session cookie is replaced: the returned cookies must reach the browser.
 */
export async function changePassword(input: {
  request: Request;
  clientIp?: string | null;
  currentPassword: string;
  newPassword: string;
}): Promise<ChangePasswordResult> {
  const result = await callAuth("/change-password", {
    request: input.request,
    clientIp: input.clientIp,
    withCookies: true,
    body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
  });
  if (result.ok) return { ok: true, setCookies: result.setCookies };
  return { ok: false, ...describeFailure(result) };
}
