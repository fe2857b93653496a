import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applicationEmails, devMailbox, emailTemplates, interviews, jobs, messageThreads, messages, offers, organisationMembers, organisations, profiles } from "~/db/schema";
import type { EmailTemplateKind } from "~/lib/email-template-kinds";
import type { Actor } from "~/lib/permissions";
import { action as applicantsAction, loader as applicantsLoader } from "~/routes/dashboard.applicants.$jobId";
import { action as candidateAction, loader as candidateLoader } from "~/routes/dashboard.candidates.$applicationId";
import { createActor, createColleague, insertJob } from "../../../tests/factories/jobs";
import { eventually } from "../../../tests/support/eventually";
import { actionArgs, outcome, post, signedIn, type SignedIn } from "../../../tests/support/signed-in";
import { applyToJob } from "./applications.server";
import { ensureJobStages } from "./job-stages.server";
import { toIndiaInput } from "./interviews/india-time";
import { interviewTexts as t } from "./interviews/messages";
import { proposeInterview } from "./interviews/interviews.server";
import { offerTexts as o } from "./offers/messages";
import { sendOffer } from "./offers/offers.server";

// The interview proposal and the offer are written from the organisation's templates, rendered for each doctor, and
// recorded in the application's timeline (docs/decisions/100-bulk-actions-and-email-templates.md).

let owner: Actor;
let recruiter: Actor;
let interviewer: Actor;
let stranger: Actor;
let jobId = 0;
const soon = (days: number) => new Date(Date.now() + days * 86_400_000);
const startDate = () => soon(30).toISOString().slice(0, 10);

async function newCandidate(name: string) {
  const d = await createActor("doctor", { name });
  await db().update(profiles).set({ resumeUrl: `/files/resumes/${d.userId}/1-a.pdf` }).where(eq(profiles.id, d.userId));
  const { id } = await applyToJob({ actor: d, jobId });
  return { doctor: d, applicationId: id };
}

async function template(organisationId: string, kind: EmailTemplateKind, name: string, subject: string, body: string) {
  const [row] = await db().insert(emailTemplates).values({ organisationId, kind, name, subject, body }).returning({ id: emailTemplates.id });
  return row!.id;
}

const mailTo = (email: string, subject: string) =>
  eventually(async () => (await db().select().from(devMailbox).where(eq(devMailbox.to, email.toLowerCase()))).find((m) => m.subject === subject));
const timeline = (applicationId: number) => db().select().from(applicationEmails).where(eq(applicationEmails.applicationId, applicationId));

beforeAll(async () => {
  owner = await createActor("employer", { company: "Lotus Hospital", name: "Asha Rao" });
  jobId = await insertJob({ userId: owner.userId, title: "Paediatrician", company: "Lotus Hospital" });
  await ensureJobStages(jobId);
  recruiter = await createColleague(owner, "recruiter");
  interviewer = await createColleague(owner, "interviewer", { teamJobIds: [jobId] });
  stranger = await createActor("employer", { company: "Other Hospital" });
}, 60_000);

describe("the interview proposal", () => {
  it("is the organisation's first invitation template rendered for each doctor, then the times and place; the timeline shows it", async () => {
    const a = await newCandidate("Dr. Leela Menon");
    const b = await newCandidate("Dr. Arjun Nair");
    for (const c of [a, b]) {
      await proposeInterview({ actor: owner, applicationId: c.applicationId, slots: [soon(3)], durationMinutes: 45, location: "Room 12, OPD block" });
    }
    const subject = "Interview for Paediatrician at Lotus Hospital";
    const mailA = await mailTo(a.doctor.email, subject);
    const mailB = await mailTo(b.doctor.email, subject);
    expect(mailA.text).toContain("Dear Dr. Leela Menon,");
    expect(mailA.text).not.toContain("Arjun");
    expect(mailB.text).toContain("Dear Dr. Arjun Nair,");
    expect(mailA.text).toContain("With kind regards,\nAsha Rao");
    // The template's text comes first, then the details of the proposal.
    expect(mailA.text.indexOf("We would like to meet you")).toBeLessThan(mailA.text.indexOf("Place: Room 12, OPD block"));
    expect(mailA.text).toMatch(/Times offered \(India time, 45 minutes\): /);
    const [row] = await timeline(a.applicationId);
    expect(row).toMatchObject({ subject, sentBy: owner.userId });
    expect(row!.body).toContain("Dear Dr. Leela Menon,");
    expect(row!.body).toContain("Place: Room 12, OPD block");
  });

  it("uses the template the team chose, or the built-in text", async () => {
    const orgId = owner.membership!.organisationId;
    const chosen = await template(orgId, "interview_invitation", "Short invitation", "{{doctor_name}}, meet us about {{job_title}}", "Hello {{doctor_name}}, {{sender_name}} here.");
    const a = await newCandidate("Dr. Farah Khan");
    await proposeInterview({ actor: recruiter, applicationId: a.applicationId, slots: [soon(4)], durationMinutes: 30, videoUrl: "https://meet.example.test/abc", templateId: chosen });
    const mail = await mailTo(a.doctor.email, "Dr. Farah Khan, meet us about Paediatrician");
    expect(mail.text).toContain(`Hello Dr. Farah Khan, ${recruiter.name} here.`);
    expect(mail.text).toContain("Video link: https://meet.example.test/abc");

    const b = await newCandidate("Dr. Vikram Shah");
    await proposeInterview({ actor: owner, applicationId: b.applicationId, slots: [soon(4)], durationMinutes: 30, location: "Room 3", templateId: "builtin" });
    const builtin = t.proposalMail("Paediatrician", "Lotus Hospital");
    const mailB = await mailTo(b.doctor.email, builtin.subject);
    expect(mailB.text).toContain(builtin.body[0]);
    expect((await timeline(b.applicationId)).map((r) => r.subject)).toEqual([builtin.subject]);
  });

  it("refuses another organisation's template (403) and a template of another kind (400); nothing is proposed or mailed", async () => {
    const theirs = await template(stranger.membership!.organisationId, "interview_invitation", "Theirs", "Theirs", "Theirs");
    const [rejection] = await db()
      .select({ id: emailTemplates.id })
      .from(emailTemplates)
      .where(and(eq(emailTemplates.organisationId, owner.membership!.organisationId), eq(emailTemplates.kind, "rejection")));
    const a = await newCandidate("Dr. Refused Template");
    const input = { actor: owner, applicationId: a.applicationId, slots: [soon(3)], durationMinutes: 30, location: "Room 1" };
    await expect(proposeInterview({ ...input, templateId: theirs })).rejects.toMatchObject({ code: "forbidden", message: t.templateNotFound });
    await expect(proposeInterview({ ...input, templateId: rejection!.id })).rejects.toMatchObject({ code: "invalid_input", message: t.templateWrongKind });
    await expect(proposeInterview({ ...input, actor: interviewer, templateId: "builtin" })).rejects.toMatchObject({ code: "forbidden" });
    expect(await db().select().from(interviews).where(eq(interviews.applicationId, a.applicationId))).toHaveLength(0);
    expect(await timeline(a.applicationId)).toHaveLength(0);
  });
});

describe("the offer", () => {
  it("is the chosen offer template rendered for the doctor, then the salary and start date; the timeline shows it", async () => {
    const a = await newCandidate("Dr. Meera Iyer");
    await sendOffer({ actor: owner, applicationId: a.applicationId, salary: 1_800_000, salaryUnit: "year", startDate: startDate() });
    const subject = "An offer for Paediatrician at Lotus Hospital";
    const mail = await mailTo(a.doctor.email, subject);
    expect(mail.text).toContain("Dear Dr. Meera Iyer,");
    expect(mail.text.indexOf("We are delighted to offer you")).toBeLessThan(mail.text.indexOf(o.salaryLine("₹18 LPA")));
    const [row] = await timeline(a.applicationId);
    expect(row).toMatchObject({ subject, sentBy: owner.userId });
    expect(row!.body).toContain(o.salaryLine("₹18 LPA"));
  });

  it("refuses another organisation's offer template and a general one; no offer is stored", async () => {
    const theirs = await template(stranger.membership!.organisationId, "offer", "Their offer", "Theirs", "Theirs");
    const general = await template(owner.membership!.organisationId, "general", "A note", "A note", "Hello {{doctor_name}}");
    const a = await newCandidate("Dr. No Offer");
    const input = { actor: owner, applicationId: a.applicationId, salary: 150_000, salaryUnit: "month" as const, startDate: startDate() };
    await expect(sendOffer({ ...input, templateId: theirs })).rejects.toMatchObject({ code: "forbidden", message: t.templateNotFound });
    await expect(sendOffer({ ...input, templateId: general })).rejects.toMatchObject({ code: "invalid_input", message: t.templateWrongKind });
    expect(await db().select().from(offers).where(eq(offers.applicationId, a.applicationId))).toHaveLength(0);
    expect(await timeline(a.applicationId)).toHaveLength(0);
  });
});

describe("the candidate page's forms", () => {
  let employer: SignedIn;
  let applicationId = 0;
  const team = (entries: [string, string][]) =>
    outcome(() => candidateAction(actionArgs(post(`/dashboard/candidates/${applicationId}`, entries, employer.cookie), { applicationId: String(applicationId) })));

  beforeAll(async () => {
    employer = await signedIn("employer");
    const [m] = await db().select({ organisationId: organisationMembers.organisationId }).from(organisationMembers).where(eq(organisationMembers.userId, employer.id));
    const [job] = await db().insert(jobs).values({ userId: employer.id, organisationId: m!.organisationId, title: "Radiologist", company: "Form Hospital", location: "Pune", type: "Full-time" }).returning({ id: jobs.id });
    await ensureJobStages(job!.id);
    const d = await createActor("doctor", { name: "Dr. Preview Person" });
    await db().update(profiles).set({ resumeUrl: `/files/resumes/${d.userId}/1-a.pdf` }).where(eq(profiles.id, d.userId));
    ({ id: applicationId } = await applyToJob({ actor: d, jobId: job!.id }));
  }, 60_000);

  it("show each template rendered for this doctor before sending", async () => {
    const page = await outcome(() =>
      candidateLoader(actionArgs(new Request(`http://localhost:3000/dashboard/candidates/${applicationId}`, { headers: { cookie: employer.cookie } }), { applicationId: String(applicationId) })),
    );
    expect(page.status).toBe(200);
    const data = page.data as { interviewTemplates: { templates: { name: string; preview: { subject: string; paragraphs: string[] } }[] }; offerTemplates: { templates: { name: string }[] } };
    expect(data.interviewTemplates.templates[0]).toMatchObject({ name: "Interview invitation", preview: { subject: "Interview for Radiologist at Form Hospital" } });
    expect(data.interviewTemplates.templates[0]!.preview.paragraphs[0]).toBe("Dear Dr. Preview Person,");
    expect(data.offerTemplates.templates.map((x) => x.name)).toEqual(["Offer"]);
  });

  it("refuse a malformed or foreign template with 400/403 beside the field, keeping what was typed", async () => {
    const base: [string, string][] = [["intent", "proposeInterview"], ["applicationId", String(applicationId)], ["durationMinutes", "30"], ["location", "Room 1"], ["slots[0]", toIndiaInput(soon(3))]];
    expect(await team([...base, ["templateId", "first"]])).toMatchObject({ status: 400, data: { result: { error: { templateId: [t.templateInvalid] } } } });
    expect(await team([...base, ["templateId", "1"], ["templateId", "2"]])).toMatchObject({ status: 400 });
    const theirs = await template(stranger.membership!.organisationId, "interview_invitation", "Foreign", "Foreign", "Foreign");
    expect(await team([...base, ["templateId", String(theirs)]])).toMatchObject({ status: 403 });
    const offerBase: [string, string][] = [["intent", "sendOffer"], ["applicationId", String(applicationId)], ["salaryUnit", "year"], ["salary", "1800000"], ["startDate", startDate()]];
    expect(await team([...offerBase, ["templateId", "0"]])).toMatchObject({ status: 400, data: { result: { error: { templateId: [t.templateInvalid] } } } });
    expect(await db().select().from(interviews).where(eq(interviews.applicationId, applicationId))).toHaveLength(0);
    expect(await db().select().from(offers).where(eq(offers.applicationId, applicationId))).toHaveLength(0);
  });
});

describe("the bulk message", () => {
  let employer: SignedIn;
  let organisationId = "";
  let job = 0;
  const names = ["Dr. Kavya Reddy", "Dr. Rohan Das"];
  const ids: number[] = [];
  const doctorIds: string[] = [];

  beforeAll(async () => {
    employer = await signedIn("employer", { verified: true });
    const [m] = await db().select({ organisationId: organisationMembers.organisationId }).from(organisationMembers).where(eq(organisationMembers.userId, employer.id));
    organisationId = m!.organisationId;
    job = await insertJob({ userId: employer.id, title: "Anaesthetist", company: "Form Hospital" });
    await ensureJobStages(job);
    for (const name of names) {
      const d = await createActor("doctor", { name });
      await db().update(profiles).set({ resumeUrl: `/files/resumes/${d.userId}/1-a.pdf` }).where(eq(profiles.id, d.userId));
      ids.push((await applyToJob({ actor: d, jobId: job })).id);
      doctorIds.push(d.userId);
    }
  }, 60_000);

  const step = (query: string) =>
    outcome(() => applicantsLoader(actionArgs(new Request(`http://localhost:3000/dashboard/applicants/${job}?view=list&bulk=message&sel=${ids.join(",")}${query}`, { headers: { cookie: employer.cookie } }), { jobId: String(job) })));

  it("starts from a general template, previewed for the chosen doctor; another organisation's or a rejection template is refused", async () => {
    const general = await template(organisationId, "general", "Shift update", "Unused subject", "Dear {{doctor_name}}, about {{job_title}} ({{stage_name}}).");
    const page = await step(`&template=${general}&previewFor=${ids[1]}`);
    expect(page.status).toBe(200);
    const bulk = (page.data as { bulk: { message: { templates: { name: string }[]; chosen: number; body: string; preview: { forName: string; text: string } } } }).bulk;
    expect(bulk.message.templates.map((x) => x.name)).toEqual(["Shift update"]);
    expect(bulk.message).toMatchObject({ chosen: general, body: "Dear {{doctor_name}}, about {{job_title}} ({{stage_name}}).", preview: { forName: names[1], text: "Dear Dr. Rohan Das, about Anaesthetist (Applied)." } });
    const none = (await step("")).data as { bulk: { message: { chosen: number | null; body: string; preview: unknown } } };
    expect(none.bulk.message).toMatchObject({ chosen: null, body: "", preview: null });
    const theirs = await template(stranger.membership!.organisationId, "general", "Foreign note", "x", "x");
    const [rejection] = await db().select({ id: emailTemplates.id }).from(emailTemplates).where(and(eq(emailTemplates.organisationId, organisationId), eq(emailTemplates.kind, "rejection")));
    expect(await step(`&template=${theirs}`)).toMatchObject({ status: 403 });
    expect(await step(`&template=${rejection!.id}`)).toMatchObject({ status: 403 });
  });

  it("sends each doctor the text with their own values", async () => {
    const entries: [string, string][] = [["intent", "bulk-message"], ...ids.map((id): [string, string] => ["applicationId", String(id)]), ["body", "Dear {{doctor_name}}, a note about {{job_title}} from {{organisation_name}}."]];
    const sent = await outcome(() => applicantsAction(actionArgs(post(`/dashboard/applicants/${job}?view=list`, entries, employer.cookie), { jobId: String(job) })));
    expect(sent.status).toBe(302);
    const rows = await db()
      .select({ doctor: messageThreads.doctorProfileId, body: messages.body })
      .from(messages)
      .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
      .where(eq(messageThreads.jobId, job));
    const [org] = await db().select({ name: organisations.name }).from(organisations).where(eq(organisations.id, organisationId));
    expect(rows.find((r) => r.doctor === doctorIds[0])!.body).toBe(`Dear Dr. Kavya Reddy, a note about Anaesthetist from ${org!.name}.`);
    expect(rows.find((r) => r.doctor === doctorIds[1])!.body).toBe(`Dear Dr. Rohan Das, a note about Anaesthetist from ${org!.name}.`);
  });
});
