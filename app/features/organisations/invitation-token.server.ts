import crypto from "node:crypto";
import { hashInvitationToken } from "~/db/organisations.server";
import { INVITATION_VALID_DAYS } from "~/lib/constants";

export { hashInvitationToken };

/** A new invitation link's secret (32 random bytes) and the SHA-256 hash kept in its place. */
export function newInvitationToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: hashInvitationToken(token) };
}

/** A token as links carry it: 43 base64url characters; anything else is no invitation (and is never looked up). */
export function isInvitationTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function invitationExpiry(now = new Date()): Date {
  return new Date(now.getTime() + INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000);
}
