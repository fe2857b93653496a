import { spawnSync } from "node:child_process";
import { buildIsCurrent } from "./build-freshness";

// `npm start`: build the app when the build is missing or older than the sources, then serve it.
if (!buildIsCurrent(process.cwd())) {
  console.log("Building DocHire (first start, or sources changed)...");
  const result = spawnSync("npx", ["react-router", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import("../server/main.ts");
