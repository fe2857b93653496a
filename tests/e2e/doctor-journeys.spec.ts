import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, login, test, waitForHydration } from "../fixtures";
import { fakePdfFile, hugePdfFile, pdfFile } from "../files";
import { createConfirmedAccount } from "./accounts-helpers";
import { pages, resumeUpload } from "../../app/lib/messages";
import { resume as msg } from "../../app/features/resumes/messages";
import { doctorStageLabel, pipeline, applicationRecords } from "../../app/features/applications/messages";

async function newDoctor(page: Page, name = `Dr. Journey ${Date.now()}`) {
  const account = await createConfirmedAccount(page, { role: "doctor", name, specialization: "Cardiology" });
  await login(page, account);
  return { ...account, name };
}

/** The id of an open job that the demo employer owns (from their own listings). */
async function employerJobId(browser: Browser): Promise<number> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, DEMO.employer);
  await page.goto("/dashboard/job-listings");
  const open = page.getByTestId("listing-card").filter({ hasNot: page.getByText("Closed", { exact: true }) });
  const href = await open.first().getByRole("link", { name: /^View / }).first().getAttribute("href");
  await context.close();
  return Number(href!.split("/").pop());
}

async function uploadResume(page: Page, file = pdfFile()) {
  await page.goto("/dashboard/resume");
  await waitForHydration(page);
  await page.getByLabel(/Upload your resume|Replace your resume/).setInputFiles(file);
  await page.getByRole("button", { name: "Upload Resume" }).click();
}

test.describe("resume", () => {
  test("upload a PDF, view it, replace it, refuse impostors and oversize files, delete it", async ({ page }) => {
    await newDoctor(page);
    await page.goto("/dashboard/resume");
    await waitForHydration(page);
    await expect(page.getByTestId("current-resume")).toContainText("not uploaded a resume");

    await page.getByRole("button", { name: "Upload Resume" }).click();
    await expect(page.getByTestId("toast")).toContainText(msg.noFileSelected.title);

    await page.getByLabel("Upload your resume").setInputFiles(fakePdfFile());
    await page.getByRole("button", { name: "Upload Resume" }).click();
    await expect(page.getByTestId("toast")).toContainText(resumeUpload.invalidFile.title);
    await expect(page.getByTestId("current-resume")).toContainText("not uploaded a resume");

    await page.getByLabel("Upload your resume").setInputFiles(hugePdfFile());
    await expect(page.getByTestId("toast")).toContainText(resumeUpload.invalidFile.description!);

    await uploadResume(page);
    await expect(page.getByTestId("toast")).toContainText(msg.updated.title);
    await expect(page.getByTestId("current-resume")).toContainText("PDF resume, uploaded");
    const viewHref = await page.getByRole("link", { name: "View" }).getAttribute("href");
    const pdf = await page.request.get(viewHref!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");

    await uploadResume(page, pdfFile("second.pdf", "Second version"));
    await expect(page.getByTestId("toast")).toContainText(msg.updated.title);
    await expect(page.getByRole("link", { name: "View" })).not.toHaveAttribute("href", viewHref!);
    const newHref = await page.getByRole("link", { name: "View" }).getAttribute("href");
    expect(newHref).toMatch(/^\/files\/resumes\//);
    expect((await page.request.get(viewHref!)).status()).toBe(404);

    await page.getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("toast")).toContainText(msg.deleted.title);
    await expect(page.getByTestId("current-resume")).toContainText("not uploaded a resume");
  });

  test("a resume is refused to signed-out visitors and other doctors", async ({ page, browser }) => {
    await newDoctor(page);
    await uploadResume(page);
    await expect(page.getByTestId("toast")).toContainText(msg.updated.title);
    const href = await page.getByRole("link", { name: "View" }).getAttribute("href");

    const anonymous = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    expect((await anonymous.request.get(href!)).status()).toBe(401);
    await anonymous.close();

    const other = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const otherPage = await other.newPage();
    await login(otherPage, DEMO.doctor);
    expect((await otherPage.request.get(href!)).status()).toBe(403);
    await other.close();
  });
});

test.describe("applying", () => {
  test("signed-out visitors are sent to sign in and brought back", async ({ page, browser }) => {
    const jobId = await employerJobId(browser);
    await page.goto(`/jobs/${jobId}`);
    await page.locator("#apply").getByRole("link", { name: "Apply Now" }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?redirectTo=%2Fjobs%2F${jobId}`));
  });

  test("a doctor without a resume uploads one in the same flow, then cannot apply twice", async ({ page, browser }) => {
    const jobId = await employerJobId(browser);
    await newDoctor(page);
    await page.goto(`/jobs/${jobId}`);
    await waitForHydration(page);
    await page.locator("#apply").getByRole("button", { name: "Apply Now" }).click();
    await page.getByLabel(/Upload your resume first/).setInputFiles(pdfFile());
    await page.getByLabel(/Cover note/).fill("Available to join within a month.");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.getByTestId("toast")).toContainText(applicationRecords.applicationSubmitted.title);
    await expect(page.getByTestId("applied-state")).toContainText(doctorStageLabel.received);

    const again = await page.request.post(`/jobs/${jobId}`, { form: { intent: "apply" }, headers: { origin: new URL(page.url()).origin } });
    expect(again.status()).toBe(409);
  });

  test("the job page's forms work without JavaScript: a refused resume keeps the note, then apply and save", async ({ browser }) => {
    const jobId = await employerJobId(browser);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await newDoctor(page);
    await page.goto(`/jobs/${jobId}`);
    // No script: the form is shown at once, the button that would show it is not.
    await expect(page.locator("#apply").getByRole("button", { name: "Apply Now" })).toBeHidden();
    await page.getByLabel(/Upload your resume first/).setInputFiles(fakePdfFile());
    await page.getByLabel(/Cover note/).fill("Available from January.");
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page.locator("#apply")).toContainText(resumeUpload.invalidFile.description);
    await expect(page.getByLabel(/Cover note/)).toHaveValue("Available from January.");
    await page.getByLabel(/Upload your resume first/).setInputFiles(pdfFile());
    await page.getByRole("button", { name: "Submit Application" }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
    await expect(page.getByTestId("applied-state")).toContainText(doctorStageLabel.received);
    await expect(page.getByTestId("toast")).toContainText(applicationRecords.applicationSubmitted.title);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/jobs/${jobId}$`));
    await expect(page.getByRole("button", { name: "Saved" })).toHaveAttribute("aria-pressed", "true");
    await context.close();
  });

  test("employers cannot apply", async ({ page, browser }) => {
    const jobId = await employerJobId(browser);
    await login(page, DEMO.employer);
    await page.goto(`/jobs/${jobId}`);
    await expect(page.getByText("Employer and admin accounts cannot apply")).toBeVisible();
    const res = await page.request.post(`/jobs/${jobId}`, { form: { intent: "apply" }, headers: { origin: new URL(page.url()).origin } });
    expect(res.status()).toBe(403);
  });
});

test("the employer moves an application from the list view on a phone; the doctor withdraws", async ({ page, browser }) => {
  test.slow(); // two browsers, a sign-up, an upload, an application and a move
  const jobId = await employerJobId(browser);
  const doctor = await newDoctor(page);
  await uploadResume(page);
  await expect(page.getByTestId("toast")).toContainText(msg.updated.title);
  await page.goto(`/jobs/${jobId}`);
  await waitForHydration(page);
  await page.locator("#apply").getByRole("button", { name: "Apply Now" }).click();
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByTestId("applied-state")).toBeVisible();

  // The employer works on a phone, in the list view.
  const employer = await browser.newContext({ baseURL: test.info().project.use.baseURL, viewport: { width: 390, height: 844 } });
  const ep = await employer.newPage();
  await login(ep, DEMO.employer);
  await ep.goto(`/dashboard/applicants/${jobId}?view=list`);
  await waitForHydration(ep);
  const row = ep.getByTestId("applicant").filter({ hasText: doctor.name });
  await expect(row).toContainText("Applied");
  await row.getByLabel(pipeline.moveTo).selectOption({ label: "Interview" });
  await row.getByRole("button", { name: pipeline.move, exact: true }).click();
  await expect(ep.getByTestId("toast")).toContainText(pipeline.moveDone("Interview").title);
  await expect(ep.getByTestId("applicant").filter({ hasText: doctor.name })).toContainText("Interview");
  await employer.close();

  // Inside the undo window the doctor has not been told yet, and may still withdraw.
  await page.goto("/dashboard/applications");
  const app = page.getByTestId("application-row").first();
  await expect(app.getByTestId("status-badge")).toHaveText(doctorStageLabel.received);
  await waitForHydration(page);
  await app.getByRole("button", { name: "View Application" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Withdraw application" }).click();
  await expect(page.getByTestId("application-row").first().getByTestId("status-badge")).toHaveText(doctorStageLabel.withdrawn);
});

test("another employer cannot see or move applicants of a job that is not theirs", async ({ page, browser }) => {
  const jobId = await employerJobId(browser);
  const other = await createConfirmedAccount(page, { role: "employer", name: "Other HR", company: "Other Hospital" });
  await login(page, other);
  const res = await page.goto(`/dashboard/applicants/${jobId}`);
  expect(res?.status()).toBe(403);
});

test("save and unsave jobs; the Saved Jobs tab lists them", async ({ page, browser }) => {
  const jobId = await employerJobId(browser);
  await newDoctor(page);
  await page.goto("/dashboard/saved-jobs");
  await expect(page.getByRole("heading", { name: pages.noSavedJobs })).toBeVisible();
  await page.goto(`/jobs/${jobId}`);
  await waitForHydration(page);
  // The button answers at once (optimistic); wait for the server to have it before leaving the page.
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.ok()),
    page.getByRole("button", { name: "Save", exact: true }).click(),
  ]);
  await expect(page.getByRole("button", { name: "Saved" })).toBeVisible();
  await page.goto("/dashboard/saved-jobs");
  await expect(page.getByTestId("saved-job")).toHaveCount(1);
  await waitForHydration(page);
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === "POST" && r.ok()),
    page.getByTestId("saved-job").getByRole("button", { name: "Saved" }).click(),
  ]);
  await page.reload();
  await expect(page.getByRole("heading", { name: pages.noSavedJobs })).toBeVisible();
});
