import type { Browser, Page } from "@playwright/test";
import { expect, login, test, waitForHydration } from "../fixtures";
import { pdfFile } from "../files";
import { axeViolations, ServedHtml } from "../support/page-quality";
import { createConfirmedAccount } from "./accounts-helpers";
import { DEMO_ACCOUNTS } from "../../app/db/demo-data";
import { doctorStageLabel } from "../../app/features/applications/messages";
import { interviewTexts } from "../../app/features/applications/interviews/messages";
import { recordTexts as t } from "../../app/features/applications/candidate-record/messages";

// The candidate record (decision 102): the demo hospital's recruiter writes a note on a candidate mentioning the
// hiring manager, who finds it through the bell, in the candidate's timeline; the recruiter attaches a PDF, which the
// hiring manager downloads from the timeline.

async function signedInPage(browser: Browser, who: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const page = await context.newPage();
  await login(page, who);
  return page;
}

test("a recruiter's note mentions the hiring manager, who sees the bell and the note; a file is attached and downloaded", async ({ page, browser }) => {
  test.slow(); // three browsers, a sign-up, an application and four forms
  const manager = await signedInPage(browser, DEMO_ACCOUNTS.hiringManager);
  // A job on the hiring manager's team: the only listings a hiring manager sees are those.
  await manager.goto("/dashboard/job-listings");
  const href = await manager.getByTestId("listing-card").first().getByRole("link", { name: /^View / }).first().getAttribute("href");
  const jobId = Number(href!.split("/").pop());

  const name = `Dr. Record ${Date.now()}`;
  const doctor = await createConfirmedAccount(page, { role: "doctor", name, specialization: "Cardiology" });
  await login(page, doctor);
  await page.goto(`/jobs/${jobId}`);
  await waitForHydration(page);
  await page.locator("#apply").getByRole("button", { name: "Apply Now" }).click();
  await page.getByLabel(/Upload your resume first/).setInputFiles(pdfFile());
  await page.getByRole("button", { name: "Submit Application" }).click();
  await expect(page.getByTestId("applied-state")).toContainText(doctorStageLabel.received);

  // The recruiter opens the candidate and writes a note mentioning the hiring manager by name.
  const recruiter = await signedInPage(browser, DEMO_ACCOUNTS.recruiter);
  await recruiter.goto(`/dashboard/applicants/${jobId}`);
  await recruiter.getByTestId("applicant").filter({ hasText: name }).getByRole("link", { name: interviewTexts.candidateLink }).click();
  await expect(recruiter.getByRole("heading", { name: interviewTexts.candidateHeading(name) })).toBeVisible();
  await waitForHydration(recruiter);
  const candidateUrl = new URL(recruiter.url()).pathname;
  const noteText = `Strong echo skills, @${DEMO_ACCOUNTS.hiringManager.name} please review before Friday.`;
  await recruiter.getByLabel(t.noteLabel).fill(noteText);
  await recruiter.getByRole("button", { name: t.addNote }).click();
  await expect(recruiter.getByTestId("toast")).toContainText(t.noteAddedMentions(1).title);
  await expect(recruiter.getByTestId("timeline").getByTestId("note-body").first()).toHaveText(noteText);

  // It attaches a reference letter (a PDF); a file that only claims to be one is refused beside the field.
  await recruiter.getByLabel(t.fileLabel).setInputFiles({ name: "fake.pdf", mimeType: "application/pdf", buffer: Buffer.from("<html>no</html>") });
  await recruiter.getByRole("button", { name: t.attachFile }).click();
  await expect(recruiter.getByText(t.fileInvalid).first()).toBeVisible();
  await recruiter.getByLabel(t.fileLabel).setInputFiles(pdfFile("Reference letter.pdf", "Reference"));
  await recruiter.getByRole("button", { name: t.attachFile }).click();
  await expect(recruiter.getByTestId("toast")).toContainText(t.fileAttached.title);
  await expect(recruiter.getByTestId("timeline").getByRole("link", { name: t.openFile("Reference letter.pdf") })).toBeVisible();

  // The hiring manager's bell carries the mention; following it opens the candidate's timeline at the note.
  await manager.goto("/dashboard/notifications");
  const item = manager.getByTestId("notifications").getByRole("listitem").filter({ hasText: t.mentionBell(DEMO_ACCOUNTS.recruiter.name, name) });
  await expect(item).toHaveCount(1);
  await item.getByRole("button").click();
  await expect(manager).toHaveURL(new RegExp(`${candidateUrl}#note-\\d+$`));
  const noteId = new URL(manager.url()).hash.slice(1);
  await expect(manager.locator(`#${noteId}`).getByTestId("note-body")).toHaveText(noteText);
  await expect(manager.locator(`#${noteId}`)).toContainText(t.by(DEMO_ACCOUNTS.recruiter.name));

  // And downloads the file from the timeline: the PDF as attached, private, sandboxed.
  const link = manager.getByTestId("timeline").getByRole("link", { name: t.openFile("Reference letter.pdf") });
  const fileUrl = await link.getAttribute("href");
  const response = await manager.request.get(fileUrl!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toBe("application/pdf");
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect((await response.body()).toString("latin1")).toBe(pdfFile("Reference letter.pdf", "Reference").buffer.toString("latin1"));
  // The doctor cannot open it.
  expect((await page.request.get(fileUrl!)).status()).toBe(403);

  // The page with a note and a file in its timeline is accessible and valid HTML as served.
  const violations = await axeViolations(manager);
  expect(violations, violations.join("\n\n")).toEqual([]);
  const served = new ServedHtml();
  await served.collect(manager, candidateUrl);
  expect(served.validate()).toEqual([]);
  await manager.context().close();
  await recruiter.context().close();
});
