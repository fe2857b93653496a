import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applications, jobs, profiles, savedJobs } from "~/db/schema";
import { formInput, validation, resumeUpload } from "~/lib/messages";
import { resume as resumeMessages } from "~/features/resumes/messages";
import { savedJobs as saved } from "~/features/saved-jobs/messages";
import { action as jobAction } from "~/routes/_site.jobs.$id";
import { action as pipelineAction } from "~/routes/dashboard.applicants.$jobId";
import { action as withdrawAction } from "~/routes/dashboard.applications";
import { action as savedJobsAction } from "~/routes/dashboard.saved-jobs";
import { action as resumeAction } from "~/routes/account.resume";
import { actionArgs, outcome, post, signedIn, type SignedIn } from "../../../tests/support/signed-in";
import { ensureJobStages } from "./job-stages.server";
import { pipeline, applicationRecords as a } from "./messages";

// Applying, the pipeline, withdrawing, saving jobs and the resume tab through their route actions: each form's schema
// refuses malformed input with 400 beside the field, the wrong account is refused by the server, and a refusal
// writes nothing (no application, no resume file).

let doctor: SignedIn, otherDoctor: SignedIn, employer: SignedIn, otherEmployer: SignedIn;
let jobId = 0;

const pdf = (text = "%PDF-1.4\n%%EOF\n") => new File([new TextEncoder().encode(text)], "cv.pdf", { type: "application/pdf" });
const impostor = () => new File([new TextEncoder().encode("<html>not a pdf</html>")], "cv.pdf", { type: "application/pdf" });
const resumeOf = async (who: SignedIn) => (await db().select({ resumeUrl: profiles.resumeUrl }).from(profiles).where(eq(profiles.id, who.id)))[0]?.resumeUrl ?? null;
const applicationsOf = (who: SignedIn) => db().select().from(applications).where(and(eq(applications.doctorId, who.id), eq(applications.jobId, jobId)));

beforeAll(async () => {
  [doctor, otherDoctor, employer, otherEmployer] = [await signedIn("doctor"), await signedIn("doctor"), await signedIn("employer"), await signedIn("employer")];
  const [job] = await db()
    .insert(jobs)
    .values({ userId: employer.id, title: "Consultant Cardiologist", company: "Form Hospital", location: "Pune", type: "Full-time" })
    .returning({ id: jobs.id });
  jobId = job!.id;
}, 60_000);

const apply = (who: SignedIn, entries: [string, string | File][]) => outcome(() => jobAction(actionArgs(post(`/jobs/${jobId}`, [["intent", "apply"], ...entries], who.cookie), { id: String(jobId) })));

describe("applying on the job page", () => {
  it("refuses a resume that is not a PDF by content beside the field, and keeps neither the file nor an application", async () => {
    const res = await apply(doctor, [["coverNote", "Keen to join."], ["resume", impostor()]]);
    expect(res).toMatchObject({ status: 400, data: { result: { error: { resume: [resumeUpload.invalidFile.description] }, initialValue: { coverNote: "Keen to join." } } } });
    expect(await resumeOf(doctor)).toBeNull();
    expect(await applicationsOf(doctor)).toEqual([]);
  });

  it("asks for a resume beside the field when none is on file or sent", async () => {
    const res = await apply(doctor, [["coverNote", "Keen to join."]]);
    expect(res).toMatchObject({ status: 400, data: { result: { error: { resume: [a.resumeRequired] } }, toast: { title: a.applyFailed } } });
  });

  it("refuses a repeated cover note, and employers", async () => {
    const twice = await apply(doctor, [["coverNote", "One"], ["coverNote", "Two"], ["resume", pdf()]]);
    expect(twice.status).toBe(400);
    expect((twice.data as { result: { error: Record<string, string[]> } }).result.error.coverNote?.[0]).toBe(formInput.repeatedField);
    expect(await apply(employer, [["resume", pdf()]])).toMatchObject({ status: 403, data: { result: { error: { "": [a.onlyDoctorsApply] } } } });
    expect(await resumeOf(doctor)).toBeNull();
  });

  it("applies with the resume sent in the same form, once", async () => {
    const res = await apply(doctor, [["coverNote", "Line one\r\nLine two"], ["resume", pdf()]]);
    // Made: back to the job page (post/redirect/get), which shows the application.
    expect(res).toMatchObject({ status: 302, location: `/jobs/${jobId}` });
    expect(await resumeOf(doctor)).toMatch(/^\/files\/resumes\//);
    expect(await applicationsOf(doctor)).toMatchObject([{ status: "Applied", coverNote: "Line one\nLine two" }]);
    expect(await apply(doctor, [])).toMatchObject({ status: 409, data: { result: { error: { "": [a.alreadyApplied] } } } });
  });
});

describe("the applicant pipeline", () => {
  const move = (who: SignedIn, entries: [string, string][]) =>
    outcome(() => pipelineAction(actionArgs(post(`/dashboard/applicants/${jobId}`, [["intent", "move"], ...entries], who.cookie), { jobId: String(jobId) })));

  const interview = async () => String((await ensureJobStages(jobId)).find((s) => s.name === "Interview")!.id);

  it("refuses another employer with 403, and a malformed stage with 400; the stage stays", async () => {
    const [application] = await applicationsOf(doctor);
    const id = String(application!.id);
    expect(await move(otherEmployer, [["applicationId", id], ["toStageId", await interview()]])).toMatchObject({ status: 403, data: { toast: { title: pipeline.moveFailed } } });
    expect(await move(employer, [["applicationId", id], ["toStageId", "x"]])).toMatchObject({ status: 400, data: { result: { error: { toStageId: [pipeline.chooseStageFirst] } } } });
    // A quick move's button names a stage that is not an id: refused as such, whatever the select says.
    expect(await move(employer, [["applicationId", id], ["toStageId", ""], ["quickTo", "x"]])).toMatchObject({ status: 400, data: { result: { error: { toStageId: [pipeline.chooseStageFirst] } } } });
    // "Move" with no stage chosen, posted before the page's scripts ran: the select's own message.
    expect(await move(employer, [["applicationId", id], ["toStageId", ""]])).toMatchObject({ status: 400, data: { result: { error: { toStageId: [pipeline.chooseStageFirst] } } } });
    expect((await applicationsOf(doctor))[0]?.status).toBe("Applied");
  });

  it("moves the application for the job's employer, back to the board with the move to undo", async () => {
    const [application] = await applicationsOf(doctor);
    const res = await move(employer, [["applicationId", String(application!.id)], ["toStageId", await interview()]]);
    expect(res).toMatchObject({ status: 302 });
    expect((res as { location: string }).location).toMatch(new RegExp(`^/dashboard/applicants/${jobId}\\?moved=\\d+$`));
    expect((await applicationsOf(doctor))[0]?.status).toBe("Interview");
  });

  it("takes a quick move's stage (the button's quickTo) over the card's select", async () => {
    const [application] = await applicationsOf(doctor);
    const offer = String((await ensureJobStages(jobId)).find((s) => s.name === "Offer")!.id);
    const res = await move(employer, [["applicationId", String(application!.id)], ["toStageId", ""], ["quickTo", offer]]);
    expect(res).toMatchObject({ status: 302 });
    expect((await applicationsOf(doctor))[0]?.status).toBe("Offer");
    // And the select's stage when no quick move was pressed (back where the next tests expect it).
    expect(await move(employer, [["applicationId", String(application!.id)], ["toStageId", await interview()]])).toMatchObject({ status: 302 });
    expect((await applicationsOf(doctor))[0]?.status).toBe("Interview");
  });
});

describe("withdrawing", () => {
  it("refuses another doctor's application with 403 and keeps it", async () => {
    const [application] = await applicationsOf(doctor);
    const res = await outcome(() => withdrawAction(actionArgs(post("/dashboard/applications", [["intent", "withdraw"], ["applicationId", String(application!.id)]], otherDoctor.cookie))));
    expect(res).toMatchObject({ status: 403, data: { result: { error: { "": [validation.permissionDenied] } } } });
    expect((await applicationsOf(doctor))[0]?.status).toBe("Interview");
  });
});

describe("saving jobs", () => {
  const save = (who: SignedIn, entries: [string, string][]) => outcome(() => savedJobsAction(actionArgs(post("/dashboard/saved-jobs", entries, who.cookie))));

  it("saves for a doctor; refuses a malformed or unknown job with 400/404, writing nothing", async () => {
    expect(await save(doctor, [["intent", "save-job"], ["jobId", "x1"]])).toMatchObject({ status: 400, data: { result: { error: { jobId: [formInput.invalidId] } } } });
    expect(await save(doctor, [["intent", "save-job"], ["jobId", "987654321"]])).toMatchObject({ status: 404, data: { toast: { title: saved.updateFailed } } });
    expect(await db().select().from(savedJobs).where(eq(savedJobs.doctorId, doctor.id))).toEqual([]);
    expect((await save(doctor, [["intent", "save-job"], ["jobId", String(jobId)]])).status).toBe(200);
    expect(await db().select({ jobId: savedJobs.jobId }).from(savedJobs).where(eq(savedJobs.doctorId, doctor.id))).toEqual([{ jobId }]);
  });
});

describe("the resume tab", () => {
  const upload = (who: SignedIn, entries: [string, string | File][], json = true) =>
    outcome(() => resumeAction(actionArgs(post("/account/resume", entries, who.cookie, json ? { accept: "application/json" } : {}))));

  it("refuses an impostor PDF beside the field and keeps the resume on file", async () => {
    const before = await resumeOf(doctor);
    const res = await upload(doctor, [["intent", "upload"], ["resume", impostor()]]);
    expect(res).toMatchObject({ status: 400, data: { result: { error: { resume: [resumeUpload.invalidFile.description] } }, toast: { title: resumeUpload.invalidFile.title } } });
    expect(await resumeOf(doctor)).toBe(before);
  });

  it("says No File Selected when there is no file, and redirects a plain post back to the tab", async () => {
    expect(await upload(otherDoctor, [["intent", "upload"]])).toMatchObject({ status: 400, data: { toast: { title: resumeMessages.noFileSelected.title } } });
    expect(await upload(otherDoctor, [["intent", "upload"]], false)).toMatchObject({ status: 302, location: "/dashboard/resume" });
  });

  it("refuses employers, stores a PDF for its doctor, and warns when there is nothing to delete", async () => {
    expect((await upload(employer, [["intent", "upload"], ["resume", pdf()]])).status).toBe(403);
    expect(await upload(otherDoctor, [["intent", "upload"], ["resume", pdf()]])).toMatchObject({ status: 200, data: { toast: { title: resumeMessages.updated.title } } });
    expect(await resumeOf(otherDoctor)).toMatch(/^\/files\/resumes\//);
    expect((await upload(otherDoctor, [["intent", "delete"]])).status).toBe(200);
    expect(await upload(otherDoctor, [["intent", "delete"]])).toMatchObject({ status: 404, data: { toast: { title: resumeMessages.noResumeToDelete.title, variant: "warning" } } });
  });
});
