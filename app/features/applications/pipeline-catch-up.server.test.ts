import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applicationStageMoves, applications, devMailbox, interviews, notifications, offers, profiles } from "~/db/schema";
import type { Actor } from "~/lib/permissions";
import { createActor, insertJob } from "../../../tests/factories/jobs";
import { eventually } from "../../../tests/support/eventually";
import { applyToJob } from "./applications.server";
import { ensureJobStages } from "./job-stages.server";
import { moveApplication, undoMove } from "./stage-moves.server";
import { offerTexts as t } from "./offers/messages";
import { answerOffer, sendOffer } from "./offers/offers.server";
import { interviewTexts } from "./interviews/messages";
import { proposeInterview } from "./interviews/interviews.server";
import { catchUpPipeline, pipelineCatchUpJob } from "./pipeline-catch-up.server";
import { loadCandidateRecord } from "./candidate-record/candidate-record.server";

// An outage between storing a hiring step (a booking, an offer, an answer) and the candidate's move leaves the step
// stored and the candidate behind; the worker's sweep moves them. Each case is left as the failed request left it: the
// step's row written, nothing after it.

let owner: Actor;
let jobId = 0;
const start = () => new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const appOf = async (id: number) => (await db().select().from(applications).where(eq(applications.id, id)))[0]!;
const movesTo = async (applicationId: number, toName: string) =>
  (await db().select().from(applicationStageMoves).where(and(eq(applicationStageMoves.applicationId, applicationId), eq(applicationStageMoves.toName, toName)))).length;

async function newCandidate(name: string) {
  const doctor = await createActor("doctor", { name });
  await db().update(profiles).set({ resumeUrl: `/files/resumes/${doctor.userId}/1-a.pdf` }).where(eq(profiles.id, doctor.userId));
  const { id } = await applyToJob({ actor: doctor, jobId });
  return { doctor, applicationId: id };
}

/** The offer and every move of its application dated `minutes` earlier: what the sweep sees of a request that long ago. */
async function age(applicationId: number, minutes: number) {
  const earlier = sql`now() - make_interval(mins => ${minutes})`;
  await db().update(applicationStageMoves).set({ createdAt: earlier }).where(eq(applicationStageMoves.applicationId, applicationId));
  await db().update(offers).set({ createdAt: earlier }).where(eq(offers.applicationId, applicationId));
}

/** An offer the doctor answered `minutes` ago, as an answer whose move never came leaves it. */
async function answeredBefore(offerId: number, status: "accepted" | "declined", minutes: number, declineReason: string | null = null) {
  await db().update(offers).set({ status, declineReason, respondedAt: sql`now() - make_interval(mins => ${minutes})` }).where(eq(offers.id, offerId));
}

beforeAll(async () => {
  owner = await createActor("employer", { company: "Banyan Hospital" });
  jobId = await insertJob({ userId: owner.userId, title: "Anaesthetist", company: "Banyan Hospital" });
  await ensureJobStages(jobId);
}, 60_000);

describe("the pipeline catch-up sweep", () => {
  it("moves the candidate of a booked interview to Interview and sends the invitation and the proposer's bell, once", async () => {
    const { doctor, applicationId } = await newCandidate("Dr. Esha Bhat");
    const slot = new Date(Date.now() + 3 * 86_400_000);
    slot.setUTCMinutes(0, 0, 0);
    const { id } = await proposeInterview({ actor: owner, applicationId, slots: [slot], durationMinutes: 30, location: "Room 2" });
    // The booking committed three minutes ago; the request ended before the move.
    await db().update(interviews).set({ status: "booked", startsAt: slot, updatedAt: sql`now() - interval '3 minutes'` }).where(eq(interviews.id, id));
    await db().update(applicationStageMoves).set({ createdAt: sql`now() - interval '10 minutes'` }).where(eq(applicationStageMoves.applicationId, applicationId));
    expect((await appOf(applicationId)).status).toBe("Applied");
    expect(await catchUpPipeline()).toBeGreaterThanOrEqual(1);
    expect((await appOf(applicationId)).status).toBe("Interview");
    await eventually(async () => (await db().select().from(devMailbox).where(eq(devMailbox.to, doctor.email.toLowerCase()))).find((m) => m.subject.startsWith("Interview booked")));
    await eventually(async () => (await db().select().from(notifications).where(eq(notifications.userId, owner.userId))).find((n) => n.title === interviewTexts.doctorAnsweredBell("Dr. Esha Bhat", "booked")));
    await catchUpPipeline();
    expect(await movesTo(applicationId, "Interview")).toBe(1);
  });

  it("moves the candidate of a sent offer to Offer and tells the doctor, once", async () => {
    const { doctor, applicationId } = await newCandidate("Dr. Farah Siddiqui");
    // The offer committed; the request ended before the move.
    const [offer] = await db()
      .insert(offers)
      .values({ applicationId, salary: 2_400_000, salaryUnit: "year", startDate: start(), sentBy: owner.userId })
      .returning({ id: offers.id });
    await age(applicationId, 3);
    expect((await appOf(applicationId)).status).toBe("Applied");
    await pipelineCatchUpJob.handle({ run: "sweep" }, { id: "sweep", retryCount: 0 });
    const app = await appOf(applicationId);
    expect(app.status).toBe("Offer");
    expect(app.history.at(-1)).toMatchObject({ status: "Offer", note: t.historySent("₹24 LPA"), by: owner.userId });
    await eventually(async () => (await db().select().from(notifications).where(eq(notifications.userId, doctor.userId))).find((n) => n.title === t.doctorBell("Anaesthetist")));
    const mail = await eventually(async () => (await db().select().from(devMailbox).where(eq(devMailbox.to, doctor.email.toLowerCase()))).find((m) => m.subject === t.offerMail("Anaesthetist", "Banyan Hospital").subject));
    expect(mail.text).toContain(t.salaryLine("₹24 LPA"));
    // Again: nothing more.
    await catchUpPipeline();
    expect(await movesTo(applicationId, "Offer")).toBe(1);
    // The doctor can answer it as any offer.
    await answerOffer({ actor: doctor, offerId: offer!.id, accept: true });
    expect((await appOf(applicationId)).status).toBe("Hired");
  });

  it("moves an accepted offer's candidate to Hired and a declined one's to Withdrawn, as the doctor's move; the team is told", async () => {
    const accepted = await newCandidate("Dr. Gaurav Menon");
    const declined = await newCandidate("Dr. Hema Pillai");
    const first = await sendOffer({ actor: owner, applicationId: accepted.applicationId, salary: 2_000_000, salaryUnit: "year", startDate: start() });
    const second = await sendOffer({ actor: owner, applicationId: declined.applicationId, salary: 180_000, salaryUnit: "month", startDate: start() });
    await age(accepted.applicationId, 10);
    await age(declined.applicationId, 10);
    await answeredBefore(first.id, "accepted", 2);
    await answeredBefore(second.id, "declined", 2, "Closer to home elsewhere.");
    await catchUpPipeline();
    const hired = await appOf(accepted.applicationId);
    expect(hired.status).toBe("Hired");
    expect(hired.history.at(-1)).toMatchObject({ status: "Hired", note: t.historyAccepted, by: accepted.doctor.userId });
    const withdrawn = await appOf(declined.applicationId);
    expect(withdrawn.status).toBe("Withdrawn");
    expect(withdrawn.doctorView).toBe("withdrawn");
    expect(withdrawn.history.at(-1)).toMatchObject({ status: "Withdrawn", note: t.historyDeclined("Closer to home elsewhere."), by: declined.doctor.userId });
    // The candidate's timeline says why the candidate moved.
    const record = await loadCandidateRecord({ actor: owner, applicationId: declined.applicationId });
    expect(record?.timeline.entries.find((e) => e.kind === "move" && e.b === "Withdrawn")).toMatchObject({ e: t.historyDeclined("Closer to home elsewhere."), actorName: "Dr. Hema Pillai" });
    const bells = await eventually(async () => {
      const titles = (await db().select().from(notifications).where(eq(notifications.userId, owner.userId))).map((n) => n.title);
      return titles.includes(t.answeredBell("Dr. Gaurav Menon", true)) && titles.includes(t.answeredBell("Dr. Hema Pillai", false)) ? titles : null;
    });
    expect(bells.filter((title) => title === t.answeredBell("Dr. Gaurav Menon", true))).toHaveLength(1);
    await catchUpPipeline();
    expect(await movesTo(accepted.applicationId, "Hired")).toBe(1);
    expect(await movesTo(declined.applicationId, "Withdrawn")).toBe(1);
  });

  it("leaves an answer still settling, a move the team undid, and a candidate the team moved since", async () => {
    // Answered a moment ago: its request may still be making the move.
    const settling = await newCandidate("Dr. Ishaan Rao");
    const settlingOffer = await sendOffer({ actor: owner, applicationId: settling.applicationId, salary: 1_500_000, salaryUnit: "year", startDate: start() });
    await age(settling.applicationId, 10);
    await answeredBefore(settlingOffer.id, "accepted", 0);
    // Accepted and moved to Hired, then the team undid the move.
    const undone = await newCandidate("Dr. Jaya Kulkarni");
    const undoneOffer = await sendOffer({ actor: owner, applicationId: undone.applicationId, salary: 1_500_000, salaryUnit: "year", startDate: start() });
    await answerOffer({ actor: undone.doctor, offerId: undoneOffer.id, accept: true });
    const [hiredMove] = await db().select().from(applicationStageMoves).where(and(eq(applicationStageMoves.applicationId, undone.applicationId), eq(applicationStageMoves.toName, "Hired")));
    await undoMove({ actor: owner, moveId: hiredMove!.id });
    await db().update(offers).set({ respondedAt: sql`now() - interval '5 minutes'` }).where(eq(offers.id, undoneOffer.id));
    await db().update(applicationStageMoves).set({ createdAt: sql`now() - interval '4 minutes'` }).where(eq(applicationStageMoves.id, hiredMove!.id));
    // Declined, its move lost, and the team moved the candidate on by hand since.
    const movedOn = await newCandidate("Dr. Kiran Das");
    const movedOnOffer = await sendOffer({ actor: owner, applicationId: movedOn.applicationId, salary: 1_500_000, salaryUnit: "year", startDate: start() });
    await age(movedOn.applicationId, 10);
    await answeredBefore(movedOnOffer.id, "declined", 5);
    const stages = await ensureJobStages(jobId);
    await moveApplication({ actor: owner, applicationId: movedOn.applicationId, toStageId: stages.find((s) => s.kind === "rejected")!.id, reason: "Other" });
    await moveApplication({ actor: owner, applicationId: movedOn.applicationId, toStageId: stages.find((s) => s.name === "Offer")!.id }).catch(() => undefined);

    await catchUpPipeline();
    expect((await appOf(settling.applicationId)).status).toBe("Offer");
    expect((await appOf(undone.applicationId)).status).toBe("Offer");
    expect(await movesTo(undone.applicationId, "Hired")).toBe(1);
    expect(await movesTo(movedOn.applicationId, "Withdrawn")).toBe(0);
  });
});
