import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { env } from "~/env.server";

/** Secrets already read from (or written to) their file, by path: requests never touch the file system for it. */
const fromFile = new Map<string, string>();

/**
 * AUTH_SECRET signs session cookies. Production must set it (env.server.ts enforces that); elsewhere a random
 * secret is made once and kept in DATA_DIR so sessions survive restarts of `npm start`. The file is read once per
 * process: every request signs or checks a cookie with the secret.
 */
export function authSecret(): string {
  const configured = env().AUTH_SECRET;
  if (configured) return configured;
  const file = path.resolve(env().DATA_DIR, "auth-secret");
  const known = fromFile.get(file);
  if (known) return known;
  const secret = readOrCreate(file);
  fromFile.set(file, secret);
  return secret;
}

function readOrCreate(file: string): string {
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
