import { getVtimezoneComponent } from "@touch4it/ical-timezones";
import ical, { ICalAttendeeRole, ICalAttendeeStatus, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { DateTime } from "luxon";
import { TIME_ZONE } from "~/lib/constants";
import type { MailAttachment } from "~/services/mail/mailer.server";

// An interview's calendar invitation (RFC 5545, with the iTIP methods of RFC 5546): REQUEST while it is booked or
// rescheduled, CANCEL once it is called off. The UID stays the interview's for its whole life and SEQUENCE rises
// with each change, so a calendar updates (or removes) the one event instead of adding another. Times are written in
// India time (TZID=Asia/Kolkata, with its VTIMEZONE), as both sides read them (docs/decisions/099).

export type InvitationInput = {
  method: "request" | "cancel";
  uid: string;
  sequence: number;
  startsAt: Date;
  durationMinutes: number;
  summary: string;
  description: string;
  location: string | null;
  videoUrl: string | null;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** When this version of the invitation was made (DTSTAMP). */
  stamp?: Date;
};

export function interviewInvitation(input: InvitationInput): string {
  const calendar = ical({
    prodId: { company: "DocHire", product: "Interviews", language: "EN" },
    method: input.method === "cancel" ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.timezone({ name: TIME_ZONE, generator: getVtimezoneComponent });
  const start = DateTime.fromJSDate(input.startsAt, { zone: TIME_ZONE });
  calendar.createEvent({
    id: input.uid,
    sequence: input.sequence,
    stamp: input.stamp ?? new Date(),
    start,
    end: start.plus({ minutes: input.durationMinutes }),
    timezone: TIME_ZONE,
    summary: input.summary,
    description: input.description,
    location: input.location ?? input.videoUrl ?? null,
    url: input.videoUrl ?? null,
    organizer: { name: input.organizer.name, email: input.organizer.email },
    attendees: [
      {
        name: input.attendee.name,
        email: input.attendee.email,
        role: ICalAttendeeRole.REQ,
        status: input.method === "cancel" ? ICalAttendeeStatus.DECLINED : ICalAttendeeStatus.ACCEPTED,
      },
    ],
    status: input.method === "cancel" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  return calendar.toString();
}

/** The invitation as a mail attachment: text/calendar with its method, as calendar clients look for it. */
export function invitationAttachment(input: InvitationInput): MailAttachment {
  const method = input.method === "cancel" ? "CANCEL" : "REQUEST";
  return { filename: input.method === "cancel" ? "cancelled-interview.ics" : "interview.ics", contentType: `text/calendar; charset=utf-8; method=${method}`, content: interviewInvitation(input) };
}
