import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, firstLink, login, postJob, test, waitForHydration } from "../fixtures";
import { pdfFile } from "../files";
import { profile, commonWords, organisationDetails, verificationLabels, twoFactorState } from "../../app/lib/messages";
import { security } from "../../app/features/accounts/messages";
import { accountAdmin } from "../../app/features/admin/messages";
import { verification as verificationMessages } from "../../app/features/verification/messages";
import { messaging } from "../../app/features/messages/messages";
import { directoryPage, resumeAccess } from "../../app/features/directory/messages";
import { secretOf, totp, unusedCode } from "../support/totp";
import { createConfirmedAccount, signInWithForm } from "./accounts-helpers";

// Issue 14 journeys: two-factor sign-in (enrolment, a code, a wrong code, a backup code), and an employer who waits
// for verification before opening resumes.

async function freshPage(browser: Browser, javaScriptEnabled = true) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled });
  return context.newPage();
}

test("a doctor sets up two-factor sign-in, then signs in with a code, is refused a wrong one, and recovers with a backup code", async ({ page, browser }) => {
  const who = await createConfirmedAccount(page, { role: "doctor", name: "Dr. Two Factor", specialization: "Cardiology" });
  await login(page, who);
  await page.goto("/dashboard/security");
  await expect(page.getByTestId("two-factor-status")).toHaveText(twoFactorState.off);
  await page.getByLabel(security.passwordLabel).fill(who.password);
  await page.getByRole("button", { name: security.twoFactorStart }).click();
  const secret = (await page.getByTestId("totp-secret").textContent())!.trim();
  expect(secretOf((await page.getByTestId("totp-uri").getAttribute("href"))!)).toBe(secret);
  const backupCodes = (await page.getByTestId("backup-codes").locator("li").allTextContents()).map((c) => c.trim());
  expect(backupCodes.length).toBeGreaterThanOrEqual(8);
  await page.getByLabel(security.twoFactorCodeLabel).fill(await unusedCode(secret));
  await page.getByRole("button", { name: security.twoFactorConfirm }).click();
  await expect(page.getByTestId("two-factor-status")).toHaveText(twoFactorState.on);
  await expect(page.getByTestId("toast").filter({ hasText: security.twoFactorEnabled.title })).toBeVisible();

  // Sign in again on another device: the password, then the code (a wrong one first).
  const phone = await freshPage(browser);
  await phone.goto("/login");
  await signInWithForm(phone, who.email, who.password);
  await expect(phone).toHaveURL(/\/two-factor\?redirectTo=/);
  const wrong = String((Number(totp(secret)) + 500_000) % 1_000_000).padStart(6, "0");
  await phone.getByLabel(security.signInCodeLabel).fill(wrong);
  await phone.getByRole("button", { name: security.verify }).click();
  await expect(phone.getByTestId("two-factor-error")).toHaveText(security.wrongCode);
  await phone.getByLabel(security.signInCodeLabel).fill(await unusedCode(secret));
  await phone.getByRole("button", { name: security.verify }).click();
  await expect(phone).toHaveURL(/\/dashboard/);
  await phone.context().close();

  // The phone is lost: a backup code, in the same box, signs in once (here in a browser without JavaScript).
  const laptop = await freshPage(browser, false);
  await laptop.goto("/login");
  await signInWithForm(laptop, who.email, who.password);
  await expect(laptop).toHaveURL(/\/two-factor/);
  await laptop.getByLabel(security.signInCodeLabel).fill(backupCodes[0]!);
  await laptop.getByRole("button", { name: security.verify }).click();
  await expect(laptop).toHaveURL(/\/dashboard/);
  await laptop.context().close();
});

test("a new employer cannot open resumes until the admin approves its organisation", async ({ page, browser }) => {
  const company = `Sahyadri Test Clinic ${Date.now()}`;
  const employer = await createConfirmedAccount(page, { role: "employer", name: "Meera Joshi", company });
  await login(page, employer);

  // A doctor's resume page, found through the admin's directory.
  const admin = await freshPage(browser);
  await login(admin, DEMO.admin);
  const edit = await firstLink(admin, "/dashboard/doctor-profiles", 'a[href^="/admin/edit-doctor/"]');
  const doctorId = edit.split("/").pop()!;
  const resumePage = `/resume/Doctor?resumeId=${doctorId}`;

  const refused = await page.goto(resumePage);
  expect(refused?.status()).toBe(403);
  await expect(page.getByTestId("resume-refused")).toHaveText(resumeAccess.resumePendingEmployer);

  await page.goto("/dashboard/verification");
  await page.getByLabel(organisationDetails.orgNameLabel).fill(company);
  await page.getByLabel(organisationDetails.orgTypeLabel).selectOption("clinic");
  await page.getByLabel(organisationDetails.cityLabel).fill("Pune");
  await page.getByLabel(organisationDetails.contactPersonLabel).fill("Meera Joshi");
  await page.getByLabel(organisationDetails.orgRegistrationLabel).fill("27AAPFU0939F1ZV");
  await page.getByRole("button", { name: verificationMessages.submitRequest }).click();
  await expect(page.getByTestId("toast").filter({ hasText: verificationMessages.requestSent.title })).toBeVisible();

  await admin.goto("/dashboard/employers");
  const entry = admin.getByTestId("employer-queue").locator("li").filter({ hasText: company });
  await entry.getByRole("button", { name: accountAdmin.approve }).click();
  await expect(admin.getByTestId("toast").filter({ hasText: accountAdmin.approved.title })).toBeVisible();
  await admin.goto("/dashboard/audit-log");
  await expect(admin.getByTestId("audit-log")).toContainText("employer.verify");
  await admin.context().close();

  const allowed = await page.goto(resumePage);
  expect(allowed?.status()).toBe(200);
  await expect(page.getByTestId("resume-refused")).toHaveCount(0);
  await page.goto("/dashboard/verification");
  await expect(page.getByTestId("verification-status")).toContainText(verificationLabels.verifiedEmployer);
});

/** The label in the job page's own header (the similar jobs' cards below carry theirs). */
const jobPageLabel = (page: Page) => page.locator("article > header").getByTestId("employer-badge");

test("the job page and the job cards say whether the employer is verified", async ({ page }) => {
  // The demo employer is verified: its job's page and its card in the search results say so.
  await login(page, DEMO.employer);
  const demoJob = await firstLink(page, "/dashboard/job-listings", 'a[href^="/jobs/"]');
  await page.goto(demoJob);
  await expect(jobPageLabel(page)).toHaveText(verificationLabels.verifiedEmployer);
  await page.context().clearCookies();

  // A new employer's job is published labelled unverified, on its page and on its card.
  const title = `Unverified Test Registrar ${Date.now()}`;
  const employer = await createConfirmedAccount(page, { role: "employer", name: "Kiran Rao", company: "Godavari Test Clinic" });
  await login(page, employer);
  await postJob(page, title, "Run the dialysis unit with two senior colleagues.");
  await page.context().clearCookies();

  // As a visitor (the shared, cached /jobs page).
  await page.goto(`/jobs?keyword=${encodeURIComponent(title)}`);
  const card = page.getByTestId("job-card").filter({ hasText: title });
  await expect(card.getByTestId("employer-badge")).toHaveText(verificationLabels.unverifiedEmployer);
  await card.getByRole("link", { name: title, exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
  await expect(jobPageLabel(page)).toHaveText(verificationLabels.unverifiedEmployer);
});

test("a pending employer who clicks Message is told to verify first, with the way to the Verification tab", async ({ page }) => {
  const employer = await createConfirmedAccount(page, { role: "employer", name: "Farah Khan", company: `Pending Test Hospital ${Date.now()}` });
  await login(page, employer);
  await page.goto("/dashboard/doctor-profiles");
  await page.getByTestId("doctor-card").first().getByRole("link", { name: commonWords.message }).click();
  await expect(page.getByTestId("refusal")).toHaveText(messaging.verifyFirst);
  await page.getByRole("link", { name: verificationLabels.verificationStep.label }).click();
  await expect(page).toHaveURL(/\/dashboard\/verification$/);
  await expect(page.getByLabel(organisationDetails.orgNameLabel)).toBeVisible();
});

test("View Resume for a doctor who keeps the resume to themselves says it is not shared, not that there is none", async ({ page, browser }) => {
  const name = `Dr. Private Resume ${Date.now()}`;
  const doctor = await createConfirmedAccount(page, { role: "doctor", name, specialization: "Neurology" });
  await login(page, doctor);
  await page.goto("/dashboard/resume");
  await waitForHydration(page);
  await page.getByLabel(/Upload your resume|Replace your resume/).setInputFiles(pdfFile());
  await page.getByRole("button", { name: "Upload Resume" }).click();
  await expect(page.getByTestId("current-resume")).toContainText("PDF resume, uploaded");
  await page.goto("/profile");
  await waitForHydration(page);
  await page.getByRole("checkbox", { name: new RegExp(directoryPage.listMe) }).check();
  await page.getByRole("button", { name: directoryPage.saveDetails }).click();
  await expect(page.getByTestId("toast").filter({ hasText: profile.updated.title })).toBeVisible();

  // The demo employer is verified; the doctor shares nothing with employers (the default).
  const hr = await freshPage(browser);
  await login(hr, DEMO.employer);
  await hr.goto(`/doctor-profiles?q=${encodeURIComponent(name)}`);
  await waitForHydration(hr);
  await hr.getByTestId("doctor-card").filter({ hasText: name }).getByRole("button", { name: directoryPage.viewResume }).click();
  const toast = hr.getByTestId("toast");
  await expect(toast).toContainText(resumeAccess.resumeNotShared.title);
  await expect(toast).toContainText(resumeAccess.resumeNotSharedText);
  await expect(toast).not.toContainText(resumeAccess.noResumeAvailable.description);
  await hr.context().close();
});
