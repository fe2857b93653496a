import crypto from "node:crypto";
import { and, eq, isNull, lt, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { twoFactor } from "~/db/schema";

/**
 * Authenticator codes are single use (RFC 6238 §5.2). better-auth's two-factor plugin accepts any code of the
 * window (the step before, now and the step after) as often as it is sent; this is checked before it looks: the
 * step a code belongs to is found with the account's secret, and claimed in one statement only if it is later than
 * the last one accepted (two_factor.last_totp_step). A code already used, or one of an earlier step, is refused.
 *
 * The claim is made before the plugin's own check, so that two requests with the same code cannot both get through;
 * should the plugin then refuse for another reason (an expired sign-in, a locked account), the code is spent and
 * the next one works.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that a code may belong to (better-auth's verify window). */
const WINDOW = 1;

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) continue;
    value = ((value << 5) | index) & 0xffff;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/**
 * The HMAC key of a decrypted secret as better-auth uses it: its own secrets are used as UTF-8 text, secrets
 * imported from another provider are stored as "base32:<secret>".
 */
export function totpKey(secret: string): Buffer {
  return secret.startsWith("base32:") ? base32Decode(secret.slice(7)) : Buffer.from(secret, "utf8");
}

/** The code of one time step (RFC 4226 dynamic truncation, SHA-1). */
export function hotp(key: Buffer, step: number, digits = TOTP_DIGITS): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const mac = crypto.createHmac("sha1", key).update(counter).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const binary = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The latest step of the window whose code is `code`, or null when none is. */
export function stepOfCode(key: Buffer, code: string, now = Date.now()): number | null {
  const current = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);
  let found: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    const expected = Buffer.from(hotp(key, step));
    const given = Buffer.from(code);
    if (given.length === expected.length && crypto.timingSafeEqual(given, expected)) found = step;
  }
  return found;
}

/** Records `step` as the account's last accepted one, if it is later than the last; whether it was. */
export async function claimTotpStep(userId: string, step: number): Promise<boolean> {
  const claimed = await db()
    .update(twoFactor)
    .set({ lastTotpStep: step })
    .where(and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastTotpStep), lt(twoFactor.lastTotpStep, step))))
    .returning({ id: twoFactor.id });
  return claimed.length > 0;
}

/** The account's encrypted secret, if it has one. */
export async function encryptedTotpSecret(userId: string): Promise<string | null> {
  const [row] = await db().select({ secret: twoFactor.secret }).from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
  return row?.secret ?? null;
}
