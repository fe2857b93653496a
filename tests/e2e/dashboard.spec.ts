import { test, expect, DEMO, login, waitForHydration } from "../fixtures";
import { pages, profile as profileMessages, validation } from "../../app/lib/messages";
import { account } from "../../app/features/accounts/messages";
import { formatDate } from "../../app/lib/format";
import { createConfirmedAccount, PASSWORD, signInWithForm } from "./accounts-helpers";

test.describe("dashboard access", () => {
  test("signed-out visitors are sent to sign in, then back to the page they wanted", async ({ page }) => {
    await page.goto("/dashboard/profile");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard%2Fprofile$/);
    await waitForHydration(page);
    await signInWithForm(page, DEMO.doctor.email, DEMO.doctor.password);
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    await expect(page.getByRole("heading", { name: "My Profile" })).toBeVisible();
    // Already signed in: the sign-in page forwards straight on.
    await page.goto("/login?redirectTo=%2Fdashboard%2Fsaved-jobs");
    await expect(page).toHaveURL(/\/dashboard\/saved-jobs$/);
    await expect(page.getByRole("heading", { name: pages.noSavedJobs })).toBeVisible();
  });

  test("the doctor dashboard has its overview, sidebar and tabs, each with its own address", async ({ page }) => {
    await login(page, DEMO.doctor);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { name: /^Welcome back, Dr\. / })).toBeVisible();
    for (const label of ["Applications Sent", "Interviews", "Offers Received", "Profile Views"]) {
      await expect(page.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Recent Applications" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Browse New Jobs" })).toHaveAttribute("href", "/jobs");
    await page.getByRole("link", { name: "Update Profile" }).click();
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    const nav = page.getByRole("complementary").getByRole("navigation", { name: "Dashboard sections" });
    await nav.getByRole("link", { name: "Applications" }).click();
    await expect(page.getByRole("heading", { name: "Your Applications" })).toBeVisible();
    await nav.getByRole("link", { name: "Saved Jobs" }).click();
    await expect(page).toHaveURL(/\/dashboard\/saved-jobs$/);
    await expect(page.getByRole("heading", { name: pages.noSavedJobs })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: pages.browseJobs })).toHaveAttribute("href", "/jobs");
    // Admin-only tabs are refused.
    const refused = await page.goto("/dashboard/google-reviews");
    expect(refused?.status()).toBe(403);
  });

  test("the admin gets the Super Admin dashboard with all four tabs", async ({ page }) => {
    await login(page, DEMO.admin);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
    await expect(page.getByRole("heading", { name: "Super Admin Dashboard" })).toBeVisible();
    await expect(page).toHaveTitle("Admin Dashboard | DocHire");
    for (const stat of ["Total Jobs Posted", "Active Listings", "Total Applications"]) {
      await expect(page.getByText(stat, { exact: true })).toBeVisible();
    }
    const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
    for (const tab of ["Job Listings", "Doctor Profiles", "Google Reviews", "Trusted Clients"]) {
      await expect(tabs.getByRole("link", { name: tab })).toBeVisible();
    }
    await tabs.getByRole("link", { name: "Trusted Clients" }).click();
    await expect(page).toHaveURL(/\/dashboard\/trusted-clients$/);
  });

  test("an employer sees their company's dashboard without the admin tabs", async ({ page }) => {
    await login(page, DEMO.employer);
    await page.goto("/dashboard/doctor-profiles");
    await expect(page.getByRole("heading", { name: /Dashboard$/, level: 1 })).toBeVisible();
    const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
    await expect(tabs.getByRole("link", { name: "Job Listings" })).toBeVisible();
    await expect(tabs.getByRole("link", { name: "Google Reviews" })).toHaveCount(0);
    const refused = await page.goto("/dashboard/trusted-clients");
    expect(refused?.status()).toBe(403);
    await expect(page.getByText("You do not have permission to open this page.")).toBeVisible();
  });
});

test.describe("profile", () => {
  test("a doctor edits their profile in the dialog; a failed save keeps what was typed", async ({ page }) => {
    const { email } = await createConfirmedAccount(page, { role: "doctor", name: "Dr. Isha Menon", specialization: "Dermatology" });
    await page.goto("/login?redirectTo=%2Fdashboard%2Fprofile");
    await waitForHydration(page);
    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/profile$/);
    const details = page.getByTestId("profile-details");
    await expect(details).toContainText("Dr. Isha Menon");
    await expect(details).toContainText(profileMessages.notProvided);
    await expect(details).toContainText("Dermatology");
    await expect(details).toContainText("Doctor");

    await page.getByRole("link", { name: "Edit Profile" }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Profile" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Full Name").fill("");
    await dialog.getByLabel("Phone Number").fill("+91 98450 12345");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText(validation.nameRequired)).toBeVisible();
    await expect(page.getByTestId("toast").filter({ hasText: profileMessages.updateFailed.title })).toBeVisible();
    await expect(dialog.getByLabel("Phone Number")).toHaveValue("+91 98450 12345");

    await dialog.getByLabel("Full Name").fill("Dr. Isha Menon Nair");
    await dialog.getByLabel("Location").fill("Kochi");
    await dialog.getByLabel("Medical Specialization").selectOption("Neurology");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("toast").filter({ hasText: profileMessages.updated.title })).toContainText(profileMessages.updated.description);
    await expect(details).toContainText("Dr. Isha Menon Nair");
    await expect(details).toContainText("+91 98450 12345");
    await expect(details).toContainText("Kochi");
    await expect(details).toContainText("Neurology");
    await expect(page.getByTestId("sidebar-name")).toHaveText("Dr. Isha Menon Nair");

    // Escape closes the dialog without saving.
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  });

  test("the password is changed for real and the date is shown", async ({ page }) => {
    const { email } = await createConfirmedAccount(page, { role: "employer", name: "Rohan Das", company: "Riverbank Hospital" });
    await page.goto("/login?redirectTo=%2Fprofile");
    await waitForHydration(page);
    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId("profile-details")).toContainText("Riverbank Hospital");
    await expect(page.getByTestId("password-changed")).toHaveText(profileMessages.lastPasswordChangePrefix + account.passwordNeverChanged);

    await page.getByRole("link", { name: "Change Password" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.getByLabel("Current Password").fill("wrong-password");
    await dialog.getByLabel("New Password", { exact: true }).fill("Evening-Clinic-12");
    await dialog.getByLabel("Confirm New Password").fill("Evening-Clinic-12");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog.getByText(account.currentPasswordWrong)).toBeVisible();

    await dialog.getByLabel("Current Password").fill(PASSWORD);
    await dialog.getByLabel("New Password", { exact: true }).fill("Evening-Clinic-12");
    await dialog.getByLabel("Confirm New Password").fill("Evening-Clinic-12");
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("toast").filter({ hasText: account.passwordChanged.title })).toBeVisible();
    await expect(page.getByTestId("password-changed")).toHaveText(profileMessages.lastPasswordChangePrefix + formatDate(new Date()));

    // Still signed in here; the new password is the one that works now.
    await page.reload();
    await expect(page).toHaveURL(/\/profile$/);
    await page.context().clearCookies();
    await page.goto("/login");
    await waitForHydration(page);
    await signInWithForm(page, email, PASSWORD);
    await expect(page.getByTestId("login-error")).toBeVisible();
    await signInWithForm(page, email, "Evening-Clinic-12");
    await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
  });
});
