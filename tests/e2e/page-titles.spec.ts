import { DEMO, expect, login, test } from "../fixtures";
import { errorPages, pages, pageTitles } from "../../app/lib/messages";

// Every page title is "<Page> | DocHire" (the BRAND_NAME setting's default), and error pages head with their status.

test("the directory, the not-found page and the resume viewer carry the brand in their titles", async ({ page }) => {
  await page.goto("/doctor-profiles");
  await expect(page).toHaveTitle(`${pageTitles.doctorDirectory} | DocHire`);

  expect((await page.goto("/this/does/not/exist"))?.status()).toBe(404);
  await expect(page).toHaveTitle(`${pages.notFoundTitle} | DocHire`);
  expect((await page.goto("/jobs/987654321"))?.status()).toBe(404);
  await expect(page).toHaveTitle(`${pages.notFoundTitle} | DocHire`);

  expect((await page.goto("/resume/Dr.%20Someone?resumeId=abc"))?.status()).toBe(401);
  await expect(page).toHaveTitle(`${pageTitles.resume} | DocHire`);
  await login(page, DEMO.employer);
  await page.goto("/resume/Nobody?resumeId=does-not-exist");
  await expect(page).toHaveTitle(`${pageTitles.resumeOf("Nobody")} | DocHire`);
});

test("a refused page heads with the access message, not 'Something went wrong'", async ({ page }) => {
  await login(page, DEMO.doctor);
  const refused = await page.goto("/dashboard/job-listings");
  expect(refused?.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1, name: errorPages.forbiddenTitle })).toBeVisible();
  await expect(page.getByText(errorPages.forbiddenText)).toBeVisible();
  await expect(page.getByText(errorPages.genericTitle)).toHaveCount(0);
});

test("a public page that fails below the site layout still has a branded title", async ({ page }) => {
  expect((await page.goto("/blog/no-such-article-here"))?.status()).toBe(404);
  await expect(page).toHaveTitle(`${pages.notFoundTitle} | DocHire`);
  await login(page, DEMO.doctor);
  expect((await page.goto("/admin/create-doctor"))?.status()).toBe(403);
  await expect(page).toHaveTitle(`${errorPages.forbiddenTitle} | DocHire`);
});

test("the admin's doctor pages and the applicants page carry the brand in their titles", async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto("/admin/create-doctor");
  await expect(page).toHaveTitle(`${pageTitles.createDoctor} | DocHire`);
  await page.goto("/doctor-profiles");
  await page.getByTestId("doctor-card").first().getByRole("link", { name: "Edit" }).click();
  const name = await page.getByLabel("Full name").inputValue();
  await expect(page).toHaveTitle(`${pageTitles.editDoctorOf(name)} | DocHire`);

  await login(page, DEMO.employer);
  await page.goto("/dashboard/job-listings");
  const listing = page.getByTestId("listing-card").first();
  const href = await listing.locator("a[href^='/dashboard/applicants/']").first().getAttribute("href");
  const title = (await listing.getByRole("heading").first().textContent())!.trim();
  await page.goto(href!);
  await expect(page).toHaveTitle(`${pageTitles.applicantsFor(title)} | DocHire`);
});
