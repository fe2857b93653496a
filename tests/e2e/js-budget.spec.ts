import { expect, firstLink, test } from "../fixtures";
import { javascriptGzipBytes, PUBLIC_PAGE_JS_BUDGET } from "../support/js-budget";

// Public document pages (decision 031): server HTML plus islands, no client runtime, within the JavaScript budget
// (25 KB gzip, every file and inline script together) for a phone on 4G.
test("public document pages run only their islands, within the JavaScript budget", async ({ page }) => {
  const pages = [
    "/",
    "/jobs",
    "/jobs?specialty=Cardiology&type=Full-time",
    await firstLink(page, "/jobs", 'main [data-testid="job-card"] a[href^="/jobs/"]'),
    "/login",
    "/forgot-password",
    "/reset-password?token=not-a-real-token",
    "/verify-email",
    "/this/page/does/not/exist",
    "/register",
    "/register?role=employer",
    "/simple-register",
    "/doctor-profiles",
    "/doctor-profiles?specialty=Pediatrics&location=Pune",
    "/about-us",
    "/services",
    "/contact-us",
    "/blog",
    await firstLink(page, "/blog", 'main a[href^="/blog/"]'),
  ];
  for (const url of pages) {
    await page.goto(url); // not-found pages answer 404, and are document pages all the same
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
    expect(await page.evaluate(() => "__reactRouterContext" in window), `${url} loads the React Router client`).toBe(false);
    const js = await javascriptGzipBytes(page);
    if (process.env.PRINT_JS) console.log(`${url} ${js.total} ${js.files.length}`);
    expect(js.total, `${url}: ${js.total} bytes of JavaScript (gzip) in ${js.files.join(", ")}`).toBeLessThanOrEqual(PUBLIC_PAGE_JS_BUDGET);
  }
});
