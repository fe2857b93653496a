import type { Page } from "@playwright/test";
import ICAL from "ical.js";
import { DEMO, demoEmployerOpenJob as employerJob, expect, login, test, waitForHydration } from "../fixtures";
import { pdfFile } from "../files";
import { createConfirmedAccount } from "./accounts-helpers";
import { doctorStageLabel } from "../../app/features/applications/messages";
import { interviewTexts as t } from "../../app/features/applications/interviews/messages";
import { offerTexts as o } from "../../app/features/applications/offers/messages";
import { pipeline as p } from "../../app/features/applications/messages";
import { DEFAULT_CRITERIA, scorecardTexts as sc } from "../../app/features/applications/scorecards/messages";

// A full hire: a doctor applies, the employer screens them (moves them to Screening on the board), proposes two
// interview times, the doctor books one, both receive the calendar invitation (parsed back here as a calendar would
// read it), the employer offers new times for it and the doctor picks one (the same invitation, moved), the employer
// scores the interview on the scorecard (the board shows the summary), sends an offer, the doctor accepts, and the
// candidate stands in Hired on the employer's board.


/** "2026-12-10T10:30" some days ahead, as a datetime-local field takes it (India time). */
function indiaInput(daysAhead: number, hour: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000 + 330 * 60_000);
  return `${d.toISOString().slice(0, 10)}T${String(hour).padStart(2, "0")}:30`;
}

/** The newest mail to `to` whose subject matches, opened in the dev mailbox: its .ics attachment parsed back. */
async function invitationIn(page: Page, to: string, subject: RegExp) {
  await expect(async () => {
    await page.goto(`/dev/mailbox?to=${encodeURIComponent(to)}`);
    await expect(page.getByRole("link", { name: subject }).first()).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 15_000 });
  await page.getByRole("link", { name: subject }).first().click();
  const text = await page.getByTestId("mail-attachment").first().textContent();
  const calendar = new ICAL.Component(ICAL.parse(text ?? ""));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return { calendar, event, ev: new ICAL.Event(event) };
}

test("apply, screen, interview booked, scored, offer accepted: the doctor is hired", async ({ page, browser }) => {
  test.setTimeout(test.info().timeout * 4); // two browsers, a sign-up, an application, two mailboxes and seven forms
  const jobId = await employerJob(browser);
  const name = `Dr. Interview ${Date.now()}`;
  const doctor = await createConfirmedAccount(page, { role: "doctor", name, specialization: "Cardiology" });
  await login(page, doctor);
  await page.goto(`/jobs/${jobId}`);
  await waitForHydration(page);
  await page.locator("#apply").getByRole("button", { name: "Apply Now" }).click();
  await page.getByLabel(/Upload your resume first/).setInputFiles(pdfFile());
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByTestId("applied-state")).toContainText(doctorStageLabel.received);

  // The employer screens the new applicant: Applied → Screening on the board.
  const employer = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const ep = await employer.newPage();
  await login(ep, DEMO.employer);
  await ep.goto(`/dashboard/applicants/${jobId}`);
  await waitForHydration(ep);
  const column = (stage: string) => ep.locator(`[data-testid="stage-column"][data-stage="${stage}"]`).getByTestId("applicant").filter({ hasText: name });
  await column("Applied").getByTestId("move-to").selectOption({ label: "Screening" });
  await column("Applied").getByRole("button", { name: p.move, exact: true }).click();
  await expect(ep.getByTestId("undo-notice")).toContainText(p.moved(name, "Screening"));
  await expect(column("Screening")).toBeVisible();

  // The employer proposes two times from the candidate's page.
  await column("Screening").getByRole("link", { name: t.candidateLink }).click();
  await expect(ep.getByRole("heading", { name: t.candidateHeading(name) })).toBeVisible();
  await waitForHydration(ep);
  await ep.getByLabel(t.slotLabel(1)).fill(indiaInput(3, 10));
  await ep.getByLabel(t.slotLabel(2)).fill(indiaInput(4, 15));
  await ep.getByLabel(t.location).fill("OPD block, room 4");
  await ep.getByRole("button", { name: t.propose }).click();
  await expect(ep.getByTestId("toast")).toContainText(t.proposed.title);
  await expect(ep.getByTestId("team-interview").getByTestId("interview-status")).toHaveText(t.status.proposed);

  // The doctor picks the second time on their applications page, on a phone.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/dashboard/applications");
  await waitForHydration(page);
  const card = page.getByTestId("interview-card");
  await expect(card).toBeVisible();
  // One card, within the screen's width, its buttons full-width and in reach.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const pickBox = await card.getByRole("button", { name: new RegExp(`^${t.pick}`) }).first().boundingBox();
  expect(pickBox!.width).toBeGreaterThan(300);
  expect(pickBox!.height).toBeGreaterThanOrEqual(40);
  await expect(card.getByTestId("interview-status")).toHaveText(t.status.proposed);
  await card.getByRole("button", { name: new RegExp(`^${t.pick}`) }).nth(1).click();
  await expect(page.getByTestId("toast")).toContainText(t.booked.title);
  await expect(page.getByTestId("interview-card").getByTestId("interview-status")).toHaveText(t.status.booked);

  // Both mails carry the same invitation: a REQUEST, in India time, for the booked time.
  const subject = /^Interview booked: /;
  const forDoctor = await invitationIn(page, doctor.email, subject);
  const forEmployer = await invitationIn(ep, DEMO.employer.email, subject);
  for (const { calendar, event, ev } of [forDoctor, forEmployer]) {
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(event.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Asia/Kolkata");
    expect(ev.startDate.toString()).toBe(`${indiaInput(4, 15)}:00`);
    expect(ev.sequence).toBe(0);
  }
  expect(forEmployer.ev.uid).toBe(forDoctor.ev.uid);
  expect(String(forDoctor.event.getFirstPropertyValue("attendee")).toLowerCase()).toBe(`mailto:${doctor.email.toLowerCase()}`);

  // Booking moved the candidate to Interview. After the interview the employer fills in the scorecard.
  await ep.goto(`/dashboard/applicants/${jobId}`);
  await expect(column("Interview")).toBeVisible();
  await column("Interview").getByRole("link", { name: t.candidateLink }).click();
  await waitForHydration(ep);
  await expect(ep.getByTestId("team-interview").getByTestId("interview-status")).toHaveText(t.status.booked);

  // The employer offers new times for the same interview; the booked time stands until the doctor picks one.
  const teamInterview = ep.getByTestId("team-interview");
  await teamInterview.getByText(t.offerNewTimes, { exact: true }).click();
  const newTimesForm = teamInterview.getByTestId("offer-new-times");
  await newTimesForm.getByLabel(t.slotLabel(1)).fill(indiaInput(5, 11));
  await newTimesForm.getByLabel(t.slotLabel(2)).fill(indiaInput(6, 16));
  await newTimesForm.getByRole("button", { name: t.sendNewTimes }).click();
  await expect(ep.getByTestId("toast")).toContainText(t.newTimesOffered.title);
  await expect(ep.getByTestId("team-interview").getByTestId("interview-status")).toHaveText(t.status.new_times);

  // The doctor, on the phone, picks the second new time: the same invitation moves (same UID, SEQUENCE 1).
  await page.goto("/dashboard/applications");
  await waitForHydration(page);
  const moving = page.getByTestId("interview-card");
  await expect(moving.getByTestId("interview-status")).toHaveText(t.status.new_times);
  await expect(moving.getByTestId("new-times")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await moving.getByRole("button", { name: new RegExp(`^${t.pick}`) }).nth(1).click();
  await expect(page.getByTestId("toast")).toContainText(t.newTimePicked.title);
  await expect(page.getByTestId("interview-card").getByTestId("interview-status")).toHaveText(t.status.booked);
  const moved = await invitationIn(page, doctor.email, /^Interview moved: /);
  expect(moved.calendar.getFirstPropertyValue("method")).toBe("REQUEST");
  expect(moved.ev.uid).toBe(forDoctor.ev.uid);
  expect(moved.ev.sequence).toBe(1);
  expect(moved.ev.startDate.toString()).toBe(`${indiaInput(6, 16)}:00`);
  await ep.reload();
  await waitForHydration(ep);
  await expect(ep.getByTestId("team-interview").getByTestId("interview-status")).toHaveText(t.status.booked);

  const form = ep.getByTestId("scorecard-form");
  for (const [i, criterion] of DEFAULT_CRITERIA.entries()) {
    const group = form.getByRole("group", { name: criterion.name });
    await group.getByLabel(sc.ratingOption(String(5 - (i % 2))), { exact: true }).check();
  }
  await form.getByRole("group", { name: sc.recommendationLegend }).getByLabel(sc.recommendation.strong_yes, { exact: true }).check();
  await form.getByRole("button", { name: sc.submit }).click();
  await expect(ep.getByTestId("toast")).toContainText(sc.submitted.title);
  // The board's card shows the summary: 5, 4, 5, 4 → 4.5 from one scorecard.
  await ep.goto(`/dashboard/applicants/${jobId}`);
  await expect(column("Interview").getByTestId("score-summary")).toContainText(sc.summary("4.5", 1));

  // The employer sends an offer; the candidate now stands in Offer.
  await column("Interview").getByRole("link", { name: t.candidateLink }).click();
  await waitForHydration(ep);
  await ep.getByLabel(o.salary).fill("1800000");
  await ep.getByLabel(o.startDate).fill(new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10));
  await ep.getByLabel(o.message).fill("We would be glad to have you with us.");
  await ep.getByRole("button", { name: o.send }).click();
  await expect(ep.getByTestId("toast")).toContainText(o.sent.title);
  await expect(ep.getByTestId("team-offer").getByTestId("offer-status")).toHaveText(o.status.sent);

  // The doctor accepts.
  await page.goto("/dashboard/applications");
  await waitForHydration(page);
  const offer = page.getByTestId("offer-card");
  await expect(offer).toContainText(o.salaryLine("₹18 LPA"));
  await offer.getByRole("button", { name: o.accept }).click();
  await expect(page.getByTestId("toast")).toContainText(o.accepted.title);
  await expect(page.getByTestId("offer-card").getByTestId("offer-status")).toHaveText(o.status.accepted);

  // The candidate is in Hired on the employer's board.
  await ep.goto(`/dashboard/applicants/${jobId}`);
  await expect(ep.locator('[data-testid="stage-column"][data-stage="Hired"]').getByTestId("applicant").filter({ hasText: name })).toBeVisible();
  await employer.close();
});
