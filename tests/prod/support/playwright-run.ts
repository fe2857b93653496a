import { spawn } from "node:child_process";
import fs from "node:fs";
import { shorten, type Report } from "./report";

// Runs a Playwright suite of tests/prod (this checkout's, or a previous release's) against a running environment and
// turns its JSON report into checks.

type PlaywrightSpec = { title: string; ok: boolean; tests: { status?: string; results: { status: string; error?: { message?: string } }[] }[] };
type PlaywrightSuite = { title: string; file?: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };
type SpecOutcome = { file: string; title: string; ok: boolean; error: string };

function collectSpecs(suite: PlaywrightSuite, file: string, out: SpecOutcome[]): void {
  for (const spec of suite.specs ?? []) {
    const results = spec.tests.flatMap((t) => t.results);
    const failed = results.find((r) => r.status !== "passed" && r.status !== "skipped");
    const error = failed?.error?.message?.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, "g"), "") ?? (failed ? failed.status : "");
    out.push({ file, title: spec.title, ok: spec.ok, error });
  }
  for (const child of suite.suites ?? []) collectSpecs(child, suite.file ?? file, out);
}

export async function runProdJourneys(o: {
  cwd: string;
  report: Report;
  /** The report's group for each journey, and for the run itself. */
  group: string;
  jsonFile: string;
  env: { PROD_BASE_URL: string; PROD_MAIL_API: string; PROD_INSTANCES: string };
}): Promise<void> {
  fs.rmSync(o.jsonFile, { force: true });
  const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  if (!fs.existsSync(chromium)) {
    o.report.add(o.group, "Chromium is installed", false, `${chromium} is missing (apt-get install chromium, or CHROMIUM_PATH)`);
    return;
  }
  const child = spawn("npx", ["playwright", "test", "-c", "playwright.prod.config.ts"], {
    cwd: o.cwd,
    stdio: ["ignore", "inherit", "inherit"],
    env: { ...process.env, ...o.env, PROD_PLAYWRIGHT_JSON: o.jsonFile },
  });
  const timer = setTimeout(() => child.kill("SIGTERM"), 5 * 60_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (c) => resolve(c)));
  clearTimeout(timer);
  if (!fs.existsSync(o.jsonFile)) {
    o.report.add(o.group, "Playwright ran", false, `exit code ${code}, no JSON report`);
    return;
  }
  const json = JSON.parse(fs.readFileSync(o.jsonFile, "utf8")) as { suites: PlaywrightSuite[] };
  const specs: SpecOutcome[] = [];
  for (const suite of json.suites) collectSpecs(suite, suite.file ?? suite.title, specs);
  if (specs.length === 0) o.report.add(o.group, "Playwright ran journeys", false, `exit code ${code}, no journey in the report`);
  for (const s of specs) o.report.add(o.group, `${s.file}: ${s.title}`, s.ok, s.ok ? undefined : shorten(s.error.split("\n").slice(0, 12).join("\n")));
}
