// Verifies a DocHire webhook delivery's signature: `DocHire-Signature: t=<unix seconds>,v1=<hex>`, where v1 is the
// HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret (docs/api/webhooks.md). Check it on the raw body as
// received, before parsing, and refuse a timestamp outside the replay window.
//
//   DOCHIRE_WEBHOOK_SECRET=whsec_… npx tsx examples/api-client/verify-webhook.ts delivery.json [--any-age]
//
// delivery.json is a saved delivery: {"headers": {"DocHire-Signature": "t=…,v1=…", …}, "body": "<the raw body>"}.
// --any-age skips the replay window, to check a delivery saved earlier. Exit status 0: valid; 1: not.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const REPLAY_WINDOW_SECONDS = 300;

export type WebhookVerdict = { ok: true; timestamp: number } | { ok: false; reason: "missing" | "malformed" | "mismatch" | "stale" };

/** Checks a delivery: its DocHire-Signature header value, its raw body, and the endpoint's secret. */
export function verifyWebhookSignature(input: { secret: string; signature: string | null | undefined; body: string; now?: number; windowSeconds?: number | null }): WebhookVerdict {
  if (!input.signature) return { ok: false, reason: "missing" };
  const fields = input.signature.split(",").map((part) => part.trim().split("=", 2) as [string, string | undefined]);
  const timestamp = Number(fields.find(([name]) => name === "t")?.[1]);
  const given = fields.filter(([name, value]) => name === "v1" && value && /^[0-9a-f]{64}$/.test(value)).map(([, value]) => Buffer.from(value!, "hex"));
  if (!Number.isInteger(timestamp) || given.length === 0) return { ok: false, reason: "malformed" };
  const expected = crypto.createHmac("sha256", input.secret).update(`${timestamp}.${input.body}`).digest();
  // Any v1 may match: while a secret is being rotated a delivery can carry one per secret.
  if (!given.some((value) => crypto.timingSafeEqual(value, expected))) return { ok: false, reason: "mismatch" };
  const window = input.windowSeconds === undefined ? REPLAY_WINDOW_SECONDS : input.windowSeconds;
  const now = input.now ?? Math.floor(Date.now() / 1000);
  if (window !== null && Math.abs(now - timestamp) > window) return { ok: false, reason: "stale" };
  return { ok: true, timestamp };
}

/** The header of a saved delivery, whatever the case of its name. */
function header(headers: Record<string, string>, name: string): string | undefined {
  return Object.entries(headers).find(([key]) => key.toLowerCase() === name.toLowerCase())?.[1];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const file = process.argv[2];
  const secret = process.env.DOCHIRE_WEBHOOK_SECRET;
  if (!file || !secret) {
    console.error("Usage: DOCHIRE_WEBHOOK_SECRET=<the endpoint's secret> npx tsx examples/api-client/verify-webhook.ts delivery.json [--any-age]");
    process.exit(2);
  }
  const delivery = JSON.parse(fs.readFileSync(file, "utf8")) as { headers: Record<string, string>; body: string };
  const verdict = verifyWebhookSignature({ secret, signature: header(delivery.headers, "DocHire-Signature"), body: delivery.body, windowSeconds: process.argv.includes("--any-age") ? null : REPLAY_WINDOW_SECONDS });
  if (!verdict.ok) {
    console.error(`Not a valid DocHire delivery: ${verdict.reason}.`);
    process.exit(1);
  }
  const event = JSON.parse(delivery.body) as { id?: string; type?: string; sequence?: number };
  console.log(`Valid: ${event.type} ${event.id} (sequence ${event.sequence}), signed at ${new Date(verdict.timestamp * 1000).toISOString()}.`);
}
