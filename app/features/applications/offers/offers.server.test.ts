import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applicationStageMoves, applications, auditLog, devMailbox, files, notifications, offers, profiles, webhookEndpoints, webhookEvents } from "~/db/schema";
import { validation } from "~/lib/messages";
import type { Actor } from "~/lib/permissions";
import { createActor, createColleague, insertJob } from "../../../../tests/factories/jobs";
import { eventually } from "../../../../tests/support/eventually";
import { applyToJob, withdrawApplication } from "../applications.server";
import { ensureJobStages } from "../job-stages.server";
import { moveApplication, undoMove } from "../stage-moves.server";
import { todayInIndia } from "../interviews/india-time";
import { offerTexts as t } from "./messages";
import { answerOffer, bringBackAfterDecline, declinedOfferToBringBack, listOffersForDoctor, listOffersForTeam, offerSalaryText, readOfferLetter, sendOffer, withdrawOffer } from "./offers.server";

let owner: Actor;
let recruiter: Actor;
let manager: Actor;
let interviewer: Actor;
let managerElsewhere: Actor;
let stranger: Actor;
let otherDoctor: Actor;
let jobId = 0;
const start = () => {
  const d = new Date(Date.now() + 30 * 86_400_000);
  return d.toISOString().slice(0, 10);
};
const pdf = new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n");

async function newCandidate(name = "Dr. Test") {
  const d = await createActor("doctor", { name });
  await db().update(profiles).set({ resumeUrl: `/files/resumes/${d.userId}/1-a.pdf` }).where(eq(profiles.id, d.userId));
  const { id } = await applyToJob({ actor: d, jobId });
  return { doctor: d, applicationId: id };
}
const appOf = async (id: number) => (await db().select().from(applications).where(eq(applications.id, id)))[0]!;

beforeAll(async () => {
  owner = await createActor("employer", { company: "Lotus Hospital" });
  jobId = await insertJob({ userId: owner.userId, title: "Paediatrician", company: "Lotus Hospital" });
  await ensureJobStages(jobId);
  recruiter = await createColleague(owner, "recruiter");
  manager = await createColleague(owner, "hiring_manager", { teamJobIds: [jobId] });
  interviewer = await createColleague(owner, "interviewer", { teamJobIds: [jobId] });
  managerElsewhere = await createColleague(owner, "hiring_manager");
  stranger = await createActor("employer");
  otherDoctor = await createActor("doctor");
}, 60_000);

describe("sending an offer", () => {
  it("is refused to the interviewer, a hiring manager off the job's team, another organisation and doctors", async () => {
    const { doctor, applicationId } = await newCandidate();
    const input = { applicationId, salary: 1_800_000, salaryUnit: "year" as const, startDate: start() };
    for (const actor of [interviewer, managerElsewhere, stranger, doctor, otherDoctor]) {
      await expect(sendOffer({ ...input, actor }), actor.email).rejects.toMatchObject({ code: "forbidden", message: validation.permissionDenied });
    }
    expect(await db().select().from(offers).where(eq(offers.applicationId, applicationId))).toHaveLength(0);
  });

  it("refuses a start date in the past, a letter that is not a PDF, and a second open offer", async () => {
    const { applicationId } = await newCandidate();
    const base = { actor: recruiter, applicationId, salary: 150_000, salaryUnit: "month" as const };
    await expect(sendOffer({ ...base, startDate: "2020-01-01" })).rejects.toMatchObject({ code: "invalid_input", message: t.startDateInvalid });
    await expect(sendOffer({ ...base, startDate: start(), letter: { bytes: new TextEncoder().encode("<html>not a pdf</html>"), name: "offer.pdf" } })).rejects.toMatchObject({ code: "invalid_file", message: t.letterInvalid });
    await sendOffer({ ...base, startDate: todayInIndia() });
    await expect(sendOffer({ ...base, startDate: start() })).rejects.toMatchObject({ code: "conflict", message: t.alreadyOpen });
  });
});

describe("an offer accepted", () => {
  it("moves the candidate to Offer when sent and to Hired when the doctor accepts; the team is told", async () => {
    const { doctor, applicationId } = await newCandidate("Dr. Leela Menon");
    const { id } = await sendOffer({ actor: manager, applicationId, salary: 1_800_000, salaryUnit: "year", startDate: start(), message: "Welcome aboard.", letter: { bytes: pdf, name: "Offer letter.pdf" }, templateId: "builtin" });
    let app = await appOf(applicationId);
    expect(app.status).toBe("Offer");
    expect(app.history.at(-1)).toMatchObject({ status: "Offer", note: t.historySent("₹18 LPA"), by: manager.userId });
    expect(offerSalaryText({ salary: 1_800_000, salaryUnit: "year" })).toBe("₹18 LPA");
    expect(offerSalaryText({ salary: 150_000, salaryUnit: "month" })).toBe("₹1,50,000 / month");
    const mail = await eventually(async () => (await db().select().from(devMailbox).where(eq(devMailbox.to, doctor.email.toLowerCase()))).find((m) => m.subject === t.offerMail("Paediatrician", "Lotus Hospital").subject));
    expect(mail.text).toContain(t.salaryLine("₹18 LPA"));

    // The letter: stored privately, readable by the doctor and the job's team only.
    const [letterRow] = await db().select().from(files).where(eq(files.bucket, "offer-letters"));
    expect(letterRow?.contentType).toBe("application/pdf");
    expect((await readOfferLetter({ actor: doctor, offerId: id }))?.bytes).toEqual(pdf);
    expect((await readOfferLetter({ actor: interviewer, offerId: id }))?.name).toBe("Offer letter.pdf");
    for (const actor of [otherDoctor, stranger, managerElsewhere]) {
      await expect(readOfferLetter({ actor, offerId: id }), actor.email).rejects.toMatchObject({ code: "forbidden" });
    }

    expect((await listOffersForDoctor({ actor: doctor })).map((o) => o.id)).toEqual([id]);
    expect(await listOffersForDoctor({ actor: otherDoctor })).toEqual([]);
    for (const actor of [otherDoctor, owner, recruiter]) {
      await expect(answerOffer({ actor, offerId: id, accept: true }), actor.email).rejects.toMatchObject({ code: "forbidden" });
    }
    // The organisation's HR system listens for accepted offers (the receiver itself is the webhooks tests' business).
    const organisationId = owner.membership!.organisationId;
    const [endpoint] = await db()
      .insert(webhookEndpoints)
      .values({ organisationId, url: "http://127.0.0.1:9/hooks", events: ["offer.accepted"], secret: "whsec_offers_test_secret_0123456789" })
      .returning({ id: webhookEndpoints.id });
    await answerOffer({ actor: doctor, offerId: id, accept: true });
    await db().update(webhookEndpoints).set({ enabled: false }).where(eq(webhookEndpoints.id, endpoint!.id));
    const accepted = (await db().select().from(webhookEvents).where(eq(webhookEvents.organisationId, organisationId))).filter((e) => e.type === "offer.accepted");
    expect(accepted).toHaveLength(1);
    expect(accepted[0]!.payload).toMatchObject({ type: "offer.accepted", data: { offer: { id, application_id: applicationId, job_id: jobId } } });
    app = await appOf(applicationId);
    expect(app.status).toBe("Hired");
    expect(app.history.at(-1)).toMatchObject({ status: "Hired", note: t.historyAccepted, by: doctor.userId });
    const [move] = await db().select().from(applicationStageMoves).where(and(eq(applicationStageMoves.applicationId, applicationId), eq(applicationStageMoves.toName, "Hired")));
    expect(move).toMatchObject({ toKind: "hired", byUserId: doctor.userId });
    expect((await db().select().from(offers).where(eq(offers.id, id)))[0]!.status).toBe("accepted");
    for (const userId of [manager.userId, owner.userId]) {
      await eventually(async () => (await db().select().from(notifications).where(eq(notifications.userId, userId))).find((n) => n.title === t.answeredBell("Dr. Leela Menon", true)));
    }
    const actions = (await db().select({ action: auditLog.action }).from(auditLog).where(eq(auditLog.targetId, String(applicationId)))).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["offer.send", "offer.accept", "application.move"]));
    await expect(answerOffer({ actor: doctor, offerId: id, accept: false })).rejects.toMatchObject({ code: "conflict", message: t.notOpen });
  });
});

describe("an answer stored before an outage ended the request", () => {
  it("is caught up when the doctor answers the same again: the candidate moves to Hired once, nothing is written twice", async () => {
    const { doctor, applicationId } = await newCandidate("Dr. Kavya Iyer");
    const { id } = await sendOffer({ actor: owner, applicationId, salary: 1_200_000, salaryUnit: "year", startDate: start(), message: "Join us.", templateId: "builtin" });
    // As the first try left it: the answer committed, the pipeline not yet followed.
    await db().update(offers).set({ status: "accepted", respondedAt: new Date() }).where(eq(offers.id, id));
    expect((await appOf(applicationId)).status).toBe("Offer");
    await answerOffer({ actor: doctor, offerId: id, accept: true });
    const app = await appOf(applicationId);
    expect(app.status).toBe("Hired");
    expect(app.history.filter((h) => h.note === t.historyAccepted)).toHaveLength(1);
    await answerOffer({ actor: doctor, offerId: id, accept: true });
    expect((await appOf(applicationId)).history.filter((h) => h.note === t.historyAccepted)).toHaveLength(1);
    const moves = await db().select().from(applicationStageMoves).where(and(eq(applicationStageMoves.applicationId, applicationId), eq(applicationStageMoves.toName, "Hired")));
    expect(moves).toHaveLength(1);
    // A different answer to a decided offer is still refused.
    await expect(answerOffer({ actor: doctor, offerId: id, accept: false })).rejects.toMatchObject({ code: "conflict", message: t.notOpen });
  });
});

describe("an offer declined or withdrawn", () => {
  it("moves the candidate to Withdrawn when the doctor declines: history line, move, audit, webhook; the team hears the reason", async () => {
    const { doctor, applicationId } = await newCandidate("Dr. Sana Khan");
    const { id } = await sendOffer({ actor: owner, applicationId, salary: 200_000, salaryUnit: "month", startDate: start() });
    expect((await appOf(applicationId)).status).toBe("Offer");
    // The organisation's HR system listens for stage changes (delivery itself is the webhooks tests' business).
    const organisationId = owner.membership!.organisationId;
    const [endpoint] = await db()
      .insert(webhookEndpoints)
      .values({ organisationId, url: "http://127.0.0.1:9/hooks", events: ["application.stage_changed"], secret: "whsec_offers_decline_secret_0123456789" })
      .returning({ id: webhookEndpoints.id });
    await answerOffer({ actor: doctor, offerId: id, accept: false, reason: "I have accepted another position." });
    await db().update(webhookEndpoints).set({ enabled: false }).where(eq(webhookEndpoints.id, endpoint!.id));
    const app = await appOf(applicationId);
    expect(app.status).toBe("Withdrawn");
    expect(app.withdrawnAt).not.toBeNull();
    // The doctor's page says so at once, as after withdrawing themselves.
    expect(app.doctorView).toBe("withdrawn");
    expect(app.history.at(-1)).toMatchObject({ status: "Withdrawn", note: t.historyDeclined("I have accepted another position."), by: doctor.userId });
    const [move] = await db().select().from(applicationStageMoves).where(and(eq(applicationStageMoves.applicationId, applicationId), eq(applicationStageMoves.toKind, "withdrawn")));
    expect(move).toMatchObject({ fromName: "Offer", toName: "Withdrawn", byUserId: doctor.userId, note: t.historyDeclined("I have accepted another position.") });
    const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, String(applicationId)));
    expect(audit.find((r) => r.action === "offer.decline")?.details).toMatchObject({ offerId: id, reason: "I have accepted another position." });
    expect(audit.find((r) => r.action === "application.move" && (r.details as { to?: string }).to === "Withdrawn")?.details).toMatchObject({ from: "Offer", offerId: id });
    const changed = (await db().select().from(webhookEvents).where(eq(webhookEvents.organisationId, organisationId))).filter((e) => e.type === "application.stage_changed");
    expect(changed.map((e) => e.payload)).toContainEqual(expect.objectContaining({ data: expect.objectContaining({ from_stage: expect.objectContaining({ name: "Offer" }), to_stage: expect.objectContaining({ kind: "withdrawn" }), undo: false }) }));
    const bell = await eventually(async () => (await db().select().from(notifications).where(eq(notifications.userId, owner.userId))).find((n) => n.title === t.answeredBell("Dr. Sana Khan", false)));
    expect(bell.body).toBe(t.declineReasonLine("I have accepted another position."));
    expect((await listOffersForTeam({ actor: interviewer, applicationId }))[0]).toMatchObject({ status: "declined", declineReason: "I have accepted another position." });
    // The doctor still sees what they answered.
    expect((await listOffersForDoctor({ actor: doctor }))[0]).toMatchObject({ id, status: "declined" });
    await expect(listOffersForTeam({ actor: stranger, applicationId })).rejects.toMatchObject({ code: "forbidden" });
  });

  it("leaves a candidate already decided where they are, with the history line only", async () => {
    const { doctor, applicationId } = await newCandidate();
    const { id } = await sendOffer({ actor: recruiter, applicationId, salary: 1_000_000, salaryUnit: "year", startDate: start() });
    const stages = await ensureJobStages(jobId);
    await moveApplication({ actor: owner, applicationId, toStageId: stages.find((s) => s.kind === "rejected")!.id, reason: "Other" });
    await answerOffer({ actor: doctor, offerId: id, accept: false });
    const app = await appOf(applicationId);
    expect(app.status).toBe("Rejected");
    expect(app.withdrawnAt).toBeNull();
    expect(app.doctorView).not.toBe("withdrawn");
    expect(app.history.at(-1)).toMatchObject({ status: "Rejected", note: t.historyDeclined(null), by: doctor.userId, event: true });
    expect(await db().select().from(applicationStageMoves).where(and(eq(applicationStageMoves.applicationId, applicationId), eq(applicationStageMoves.toKind, "withdrawn")))).toEqual([]);
    expect(await declinedOfferToBringBack(applicationId)).toBeNull();
    await expect(bringBackAfterDecline({ actor: owner, applicationId })).rejects.toMatchObject({ code: "conflict", message: t.notBroughtBack });
  });

  it("lets the team bring the candidate back to Offer and send a revised offer, which the doctor accepts", async () => {
    const { doctor, applicationId } = await newCandidate("Dr. Ravi Shankar");
    const first = await sendOffer({ actor: manager, applicationId, salary: 1_500_000, salaryUnit: "year", startDate: start() });
    await answerOffer({ actor: doctor, offerId: first.id, accept: false, reason: "The salary is too low." });
    expect((await appOf(applicationId)).status).toBe("Withdrawn");
    // Withdrawn is decided: no offer until the candidate is brought back, and only the roles that move candidates may.
    await expect(sendOffer({ actor: manager, applicationId, salary: 1_800_000, salaryUnit: "year", startDate: start() })).rejects.toMatchObject({ code: "conflict", message: t.decided });
    expect(await declinedOfferToBringBack(applicationId)).toMatchObject({ offerId: first.id, backTo: { name: "Offer" } });
    for (const actor of [interviewer, managerElsewhere, stranger, doctor, otherDoctor]) {
      await expect(bringBackAfterDecline({ actor, applicationId }), actor.email).rejects.toMatchObject({ code: "forbidden" });
    }
    expect(await bringBackAfterDecline({ actor: manager, applicationId })).toEqual({ stageName: "Offer" });
    let app = await appOf(applicationId);
    expect(app.status).toBe("Offer");
    expect(app.withdrawnAt).toBeNull();
    // The doctor's page says so at once, as it said the withdrawal at once.
    expect(app.doctorView).toBe("active");
    expect(app.history.at(-1)).toMatchObject({ status: "Offer", note: t.historyBroughtBack, by: manager.userId });
    const audit = (await db().select().from(auditLog).where(eq(auditLog.targetId, String(applicationId)))).filter((r) => r.action === "application.move");
    expect(audit.at(-1)?.details).toMatchObject({ from: "Withdrawn", to: "Offer", offerId: first.id });
    // Once back, it cannot be brought back again; the revised offer goes out and is accepted.
    await expect(bringBackAfterDecline({ actor: manager, applicationId })).rejects.toMatchObject({ code: "conflict", message: t.notBroughtBack });
    const revised = await sendOffer({ actor: manager, applicationId, salary: 1_800_000, salaryUnit: "year", startDate: start() });
    expect((await listOffersForDoctor({ actor: doctor })).map((o) => [o.id, o.status])).toEqual([
      [revised.id, "sent"],
      [first.id, "declined"],
    ]);
    await answerOffer({ actor: doctor, offerId: revised.id, accept: true });
    app = await appOf(applicationId);
    expect(app.status).toBe("Hired");
  });

  it("is undone like any move within the window: back in Offer, and the doctor's page with it", async () => {
    const { doctor, applicationId } = await newCandidate();
    const { id } = await sendOffer({ actor: owner, applicationId, salary: 1_000_000, salaryUnit: "year", startDate: start() });
    await answerOffer({ actor: doctor, offerId: id, accept: false });
    const [move] = await db().select().from(applicationStageMoves).where(and(eq(applicationStageMoves.applicationId, applicationId), eq(applicationStageMoves.toKind, "withdrawn")));
    await expect(undoMove({ actor: interviewer, moveId: move!.id })).rejects.toMatchObject({ code: "forbidden" });
    await undoMove({ actor: owner, moveId: move!.id });
    const app = await appOf(applicationId);
    expect(app).toMatchObject({ status: "Offer", doctorView: "active", withdrawnAt: null });
    expect(await declinedOfferToBringBack(applicationId)).toBeNull();
  });

  it("brings back, and undoes the bringing back within the window: withdrawn again, on the doctor's page too", async () => {
    const { doctor, applicationId } = await newCandidate();
    const { id } = await sendOffer({ actor: owner, applicationId, salary: 1_000_000, salaryUnit: "year", startDate: start() });
    await answerOffer({ actor: doctor, offerId: id, accept: false });
    await bringBackAfterDecline({ actor: owner, applicationId });
    expect(await appOf(applicationId)).toMatchObject({ status: "Offer", doctorView: "active", withdrawnAt: null });
    const [back] = await db().select().from(applicationStageMoves).where(and(eq(applicationStageMoves.applicationId, applicationId), eq(applicationStageMoves.toName, "Offer"), eq(applicationStageMoves.fromName, "Withdrawn")));
    await undoMove({ actor: owner, moveId: back!.id });
    const app = await appOf(applicationId);
    expect(app).toMatchObject({ status: "Withdrawn", doctorView: "withdrawn" });
    expect(app.withdrawnAt).not.toBeNull();
    // Withdrawn since the decline, as before the bringing back.
    const [declineMove] = await db().select().from(applicationStageMoves).where(and(eq(applicationStageMoves.applicationId, applicationId), eq(applicationStageMoves.toKind, "withdrawn")));
    expect(app.withdrawnAt!.getTime()).toBe(declineMove!.createdAt.getTime());
    // And may be brought back again.
    expect(await declinedOfferToBringBack(applicationId)).toMatchObject({ offerId: id, backTo: { name: "Offer" } });
  });

  it("does not bring back a doctor who withdrew the application themselves", async () => {
    const { doctor, applicationId } = await newCandidate();
    const { id } = await sendOffer({ actor: owner, applicationId, salary: 1_000_000, salaryUnit: "year", startDate: start() });
    await withdrawApplication({ actor: doctor, applicationId });
    await answerOffer({ actor: doctor, offerId: id, accept: false });
    expect((await appOf(applicationId)).status).toBe("Withdrawn");
    await expect(bringBackAfterDecline({ actor: owner, applicationId })).rejects.toMatchObject({ code: "conflict", message: t.notBroughtBack });
  });

  it("is withdrawn by the team before the doctor answers; then it cannot be accepted", async () => {
    const { doctor, applicationId } = await newCandidate();
    const { id } = await sendOffer({ actor: recruiter, applicationId, salary: 1_200_000, salaryUnit: "year", startDate: start() });
    for (const actor of [interviewer, managerElsewhere, stranger, doctor]) {
      await expect(withdrawOffer({ actor, offerId: id }), actor.email).rejects.toMatchObject({ code: "forbidden" });
    }
    await withdrawOffer({ actor: recruiter, offerId: id });
    await expect(answerOffer({ actor: doctor, offerId: id, accept: true })).rejects.toMatchObject({ code: "conflict", message: t.notOpen });
    expect((await appOf(applicationId)).history.at(-1)).toMatchObject({ note: t.historyWithdrawn });
    expect(await listOffersForDoctor({ actor: doctor })).toEqual([]);
    // A new offer may follow the withdrawn one.
    await sendOffer({ actor: recruiter, applicationId, salary: 1_300_000, salaryUnit: "year", startDate: start() });
  });

  it("cannot be sent to a decided application", async () => {
    const { applicationId } = await newCandidate();
    const stages = await ensureJobStages(jobId);
    await moveApplication({ actor: owner, applicationId, toStageId: stages.find((s) => s.kind === "rejected")!.id, reason: "Other" });
    await expect(sendOffer({ actor: owner, applicationId, salary: 1_000_000, salaryUnit: "year", startDate: start() })).rejects.toMatchObject({ code: "conflict", message: t.decided });
  });
});
