import fs from "node:fs";
import path from "node:path";
import { singleton } from "~/server-lib/singleton.server";

// The list file ships with the source; like the migrations folder it is resolved from the working directory so
// the path survives bundling (the server build and the Hono entry both read the same file).
const LIST_FILE = "app/services/auth/common-passwords.txt";

function loadCommonPasswords(): ReadonlySet<string> {
  const file = path.resolve(process.cwd(), LIST_FILE);
  const lines = fs.readFileSync(file, "utf8").split(/\r?\n/);
  const words = lines.map((l) => l.trim()).filter((l) => l && !l.startsWith("#"));
  if (words.length < 1000) throw new Error(`${LIST_FILE} should hold 1,000 passwords, found ${words.length}`);
  return new Set(words.map((w) => w.toLowerCase()));
}

export function commonPasswords(): ReadonlySet<string> {
  return singleton("common-passwords", loadCommonPasswords);
}

/** True when the password is one of the 1,000 most common ones (compared case-insensitively). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.trim().toLowerCase());
}
