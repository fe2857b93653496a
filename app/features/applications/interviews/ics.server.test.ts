import ICAL from "ical.js";
import { describe, expect, it } from "vitest";
import { interviewInvitation, invitationAttachment, type InvitationInput } from "./ics.server";

const base: InvitationInput = {
  method: "request",
  uid: "interview-7f3a@dochire.in",
  sequence: 0,
  // 10:30 in India.
  startsAt: new Date("2026-12-10T05:00:00Z"),
  durationMinutes: 45,
  summary: "Interview: Anaesthetist at Stage Hospital",
  description: "Please bring your registration certificate.",
  location: "Room 4, Stage Hospital, Pune",
  videoUrl: null,
  organizer: { name: "Asha Rao", email: "asha@stage.example" },
  attendee: { name: "Dr. Meera Iyer", email: "meera@doc.example" },
};

/** Parses the text back with ical.js, as a calendar client would. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT");
  return { calendar, event, ev: new ICAL.Event(event) };
}

describe("an interview's invitation", () => {
  it("is a REQUEST with the interview's UID and sequence, its time in India time with a VTIMEZONE", () => {
    const { calendar, event, ev } = parse(interviewInvitation(base));
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    expect(ev.uid).toBe(base.uid);
    expect(ev.sequence).toBe(0);
    const dtstart = event.getFirstProperty("dtstart")!;
    expect(dtstart.getParameter("tzid")).toBe("Asia/Kolkata");
    expect(ev.startDate.toString()).toBe("2026-12-10T10:30:00");
    expect(ev.endDate.toString()).toBe("2026-12-10T11:15:00");
    const zone = calendar.getFirstSubcomponent("vtimezone")!;
    expect(zone.getFirstPropertyValue("tzid")).toBe("Asia/Kolkata");
    expect(zone.getFirstSubcomponent("standard")!.getFirstPropertyValue("tzoffsetto")!.toString()).toBe("+05:30");
    // Resolved through the VTIMEZONE, it is the same instant.
    ICAL.TimezoneService.register(zone);
    expect(ev.startDate.toJSDate().getTime()).toBe(base.startsAt.getTime());
    expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    expect(ev.location).toBe(base.location);
    expect(String(event.getFirstPropertyValue("organizer")).toLowerCase()).toBe("mailto:asha@stage.example");
    expect(String(event.getFirstPropertyValue("attendee")).toLowerCase()).toBe("mailto:meera@doc.example");
    expect(ev.summary).toBe(base.summary);
  });

  it("keeps the UID and carries the raised SEQUENCE and new time when rescheduled", () => {
    const { ev } = parse(interviewInvitation({ ...base, sequence: 1, startsAt: new Date("2026-12-11T09:30:00Z") }));
    expect(ev.uid).toBe(base.uid);
    expect(ev.sequence).toBe(1);
    expect(ev.startDate.toString()).toBe("2026-12-11T15:00:00");
  });

  it("is a CANCEL with STATUS:CANCELLED once called off", () => {
    const { calendar, event, ev } = parse(interviewInvitation({ ...base, method: "cancel", sequence: 2 }));
    expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
    expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
    expect(ev.uid).toBe(base.uid);
    expect(ev.sequence).toBe(2);
  });

  it("gives a video interview its link as URL and location", () => {
    const { event, ev } = parse(interviewInvitation({ ...base, location: null, videoUrl: "https://meet.example/abc-defg" }));
    expect(String(event.getFirstPropertyValue("url"))).toBe("https://meet.example/abc-defg");
    expect(ev.location).toBe("https://meet.example/abc-defg");
  });

  it("escapes text a person typed, so it cannot add lines of its own", () => {
    const { event, ev } = parse(interviewInvitation({ ...base, description: "Line one\nMETHOD:CANCEL; a, b", summary: "A; B, C" }));
    expect(ev.description).toBe("Line one\nMETHOD:CANCEL; a, b");
    expect(ev.summary).toBe("A; B, C");
    expect(event.getAllProperties("method")).toHaveLength(0);
  });

  it("is attached as text/calendar with its method", () => {
    expect(invitationAttachment(base).contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(invitationAttachment({ ...base, method: "cancel" }).contentType).toBe("text/calendar; charset=utf-8; method=CANCEL");
  });
});
