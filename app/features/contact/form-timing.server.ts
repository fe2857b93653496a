import crypto from "node:crypto";
import { authSecret } from "~/services/auth/secret.server";

/** A person takes longer than this to fill in the form; a robot posting at once does not. */
export const MIN_FILL_MS = 3_000;

function sign(ms: number): string {
  return crypto.createHmac("sha256", authSecret()).update(`contact-form:${ms}`).digest("base64url").slice(0, 22);
}

/** The hidden `shownAt` value of a form rendered now: the time, signed so it cannot be made up. */
export function formShownToken(now = Date.now()): string {
  return `${now}.${sign(now)}`;
}

/**
 * Whether a posted form was filled in by a person: its `shownAt` is one we signed, at least MIN_FILL_MS ago.
 * A missing or forged token fails too (the page always carries one).
 */
export function filledByPerson(token: string | undefined, now = Date.now()): boolean {
  const match = /^(\d{13})\.([\w-]{22})$/.exec(token ?? "");
  if (!match) return false;
  const shown = Number(match[1]);
  const expected = sign(shown);
  if (!crypto.timingSafeEqual(Buffer.from(expected), Buffer.from(match[2]!))) return false;
  return now - shown >= MIN_FILL_MS;
}
