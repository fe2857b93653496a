// Webhook signatures: HMAC-SHA256 of "<timestamp>.<body>" with the endpoint's secret, sent as
// `DocHire-Signature: t=<unix seconds>,v1=<hex>`. A receiver recomputes it and refuses a timestamp outside its replay
// window (five minutes by default), so a captured delivery cannot be sent again later. Server-only (node:crypto),
// and small enough for the example client to reuse.
import crypto from "node:crypto";

export const SIGNATURE_HEADER = "DocHire-Signature";
export const EVENT_ID_HEADER = "DocHire-Event-Id";
export const REPLAY_WINDOW_SECONDS = 300;

function mac(secret: string, timestamp: number, body: string): string {
  return crypto.createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

export function signatureHeader(secret: string, body: string, timestamp = Math.floor(Date.now() / 1000)): string {
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
}

export type Verdict = { ok: true; timestamp: number } | { ok: false; reason: "malformed" | "mismatch" | "stale" };

/** Checks a delivery's signature header against its raw body; any of several v1 values may match (secret rotation). */
export function verifySignature(secret: string, header: string | null | undefined, body: string, options: { now?: number; windowSeconds?: number } = {}): Verdict {
  if (!header) return { ok: false, reason: "malformed" };
  const parts = header.split(",").map((p) => p.trim().split("="));
  const timestamp = Number(parts.find(([k]) => k === "t")?.[1]);
  const candidates = parts.filter(([k, v]) => k === "v1" && v && /^[0-9a-f]{64}$/.test(v)).map(([, v]) => v!);
  if (!Number.isInteger(timestamp) || candidates.length === 0) return { ok: false, reason: "malformed" };
  const expected = Buffer.from(mac(secret, timestamp, body), "hex");
  const matches = candidates.some((c) => crypto.timingSafeEqual(Buffer.from(c, "hex"), expected));
  if (!matches) return { ok: false, reason: "mismatch" };
  const now = options.now ?? Math.floor(Date.now() / 1000);
  if (Math.abs(now - timestamp) > (options.windowSeconds ?? REPLAY_WINDOW_SECONDS)) return { ok: false, reason: "stale" };
  return { ok: true, timestamp };
}

/** When the n-th failed delivery (1-based) is tried again: 6 tries in all over about 15 hours. */
export const RETRY_DELAYS_SECONDS = [60, 5 * 60, 30 * 60, 2 * 3600, 12 * 3600] as const;
