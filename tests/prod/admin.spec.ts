import { DEMO, expect, login, test, waitForHydration } from "../fixtures";
import { pngFile } from "../files";
import { reviews } from "../../app/features/reviews/messages";
import { expectServedByEveryInstance, settings } from "./support/journey";

// The admin's content through the TLS proxy: an image uploaded to one instance is stored in S3 and served by all.

test("the admin adds a Google review with an avatar; the avatar is served by every instance and on the home page", async ({ page, browser }) => {
  const name = `Dr. Prod Reviewer ${Date.now()}`;
  const avatar = pngFile("avatar.png", [Date.now() % 251, 90, 160]);
  await login(page, DEMO.admin);
  await page.goto("/dashboard/google-reviews");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add Review" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Review" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Review").fill("Found a consultant post in Hyderabad within a month.");
  await dialog.locator(`label[for="rating-5"]`).click();
  await dialog.getByLabel("Avatar").setInputFiles(avatar);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText(reviews.added.title);
  const row = page.getByTestId("review-row").filter({ hasText: name });
  await expect(row).toBeVisible();
  const src = await row.locator("img").first().getAttribute("src");
  expect(src).toMatch(/^\/files\/avatars\//);

  // Public file: any visitor, any instance, the same bytes.
  const visitor = await browser.newContext({ baseURL: settings.baseURL, ignoreHTTPSErrors: true });
  await expectServedByEveryInstance(visitor.request, src!, { bytes: avatar.buffer, contentType: "image/png" });
  await visitor.close();

  // And the home page shows the review with its avatar loaded.
  await page.goto("/");
  await expect(page.getByText(name)).toBeVisible();
  const img = page.locator(`img[src="${src}"]`).first();
  await expect(img).toBeAttached();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).complete && (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
});
