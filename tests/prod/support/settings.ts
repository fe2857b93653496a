// What the orchestrator (scripts/test-prod.ts) tells the Playwright run of tests/prod about the environment it
// started. Read in the Playwright config and in the journeys; never by the application.

export const HOSTNAME = "dochire.localhost";

/** API calls one key may make per window on the instances (API_RATE_LIMIT_MAX): small, so a burst fits well inside the window. */
export const API_RATE_LIMIT_MAX = 60;

export type ProdSettings = {
  /** https://dochire.localhost:<proxy port> — the site's public origin (BASE_URL of every instance). */
  baseURL: string;
  /** http://127.0.0.1:<port> — the orchestrator's reader of the SMTP receiver (GET /mails?to=…). */
  mailApi: string;
  /** "127.0.0.1:<port>" of each instance, as nginx reports it in X-DocHire-Upstream. */
  instances: string[];
  /** Where Playwright writes its JSON report, read back by the orchestrator for its summary. */
  jsonReport: string | undefined;
  /** Debian's Chromium, or CHROMIUM_PATH (as in playwright.config.ts). */
  chromiumPath: string;
};

export function prodSettings(): ProdSettings {
  return {
    baseURL: process.env.PROD_BASE_URL ?? `https://${HOSTNAME}:8443`,
    mailApi: process.env.PROD_MAIL_API ?? "http://127.0.0.1:8025",
    instances: (process.env.PROD_INSTANCES ?? "").split(",").filter(Boolean),
    jsonReport: process.env.PROD_PLAYWRIGHT_JSON,
    chromiumPath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  };
}
