import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { interviews } from "~/db/schema";
import { formatDateTime } from "~/lib/format";
import { logger } from "~/services/logger.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { hiringEventMail } from "~/services/mail/templates.server";
import { cancelQueued, defineJob, enqueue } from "~/services/queue/queue.server";
import { invitationAttachment } from "./ics.server";
import { applicationRecord, personOf, type ApplicationRecord } from "./interview-records.server";
import { interviewTexts as t } from "./messages";

type Interview = typeof interviews.$inferSelect;

/** The reminder goes this long before the interview. */
export const REMINDER_BEFORE_MS = 24 * 60 * 60 * 1000;

/**
 * The invitation (or its update, or its cancellation) to both sides: the doctor, and the team member who proposed
 * the interview, each with the .ics attached. Keyed by interview and sequence, so a retried job mails once.
 */
export async function mailInvitation(interview: Interview, record: ApplicationRecord, kind: "booked" | "rescheduled" | "cancelled"): Promise<void> {
  if (!interview.startsAt) return;
  const organizer = await personOf(interview.proposedBy);
  if (!organizer || !record.doctorEmail) return;
  const when = formatDateTime(interview.startsAt);
  const attachment = invitationAttachment({
    method: kind === "cancelled" ? "cancel" : "request",
    uid: interview.uid,
    sequence: interview.sequence,
    startsAt: interview.startsAt,
    durationMinutes: interview.durationMinutes,
    summary: t.summary(record.jobTitle, record.company),
    description: [interview.note ?? "", interview.videoUrl ?? ""].filter(Boolean).join("\n"),
    location: interview.location,
    videoUrl: interview.videoUrl,
    organizer: { name: organizer.name, email: organizer.email },
    attendee: { name: record.doctorName, email: record.doctorEmail },
  });
  const subject =
    kind === "booked" ? t.bookedSubject(record.jobTitle, when) : kind === "rescheduled" ? t.rescheduledSubject(record.jobTitle, when) : t.cancelledSubject(record.jobTitle);
  const facts = { doctorName: record.doctorName, jobTitle: record.jobTitle, company: record.company, when, place: interview.location, videoUrl: interview.videoUrl };
  const paragraphs = kind === "cancelled" ? t.cancelledLines(facts) : t.eventLines(facts);
  const recipients = [
    { to: record.doctorEmail, name: record.doctorName, button: { label: t.viewApplications, path: "/dashboard/applications" } },
    { to: organizer.email, name: organizer.name, button: { label: t.viewCandidate, path: `/dashboard/candidates/${record.id}` } },
  ];
  for (const r of recipients) {
    await queueMail(
      { to: r.to, ...hiringEventMail({ name: r.name, subject, paragraphs, button: r.button }), attachments: [attachment] },
      { key: `interview:${interview.id}:${interview.sequence}:${kind}:${r.to}` },
    );
  }
}

/**
 * The day before a booked interview, a reminder to both sides. It carries the sequence it was scheduled for: an
 * interview moved or cancelled since has another sequence (or status), so a reminder that escaped cancelling says
 * nothing.
 */
export const interviewReminderJob = defineJob<{ interviewId: number; sequence: number }>({
  name: "interview-reminder",
  handle: async ({ interviewId, sequence }) => {
    const [interview] = await db().select().from(interviews).where(eq(interviews.id, interviewId)).limit(1);
    if (!interview || interview.status !== "booked" || interview.sequence !== sequence || !interview.startsAt) return;
    const record = await applicationRecord(interview.applicationId);
    const organizer = await personOf(interview.proposedBy);
    const when = formatDateTime(interview.startsAt);
    const paragraphs = t.eventLines({ doctorName: record.doctorName, jobTitle: record.jobTitle, company: record.company, when, place: interview.location, videoUrl: interview.videoUrl }).slice(0, -1);
    const subject = t.reminderSubject(record.jobTitle, when);
    const recipients = [
      ...(record.doctorEmail ? [{ to: record.doctorEmail, name: record.doctorName, button: { label: t.viewApplications, path: "/dashboard/applications" } }] : []),
      ...(organizer ? [{ to: organizer.email, name: organizer.name, button: { label: t.viewCandidate, path: `/dashboard/candidates/${record.id}` } }] : []),
    ];
    for (const r of recipients) {
      await queueMail({ to: r.to, ...hiringEventMail({ name: r.name, subject, paragraphs, button: r.button }) }, { key: `interview-reminder:${interviewId}:${sequence}:${r.to}` });
    }
  },
});

const reminderKey = (interviewId: number, sequence: number) => `${interviewId}:${sequence}`;

/** Schedules the reminder of a booked interview (none when it is less than a day away). */
export async function scheduleReminder(interview: Pick<Interview, "id" | "sequence" | "startsAt">): Promise<void> {
  if (!interview.startsAt) return;
  const seconds = Math.floor((interview.startsAt.getTime() - REMINDER_BEFORE_MS - Date.now()) / 1000);
  if (seconds <= 0) return;
  await enqueue(interviewReminderJob, { interviewId: interview.id, sequence: interview.sequence }, { key: reminderKey(interview.id, interview.sequence), startAfterSeconds: seconds });
}

/** Cancels the reminder scheduled for an interview's earlier version (the job would ignore it anyway). */
export async function cancelReminder(interviewId: number, sequence: number): Promise<void> {
  try {
    await cancelQueued(interviewReminderJob, reminderKey(interviewId, sequence));
  } catch (error) {
    logger().warn({ err: error, interviewId }, "an interview's earlier reminder could not be cancelled; it will find the interview changed and stay silent");
  }
}
