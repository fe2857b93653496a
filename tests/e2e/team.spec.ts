import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, login, test } from "../fixtures";
import { validation } from "../../app/lib/messages";
import { invitation as inv, invitationMail, team } from "../../app/features/organisations/messages";
import { DEMO_EMPLOYER_HOSPITAL } from "../../app/db/demo-data";
import { linkFromMailbox, PASSWORD, signInWithForm, uniqueEmail } from "./accounts-helpers";

// The hiring team (decision 091): the demo hospital's owner invites a recruiter and an interviewer by e-mail; each
// follows the mailed link, signs up, confirms, logs in and accepts; each sees what the role allows; the owner removes
// the recruiter, whose next page load is refused.

async function freshPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  return context.newPage();
}

async function invite(owner: Page, email: string, roleLabel: string) {
  await owner.goto("/dashboard/team");
  const form = owner.locator("form", { has: owner.getByRole("button", { name: team.inviteButton }) });
  await form.getByLabel(team.emailLabel).fill(email);
  await form.getByLabel(team.roleLabel).selectOption({ label: roleLabel });
  await form.getByRole("button", { name: team.inviteButton }).click();
  await expect(owner.getByTestId("toast")).toContainText(team.invited(email).title);
  await expect(owner.locator(`[data-testid="team-invitation"][data-email="${email}"]`)).toContainText(team.invitedAs(roleLabel));
}

/** Follows the mailed link as a newcomer: sign up from it, confirm the address, log in from it, accept. */
async function joinFromMail(page: Page, email: string, name: string) {
  const link = await linkFromMailbox(page, email, invitationMail.subject(DEMO_EMPLOYER_HOSPITAL), "/invitations/");
  await page.goto(link);
  await expect(page.getByRole("heading", { name: inv.heading(DEMO_EMPLOYER_HOSPITAL) })).toBeVisible();
  await page.getByRole("link", { name: inv.signUpButton }).click();
  await expect(page.getByTestId("register-invitation")).toContainText(inv.signUpPrefilled(DEMO_EMPLOYER_HOSPITAL));
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await page.getByLabel("Full Name").fill(name);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(page.getByTestId("registration-success")).toBeVisible();
  await page.goto(await linkFromMailbox(page, email, "Confirm your e-mail address", "/verify-email?token="));
  await expect(page).toHaveURL(/\/login\?confirmed=1$/);
  await page.goto(link);
  await page.getByRole("link", { name: inv.signInButton }).click();
  await signInWithForm(page, email, PASSWORD);
  await expect(page).toHaveURL(new URL(link).pathname);
  await page.getByRole("button", { name: inv.acceptButton }).click();
  await expect(page).toHaveURL(/\/dashboard(\/job-listings)?$/);
  await expect(page.getByTestId("toast")).toContainText(inv.accepted(DEMO_EMPLOYER_HOSPITAL).title);
}

test("the owner invites a recruiter and an interviewer; each joins from the mail and sees what the role allows; a removed recruiter is refused at once", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await login(page, DEMO.employer);
  const recruiterEmail = uniqueEmail("recruiter");
  const interviewerEmail = uniqueEmail("interviewer");
  await invite(page, recruiterEmail, "Recruiter");
  await invite(page, interviewerEmail, "Interviewer");
  // The owner's own listings, to compare with what the colleagues see.
  await page.goto("/dashboard/job-listings");
  const ownerCards = await page.getByTestId("listing-card").count();
  expect(ownerCards).toBeGreaterThan(0);
  const firstTitle = (await page.getByTestId("listing-card").first().locator("h2, h3").first().textContent())?.trim() ?? "";

  // The recruiter sees the organisation's listings and a job's applicants, as the owner does.
  const recruiter = await freshPage(browser);
  await joinFromMail(recruiter, recruiterEmail, "Arjun Recruiter");
  await recruiter.goto("/dashboard/job-listings");
  await expect(recruiter.getByTestId("listing-card")).toHaveCount(ownerCards);
  await expect(recruiter.getByTestId("listing-card").first()).toContainText(firstTitle);
  await recruiter.getByTestId("listing-card").first().getByRole("link", { name: /Applicants/ }).click();
  await expect(recruiter).toHaveURL(/\/dashboard\/applicants\/\d+$/);
  await expect(recruiter.getByText(firstTitle).first()).toBeVisible();
  const applicantsUrl = recruiter.url();

  // The interviewer is on no job yet: no listings, no applicants of other jobs, no Team tab.
  const interviewer = await freshPage(browser);
  await joinFromMail(interviewer, interviewerEmail, "Rohan Interviewer");
  await interviewer.goto("/dashboard/job-listings");
  await expect(interviewer.getByTestId("listing-card")).toHaveCount(0);
  await expect(interviewer.getByRole("link", { name: team.tabLabel, exact: true })).toHaveCount(0);
  const refusedApplicants = await interviewer.goto(applicantsUrl);
  expect(refusedApplicants?.status()).toBe(403);
  const refusedTeam = await interviewer.goto("/dashboard/team");
  expect(refusedTeam?.status()).toBe(403);
  await expect(interviewer.getByText(team.cannotSeeTeam)).toBeVisible();

  // The owner sees both as members, and removes the recruiter.
  await page.goto("/dashboard/team");
  await expect(page.locator(`[data-testid="team-member"][data-email="${interviewerEmail}"]`).getByTestId("member-role")).toHaveText("Interviewer");
  const row = page.locator(`[data-testid="team-member"][data-email="${recruiterEmail}"]`);
  await expect(row.getByTestId("member-role")).toHaveText("Recruiter");
  await row.getByRole("button", { name: team.removeButton }).click();
  await expect(page.getByTestId("toast")).toContainText(team.removed.title);
  await expect(row).toHaveCount(0);

  // The recruiter's next page load is refused.
  const refused = await recruiter.goto(applicantsUrl);
  expect(refused?.status()).toBe(403);
  const listings = await recruiter.goto("/dashboard/job-listings");
  expect(listings?.status()).toBe(403);
  await expect(recruiter.getByText(validation.notInOrganisation)).toBeVisible();
});
