import { and, eq, isNotNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { interviews, type InterviewNewTimes } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { formatDateTime } from "~/lib/format";
import type { Actor, MaybeActor } from "~/lib/permissions";
import { queueMail } from "~/services/mail/mail-queue.server";
import { hiringEventMail } from "~/services/mail/templates.server";
import { notify } from "~/services/notify/notify.server";
import { recordApplicationEmail } from "../hiring-template-mail.server";
import { addHistoryNote } from "../stage-moves.server";
import { cancelReminder, mailInvitation, scheduleReminder } from "./interview-mails.server";
import { afterwards, applicationForTeam, interviewById, recordHiringChange, requireFuture, type ApplicationRecord } from "./interview-records.server";
import { MAX_SLOTS, interviewTexts as t } from "./messages";

// New times for a booked interview (docs/decisions/099-interviews-and-offers.md, amendment of 2026-12-06). The team
// offers a list of times for the same interview; the booked time, its invitation and its reminder stand until the
// doctor picks one, which moves the interview (same UID, SEQUENCE raised, a new reminder) as a reschedule does. The
// doctor may instead ask for other times; the team may withdraw the new times.

type Interview = typeof interviews.$inferSelect;

/** The row is changed only while it is booked, at the version read, with the very new times the caller saw. */
const stillOffered = (interview: Interview, offeredAt: string) =>
  and(eq(interviews.id, interview.id), eq(interviews.status, "booked"), eq(interviews.sequence, interview.sequence), isNotNull(interviews.newTimes), sql`${interviews.newTimes}->>'offeredAt' = ${offeredAt}`);

/** The team offers new times for a booked interview (as a proposal: future times, a place or a link). */
export async function offerNewTimes(input: {
  actor: MaybeActor;
  interviewId: number;
  slots: readonly Date[];
  durationMinutes: number;
  location?: string;
  videoUrl?: string;
  note?: string;
}): Promise<void> {
  const interview = await interviewById(input.interviewId);
  const { actor, record } = await applicationForTeam(input.actor, interview.applicationId, "moveCandidates");
  if (interview.status !== "booked" || !interview.startsAt) throw new AppError("conflict", t.newTimesNotBooked);
  if (record.stageKind !== "active") throw new AppError("conflict", t.notOpen);
  const slots = [...new Map(input.slots.map((d) => [d.getTime(), d])).values()].sort((a, b) => a.getTime() - b.getTime());
  if (slots.length === 0 || slots.length > MAX_SLOTS) throw new AppError("invalid_input", t.slotRequired, { slots: t.slotRequired });
  requireFuture(slots, "slots");
  if (!input.location && !input.videoUrl) throw new AppError("invalid_input", t.placeOrLink, { location: t.placeOrLink });
  const bookedAt = interview.startsAt;
  if (slots.some((d) => d.getTime() === bookedAt.getTime())) throw new AppError("invalid_input", t.newTimeIsBooked, { slots: t.newTimeIsBooked });
  const newTimes: InterviewNewTimes = {
    slots: slots.map((d) => d.toISOString()),
    durationMinutes: input.durationMinutes,
    location: input.location ?? null,
    videoUrl: input.videoUrl ?? null,
    note: input.note ?? null,
    offeredBy: actor.userId,
    offeredAt: new Date().toISOString(),
  };
  await db().transaction(async (tx) => {
    const [row] = await tx
      .update(interviews)
      .set({ newTimes, updatedAt: new Date() })
      .where(and(eq(interviews.id, interview.id), eq(interviews.status, "booked"), eq(interviews.sequence, interview.sequence)))
      .returning({ id: interviews.id });
    if (!row) throw new AppError("conflict", t.newTimesNotBooked);
    await recordHiringChange(tx, { actor, action: "interview.offer-new-times", applicationId: record.id, details: { jobId: record.jobId, interviewId: interview.id, slots: newTimes.slots, bookedFor: bookedAt.toISOString() } });
    await addHistoryNote(tx, { applicationId: record.id, by: actor.userId, note: t.historyNewTimesOffered });
  });
  await afterwards("new times", interview.id, async () => {
    const key = `interview-new-times:${interview.id}:${newTimes.offeredAt}`;
    if (record.doctorUserId) await notify({ userId: record.doctorUserId, kind: "application_status", title: t.newTimesBell(record.jobTitle), body: record.company, link: "/dashboard/applications", dedupeKey: key });
    if (record.doctorEmail) {
      const text = t.newTimesMail(record.jobTitle, record.company, formatDateTime(bookedAt));
      const [opening = "", stays = ""] = text.body;
      const details = t.proposalDetails({ slots: slots.map((d) => formatDateTime(d)), durationMinutes: newTimes.durationMinutes, place: newTimes.location, videoUrl: newTimes.videoUrl, note: newTimes.note });
      const paragraphs = [opening, ...details, stays];
      const mail = hiringEventMail({ name: record.doctorName, subject: text.subject, paragraphs, button: { label: t.viewApplications, path: "/dashboard/applications" } });
      await queueMail({ to: record.doctorEmail, ...mail }, { key });
      await recordApplicationEmail({ applicationId: record.id, subject: mail.subject, body: paragraphs.join("\n\n"), sentBy: actor.userId });
    }
  });
}

/** The team takes back the new times before the doctor picks one: the interview stays as booked. */
export async function withdrawNewTimes(input: { actor: MaybeActor; interviewId: number }): Promise<void> {
  const interview = await interviewById(input.interviewId);
  const { actor, record } = await applicationForTeam(input.actor, interview.applicationId, "moveCandidates");
  const offered = interview.newTimes;
  if (interview.status !== "booked" || !offered || !interview.startsAt) throw new AppError("conflict", t.noNewTimes);
  const bookedAt = interview.startsAt;
  await db().transaction(async (tx) => {
    const [row] = await tx.update(interviews).set({ newTimes: null, updatedAt: new Date() }).where(stillOffered(interview, offered.offeredAt)).returning({ id: interviews.id });
    if (!row) throw new AppError("conflict", t.noNewTimes);
    await recordHiringChange(tx, { actor, action: "interview.withdraw-new-times", applicationId: record.id, details: { jobId: record.jobId, interviewId: interview.id, slots: offered.slots } });
    await addHistoryNote(tx, { applicationId: record.id, by: actor.userId, note: t.historyNewTimesWithdrawn });
  });
  await afterwards("new times withdrawal", interview.id, async () => {
    if (record.doctorUserId) {
      await notify({ userId: record.doctorUserId, kind: "application_status", title: t.newTimesWithdrawnBell(record.jobTitle, formatDateTime(bookedAt)), body: record.company, link: "/dashboard/applications", dedupeKey: `interview-new-times-withdrawn:${interview.id}:${offered.offeredAt}` });
    }
  });
}

/**
 * The doctor picks one of the new times (the caller has checked it is their interview): the interview moves there
 * with the new times' place, link and duration, the same invitation with its sequence raised goes to both, the
 * earlier reminder is cancelled and a new one queued; the team members who proposed and offered are told.
 */
export async function pickNewTime(input: { actor: Actor; record: ApplicationRecord; interview: Interview; slot: Date }): Promise<void> {
  const { actor, record, interview } = input;
  const offered = interview.newTimes;
  if (!offered) throw new AppError("conflict", t.noNewTimes);
  if (!offered.slots.some((s) => new Date(s).getTime() === input.slot.getTime())) throw new AppError("invalid_input", t.slotNotOffered, { slot: t.slotNotOffered });
  requireFuture([input.slot], "slot");
  if (record.stageKind !== "active") throw new AppError("conflict", t.notOpen);
  const when = formatDateTime(input.slot);
  const moved = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(interviews)
      .set({
        startsAt: input.slot,
        durationMinutes: offered.durationMinutes,
        location: offered.location,
        videoUrl: offered.videoUrl,
        note: offered.note ?? interview.note,
        sequence: interview.sequence + 1,
        newTimes: null,
        updatedAt: new Date(),
      })
      .where(stillOffered(interview, offered.offeredAt))
      .returning();
    if (!row) throw new AppError("conflict", t.noNewTimes);
    await recordHiringChange(tx, {
      actor,
      action: "interview.reschedule",
      applicationId: record.id,
      details: { jobId: record.jobId, interviewId: row.id, from: interview.startsAt?.toISOString(), to: input.slot.toISOString(), sequence: row.sequence, by: "doctor", newTimes: true },
    });
    await addHistoryNote(tx, { applicationId: record.id, by: actor.userId, note: t.historyNewTimePicked(when) });
    return row;
  });
  await afterwards("new time", moved.id, async () => {
    await cancelReminder(interview.id, interview.sequence);
    await mailInvitation(moved, record, "rescheduled");
    await scheduleReminder(moved);
    const team = [...new Set([offered.offeredBy, interview.proposedBy])];
    await notify(
      team.map((userId) => ({
        userId,
        kind: "application_status" as const,
        title: t.newTimePickedBell(record.doctorName, when),
        body: record.jobTitle,
        link: `/dashboard/candidates/${record.id}`,
        dedupeKey: `interview-new-time:${moved.id}:${moved.sequence}:${userId}`,
      })),
    );
  });
}

/** None of the new times suit the doctor: they go, the booked time stands, and the team reads the doctor's message. */
export async function askOtherNewTimes(input: { actor: Actor; record: ApplicationRecord; interview: Interview; message?: string }): Promise<void> {
  const { actor, record, interview } = input;
  const offered = interview.newTimes;
  if (!offered) throw new AppError("conflict", t.noNewTimes);
  if (!input.message) throw new AppError("invalid_input", t.messageRequired, { message: t.messageRequired });
  await db().transaction(async (tx) => {
    const [row] = await tx.update(interviews).set({ newTimes: null, doctorMessage: input.message, updatedAt: new Date() }).where(stillOffered(interview, offered.offeredAt)).returning({ id: interviews.id });
    if (!row) throw new AppError("conflict", t.noNewTimes);
    await recordHiringChange(tx, { actor, action: "interview.other-times", applicationId: record.id, details: { jobId: record.jobId, interviewId: interview.id, newTimes: true } });
    await addHistoryNote(tx, { applicationId: record.id, by: actor.userId, note: t.historyOtherTimes });
  });
  await afterwards("answer to new times", interview.id, () =>
    notify({
      userId: offered.offeredBy,
      kind: "application_status",
      title: t.doctorAnsweredBell(record.doctorName, "other_times"),
      body: input.message ?? record.jobTitle,
      link: `/dashboard/candidates/${record.id}`,
      dedupeKey: `interview-new-times-answer:${interview.id}:${offered.offeredAt}`,
    }),
  );
}
