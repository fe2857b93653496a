import { callAuth } from "~/services/auth/auth-request.server";
import { describeFailure, type AuthFailure } from "./auth-outcome.server";

export type SignInResult = { ok: true; setCookies: string[] } | ({ ok: false } & AuthFailure);

/** E-mail + password sign-in through better-auth's HTTP handler (so its per-IP limiter counts the attempt). */
export async function signIn(input: { request: Request; clientIp?: string | null; email: string; password: string }): Promise<SignInResult> {
  const result = await callAuth("/sign-in/email", {
    request: input.request,
    clientIp: input.clientIp,
    body: { email: input.email, password: input.password, rememberMe: true },
  });
  if (result.ok) return { ok: true, setCookies: result.setCookies };
  return { ok: false, ...describeFailure(result) };
}
