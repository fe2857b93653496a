import fs from "node:fs";
import type { Browser, Page } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { DEMO, demoEmployerOpenJob as employerJob, expect, login, test, waitForHydration } from "../fixtures";
import { pdfFile } from "../files";
import { createConfirmedAccount } from "./accounts-helpers";
import { bulk as b, doctorStageLabel, pipeline as p } from "../../app/features/applications/messages";
import { DEFAULT_EMAIL_TEMPLATES } from "../../app/features/email-templates/messages";
import { bodyParagraphs } from "../../app/lib/email-template";
import { SOURCE_LABELS } from "../../app/lib/application-sources";

// Bulk actions on a job's candidate list: a recruiter selects candidates, rejects them with a template after the
// preview and the confirmation step; the CSV export of the selection is downloaded and read back.


async function applyAsNewDoctor(browser: Browser, jobId: number, label: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page: Page = await context.newPage();
  const name = `Dr. Bulk ${label} ${Date.now()}`;
  const account = await createConfirmedAccount(page, { role: "doctor", name, specialization: "Cardiology" });
  await login(page, account);
  await page.goto(`/jobs/${jobId}`);
  await waitForHydration(page);
  await page.locator("#apply").getByRole("button", { name: "Apply Now" }).click();
  await page.getByLabel(/Upload your resume first/).setInputFiles(pdfFile());
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByTestId("applied-state")).toContainText(doctorStageLabel.received);
  await context.close();
  return name;
}

test("an employer selects three candidates, previews the template e-mail, confirms, and all three are rejected at once", async ({ browser }) => {
  test.slow(); // three sign-ups and applications
  const jobId = await employerJob(browser);
  const names = [];
  for (const label of ["A", "B", "C"]) names.push(await applyAsNewDoctor(browser, jobId, label));

  const employer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const ep = await employer.newPage();
  await login(ep, DEMO.employer);
  await ep.goto(`/dashboard/applicants/${jobId}?view=list`);
  await waitForHydration(ep);
  for (const name of names) await ep.getByRole("checkbox", { name: b.select(name) }).check();
  await ep.getByTestId("bulk-action").selectOption("reject");
  await ep.getByRole("button", { name: b.continue }).click();

  const step = ep.getByTestId("bulk-step");
  await expect(step.getByRole("heading", { name: b.stepHeading(b.actions.reject, 3) })).toBeFocused();
  // The preview is the organisation's default rejection template, written for the chosen doctor.
  await step.getByLabel(b.previewFor).selectOption({ label: names[1]! });
  await step.getByRole("button", { name: b.showPreview }).click();
  await expect(step.getByTestId("bulk-preview")).toContainText(`Dear ${names[1]},`);
  await expect(step.getByTestId("bulk-preview")).toContainText(bodyParagraphs(DEFAULT_EMAIL_TEMPLATES[0].body)[2]!);
  await expect(step.getByTestId("bulk-mail-count")).toHaveText(b.willMail(3));
  await step.getByLabel(p.reasonLabel).selectOption({ index: 1 });
  await step.getByRole("button", { name: b.confirmReject(3) }).click();
  await expect(ep.getByTestId("undo-batch-notice")).toContainText(b.moved(3, "Rejected"));
  const rejected = ep.locator('[data-testid="applicant"]');
  for (const name of names) await expect(rejected.filter({ hasText: name })).toContainText("Rejected");
  await employer.close();
});

test("the CSV export of selected candidates downloads an Excel-safe file with their stage and tags", async ({ browser }) => {
  test.slow();
  const jobId = await employerJob(browser);
  const name = await applyAsNewDoctor(browser, jobId, "=CSV");
  const employer = await browser.newContext({ baseURL: test.info().project.use.baseURL, acceptDownloads: true });
  const ep = await employer.newPage();
  await login(ep, DEMO.employer);
  await ep.goto(`/dashboard/applicants/${jobId}?view=list`);
  await waitForHydration(ep);
  await ep.getByRole("checkbox", { name: b.select(name) }).check();
  await ep.getByTestId("bulk-action").selectOption("tag");
  await ep.getByRole("button", { name: b.continue }).click();
  await ep.getByTestId("bulk-step").getByLabel(b.tagLabel).fill("Night shifts");
  await ep.getByRole("button", { name: b.confirmTag(1) }).click();
  await expect(ep.getByTestId("applicant").filter({ hasText: name }).getByTestId("applicant-tags")).toContainText("Night shifts");

  await ep.getByRole("checkbox", { name: b.select(name) }).check();
  const [download] = await Promise.all([ep.waitForEvent("download"), ep.getByTestId("export-selected").click()]);
  const text = fs.readFileSync((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
  const c = b.csvColumns;
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ [c.name]: name, [c.stage]: "Applied", [c.tags]: "Night shifts", [c.source]: SOURCE_LABELS.unknown });
  await employer.close();
});
