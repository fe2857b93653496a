import type { Page } from "@playwright/test";
import { DEMO, expect, login, test } from "../fixtures";
import { jobs as t } from "../../app/features/jobs/messages";
import { settings, upstreamOf } from "./support/journey";

// What the TLS proxy in front must not break, asserted through it: HSTS, Secure cookies, the cross-site form
// refusal, and same-site form posts from the https pages (behind TLS every React Router form POST once answered 400).

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("pages through the proxy carry Strict-Transport-Security", async ({ page }) => {
  for (const path of ["/", "/jobs", "/login", "/about-us"]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(200);
    expect(res?.headers()["strict-transport-security"], `HSTS on ${path}`).toMatch(/max-age=\d{7,}/);
  }
});

test("plain requests are spread over every instance", async ({ request }) => {
  const seen = new Set<string>();
  for (let i = 0; i < settings.instances.length * 10 && seen.size < settings.instances.length; i++) {
    const res = await request.get("/healthz");
    expect(res.status()).toBe(200);
    seen.add(upstreamOf(res.headers()));
  }
  expect([...seen].sort()).toEqual([...settings.instances].sort());
});

test("sign-in over https sets only Secure cookies", async ({ page, context }) => {
  const res = await page.context().request.post("/api/auth/sign-in/email", {
    data: DEMO.doctor,
    headers: { origin: settings.baseURL },
  });
  expect(res.status()).toBe(200);
  const setCookies = res.headersArray().filter((h) => h.name.toLowerCase() === "set-cookie");
  expect(setCookies.length, "Set-Cookie headers on sign-in").toBeGreaterThan(0);
  for (const h of setCookies) expect(h.value, "each Set-Cookie says Secure").toMatch(/;\s*Secure/i);
  for (const cookie of await context.cookies(settings.baseURL)) expect(cookie.secure, `cookie ${cookie.name}`).toBe(true);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("a cross-site form post is refused, on route actions and on the accounts API", async ({ page }) => {
  await login(page, DEMO.employer);
  const title = `Cross Site Job ${Date.now()}`;
  const res = await page.request.post("/post-job", {
    headers: { origin: "https://evil.example", referer: "https://evil.example/form" },
    form: {
      title,
      company: "Evil Hospital",
      location: "Pune",
      type: "Full-time",
      specialty: "Neurology",
      description: "This job must never be created: the form came from another site.",
    },
    maxRedirects: 0,
  });
  expect(res.status(), `cross-site POST /post-job: ${await res.text()}`).toBe(403);
  const signIn = await page.request.post("/api/auth/sign-in/email", {
    data: DEMO.employer,
    headers: { origin: "https://evil.example" },
  });
  expect(signIn.status(), "cross-site sign-in").toBe(403);
  await page.goto("/dashboard/job-listings");
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
  await expect(page.getByTestId("listing-card").filter({ hasText: title })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a same-site form post from the https page works (a plain browser form submission)", async ({ page }) => {
    await login(page, DEMO.employer);
    await page.goto("/post-job");
    const title = `Prod Plain Form Job ${Date.now()}`;
    await field(page, "Job title").fill(title);
    await field(page, "City").selectOption("Chennai");
    await field(page, "Job type").selectOption("Full-time");
    await field(page, "Specialty").selectOption("Neurology");
    await field(page, "Job description").fill("Neurology registrar for the stroke unit, posted by a plain form without JavaScript.");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/post-job") && r.request().method() === "POST"),
      page.getByRole("button", { name: t.postJobSubmit }).click(),
    ]);
    expect(response.status(), `POST /post-job answered ${response.status()}: ${(await response.text().catch(() => "")).slice(0, 300)}`).toBe(302);
    await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
    await expect(page.getByTestId("listing-card").filter({ hasText: title })).toBeVisible();
  });
});
