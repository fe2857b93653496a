import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "~/env.server";

/**
 * AUTH_SECRET signs session cookies. Production must set it (env.server.ts enforces that); elsewhere a random
 * secret is made once and kept in DATA_DIR so sessions survive restarts of `npm start`.
 */
export function authSecret(): string {
  const configured = env().AUTH_SECRET;
  if (configured) return configured;
  const file = path.resolve(env().DATA_DIR, "auth-secret");
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // first start: fall through and create it
  }
  const secret = crypto.randomBytes(32).toString("hex");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
