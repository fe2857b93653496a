import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

// `npm start`: build the app when the build is missing or older than the sources, then serve it.
const root = process.cwd();
const marker = path.join(root, "build/server/index.js");

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = ["app", "public"].filter((d) => fs.existsSync(path.join(root, d)));
const sourceTime = Math.max(
  ...sources.map((d) => newestMtime(path.join(root, d))),
  ...["vite.config.ts", "react-router.config.ts", "package-lock.json"].map((f) =>
    fs.existsSync(path.join(root, f)) ? fs.statSync(path.join(root, f)).mtimeMs : 0,
  ),
);
const stale = !fs.existsSync(marker) || fs.statSync(marker).mtimeMs < sourceTime;

if (stale) {
  console.log("Building DocHire (first start, or sources changed)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main.ts");
