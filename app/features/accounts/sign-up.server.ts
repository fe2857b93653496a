import type { Role } from "~/lib/constants";
import { callAuth } from "~/services/auth/auth-request.server";
import { describeFailure, type AuthFailure } from "./auth-outcome.server";

export type SignUpInput = {
  request: Request;
  clientIp?: string | null;
  name: string;
  email: string;
  password: string;
  role: Role;
  specialization?: string | null;
  company?: string | null;
  /** An organisation's invitation token: the employer account waits to join it instead of getting an organisation. */
  invitation?: string | null;
};

export type SignUpResult = { ok: true; email: string } | ({ ok: false } & AuthFailure);

/**
 * Creates an account through better-auth (which validates the profile fields, refuses common passwords and
 * applies the per-IP and per-account limits). The answer never says whether the address was already taken:
 * its owner gets a mail instead (docs/accounts.md).
 */
export async function signUp(input: SignUpInput): Promise<SignUpResult> {
  const body: Record<string, unknown> = { name: input.name, email: input.email, password: input.password, role: input.role };
  if (input.role === "doctor" && input.specialization) body.specialization = input.specialization;
  if (input.role === "employer") body.company = input.company ?? "";
  if (input.role === "employer" && input.invitation) body.invitation = input.invitation;
  const result = await callAuth("/sign-up/email", { request: input.request, clientIp: input.clientIp, body });
  if (result.ok) return { ok: true, email: input.email.trim().toLowerCase() };
  return { ok: false, ...describeFailure(result) };
}
