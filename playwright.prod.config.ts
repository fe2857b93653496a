import { defineConfig, devices } from "@playwright/test";
import { chromiumLaunchOptions } from "./tests/support/chromium";
import { prodSettings } from "./tests/prod/support/settings";
import { resolveLocalhostSubdomains } from "./tests/prod/support/localhost-dns";

// Journeys through the production test environment (npm run test:prod starts it: nginx with TLS in front of three
// instances, PostgreSQL, S3, SMTP). Not for a plain `playwright test`: the orchestrator passes the URLs.
resolveLocalhostSubdomains();
const settings = prodSettings();

export default defineConfig({
  testDir: "tests/prod",
  // Journeys only: tests/prod/support holds unit tests of its own helpers (vitest runs those).
  testMatch: "*.spec.ts",
  fullyParallel: true,
  workers: 2,
  // A journey that fails here fails the run: no retries hide a request that landed on a broken instance.
  retries: 0,
  forbidOnly: true,
  reporter: settings.jsonReport ? [["list"], ["json", { outputFile: settings.jsonReport }]] : [["list"]],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: "test-results/prod",
  use: {
    baseURL: settings.baseURL,
    ignoreHTTPSErrors: true,
    trace: "retain-on-failure",
    launchOptions: { ...chromiumLaunchOptions, executablePath: settings.chromiumPath },
  },
  projects: [{ name: "prod", use: { ...devices["Desktop Chrome"], channel: undefined } }],
});
