import { test, expect, DEMO, login, waitForHydration } from "../fixtures";
import { jobs as t } from "../../app/features/jobs/messages";

// Hydrated pages (the dashboard) ask for the React Router client only once the page has painted (decision 108): the
// server's HTML carries no modulepreload link and keeps the route modules' script as text, and a small loader adds the
// preloads and runs it after the load event and a frame. The page is the server's HTML until then, and its forms post.
test("a dashboard page paints before its client is requested, then hydrates and works", async ({ page }) => {
  await login(page, DEMO.employer);
  const html = await (await page.context().request.get("/dashboard/job-listings")).text();
  expect(html).not.toMatch(/<link[^>]*rel="modulepreload"/);
  expect(html).toMatch(/<script[^>]*type="text\/plain"[^>]*data-deferred-client/);
  expect(html).not.toMatch(/<script[^>]*type="module"/);

  await page.goto("/dashboard/job-listings");
  await waitForHydration(page);
  const loaded = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => new URL(entry.name).pathname.endsWith(".js"))
      .map((entry) => ({ name: entry.name, start: entry.startTime })),
    preloads: document.querySelectorAll('link[rel="modulepreload"]').length,
  }));
  expect(loaded.paint, "the page painted").not.toBeNull();
  expect(loaded.scripts.length, "the client's modules were loaded").toBeGreaterThan(3);
  for (const script of loaded.scripts) expect(script.start, `${script.name} was requested after the first paint`).toBeGreaterThanOrEqual(loaded.paint!);
  // The loader preloads the whole module graph at once, as the links in the document would have.
  expect(loaded.preloads).toBeGreaterThanOrEqual(loaded.scripts.length - 1);

  // Hydrated: Delete opens the confirmation in a dialog on the page instead of loading the ?delete= panel.
  const url = page.url();
  await page.getByTestId("listing-card").first().getByRole("button", { name: /^Delete/ }).click();
  await expect(page.getByRole("dialog", { name: t.confirmDelete })).toBeVisible();
  expect(page.url()).toBe(url);
});
