import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, login, postJob, test, waitForHydration } from "../fixtures";
import { pdfFile } from "../files";
import { axeViolations, ServedHtml } from "../support/page-quality";
import { createConfirmedAccount } from "./accounts-helpers";
import { DEMO_ACCOUNTS } from "../../app/db/demo-data";
import { interviewTexts } from "../../app/features/applications/interviews/messages";
import { pipeline as p } from "../../app/features/applications/messages";
import { DEFAULT_CRITERIA, criteriaTexts as c, scorecardTexts as t } from "../../app/features/applications/scorecards/messages";

// Members score a candidate (decision 103): the hospital's owner first, then the interviewer on the job's team, who
// sees neither the owner's scores on the candidate's page nor the summary on the board until they have submitted
// their own; then both, and the board's card reads "3.5 ★ · 2 scorecards". A recruiter then does the same without
// JavaScript. The owner edits a new job's criteria.

/** The page passes axe as shown, and the Nu HTML Checker as served. */
async function accessible(page: Page, served: ServedHtml) {
  expect(await axeViolations(page)).toEqual([]);
  await served.collect(page, new URL(page.url()).pathname + new URL(page.url()).search);
}

async function signedInPage(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await login(page, who);
  return page;
}

/** Fills the scorecard: `ratings` in the criteria's order, each with a comment, and the recommendation. */
async function score(page: Page, ratings: string[], comment: string, recommendation: string) {
  const form = page.getByTestId("scorecard-form");
  for (const [i, criterion] of DEFAULT_CRITERIA.entries()) {
    const group = form.getByRole("group", { name: criterion.name });
    await group.getByLabel(t.ratingOption(ratings[i]!), { exact: true }).check();
    await group.getByLabel(t.commentLabel(criterion.name)).fill(`${comment} (${criterion.name})`);
  }
  await form.getByRole("group", { name: t.recommendationLegend }).getByLabel(recommendation, { exact: true }).check();
  await form.getByRole("button", { name: t.submit }).click();
  await expect(page.getByTestId("toast")).toContainText(t.submitted.title);
}

test("the second member does not see the first one's scores until they submit their own; then both see them and the board's summary", async ({ page, browser }) => {
  // Four browsers, a sign-up, an application, three scorecards and two page checks.
  test.setTimeout(test.info().timeout * 5);
  const served = new ServedHtml();
  const interviewer = await signedInPage(browser, { email: DEMO_ACCOUNTS.interviewer.email, password: DEMO_ACCOUNTS.interviewer.password });
  // The interviewer's job: the one job whose team they are on.
  await interviewer.goto("/dashboard/job-listings");
  const href = await interviewer.getByRole("link", { name: /^Applicants/ }).first().getAttribute("href");
  const jobId = Number(href!.split("/").pop());

  // A doctor applies to it.
  const name = `Dr. Scorecard ${Date.now()}`;
  const doctor = await createConfirmedAccount(page, { role: "doctor", name, specialization: "Cardiology" });
  await login(page, doctor);
  await page.goto(`/jobs/${jobId}`);
  await waitForHydration(page);
  await page.locator("#apply").getByRole("button", { name: "Apply Now" }).click();
  await page.getByLabel(/Upload your resume first/).setInputFiles(pdfFile());
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByTestId("applied-state")).toBeVisible();

  // The owner scores first.
  const owner = await signedInPage(browser, DEMO.employer);
  await owner.goto(`/dashboard/applicants/${jobId}`);
  await owner.getByTestId("applicant").filter({ hasText: name }).getByRole("link", { name: interviewTexts.candidateLink }).click();
  await waitForHydration(owner);
  await expect(owner.getByTestId("scores-hidden")).toHaveText(t.hiddenUntilSubmitted);
  await score(owner, ["4", "5", "3", "4"], "Owner: confident", t.recommendation.strong_yes);
  await expect(owner.getByText(t.noColleagues)).toBeVisible();
  await expect(owner.getByRole("heading", { name: t.yourEditHeading })).toBeVisible();

  // The interviewer sees no summary on the board, and no score of the owner's on the candidate's page.
  await interviewer.goto(`/dashboard/applicants/${jobId}`);
  const card = interviewer.getByTestId("applicant").filter({ hasText: name });
  await expect(card).toBeVisible();
  await expect(card.getByTestId("score-summary")).toHaveCount(0);
  await card.getByRole("link", { name: interviewTexts.candidateLink }).click();
  await waitForHydration(interviewer);
  await expect(interviewer.getByTestId("scores-hidden")).toHaveText(t.hiddenUntilSubmitted);
  await expect(interviewer.getByTestId("colleague-scorecard")).toHaveCount(0);
  await expect(interviewer.getByText(/Owner: confident/)).toHaveCount(0);
  expect(await interviewer.content()).not.toContain("Owner: confident");
  await accessible(interviewer, served);

  // The interviewer scores, choosing the first rating by keyboard (arrow keys move along the radio group).
  const first = interviewer.getByTestId("scorecard-form").getByRole("group", { name: DEFAULT_CRITERIA[0]!.name });
  await first.getByLabel(t.ratingOption("1"), { exact: true }).focus();
  await interviewer.keyboard.press("ArrowRight");
  await interviewer.keyboard.press("ArrowRight");
  await expect(first.getByLabel(t.ratingOption("3"), { exact: true })).toBeChecked();
  await score(interviewer, ["3", "2", "3", "4"], "Interviewer: steady", t.recommendation.no);

  // Now the owner's scorecard and the averages are shown to the interviewer.
  const colleague = interviewer.getByTestId("colleague-scorecard");
  await expect(colleague).toHaveCount(1);
  await expect(colleague).toContainText(DEMO_ACCOUNTS.employer.name);
  await expect(colleague).toContainText(`${t.recommendationLegend}: ${t.recommendation.strong_yes}`);
  await expect(colleague).toContainText("Owner: confident (Communication)");
  await expect(interviewer.getByTestId("criterion-average").first()).toContainText(t.averageLine("3.5", 2));
  await accessible(interviewer, served);

  // The board shows the summary to both: (4+5+3+4 + 3+2+3+4) / 8 = 3.5 from 2 scorecards.
  await interviewer.goto(`/dashboard/applicants/${jobId}`);
  await expect(interviewer.getByTestId("applicant").filter({ hasText: name }).getByTestId("score-summary")).toContainText(t.summary("3.5", 2));
  await interviewer.getByTestId("applicant").filter({ hasText: name }).locator("summary").click();
  await expect(interviewer.getByTestId("applicant").filter({ hasText: name }).getByTestId("applicant-timeline")).toContainText(t.submittedBy(DEMO_ACCOUNTS.employer.name));
  await expect(interviewer.getByTestId("applicant").filter({ hasText: name }).getByTestId("applicant-timeline")).toContainText(t.submittedBy(DEMO_ACCOUNTS.interviewer.name));
  await owner.goto(`/dashboard/applicants/${jobId}?view=list`);
  await expect(owner.getByTestId("applicant").filter({ hasText: name }).getByTestId("score-summary")).toContainText(t.summary("3.5", 2));
  // The criteria editor beside the pipeline's, on the job's "Stages and scorecard" view (not on the board or list).
  await expect(owner.getByTestId("criteria-editor")).toHaveCount(0);
  await owner.getByRole("link", { name: p.setupView }).click();
  await expect(owner.getByRole("link", { name: p.setupView })).toHaveAttribute("aria-current", "page");
  await expect(owner.getByTestId("scorecard-criterion-row")).toHaveCount(DEFAULT_CRITERIA.length);
  await expect(owner.getByTestId("pipeline-stage").first()).toBeVisible();
  await accessible(owner, served);

  // The interviewer changes their scorecard; the form keeps their answers and saves the change.
  await interviewer.getByTestId("applicant").filter({ hasText: name }).getByRole("link", { name: interviewTexts.candidateLink }).click();
  await waitForHydration(interviewer);
  const form = interviewer.getByTestId("scorecard-form");
  await expect(form.getByRole("group", { name: "Communication" }).getByLabel(t.ratingOption("2"), { exact: true })).toBeChecked();
  await form.getByRole("group", { name: "Communication" }).getByLabel(t.ratingOption("4"), { exact: true }).check();
  await form.getByRole("button", { name: t.update }).click();
  await expect(interviewer.getByTestId("toast")).toContainText(t.updated.title);
  await interviewer.goto(`/dashboard/applicants/${jobId}`);
  await expect(interviewer.getByTestId("applicant").filter({ hasText: name }).getByTestId("score-summary")).toContainText(t.summary("3.8", 2));

  // A third member, the recruiter, scores without JavaScript: the same rule, by plain form posts.
  const plain = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
  const recruiter = await plain.newPage();
  await login(recruiter, { email: DEMO_ACCOUNTS.recruiter.email, password: DEMO_ACCOUNTS.recruiter.password });
  await recruiter.goto(`/dashboard/applicants/${jobId}`);
  await expect(recruiter.getByTestId("applicant").filter({ hasText: name })).toBeVisible();
  await expect(recruiter.getByTestId("applicant").filter({ hasText: name }).getByTestId("score-summary")).toHaveCount(0);
  await recruiter.getByTestId("applicant").filter({ hasText: name }).getByRole("link", { name: interviewTexts.candidateLink }).click();
  await expect(recruiter.getByTestId("scores-hidden")).toBeVisible();
  await expect(recruiter.getByTestId("colleague-scorecard")).toHaveCount(0);
  const plainForm = recruiter.getByTestId("scorecard-form");
  for (const criterion of DEFAULT_CRITERIA) await plainForm.getByRole("group", { name: criterion.name }).getByLabel(t.ratingOption("5"), { exact: true }).check();
  await plainForm.getByRole("group", { name: t.recommendationLegend }).getByLabel(t.recommendation.yes, { exact: true }).check();
  await plainForm.getByRole("button", { name: t.submit }).click();
  await expect(recruiter.getByRole("heading", { name: t.yourEditHeading })).toBeVisible();
  await expect(recruiter.getByTestId("colleague-scorecard")).toHaveCount(2);
  await recruiter.goto(`/dashboard/applicants/${jobId}`);
  // (30 + 4 × 5) / 12 = 4.2 from 3 scorecards.
  await expect(recruiter.getByTestId("applicant").filter({ hasText: name }).getByTestId("score-summary")).toContainText(t.summary("4.2", 3));
  await plain.close();
  await interviewer.context().close();
  await owner.context().close();
  expect(served.validate()).toEqual([]);
});

test("the owner edits a new job's scorecard criteria beside its pipeline: adds one, moves it up, removes one", async ({ page }) => {
  await login(page, DEMO.employer);
  const title = `Consultant Nephrologist ${Date.now()}`;
  await postJob(page, title, "A consultant post in a busy dialysis unit, with on-call duties and teaching of residents.");
  await page.getByRole("link", { name: `Applicants for ${title}` }).click();
  await page.getByRole("link", { name: p.setupView }).click();
  const editor = page.getByTestId("criteria-editor");
  const rows = editor.getByTestId("scorecard-criterion-row");
  const names = async () => rows.locator('input[name="name"]').evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  // The editor is a disclosure; it stays open across the page's own updates once hydrated.
  const open = async () => {
    if (!(await editor.evaluate((d) => (d as HTMLDetailsElement).open))) await editor.locator("summary").click();
  };
  await waitForHydration(page);
  await open();
  expect(await names()).toEqual(DEFAULT_CRITERIA.map((d) => d.name));

  // A new criterion goes at the end.
  const add = editor.locator("form", { has: page.getByRole("button", { name: c.add }) });
  await add.getByLabel(c.name, { exact: true }).fill("Teaching");
  await add.getByLabel(c.guidance, { exact: true }).fill("Ward rounds, audits and residents' teaching.");
  await add.getByRole("button", { name: c.add }).click();
  await expect(page.getByTestId("toast")).toContainText(c.saved.title);
  await open();
  expect(await names()).toEqual([...DEFAULT_CRITERIA.map((d) => d.name), "Teaching"]);

  await editor.getByRole("button", { name: c.moveUp("Teaching") }).click();
  await expect(page.getByTestId("toast")).toContainText(c.saved.title);
  await open();
  await editor.getByRole("button", { name: c.remove("Availability") }).click();
  await expect(page.getByTestId("toast")).toContainText(c.saved.title);
  await open();
  await expect.poll(names).toEqual(["Clinical knowledge", "Communication", "Experience fit", "Teaching"]);
});
