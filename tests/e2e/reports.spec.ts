import fs from "node:fs";
import type { Locator } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { expect, login, test, waitForHydration } from "../fixtures";
import { DEMO_ACCOUNTS } from "../../app/db/demo-data";
import { DEFAULT_STAGE_TEMPLATE } from "../../app/features/applications/stage-template";
import { REPORT_TITLES, columns as c, reports as t } from "../../app/features/reports/messages";

// A recruiter reads the Reports tab on a phone: the funnel's table, another job's figures, and the funnel as CSV.

test.use({ viewport: { width: 390, height: 844 }, acceptDownloads: true });

/** A table's body rows as text cells. */
async function tableRows(table: Locator): Promise<string[][]> {
  return table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => [...row.children].map((cell) => (cell.textContent ?? "").trim())));
}

const sum = (rows: string[][], column: number) => rows.reduce((total, row) => total + Number(row[column]), 0);

test("a recruiter opens Reports on a phone, reads the funnel table, switches job and downloads the funnel as CSV", async ({ page }) => {
  test.slow(); // a sign-in and five page loads on a shared machine
  const { recruiter } = DEMO_ACCOUNTS;
  await login(page, { email: recruiter.email, password: recruiter.password });
  await page.goto("/dashboard");
  await page.getByRole("link", { name: t.tabLabel }).click();
  await expect(page).toHaveURL(/\/dashboard\/reports$/);
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: t.title, level: 2 })).toBeVisible();

  // The funnel's table lists the organisation's stages in pipeline order; the applicants standing in them now are the
  // applicants of the period, as many as the sources table counts.
  const funnel = page.getByTestId("table-funnel");
  await expect(funnel.getByRole("columnheader")).toHaveText([c.stage, c.reached, c.current]);
  const all = await tableRows(funnel);
  expect(all.map((row) => row[0])).toEqual(DEFAULT_STAGE_TEMPLATE.map((s) => s.name));
  const applicants = sum(await tableRows(page.getByTestId("table-sources")), 1);
  expect(applicants).toBeGreaterThan(0);
  expect(sum(all, 2)).toBe(applicants);
  // Everyone reached the first stage.
  expect(Number(all[0]![1])).toBe(applicants);
  // The page fits the phone's width: the charts scale, wide tables scroll inside their own box.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expect(page.getByTestId("chart-funnel")).toBeVisible();

  // Another job: the first one of the picker.
  const picker = page.getByLabel(t.jobLabel);
  const option = picker.locator("option").nth(1);
  const jobId = await option.getAttribute("value");
  const label = (await option.textContent())!.trim();
  await picker.selectOption(jobId!);
  await page.getByLabel(t.periodLabel).selectOption("365");
  await page.getByRole("button", { name: t.show }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/reports\\?job=${jobId}&period=365$`));
  await expect(page.getByTestId("report-scope")).toHaveText(t.scopeJob(label.replace(/ – [^–]+$/, "").replace(/ \(closed\)$/, ""), 365));
  const job = await tableRows(page.getByTestId("table-funnel"));
  expect(job.map((row) => row[0])).toEqual(DEFAULT_STAGE_TEMPLATE.map((s) => s.name));
  expect(Number(job[0]![1])).toBe(sum(job, 2));

  // The funnel as CSV: the same rows as the table, Excel-safe.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: new RegExp(`^${t.download}\\s*: ${REPORT_TITLES.funnel}$`) }).click()]);
  expect(download.suggestedFilename()).toBe(`funnel-job-${jobId}-last-365-days.csv`);
  const text = fs.readFileSync((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const csv = parse(text, { bom: true, columns: true }) as Record<string, string>[];
  expect(csv.map((row) => [row[c.stage], row[c.reached], row[c.current]])).toEqual(job);
});
