import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, login, test, waitForHydration } from "../fixtures";
import { pdfFile } from "../files";
import { uniqueEmail, PASSWORD } from "../e2e/accounts-helpers";
import { jobs as t } from "../../app/features/jobs/messages";
import { doctorStageLabel, applicationRecords } from "../../app/features/applications/messages";
import { recordTexts as r } from "../../app/features/applications/candidate-record/messages";
import { interviewTexts as it } from "../../app/features/applications/interviews/messages";
import { offerTexts as o } from "../../app/features/applications/offers/messages";
import { DEFAULT_CRITERIA, scorecardTexts as sc } from "../../app/features/applications/scorecards/messages";
import { indiaSlot } from "./support/load";
import { expectEveryInstanceShows, expectServedByEveryInstance, newPerson, signUpConfirmed } from "./support/journey";

// The hiring journey through the TLS proxy, each request to whichever of the instances nginx sends it: the employer
// posts a job, a new doctor applies with a resume uploaded in the same step, and the employer opens that resume —
// bytes stored in S3 by one instance, served by all. Then the hire: a note on the candidate, an interview proposed
// and booked by the doctor, the scorecard, an offer the doctor accepts; the candidate stands in Hired, and every
// instance shows the candidate's page so.

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

/** The employer (signed in on `page`) posts a job through the hydrated form; its id. */
async function postJob(page: Page, title: string): Promise<number> {
  await page.goto("/post-job");
  await waitForHydration(page);
  await field(page, "Job title").fill(title);
  await field(page, "City").selectOption("Pune");
  await field(page, "Job type").selectOption("Full-time");
  await field(page, "Specialty").selectOption("Cardiology");
  await field(page, "Minimum (₹, optional)").fill("2,00,000");
  await field(page, "Maximum (₹, optional)").fill("300000");
  await field(page, "Per").selectOption("month");
  await field(page, "Job description").fill("Run the cath lab on weekdays and share the on-call rota.\n\nDM Cardiology required.");
  await page.getByRole("button", { name: t.postJobSubmit }).click();
  await expect(page).toHaveURL(/\/dashboard\/job-listings$/);
  await expect(page.getByTestId("toast")).toContainText(t.posted.title);
  const card = page.getByTestId("listing-card").filter({ hasText: title });
  await expect(card).toBeVisible();
  const href = await card.getByRole("link", { name: /^View (?!applicants)/ }).getAttribute("href");
  const jobId = Number(href?.split("/").pop());
  expect(jobId, `job id from ${href}`).toBeGreaterThan(0);
  return jobId;
}

/** A new doctor (signed up with the real confirmation mail) applies to the job, uploading a resume in the same step. */
async function newApplicant(browser: Browser, consoleErrors: string[], jobId: number, title: string, doctorName: string, resume = pdfFile("my-resume.pdf", `Curriculum Vitae ${doctorName}`)) {
  const doctor = await newPerson(browser, consoleErrors);
  const email = uniqueEmail("prod-applicant");
  await signUpConfirmed(doctor.page, { role: "doctor", name: doctorName, email, password: PASSWORD, specialization: "Cardiology" });
  await login(doctor.page, { email, password: PASSWORD });
  await doctor.page.goto(`/jobs/${jobId}`);
  await expect(doctor.page.getByRole("heading", { level: 1 })).toHaveText(title);
  await waitForHydration(doctor.page);
  await doctor.page.locator("#apply").getByRole("button", { name: "Apply Now" }).click();
  await doctor.page.getByLabel(/Upload your resume first/).setInputFiles(resume);
  await doctor.page.getByLabel(/Cover note/).fill("I can join next month.");
  await doctor.page.getByRole("button", { name: "Submit Application" }).click();
  await expect(doctor.page.getByTestId("toast")).toContainText(applicationRecords.applicationSubmitted.title);
  await expect(doctor.page.getByTestId("applied-state")).toContainText(doctorStageLabel.received);
  return doctor;
}

/** The team (on the candidate's page) sends an offer of `salary` rupees a year. */
async function sendOfferOnPage(page: Page, salary: string, message: string) {
  await waitForHydration(page);
  await page.getByLabel(o.salary).fill(salary);
  await page.getByLabel(o.startDate).fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
  await page.getByLabel(o.message).fill(message);
  await page.getByRole("button", { name: o.send }).click();
  await expect(page.getByTestId("toast")).toContainText(o.sent.title);
  // The one offer waiting for an answer (a declined one stays listed beside it).
  await expect(page.getByTestId("team-offer").getByTestId("offer-status").filter({ hasText: o.status.sent })).toHaveCount(1);
}

/** The doctor accepts the offer on their applications page. */
async function acceptOffer(page: Page) {
  await page.goto("/dashboard/applications");
  await waitForHydration(page);
  await page.getByTestId("offer-card").getByRole("button", { name: o.accept }).click();
  await expect(page.getByTestId("toast")).toContainText(o.accepted.title);
  await expect(page.getByTestId("offer-card").getByTestId("offer-status").filter({ hasText: o.status.accepted })).toHaveCount(1);
}

const stageCard = (page: Page, stage: string, name: string) => page.locator(`[data-testid="stage-column"][data-stage="${stage}"]`).getByTestId("applicant").filter({ hasText: name });

test("employer posts a job; a doctor applies with a resume upload; the employer opens the resume on every instance; the doctor is hired", async ({
  page,
  browser,
  consoleErrors,
}) => {
  test.slow(); // two people, a sign-up with its mail, an application and eleven forms through the proxy
  const stamp = Date.now();
  const title = `Prod Interventional Cardiologist ${stamp}`;

  // The employer posts a job through the hydrated form (a React Router form POST from the https page).
  await login(page, DEMO.employer);
  const jobId = await postJob(page, title);

  // A new doctor (signed up with the real confirmation mail) applies, uploading a resume in the same step.
  const doctorName = `Dr. Prod Applicant ${stamp}`;
  const resume = pdfFile("my-resume.pdf", `Curriculum Vitae ${stamp}`);
  const doctor = await newApplicant(browser, consoleErrors, jobId, title, doctorName, resume);

  // The employer sees the applicant and opens the resume: every instance serves the same bytes from S3.
  await page.goto(`/dashboard/applicants/${jobId}`);
  const applicant = stageCard(page, "Applied", doctorName);
  await expect(applicant).toBeVisible();
  const resumeHref = await applicant.getByRole("link", { name: "Resume" }).getAttribute("href");
  expect(resumeHref).toMatch(/^\/files\/resumes\//);
  await expectServedByEveryInstance(page.request, resumeHref!, { bytes: resume.buffer, contentType: "application/pdf" });

  // Still private: a visitor without a session is refused on any instance.
  const visitor = await browser.newContext({ baseURL: test.info().project.use.baseURL, ignoreHTTPSErrors: true });
  expect((await visitor.request.get(resumeHref!)).status()).toBe(401);
  await visitor.close();

  // The employer opens the candidate's page and writes a note for the team.
  await applicant.getByRole("link", { name: it.candidateLink }).click();
  await expect(page.getByRole("heading", { name: it.candidateHeading(doctorName) })).toBeVisible();
  const candidateUrl = new URL(page.url()).pathname;
  await waitForHydration(page);
  const noteText = `Prod note ${stamp} - strong cath lab experience, call references`;
  await page.getByLabel(r.noteLabel).fill(noteText);
  await page.getByRole("button", { name: r.addNote }).click();
  await expect(page.getByTestId("toast")).toContainText(r.noteAdded.title);
  await expect(page.getByTestId("timeline").getByTestId("note-body").first()).toHaveText(noteText);

  // It proposes two interview times.
  await waitForHydration(page);
  await page.getByLabel(it.slotLabel(1)).fill(indiaSlot(3, 10));
  await page.getByLabel(it.slotLabel(2)).fill(indiaSlot(4, 15));
  await page.getByLabel(it.location).fill("Cath lab, 2nd floor");
  await page.getByRole("button", { name: it.propose }).click();
  await expect(page.getByTestId("toast")).toContainText(it.proposed.title);
  await expect(page.getByTestId("team-interview").getByTestId("interview-status")).toHaveText(it.status.proposed);

  // The doctor books the second time on their applications page.
  await doctor.page.goto("/dashboard/applications");
  await waitForHydration(doctor.page);
  const interviewCard = doctor.page.getByTestId("interview-card");
  await expect(interviewCard.getByTestId("interview-status")).toHaveText(it.status.proposed);
  await interviewCard.getByRole("button", { name: new RegExp(`^${it.pick}`) }).nth(1).click();
  await expect(doctor.page.getByTestId("toast")).toContainText(it.booked.title);
  await expect(doctor.page.getByTestId("interview-card").getByTestId("interview-status")).toHaveText(it.status.booked);

  // After the interview the employer fills in the scorecard: the job's default criteria, and a recommendation.
  await page.goto(candidateUrl);
  await waitForHydration(page);
  await expect(page.getByTestId("team-interview").getByTestId("interview-status")).toHaveText(it.status.booked);
  const scorecard = page.getByTestId("scorecard-form");
  for (const [i, criterion] of DEFAULT_CRITERIA.entries()) {
    await scorecard.getByRole("group", { name: criterion.name }).getByLabel(sc.ratingOption(String(5 - (i % 2))), { exact: true }).check();
  }
  await scorecard.getByRole("group", { name: sc.recommendationLegend }).getByLabel(sc.recommendation.strong_yes, { exact: true }).check();
  await scorecard.getByRole("button", { name: sc.submit }).click();
  await expect(page.getByTestId("toast")).toContainText(sc.submitted.title);

  // It sends an offer, and the doctor accepts it.
  await sendOfferOnPage(page, "2400000", "We would be glad to have you in the cath lab team.");
  await acceptOffer(doctor.page);
  await doctor.context.close();

  // The candidate stands in Hired on the board, and every instance shows the candidate's page with the note and the stage.
  await page.goto(`/dashboard/applicants/${jobId}`);
  await expect(stageCard(page, "Hired", doctorName)).toBeVisible();
  await expectEveryInstanceShows(page.request, candidateUrl, [noteText, "now in Hired"]);
});

test("a booked interview moved to one of new times; an offer declined, the candidate brought back and hired on a revised offer", async ({ page, browser, consoleErrors }) => {
  test.slow(); // two people, a sign-up with its mail, an application and nine forms through the proxy
  const stamp = Date.now();
  const title = `Prod Cardiac Surgeon ${stamp}`;
  await login(page, DEMO.employer);
  const jobId = await postJob(page, title);
  const doctorName = `Dr. Prod Second Thoughts ${stamp}`;
  const doctor = await newApplicant(browser, consoleErrors, jobId, title, doctorName);

  // The employer proposes a time; the doctor books it.
  await page.goto(`/dashboard/applicants/${jobId}`);
  await stageCard(page, "Applied", doctorName).getByRole("link", { name: it.candidateLink }).click();
  await expect(page.getByRole("heading", { name: it.candidateHeading(doctorName) })).toBeVisible();
  const candidateUrl = new URL(page.url()).pathname;
  await waitForHydration(page);
  await page.getByLabel(it.slotLabel(1)).fill(indiaSlot(3, 10));
  await page.getByLabel(it.videoUrl).fill("https://meet.example.org/cardiac-surgery");
  await page.getByRole("button", { name: it.propose }).click();
  await expect(page.getByTestId("toast")).toContainText(it.proposed.title);
  await doctor.page.goto("/dashboard/applications");
  await waitForHydration(doctor.page);
  await doctor.page.getByTestId("interview-card").getByRole("button", { name: new RegExp(`^${it.pick}`) }).first().click();
  await expect(doctor.page.getByTestId("toast")).toContainText(it.booked.title);

  // The employer offers new times for it; the booked time stands until the doctor picks one, which moves it.
  await page.goto(candidateUrl);
  await waitForHydration(page);
  const teamInterview = page.getByTestId("team-interview");
  await expect(teamInterview.getByTestId("interview-status")).toHaveText(it.status.booked);
  await teamInterview.getByText(it.offerNewTimes, { exact: true }).click();
  const newTimes = teamInterview.getByTestId("offer-new-times");
  await newTimes.getByLabel(it.slotLabel(1)).fill(indiaSlot(5, 11));
  await newTimes.getByLabel(it.slotLabel(2)).fill(indiaSlot(6, 16));
  await newTimes.getByRole("button", { name: it.sendNewTimes }).click();
  await expect(page.getByTestId("toast")).toContainText(it.newTimesOffered.title);
  await expect(page.getByTestId("team-interview").getByTestId("interview-status")).toHaveText(it.status.new_times);
  await doctor.page.goto("/dashboard/applications");
  await waitForHydration(doctor.page);
  const moving = doctor.page.getByTestId("interview-card");
  await expect(moving.getByTestId("interview-status")).toHaveText(it.status.new_times);
  await moving.getByRole("button", { name: new RegExp(`^${it.pick}`) }).nth(1).click();
  await expect(doctor.page.getByTestId("toast")).toContainText(it.newTimePicked.title);
  await expect(doctor.page.getByTestId("interview-card").getByTestId("interview-status")).toHaveText(it.status.booked);

  // The employer sends an offer; the doctor declines it with a reason: the candidate stands in Withdrawn.
  await page.goto(candidateUrl);
  await sendOfferOnPage(page, "2200000", "Our offer for the cardiac surgery team.");
  await doctor.page.goto("/dashboard/applications");
  await waitForHydration(doctor.page);
  const offerCard = doctor.page.getByTestId("offer-card");
  await offerCard.locator("summary", { hasText: o.decline }).click();
  await offerCard.getByLabel(o.declineReason).fill("The salary is below my current one.");
  await offerCard.getByRole("button", { name: o.decline }).click();
  await expect(doctor.page.getByTestId("toast")).toContainText(o.declined.title);
  await expect(doctor.page.getByTestId("offer-card").getByTestId("offer-status")).toHaveText(o.status.declined);
  await page.goto(`/dashboard/applicants/${jobId}`);
  await expect(stageCard(page, "Withdrawn", doctorName)).toBeVisible();

  // Every instance shows why; the employer brings the candidate back to Offer and sends a revised offer, which is accepted.
  await expectEveryInstanceShows(page.request, candidateUrl, [o.declinedWithdrawn, "The salary is below my current one."]);
  await page.goto(candidateUrl);
  await waitForHydration(page);
  await page.getByTestId("declined-offer").getByRole("button", { name: o.bringBack("Offer") }).click();
  await expect(page.getByTestId("toast")).toContainText(o.broughtBack.title);
  await sendOfferOnPage(page, "2600000", "Our revised offer.");
  await acceptOffer(doctor.page);
  await doctor.context.close();
  await page.goto(`/dashboard/applicants/${jobId}`);
  await expect(stageCard(page, "Hired", doctorName)).toBeVisible();
  await expectEveryInstanceShows(page.request, candidateUrl, ["now in Hired", o.historyBroughtBack]);
});
