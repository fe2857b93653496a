import { test, expect, DEMO, waitForHydration } from "../fixtures";
import { validation, authRefusals } from "../../app/lib/messages";
import { auth, account } from "../../app/features/accounts/messages";
import { createConfirmedAccount, linkFromMailbox, origin, PASSWORD, registerDoctorWithForm, signInWithForm, uniqueEmail } from "./accounts-helpers";

test.describe("registration", () => {
  test("a doctor registers, confirms the e-mail from the mail and signs in to the dashboard", async ({ page }) => {
    const email = uniqueEmail("doctor");
    await registerDoctorWithForm(page, { name: "Dr. Kavitha Raman", email, specialization: "Pediatrics" });
    await page.getByRole("link", { name: auth.proceedToLogin }).click();
    await expect(page).toHaveURL(/\/login$/);

    const link = await linkFromMailbox(page, email, "Confirm your e-mail address", "/verify-email?token=");
    await page.goto(link);
    await expect(page).toHaveURL(/\/login\?confirmed=1$/);
    await expect(page.getByTestId("login-notice")).toHaveText(account.emailConfirmed);

    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { name: "Welcome back, Dr. Raman" })).toBeVisible();
    await expect(page.getByTestId("sidebar-specialization")).toHaveText("Pediatrics");
    await expect(page).toHaveTitle("Doctor Dashboard | DocHire");
  });

  test("an employer registers on the employer tab with a company", async ({ page }) => {
    const email = uniqueEmail("employer");
    await page.goto("/register");
    await waitForHydration(page);
    await page.getByRole("group", { name: "Account type" }).getByRole("link", { name: "I'm an Employer" }).click();
    await expect(page).toHaveURL(/role=employer/);
    // The account types are links to their own address; the current one is marked as such.
    const types = page.getByRole("group", { name: "Account type" });
    await expect(types.getByRole("link", { name: "I'm an Employer" })).toHaveAttribute("aria-current", "page");
    await expect(types.getByRole("link", { name: "I'm a Doctor" })).not.toHaveAttribute("aria-current");
    await expect(page.getByLabel("Medical Specialization")).toBeHidden();
    await page.getByLabel("Full Name").fill("Nikhil Bhat");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Company/Hospital Name").fill("Seaside Care Hospital");
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByRole("heading", { name: auth.registrationSuccessfulTitle })).toBeVisible();

    await page.goto(await linkFromMailbox(page, email, "Confirm your e-mail address", "/verify-email?token="));
    await signInWithForm(page, email, PASSWORD);
    await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
    await expect(page.getByRole("heading", { name: "Seaside Care Hospital Dashboard" })).toBeVisible();
    await expect(page).toHaveTitle("Employer Dashboard | DocHire");
  });

  test("the simple form registers a doctor and answers with a browser alert", async ({ page }) => {
    const email = uniqueEmail("simple");
    await page.goto("/simple-register");
    await waitForHydration(page);
    const alerts: string[] = [];
    page.on("dialog", (dialog) => {
      alerts.push(dialog.message());
      void dialog.accept();
    });
    await page.getByLabel("Name").fill("Dr. Farhan Ali");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect.poll(() => alerts).toEqual([auth.simpleSignupFailedPrefix + validation.emailInvalid]);
    await expect(page.getByLabel("Name")).toHaveValue("Dr. Farhan Ali");

    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill(PASSWORD);
    await page.getByRole("button", { name: "Sign Up" }).click();
    await expect.poll(() => alerts.length).toBe(2);
    expect(alerts[1]).toBe(auth.simpleSignupSuccess);
    // The form is reset.
    await expect(page.getByLabel("Name")).toHaveValue("");
    await expect(page.getByLabel("Email")).toHaveValue("");
    // A real account waiting for confirmation.
    await linkFromMailbox(page, email, "Confirm your e-mail address", "/verify-email?token=");
  });

  test("the success panel sends the confirmation link again, on the spot", async ({ page }) => {
    const email = uniqueEmail("again");
    await registerDoctorWithForm(page, { name: "Dr. Asha Pillai", email, specialization: "Radiology" });
    await page.getByRole("button", { name: account.resendConfirmation }).click();
    await expect(page.getByTestId("confirmation-resent")).toHaveText(account.confirmationSent);
    await expect(page.getByRole("heading", { name: auth.registrationSuccessfulTitle })).toBeVisible();
    // A second confirmation mail, whose link confirms the account.
    await expect(async () => {
      await page.goto(`/dev/mailbox?to=${encodeURIComponent(email)}`);
      await expect(page.getByRole("link", { name: "Confirm your e-mail address" })).toHaveCount(2, { timeout: 1000 });
    }).toPass({ timeout: 10_000 });
    await page.goto(await linkFromMailbox(page, email, "Confirm your e-mail address", "/verify-email?token="));
    await expect(page).toHaveURL(/\/login\?confirmed=1$/);
  });

  test("refuses one of the most common passwords", async ({ page }) => {
    await page.goto("/register");
    await waitForHydration(page);
    await page.getByLabel("Full Name").fill("Dr. Common Case");
    await page.getByLabel("Email").fill(uniqueEmail("common"));
    await page.getByLabel("Medical Specialization").selectOption("Oncology");
    await page.getByLabel("Password", { exact: true }).fill("Password1");
    await page.getByLabel("Confirm Password").fill("Password1");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(authRefusals.commonPassword)).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Dr. Common Case");
  });
});

test("a post refused by the server after switching tabs comes back on that tab with what was typed", async ({ page }) => {
  await page.goto("/register");
  await waitForHydration(page);
  await page.getByRole("group", { name: "Account type" }).getByRole("link", { name: "I'm an Employer" }).click();
  await page.getByLabel("Full Name").fill("Ravi Menon");
  await page.getByLabel("Email").fill(uniqueEmail("tab"));
  await page.getByLabel("Company/Hospital Name").fill("Harbour Clinic");
  await page.getByLabel("Password", { exact: true }).fill("Password1");
  await page.getByLabel("Confirm Password").fill("Password1");
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByText(authRefusals.commonPassword)).toBeVisible();
  await expect(page.getByRole("group", { name: "Account type" }).getByRole("link", { name: "I'm an Employer" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByLabel("Company/Hospital Name")).toHaveValue("Harbour Clinic");
  await expect(page.getByLabel("Full Name")).toHaveValue("Ravi Menon");
});

test.describe("validation messages (spec 5)", () => {
  test("registration shows each rule's message, clears it on edit and on switching tabs", async ({ page }) => {
    await page.goto("/register");
    await waitForHydration(page);
    await page.getByRole("button", { name: "Create Account" }).click();
    for (const message of [validation.nameRequired, validation.emailRequired, validation.passwordRequired, validation.specializationRequired]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel("Full Name").fill("A");
    await expect(page.getByText(validation.nameRequired, { exact: true })).toHaveCount(0);

    await page.getByLabel("Email").fill("doctor@nowhere");
    await page.getByLabel("Password", { exact: true }).fill("12345");
    await page.getByLabel("Confirm Password").fill("54321");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(validation.emailInvalid, { exact: true })).toBeVisible();
    await expect(page.getByText(validation.passwordTooShort, { exact: true })).toBeVisible();
    await expect(page.getByText(validation.passwordsDoNotMatch, { exact: true })).toBeVisible();
    // Editing the password also clears the confirmation's message.
    await page.getByLabel("Password", { exact: true }).fill("123456");
    await expect(page.getByText(validation.passwordTooShort, { exact: true })).toHaveCount(0);
    await expect(page.getByText(validation.passwordsDoNotMatch, { exact: true })).toHaveCount(0);

    await page.getByRole("group", { name: "Account type" }).getByRole("link", { name: "I'm an Employer" }).click();
    await expect(page.getByText(validation.emailInvalid, { exact: true })).toHaveCount(0);
    await expect(page.getByLabel("Full Name")).toHaveValue("A");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(validation.companyRequired, { exact: true })).toBeVisible();
    await page.getByRole("group", { name: "Account type" }).getByRole("link", { name: "I'm a Doctor" }).click();
    await expect(page.getByText(validation.companyRequired, { exact: true })).toHaveCount(0);
  });

  test("the server applies the same rules before JavaScript runs", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/register?role=employer");
    await page.getByLabel("Full Name").fill("Meena");
    await page.getByLabel("Email").fill("meena@");
    await page.getByRole("button", { name: "Create Account" }).click();
    await expect(page.getByText(validation.emailInvalid, { exact: true })).toBeVisible();
    await expect(page.getByText(validation.passwordRequired, { exact: true })).toBeVisible();
    await expect(page.getByText(validation.companyRequired, { exact: true })).toBeVisible();
    await expect(page.getByLabel("Full Name")).toHaveValue("Meena");
    await expect(page.getByLabel("Email")).toHaveValue("meena@");

    await page.goto("/login");
    await page.getByLabel("Email").fill("   ");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByTestId("login-error")).toHaveText(validation.emailAndPasswordRequired);
    await context.close();
  });

  test("sign-in needs both fields", async ({ page }) => {
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByRole("button", { name: "Log In" }).click();
    await expect(page.getByTestId("login-error")).toHaveText(validation.emailAndPasswordRequired);
  });
});

test.describe("signing in and out", () => {
  test("a wrong password shows the server's message and keeps the e-mail", async ({ page }) => {
    await page.goto("/login");
    await waitForHydration(page);
    await signInWithForm(page, DEMO.doctor.email, "not-my-password");
    await expect(page.getByTestId("login-error")).toHaveText("Invalid email or password");
    await expect(page.getByLabel("Email")).toHaveValue(DEMO.doctor.email);
    await expect(page).toHaveURL(/\/login$/);
  });

  test("an unconfirmed account is told so and can ask for a new link", async ({ page }) => {
    const email = uniqueEmail("unconfirmed");
    const res = await page.context().request.post("/api/auth/sign-up/email", {
      data: { name: "Dr. Late Click", email, password: PASSWORD, role: "doctor" },
      headers: { origin: origin() },
    });
    expect(res.ok()).toBe(true);
    await page.goto("/login");
    await waitForHydration(page);
    await signInWithForm(page, email, PASSWORD);
    await expect(page.getByTestId("login-unverified")).toContainText(account.emailNotVerified);
    await page.getByRole("button", { name: account.resendConfirmation }).click();
    await expect(page.getByTestId("confirmation-resent")).toHaveText(account.confirmationSent);
  });

  test("an expired or broken confirmation link explains itself and offers a new one", async ({ page }) => {
    const response = await page.goto("/verify-email?token=eyJhbGciOiJIUzI1NiJ9.eyJlbWFpbCI6InhAeS56In0.bad");
    expect(response?.status()).toBe(400);
    await expect(page.getByTestId("verify-problem")).toHaveText(account.confirmationInvalid);
    await expect(page.getByRole("button", { name: account.resendConfirmation })).toBeVisible();
  });

  test("signing out ends the session and goes home", async ({ page }) => {
    await page.goto("/login");
    await waitForHydration(page);
    await signInWithForm(page, DEMO.doctor.email, DEMO.doctor.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole("complementary").getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fdashboard$/);
  });
});

test.describe("password reset", () => {
  test("a forgotten password is reset from the mailed link and the new one signs in", async ({ page }) => {
    const { email } = await createConfirmedAccount(page, { role: "doctor", name: "Dr. Sunil Joshi", specialization: "Radiology" });
    await page.goto("/login");
    await waitForHydration(page);
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByTestId("reset-requested")).toHaveText(account.resetRequested(email));

    const link = await linkFromMailbox(page, email, "Reset your DocHire password", "/reset-password?token=");
    await page.goto(link);
    await waitForHydration(page);
    await page.getByLabel("New Password", { exact: true }).fill("Morning-Rounds-88");
    await page.getByLabel("Confirm New Password").fill("Morning-Rounds-88");
    await page.getByRole("button", { name: "Set New Password" }).click();
    await expect(page).toHaveURL(/\/login\?reset=1$/);
    await expect(page.getByTestId("login-notice")).toHaveText(account.passwordReset.description);

    await signInWithForm(page, email, "Morning-Rounds-88");
    await expect(page).toHaveURL(/\/dashboard$/);
    // The link worked once.
    await page.goto(link);
    await expect(page.getByTestId("reset-invalid")).toHaveText(account.resetLinkInvalid);
  });

  test("unknown addresses get the same answer", async ({ page }) => {
    const email = uniqueEmail("nobody");
    await page.goto("/forgot-password");
    await waitForHydration(page);
    await page.getByLabel("Email").fill(email);
    await page.getByRole("button", { name: "Send Reset Link" }).click();
    await expect(page.getByTestId("reset-requested")).toHaveText(account.resetRequested(email));
  });
});
