import { DEMO, expect, login, test, waitForHydration } from "../fixtures";
import { DOCTOR_CATEGORIES, doctorCategoryHref, FEATURED_JOBS_ON_HOME, HOME_STATS } from "../../app/lib/constants";
import { pages } from "../../app/lib/messages";
import { jobs } from "../../app/features/jobs/messages";
import { home } from "../../app/features/home/messages";
import { JOB_TEMPLATES } from "../../app/db/demo-data";
import { javascriptGzipBytes, PUBLIC_PAGE_JS_BUDGET } from "../support/js-budget";

// Spec 2.3: the home page.

test("hero, sections in order, and FAQ structured data are in the server HTML", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toContain("India&#x27;s Premier Doctor Job Portal");
  const order = [home.howWeHelp, home.whyChooseUs, home.loanServices, home.trustedClients, home.doctorCategories, home.featuredJobs, home.googleReviews, home.ctaTitle];
  const positions = order.map((heading) => html.indexOf(`>${heading}</h2>`));
  expect(positions.every((p) => p > 0), `all section headings present: ${positions}`).toBe(true);
  expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  // No spinner or streamed-later placeholders: the sections are real content.
  expect(html).not.toContain("animate-spin");
  expect(html).not.toContain("<!--$?-->");
  expect(html.match(/data-testid="featured-job"/g)).toHaveLength(FEATURED_JOBS_ON_HOME);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
  const faq = blocks.find((b) => b["@type"] === "FAQPage");
  expect(faq.mainEntity).toHaveLength(6);
  expect(blocks.find((b) => b["@type"] === "EmploymentAgency")?.makesOffer).toHaveLength(4);
});

test("shows the featured jobs from the database, newest first, linking to their pages", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1, name: pages.heroTitle })).toBeVisible();
  await expect(page.getByRole("link", { name: pages.heroHospitals })).toHaveAttribute("href", "/services");
  await expect(page.getByRole("link", { name: pages.heroDoctors }).first()).toHaveAttribute("href", "/jobs");

  const cards = page.getByTestId("featured-job");
  await expect(cards).toHaveCount(FEATURED_JOBS_ON_HOME);
  const seededTitles = new Set(JOB_TEMPLATES.flatMap((t) => [...t.titles, ...(t.internTitle ? [t.internTitle] : [])]));
  const posted: number[] = [];
  const jobs: { title: string; href: string }[] = [];
  for (const card of await cards.all()) {
    const link = card.getByRole("heading", { level: 3 }).getByRole("link");
    const title = (await link.textContent())!.trim();
    const href = (await link.getAttribute("href"))!;
    expect(seededTitles.has(title), `${title} is a seeded job`).toBe(true);
    expect(href).toMatch(/^\/jobs\/\d+$/);
    // The salary line: figures with the rupee sign, free text as written (never "₹Negotiable"), or Not Disclosed.
    await expect(card).toContainText(/Salary: (₹\d|Not Disclosed|Negotiable)/);
    await expect(card).not.toContainText(/₹[^\d]/);
    posted.push(Date.parse((await card.getByText(/^Posted /).textContent())!.replace("Posted ", "")));
    jobs.push({ title, href });
  }
  expect([...posted].sort((a, b) => b - a)).toEqual(posted);
  expect(new Set(jobs.map((j) => j.href)).size).toBe(FEATURED_JOBS_ON_HOME);

  // The card leads to that job's own page.
  await waitForHydration(page);
  await page.getByRole("link", { name: jobs[0]!.title, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${jobs[0]!.href}$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(jobs[0]!.title);
});

test("statistics count up to their targets once scrolled into view", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto("/");
  await waitForHydration(page);
  const values = page.getByTestId("stat-value");
  await expect(values).toHaveCount(HOME_STATS.length);
  // Off-screen after hydration: reset to zero, waiting to be seen.
  await expect(values.first()).toHaveText(`0${HOME_STATS[0].suffix}`);
  await values.first().scrollIntoViewIfNeeded();
  for (const [i, stat] of HOME_STATS.entries()) {
    await expect(values.nth(i)).toHaveText(`${stat.value}${stat.suffix}`);
  }
  await expect(page.getByText(`${HOME_STATS[0].label}`, { exact: true })).toBeVisible();
});

test("doctor categories: 26 specialty links in a scrollable carousel", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  const track = page.getByTestId("category-track");
  const links = track.getByRole("link");
  await expect(links).toHaveCount(DOCTOR_CATEGORIES.length);
  for (const [i, category] of DOCTOR_CATEGORIES.entries()) {
    await expect(links.nth(i)).toHaveAttribute("href", doctorCategoryHref(category));
    await expect(links.nth(i)).toContainText(category.name);
  }
  await track.scrollIntoViewIfNeeded();
  const previous = page.getByRole("button", { name: home.previous });
  await expect(previous).toBeDisabled();
  await page.getByRole("button", { name: home.next }).click();
  await expect.poll(() => track.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
  await expect(previous).toBeEnabled();
});

test("every doctor category leads to jobs of its specialty", async ({ page }) => {
  // One /jobs page per category (26): on a loaded CI machine each takes a few seconds, past the default budget.
  test.setTimeout(30_000 + DOCTOR_CATEGORIES.length * 4_000);
  await page.goto("/");
  const track = page.getByTestId("category-track");
  await track.getByRole("link", { name: "Nephrologist" }).click();
  await expect(page).toHaveURL(/\/jobs\?specialty=Nephrology$/);
  await expect(page.getByRole("checkbox", { name: "Nephrology", exact: true })).toBeChecked();
  await expect(page.getByTestId("job-card").first()).toBeVisible();
  for (const category of DOCTOR_CATEGORIES) {
    // The results are in the served HTML; waiting for every image of twenty pages only costs time.
    await page.goto(doctorCategoryHref(category), { waitUntil: "domcontentloaded" });
    await expect(page.getByRole("checkbox", { name: category.specialty, exact: true }), category.name).toBeChecked();
    await expect(page.getByTestId("job-card").first(), category.name).toBeVisible();
  }
});

test("reviews and trusted clients show their images with names", async ({ page }) => {
  await page.goto("/");
  const reviews = page.getByTestId("google-reviews").getByRole("listitem");
  await expect(reviews.first()).toBeVisible();
  // Review photos sit beside the printed name, so they are decorative (empty alt).
  await expect(reviews.first().locator("img")).toHaveAttribute("src", /^\/files\/avatars\//);
  await expect(reviews.first().locator("img")).toHaveAttribute("alt", "");
  const logos = page.getByTestId("trusted-clients").getByRole("img");
  await expect(logos.first()).toHaveAttribute("src", /^\/files\/client-logos\//);
  for (const logo of await logos.all()) expect(await logo.getAttribute("alt")).toBeTruthy();
});

test("is a document page: its islands within the budget, no client runtime; links from hydrated pages load it as a document", async ({ page }) => {
  // A hydrated page (the profile page runs the React Router client).
  await login(page, DEMO.doctor);
  await page.goto("/profile");
  await waitForHydration(page);
  expect(await page.evaluate(() => "__reactRouterContext" in window)).toBe(true);
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Home", exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true" && !("__reactRouterContext" in window));
  const js = await javascriptGzipBytes(page);
  expect(js.total, js.files.join(" ")).toBeLessThanOrEqual(PUBLIC_PAGE_JS_BUDGET);
  expect(js.files.some((file) => /entry\.client|\/root-/.test(file)), js.files.join(" ")).toBe(false);
  await expect(page.getByRole("heading", { name: home.featuredJobs })).toBeVisible();
  await expect(page.getByTestId("featured-job")).toHaveCount(FEATURED_JOBS_ON_HOME);
  await expect(page.getByRole("heading", { name: home.faq })).toBeVisible();
});

test.describe("the home page's job search", () => {
  test("suggests a city by its old name and searches /jobs with it; the results say which city was meant", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    const box = page.getByRole("search", { name: jobs.homeSearchLabel }).getByRole("combobox", { name: "Keyword" });
    await box.fill("Bangal");
    const option = page.getByRole("listbox", { name: jobs.suggestionsLabel }).getByRole("option", { name: /Bengaluru/ });
    await expect(option).toBeVisible();
    await box.press("ArrowDown");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/jobs\?keyword=Bengaluru(&location=)?$/);
    await expect(page.getByTestId("job-card").first()).toBeVisible();

    // The city by its old name, as a link or a bookmark may carry it.
    await page.goto("/jobs?location=Bangalore");
    await expect(page.getByText(jobs.showingJobsIn("Bengaluru", "Bangalore"))).toBeVisible();
    await expect(page.locator("#job-location")).toHaveValue("Bengaluru");
    await expect(page.getByTestId("job-card").first()).toBeVisible();
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("is a plain form: keyword, city and Search lead to the results", async ({ page }) => {
      await page.goto("/");
      const form = page.getByRole("search", { name: jobs.homeSearchLabel });
      await form.getByRole("combobox", { name: "Keyword" }).fill("consultant");
      await form.getByRole("combobox", { name: "City" }).selectOption("Hyderabad");
      await form.getByRole("button", { name: pages.searchJobs }).click();
      await expect(page).toHaveURL(/\/jobs\?keyword=consultant&location=Hyderabad$/);
      await expect(page.getByPlaceholder(jobs.searchPlaceholder)).toHaveValue("consultant");
      await expect(page.getByTestId("job-card").first()).toBeVisible();
      // No dead end: words no job has together show the jobs with the most of them, and say which were left out.
      await page.goto("/jobs?keyword=consultant+qqzznothing");
      await expect(page.getByText(jobs.relaxedShowing)).toBeVisible();
      await expect(page.getByText(jobs.relaxedLeftOut("qqzznothing"))).toBeVisible();
      await expect(page.getByTestId("job-card").first()).toBeVisible();
    });
  });
});
