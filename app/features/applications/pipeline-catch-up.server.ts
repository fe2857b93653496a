import { and, eq, gt, inArray, lt, notInArray, or, sql, type SQL } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applicationStageMoves, applications, interviews, jobStages, offers, user } from "~/db/schema";
import type { Actor } from "~/lib/permissions";
import { logger } from "~/services/logger.server";
import { defineJob } from "~/services/queue/queue.server";
import { applicationRecord, type ApplicationRecord } from "./interviews/interview-records.server";
import { followBooking, tellOfBooking } from "./interviews/interviews.server";
import { followOfferAnswer, followSentOffer, tellDoctorOfOffer, tellTeamOfAnswer } from "./offers/offers.server";
import { INTERVIEW_STAGE_NAMES, OFFER_STAGE_NAMES } from "./stage-template";

// The pipeline catching up with hiring steps it did not follow (docs/decisions/099-interviews-and-offers.md). Booking an
// interview, sending an offer and answering one store the step in one transaction and move the candidate in another
// (the board's move, with its history line, audit row, webhook and undo window), then send the notices. A database
// outage between the two acknowledged nothing to the person but left the step stored and the candidate where they
// were, without the invitation or the bell. The doctor who posts the same answer again is caught up at once
// (pickSlot, answerOffer); one who reloads sees the step standing and no button, and the team's second offer is refused
// as a second open one. The worker finds such steps and makes the move, and sends the notices that went with it.

/** How long after a step the sweep may take it: the request that stored it has ended by then. */
export const SETTLED_AFTER_SECONDS = 60;
/** Steps older than this are left as they are: the team has moved the candidate by hand since, or chose not to. */
export const CATCH_UP_DAYS = 7;
/** At most this many of each kind per sweep; the rest wait for the next. */
const SWEEP_BATCH = 200;

/**
 * The conditions shared by every kind of step taken at `since`: the candidate still in an active stage, the step
 * settled and recent, and no move of the application since — any move, even one undone, means the pipeline followed
 * or the team chose otherwise (brought a declined candidate back, undid a move), and such steps are never touched.
 */
function lagging(applicationId: SQL, since: SQL): SQL {
  return and(
    eq(jobStages.kind, "active"),
    lt(since, sql`now() - make_interval(secs => ${SETTLED_AFTER_SECONDS})`),
    gt(since, sql`now() - make_interval(days => ${CATCH_UP_DAYS})`),
    sql`not exists (select 1 from ${applicationStageMoves} where ${applicationStageMoves.applicationId} = ${applicationId} and ${applicationStageMoves.createdAt} >= ${since})`,
  )!;
}

/** Offers sent (the candidate not yet at Offer) or answered, whose candidate did not follow. */
function laggingOffers() {
  return db()
    .select({
      id: offers.id,
      applicationId: offers.applicationId,
      status: offers.status,
      sentBy: offers.sentBy,
      salary: offers.salary,
      salaryUnit: offers.salaryUnit,
      startDate: offers.startDate,
      declineReason: offers.declineReason,
    })
    .from(offers)
    .innerJoin(applications, eq(applications.id, offers.applicationId))
    .innerJoin(jobStages, eq(jobStages.id, applications.stageId))
    .where(
      and(
        inArray(offers.status, ["sent", "accepted", "declined"]),
        // A sent offer's candidate already at Offer (moved there before it was sent) has nothing to catch up.
        or(inArray(offers.status, ["accepted", "declined"]), notInArray(jobStages.name, [...OFFER_STAGE_NAMES])),
        lagging(sql`${offers.applicationId}`, sql`coalesce(${offers.respondedAt}, ${offers.createdAt})`),
      ),
    )
    .orderBy(offers.id)
    .limit(SWEEP_BATCH);
}

/** Interviews booked for a time still ahead whose candidate did not move to Interview. */
function laggingBookings() {
  return db()
    .select({ interview: interviews })
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .innerJoin(jobStages, eq(jobStages.id, applications.stageId))
    .where(
      and(
        eq(interviews.status, "booked"),
        gt(interviews.startsAt, sql`now()`),
        notInArray(jobStages.name, [...INTERVIEW_STAGE_NAMES]),
        lagging(sql`${interviews.applicationId}`, sql`${interviews.updatedAt}`),
      ),
    )
    .orderBy(interviews.id)
    .limit(SWEEP_BATCH);
}

/** The doctor of an application, as the actor of the move made for their answer. */
const doctorActor = (record: ApplicationRecord): Actor => ({ userId: record.doctorId, email: record.doctorEmail ?? "", name: record.doctorName, role: "doctor", isAdmin: false });

/** The team member who sent an offer, as the actor of the move made for them; null when the account is gone. */
async function senderActor(userId: string): Promise<Actor | null> {
  const [row] = await db().select({ id: user.id, email: user.email, name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  return row ? { userId: row.id, email: row.email, name: row.name, role: "employer", isAdmin: false } : null;
}

/**
 * One step caught up: `work` reads what it needs, makes the move the request would have made and, when that moved the
 * candidate, sends the notices that went with it (each once per key); it answers whether the candidate moved. A step
 * that cannot be caught up now (the database away again, a move made meanwhile, its job deleted) is logged and waits
 * for the next sweep; the sweep goes on with the others.
 */
async function catchUp(step: Record<string, unknown>, work: () => Promise<boolean>): Promise<boolean> {
  try {
    if (!(await work())) return false;
    logger().info(step, "hiring step caught up: the candidate moved");
    return true;
  } catch (error) {
    logger().warn({ err: error, ...step }, "hiring step catch-up failed; tried again at the next sweep");
    return false;
  }
}

/**
 * Moves every lagging step's candidate as the request would have: to Interview for a booking (the doctor's move; the
 * invitation, reminder and the proposer's bell), to Offer for a sent offer (the sender's move; the doctor's bell and
 * mail, in the built-in words), to Hired or Withdrawn for an answered one (the doctor's move; the team's bell). How many
 * candidates moved.
 */
export async function catchUpPipeline(): Promise<number> {
  let moved = 0;
  for (const { interview } of await laggingBookings()) {
    const caughtUp = await catchUp({ interviewId: interview.id, applicationId: interview.applicationId }, async () => {
      const record = await applicationRecord(interview.applicationId);
      if (!(await followBooking(doctorActor(record), record.id, interview))) return false;
      await tellOfBooking(interview, record);
      return true;
    });
    if (caughtUp) moved++;
  }
  for (const offer of await laggingOffers()) {
    const caughtUp = await catchUp({ offerId: offer.id, applicationId: offer.applicationId, status: offer.status }, async () => {
      const record = await applicationRecord(offer.applicationId);
      if (offer.status === "sent") {
        const sender = await senderActor(offer.sentBy);
        if (!sender || !(await followSentOffer(sender, record.id, offer))) return false;
        await tellDoctorOfOffer(sender, record, offer, null);
        return true;
      }
      const answer = { id: offer.id, status: offer.status as "accepted" | "declined", declineReason: offer.declineReason };
      if (!(await followOfferAnswer(doctorActor(record), record.id, answer))) return false;
      await tellTeamOfAnswer(record, { ...answer, sentBy: offer.sentBy });
      return true;
    });
    if (caughtUp) moved++;
  }
  return moved;
}

export const pipelineCatchUpJob = defineJob<{ run: "sweep" }>({
  name: "pipeline-catch-up",
  options: { retryLimit: 0, expireInSeconds: 120 },
  schedule: { cron: "*/2 * * * *", data: { run: "sweep" } },
  handle: async () => {
    await catchUpPipeline();
  },
});
