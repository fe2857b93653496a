import { test, expect, DEMO, login, waitForHydration } from "../fixtures";
import type { Page } from "@playwright/test";
import { jobs as t } from "../../app/features/jobs/messages";

// The employer dashboard's Job Listings tab (spec 2.8, 6): who sees what, and deleting with confirmation.

const listings = (page: Page) => page.getByTestId("listing-card");

/** A job the admin posted (no "Posted by" line in the admin's own view): someone else's job for any employer. */
async function adminsJobId(page: Page): Promise<number> {
  await login(page, DEMO.admin);
  await page.goto("/dashboard/job-listings");
  const mine = page.getByTestId("listing-card").filter({ hasNot: page.getByText(/^Posted by /) });
  const href = await mine.first().getByRole("link", { name: /^View (?!applicants)/ }).getAttribute("href");
  return Number(href?.split("/").pop());
}

async function postJob(page: Page, title: string) {
  await page.goto("/post-job");
  await waitForHydration(page);
  await page.getByLabel("Job title", { exact: true }).fill(title);
  await page.getByLabel("City", { exact: true }).selectOption("Chennai");
  await page.getByLabel("Job type", { exact: true }).selectOption("Locum");
  await page.getByLabel("Specialty", { exact: true }).selectOption("ENT (Otolaryngology)");
  await page.getByLabel("Job description", { exact: true }).fill("Weekend ENT locum cover for a busy outpatient department.");
  await page.getByRole("button", { name: t.postJobSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
}

test("an employer sees only their own listings", async ({ page }) => {
  await login(page, DEMO.employer);
  await page.goto("/dashboard/job-listings");
  await expect(page.getByRole("heading", { name: new RegExp(`^${t.yourJobListings}`) })).toBeVisible();
  await expect(page.getByRole("region", { name: new RegExp(t.yourJobListings) }).getByRole("link", { name: t.postNewJob })).toHaveAttribute("href", "/post-job");
  await expect(listings(page).first()).toBeVisible();
  // "1 application received", "2 applications received" (other journeys apply to the demo employer's jobs).
  await expect(listings(page).first().getByText(/^(1 application|\d+ applications) received$/)).toBeVisible();
  await expect(page.getByText(/^Posted by /)).toHaveCount(0);
});

test("the admin sees every listing, with who posted the others", async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto("/dashboard/job-listings");
  await expect(page.getByRole("heading", { name: new RegExp(`^${t.allJobListings}`) })).toBeVisible();
  await expect(page.getByText(t.postedBy("Neha Sharma")).first()).toBeVisible();
  await expect(listings(page).getByText(t.featured, { exact: true }).first()).toBeVisible();
});

test("deleting asks Are you absolutely sure?, and can be cancelled", async ({ page }) => {
  await login(page, DEMO.employer);
  const title = `E2E Delete Me ${Date.now()}`;
  await postJob(page, title);
  await waitForHydration(page);
  const card = listings(page).filter({ hasText: title });
  await card.getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("dialog", { name: t.confirmDelete });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(t.confirmDeleteText(title));
  await dialog.getByRole("button", { name: t.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(card).toBeVisible();

  await card.getByRole("button", { name: /^Delete/ }).click();
  await dialog.getByRole("button", { name: t.delete, exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText(t.deleted.title);
  await expect(page.getByTestId("toast")).toContainText(t.deleted.description);
  await expect(dialog).toBeHidden();
  await expect(listings(page).filter({ hasText: title })).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("delete confirms on a page of its own", async ({ page }) => {
    await login(page, DEMO.employer);
    const title = `E2E No-JS Delete ${Date.now()}`;
    // Post with a plain form submission.
    await page.goto("/post-job");
    await page.getByLabel("Job title", { exact: true }).fill(title);
    await page.getByLabel("City", { exact: true }).selectOption("Kochi");
    await page.getByLabel("Job type", { exact: true }).selectOption("Contract");
    await page.getByLabel("Specialty", { exact: true }).selectOption("Oncology");
    await page.getByLabel("Job description", { exact: true }).fill("Contract medical oncologist for a new day-care chemotherapy unit.");
    await page.getByRole("button", { name: t.postJobSubmit }).click();
    await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
    await listings(page).filter({ hasText: title }).getByRole("link", { name: /^Delete/ }).click();
    const confirm = page.getByRole("alertdialog", { name: t.confirmDelete });
    await expect(confirm).toContainText(t.confirmDeleteText(title));
    await confirm.getByRole("button", { name: t.delete, exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
    await expect(listings(page).filter({ hasText: title })).toHaveCount(0);
  });
});

test("doctors are refused and signed-out visitors sent to sign in", async ({ page }) => {
  const signedOut = await page.goto("/dashboard/job-listings");
  expect(signedOut?.status()).toBe(200);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fjob-listings$/);
  await login(page, DEMO.doctor);
  const doctor = await page.goto("/dashboard/job-listings");
  expect(doctor?.status()).not.toBe(200);
  await expect(listings(page)).toHaveCount(0);
});

test("an employer cannot delete another employer's job", async ({ page }) => {
  const foreign = await adminsJobId(page);
  await login(page, DEMO.employer);
  const response = await page.request.post("/dashboard/job-listings", { form: { intent: "delete", jobId: String(foreign) }, headers: { origin: new URL(page.url()).origin } });
  expect(response.status()).toBe(403);
  expect(await response.text()).toContain("Permission denied");
  expect((await page.request.get(`/jobs/${foreign}`)).status()).toBe(200);
});
