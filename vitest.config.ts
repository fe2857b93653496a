import { defineConfig } from "vitest/config";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { islands } from "./vite-islands.ts";

// Vitest gets its own config so the React Router plugin in vite.config.ts stays out of unit runs; the islands plugin
// resolves the routes' `?island` imports (to their source paths, as in development).
export default defineConfig({
  plugins: [islands()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "scripts/**/*.test.ts", "tests/**/*.server.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // At least two test files at a time: Vitest's default leaves one core idle, which on a 2-core machine runs the
    // files one by one (7 min against 5 with two, measured); most of them wait on their databases part of the time.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    globalSetup: ["./tests/vitest-global-setup.ts"],
    setupFiles: ["./tests/vitest-setup.ts"],
  },
});
