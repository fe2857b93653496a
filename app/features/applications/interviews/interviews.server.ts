import crypto from "node:crypto";
import { and, desc, eq, inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, interviews, type InterviewNewTimes } from "~/db/schema";
import { addHistoryNote, followStage } from "~/features/applications/stage-moves.server";
import { applicationEventData, emitWebhookEvent, queueDeliveries } from "~/services/webhooks/webhooks.server";
import { INTERVIEW_STAGE_NAMES } from "~/features/applications/stage-template";
import { env } from "~/env.server";
import { AppError } from "~/lib/errors";
import { formatDateTime } from "~/lib/format";
import { validation } from "~/lib/messages";
import type { Actor, MaybeActor } from "~/lib/permissions";
import { queueMail } from "~/services/mail/mail-queue.server";
import { hiringEventMail, organisationTemplateMail } from "~/services/mail/templates.server";
import { notify } from "~/services/notify/notify.server";
import { cancelReminder, mailInvitation, scheduleReminder } from "./interview-mails.server";
import { afterwards, applicationForDoctor, applicationForTeam, applicationRecord, interviewById, recordHiringChange, requireFuture, type ApplicationRecord } from "./interview-records.server";
import { askOtherNewTimes, pickNewTime } from "./new-times.server";
import { hiringTemplateText, recordApplicationEmail } from "../hiring-template-mail.server";
import { MAX_SLOTS, interviewTexts as t } from "./messages";

// Interviews (docs/decisions/099-interviews-and-offers.md). The team (roles that move candidates) proposes times; the
// doctor picks one, declines, or asks for other times; a booked interview is sent to both as a calendar invitation,
// moved (team, or the doctor picking one of new times the team offers: new-times.server.ts) or cancelled (either side)
// with an update of the same invitation, and reminded of the day before.

type Interview = typeof interviews.$inferSelect;

export async function proposeInterview(input: {
  actor: MaybeActor;
  applicationId: number;
  slots: readonly Date[];
  durationMinutes: number;
  location?: string;
  videoUrl?: string;
  note?: string;
  templateId?: number | "builtin";
}): Promise<{ id: number }> {
  const { actor, record } = await applicationForTeam(input.actor, input.applicationId, "moveCandidates");
  if (record.stageKind !== "active") throw new AppError("conflict", t.notOpen);
  const templated = await hiringTemplateText({ actor, candidate: record, kind: "interview_invitation", templateId: input.templateId });
  const slots = [...new Map(input.slots.map((d) => [d.getTime(), d])).values()].sort((a, b) => a.getTime() - b.getTime());
  if (slots.length === 0 || slots.length > MAX_SLOTS) throw new AppError("invalid_input", t.slotRequired, { slots: t.slotRequired });
  requireFuture(slots, "slots");
  if (!input.location && !input.videoUrl) throw new AppError("invalid_input", t.placeOrLink, { location: t.placeOrLink });
  const uid = `interview-${crypto.randomUUID()}@${new URL(env().BASE_URL).hostname}`;
  const id = await db().transaction(async (tx) => {
    const [row] = await tx
      .insert(interviews)
      .values({
        applicationId: record.id,
        uid,
        status: "proposed",
        slots: slots.map((d) => d.toISOString()),
        durationMinutes: input.durationMinutes,
        location: input.location ?? null,
        videoUrl: input.videoUrl ?? null,
        note: input.note ?? null,
        proposedBy: actor.userId,
      })
      .returning({ id: interviews.id });
    await recordHiringChange(tx, { actor, action: "interview.propose", applicationId: record.id, details: { jobId: record.jobId, interviewId: row!.id, slots: slots.map((d) => d.toISOString()) } });
    return row!.id;
  });
  await afterwards("proposal", id, async () => {
    if (record.doctorUserId) {
      await notify({ userId: record.doctorUserId, kind: "application_status", title: t.doctorBell(record.jobTitle), body: record.company, link: "/dashboard/applications", dedupeKey: `interview-proposed:${id}` });
    }
    if (record.doctorEmail) {
      // The template's text (or the built-in one), then the times, place and link, then where to answer.
      const text = t.proposalMail(record.jobTitle, record.company);
      const [opening = "", answerLine = ""] = text.body;
      const details = t.proposalDetails({ slots: slots.map((d) => formatDateTime(d)), durationMinutes: input.durationMinutes, place: input.location ?? null, videoUrl: input.videoUrl ?? null, note: input.note ?? null });
      const paragraphs = [...(templated ? templated.paragraphs : [opening]), ...details, answerLine];
      const mail = templated
        ? organisationTemplateMail({ subject: templated.subject, paragraphs })
        : hiringEventMail({ name: record.doctorName, subject: text.subject, paragraphs, button: { label: t.viewApplications, path: "/dashboard/applications" } });
      await queueMail({ to: record.doctorEmail, ...mail }, { key: `interview-proposed:${id}` });
      await recordApplicationEmail({ applicationId: record.id, subject: mail.subject, body: paragraphs.join("\n\n"), sentBy: actor.userId });
    }
  });
  return { id };
}

/**
 * The doctor books one of the offered times: the invitation goes to both, the candidate moves to Interview ("booked").
 * On a booked interview with new times offered, the doctor moves it to one of them ("moved").
 */
export async function pickSlot(input: { actor: MaybeActor; interviewId: number; slot: Date }): Promise<"booked" | "moved"> {
  const interview = await interviewById(input.interviewId);
  const { actor, record } = await applicationForDoctor(input.actor, interview.applicationId);
  // A booked interview with new times offered: the doctor moves it to one of them (new-times.server.ts).
  if (interview.status === "booked" && interview.newTimes) {
    await pickNewTime({ actor, record, interview, slot: input.slot });
    return "moved";
  }
  // The same time again: an earlier try booked it but ended before the pipeline followed (a database outage between
  // the two). The booking stands; the stage, the invitation and the reminder are caught up (each sent once per key).
  const retry = interview.status === "booked" && interview.startsAt?.getTime() === input.slot.getTime();
  if (interview.status !== "proposed" && !retry) throw new AppError("conflict", t.notProposed);
  if (!interview.slots.some((s) => new Date(s).getTime() === input.slot.getTime())) throw new AppError("invalid_input", t.slotNotOffered, { slot: t.slotNotOffered });
  if (!retry) requireFuture([input.slot], "slot");
  if (record.stageKind !== "active" && !retry) throw new AppError("conflict", t.notOpen);
  const when = formatDateTime(input.slot);
  const booked = retry ? { ...interview, deliveries: [] } : await db().transaction(async (tx) => {
    const [row] = await tx
      .update(interviews)
      .set({ status: "booked", startsAt: input.slot, updatedAt: new Date() })
      .where(and(eq(interviews.id, interview.id), eq(interviews.status, "proposed")))
      .returning();
    if (!row) throw new AppError("conflict", t.notProposed);
    await recordHiringChange(tx, { actor, action: "interview.book", applicationId: record.id, details: { jobId: record.jobId, interviewId: row.id, startsAt: input.slot.toISOString() } });
    const app = await applicationEventData(tx, record.id);
    const deliveries = app
      ? await emitWebhookEvent(tx, app.organisationId, "interview.scheduled", {
          interview: {
            id: row.id,
            application_id: record.id,
            job_id: record.jobId,
            starts_at: input.slot.toISOString(),
            ends_at: new Date(input.slot.getTime() + row.durationMinutes * 60_000).toISOString(),
            mode: row.videoUrl ? "video" : "in_person",
          },
        })
      : [];
    return { ...row, deliveries };
  });
  await queueDeliveries(booked.deliveries);
  // The pipeline follows (forward only), with the booking as its history line; otherwise the line alone.
  const moved = await followBooking(actor, record.id, booked);
  if (!moved && !retry) await addHistoryNote(db(), { applicationId: record.id, by: actor.userId, note: t.historyBooked(when) });
  await tellOfBooking(booked, record);
  return "booked";
}

/** The pipeline following a booked interview: the candidate moves to the job's Interview stage (null when there or past it). */
export function followBooking(doctor: Actor, applicationId: number, booked: Pick<Interview, "id" | "startsAt">) {
  return followStage({
    actor: doctor,
    applicationId,
    pick: (stages) => stages.find((s) => s.kind === "active" && (INTERVIEW_STAGE_NAMES as readonly string[]).includes(s.name)),
    note: t.historyBooked(formatDateTime(booked.startsAt!)),
    details: { interviewId: booked.id },
  });
}

/** A booking told: the invitation to both, the reminder the day before, the proposer's bell (each once per key). */
export async function tellOfBooking(booked: Interview, record: ApplicationRecord): Promise<void> {
  await afterwards("booking", booked.id, async () => {
    await mailInvitation(booked, record, "booked");
    await scheduleReminder(booked);
    await notify({ userId: booked.proposedBy, kind: "application_status", title: t.doctorAnsweredBell(record.doctorName, "booked"), body: record.jobTitle, link: `/dashboard/candidates/${record.id}`, dedupeKey: `interview-booked:${booked.id}` });
  });
}

/** The doctor declines the proposal, or asks for other times with a message; the proposer is told. */
export async function answerInterview(input: { actor: MaybeActor; interviewId: number; answer: "declined" | "other_times"; message?: string }): Promise<void> {
  const interview = await interviewById(input.interviewId);
  const { actor, record } = await applicationForDoctor(input.actor, interview.applicationId);
  // None of the new times for a booked interview suit: the booked time stands, the team is asked for others.
  if (interview.status === "booked" && interview.newTimes && input.answer === "other_times") return askOtherNewTimes({ actor, record, interview, message: input.message });
  if (interview.status !== "proposed") throw new AppError("conflict", t.notProposed);
  if (input.answer === "other_times" && !input.message) throw new AppError("invalid_input", t.messageRequired, { message: t.messageRequired });
  await db().transaction(async (tx) => {
    const [row] = await tx
      .update(interviews)
      .set({ status: input.answer, doctorMessage: input.message ?? null, updatedAt: new Date() })
      .where(and(eq(interviews.id, interview.id), eq(interviews.status, "proposed")))
      .returning({ id: interviews.id });
    if (!row) throw new AppError("conflict", t.notProposed);
    await recordHiringChange(tx, { actor, action: input.answer === "declined" ? "interview.decline" : "interview.other-times", applicationId: record.id, details: { jobId: record.jobId, interviewId: interview.id } });
    await addHistoryNote(tx, { applicationId: record.id, by: actor.userId, note: input.answer === "declined" ? t.historyDeclined : t.historyOtherTimes });
  });
  await afterwards("answer", interview.id, () =>
    notify({ userId: interview.proposedBy, kind: "application_status", title: t.doctorAnsweredBell(record.doctorName, input.answer), body: input.message ?? record.jobTitle, link: `/dashboard/candidates/${record.id}`, dedupeKey: `interview-answer:${interview.id}` }),
  );
}

/** The team moves a booked interview: the same invitation, its sequence raised, to both; the reminder moves too. */
export async function rescheduleInterview(input: { actor: MaybeActor; interviewId: number; startsAt: Date }): Promise<void> {
  const interview = await interviewById(input.interviewId);
  const { actor, record } = await applicationForTeam(input.actor, interview.applicationId, "moveCandidates");
  if (interview.status !== "booked") throw new AppError("conflict", t.notBooked);
  requireFuture([input.startsAt], "startsAt");
  const moved = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(interviews)
      // A time booked directly replaces any new times still waiting for the doctor.
      .set({ startsAt: input.startsAt, sequence: interview.sequence + 1, newTimes: null, updatedAt: new Date() })
      .where(and(eq(interviews.id, interview.id), eq(interviews.status, "booked"), eq(interviews.sequence, interview.sequence)))
      .returning();
    if (!row) throw new AppError("conflict", t.notBooked);
    await recordHiringChange(tx, { actor, action: "interview.reschedule", applicationId: record.id, details: { jobId: record.jobId, interviewId: row.id, from: interview.startsAt?.toISOString(), to: input.startsAt.toISOString(), sequence: row.sequence } });
    await addHistoryNote(tx, { applicationId: record.id, by: actor.userId, note: t.historyRescheduled(formatDateTime(input.startsAt)) });
    return row;
  });
  await afterwards("reschedule", moved.id, async () => {
    await cancelReminder(interview.id, interview.sequence);
    await mailInvitation(moved, record, "rescheduled");
    await scheduleReminder(moved);
    if (record.doctorUserId) {
      await notify({ userId: record.doctorUserId, kind: "application_status", title: t.rescheduledSubject(record.jobTitle, formatDateTime(input.startsAt)), body: record.company, link: "/dashboard/applications", dedupeKey: `interview-moved:${moved.id}:${moved.sequence}` });
    }
  });
}

/**
 * Cancels an interview: the team a proposed or booked one, the doctor a booked one (a proposal the doctor declines
 * instead). A booked one's cancellation (METHOD:CANCEL, its sequence raised) goes to both; its reminder is cancelled.
 */
export async function cancelInterview(input: { actor: MaybeActor; interviewId: number; side: "team" | "doctor" }): Promise<void> {
  const interview = await interviewById(input.interviewId);
  const { actor, record } =
    input.side === "team" ? await applicationForTeam(input.actor, interview.applicationId, "moveCandidates") : await applicationForDoctor(input.actor, interview.applicationId);
  const open = input.side === "team" ? ["proposed", "booked", "other_times"] : ["booked"];
  if (!open.includes(interview.status)) throw new AppError("conflict", t.notOpen);
  const wasBooked = interview.status === "booked";
  const cancelled = await db().transaction(async (tx) => {
    const [row] = await tx
      .update(interviews)
      .set({ status: "cancelled", cancelledBy: actor.userId, sequence: wasBooked ? interview.sequence + 1 : interview.sequence, newTimes: null, updatedAt: new Date() })
      .where(and(eq(interviews.id, interview.id), eq(interviews.status, interview.status), eq(interviews.sequence, interview.sequence)))
      .returning();
    if (!row) throw new AppError("conflict", t.notOpen);
    await recordHiringChange(tx, { actor, action: "interview.cancel", applicationId: record.id, details: { jobId: record.jobId, interviewId: row.id, by: input.side, wasBooked } });
    await addHistoryNote(tx, { applicationId: record.id, by: actor.userId, note: t.historyCancelled });
    return row;
  });
  await afterwards("cancellation", cancelled.id, async () => {
    if (wasBooked) {
      await cancelReminder(interview.id, interview.sequence);
      await mailInvitation(cancelled, record, "cancelled");
    }
    const other = input.side === "team" ? record.doctorUserId : interview.proposedBy;
    if (other) {
      const title = input.side === "team" ? t.cancelledSubject(record.jobTitle) : t.doctorAnsweredBell(record.doctorName, "cancelled");
      const link = input.side === "team" ? "/dashboard/applications" : `/dashboard/candidates/${record.id}`;
      await notify({ userId: other, kind: "application_status", title, body: record.jobTitle, link, dedupeKey: `interview-cancelled:${cancelled.id}` });
    }
  });
}

export type InterviewView = Pick<Interview, "id" | "applicationId" | "status" | "slots" | "durationMinutes" | "location" | "videoUrl" | "note" | "doctorMessage" | "startsAt" | "sequence"> & {
  newTimes: Omit<InterviewNewTimes, "offeredBy"> | null;
};

/** What the pages show of an interview: the new times without who offered them (an account id). */
const toView = ({ newTimes, ...row }: Omit<InterviewView, "newTimes"> & { newTimes: InterviewNewTimes | null }): InterviewView => ({
  ...row,
  newTimes: newTimes ? { slots: newTimes.slots, durationMinutes: newTimes.durationMinutes, location: newTimes.location, videoUrl: newTimes.videoUrl, note: newTimes.note, offeredAt: newTimes.offeredAt } : null,
});

const viewColumns = {
  id: interviews.id,
  applicationId: interviews.applicationId,
  status: interviews.status,
  slots: interviews.slots,
  durationMinutes: interviews.durationMinutes,
  location: interviews.location,
  videoUrl: interviews.videoUrl,
  note: interviews.note,
  doctorMessage: interviews.doctorMessage,
  startsAt: interviews.startsAt,
  sequence: interviews.sequence,
  newTimes: interviews.newTimes,
};

/** A candidate's interviews, newest first, for the team (any role that may see the job's candidates). */
export async function listInterviewsForTeam({ actor, applicationId }: { actor: MaybeActor; applicationId: number }): Promise<InterviewView[]> {
  await applicationForTeam(actor, applicationId, "view");
  const rows = await db().select(viewColumns).from(interviews).where(eq(interviews.applicationId, applicationId)).orderBy(desc(interviews.createdAt), desc(interviews.id));
  return rows.map(toView);
}

/** The doctor's open interviews: waiting for their answer, or booked. Only their own applications' are read. */
export async function listInterviewsForDoctor({ actor }: { actor: Actor }): Promise<InterviewView[]> {
  if (actor.role !== "doctor") throw new AppError("forbidden", validation.permissionDenied);
  const rows = await db()
    .select(viewColumns)
    .from(interviews)
    .innerJoin(applications, eq(applications.id, interviews.applicationId))
    .where(and(eq(applications.doctorId, actor.userId), inArray(interviews.status, ["proposed", "booked"])))
    .orderBy(desc(interviews.createdAt), desc(interviews.id));
  return rows.map(toView);
}

export type { ApplicationRecord };
export { applicationRecord };
