import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { expect, test } from "../../fixtures";
import { prodSettings } from "./settings";
import { linkIn, waitForMail } from "./mail-api";

// Steps shared by the journeys through the production environment (https, nginx, three instances).

export const settings = prodSettings();

/** Another browser context on the site (a second person), with the same https settings as the test's own. */
export async function newPerson(browser: Browser, consoleErrors: string[]): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: settings.baseURL, ignoreHTTPSErrors: true });
  const page = await context.newPage();
  // The same rule as the fixture's own page: an unexpected console error fails the test.
  page.on("console", (msg) => {
    if (msg.type() !== "error") return;
    const text = msg.text();
    if (/Failed to load resource: the server responded with a status of (4\d\d)/.test(text)) return;
    consoleErrors.push(`[${test.info().title} / second person] ${text}`);
  });
  page.on("pageerror", (error) => consoleErrors.push(error.message));
  return { context, page };
}

/** The instance nginx sent a request to (the last one tried, when it retried). */
export function upstreamOf(headers: Record<string, string>): string {
  return (headers["x-dochire-upstream"] ?? "").split(",").pop()!.trim();
}

/**
 * GETs a URL through the proxy until every instance has answered it (or 10 tries per instance), and expects each
 * answer to be a 200 of the given type with exactly the expected bytes: the file lives in S3, not on one machine.
 */
export async function expectServedByEveryInstance(
  request: APIRequestContext,
  url: string,
  expected: { bytes: Buffer; contentType: string },
): Promise<void> {
  const served = new Map<string, number>();
  const want = settings.instances;
  expect(want.length, "the orchestrator names the instances (PROD_INSTANCES)").toBeGreaterThan(1);
  for (let i = 0; i < want.length * 10 && want.some((w) => !served.has(w)); i++) {
    const res = await request.get(url);
    const from = upstreamOf(res.headers());
    const body = await res.body();
    expect(res.status(), `GET ${url} answered by ${from}: ${res.status()} ${body.toString("utf8").slice(0, 200)}`).toBe(200);
    expect(res.headers()["content-type"], `content type from ${from}`).toBe(expected.contentType);
    expect(Buffer.compare(body, expected.bytes) === 0, `the bytes served by ${from} are the bytes uploaded (${body.length} vs ${expected.bytes.length})`).toBe(true);
    served.set(from, (served.get(from) ?? 0) + 1);
  }
  expect([...served.keys()].sort(), `instances that served ${url}`).toEqual([...want].sort());
}

/**
 * GETs a page through the proxy until every instance has answered it (or 10 tries per instance), and expects each
 * answer to be a 200 that contains each of the texts: what one instance wrote, every instance shows.
 */
export async function expectEveryInstanceShows(request: APIRequestContext, url: string, texts: string[]): Promise<void> {
  const served = new Set<string>();
  const want = settings.instances;
  expect(want.length, "the orchestrator names the instances (PROD_INSTANCES)").toBeGreaterThan(1);
  for (let i = 0; i < want.length * 10 && want.some((w) => !served.has(w)); i++) {
    const res = await request.get(url);
    const from = upstreamOf(res.headers());
    const body = await res.text();
    expect(res.status(), `GET ${url} answered by ${from}: ${res.status()} ${body.slice(0, 200)}`).toBe(200);
    for (const text of texts) expect(body.includes(text), `the page served by ${from} shows "${text}"`).toBe(true);
    served.add(from);
  }
  expect([...served].sort(), `instances that served ${url}`).toEqual([...want].sort());
}

/** The confirmation link from the real mail the address received (SMTP receiver of the orchestrator). */
export async function confirmationLink(email: string): Promise<string> {
  const mail = await waitForMail(settings.mailApi, email, "Confirm your e-mail address");
  return linkIn(mail, `${settings.baseURL}/verify-email?token=`);
}

/** A confirmed account made through the real sign-up endpoint (on the proxy) and the confirmation mail. */
export async function signUpConfirmed(
  page: Page,
  input: { role: "doctor" | "employer"; name: string; email: string; password: string; specialization?: string; company?: string },
): Promise<void> {
  const { role, name, email, password } = input;
  const data: Record<string, string> = { name, email, password, role };
  if (input.specialization) data.specialization = input.specialization;
  if (input.company) data.company = input.company;
  const res = await page.context().request.post("/api/auth/sign-up/email", { data, headers: { origin: settings.baseURL } });
  expect(res.ok(), `sign-up of ${email}: ${res.status()} ${await res.text()}`).toBe(true);
  await page.goto(await confirmationLink(email));
  await expect(page).toHaveURL(/\/login\?confirmed=1$/);
}
