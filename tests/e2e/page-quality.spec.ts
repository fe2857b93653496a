import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, firstLink, login, test } from "../fixtures";
import { pdfFile } from "../files";
import { axeViolations, ServedHtml } from "../support/page-quality";
import { privacy } from "../../app/features/privacy/messages";
import { messaging } from "../../app/features/messages/messages";
import { directory } from "../../app/features/directory/messages";
import { createConfirmedAccount } from "./accounts-helpers";

// Issue 11: every page of every role is valid HTML as served (Nu HTML Checker: 0 errors) and accessible (axe,
// WCAG 2.x A/AA and best practices: 0 violations) at 1280×720. One test per role signs in once and checks each of
// its pages with soft assertions, so a failure lists every page at fault. The served HTML of all pages is
// validated in one Nu checker run at the end of the file (a JVM start is slow), hence one worker for the file.

test.describe.configure({ mode: "default" });
test.use({ viewport: { width: 1280, height: 720 } });

const served = new ServedHtml();

test.afterAll(() => {
  const errors = served.validate();
  expect(errors, `Nu HTML Checker errors:\n${errors.join("\n")}`).toEqual([]);
});

/** Opens `url` as the page's visitor (signed in or not), runs axe and keeps the HTML as served. */
async function check(page: Page, url: string, expectedStatus?: number): Promise<void> {
  await test.step(url, async () => {
    const response = await page.goto(url);
    if (expectedStatus !== undefined) expect.soft(response?.status(), `${url} status`).toBe(expectedStatus);
    const violations = await axeViolations(page);
    expect.soft(violations, `axe violations on ${url}:\n\n${violations.join("\n\n")}`).toEqual([]);
    await served.collect(page, url);
  });
}

async function checkAll(page: Page, urls: readonly string[], expectedStatus = 200): Promise<void> {
  for (const url of urls) await check(page, url, expectedStatus);
}

/** The href of the first link on `listUrl` matching `selector`. */
/** Time for `pages` page checks: about 2 s each on an idle machine, many times that on a busy shared one. */
function allow(pages: number): void {
  test.setTimeout(30_000 + pages * 25_000);
}

test("public pages, their error pages and the sign-in prompts", async ({ page }) => {
  allow(20);
  await checkAll(page, [
    "/",
    "/jobs",
    "/jobs?keyword=Consultant&specialty=Cardiology&type=Full-time&city=Mumbai",
    "/jobs?keyword=zzqqxx-no-such-job",
    "/doctor-profiles",
    "/doctor-profiles?q=nobody-matches-this",
    "/about-us",
    "/services",
    "/contact-us",
    "/blog",
    "/privacy",
  ]);
  await check(page, await firstLink(page, "/jobs", 'main [data-testid="job-card"] a[href^="/jobs/"]'), 200);
  await check(page, await firstLink(page, "/blog", 'main a[href^="/blog/"]'), 200);
  await checkAll(page, ["/this/does/not/exist", "/jobs/987654321", "/blog/no-such-article"], 404);
  await check(page, "/resume/Dr.%20Someone?resumeId=abc", 401);
  // A dashboard tab sends a visitor to sign in first.
  await check(page, "/dashboard/applications", 200);
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
});

test("account pages", async ({ page }) => {
  allow(10);
  await checkAll(page, [
    "/login",
    "/register",
    "/register?role=employer",
    "/simple-register",
    "/forgot-password",
    "/reset-password",
    "/reset-password?token=not-a-real-token",
    "/two-factor",
  ]);
  await check(page, "/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6InhAeS56In0.bad");
});

test("a doctor's pages", async ({ page }) => {
  allow(12);
  await login(page, DEMO.doctor);
  await checkAll(page, ["/dashboard", "/dashboard/profile", "/dashboard/applications", "/dashboard/resume", "/dashboard/saved-jobs", "/dashboard/messages", "/dashboard/job-alerts", "/dashboard/notifications", "/dashboard/security", "/dashboard/my-data", "/profile"]);
  await check(page, await firstLink(page, "/jobs", 'main [data-testid="job-card"] a[href^="/jobs/"]'), 200); // with the apply panel
  await checkAll(page, ["/dashboard/job-listings", "/dashboard/reports", "/resume/Dr.%20Someone?resumeId=abc"], 403);
});

test("an employer's pages", async ({ page }) => {
  allow(20);
  await login(page, DEMO.employer);
  await checkAll(page, ["/dashboard/job-listings", "/dashboard/doctor-profiles", "/dashboard/verification", "/dashboard/notifications", "/dashboard/api-keys", "/post-job", "/profile", "/doctor-profiles", "/dashboard/messages", "/dashboard/webhooks", "/dashboard/reports", "/dashboard/reports?period=365"]);
  // Writing to a doctor (one no other journey writes to), then the conversation.
  await check(page, await firstLink(page, "/dashboard/doctor-profiles?q=stroke", 'a[href^="/dashboard/messages/new"]'), 200);
  await page.getByLabel(messaging.bodyLabel).fill("Would you be open to a consultant role?\nWe can talk this week.");
  await page.getByRole("button", { name: messaging.send }).click();
  await expect(page).toHaveURL(/\/dashboard\/messages\/\d+$/);
  await check(page, new URL(page.url()).pathname, 200);
  await check(page, await firstLink(page, "/dashboard/job-listings", 'a[href^="/dashboard/applicants/"]'), 200);
  await check(page, await firstLink(page, "/dashboard/job-listings", 'a[href^="/post-job?"]'), 200);
  await checkAll(page, ["/dashboard/trusted-clients", "/admin/create-doctor"], 403);
  await check(page, "/resume/Nobody?resumeId=does-not-exist", 200);
});

test("a waiting employer's pages: the notice with its form on the first tab, and the Verification tab", async ({ page }) => {
  allow(2);
  const employer = await createConfirmedAccount(page, { role: "employer", name: "Page Quality HR", company: `Page Quality Clinic ${Date.now()}` });
  await login(page, employer);
  await checkAll(page, ["/dashboard/job-listings", "/dashboard/verification"]);
  await expect(page.getByTestId("verification-form")).toBeVisible();
});

test("the admin's pages and the resume viewer", async ({ page, browser }) => {
  allow(22);
  await login(page, DEMO.admin);
  await checkAll(page, [
    "/dashboard/job-listings",
    "/dashboard/doctor-profiles",
    "/dashboard/google-reviews",
    "/dashboard/trusted-clients",
    "/dashboard/employers",
    "/dashboard/accounts",
    "/dashboard/audit-log",
    "/dashboard/security",
    "/admin/create-doctor",
    "/post-job",
    "/profile",
    "/doctor-profiles",
    "/dashboard/messages",
  ]);
  await check(page, await firstLink(page, "/dashboard/doctor-profiles", 'a[href^="/admin/edit-doctor/"]'), 200);
  await check(page, await firstLink(page, "/dashboard/job-listings", 'a[href^="/dashboard/applicants/"]'), 200);

  // The resume viewer with a resume on file, for the admin and for an employer.
  const name = `Dr. Page Quality ${Date.now()}`;
  await page.goto("/admin/create-doctor");
  await page.getByLabel("Full name").fill(name);
  await page.getByLabel("Specialization").selectOption("Neurology");
  await page.getByLabel("Location").fill("Nagpur");
  await page.getByLabel("Resume").setInputFiles(pdfFile("cv.pdf", "Quality CV"));
  await page.getByRole("button", { name: "Create Profile" }).click();
  await expect(page).toHaveURL(/\/dashboard\/doctor-profiles/);
  const viewer = await firstLink(page, `/doctor-profiles?q=${encodeURIComponent(name)}`, 'a[href^="/resume/"]');
  await check(page, viewer, 200);
  await expect(page.locator("iframe")).toHaveAttribute("src", /^\/files\/resumes\//);

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 720 } });
  try {
    const employer = await context.newPage();
    await login(employer, DEMO.employer);
    await check(employer, viewer, 200);
  } finally {
    await context.close();
  }
});

/**
 * Posts a form in a browser without JavaScript (`submit` clicks its button) and checks the page it lands on, with
 * the toast the post set: its HTML as served (the landing response itself, since the toast is shown once) and axe
 * on that same document, replayed in a browser that runs axe but none of the page's scripts.
 */
async function checkAfterPost(page: Page, browser: Browser, submit: () => Promise<void>, toastTitle: string): Promise<void> {
  const landed = page.waitForResponse((r) => r.request().isNavigationRequest() && r.request().method() === "GET" && r.status() < 300);
  await submit();
  const response = await landed;
  const url = response.url();
  await test.step(`after a post without JavaScript: ${new URL(url).pathname}`, async () => {
    await expect(page.getByTestId("toast").filter({ hasText: toastTitle })).toBeVisible();
    const html = await response.body();
    served.keep(`${new URL(url).pathname} after a post without JavaScript (${response.status()})`, html);

    const replay = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    try {
      const view = await replay.newPage();
      await view.route(url, (route) =>
        route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", headers: { "content-security-policy": "script-src 'none'" }, body: html }),
      );
      await view.goto(url);
      await expect(view.getByTestId("toast").filter({ hasText: toastTitle })).toBeVisible();
      const violations = await axeViolations(view, { scripts: false });
      expect.soft(violations, `axe violations on ${url} after a post:\n\n${violations.join("\n\n")}`).toEqual([]);
    } finally {
      await replay.close();
    }
  });
}

test("pages reached by form posts without JavaScript, with their toasts", async ({ browser }) => {
  allow(6);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 1280, height: 720 }, javaScriptEnabled: false });
  try {
    const doctor = await context.newPage();
    await login(doctor, DEMO.doctor);
    await doctor.goto("/dashboard/my-data");
    await checkAfterPost(doctor, browser, () => doctor.getByRole("button", { name: privacy.downloadButton }).click(), privacy.downloadSent.title);
    await context.clearCookies();

    const admin = await context.newPage();
    await login(admin, DEMO.admin);
    await admin.goto("/admin/create-doctor");
    const name = `Dr. No Script ${Date.now()}`;
    await admin.getByLabel("Full name").fill(name);
    await admin.getByLabel("Specialization").selectOption("Neurology");
    await admin.getByLabel("Location").fill("Nashik");
    await admin.getByLabel("Resume").setInputFiles(pdfFile("cv.pdf", "No-script CV"));
    await checkAfterPost(admin, browser, () => admin.getByRole("button", { name: "Create Profile" }).click(), directory.profileCreated(name, true).title);
  } finally {
    await context.close();
  }
});
