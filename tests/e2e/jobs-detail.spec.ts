import { test, expect } from "../fixtures";
import type { Page } from "@playwright/test";
import { pages, jobPage } from "../../app/lib/messages";
import { jobs as t } from "../../app/features/jobs/messages";
import { EMPLOYMENT_TYPE } from "../../app/features/jobs/job-posting-ld";

// The job detail page: facts, description, similar jobs, JSON-LD, closed jobs and 404s (applying: doctor-journeys.spec.ts).

async function jsonLdOf(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').first().textContent();
  return JSON.parse(text ?? "{}") as Record<string, unknown>;
}

test("opens from a card and shows the job, with JobPosting data matching the page", async ({ page }) => {
  await page.goto("/jobs");
  const card = page.getByTestId("job-card").first();
  const title = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("link", { name: t.viewDetails }).click();
  // The card's link says it was a search result (for the employer's reports); the canonical address stays plain.
  await expect(page).toHaveURL(/\/jobs\/\d+\?src=search$/);
  const id = new URL(page.url()).pathname.split("/").pop();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  for (const label of ["Location", "Job type", "Specialty", "Salary", "Posted"]) await expect(page.getByText(label, { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Job Description" })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/jobs/${id}$`));
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);

  const ld = await jsonLdOf(page);
  expect(ld["@type"]).toBe("JobPosting");
  expect(ld.title).toBe(title);
  const company = (await page.locator("h1 + p").textContent())!.trim();
  expect(ld.hiringOrganization).toMatchObject({ "@type": "Organization", name: company });
  expect(ld.directApply).toBe(true);
  const location = await page.locator("dt", { hasText: "Location" }).locator("+ dd").textContent();
  expect(ld.jobLocation).toMatchObject({ "@type": "Place", address: { "@type": "PostalAddress", addressLocality: location, addressCountry: "IN" } });
  const type = await page.locator("dt", { hasText: "Job type" }).locator("+ dd").textContent();
  expect(ld.employmentType).toBe(EMPLOYMENT_TYPE[type!]);
  expect(new Date(ld.datePosted as string).toString()).not.toBe("Invalid Date");
  expect(String(ld.description)).toContain((await page.locator("#job-description + div p").first().textContent())!.trim().slice(0, 40));
  const salary = ld.baseSalary as { currency: string; value: { unitText: string } } | undefined;
  if (salary) {
    expect(salary.currency).toBe("INR");
    expect(["MONTH", "YEAR"]).toContain(salary.value.unitText);
  }

  // Similar jobs: same specialty, not this one.
  const similar = page.getByRole("region", { name: t.similarJobs }).getByTestId("job-card");
  if ((await similar.count()) > 0) {
    expect(await similar.count()).toBeLessThanOrEqual(4);
    for (const link of await similar.getByRole("link", { name: t.viewDetails }).all()) await expect(link).not.toHaveAttribute("href", `/jobs/${id}`);
  }
});

test("unknown and malformed ids get the not-found page with 404", async ({ page }) => {
  for (const path of ["/jobs/987654321", "/jobs/abc", "/jobs/12abc", "/jobs/-1"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: pages.notFoundTitle })).toBeVisible();
  }
});

test("a job past its closing date answers 410 but stays readable, says it is closed, is noindex, has no Apply and no JobPosting", async ({ page, request }) => {
  // The demo seed has closed jobs; the sitemap lists only open ones, so the first seeded id missing there is closed.
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const open = new Set([...sitemap.matchAll(/\/jobs\/(\d+)</g)].map((m) => Number(m[1])));
  let closedId: number | null = null;
  for (let id = 1; id <= 80 && closedId === null; id++) {
    if (open.has(id)) continue;
    const res = await request.get(`/jobs/${id}`);
    if (res.status() === 410) closedId = id;
  }
  expect(closedId, "a closed demo job").not.toBeNull();
  expect((await page.goto(`/jobs/${closedId}`))?.status()).toBe(410);
  await expect(page.getByText(t.jobClosed)).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  await expect(page.getByRole("link", { name: jobPage.applyNow })).toHaveCount(0);
  await expect(page.getByRole("button", { name: jobPage.applyNow })).toHaveCount(0);
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
});

test("the sitemap lists open jobs with lastmod, and robots.txt points at it", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(xml).toMatch(/<loc>[^<]+\/jobs<\/loc>/);
  expect(xml).toMatch(/<url><loc>[^<]+\/jobs\/\d+<\/loc><lastmod>\d{4}-\d\d-\d\dT[^<]+<\/lastmod><\/url>/);
  expect(await (await request.get("/robots.txt")).text()).toMatch(/Sitemap: .+\/sitemap\.xml/);
});
