import type { Browser, Page } from "@playwright/test";
import { expect, login, postJob, test, waitForHydration } from "../fixtures";
import { pdfFile } from "../files";
import { createConfirmedAccount, origin } from "./accounts-helpers";
import { counts, validation, jobPage } from "../../app/lib/messages";
import { jobListing, jobs as t } from "../../app/features/jobs/messages";
import { feeds } from "../../app/features/jobs/feeds/messages";
import { doctorStageLabel, applicationRecords } from "../../app/features/applications/messages";

// Taking a job down (Close, Reopen, Delete) as its owner, and what the doctors who applied keep. Each journey has an
// employer of its own, so other journeys' listings of the demo employer are left alone.

const listing = (page: Page, title: string) => page.getByTestId("listing-card").filter({ hasText: title });

/** A fresh employer, signed in on `page`, who posts one job; returns its id. */
async function employerWithJob(page: Page, title: string): Promise<number> {
  const account = await createConfirmedAccount(page, { role: "employer", name: "Lifecycle HR", company: "Godavari Kidney Centre" });
  await login(page, account);
  await postJob(page, title, "Run the dialysis unit and the kidney clinic with two senior colleagues.");
  const href = await listing(page, title).getByRole("link", { name: /^View (?!applicants)/ }).getAttribute("href");
  return Number(href!.split("/").pop());
}

/** A fresh doctor in a browser context of their own applies to the job (resume attached on the way). */
async function doctorApplies(browser: Browser, jobId: number): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const doctor = await createConfirmedAccount(page, { role: "doctor", name: `Dr. Lifecycle ${Date.now()}`, specialization: "Nephrology" });
  await login(page, doctor);
  await page.goto(`/jobs/${jobId}`);
  await waitForHydration(page);
  await page.locator("#apply").getByRole("button", { name: jobPage.applyNow }).click();
  await page.getByLabel(/Upload your resume first/).setInputFiles(pdfFile());
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByTestId("toast")).toContainText(applicationRecords.applicationSubmitted.title);
  return page;
}

// Exactly the title (exact=1): with fewer words than typed the search would show near matches rather than nothing.
const searchFor = async (page: Page, title: string) => {
  await page.goto(`/jobs?keyword=${encodeURIComponent(title)}&exact=1`);
  return page.locator("#results-count");
};

test("close takes a job down and keeps its applications; reopen puts it back", async ({ page, browser }) => {
  const title = `E2E Close Nephrologist ${Date.now()}`;
  const jobId = await employerWithJob(page, title);
  const doctor = await doctorApplies(browser, jobId);

  await page.goto("/dashboard/job-listings");
  await waitForHydration(page);
  await expect(listing(page, title).getByText(counts.applicationsReceived(1))).toBeVisible();
  await listing(page, title).getByRole("button", { name: new RegExp(`^${jobListing.close}`) }).click();
  await expect(page.getByTestId("toast")).toContainText(jobListing.closed.title);
  await expect(listing(page, title).getByText(jobPage.closedBadge, { exact: true })).toBeVisible();
  await expect(listing(page, title).getByText(counts.applicationsReceived(1))).toBeVisible();

  // Gone from search, readable on its own page, no Apply.
  await expect(await searchFor(page, title)).toHaveText(counts.jobsFound(0));
  expect((await page.goto(`/jobs/${jobId}`))?.status()).toBe(410);
  await expect(page.getByText(t.jobClosed)).toBeVisible();
  await expect(page.getByText(jobListing.closedByEmployerText)).toBeVisible();
  await expect(page.getByRole("link", { name: jobPage.applyNow })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  // The doctor's application is still there, still linked to the job.
  await doctor.goto("/dashboard/applications");
  await expect(doctor.getByTestId("application-row").getByRole("link", { name: title })).toHaveAttribute("href", `/jobs/${jobId}`);
  await expect(doctor.getByTestId("application-row").getByText(applicationRecords.jobRemoved)).toHaveCount(0);
  await doctor.context().close();

  await page.goto("/dashboard/job-listings");
  await waitForHydration(page);
  await listing(page, title).getByRole("button", { name: new RegExp(`^${jobListing.reopen}`) }).click();
  await expect(page.getByTestId("toast")).toContainText(jobListing.reopened.title);
  await expect(listing(page, title).getByText(jobPage.closedBadge, { exact: true })).toHaveCount(0);
  await expect(await searchFor(page, title)).toHaveText(counts.jobsFound(1));
});

test("deleting a job with applications names them first; the doctor's record stays readable", async ({ page, browser }) => {
  const title = `E2E Delete Nephrologist ${Date.now()}`;
  const jobId = await employerWithJob(page, title);
  const doctor = await doctorApplies(browser, jobId);

  await page.goto("/dashboard/job-listings");
  await waitForHydration(page);
  await listing(page, title).getByRole("button", { name: /^Delete/ }).click();
  const dialog = page.getByRole("dialog", { name: t.confirmDelete });
  await expect(dialog).toContainText(t.confirmDeleteText(title));
  await expect(dialog).toContainText(jobListing.deleteWithApplications(1));
  await dialog.getByRole("button", { name: t.delete, exact: true }).click();
  await expect(page.getByTestId("toast")).toContainText(t.deleted.title);
  await expect(listing(page, title)).toHaveCount(0);
  // Gone for good: 410, with what the job was and a search for jobs like it.
  const gone = await page.request.get(`/jobs/${jobId}`);
  expect(gone.status()).toBe(410);
  expect(await gone.text()).toContain(feeds.removedTitle);

  await doctor.goto("/dashboard/applications");
  const row = doctor.getByTestId("application-row").filter({ hasText: title });
  await expect(row).toContainText(applicationRecords.jobRemoved);
  await expect(row).toContainText("Godavari Kidney Centre");
  await expect(row.getByRole("link", { name: title })).toHaveCount(0);
  await expect(row.getByTestId("status-badge")).toHaveText(doctorStageLabel.received);
  await doctor.goto("/dashboard");
  await expect(doctor.getByTestId("recent-applications")).toContainText(applicationRecords.jobRemoved);
  await doctor.context().close();
});

test("only the job's owner and the admin may close, reopen or delete it, checked by the server", async ({ page, browser }) => {
  const title = `E2E Guarded Nephrologist ${Date.now()}`;
  const jobId = await employerWithJob(page, title);
  const post = (p: Page, intent: string) =>
    p.request.post("/dashboard/job-listings", { form: { intent, jobId: String(jobId) }, headers: { origin: origin() }, maxRedirects: 0 });

  /** A fresh, signed-in account in a browser context of its own. */
  const signedIn = async (input: Parameters<typeof createConfirmedAccount>[1]) => {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const p = await context.newPage();
    await login(p, await createConfirmedAccount(p, input));
    return p;
  };

  const otherEmployer = await signedIn({ role: "employer", name: "Other HR", company: "Other Hospital" });
  for (const intent of ["close", "reopen", "delete"]) {
    const refused = await post(otherEmployer, intent);
    expect(refused.status(), intent).toBe(403);
    expect(await refused.text()).toContain(validation.permissionDenied);
  }
  await otherEmployer.context().close();
  const doctor = await signedIn({ role: "doctor", name: "Dr. Not An Employer", specialization: "Nephrology" });
  expect((await post(doctor, "close")).status()).toBe(403);
  await doctor.context().close();

  const signedOut = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const anonymous = await signedOut.newPage();
  expect((await post(anonymous, "close")).status()).not.toBe(200);
  await signedOut.close();

  // Still open: in search, and Apply is offered.
  await expect(await searchFor(page, title)).toHaveText(counts.jobsFound(1));
  await page.goto(`/jobs/${jobId}`);
  await expect(page.getByText(t.jobClosed)).toHaveCount(0);
});
