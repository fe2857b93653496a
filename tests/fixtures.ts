import fs from "node:fs";
import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { adminSessionFile, adminTotpFile } from "./support/admin-totp";
import { unusedCode } from "./support/totp";
import { jobs as jobMessages } from "../app/features/jobs/messages";

// Shared Playwright fixtures. Every page fails its test on an unexpected console error or uncaught exception.
export const DEMO = {
  admin: { email: "admin@dochire.in", password: "Admin@DocHire2026" },
  employer: { email: "hr@sunrisehospital.example", password: "Employer@DocHire2026" },
  doctor: { email: "dr.ananya@example.com", password: "Doctor@DocHire2026" },
} as const;

type Fixtures = { consoleErrors: string[] };

export const test = base.extend<Fixtures>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() !== "error") return;
        const text = msg.text();
        // Expected HTTP errors that the page itself handles (e.g. a 404 page's own document) are not bugs.
        if (/Failed to load resource: the server responded with a status of (4\d\d)/.test(text)) return;
        errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "unexpected console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Waits until React has hydrated the page, so client-side behaviour can be exercised. */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
}

/**
 * Signs the page's browser context in through the real sign-in endpoint (cookies land in the context).
 * For journeys that are about something other than the sign-in screen itself.
 */
export async function login(page: Page, who: { email: string; password: string }): Promise<void> {
  const baseURL = test.info().project.use.baseURL ?? "http://localhost:3100";
  // The admin's codes are accepted once each, two per 30 s at most across all workers: the admin's session is signed in
  // once per server and shared, and signed in afresh only when it has ended (a journey signed it out, say).
  const sessionFile = adminSessionFile(new URL(baseURL).port);
  if (who.email === DEMO.admin.email && fs.existsSync(sessionFile)) {
    const cookies = JSON.parse(fs.readFileSync(sessionFile, "utf8")) as Parameters<ReturnType<Page["context"]>["addCookies"]>[0];
    await page.context().addCookies(cookies);
    const current = await page.context().request.get("/api/auth/get-session");
    const viewer = current.ok() ? ((await current.json()) as { user?: { email?: string } } | null) : null;
    if (viewer?.user?.email === who.email) return;
    for (const cookie of cookies) await page.context().clearCookies({ name: cookie.name });
  }
  const res = await page.context().request.post("/api/auth/sign-in/email", {
    data: { email: who.email, password: who.password },
    headers: { origin: new URL(baseURL).origin },
  });
  expect(res.ok(), `sign-in as ${who.email} failed with ${res.status()}`).toBe(true);
  const answer = (await res.json()) as { twoFactorRedirect?: boolean };
  const origin = new URL(baseURL).origin;
  const secretFile = adminTotpFile(new URL(baseURL).port);
  // A server whose admin has not set up two-factor sign-in yet (e.g. the production-like stack): set it up now, as the
  // Security tab would, and keep the secret for the next sign-ins.
  if (answer.twoFactorRedirect !== true && who.email === DEMO.admin.email) {
    const enable = await page.context().request.post("/api/auth/two-factor/enable", { data: { password: who.password }, headers: { origin } });
    expect(enable.ok(), `two-factor set-up of ${who.email} failed with ${enable.status()}`).toBe(true);
    const secret = new URL(String(((await enable.json()) as { totpURI: string }).totpURI)).searchParams.get("secret")!;
    const verify = await page.context().request.post("/api/auth/two-factor/verify-totp", { data: { code: await unusedCode(secret) }, headers: { origin } });
    expect(verify.ok(), `two-factor confirmation of ${who.email} failed with ${verify.status()}`).toBe(true);
    fs.writeFileSync(secretFile, secret, { mode: 0o600 });
    return;
  }
  // The admin signs in with a code: its authenticator secret was left by the journeys' server (tests/e2e-server.ts).
  if (answer.twoFactorRedirect === true) {
    const secret = fs.readFileSync(secretFile, "utf8").trim();
    const second = await page.context().request.post("/api/auth/two-factor/verify-totp", {
      data: { code: await unusedCode(secret) },
      headers: { origin: new URL(baseURL).origin },
    });
    expect(second.ok(), `second factor of ${who.email} failed with ${second.status()}`).toBe(true);
    fs.writeFileSync(sessionFile, JSON.stringify(await page.context().cookies()), { mode: 0o600 });
  }
}

/** The address of the first link matching `selector` on the page at `listUrl` (e.g. a job page from /jobs). */
export async function firstLink(page: Page, listUrl: string, selector: string): Promise<string> {
  await page.goto(listUrl);
  const href = await page.locator(selector).first().getAttribute("href");
  expect(href, `a link ${selector} on ${listUrl}`).toBeTruthy();
  return href!;
}

/**
 * Posts a nephrology job in Nagpur through the /post-job form as the employer signed in on `page`, and waits for the
 * listings it lands on.
 */
export async function postJob(page: Page, title: string, description: string): Promise<void> {
  await page.goto("/post-job");
  await waitForHydration(page);
  await page.getByLabel("Job title", { exact: true }).fill(title);
  await page.getByLabel("City", { exact: true }).selectOption("Nagpur");
  await page.getByLabel("Job type", { exact: true }).selectOption("Full-time");
  await page.getByLabel("Specialty", { exact: true }).selectOption("Nephrology");
  await page.getByLabel("Job description", { exact: true }).fill(description);
  await page.getByRole("button", { name: jobMessages.postJobSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
}

/** The id of an open job of the demo employer, read from their own listings (in a context of its own). */
export async function demoEmployerOpenJob(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, DEMO.employer);
  await page.goto("/dashboard/job-listings");
  const open = page.getByTestId("listing-card").filter({ hasNot: page.getByText("Closed", { exact: true }) });
  const href = await open.first().getByRole("link", { name: /^View / }).first().getAttribute("href");
  await context.close();
  return Number(href!.split("/").pop());
}
