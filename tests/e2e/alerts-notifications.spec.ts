import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, login, test, waitForHydration } from "../fixtures";
import { createConfirmedAccount, linkFromMailbox, uniqueEmail } from "./accounts-helpers";
import { siteLayout, contactOptions } from "../../app/lib/messages";
import { contactForm } from "../../app/features/contact/messages";
import { jobAlertTexts, jobs as t } from "../../app/features/jobs/messages";

// People come back: a job alert made from /jobs mails the jobs posted after it and rings the bell; the bell's
// notifications clear when opened; an enquiry from Contact Us reaches the admin's inbox.

/** A fresh employer in a context of their own posts a job; returns its id. */
async function employerPosts(browser: Browser, title: string): Promise<number> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  const account = await createConfirmedAccount(page, { role: "employer", name: "Alerts HR", company: "Deccan Heart Institute" });
  await login(page, account);
  await page.goto("/post-job");
  await waitForHydration(page);
  await page.getByLabel("Job title", { exact: true }).fill(title);
  await page.getByLabel("City", { exact: true }).selectOption("Hyderabad");
  await page.getByLabel("Job type", { exact: true }).selectOption("Full-time");
  await page.getByLabel("Specialty", { exact: true }).selectOption("Cardiology");
  await page.getByLabel("Job description", { exact: true }).fill("Lead the cath lab with a team of four interventional cardiologists.");
  await page.getByRole("button", { name: t.postJobSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
  const href = await page.getByTestId("listing-card").filter({ hasText: title }).getByRole("link", { name: /^View (?!applicants)/ }).getAttribute("href");
  await context.close();
  return Number(href!.split("/").pop());
}

const bell = (page: Page) => page.getByTestId("notification-bell").first();

test("a doctor saves a search as an instant alert, gets the new job by mail and in the bell, and the bell clears", async ({ page, browser }) => {
  test.setTimeout(120_000);
  const word = `Zorbacardio${Date.now().toString(36)}`;
  const doctor = await createConfirmedAccount(page, { role: "doctor", name: "Dr. Alert Reddy", specialization: "Cardiology" });
  await login(page, doctor);

  await page.goto(`/jobs?keyword=${word}`);
  await page.getByTestId("create-job-alert").click();
  await expect(page).toHaveURL(new RegExp(`/job-alerts/new\\?keyword=${word}$`));
  await expect(page.getByTestId("alert-search")).toContainText(word);
  await page.getByLabel(jobAlertTexts.frequencyLabel).selectOption("instant");
  await page.getByRole("button", { name: jobAlertTexts.submit }).click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?keyword=${word}$`));
  await expect(page.getByTestId("toast")).toContainText(jobAlertTexts.created.title);

  await page.goto("/dashboard/job-alerts");
  await expect(page.getByTestId("job-alert")).toHaveCount(1);
  await expect(page.getByTestId("job-alert")).toContainText(word);

  const jobId = await employerPosts(browser, `Interventional ${word} Consultant`);
  // Instant alerts run within seconds of a posting (postings close together make one run).
  const jobLink = await linkFromMailbox(page, doctor.email, "new job", `/jobs/${jobId}`, 45_000);
  expect(new URL(jobLink).pathname).toBe(`/jobs/${jobId}`);

  await page.goto("/dashboard");
  await expect(bell(page)).toHaveAttribute("aria-label", siteLayout.bellLabel(1));
  await bell(page).click();
  await expect(page).toHaveURL(/\/dashboard\/notifications$/);
  const item = page.getByTestId("notifications").getByRole("listitem").first();
  await expect(item).toHaveAttribute("data-read", "false");
  await item.getByRole("button").click();
  await expect(page).toHaveURL(new RegExp(`/jobs\\?keyword=${word}$`));
  await expect(page.getByRole("link", { name: `Interventional ${word} Consultant`, exact: true })).toBeVisible();
  await expect(bell(page)).toHaveAttribute("aria-label", siteLayout.bellLabel(0));
});

test("a visitor subscribes by e-mail: nothing until the address is confirmed", async ({ page }) => {
  const email = uniqueEmail("alert-visitor");
  await page.goto("/jobs?keyword=neonatologist");
  await page.getByTestId("create-job-alert").click();
  await page.getByLabel(jobAlertTexts.emailLabel).fill(email);
  await page.getByRole("button", { name: jobAlertTexts.submit }).click();
  await expect(page.getByTestId("toast")).toContainText(jobAlertTexts.confirmSent.title);
  const confirm = await linkFromMailbox(page, email, "Confirm your", "/job-alerts/confirm?token=");
  await page.goto(confirm);
  await expect(page.getByTestId("alert-confirmed")).toHaveText(jobAlertTexts.confirmed);
});

test("an enquiry from Contact Us reaches the admin's inbox, where it is marked contacted", async ({ page, browser }) => {
  const email = uniqueEmail("enquiry");
  await page.goto("/contact-us");
  await page.getByLabel(contactForm.nameLabel).fill("Dr. Enquiry Nair");
  await page.getByLabel(contactForm.emailLabel).fill(email);
  await page.getByLabel(contactForm.organisationLabel).fill("Malabar Multispeciality");
  await page.getByLabel(contactForm.needLabel).selectOption("hire");
  await page.getByRole("textbox", { name: contactForm.messageLabel }).fill("We need three emergency physicians for night shifts from January.");
  // A person takes a few seconds; a form posted at once is a robot's.
  await page.waitForTimeout(3_100);
  await page.getByRole("button", { name: contactForm.send }).click();
  await expect(page.getByTestId("contact-sent")).toContainText(contactForm.sent.title);
  await linkFromMailbox(page, email, "We received your enquiry", "/");

  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const admin = await context.newPage();
  await login(admin, DEMO.admin);
  await admin.goto("/dashboard/enquiries?status=new");
  const enquiry = admin.getByTestId("enquiry").filter({ hasText: email });
  await expect(enquiry).toContainText("Malabar Multispeciality");
  await expect(enquiry).toContainText(contactOptions.needs.hire);
  await enquiry.getByRole("combobox").selectOption("contacted");
  await enquiry.getByRole("textbox").fill("Called back, sending CVs.");
  await enquiry.getByRole("button", { name: contactForm.saveEnquiry }).click();
  await expect(admin.getByTestId("toast")).toContainText(contactForm.enquiryUpdated.title);
  await admin.goto("/dashboard/enquiries?status=contacted");
  await expect(admin.getByTestId("enquiry").filter({ hasText: email })).toContainText(contactForm.statusLabels.contacted);
  await context.close();
});
