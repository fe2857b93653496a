import { and, desc, eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applicationEmails, auditLog, candidateFiles, candidateNoteMentions, candidateNotes, devMailbox, fileViews, interviews, messageThreads, messages, notifications, offers, profiles, user } from "~/db/schema";
import { validation } from "~/lib/messages";
import type { Actor } from "~/lib/permissions";
import { createActor, createColleague, insertJob, reloadActor } from "../../../../tests/factories/jobs";
import { eventually } from "../../../../tests/support/eventually";
import { applyToJob } from "../applications.server";
import { tagApplications } from "../candidate-tags.server";
import { ensureJobStages } from "../job-stages.server";
import { moveApplication } from "../stage-moves.server";
import { attachCandidateFile, readCandidateFile, removeCandidateFile } from "./candidate-files.server";
import { addCandidateNote, deleteCandidateNote } from "./candidate-notes.server";
import { loadCandidateRecord } from "./candidate-record.server";
import { candidateScope } from "./candidate-scope.server";
import { NOTE_MAX, recordTexts as t } from "./messages";
import { loadTimeline, parseCursor } from "./timeline.server";

// The candidate record (decision 102): one timeline per doctor per organisation across its jobs, scoped by job for
// hiring managers and interviewers; notes with mentions that tell only colleagues who may see the candidate; files
// checked by content, served only to those who may see them, each view logged; every change audited; every other
// role, another organisation and doctors refused.

let owner: Actor;
let admin: Actor;
let recruiter: Actor;
let managerOnA: Actor;
let interviewerOnA: Actor;
let interviewerOnB: Actor;
let managerElsewhere: Actor;
let stranger: Actor;
let doctor: Actor;
let otherDoctor: Actor;
let jobA = 0;
let jobB = 0;
let appA = 0;
let appB = 0;
const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

/** The record, which every test here expects to exist (its jobs belong to an organisation). */
async function loadRecord(input: Parameters<typeof loadCandidateRecord>[0]) {
  const record = await loadCandidateRecord(input);
  if (!record) throw new Error("no record");
  return record;
}

async function rename(actor: Actor, name: string): Promise<Actor> {
  await db().update(user).set({ name }).where(eq(user.id, actor.userId));
  return { ...(await reloadActor(actor)), name };
}

beforeAll(async () => {
  owner = await rename(await createActor("employer", { company: "Record Hospital" }), "Olivia Owner");
  jobA = await insertJob({ userId: owner.userId, title: "Anaesthetist", company: "Record Hospital" });
  jobB = await insertJob({ userId: owner.userId, title: "Intensivist", company: "Record Hospital" });
  await ensureJobStages(jobA);
  await ensureJobStages(jobB);
  admin = await rename(await createColleague(owner, "admin"), "Arjun Admin");
  recruiter = await rename(await createColleague(owner, "recruiter"), "Rekha Recruiter");
  managerOnA = await rename(await createColleague(owner, "hiring_manager", { teamJobIds: [jobA] }), "Asha Rao");
  interviewerOnA = await rename(await createColleague(owner, "interviewer", { teamJobIds: [jobA] }), "Imran Khan");
  interviewerOnB = await rename(await createColleague(owner, "interviewer", { teamJobIds: [jobB] }), "Bela Iyer");
  managerElsewhere = await rename(await createColleague(owner, "hiring_manager"), "Hari Menon");
  stranger = await createActor("employer", { company: "Other Clinic" });
  doctor = await createActor("doctor", { name: "Dr. Kiran Shah" });
  otherDoctor = await createActor("doctor");
  await db().update(profiles).set({ resumeUrl: `/files/resumes/${doctor.userId}/1-a.pdf` }).where(eq(profiles.id, doctor.userId));
  appA = (await applyToJob({ actor: doctor, jobId: jobA })).id;
  appB = (await applyToJob({ actor: doctor, jobId: jobB })).id;
}, 120_000);

describe("one record per doctor per organisation", () => {
  it("lists the doctor's applications to the organisation's jobs for those who see every job, linking both pages", async () => {
    for (const actor of [owner, admin, recruiter]) {
      const record = await loadRecord({ actor, applicationId: appA });
      expect(record.applications.map((a) => a.id).sort()).toEqual([appA, appB].sort());
      expect(record.applications.find((a) => a.id === appB)!.jobTitle).toBe("Intensivist");
    }
    expect((await loadRecord({ actor: interviewerOnA, applicationId: appA })).applications.map((a) => a.id)).toEqual([appA]);
    expect((await loadRecord({ actor: interviewerOnB, applicationId: appB })).applications.map((a) => a.id)).toEqual([appB]);
  });

  it("is not kept for a job of no organisation (only the platform admin's), whose page still opens", async () => {
    const siteAdmin: Actor = { ...(await createActor("employer")), isAdmin: true, membership: null };
    const orphanJob = await insertJob({ title: "Nobody's job", organisationId: null });
    const orphanDoctor = await createActor("doctor");
    await db().update(profiles).set({ resumeUrl: `/files/resumes/${orphanDoctor.userId}/1-a.pdf` }).where(eq(profiles.id, orphanDoctor.userId));
    const orphanApp = (await applyToJob({ actor: orphanDoctor, jobId: orphanJob })).id;
    expect(await loadCandidateRecord({ actor: siteAdmin, applicationId: orphanApp })).toBeNull();
    await expect(loadCandidateRecord({ actor: owner, applicationId: orphanApp })).rejects.toMatchObject({ code: "forbidden" });
    await expect(loadCandidateRecord({ actor: owner, applicationId: 2_000_000_000 })).rejects.toMatchObject({ code: "not_found" });
  });

  it("is refused to a member off the job, another organisation and doctors", async () => {
    for (const actor of [managerElsewhere, interviewerOnB, stranger, doctor, otherDoctor]) {
      await expect(loadCandidateRecord({ actor, applicationId: appA }), actor.email).rejects.toMatchObject({ code: "forbidden", message: validation.permissionDenied });
    }
    await expect(loadCandidateRecord({ actor: null, applicationId: appA })).rejects.toMatchObject({ code: "unauthenticated" });
  });

  it("shows applications, moves, tags, messages, notes and files newest first, and only the jobs a scoped member is on", async () => {
    const stagesB = await ensureJobStages(jobB);
    await moveApplication({ actor: owner, applicationId: appB, toStageId: stagesB.find((s) => s.name === "Screening")!.id });
    await tagApplications({ actor: recruiter, jobId: jobA, applicationIds: [appA], tag: "Night shifts" });
    const [thread] = await db().insert(messageThreads).values({ employerUserId: recruiter.userId, doctorProfileId: doctor.userId, jobId: jobA, jobTitle: "Anaesthetist" }).returning({ id: messageThreads.id });
    await db().insert(messages).values({ threadId: thread!.id, senderSide: "employer", senderUserId: recruiter.userId, body: "Are you free on Monday?" });
    const [threadB] = await db().insert(messageThreads).values({ employerUserId: owner.userId, doctorProfileId: doctor.userId, jobId: jobB, jobTitle: "Intensivist" }).returning({ id: messageThreads.id });
    await db().insert(messages).values({ threadId: threadB!.id, senderSide: "doctor", senderUserId: doctor.userId, body: "About the ICU rota" });
    await db().insert(interviews).values({ applicationId: appA, uid: `record-${appA}@test`, status: "booked", slots: [], durationMinutes: 30, startsAt: new Date("2031-03-04T05:00:00Z"), proposedBy: recruiter.userId });
    await db().insert(offers).values({ applicationId: appB, salary: 2_400_000, salaryUnit: "year", startDate: "2031-04-01", sentBy: owner.userId });
    await db().insert(applicationEmails).values({ applicationId: appB, subject: "About your application", body: "Thank you for applying.", sentBy: owner.userId });
    await addCandidateNote({ actor: owner, applicationId: appB, body: "Strong ICU background." });
    await addCandidateNote({ actor: recruiter, applicationId: appA, body: "Prefers night shifts." });

    const all = await loadRecord({ actor: owner, applicationId: appA });
    const kinds = all.timeline.entries.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(["applied", "move", "tag", "message", "note", "interview", "offer", "email"]));
    expect(all.timeline.entries.find((e) => e.kind === "interview")).toMatchObject({ a: "booked", b: String(Date.parse("2031-03-04T05:00:00Z")), jobTitle: "Anaesthetist", actorName: "Rekha Recruiter" });
    expect(all.timeline.entries.find((e) => e.kind === "offer")).toMatchObject({ a: "sent", b: "2400000", c: "year", jobTitle: "Intensivist" });
    expect(all.timeline.entries.find((e) => e.kind === "email")).toMatchObject({ a: "About your application", b: "Thank you for applying." });
    expect(all.timeline.entries.filter((e) => e.kind === "applied").map((e) => e.jobTitle).sort()).toEqual(["Anaesthetist", "Intensivist"]);
    expect(all.timeline.entries.find((e) => e.kind === "move")).toMatchObject({ b: "Screening", jobTitle: "Intensivist", actorName: "Olivia Owner" });
    expect(all.timeline.entries.find((e) => e.kind === "tag")).toMatchObject({ a: "Night shifts", actorName: "Rekha Recruiter" });
    const times = all.timeline.entries.map((e) => Date.parse(e.at));
    expect([...times].sort((x, y) => y - x)).toEqual(times);
    expect(all.timeline.entries[0]).toMatchObject({ kind: "note", a: "Prefers night shifts." });

    const scoped = await loadRecord({ actor: interviewerOnA, applicationId: appA });
    const texts = scoped.timeline.entries.map((e) => `${e.kind}:${e.a ?? ""}:${e.b ?? ""}`);
    expect(texts).toContain("note:Prefers night shifts.:");
    expect(texts.join("|")).not.toContain("Strong ICU background.");
    expect(texts.join("|")).not.toContain("About the ICU rota");
    expect(scoped.timeline.entries.some((e) => e.kind === "move" || e.kind === "offer" || e.kind === "email")).toBe(false);
    expect(scoped.timeline.entries.some((e) => e.kind === "interview")).toBe(true);
    expect(scoped.timeline.entries.filter((e) => e.kind === "applied").map((e) => e.applicationId)).toEqual([appA]);
  });

  it("pages through a long history without gaps or repeats, ties on the same instant included", async () => {
    const other = await createActor("doctor", { name: "Dr. Long History" });
    await db().update(profiles).set({ resumeUrl: `/files/resumes/${other.userId}/1-a.pdf` }).where(eq(profiles.id, other.userId));
    const app = (await applyToJob({ actor: other, jobId: jobA })).id;
    const scope = await candidateScope(owner, app);
    const at = new Date("2026-01-01T10:00:00.123456Z");
    const rows = Array.from({ length: 45 }, (_, i) => ({ organisationId: scope.organisationId, doctorId: other.userId, applicationId: app, authorId: owner.userId, body: `note ${i}`, createdAt: i < 30 ? at : new Date(at.getTime() - i * 1000) }));
    await db().insert(candidateNotes).values(rows);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await loadTimeline(scope, parseCursor(cursor), 20);
      expect(page.entries.length).toBeLessThanOrEqual(20);
      seen.push(...page.entries.map((e) => `${e.kind}-${e.id}`));
      cursor = page.next;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.filter((s) => s.startsWith("note-"))).toHaveLength(45);
    expect(seen).toHaveLength(46); // and the application itself
    expect(seen[0]).toBe(`applied-${app}`);
    expect(parseCursor("2026-01-01~note~1")).toBeNull();
    expect(parseCursor("1~drop table~1")).toBeNull();
    expect(parseCursor("1~note~99999999999")).toBeNull();
    expect(parseCursor("abc")).toBeNull();
  });
});

describe("notes", () => {
  it("are refused to a member off the job, another organisation and doctors; an interviewer on the job may write one", async () => {
    for (const actor of [managerElsewhere, interviewerOnB, stranger, doctor, otherDoctor]) {
      await expect(addCandidateNote({ actor, applicationId: appA, body: "Not allowed" }), actor.email).rejects.toMatchObject({ code: "forbidden" });
    }
    await expect(addCandidateNote({ actor: null, applicationId: appA, body: "x" })).rejects.toMatchObject({ code: "unauthenticated" });
    expect(await db().select().from(candidateNotes).where(eq(candidateNotes.body, "Not allowed"))).toHaveLength(0);
    const { id } = await addCandidateNote({ actor: interviewerOnA, applicationId: appA, body: "Calm under pressure." });
    expect((await db().select().from(candidateNotes).where(eq(candidateNotes.id, id)))[0]).toMatchObject({ authorId: interviewerOnA.userId, applicationId: appA, doctorId: doctor.userId });
  });

  it("refuse an empty, overlong or control-character note, and mentions of colleagues who may not see the candidate", async () => {
    await expect(addCandidateNote({ actor: recruiter, applicationId: appA, body: "   " })).rejects.toMatchObject({ code: "invalid_input", fieldErrors: { body: t.noteRequired } });
    await expect(addCandidateNote({ actor: recruiter, applicationId: appA, body: "x".repeat(NOTE_MAX + 1) })).rejects.toMatchObject({ fieldErrors: { body: t.noteTooLong } });
    await expect(addCandidateNote({ actor: recruiter, applicationId: appA, body: "a\u0000b" })).rejects.toMatchObject({ fieldErrors: { body: validation.controlCharacters } });
    await expect(addCandidateNote({ actor: recruiter, applicationId: appA, body: "Ask @Hari Menon" })).rejects.toMatchObject({ fieldErrors: { body: t.mentionNotAllowed("Hari Menon") } });
    await expect(addCandidateNote({ actor: recruiter, applicationId: appA, body: "See", mentions: [interviewerOnB.userId] })).rejects.toMatchObject({ fieldErrors: { mentions: t.mentionNotAllowed("Bela Iyer") } });
    await expect(addCandidateNote({ actor: recruiter, applicationId: appA, body: "See", mentions: [stranger.userId] })).rejects.toMatchObject({ fieldErrors: { mentions: t.mentionUnknown } });
    await expect(addCandidateNote({ actor: recruiter, applicationId: appA, body: "See", mentions: ["bad id!"] })).rejects.toMatchObject({ fieldErrors: { mentions: t.mentionUnknown } });
    expect(await db().select().from(candidateNotes).where(eq(candidateNotes.body, "See"))).toHaveLength(0);
  });

  it("tell the colleagues mentioned by @name or chosen from the list, in their bell and by mail, once each", async () => {
    const body = "Please meet her, @asha rao — strong airway skills. cc @Olivia Owner";
    const { id, mentioned } = await addCandidateNote({ actor: recruiter, applicationId: appA, body, mentions: [interviewerOnA.userId, interviewerOnA.userId] });
    expect(mentioned.sort()).toEqual([interviewerOnA.userId, managerOnA.userId, owner.userId].sort());
    expect((await db().select().from(candidateNoteMentions).where(eq(candidateNoteMentions.noteId, id))).map((m) => m.userId).sort()).toEqual(mentioned.sort());
    for (const colleague of [managerOnA, interviewerOnA, owner]) {
      const [bell] = await db().select().from(notifications).where(and(eq(notifications.userId, colleague.userId), eq(notifications.kind, "mention")));
      expect(bell).toMatchObject({ title: t.mentionBell("Rekha Recruiter", "Dr. Kiran Shah"), link: `/dashboard/candidates/${appA}#note-${id}` });
      const mail = await eventually(async () => (await db().select().from(devMailbox).where(eq(devMailbox.to, colleague.email.toLowerCase()))).find((m) => m.subject === t.mentionMailSubject("Rekha Recruiter", "Dr. Kiran Shah")));
      expect(mail.text).toContain("strong airway skills");
      expect(mail.text).toContain(`/dashboard/candidates/${appA}#note-${id}`);
    }
    expect(await db().select().from(notifications).where(and(eq(notifications.userId, managerElsewhere.userId), eq(notifications.kind, "mention")))).toHaveLength(0);
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, "candidate.note.add"), eq(auditLog.targetId, String(appA)), eq(auditLog.actorId, recruiter.userId))).orderBy(desc(auditLog.id)).limit(1);
    expect(audit!.details).toMatchObject({ noteId: id, doctorId: doctor.userId, mentioned: expect.arrayContaining([managerOnA.userId]) });
    const seen = await loadRecord({ actor: managerOnA, applicationId: appA });
    expect(seen.timeline.entries.find((e) => e.kind === "note" && e.id === id)).toMatchObject({ a: body, b: "Imran Khan, Olivia Owner, Asha Rao".split(", ").sort().join(", "), actorName: "Rekha Recruiter" });
  });

  it("are deleted by their author only, with an audit row", async () => {
    const { id } = await addCandidateNote({ actor: managerOnA, applicationId: appA, body: "Wrong candidate, sorry." });
    for (const actor of [owner, recruiter, interviewerOnA]) {
      await expect(deleteCandidateNote({ actor, applicationId: appA, noteId: id }), actor.email).rejects.toMatchObject({ code: "forbidden", message: t.notYourNote });
    }
    for (const actor of [stranger, doctor, managerElsewhere]) {
      await expect(deleteCandidateNote({ actor, applicationId: appA, noteId: id }), actor.email).rejects.toMatchObject({ code: "forbidden" });
    }
    await expect(deleteCandidateNote({ actor: managerOnA, applicationId: appA, noteId: 2_000_000_000 })).rejects.toMatchObject({ code: "not_found" });
    await deleteCandidateNote({ actor: managerOnA, applicationId: appA, noteId: id });
    expect(await db().select().from(candidateNotes).where(eq(candidateNotes.id, id))).toHaveLength(0);
    expect(await db().select().from(auditLog).where(and(eq(auditLog.action, "candidate.note.delete"), eq(auditLog.actorId, managerOnA.userId)))).toHaveLength(1);
  });
});

describe("files", () => {
  it("are attached by members who may move the job's candidates; everyone else is refused", async () => {
    for (const actor of [interviewerOnA, interviewerOnB, managerElsewhere, stranger, doctor, otherDoctor]) {
      await expect(attachCandidateFile({ actor, applicationId: appA, file: { bytes: pdf, name: "x.pdf" } }), actor.email).rejects.toMatchObject({ code: "forbidden" });
    }
    expect(await db().select().from(candidateFiles).where(eq(candidateFiles.doctorId, doctor.userId))).toHaveLength(0);
  });

  it("are checked by content and size", async () => {
    const html = new TextEncoder().encode("<html><script>alert(1)</script></html>");
    await expect(attachCandidateFile({ actor: recruiter, applicationId: appA, file: { bytes: html, name: "cv.pdf" } })).rejects.toMatchObject({ code: "invalid_file", fieldErrors: { file: t.fileInvalid } });
    await expect(attachCandidateFile({ actor: recruiter, applicationId: appA, file: { bytes: new Uint8Array(), name: "" } })).rejects.toMatchObject({ fieldErrors: { file: t.fileRequired } });
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdf);
    await expect(attachCandidateFile({ actor: recruiter, applicationId: appA, file: { bytes: big, name: "big.pdf" } })).rejects.toMatchObject({ fieldErrors: { file: t.fileInvalid } });
    expect(await db().select().from(candidateFiles).where(eq(candidateFiles.doctorId, doctor.userId))).toHaveLength(0);
  });

  it("are served to those who may see the candidate, each view logged, and removed by the uploader or an admin", async () => {
    const { id } = await attachCandidateFile({ actor: managerOnA, applicationId: appA, file: { bytes: pdf, name: "../../Reference letter.pdf" } });
    const { id: imageId } = await attachCandidateFile({ actor: recruiter, applicationId: appA, file: { bytes: png, name: "licence.png" } });
    const [row] = await db().select().from(candidateFiles).where(eq(candidateFiles.id, id));
    expect(row).toMatchObject({ applicationId: appA, uploadedBy: managerOnA.userId });
    for (const actor of [owner, interviewerOnA]) {
      const file = await readCandidateFile({ actor, candidateFileId: id });
      expect(file).toMatchObject({ contentType: "application/pdf", name: "Reference letter.pdf" });
      expect(file!.bytes).toEqual(pdf);
    }
    expect((await readCandidateFile({ actor: recruiter, candidateFileId: imageId }))!.contentType).toBe("image/png");
    const views = await db().select().from(fileViews).where(eq(fileViews.fileId, row!.fileId));
    expect(views.map((v) => v.viewerId).sort()).toEqual([owner.userId, interviewerOnA.userId].sort());
    for (const actor of [interviewerOnB, managerElsewhere, stranger, doctor, otherDoctor]) {
      await expect(readCandidateFile({ actor, candidateFileId: id }), actor.email).rejects.toMatchObject({ code: expect.stringMatching(/forbidden|not_found/) });
    }
    await expect(readCandidateFile({ actor: null, candidateFileId: id })).rejects.toMatchObject({ code: "unauthenticated" });
    expect(await db().select().from(fileViews).where(eq(fileViews.fileId, row!.fileId))).toHaveLength(2);

    const entries = (await loadRecord({ actor: interviewerOnA, applicationId: appA })).timeline.entries.filter((e) => e.kind === "file");
    expect(entries.map((e) => e.a).sort()).toEqual(["Reference letter.pdf", "licence.png"]);

    for (const actor of [interviewerOnA, recruiter]) {
      await expect(removeCandidateFile({ actor, applicationId: appA, candidateFileId: id }), actor.email).rejects.toMatchObject({ code: "forbidden", message: t.notYourFile });
    }
    await expect(removeCandidateFile({ actor: stranger, applicationId: appA, candidateFileId: id })).rejects.toMatchObject({ code: "forbidden" });
    await expect(removeCandidateFile({ actor: interviewerOnB, applicationId: appB, candidateFileId: id })).rejects.toMatchObject({ code: "forbidden" });
    await removeCandidateFile({ actor: admin, applicationId: appA, candidateFileId: id });
    await removeCandidateFile({ actor: recruiter, applicationId: appA, candidateFileId: imageId });
    expect(await db().select().from(candidateFiles).where(inArray(candidateFiles.id, [id, imageId]))).toHaveLength(0);
    await expect(readCandidateFile({ actor: owner, candidateFileId: id })).rejects.toMatchObject({ code: "not_found" });
    const audits = await db().select({ action: auditLog.action, actorId: auditLog.actorId }).from(auditLog).where(and(eq(auditLog.targetId, String(appA)), inArray(auditLog.action, ["candidate.file.attach", "candidate.file.remove"])));
    expect(audits).toEqual(
      expect.arrayContaining([
        { action: "candidate.file.attach", actorId: managerOnA.userId },
        { action: "candidate.file.attach", actorId: recruiter.userId },
        { action: "candidate.file.remove", actorId: admin.userId },
        { action: "candidate.file.remove", actorId: recruiter.userId },
      ]),
    );
  });
});
