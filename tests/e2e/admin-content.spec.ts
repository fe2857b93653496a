import { DEMO, expect, login, test, waitForHydration } from "../fixtures";
import { pngFile, svgAsPngFile } from "../files";
import { clients } from "../../app/features/clients/messages";
import { reviews } from "../../app/features/reviews/messages";

test("the admin adds, edits and deletes a review, and the home page follows", async ({ page }) => {
  const name = `Dr. Reviewer ${Date.now()}`;
  await login(page, DEMO.admin);
  await page.goto("/dashboard/google-reviews");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add Review" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Review" });
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByLabel("Name")).toHaveJSProperty("validity.valueMissing", true);
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Review").fill("They found me a locum post in two weeks.");
  await dialog.locator(`label[for="rating-4"]`).click();
  await expect(dialog.getByRole("radio", { name: "4 stars" })).toBeChecked();
  await dialog.getByLabel("Avatar").setInputFiles(pngFile("me.png"));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText(reviews.added.title);
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("review-row").filter({ hasText: name });
  await expect(row.getByRole("img", { name: "4 out of 5 stars" })).toBeVisible();

  await page.goto("/");
  await expect(page.getByText(name)).toBeVisible();

  await page.goto("/dashboard/google-reviews");
  await waitForHydration(page);
  await page.getByTestId("review-row").filter({ hasText: name }).getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Review" });
  await edit.getByLabel("Review").fill("Updated text of the review.");
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText(reviews.updated.title);
  await expect(page.getByTestId("review-row").filter({ hasText: name })).toContainText("Updated text of the review.");

  await page.getByTestId("review-row").filter({ hasText: name }).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("toast")).toContainText(reviews.deleted.title);
  await expect(page.getByTestId("review-row").filter({ hasText: name })).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByText(name)).toHaveCount(0);
});

test("the admin manages trusted clients; an SVG named .png is refused; the home page follows", async ({ page }) => {
  const name = `Test Hospital ${Date.now()}`;
  await login(page, DEMO.admin);
  await page.goto("/dashboard/trusted-clients");
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add Client" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Client" });
  await dialog.getByLabel("Name").fill(name);
  await dialog.getByLabel("Logo").setInputFiles(svgAsPngFile());
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toContainText("PNG, JPEG, WebP or GIF");
  await expect(dialog.getByLabel("Name")).toHaveValue(name);

  await dialog.getByLabel("Logo").setInputFiles(pngFile("logo.png"));
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText(clients.added.title);
  const row = page.getByTestId("client-row").filter({ hasText: name });
  const logo = await row.getByRole("img").getAttribute("src");
  expect(logo).toMatch(/^\/files\/client-logos\//);

  await page.goto("/");
  await expect(page.getByRole("img", { name: new RegExp(name) })).toHaveCount(1);

  await page.goto("/dashboard/trusted-clients");
  await waitForHydration(page);
  await page.getByTestId("client-row").filter({ hasText: name }).getByRole("button", { name: "Edit" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Client" });
  await edit.getByLabel("Logo").setInputFiles(pngFile("logo2.png", [200, 30, 30]));
  await edit.getByRole("button", { name: "Save" }).click();
  await expect(page.getByTestId("toast")).toContainText(clients.updated.title);
  expect((await page.request.get(logo!)).status()).toBe(404);

  await page.getByTestId("client-row").filter({ hasText: name }).getByRole("button", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Are you sure?" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByTestId("toast")).toContainText(clients.deleted.title);
  await page.goto("/");
  await expect(page.getByRole("img", { name: new RegExp(name) })).toHaveCount(0);
});

test("the managers are refused to employers", async ({ page }) => {
  await login(page, DEMO.employer);
  for (const path of ["/dashboard/google-reviews", "/dashboard/trusted-clients"]) {
    const res = await page.goto(path);
    expect(res?.status()).toBe(403);
  }
  const res = await page.request.post("/dashboard/google-reviews", {
    form: { intent: "save", name: "X", review: "Y" },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(403);
});
