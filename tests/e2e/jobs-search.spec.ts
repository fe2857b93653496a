import { DEMO, expect, login, test, waitForHydration } from "../fixtures";
import type { Page } from "@playwright/test";
import { counts, pages } from "../../app/lib/messages";
import { jobs as t } from "../../app/features/jobs/messages";
import { JOB_SPECIALTIES, JOB_TYPES } from "../../app/lib/constants";
import { javascriptGzipBytes, PUBLIC_PAGE_JS_BUDGET } from "../support/js-budget";
import { SOURCE_PARAM } from "../../app/lib/application-sources";

// The /jobs journey (spec 2.7, 4, 5): search, filters, clearing, empty state, pagination, the URL as the state.

const FOUND = /^([\d,]+)\+? doctor jobs? found$/;
const cards = (page: Page) => page.getByTestId("job-card");
const resultsCount = (page: Page) => page.locator("#results-count");
/** A card's fact line, e.g. fact(card, "Location") -> the "Location: Pune" item. */
const fact = (card: ReturnType<typeof cards>, label: "Location" | "Job type" | "Salary" | "Posted") => card.locator("li", { hasText: `${label}:` });

async function countOf(page: Page): Promise<number> {
  const text = (await resultsCount(page).textContent()) ?? "";
  const match = FOUND.exec(text.trim());
  expect(match, `results line "${text}"`).not.toBeNull();
  return Number(match![1]!.replace(/,/g, ""));
}

test("shows the heading, search bar, filter panel and results", async ({ page }) => {
  const response = await page.goto("/jobs");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: pages.jobsHeading })).toBeVisible();
  await expect(page.getByText(t.jobsIntro)).toBeVisible();
  await expect(page.getByPlaceholder(t.searchPlaceholder)).toBeVisible();
  await expect(page.locator("#job-location option").first()).toHaveText(t.cityPlaceholder);
  await expect(page.getByRole("button", { name: pages.searchJobs })).toBeVisible();
  await expect(page.getByRole("heading", { name: t.filterJobs })).toBeVisible();
  for (const type of JOB_TYPES) await expect(page.getByRole("checkbox", { name: type, exact: true })).toBeVisible();
  for (const specialty of JOB_SPECIALTIES) await expect(page.getByRole("checkbox", { name: specialty, exact: true })).toBeVisible();
  await expect(page.getByText(t.citiesPlaceholder)).toBeVisible();
  await expect(page.getByRole("link", { name: t.clearAllFilters })).toHaveCount(0);
  await expect(resultsCount(page)).toHaveText(FOUND);
  const n = await countOf(page);
  await expect(cards(page)).toHaveCount(Math.min(n, 20));
  const first = cards(page).first();
  // The job's address, marked as reached from search results (the employer's reports' sources).
  await expect(first.getByRole("link", { name: t.viewDetails })).toHaveAttribute("href", new RegExp(`^/jobs/\\d+\\?${SOURCE_PARAM}=search$`));
  // Featured jobs come first, with their ribbon.
  await expect(first.getByText(t.featured, { exact: true })).toBeVisible();
  // Title, description and canonical address.
  await expect(page).toHaveTitle(/Doctor Jobs in India/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /doctor jobs in India/i);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/jobs$/);
});

test("searches by keyword and by city, keeping both in the URL", async ({ page }) => {
  await page.goto("/jobs");
  await waitForHydration(page);
  await page.getByPlaceholder(t.searchPlaceholder).fill("teleradiology");
  await page.getByRole("button", { name: pages.searchJobs }).click();
  await expect(page).toHaveURL(/\/jobs\?keyword=teleradiology$/);
  await expect(cards(page).first()).toBeVisible();
  for (const title of await cards(page).getByRole("heading").allTextContents()) expect(title.toLowerCase()).toContain("teleradiology");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/jobs\?keyword=teleradiology$/);

  await page.getByPlaceholder(t.searchPlaceholder).fill("");
  await page.locator("#job-location").selectOption("Hyderabad");
  await page.getByRole("button", { name: pages.searchJobs }).click();
  await expect(page).toHaveURL(/\/jobs\?location=Hyderabad$/);
  await expect(cards(page).first()).toBeVisible();
  for (const card of await cards(page).all()) await expect(fact(card, "Location")).toContainText("Hyderabad");
  // The city select is clearable.
  await page.getByRole("button", { name: "Clear city" }).click();
  await expect(page.locator("#job-location")).toHaveValue("");
});

test("each filter narrows the results at once, and Clear All Filters resets them with a toast", async ({ page }) => {
  await page.goto("/jobs?keyword=a");
  await waitForHydration(page);
  const all = await countOf(page);

  await page.getByRole("checkbox", { name: "Locum", exact: true }).check();
  await expect(page).toHaveURL(/type=Locum/);
  await expect(page.getByRole("checkbox", { name: "Locum", exact: true })).toBeChecked();
  const locum = await countOf(page);
  expect(locum).toBeLessThan(all);
  for (const card of await cards(page).all()) await expect(fact(card, "Job type")).toHaveText("Job type: Locum");
  await page.getByRole("checkbox", { name: "Locum", exact: true }).uncheck();
  await expect(page).not.toHaveURL(/type=/);

  await page.getByRole("checkbox", { name: "Cardiology", exact: true }).check();
  await expect(page).toHaveURL(/specialty=Cardiology/);
  const cardiology = await countOf(page);
  expect(cardiology).toBeGreaterThan(0);
  expect(cardiology).toBeLessThan(all);
  await page.getByRole("checkbox", { name: "Cardiology", exact: true }).uncheck();

  await page.getByText(t.citiesPlaceholder).click();
  await page.getByPlaceholder("Type to find a city").fill("mum");
  await expect(page.getByRole("checkbox", { name: "Pune", exact: true })).toBeHidden();
  await page.getByRole("checkbox", { name: "Mumbai", exact: true }).check();
  await expect(page).toHaveURL(/city=Mumbai/);
  await expect(page.getByRole("list", { name: "Selected cities" }).getByRole("link", { name: /Mumbai/ })).toBeVisible();
  for (const card of await cards(page).all()) await expect(fact(card, "Location")).toContainText("Mumbai");

  await page.getByRole("checkbox", { name: "Full-time", exact: true }).check();
  await expect(page).toHaveURL(/type=Full-time/);
  await page.getByRole("link", { name: t.clearAllFilters }).click();
  await expect(page.getByTestId("toast")).toContainText(t.filtersCleared.title);
  await expect(page.getByTestId("toast")).toContainText(t.filtersCleared.description);
  await expect(page).toHaveURL(/\/jobs\?keyword=a$/);
  await expect(page.getByRole("checkbox", { name: "Full-time", exact: true })).not.toBeChecked();
  await expect(page.getByRole("link", { name: t.clearAllFilters })).toHaveCount(0);
  expect(await countOf(page)).toBe(all);
});

test("shows the empty state, and Clear Search & Filters clears both", async ({ page }) => {
  await page.goto("/jobs?keyword=zzqqxx-no-such-job&type=Locum");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: t.noJobsFound })).toBeVisible();
  await expect(page.getByText(t.noJobsHint)).toBeVisible();
  await expect(resultsCount(page)).toHaveText(counts.jobsFound(0));
  await page.getByRole("link", { name: t.clearSearchAndFilters }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await expect(page.getByTestId("toast")).toContainText(t.filtersCleared.title);
  await expect(page.getByPlaceholder(t.searchPlaceholder)).toHaveValue("");
  await expect(page.getByRole("checkbox", { name: "Locum", exact: true })).not.toBeChecked();
  await expect(cards(page).first()).toBeVisible();
});

test("pages through results 20 at a time", async ({ page }) => {
  await page.goto("/jobs");
  await waitForHydration(page);
  const n = await countOf(page);
  expect(n, "the demo data has more than one page of jobs").toBeGreaterThan(20);
  const firstPage = await cards(page).getByRole("heading").allTextContents();
  const pagination = page.getByRole("navigation", { name: "Pagination" });
  await expect(pagination.locator('[aria-current="page"]')).toHaveText("1");
  await pagination.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\/jobs\?page=2$/);
  await expect(pagination.locator('[aria-current="page"]')).toHaveText("2");
  await expect(cards(page)).toHaveCount(Math.min(20, n - 20));
  expect(await cards(page).getByRole("heading").allTextContents()).not.toEqual(firstPage);
  expect(await countOf(page)).toBe(n);
  await pagination.getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});

test("the URL is the state: deep links fill the form and the back button restores earlier searches", async ({ page }) => {
  await page.goto("/jobs?keyword=Consultant&location=Delhi&type=Full-time&specialty=Neurology&city=Pune");
  await waitForHydration(page);
  await expect(page.getByPlaceholder(t.searchPlaceholder)).toHaveValue("Consultant");
  await expect(page.locator("#job-location")).toHaveValue("Delhi");
  await expect(page.getByRole("checkbox", { name: "Full-time", exact: true })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Neurology", exact: true })).toBeChecked();
  await expect(page.getByRole("list", { name: "Selected cities" }).getByRole("link", { name: /Pune/ })).toBeVisible();

  await page.goto("/jobs?keyword=Consultant");
  await waitForHydration(page);
  await page.getByPlaceholder(t.searchPlaceholder).fill("Registrar");
  await page.getByRole("button", { name: pages.searchJobs }).click();
  await expect(page).toHaveURL(/keyword=Registrar/);
  await page.getByRole("checkbox", { name: "Part-time", exact: true }).check();
  await expect(page).toHaveURL(/keyword=Registrar&type=Part-time/);
  await page.getByRole("checkbox", { name: "Contract", exact: true }).check();
  await expect(page).toHaveURL(/type=Part-time&type=Contract/);
  // A burst of filter changes is one history entry: back returns to the search before it.
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\?keyword=Registrar$/);
  await expect(page.getByRole("checkbox", { name: "Contract", exact: true })).not.toBeChecked();
  await page.goBack();
  await expect(page).toHaveURL(/\/jobs\?keyword=Consultant$/);
  await expect(page.getByPlaceholder(t.searchPlaceholder)).toHaveValue("Consultant");
});

test("footer specialty slugs preselect the one specialty they stand for", async ({ page }) => {
  await page.goto("/jobs?specialty=cardiology");
  await expect(page.getByRole("checkbox", { name: "Cardiology", exact: true })).toBeChecked();
  await page.goto("/jobs?specialty=emergency");
  await expect(page.getByRole("checkbox", { name: "Emergency Medicine", exact: true })).toBeChecked();
  await expect(page.getByRole("link", { name: t.clearAllFilters })).toBeVisible();
});

test("a specialty finds its own jobs only: Urology never shows Neurology jobs", async ({ page }) => {
  await page.goto("/jobs?specialty=Urology");
  await expect(page.getByRole("checkbox", { name: "Urology", exact: true })).toBeChecked();
  expect(await countOf(page)).toBeGreaterThan(0);
  for (const title of await cards(page).getByRole("heading").allTextContents()) expect(title).not.toMatch(/neuro/i);
  await page.goto("/jobs?specialty=Neurology");
  expect(await countOf(page)).toBeGreaterThan(0);
  for (const title of await cards(page).getByRole("heading").allTextContents()) expect(title).not.toMatch(/\bUrolog/);
  // The free-text keyword still matches inside words.
  await page.goto("/jobs?keyword=urolog");
  const titles = await cards(page).getByRole("heading").allTextContents();
  expect(titles.some((title) => /Neurolog/.test(title))).toBe(true);
});

test("specialties beyond the spec's 13 can be found, and the footer's links lead to matching jobs", async ({ page }) => {
  for (const specialty of ["Nephrology", "Urology", "Pathology", "Emergency Medicine", "Other"]) {
    await page.goto(`/jobs?specialty=${encodeURIComponent(specialty)}`);
    expect(await countOf(page), specialty).toBeGreaterThan(0);
  }
  await page.goto("/jobs");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("link", { name: "Emergency Medicine", exact: true }).click();
  await expect(page).toHaveURL(/\/jobs\?specialty=emergency$/);
  await expect(page.getByRole("checkbox", { name: "Emergency Medicine", exact: true })).toBeChecked();
  expect(await countOf(page)).toBeGreaterThan(0);
});

test("salaries put the rupee sign on figures only", async ({ page }) => {
  const salaries: string[] = [];
  for (let n = 1; n <= 5; n++) {
    await page.goto(`/jobs?page=${n}`);
    salaries.push(...(await cards(page).locator("li", { hasText: "Salary:" }).allTextContents()));
  }
  expect(salaries.length).toBeGreaterThan(20);
  for (const salary of salaries) expect(salary).not.toMatch(/₹[^\d]/);
  expect(salaries).toContain("Salary: Negotiable, as per experience");
  expect(salaries.some((salary) => /^Salary: ₹\d/.test(salary))).toBe(true);
});

test("on a phone the filter panel opens with Show Filters as a sheet and closes with its Close button", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/jobs");
  await waitForHydration(page);
  await expect(page.getByRole("heading", { name: t.filterJobs })).toBeHidden();
  await page.getByRole("button", { name: t.showFilters }).click();
  await expect(page.getByRole("heading", { name: t.filterJobs })).toBeVisible();
  await page.getByRole("button", { name: t.closeFilters }).click();
  await expect(page.getByRole("heading", { name: t.filterJobs })).toBeHidden();
  await expect(page.getByRole("button", { name: t.showFilters })).toBeFocused();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search and filters work as a plain form", async ({ page }) => {
    await page.goto("/jobs");
    await expect(page.getByRole("heading", { name: t.filterJobs })).toBeVisible();
    await page.getByPlaceholder(t.searchPlaceholder).fill("consultant");
    await page.locator("#job-location").selectOption("Mumbai");
    await page.getByRole("button", { name: pages.searchJobs }).click();
    await expect(page).toHaveURL(/keyword=consultant&location=Mumbai/);
    await expect(page.locator("#job-location")).toHaveValue("Mumbai");
    await page.getByRole("checkbox", { name: "Full-time", exact: true }).check();
    await page.getByRole("button", { name: t.applyFilters }).click();
    await expect(page).toHaveURL(/type=Full-time/);
    await expect(page.getByRole("checkbox", { name: "Full-time", exact: true })).toBeChecked();
    await expect(page.getByPlaceholder(t.searchPlaceholder)).toHaveValue("consultant");
  });
});

test("is a document page: filters swap the results in place, keeping focus; links from hydrated pages load it", async ({ page }) => {
  const isDocumentPage = () =>
    page.waitForFunction(() => document.documentElement.dataset.hydrated === "true" && !("__reactRouterContext" in window));
  // A hydrated page (the profile page runs the React Router client).
  await login(page, DEMO.doctor);
  await page.goto("/profile");
  await waitForHydration(page);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  // The layout's links load it directly ...
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Find Jobs", exact: true }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await isDocumentPage();
  // Its islands only: no React, within the public pages' budget.
  const js = await javascriptGzipBytes(page);
  expect(js.total, js.files.join(" ")).toBeLessThanOrEqual(PUBLIC_PAGE_JS_BUDGET);
  expect(js.files.some((file) => /entry\.client|\/root-/.test(file)), js.files.join(" ")).toBe(false);
  // ... and so does a link from the job page (a document page too).
  await page.goto((await cards(page).first().getByRole("link", { name: t.viewDetails }).getAttribute("href"))!);
  await waitForHydration(page);
  await page.getByRole("link", { name: t.backToJobs }).click();
  await expect(page).toHaveURL(/\/jobs$/);
  await isDocumentPage();

  // A filter change does not reload the page: the marker survives, the box keeps focus, the results change.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const before = await countOf(page);
  const neurology = page.getByRole("checkbox", { name: "Neurology", exact: true });
  await neurology.focus();
  await page.keyboard.press("Space");
  await expect(page).toHaveURL(/specialty=Neurology/);
  await expect.poll(() => countOf(page)).toBeLessThan(before);
  await expect(neurology).toBeFocused();
  await expect(page.getByRole("link", { name: t.clearAllFilters })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);

  // A same-page "#" link (Skip to main content) is not a new search.
  const fetched: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === "/jobs") fetched.push(request.url());
  });
  await page.locator('a[href="#content"]').focus();
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/#content$/);
  await page.goBack();
  await expect(page).not.toHaveURL(/#content$/);
  await expect(neurology).toBeChecked();
  expect(fetched).toEqual([]);
});
