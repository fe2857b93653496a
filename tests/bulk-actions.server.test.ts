import { parse } from "csv-parse/sync";
import { and, desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { action as applicantsAction } from "~/routes/dashboard.applicants.$jobId";
import { action as exportAction, loader as exportLoader } from "~/routes/dashboard.applicants.$jobId_.export";
import { actionArgs, outcome, post, signedIn } from "./support/signed-in";
import { action as templatesAction, loader as templatesLoader } from "~/routes/dashboard.email-templates";
import { db } from "~/db/client.server";
import { applicationEmails, applicationStageMoves, applications, auditLog, devMailbox, emailTemplates, messageBlocks, messageThreads, messages, organisations, profiles } from "~/db/schema";
import { DEFAULT_EMAIL_TEMPLATES, emailTemplates as tt } from "~/features/email-templates/messages";
import { TemplateActionSchema } from "~/features/email-templates/schema";
import { createTemplate, deleteTemplate, listTemplates, updateTemplate } from "~/features/email-templates/templates.server";
import { startThreadsWithApplicants } from "~/features/messages/start-threads.server";
import { bodyParagraphs, renderTemplate } from "~/lib/email-template";
import { SOURCE_LABELS } from "~/lib/application-sources";
import { validation } from "~/lib/messages";
import { messaging } from "~/features/messages/messages";
import type { Actor } from "~/lib/permissions";
import { organisationTemplateMail } from "~/services/mail/templates.server";
import { createActor, createColleague, insertJob, organisationIdOf, reloadActor, verifyEmployer } from "./factories/jobs";
import { eventually } from "./support/eventually";
import { applyToJob } from "~/features/applications/applications.server";
import { tagApplications } from "~/features/applications/candidate-tags.server";
import { exportCandidatesCsv } from "~/features/applications/export-candidates.server";
import { ensureJobStages } from "~/features/applications/job-stages.server";
import { REJECTION_REASONS, bulk as b, pipeline as p } from "~/features/applications/messages";
import { moveApplications, undoBatch } from "~/features/applications/move-batch.server";
import { addHistoryNote } from "~/features/applications/stage-moves.server";
import { LIST_PAGE_SIZE, loadPipeline } from "~/features/applications/pipeline-board.server";
import { stageMoveAnnounceJob } from "~/features/applications/stage-move-announce.server";
import type { Stage } from "~/features/applications/stage-template";

// Bulk actions on a job's candidates and the organisation's e-mail templates (decision 100): each action, set-based,
// audited, and refused as a whole for the wrong role, another job's candidate, or another organisation.

let owner: Actor;
let recruiter: Actor;
let interviewer: Actor;
let managerOffTeam: Actor;
let managerOnTeam: Actor;
let outsider: Actor;
let jobId = 0;
let otherJobId = 0;
let foreignJobId = 0;
let stages: Stage[] = [];
const doctors: Actor[] = [];
const apps: number[] = [];
let foreignApp = 0;
let otherJobApp = 0;
const stage = (name: string) => stages.find((s) => s.name === name)!;
const announce = (moveId: number) => stageMoveAnnounceJob.handle({ moveId }, { id: "test", retryCount: 0 });

beforeAll(async () => {
  owner = await createActor("employer", { company: "Bulk Hospital" });
  await verifyEmployer(owner.userId);
  owner = { ...(await reloadActor(owner)), verified: true };
  outsider = await createActor("employer", { company: "Elsewhere Clinic" });
  jobId = await insertJob({ userId: owner.userId, title: "Registrar", company: "Bulk Hospital" });
  otherJobId = await insertJob({ userId: owner.userId, title: "Other Registrar", company: "Bulk Hospital" });
  foreignJobId = await insertJob({ userId: outsider.userId, title: "Foreign Job", company: "Elsewhere Clinic" });
  recruiter = { ...(await createColleague(owner, "recruiter")), verified: true };
  interviewer = await createColleague(owner, "interviewer", { teamJobIds: [jobId] });
  managerOffTeam = await createColleague(owner, "hiring_manager", { teamJobIds: [otherJobId] });
  managerOnTeam = { ...(await createColleague(owner, "hiring_manager", { teamJobIds: [jobId] })), verified: true };
  stages = await ensureJobStages(jobId);
  for (let i = 0; i < 6; i++) {
    const doctor = await createActor("doctor", { name: `Dr. Bulk ${i} <b>&</b>` });
    await db().update(profiles).set({ resumeUrl: `/files/resumes/${doctor.userId}/1-a.pdf` }).where(eq(profiles.id, doctor.userId));
    doctors.push(doctor);
    apps.push((await applyToJob({ actor: doctor, jobId })).id);
  }
  otherJobApp = (await applyToJob({ actor: doctors[0]!, jobId: otherJobId })).id;
  foreignApp = (await applyToJob({ actor: doctors[1]!, jobId: foreignJobId })).id;
}, 120_000);

describe("e-mail templates", () => {
  it("every organisation starts with the default templates (the migration's trigger), exactly as the code lists them", async () => {
    const rows = await db()
      .select({ name: emailTemplates.name, kind: emailTemplates.kind, subject: emailTemplates.subject, body: emailTemplates.body })
      .from(emailTemplates)
      .where(eq(emailTemplates.organisationId, (await organisationIdOf(owner.userId))!));
    expect(rows.sort((x, y) => x.name.localeCompare(y.name))).toEqual([...DEFAULT_EMAIL_TEMPLATES].sort((x, y) => x.name.localeCompare(y.name)));
  });

  it("refuses an unknown variable beside the field, naming it", () => {
    const parsed = TemplateActionSchema.safeParse({ intent: "create", name: "X", kind: "general", subject: "Hi {{first_name}}", body: "{{doctor_name}} {{salary}} {{ salary }}" });
    expect(parsed.success).toBe(false);
    const issues = parsed.error!.issues.map((i) => [i.path.join("."), i.message]);
    expect(issues).toEqual([
      ["subject", tt.unknownVariable(["first_name"])],
      ["body", tt.unknownVariable(["salary"])],
    ]);
  });

  it("owners, admins and recruiters change them (audited); hiring managers read; interviewers and outsiders are refused", async () => {
    const fields = { name: "Night shift note", kind: "general" as const, subject: "About {{job_title}}", body: "Dear {{doctor_name}},\n\nThanks." };
    const id = await createTemplate({ actor: recruiter, fields });
    await expect(createTemplate({ actor: owner, fields })).rejects.toMatchObject({ code: "conflict", message: tt.nameTaken });
    await updateTemplate({ actor: owner, templateId: id, fields: { ...fields, subject: "Re: {{job_title}}" } });
    await expect(updateTemplate({ actor: managerOnTeam, templateId: id, fields })).rejects.toMatchObject({ code: "forbidden", message: tt.notAllowed });
    await expect(deleteTemplate({ actor: outsider, templateId: id })).rejects.toMatchObject({ code: "not_found" });
    await expect(listTemplates({ actor: interviewer })).rejects.toMatchObject({ code: "forbidden" });
    const read = await listTemplates({ actor: managerOnTeam });
    expect(read.canEdit).toBe(false);
    expect(read.templates.find((t) => t.id === id)?.subject).toBe("Re: {{job_title}}");
    await deleteTemplate({ actor: recruiter, templateId: id });
    const audits = await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, String(id))).orderBy(auditLog.id);
    expect(audits.map((a) => a.action)).toEqual(["email-template.create", "email-template.update", "email-template.delete"]);
  });

  it("escapes every value in the HTML of a template mail", () => {
    const body = renderTemplate(DEFAULT_EMAIL_TEMPLATES[0].body, { doctor_name: "<img src=x onerror=alert(1)>", job_title: "A & B", organisation_name: "O'Hare", stage_name: "Rejected", sender_name: "S" });
    const mail = organisationTemplateMail({ subject: "S", paragraphs: bodyParagraphs(body) });
    expect(mail.html).toContain("Dear &lt;img src=x onerror=alert(1)&gt;,");
    expect(mail.html).not.toContain("<img src=x");
    expect(mail.html).toContain("A &amp; B at O&#39;Hare");
    expect(mail.text).toContain("Dear <img src=x onerror=alert(1)>,");
  });
});

describe("bulk move and undo", () => {
  it("moves the selection in one batch (history, moves, audit), shows it as one undo, and undoes it at once", async () => {
    const batch = apps.slice(0, 3);
    const moved = await moveApplications({ actor: recruiter, jobId, applicationIds: batch, toStageId: stage("Screening").id });
    expect(moved.moves).toHaveLength(3);
    expect(moved.batchId).toBeTruthy();
    const rows = await db().select().from(applications).where(inArray(applications.id, batch));
    expect(rows.every((r) => r.stageId === stage("Screening").id && r.history.at(-1)?.status === "Screening")).toBe(true);
    const audits = await db().select().from(auditLog).where(and(eq(auditLog.action, "application.move"), inArray(auditLog.targetId, batch.map(String))));
    expect(audits).toHaveLength(3);
    expect(audits.every((a) => a.details.batchId === moved.batchId && a.details.batchSize === 3)).toBe(true);
    const page = await loadPipeline({ actor: recruiter, jobId, query: { view: "list", stageId: null, page: 1, moved: null, confirm: null, batch: moved.batchId } });
    expect(page.undoBatch).toEqual({ batchId: moved.batchId, count: 3, toName: "Screening" });
    await expect(undoBatch({ actor: interviewer, jobId, batchId: moved.batchId! })).rejects.toMatchObject({ code: "forbidden" });
    await undoBatch({ actor: recruiter, jobId, batchId: moved.batchId! });
    const back = await db().select().from(applications).where(inArray(applications.id, batch));
    expect(back.every((r) => r.stageId === stage("Applied").id && r.history.length === 1)).toBe(true);
    // The doctors never hear of an undone batch.
    for (const m of moved.moves) await announce(m.moveId);
    expect((await db().select().from(applications).where(inArray(applications.id, batch))).every((r) => r.doctorView === "received")).toBe(true);
  });

  it("undoing a batch takes off each move's own history entry, leaving an event line written after it", async () => {
    const batch = apps.slice(3, 5);
    const moved = await moveApplications({ actor: recruiter, jobId, applicationIds: batch, toStageId: stage("Screening").id });
    // An event after the move on one of them (an interview answered, an offer declined…): a history line, no move.
    await addHistoryNote(db(), { applicationId: batch[0]!, by: recruiter.userId, note: "The doctor asked for other times" });
    await undoBatch({ actor: recruiter, jobId, batchId: moved.batchId! });
    const back = new Map((await db().select().from(applications).where(inArray(applications.id, batch))).map((r) => [r.id, r]));
    expect(back.get(batch[0]!)!.history.map((h) => [h.status, h.note ?? null])).toEqual([
      ["Applied", null],
      ["Screening", "The doctor asked for other times"],
    ]);
    expect(back.get(batch[1]!)!.history.map((h) => h.status)).toEqual(["Applied"]);
    expect([...back.values()].every((r) => r.stageId === stage("Applied").id)).toBe(true);
  });

  it("refuses the whole batch, moving nobody, when one candidate cannot go there, and says who", async () => {
    const [decided] = apps.slice(5);
    const first = await moveApplications({ actor: owner, jobId, applicationIds: [decided!], toStageId: stage("Rejected").id, reason: REJECTION_REASONS[0] });
    expect(first.batchId).toBeNull();
    const before = await db().select({ id: applications.id, stageId: applications.stageId }).from(applications).where(inArray(applications.id, apps));
    await expect(moveApplications({ actor: owner, jobId, applicationIds: [apps[0]!, decided!], toStageId: stage("Interview").id })).rejects.toMatchObject({
      code: "conflict",
      message: b.someCannotMove([{ name: doctors[5]!.name, why: p.fromExit }]),
    });
    expect(await db().select({ id: applications.id, stageId: applications.stageId }).from(applications).where(inArray(applications.id, apps))).toEqual(before);
  });

  it("refuses a selection with another job's or another organisation's candidate as a whole, and the roles that may not move", async () => {
    for (const foreign of [otherJobApp, foreignApp, 2_000_000_000]) {
      await expect(moveApplications({ actor: owner, jobId, applicationIds: [apps[0]!, foreign], toStageId: stage("Screening").id })).rejects.toMatchObject({ code: "forbidden", message: b.notThisJob });
    }
    await expect(moveApplications({ actor: interviewer, jobId, applicationIds: [apps[0]!], toStageId: stage("Screening").id })).rejects.toMatchObject({ code: "forbidden", message: validation.permissionDenied });
    await expect(moveApplications({ actor: managerOffTeam, jobId, applicationIds: [apps[0]!], toStageId: stage("Screening").id })).rejects.toMatchObject({ code: "forbidden" });
    await expect(moveApplications({ actor: outsider, jobId, applicationIds: [apps[0]!], toStageId: stage("Screening").id })).rejects.toMatchObject({ code: "forbidden" });
    expect((await db().select().from(applications).where(eq(applications.id, apps[0]!)))[0]!.stageId).toBe(stage("Applied").id);
  });
});

describe("bulk reject with a template", () => {
  it("stores each doctor's rendered e-mail with the move, mails it after the window through the queue, and puts it in the timeline", async () => {
    const orgId = (await organisationIdOf(owner.userId))!;
    const [template] = await db().select().from(emailTemplates).where(and(eq(emailTemplates.organisationId, orgId), eq(emailTemplates.kind, "rejection")));
    const selection = apps.slice(0, 3);
    const moved = await moveApplications({ actor: managerOnTeam, jobId, applicationIds: selection, toStageId: stage("Rejected").id, reason: REJECTION_REASONS[1], mailDoctor: true, templateId: template!.id });
    const [org] = await db().select({ name: organisations.name }).from(organisations).where(eq(organisations.id, orgId));
    for (const [i, m] of moved.moves.entries()) {
      const doctor = doctors[selection.indexOf(m.applicationId)]!;
      const values = { doctor_name: doctor.name, job_title: "Registrar", organisation_name: org!.name, stage_name: "Rejected", sender_name: managerOnTeam.name };
      const [row] = await db().select().from(applicationStageMoves).where(eq(applicationStageMoves.id, m.moveId));
      expect(row).toMatchObject({ mailDoctor: true, reason: REJECTION_REASONS[1], batchId: moved.batchId, mailSubject: renderTemplate(template!.subject, values), mailBody: renderTemplate(template!.body, values) });
      if (i === 0) expect(row!.mailBody).toContain(`Dear ${doctor.name},`);
      await announce(m.moveId);
      await announce(m.moveId);
      const mail = await eventually(async () => (await db().select().from(devMailbox).where(and(eq(devMailbox.to, doctor.email), eq(devMailbox.subject, row!.mailSubject!))))[0]);
      expect(mail.html).toContain(`Dear ${doctor.name.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")},`);
      const sent = await db().select().from(applicationEmails).where(eq(applicationEmails.applicationId, m.applicationId));
      expect(sent.map((s) => s.subject)).toEqual([row!.mailSubject]);
    }
    const page = await loadPipeline({ actor: owner, jobId, query: { view: "list", stageId: stage("Rejected").id, page: 1, moved: null, confirm: null } });
    const shown = page.list!.applicants.find((a) => a.id === selection[0]);
    expect(shown!.emails.map((e) => e.subject)).toEqual([`Your application for Registrar at ${org!.name}`]);
  });

  it("refuses another organisation's template, and moves nobody", async () => {
    const [theirs] = await db().select().from(emailTemplates).where(eq(emailTemplates.organisationId, (await organisationIdOf(outsider.userId))!));
    await expect(
      moveApplications({ actor: owner, jobId, applicationIds: [apps[3]!, apps[4]!], toStageId: stage("Rejected").id, reason: REJECTION_REASONS[0], mailDoctor: true, templateId: theirs!.id }),
    ).rejects.toMatchObject({ code: "not_found", message: b.templateNotFound });
    expect((await db().select().from(applications).where(eq(applications.id, apps[3]!)))[0]!.stageId).toBe(stage("Applied").id);
  });
});

describe("tags", () => {
  it("tags the selection (a new tag made once, matched without case), shows and filters by it; refused to interviewers", async () => {
    const first = await tagApplications({ actor: recruiter, jobId, applicationIds: [apps[3]!, apps[4]!], tag: " Night   shifts " });
    expect(first).toMatchObject({ tag: "Night shifts", count: 2, added: 2 });
    const again = await tagApplications({ actor: owner, jobId, applicationIds: [apps[3]!], tag: "night SHIFTS" });
    expect(again).toMatchObject({ tag: "Night shifts", added: 0 });
    await expect(tagApplications({ actor: interviewer, jobId, applicationIds: [apps[3]!], tag: "X" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(tagApplications({ actor: owner, jobId, applicationIds: [apps[3]!, foreignApp], tag: "X" })).rejects.toMatchObject({ code: "forbidden", message: b.notThisJob });
    const page = await loadPipeline({ actor: owner, jobId, query: { view: "list", stageId: null, page: 1, moved: null, confirm: null } });
    const tag = page.tags.find((t) => t.name === "Night shifts")!;
    expect(page.list!.applicants.find((a) => a.id === apps[3])!.tags).toEqual(["Night shifts"]);
    const filtered = await loadPipeline({ actor: owner, jobId, query: { view: "list", stageId: null, page: 1, moved: null, confirm: null, tagId: tag.id } });
    expect(filtered.list!.applicants.map((a) => a.id).sort()).toEqual([apps[3]!, apps[4]!].sort());
    const board = await loadPipeline({ actor: owner, jobId, query: { view: "board", stageId: null, page: 1, moved: null, confirm: null } });
    expect(board.columns.flatMap((c) => c.applicants).find((a) => a.id === apps[4])!.tags).toEqual(["Night shifts"]);
    expect(LIST_PAGE_SIZE).toBeGreaterThan(0);
    const audits = await db().select().from(auditLog).where(eq(auditLog.action, "candidate.tag"));
    expect(audits.filter((a) => a.details.tagId === tag.id)).toHaveLength(2);
    // A candidate's tags come in name order, whatever their case or the order they were added in.
    await tagApplications({ actor: owner, jobId, applicationIds: [apps[4]!], tag: "zonal transfer" });
    await tagApplications({ actor: owner, jobId, applicationIds: [apps[4]!], tag: "ICU cover" });
    const tagged = await loadPipeline({ actor: owner, jobId, query: { view: "list", stageId: null, page: 1, moved: null, confirm: null } });
    expect(tagged.list!.applicants.find((a) => a.id === apps[4])!.tags).toEqual(["ICU cover", "Night shifts", "zonal transfer"]);
    expect(tagged.list!.applicants.find((a) => a.id === apps[3])!.tags).toEqual(["Night shifts"]);
  });
});

describe("bulk message", () => {
  it("writes one conversation per doctor about the job, in one go; refuses all when one doctor has blocked the employer", async () => {
    const ids = [doctors[3]!.userId, doctors[4]!.userId];
    const sent = await startThreadsWithApplicants({ actor: owner, jobId, doctorProfileIds: ids, body: "Are you free on Monday?" });
    expect(sent.count).toBe(2);
    await startThreadsWithApplicants({ actor: owner, jobId, doctorProfileIds: ids, body: "A second note." });
    const threads = await db().select().from(messageThreads).where(and(eq(messageThreads.employerUserId, owner.userId), eq(messageThreads.jobId, jobId)));
    expect(threads).toHaveLength(2);
    const bodies = await db().select({ body: messages.body }).from(messages).where(inArray(messages.threadId, threads.map((t) => t.id))).orderBy(messages.id);
    expect(bodies.map((m) => m.body)).toEqual(["Are you free on Monday?", "Are you free on Monday?", "A second note.", "A second note."]);
    await db().insert(messageBlocks).values({ doctorProfileId: doctors[4]!.userId, employerUserId: owner.userId });
    await expect(startThreadsWithApplicants({ actor: owner, jobId, doctorProfileIds: ids, body: "Third" })).rejects.toMatchObject({ code: "forbidden", message: messaging.blockedByDoctors([doctors[4]!.name]) });
    await expect(startThreadsWithApplicants({ actor: interviewer, jobId, doctorProfileIds: ids, body: "x" })).rejects.toMatchObject({ code: "forbidden" });
    await expect(startThreadsWithApplicants({ actor: owner, jobId, doctorProfileIds: [doctors[3]!.userId, outsider.userId], body: "x" })).rejects.toMatchObject({ code: "forbidden", message: messaging.notReachable });
    expect((await db().select().from(messages).where(inArray(messages.threadId, threads.map((t) => t.id)))).length).toBe(4);
  });
});

describe("CSV export", () => {
  it("exports all or the selected candidates with stage, date, tags, source; e-mails only for members who may write to them", async () => {
    // One applicant came from a job-alert e-mail; the others' source is not recorded.
    await db().update(applications).set({ source: "alert" }).where(and(eq(applications.jobId, jobId), eq(applications.doctorId, doctors[3]!.userId)));
    const all = await exportCandidatesCsv({ actor: owner, jobId, applicationIds: null });
    expect(all.csv.startsWith("\uFEFF")).toBe(true);
    const rows = parse(all.csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(6);
    const c = b.csvColumns;
    const tagged = rows.find((r) => r[c.name] === doctors[3]!.name)!;
    expect(tagged).toMatchObject({ [c.email]: doctors[3]!.email, [c.stage]: "Applied", [c.tags]: "Night shifts", [c.source]: SOURCE_LABELS.alert });
    expect(rows.filter((r) => r[c.source] === SOURCE_LABELS.unknown)).toHaveLength(5);
    expect(tagged[c.applied]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const picked = parse((await exportCandidatesCsv({ actor: interviewer, jobId, applicationIds: [apps[0]!, apps[3]!] })).csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(picked.map((r) => r[c.name]).sort()).toEqual([doctors[0]!.name, doctors[3]!.name].sort());
    expect(Object.keys(picked[0]!)).not.toContain(c.email);
    await expect(exportCandidatesCsv({ actor: interviewer, jobId, applicationIds: [apps[0]!, foreignApp] })).rejects.toMatchObject({ code: "forbidden", message: b.notThisJob });
    await expect(exportCandidatesCsv({ actor: managerOffTeam, jobId, applicationIds: null })).rejects.toMatchObject({ code: "forbidden" });
    await expect(exportCandidatesCsv({ actor: outsider, jobId, applicationIds: null })).rejects.toMatchObject({ code: "forbidden" });
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, "candidates.export"), eq(auditLog.targetId, String(jobId)))).orderBy(desc(auditLog.id)).limit(1);
    expect(audit!.details).toMatchObject({ jobId, count: 2, withEmail: false, selected: true });
  });
});

describe("the list's bulk forms over HTTP", () => {
  it("parses strictly (400, never 500), refuses a foreign candidate (403), and downloads the CSV", async () => {
    const me = await signedIn("employer", { verified: true });
    const job = await insertJob({ userId: me.id, title: "Form Job" });
    const mine = await applyToJob({ actor: doctors[0]!, jobId: job });
    const path = `/dashboard/applicants/${job}?view=list`;
    const run = (entries: [string, string][]) => outcome(() => applicantsAction(actionArgs(post(path, entries, me.cookie), { jobId: String(job) })));
    for (const bad of [
      [["intent", "bulk-move"], ["toStageId", "1"]],
      [["intent", "bulk-move"], ["applicationId", "abc"], ["toStageId", "1"]],
      [["intent", "bulk-move"], ["applicationId", "1e308"], ["toStageId", "1"]],
      [["intent", "bulk-move"], ["applicationId", String(mine.id)], ["toStageId", "99999999999999999999"]],
      [["intent", "bulk-reject"], ["applicationId", String(mine.id)], ["reason", "Too keen"], ["template", "none"]],
      [["intent", "bulk-tag"], ["applicationId", String(mine.id)], ["tag", "a\u0000b"]],
      [["intent", "bulk-tag"], ["applicationId", String(mine.id)], ["tag", "x".repeat(41)]],
      [["intent", "bulk-message"], ["applicationId", String(mine.id)], ["body", ""]],
      [["intent", "undo-batch"], ["batchId", "not-a-uuid"]],
      [["intent", "bulk-step"], ["applicationId", String(mine.id)], ["bulkAction", "delete"]],
    ] as [string, string][][]) {
      expect((await run(bad)).status).toBe(400);
    }
    expect((await run([["intent", "bulk-tag"], ["applicationId", String(mine.id)], ["applicationId", String(foreignApp)], ["tag", "Keep"]])).status).toBe(403);
    const step = await run([["intent", "bulk-step"], ["applicationId", String(mine.id)], ["bulkAction", "reject"]]);
    expect(step.status).toBe(303);
    expect(step.location).toBe(`/dashboard/applicants/${job}?view=list&bulk=reject&sel=${mine.id}`);
    const tagged = await run([["intent", "bulk-tag"], ["applicationId", String(mine.id)], ["tag", "Keep"]]);
    expect(tagged.status).toBe(302);

    const download = (await exportLoader(actionArgs(new Request(`http://localhost/dashboard/applicants/${job}/export`, { headers: { cookie: me.cookie } }), { jobId: String(job) }))) as Response;
    expect(download.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="candidates-\d+-Form-Job\.csv"$/);
    const rows = parse(await download.text(), { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r[b.csvColumns.name], r[b.csvColumns.tags]])).toEqual([[doctors[0]!.name, "Keep"]]);
    const refused = await outcome(() => exportAction(actionArgs(post(`/dashboard/applicants/${job}/export`, [["applicationId", String(foreignApp)]], me.cookie), { jobId: String(job) })));
    expect(refused.status).toBe(403);
    const malformed = await outcome(() => exportAction(actionArgs(post(`/dashboard/applicants/${job}/export`, [["applicationId", "x"]], me.cookie), { jobId: String(job) })));
    expect(malformed.status).toBe(400);
  });
});

describe("the templates page over HTTP", () => {
  it("answers an unknown variable with 400 beside the field, keeps what was typed, and saves a valid template", async () => {
    const me = await signedIn("employer");
    const run = (entries: [string, string][]) => outcome(() => templatesAction(actionArgs(post("/dashboard/email-templates", entries, me.cookie))));
    const refused = await run([["intent", "create"], ["name", "Hello"], ["kind", "general"], ["subject", "Hi {{ first_name }}"], ["body", "Dear {{doctor_name}}"]]);
    expect(refused.status).toBe(400);
    const result = refused.data.result as { error: Record<string, string[]>; initialValue: Record<string, string> };
    expect(result.error.subject).toEqual([tt.unknownVariable(["first_name"])]);
    expect(result.initialValue.subject).toBe("Hi {{ first_name }}");
    for (const bad of [
      [["intent", "create"], ["name", "X"], ["kind", "memo"], ["subject", "S"], ["body", "B"]],
      [["intent", "update"], ["templateId", "abc"], ["name", "X"], ["kind", "general"], ["subject", "S"], ["body", "B"]],
      [["intent", "delete"], ["templateId", "99999999999999999999"]],
      [["intent", "drop"]],
    ] as [string, string][][]) {
      expect((await run(bad)).status).toBe(400);
    }
    const saved = await run([["intent", "create"], ["name", "Hello"], ["kind", "general"], ["subject", "Hi {{ doctor_name }}"], ["body", "Dear {{doctor_name}}"]]);
    expect(saved.status).toBe(302);
    const page = (await templatesLoader(actionArgs(new Request("http://localhost/dashboard/email-templates", { headers: { cookie: me.cookie } })))) as { templates: { name: string }[]; canEdit: boolean };
    expect(page.canEdit).toBe(true);
    expect(page.templates.map((t) => t.name)).toEqual(["Hello", "Interview invitation", "Offer", "Polite rejection"]);
  });
});
