import type { Page } from "@playwright/test";
import { DEMO, expect, login, test, waitForHydration } from "../fixtures";
import { pdfFile } from "../files";
import { uniqueEmail, PASSWORD } from "../e2e/accounts-helpers";
import { jobs as t } from "../../app/features/jobs/messages";
import { doctorStageLabel, applicationRecords } from "../../app/features/applications/messages";
import { expectServedByEveryInstance, newPerson, signUpConfirmed } from "./support/journey";

// The hiring journey through the TLS proxy: the employer posts a job, a new doctor applies with a resume uploaded
// in the same step, and the employer opens that resume — bytes stored in S3 by one instance, served by all.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test("employer posts a job; a doctor applies with a resume upload; the employer opens the resume on every instance", async ({
  page,
  browser,
  consoleErrors,
}) => {
  const stamp = Date.now();
  const title = `Prod Interventional Cardiologist ${stamp}`;

  // The employer posts a job through the hydrated form (a React Router form POST from the https page).
  await login(page, DEMO.employer);
  await page.goto("/post-job");
  await waitForHydration(page);
  await field(page, "Job title").fill(title);
  await field(page, "City").selectOption("Pune");
  await field(page, "Job type").selectOption("Full-time");
  await field(page, "Specialty").selectOption("Cardiology");
  await field(page, "Minimum (₹, optional)").fill("2,00,000");
  await field(page, "Maximum (₹, optional)").fill("300000");
  await field(page, "Per").selectOption("month");
  await field(page, "Job description").fill("Run the cath lab on weekdays and share the on-call rota.\n\nDM Cardiology required.");
  await page.getByRole("button", { name: t.postJobSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
  await expect(page.getByTestId("toast")).toContainText(t.posted.title);
  const card = page.getByTestId("listing-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  const href = await card.getByRole("link", { name: /^View (?!applicants)/ }).getAttribute("href");
  const jobId = Number(href?.split("/").pop());
  expect(jobId, `job id from ${href}`).toBeGreaterThan(0);

  // A new doctor (signed up with the real confirmation mail) applies, uploading a resume in the same step.
  const doctor = await newPerson(browser, consoleErrors);
  const doctorName = `Dr. Prod Applicant ${stamp}`;
  const email = uniqueEmail("prod-applicant");
  await signUpConfirmed(doctor.page, { role: "doctor", name: doctorName, email, password: PASSWORD, specialization: "Cardiology" });
  await login(doctor.page, { email, password: PASSWORD });
  await doctor.page.goto(`/jobs/${jobId}`);
  await expect(doctor.page.getByRole("heading", { level: 1 })).toHaveText(title);
  await waitForHydration(doctor.page);
  const resume = pdfFile("my-resume.pdf", `Curriculum Vitae ${stamp}`);
  await doctor.page.locator("#apply").getByRole("button", { name: "Apply Now" }).click();
  await doctor.page.getByLabel(/Upload your resume first/).setInputFiles(resume);
  await doctor.page.getByLabel(/Cover note/).fill("I can join next month.");
  await doctor.page.getByRole("button", { name: "Submit Application" }).click();
  await expect(doctor.page.getByTestId("toast")).toContainText(applicationRecords.applicationSubmitted.title);
  await expect(doctor.page.getByTestId("applied-state")).toContainText(doctorStageLabel.received);
  await doctor.context.close();

  // The employer sees the applicant and opens the resume: every instance serves the same bytes from S3.
  await page.goto(`/dashboard/applicants/${jobId}`);
  const applicant = page.locator('[data-testid="stage-column"][data-stage="Applied"]').getByTestId("applicant").filter({ hasText: doctorName });
  await expect(applicant).toBeVisible();
  const resumeHref = await applicant.getByRole("link", { name: "Resume" }).getAttribute("href");
  expect(resumeHref).toMatch(/^\/files\/resumes\//);
  await expectServedByEveryInstance(page.request, resumeHref!, { bytes: resume.buffer, contentType: "application/pdf" });

  // Still private: a visitor without a session is refused on any instance.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, ignoreHTTPSErrors: true });
  expect((await visitor.request.get(resumeHref!)).status()).toBe(401);
  await visitor.close();
});
