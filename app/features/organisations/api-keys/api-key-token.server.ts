import crypto from "node:crypto";

// The form of an API key (docs/decisions/097-api-keys.md): `dh_live_` and 32 random bytes in base64url (256 bits), so
// a key is recognisable (in a leaked file, by a secret scanner) and cannot be guessed. Only its SHA-256 is stored: a
// slow hash buys nothing against 256 random bits, and a fast one keeps each API call's lookup cheap.

export const API_KEY_PREFIX = "dh_live_";
const RANDOM_BYTES = 32;
/** base64url of 32 bytes, without padding. */
const RANDOM_LENGTH = 43;
/** How much of a key the list shows to tell keys apart: the prefix and 6 characters of the random part. */
const SHOWN_LENGTH = API_KEY_PREFIX.length + 6;

const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{${RANDOM_LENGTH}}$`);

export type NewApiKey = { token: string; prefix: string; hash: string };

export function hashApiKey(token: string): string {
  return crypto.createHash("sha256").update(token, "utf8").digest("hex");
}

export function newApiKey(): NewApiKey {
  const token = API_KEY_PREFIX + crypto.randomBytes(RANDOM_BYTES).toString("base64url");
  return { token, prefix: token.slice(0, SHOWN_LENGTH), hash: hashApiKey(token) };
}

/** Whether a string has the form of a key (checked before any database lookup). */
export function looksLikeApiKey(value: string): boolean {
  return KEY_PATTERN.test(value);
}

/** The key of an `Authorization: Bearer <key>` header; null when absent, "malformed" when it is not a bearer key. */
export function bearerKey(header: string | undefined | null): string | "malformed" | null {
  if (header === undefined || header === null || header === "") return null;
  const match = /^Bearer +(\S+) *$/i.exec(header);
  if (!match || !looksLikeApiKey(match[1]!)) return "malformed";
  return match[1]!;
}
