import { expect, test } from "../fixtures";
import { pages } from "../../app/lib/messages";

test("unknown paths get the not-found page with status 404", async ({ page }) => {
  const response = await page.goto("/this/does/not/exist");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: pages.notFoundTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: pages.goHome })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: pages.searchJobs })).toHaveAttribute("href", "/jobs");
});

test("www and http are redirected to the canonical https host; local hosts are exempt", async ({ request }) => {
  const www = await request.get("/jobs?keyword=x", { headers: { host: "www.dochire.in" }, maxRedirects: 0 });
  expect(www.status()).toBe(301);
  expect(www.headers()["location"]).toBe("https://dochire.in/jobs?keyword=x");
  const http = await request.get("/", { headers: { host: "dochire.in" }, maxRedirects: 0 });
  expect(http.status()).toBe(301);
  expect(http.headers()["location"]).toBe("https://dochire.in/");
  const local = await request.get("/healthz", { maxRedirects: 0 });
  expect(local.status()).toBe(200);
});

test("health check reports the database", async ({ request }) => {
  const res = await request.get("/healthz");
  expect(res.ok()).toBe(true);
  expect((await res.json()).status).toBe("ok");
});
