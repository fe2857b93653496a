import type { Page } from "@playwright/test";
import { DEMO, expect, login, test, waitForHydration } from "../fixtures";
import { savedJobs } from "../../app/features/saved-jobs/messages";
import { jobs as t } from "../../app/features/jobs/messages";

// Issue 15 on the page: every word counts, close spellings, the new filters with their counts and the sort, the phone
// sheet, Save from the result cards, and keyword suggestions.

const cards = (page: Page) => page.getByTestId("job-card");
const FOUND = /^([\d,]+)\+? doctor jobs? found$/;
async function countOf(page: Page): Promise<number> {
  const text = ((await page.locator("#results-count").textContent()) ?? "").trim();
  const match = FOUND.exec(text);
  expect(match, `results line "${text}"`).not.toBeNull();
  return Number(match![1]!.replace(/,/g, ""));
}

test("a multi-word search needs every word; a misspelling is corrected with a way back to what was typed", async ({ page }) => {
  await page.goto("/jobs?keyword=cardiologist+hyderabad");
  await expect(cards(page).first()).toBeVisible();
  for (const card of await cards(page).all()) {
    const text = (await card.textContent())!.toLowerCase();
    expect(text).toContain("hyderabad");
  }

  await page.goto("/jobs?keyword=cardiolgist");
  await expect(page.getByText(t.showingResultsFor)).toContainText("cardiologist");
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole("link", { name: "cardiolgist", exact: true }).click();
  await expect(page).toHaveURL(/keyword=cardiolgist&exact=1/);
  await expect(page.getByText(t.showingResultsFor)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: t.noJobsFound })).toBeVisible();
});

test("salary and distance filters show counts, apply at once and stay in the URL; the sort too", async ({ page }) => {
  await page.goto("/jobs?location=Hyderabad");
  await waitForHydration(page);
  const inCity = await countOf(page);
  const within = page.getByRole("radio", { name: t.distanceWithin(200, "Hyderabad"), exact: true });
  // Each option says how many jobs it gives (its description), before it is chosen.
  const expected = Number((await page.locator("#fc-radius-200").textContent())!.replace(/,/g, ""));
  await within.check();
  await expect(page).toHaveURL(/radius=200/);
  await expect.poll(() => countOf(page)).toBe(expected);
  expect(expected).toBeGreaterThanOrEqual(inCity);

  const tenLpa = page.getByRole("radio", { name: /^₹10 LPA or more/ });
  const tenCount = Number((await page.locator("#fc-salary-10").textContent())!.replace(/,/g, ""));
  await tenLpa.check();
  await expect(page).toHaveURL(/salary=10/);
  await expect.poll(() => countOf(page)).toBe(tenCount);

  await page.getByLabel(t.sortLabel).selectOption("salary");
  await expect(page).toHaveURL(/sort=salary/);
  await page.reload();
  await expect(page.getByRole("radio", { name: /^₹10 LPA or more/ })).toBeChecked();
  await expect(page.getByLabel(t.sortLabel)).toHaveValue("salary");
});

test("on a phone the sheet counts what it will show and Show N jobs applies it", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/jobs");
  await waitForHydration(page);
  await page.getByRole("button", { name: t.showFilters }).click();
  const sheet = page.locator("#job-filters");
  const box = (await sheet.boundingBox())!;
  // A sheet over the page: it fits the screen, and its apply button is in sight.
  expect(box.height).toBeLessThanOrEqual(844);
  const apply = sheet.getByRole("button", { name: /^Show [\d,]+\+? jobs?$/ });
  await expect(apply).toBeInViewport();
  await sheet.getByRole("checkbox", { name: "Locum", exact: true }).check();
  await expect(page).toHaveURL(/type=Locum/);
  const n = await countOf(page);
  await expect(apply).toHaveText(t.showJobs(n, n < 10_000));
  await apply.click();
  await expect(page.getByRole("heading", { name: t.filterJobs })).toBeHidden();
  await expect(page.locator("#results-count")).toBeFocused();
});

test("Save from a result card: visitors are asked to sign in, doctors save in place and without JavaScript", async ({ page, browser }) => {
  await page.goto("/jobs");
  const visitorSave = cards(page).first().getByRole("link", { name: new RegExp(`^${savedJobs.save}`) });
  await expect(visitorSave).toHaveAttribute("href", /^\/login\?redirectTo=/);

  await login(page, DEMO.doctor);
  await page.goto("/jobs?keyword=consultant");
  await waitForHydration(page);
  const title = (await cards(page).first().getByRole("heading").textContent())!;
  const button = cards(page).first().getByRole("button", { name: new RegExp(`^(${savedJobs.save}|${savedJobs.saved})`) });
  const wasSaved = (await button.getAttribute("aria-pressed")) === "true";
  await button.click();
  await expect(button).toHaveAttribute("aria-pressed", String(!wasSaved));
  await page.reload();
  await expect(cards(page).filter({ hasText: title }).first().getByRole("button", { name: new RegExp(`^(${savedJobs.save}|${savedJobs.saved})`) })).toHaveAttribute(
    "aria-pressed",
    String(!wasSaved),
  );

  // The same button as a plain form post, without JavaScript: back on the same search.
  const context = await browser.newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await context.newPage();
  await plain.goto("/jobs?keyword=consultant");
  const plainButton = plain.getByTestId("job-card").filter({ hasText: title }).first().getByRole("button", { name: new RegExp(`^(${savedJobs.save}|${savedJobs.saved})`) });
  await plainButton.click();
  await expect(plain).toHaveURL(/\/jobs\?keyword=consultant$/);
  await expect(plain.getByTestId("job-card").filter({ hasText: title }).first().getByRole("button", { name: new RegExp(`^(${savedJobs.save}|${savedJobs.saved})`) })).toHaveAttribute(
    "aria-pressed",
    String(wasSaved),
  );
  await context.close();
});

test("keyword suggestions: a combobox the keyboard can drive", async ({ page }) => {
  await page.goto("/jobs");
  await waitForHydration(page);
  const box = page.getByRole("combobox", { name: "Keyword" });
  await box.pressSequentially("anaesthe");
  const list = page.getByRole("listbox", { name: t.suggestionsLabel });
  await expect(list).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  await box.press("ArrowDown");
  const first = list.getByRole("option").first();
  await expect(first).toHaveAttribute("aria-selected", "true");
  const chosen = (await first.locator("span").first().textContent())!;
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(chosen).replace(/%20/g, "\\+")}`));
  await expect(list).toBeHidden();
});
