import { DEMO, expect, login, test, waitForHydration } from "../fixtures";
import { pdfFile, pngFile } from "../files";
import { validation } from "../../app/lib/messages";
import { messaging } from "../../app/features/messages/messages";
import { directory, resumeAccess } from "../../app/features/directory/messages";

test.describe("doctor directory", () => {
  test("searches by keyword, city and specialty, with filters in the URL", async ({ page }) => {
    await page.goto("/doctor-profiles");
    await expect(page.getByRole("heading", { name: directory.title })).toBeVisible();
    const cards = page.getByTestId("doctor-card");
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(5);

    await page.getByPlaceholder("Search by name or keyword").fill("stroke");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page).toHaveURL(/q=stroke/);
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Dr. Arjun Malhotra");

    await page.goto("/doctor-profiles?specialty=Pediatrics&location=Pune");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Dr. Sneha Kulkarni");
    await expect(page.locator("#directory-specialty")).toHaveValue("Pediatrics");

    // Older links name the filter as the spec's list wrote it, or as the doctor: they select the same entry.
    await page.goto("/doctor-profiles?specialty=Gynecology");
    await expect(page.locator("#directory-specialty")).toHaveValue("Gynecology (Obstetrics & Gynecology)");
    await expect(cards).toHaveCount(1);
    await expect(cards.first()).toContainText("Dr. Priyanka Das");
    await page.goto("/doctor-profiles?specialty=Pediatrician");
    await expect(page.locator("#directory-specialty")).toHaveValue("Pediatrics");
    await expect(cards.first()).toContainText("Dr. Sneha Kulkarni");
    await page.goto("/doctor-profiles?specialty=Radiologist");
    await expect(page.locator("#directory-specialty")).toHaveValue("Radiology");

    await page.goto("/doctor-profiles?q=nobody-matches-this");
    await expect(page.getByRole("heading", { name: directory.noDoctorsFound })).toBeVisible();
    await page.getByRole("link", { name: "Clear Filters" }).click();
    await expect(page).toHaveURL(/\/doctor-profiles$/);
    await expect.poll(() => cards.count()).toBeGreaterThanOrEqual(5);
  });

  test("cards show the first three skills plus a count, and Message opens a new conversation", async ({ page }) => {
    await login(page, DEMO.employer);
    await page.goto("/doctor-profiles?q=Kavya");
    await waitForHydration(page);
    const card = page.getByTestId("doctor-card").first();
    await expect(card.getByRole("list", { name: "Skills" }).getByRole("listitem")).toHaveCount(4);
    await expect(card).toContainText("+2 more");
    await expect(card.getByRole("button", { name: "Edit" })).toHaveCount(0);
    await card.getByRole("link", { name: "Message" }).click();
    await expect(page).toHaveURL(/\/dashboard\/messages\/new\?doctor=/);
    await expect(page.getByRole("heading", { name: messaging.composeTitle("Dr. Kavya Menon") })).toBeVisible();
  });

  test("a card without a resume says so", async ({ page }) => {
    await page.goto("/doctor-profiles?q=Kavya");
    await waitForHydration(page);
    await page.getByTestId("doctor-card").first().getByRole("button", { name: "View Resume" }).click();
    await expect(page.getByTestId("toast")).toContainText(resumeAccess.noResumeAvailable.title);
  });
});

test.describe("admin management of doctor profiles", () => {
  test("create with photo and resume, view the resume, edit, then delete", async ({ page }) => {
    const name = `Dr. Test ${Date.now()}`;
    await login(page, DEMO.admin);
    await page.goto("/admin/create-doctor");
    await page.getByLabel("Full name").fill(name);
    await page.getByLabel("Specialization").selectOption("Neurology");
    await page.getByLabel("Location").fill("Nagpur");
    await page.getByLabel("Bio").fill("Neurologist with an interest in epilepsy surgery.");
    await page.getByLabel("Skills").fill("EEG, Epilepsy, Botox, Stroke");
    await page.getByLabel("Years of experience").fill("11");
    await page.getByLabel("MD", { exact: true }).check();
    await page.getByLabel("Photo").setInputFiles(pngFile());
    await page.getByLabel("Resume").setInputFiles(pdfFile("cv.pdf", "Neuro CV"));
    await page.getByRole("button", { name: "Create Profile" }).click();
    await expect(page).toHaveURL(/\/dashboard\/doctor-profiles/);

    await page.goto(`/doctor-profiles?q=${encodeURIComponent(name)}`);
    const card = page.getByTestId("doctor-card");
    await expect(card).toHaveCount(1);
    await expect(card.locator("img")).toHaveAttribute("src", /^\/files\/avatars\//);
    await card.getByRole("link", { name: "View Resume" }).click();
    await expect(page.getByRole("heading", { name })).toBeVisible();
    const pdfUrl = await page.locator("iframe").getAttribute("src");
    expect(pdfUrl).toMatch(/^\/files\/resumes\//);
    const pdf = await page.request.get(pdfUrl!);
    expect(pdf.headers()["content-type"]).toBe("application/pdf");
    expect(pdf.headers()["content-security-policy"]).toContain("sandbox");

    await page.goto(`/doctor-profiles?q=${encodeURIComponent(name)}`);
    await page.getByTestId("doctor-card").getByRole("link", { name: "Edit" }).click();
    await page.getByLabel("Full name").fill(`${name} Updated`);
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page).toHaveURL(/\/dashboard\/doctor-profiles/);
    await page.goto(`/doctor-profiles?q=${encodeURIComponent(`${name} Updated`)}`);
    await expect(page.getByTestId("doctor-card")).toHaveCount(1);

    await waitForHydration(page);
    await page.getByTestId("doctor-card").getByRole("button", { name: "Delete" }).click();
    const dialog = page.getByRole("dialog", { name: directory.confirmDelete });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("toast")).toContainText(`${name} Updated profile has been deleted`);
    await expect(page.getByTestId("doctor-card")).toHaveCount(0);
  });

  test("admin pages and deletes are refused to others", async ({ page }) => {
    await login(page, DEMO.employer);
    const res = await page.goto("/admin/create-doctor");
    expect(res?.status()).toBe(403);
    const post = await page.request.post("/doctor-profiles", {
      form: { intent: "delete-doctor", profileId: "whatever" },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(post.status()).toBe(403);
    expect(await post.text()).toContain(validation.permissionDenied);
  });
});

test.describe("resume viewer", () => {
  test("asks signed-out visitors to sign in as an employer", async ({ page }) => {
    const res = await page.goto("/resume/Dr.%20Someone?resumeId=abc");
    expect(res?.status()).toBe(401);
    await expect(page.getByRole("heading", { name: "Sign in as an employer to view resumes" })).toBeVisible();
  });
  test("says No Resume Available when there is none", async ({ page }) => {
    await login(page, DEMO.employer);
    await page.goto("/resume/Nobody?resumeId=does-not-exist");
    await expect(page.getByRole("heading", { name: resumeAccess.noResumeAvailable.title })).toBeVisible();
  });
});
