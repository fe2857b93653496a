import type { Locator, Page } from "@playwright/test";
import { DEMO, demoEmployerOpenJob as employerJob, expect, login, test, waitForHydration } from "../fixtures";
import { pdfFile } from "../files";
import { createConfirmedAccount } from "./accounts-helpers";
import { doctorStageLabel, pipeline as p } from "../../app/features/applications/messages";
import { DEFAULT_EMAIL_TEMPLATES } from "../../app/features/email-templates/messages";
import { bodyParagraphs } from "../../app/lib/email-template";

// The employer's pipeline by keyboard alone: move a candidate with the "Move to" select, undo it, reject with a reason
// after the confirmation step; the doctor meanwhile reads plain words, and nothing of the undone move.


async function applyAsNewDoctor(page: Page, jobId: number) {
  const name = `Dr. Pipeline ${Date.now()}`;
  const account = await createConfirmedAccount(page, { role: "doctor", name, specialization: "Cardiology" });
  await login(page, account);
  await page.goto(`/jobs/${jobId}`);
  await waitForHydration(page);
  await page.locator("#apply").getByRole("button", { name: "Apply Now" }).click();
  await page.getByLabel(/Upload your resume first/).setInputFiles(pdfFile());
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByTestId("applied-state")).toContainText(doctorStageLabel.received);
  return name;
}

/** Focus, then keys: how a keyboard user acts on a control (no pointer anywhere). */
async function keys(target: Locator, ...pressed: string[]) {
  await target.focus();
  for (const key of pressed) await target.page().keyboard.press(key);
}

test("an employer moves, undoes and rejects by keyboard; the doctor reads plain words and never the undone move", async ({ page, browser }) => {
  test.slow(); // two browsers, a sign-up, an upload, an application and four moves
  const jobId = await employerJob(browser);
  const name = await applyAsNewDoctor(page, jobId);

  const employer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const ep = await employer.newPage();
  await login(ep, DEMO.employer);
  await ep.goto(`/dashboard/applicants/${jobId}`);
  await waitForHydration(ep);
  const column = (stage: string) => ep.locator(`[data-testid="stage-column"][data-stage="${stage}"]`);
  const card = () => ep.getByTestId("applicant").filter({ hasText: name });
  await expect(column("Applied").getByTestId("applicant").filter({ hasText: name })).toBeVisible();

  // Move to Interview: the select starts on "Choose a stage", then offers Screening, then Interview; Tab to Move, Enter.
  const select = card().getByTestId("move-to");
  await expect(select.locator("option:checked")).toHaveText(p.chooseStage);
  // "Move" with no stage chosen: the message beside the select, which takes the keyboard; choosing clears it.
  await keys(card().getByRole("button", { name: p.move, exact: true }), "Enter");
  await expect(card().getByTestId("move-error")).toHaveText(p.chooseStageFirst);
  await expect(select).toBeFocused();
  await expect(select).toHaveAttribute("aria-invalid", "true");
  await ep.keyboard.press("ArrowDown");
  await expect(card().getByTestId("move-error")).toHaveCount(0);
  await ep.keyboard.press("ArrowDown");
  await expect(select.locator("option:checked")).toHaveText("Interview");
  await ep.keyboard.press("Tab");
  await expect(card().getByRole("button", { name: p.move, exact: true })).toBeFocused();
  await ep.keyboard.press("Enter");
  await expect(ep.getByTestId("undo-notice")).toContainText(p.moved(name, "Interview"));
  await expect(column("Interview").getByTestId("applicant").filter({ hasText: name })).toBeVisible();

  // Undo it: the keyboard is already there.
  await expect(ep.getByTestId("undo-notice").getByRole("button", { name: p.undo })).toBeFocused();
  await ep.keyboard.press("Enter");
  await expect(ep.getByTestId("toast")).toContainText(p.undone.title);
  await expect(column("Applied").getByTestId("applicant").filter({ hasText: name })).toBeVisible();
  await expect(column("Interview").getByTestId("applicant").filter({ hasText: name })).toHaveCount(0);

  // Reject: the confirmation step opens focused, with the reasons and the e-mail's preview.
  await keys(card().getByRole("button", { name: p.reject, exact: true }), "Enter");
  const step = ep.getByTestId("confirm-step");
  await expect(step.getByRole("heading", { name: p.rejectHeading(name) })).toBeFocused();
  // The organisation's default rejection template, written for this doctor.
  await expect(step.getByTestId("rejection-preview")).toContainText(`Dear ${name},`);
  await expect(step.getByTestId("rejection-preview")).toContainText(bodyParagraphs(DEFAULT_EMAIL_TEMPLATES[0].body)[2]!);
  // Confirming without a reason is refused beside the field.
  await keys(step.getByRole("button", { name: p.confirmReject }), "Enter");
  await expect(step.getByRole("alert")).toContainText(p.reasonRequired);
  await keys(step.getByLabel(p.reasonLabel), "ArrowDown");
  await ep.keyboard.press("Tab");
  await ep.keyboard.press("Space");
  await expect(step.getByLabel(p.mailDoctorLabel)).toBeChecked();
  await keys(step.getByRole("button", { name: p.confirmReject }), "Enter");
  await expect(ep.getByTestId("undo-notice")).toContainText(p.moved(name, "Rejected"));
  await expect(column("Rejected").getByTestId("applicant").filter({ hasText: name })).toBeVisible();
  await employer.close();

  // The doctor: plain words, and no sign of the undone move or of the rejection still inside its undo window.
  await page.goto("/dashboard/applications");
  const row = page.getByTestId("application-row").first();
  await expect(row.getByTestId("status-badge")).toHaveText(doctorStageLabel.received);
  await waitForHydration(page);
  await row.getByRole("button", { name: "View Application" }).click();
  await expect(page.getByRole("dialog")).not.toContainText("Interview");
  await expect(page.getByRole("dialog")).not.toContainText("Rejected");
});

test("a step whose code cannot be loaded (a page left open across a release) comes from the server instead", async ({ page, browser }) => {
  test.slow(); // a sign-up, an upload and an application first
  const jobId = await employerJob(browser);
  const doctor = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const name = await applyAsNewDoctor(await doctor.newPage(), jobId);
  await doctor.close();
  await login(page, DEMO.employer);
  await page.goto(`/dashboard/applicants/${jobId}`);
  await waitForHydration(page);
  // The confirmation step's chunk is gone once (an earlier release's file); the page is loaded again and shows it.
  let refused = 0;
  await page.route(/\/assets\/confirm-step-[^/]*\.js$/, (route) => (refused++, route.fulfill({ status: 404, body: "" })), { times: 1 });
  await page.getByTestId("applicant").filter({ hasText: name }).getByRole("button", { name: p.reject, exact: true }).click();
  const step = page.getByTestId("confirm-step");
  await expect(step.getByRole("heading", { name: p.rejectHeading(name) })).toBeVisible();
  expect(refused).toBe(1);
  await waitForHydration(page);
  await step.getByLabel(p.reasonLabel).selectOption({ index: 1 });
  await step.getByRole("button", { name: p.confirmReject }).click();
  await expect(page.getByTestId("undo-notice")).toContainText(p.moved(name, "Rejected"));
});

test("the board works without JavaScript: a move is a form post, back on the board with Undo", async ({ page, browser }) => {
  test.slow();
  const jobId = await employerJob(browser);
  const name = await applyAsNewDoctor(page, jobId);
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const ep = await context.newPage();
  await login(ep, DEMO.employer);
  await ep.goto(`/dashboard/applicants/${jobId}`);
  const card = ep.getByTestId("applicant").filter({ hasText: name });
  // "Move" with no stage chosen: the action's message, beside the select of this card only.
  await card.getByRole("button", { name: p.move, exact: true }).click();
  await expect(card.getByTestId("move-error")).toHaveText(p.chooseStageFirst);
  await expect(ep.getByTestId("move-error")).toHaveCount(1);
  await card.getByRole("button", { name: p.moveNext("Screening") }).click();
  await expect(ep.getByTestId("undo-notice")).toContainText(p.moved(name, "Screening"));
  await expect(ep.locator('[data-testid="stage-column"][data-stage="Screening"]').getByTestId("applicant").filter({ hasText: name })).toBeVisible();
  await ep.getByTestId("undo-notice").getByRole("button", { name: p.undo }).click();
  await expect(ep.locator('[data-testid="stage-column"][data-stage="Applied"]').getByTestId("applicant").filter({ hasText: name })).toBeVisible();
  // Reject: the confirmation step (loaded in the browser only with its address) is in the page as sent.
  await card.getByRole("button", { name: p.reject, exact: true }).click();
  const step = ep.getByTestId("confirm-step");
  await expect(step.getByRole("heading", { name: p.rejectHeading(name) })).toBeVisible();
  await step.getByLabel(p.reasonLabel).selectOption({ index: 1 });
  await step.getByRole("button", { name: p.confirmReject }).click();
  await expect(ep.getByTestId("undo-notice")).toContainText(p.moved(name, "Rejected"));
  await expect(ep.locator('[data-testid="stage-column"][data-stage="Rejected"]').getByTestId("applicant").filter({ hasText: name })).toBeVisible();
  await context.close();
});
