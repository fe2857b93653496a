import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// RFC 6238 time-based one-time passwords (SHA-1, 6 digits, 30-second steps), as authenticator apps make them, for
// tests that sign in with a second factor. The secret is the base32 text of the otpauth:// URI.

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** The code an authenticator app shows for `secret` at `time` (ms), RFC 4226 dynamic truncation. */
export function totp(secret: string, time = Date.now(), step = 30, digits = 6): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 1000 / step)));
  const hmac = crypto.createHmac("sha1", base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const binary = ((hmac[offset]! & 0x7f) << 24) | (hmac[offset + 1]! << 16) | (hmac[offset + 2]! << 8) | hmac[offset + 3]!;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The secret of an otpauth://totp/... URI. */
export function secretOf(totpURI: string): string {
  const secret = new URL(totpURI).searchParams.get("secret");
  if (!secret) throw new Error("no secret in the URI");
  return secret;
}

const STEP_MS = 30_000;

/** Waits synchronously (the claim below must not interleave with this process's other work). */
function pause(ms: number) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Claims a time step for `secret` across every test process of this machine (the journeys' workers share the demo
 * admin's authenticator): true when it is later than any step claimed before. The server accepts each step once
 * and never an earlier one (RFC 6238 §5.2), so two sign-ins must never be given the same step.
 */
function claimStep(secret: string, step: number): boolean {
  const base = path.join(os.tmpdir(), `dochire-totp-${crypto.createHash("sha256").update(secret).digest("hex").slice(0, 16)}`);
  const lock = `${base}.lock`;
  for (let tries = 0; ; tries++) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || tries > 500) throw error;
      pause(10);
    }
  }
  try {
    const last = fs.existsSync(base) ? Number(fs.readFileSync(base, "utf8")) : -1;
    if (step <= last) return false;
    fs.writeFileSync(base, String(step));
    return true;
  } finally {
    fs.rmdirSync(lock);
  }
}

/**
 * A code the server has not accepted before: the current step's or the next one's (both within its window), or,
 * when both were used, the next step's once the clock has moved on.
 */
export async function unusedCode(secret: string): Promise<string> {
  for (;;) {
    const step = Math.floor(Date.now() / STEP_MS);
    for (const candidate of [step, step + 1]) if (claimStep(secret, candidate)) return totp(secret, candidate * STEP_MS);
    await new Promise((resolve) => setTimeout(resolve, (step + 1) * STEP_MS - Date.now() + 50));
  }
}
