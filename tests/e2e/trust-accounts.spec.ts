import type { Browser } from "@playwright/test";
import { DEMO, expect, login, test } from "../fixtures";
import { formatDate } from "../../app/lib/format";
import { accountMails, organisationDetails } from "../../app/lib/messages";
import { privacy } from "../../app/features/privacy/messages";
import { account } from "../../app/features/accounts/messages";
import { verification } from "../../app/features/verification/messages";
import { accountAdmin } from "../../app/features/admin/messages";
import { createConfirmedAccount, linkFromMailbox, signInWithForm } from "./accounts-helpers";

// What trust shows is true: a waiting employer is told so on its first tab and sends its details there, the admin's
// queue holds it with or without them, the audit log names people, the demo doctor's shared resume opens, and a
// sign-in that cancels a deletion says so on screen and by mail.

async function freshPage(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, ...options });
  return context.newPage();
}

/** A message with a placeholder, as a pattern: the part in place of `{}` may be anything. */
function pattern(message: (value: string) => string): RegExp {
  const [before, after] = message("\u0000").split("\u0000").map((s) => s!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`${before}.+${after}`);
}

test("a new employer's first tab says it awaits verification and takes the details; the admin's queue and audit log name it", async ({ page, browser }) => {
  const company = `Riverside Test Clinic ${Date.now()}`;
  const employer = await createConfirmedAccount(page, { role: "employer", name: "Kavita Rao", company });
  await login(page, employer);
  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
  const notice = page.getByTestId("awaiting-verification");
  await expect(notice.getByRole("heading", { name: verification.awaitingTitle })).toBeVisible();
  await expect(notice).toContainText(verification.awaitingCan);
  await expect(notice).toContainText(verification.awaitingCannot);
  await expect(notice.getByTestId("verification-request-state")).toHaveText(verification.awaitingAsk);

  const admin = await freshPage(browser);
  await login(admin, DEMO.admin);
  await admin.goto("/dashboard/employers");
  const entry = admin.getByTestId("employer-queue").locator("li").filter({ hasText: company });
  await expect(entry.getByTestId("queue-details-state")).toHaveText(accountAdmin.queueNoDetails);

  await notice.getByLabel(organisationDetails.orgNameLabel).fill(company);
  await notice.getByLabel(organisationDetails.orgTypeLabel).selectOption("clinic");
  await notice.getByLabel(organisationDetails.cityLabel).fill("Nashik");
  await notice.getByLabel(organisationDetails.contactPersonLabel).fill("Kavita Rao");
  await notice.getByLabel(organisationDetails.orgRegistrationLabel).fill("riversideclinic.in");
  await notice.getByRole("button", { name: verification.submitRequest }).click();
  await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
  await expect(page.getByTestId("toast").filter({ hasText: verification.requestSent.title })).toBeVisible();
  await expect(page.getByTestId("verification-request-state")).toHaveText(verification.awaitingSent(formatDate(new Date())));
  await expect(page.getByTestId("verification-form")).toHaveCount(0);

  await admin.reload();
  await expect(entry.getByTestId("queue-details-state")).toHaveText(accountAdmin.queueDetailsSent(formatDate(new Date())));
  await entry.getByRole("button", { name: accountAdmin.approve }).click();
  await expect(admin.getByTestId("toast").filter({ hasText: accountAdmin.approved.title })).toBeVisible();
  await admin.goto("/dashboard/audit-log");
  const row = admin.getByTestId("audit-log").locator("tr").filter({ hasText: "employer.verify" }).filter({ hasText: employer.email });
  await expect(row.getByTestId("audit-target")).toHaveText(`Kavita Rao · ${employer.email}`);
  await expect(row).toContainText(DEMO.admin.email);
  await admin.context().close();

  await page.reload();
  await expect(page.getByTestId("awaiting-verification")).toHaveCount(0);
});

test("the demo employer opens the resume the demo doctor shares with verified employers", async ({ page }) => {
  await login(page, DEMO.employer);
  await page.goto("/doctor-profiles?q=Ananya");
  const card = page.getByTestId("doctor-card").filter({ hasText: "Dr. Ananya Rao" });
  await card.getByRole("link", { name: "View Resume" }).click();
  await expect(page.getByRole("heading", { name: "Dr. Ananya Rao" })).toBeVisible();
  const pdfUrl = await page.locator("iframe").getAttribute("src");
  expect(pdfUrl).toMatch(/^\/files\/resumes\//);
  const pdf = await page.request.get(pdfUrl!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  const body = (await pdf.body()).toString("latin1");
  expect(body.startsWith("%PDF-")).toBe(true);
  expect(body).toContain("(Dr. Ananya Rao) Tj");
});

test("signing in during the grace period, without JavaScript, shows that the deletion is cancelled, mails it, and My Data lists it", async ({ page, browser }) => {
  const doctor = await createConfirmedAccount(page, { role: "doctor", name: "Dr. Farhan Ali", specialization: "Cardiology" });
  await login(page, doctor);
  await page.goto("/dashboard/my-data");
  await page.getByLabel(privacy.deleteEmailLabel).fill(doctor.email);
  await page.getByLabel(privacy.deletePasswordLabel).fill(doctor.password);
  await page.getByRole("button", { name: privacy.deleteButton }).click();
  await expect(page).toHaveURL(/\/privacy\?deletion=scheduled$/);

  const noScript = await freshPage(browser, { javaScriptEnabled: false });
  await noScript.goto("/login");
  await signInWithForm(noScript, doctor.email, doctor.password);
  await expect(noScript).toHaveURL(/\/dashboard$/);
  const cancelled = account.deleteCancelled(formatDate(new Date()));
  const toast = noScript.getByTestId("toast").filter({ hasText: cancelled.title });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText(cancelled.description);
  // Told once.
  await noScript.reload();
  await expect(noScript.getByTestId("toast").filter({ hasText: cancelled.title })).toHaveCount(0);

  await noScript.goto("/dashboard/my-data");
  const history = noScript.getByTestId("deletion-history").locator("li");
  await expect(history).toHaveCount(1);
  await expect(history).toContainText(privacy.historyRequested(formatDate(new Date())));
  await expect(history).toHaveText(pattern(privacy.historyCancelled));

  const link = await linkFromMailbox(noScript, doctor.email, accountMails.deleteCancelledMailSubject, "/dashboard/my-data");
  expect(new URL(link).pathname).toBe("/dashboard/my-data");
  await expect(noScript.getByTestId("mail-text")).toContainText(accountMails.deleteCancelledMailNotYou);
  await noScript.context().close();
});
