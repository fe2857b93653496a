import { DEMO, expect, test, waitForHydration } from "../fixtures";
import { account } from "../../app/features/accounts/messages";
import { PASSWORD, registerDoctorWithForm, signInWithForm, uniqueEmail } from "../e2e/accounts-helpers";
import { confirmationLink, settings } from "./support/journey";

// Accounts through the TLS proxy: each request may land on any of the three instances.

test("a doctor signs up on the form, confirms with the link from the real mail, and signs in", async ({ page, context }) => {
  const email = uniqueEmail("prod-doctor");
  await registerDoctorWithForm(page, { name: "Dr. Meera Iyer", email, specialization: "Pediatrics" });

  // The link in the mail points at the public https origin, not at an instance.
  const link = await confirmationLink(email);
  expect(link.startsWith(`${settings.baseURL}/verify-email?token=`)).toBe(true);
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?confirmed=1$/);
  await expect(page.getByTestId("login-notice")).toHaveText(account.emailConfirmed);

  await waitForHydration(page);
  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole("heading", { name: "Welcome back, Dr. Iyer" })).toBeVisible();

  // Every cookie the site set over https is Secure; the session cookie is also HttpOnly.
  const cookies = await context.cookies(settings.baseURL);
  expect(cookies.length, "cookies after sign-in").toBeGreaterThan(0);
  for (const cookie of cookies) expect(cookie.secure, `cookie ${cookie.name} is Secure`).toBe(true);
  const session = cookies.find((c) => c.name.includes("session_token"));
  expect(session, `a session cookie among ${cookies.map((c) => c.name).join(", ")}`).toBeTruthy();
  expect(session!.httpOnly).toBe(true);

  // Signed in on every instance: a few more pages, each free to land anywhere.
  for (const path of ["/dashboard/profile", "/dashboard/applications", "/dashboard"]) {
    const res = await page.goto(path);
    expect(res?.status(), `${path} while signed in`).toBe(200);
    await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, "\\/")}$`));
  }
});

test("an employer signs in with the sign-in form and lands on the listings", async ({ page }) => {
  await page.goto("/login");
  await waitForHydration(page);
  await signInWithForm(page, DEMO.employer.email, DEMO.employer.password);
  await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
  await expect(page.getByTestId("listing-card").first()).toBeVisible();
});
