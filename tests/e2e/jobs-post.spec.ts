import { test, expect, DEMO, login, waitForHydration } from "../fixtures";
import type { Page } from "@playwright/test";
import { counts, validation } from "../../app/lib/messages";
import { jobForm, jobs as t } from "../../app/features/jobs/messages";

// Posting and editing jobs (spec 2.8, 5, 6, 8): who may, what the form checks, and what happens after.

const field = (page: Page, label: string | RegExp) => page.getByLabel(label, { exact: typeof label === "string" });

async function fillJob(page: Page, title: string) {
  await field(page, "Job title").fill(title);
  await field(page, "City").selectOption("Pune");
  await field(page, "Job type").selectOption("Full-time");
  await field(page, "Specialty").selectOption("Neurology");
  await field(page, "Minimum (₹, optional)").fill("1,50,000");
  await field(page, "Maximum (₹, optional)").fill("200000");
  await field(page, "Per").selectOption("month");
  await field(page, "Job description").fill("Lead the stroke pathway and see neurology referrals.\n\nDM Neurology with three years of experience.");
}

/** A job the admin posted (no "Posted by" line in the admin's own view): someone else's job for any employer. */
async function adminsJobId(page: Page): Promise<number> {
  await login(page, DEMO.admin);
  await page.goto("/dashboard/job-listings");
  const mine = page.getByTestId("listing-card").filter({ hasNot: page.getByText(/^Posted by /) });
  const href = await mine.first().getByRole("link", { name: /^View (?!applicants)/ }).getAttribute("href");
  return Number(href?.split("/").pop());
}

test("signed-out visitors are asked to sign in first", async ({ page }) => {
  const response = await page.goto("/post-job");
  expect(response?.status()).toBe(401);
  await expect(page.getByText(validation.mustBeLoggedInToPostJob)).toBeVisible();
  await expect(page.getByRole("link", { name: t.signInToPost })).toHaveAttribute("href", "/login?redirectTo=%2Fpost-job");
});

test("doctors cannot post jobs", async ({ page }) => {
  await login(page, DEMO.doctor);
  const response = await page.goto("/post-job");
  expect(response?.status()).toBe(403);
  await expect(page.getByText(validation.permissionDenied)).toBeVisible();
  await expect(page.getByText(t.onlyEmployersCanPost)).toBeVisible();
  await expect(page.getByRole("button", { name: t.postJobSubmit })).toHaveCount(0);
});

test("an employer posts a job, sees it live, then edits it", async ({ page }) => {
  await login(page, DEMO.employer);
  await page.goto("/post-job");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: t.postJobTitle })).toBeVisible();
  await expect(field(page, "Hospital / company")).toHaveValue("Sunrise Multispeciality Hospital");
  await expect(page.getByLabel(/Featured job/)).toHaveCount(0);

  const title = `E2E Stroke Physician ${Date.now()}`;
  await fillJob(page, title);
  await page.getByRole("button", { name: t.postJobSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
  await expect(page.getByTestId("toast")).toContainText(t.posted.title);
  await expect(page.getByTestId("toast")).toContainText(t.posted.description);
  const card = page.getByTestId("listing-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText(counts.applicationsReceived(0))).toBeVisible();

  await card.getByRole("link", { name: /^View (?!applicants)/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(page.getByText("₹1,50,000–₹2,00,000 / month")).toBeVisible();
  await expect(page.getByText("DM Neurology with three years of experience.")).toBeVisible();

  // The job is found by search at once.
  await page.goto(`/jobs?keyword=${encodeURIComponent(title)}`);
  await expect(page.getByTestId("job-card")).toHaveCount(1);

  await page.goto("/dashboard/job-listings");
  await page.getByTestId("listing-card").filter({ hasText: title }).getByRole("link", { name: /^Edit/ }).click();
  await expect(page).toHaveURL(/\/post-job\?edit=\d+$/);
  await expect(page.getByRole("heading", { name: t.editJobTitle })).toBeVisible();
  await expect(field(page, "Job title")).toHaveValue(title);
  await expect(field(page, "Minimum (₹, optional)")).toHaveValue("150000");
  await waitForHydration(page);
  await field(page, "Job title").fill(`${title} (edited)`);
  await field(page, "Per").selectOption("year");
  await field(page, "Minimum (₹, optional)").fill("1800000");
  await field(page, "Maximum (₹, optional)").fill("3000000");
  await page.getByRole("button", { name: t.updateJobSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
  await expect(page.getByTestId("toast")).toContainText(t.updated.title);
  const edited = page.getByTestId("listing-card").filter({ hasText: `${title} (edited)` });
  await expect(edited).toBeVisible();
  await expect(edited.getByText("₹18–30 LPA")).toBeVisible();
});

test("the form explains each mistake and keeps what was typed", async ({ page }) => {
  await login(page, DEMO.employer);
  await page.goto("/post-job");
  await waitForHydration(page);
  await field(page, "Job title").fill("Registrar");
  await field(page, "Minimum (₹, optional)").fill("300000");
  await field(page, "Maximum (₹, optional)").fill("200000");
  await page.getByRole("button", { name: t.postJobSubmit }).click();
  await expect(page.getByRole("alert").first()).toContainText(jobForm.fixErrors);
  for (const message of [jobForm.locationRequired, jobForm.typeRequired, jobForm.specialtyRequired, jobForm.descriptionRequired]) {
    await expect(page.getByText(message)).toBeVisible();
  }
  await expect(field(page, "City")).toBeFocused();
  await expect(field(page, "Job title")).toHaveValue("Registrar");
  await expect(field(page, "Minimum (₹, optional)")).toHaveValue("300000");
  await expect(page).toHaveURL(/\/post-job$/);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server validates, answers 400 and keeps the input", async ({ page }) => {
    await login(page, DEMO.employer);
    await page.goto("/post-job");
    await field(page, "Job title").fill("Registrar in Neurology");
    await field(page, "Job description").fill("Too short");
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().includes("/post-job") && r.request().method() === "POST"),
      page.getByRole("button", { name: t.postJobSubmit }).click(),
    ]);
    expect(response.status()).toBe(400);
    await expect(page.getByText(jobForm.descriptionRequired)).toBeVisible();
    await expect(page.getByText(jobForm.locationRequired)).toBeVisible();
    await expect(field(page, "Job title")).toHaveValue("Registrar in Neurology");
    await expect(field(page, "Job description")).toHaveValue("Too short");
    await expect(field(page, "Hospital / company")).toHaveValue("Sunrise Multispeciality Hospital");
  });
});

test("an employer cannot edit another employer's job, on the page or by posting to it", async ({ page }) => {
  const foreign = await adminsJobId(page);
  await login(page, DEMO.employer);
  const before = await page.request.get(`/jobs/${foreign}`).then((r) => r.text());

  const response = await page.goto(`/post-job?edit=${foreign}`);
  expect(response?.status()).toBe(403);
  await expect(page.getByText(validation.permissionDenied)).toBeVisible();
  await expect(page.getByText(t.notYourJob)).toBeVisible();

  const post = await page.request.post(`/post-job?edit=${foreign}`, {
    headers: { origin: new URL(page.url()).origin },
    form: { title: "Hijacked listing", company: "Xyz Hospital", location: "Pune", type: "Full-time", specialty: "ENT (Otolaryngology)", description: "This should never be saved by the server at all." },
  });
  expect(post.status()).toBe(403);
  expect(await post.text()).toContain(validation.permissionDenied);
  const after = await page.request.get(`/jobs/${foreign}`).then((r) => r.text());
  expect(after).not.toContain("Hijacked listing");
  expect(before).not.toContain("Hijacked listing");
});

test("the admin can mark a job featured; unknown edit ids are 404", async ({ page }) => {
  await login(page, DEMO.admin);
  await page.goto("/post-job");
  await expect(page.getByLabel(/Featured job/)).toBeVisible();
  expect((await page.goto("/post-job?edit=987654321"))?.status()).toBe(404);
  expect((await page.goto("/post-job?edit=abc"))?.status()).toBe(404);
});
