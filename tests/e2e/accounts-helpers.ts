import type { Page } from "@playwright/test";
import { expect, test, waitForHydration } from "../fixtures";
import { auth, account } from "../../app/features/accounts/messages";

// Shared steps of the account journeys: unique addresses, the dev mailbox, confirmed accounts.

export const PASSWORD = "Calm-Clinic-Hours-7";

export function uniqueEmail(tag: string): string {
  return `e2e.${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
}

export function origin(): string {
  return new URL(test.info().project.use.baseURL ?? "http://localhost:3100").origin;
}

/**
 * Opens the newest mail to `to` whose subject contains `subject` in the dev mailbox (/dev/mailbox) and returns
 * the first link in its text that starts with `pathPrefix` (e.g. "/verify-email?token=").
 */
export async function linkFromMailbox(page: Page, to: string, subject: string, pathPrefix: string, timeout = 10_000): Promise<string> {
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    await expect(page.getByRole("link", { name: subject }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout });
  await page.getByRole("link", { name: subject }).first().click();
  await expect(page.getByTestId("mail-text")).toBeVisible();
  const links = await page.getByTestId("mail-text").locator("a").evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).href));
  const link = links.find((href) => {
    const url = new URL(href);
    return (url.pathname + url.search).startsWith(pathPrefix);
  });
  expect(link, `a ${pathPrefix} link in the mail`).toBeTruthy();
  return link!;
}

/** A confirmed account made through the real sign-up endpoint and the confirmation mail. */
export async function createConfirmedAccount(
  page: Page,
  input: { role: "doctor" | "employer"; name: string; specialization?: string; company?: string; email?: string; password?: string },
): Promise<{ email: string; password: string }> {
  const email = input.email ?? uniqueEmail(input.role);
  const password = input.password ?? PASSWORD;
  const data: Record<string, string> = { name: input.name, email, password, role: input.role };
  if (input.specialization) data.specialization = input.specialization;
  if (input.company) data.company = input.company;
  const res = await page.context().request.post("/api/auth/sign-up/email", { data, headers: { origin: origin() } });
  expect(res.ok(), `sign-up of ${email}: ${res.status()}`).toBe(true);
  const link = await linkFromMailbox(page, email, "Confirm your e-mail address", "/verify-email?token=");
  await page.goto(link);
  await expect(page).toHaveURL(/\/login\?confirmed=1$/);
  return { email, password };
}

/** Registers a doctor on /register as a person would, up to the "Registration Successful!" panel. */
export async function registerDoctorWithForm(page: Page, input: { name: string; email: string; specialization: string }): Promise<void> {
  await page.goto("/register");
  await waitForHydration(page);
  await page.getByLabel("Full Name").fill(input.name);
  await page.getByLabel("Email").fill(input.email);
  await page.getByLabel("Medical Specialization").selectOption(input.specialization);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByRole("heading", { name: auth.registrationSuccessfulTitle })).toBeVisible();
  await expect(page.getByText(account.confirmationSentTo(input.email))).toBeVisible();
}

/** Signs in through the sign-in screen itself. */
export async function signInWithForm(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Log In" }).click();
}
