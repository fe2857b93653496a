import fs from "node:fs";
import path from "node:path";

// Whether build/ was made from the current sources: `npm start` and `npm run test:prod` build only when it was not.
const SOURCES = ["app", "public", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildIsCurrent(root: string): boolean {
  const marker = path.join(root, "build/server/index.js");
  if (!fs.existsSync(marker)) return false;
  return fs.statSync(marker).mtimeMs >= Math.max(...SOURCES.map((p) => newestMtime(path.join(root, p))));
}
