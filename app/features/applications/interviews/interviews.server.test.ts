import ICAL from "ical.js";
import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { database, db } from "~/db/client.server";
import { applications, auditLog, devMailbox, devMailboxAttachments, interviews, notifications, profiles, webhookEndpoints, webhookEvents } from "~/db/schema";
import { validation } from "~/lib/messages";
import type { Actor } from "~/lib/permissions";
import { createActor, createColleague, insertJob } from "../../../../tests/factories/jobs";
import { eventually } from "../../../../tests/support/eventually";
import { applyToJob } from "../applications.server";
import { ensureJobStages } from "../job-stages.server";
import { interviewReminderJob } from "./interview-mails.server";
import { answerInterview, cancelInterview, listInterviewsForDoctor, listInterviewsForTeam, pickSlot, proposeInterview, rescheduleInterview } from "./interviews.server";
import { offerNewTimes, withdrawNewTimes } from "./new-times.server";
import { interviewTexts as t } from "./messages";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A whole minute some days ahead (times are typed to the minute). */
const ahead = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000);

let owner: Actor;
let recruiter: Actor;
let interviewer: Actor;
let managerElsewhere: Actor;
let stranger: Actor;
let doctor: Actor;
let otherDoctor: Actor;
let jobId = 0;

async function newApplication(who: Actor = doctor): Promise<number> {
  const { id } = await applyToJob({ actor: who, jobId });
  return id;
}

/** The reminder jobs queued for an interview: their data and when they may run. */
async function reminders(interviewId: number): Promise<{ sequence: number; state: string; startAfter: Date }[]> {
  const handle = database();
  const text = "select data, state, start_after from pgboss.job where name = 'interview-reminder' and (data->>'interviewId')::int = $1 order by created_on";
  const rows = handle.embeddedSql
    ? (await handle.embeddedSql.executeSql(text, [interviewId])).rows
    : await (async () => {
        const pg = await import("pg");
        const client = new pg.default.Client({ connectionString: handle.url! });
        await client.connect();
        try {
          return (await client.query(text, [interviewId])).rows;
        } finally {
          await client.end();
        }
      })();
  return (rows as { data: { sequence: number }; state: string; start_after: string | Date }[]).map((r) => ({ sequence: r.data.sequence, state: r.state, startAfter: new Date(r.start_after) }));
}

/** The .ics attached to the newest mail to `to` whose subject starts with `subject`, parsed back. */
async function invitationTo(to: string, subject: string) {
  const mail = await eventually(async () => {
    const rows = await db().select().from(devMailbox).where(eq(devMailbox.to, to.toLowerCase())).orderBy(desc(devMailbox.id));
    return rows.find((r) => r.subject.startsWith(subject));
  });
  const [attachment] = await db().select().from(devMailboxAttachments).where(eq(devMailboxAttachments.mailId, mail.id));
  expect(attachment?.filename.endsWith(".ics")).toBe(true);
  const calendar = new ICAL.Component(ICAL.parse(attachment!.content));
  const event = calendar.getFirstSubcomponent("vevent")!;
  return { mail, calendar, event, ev: new ICAL.Event(event) };
}

beforeAll(async () => {
  owner = await createActor("employer", { company: "Lotus Hospital" });
  jobId = await insertJob({ userId: owner.userId, title: "Consultant Cardiologist", company: "Lotus Hospital" });
  await ensureJobStages(jobId);
  recruiter = await createColleague(owner, "recruiter");
  interviewer = await createColleague(owner, "interviewer", { teamJobIds: [jobId] });
  managerElsewhere = await createColleague(owner, "hiring_manager");
  stranger = await createActor("employer");
  doctor = await createActor("doctor", { name: "Dr. Meera Iyer" });
  otherDoctor = await createActor("doctor");
  for (const d of [doctor, otherDoctor]) await db().update(profiles).set({ resumeUrl: `/files/resumes/${d.userId}/1-a.pdf` }).where(eq(profiles.id, d.userId));
}, 60_000);

describe("proposing an interview", () => {
  it("is refused to roles that may not move the job's candidates, to other organisations and to doctors", async () => {
    const applicationId = await newApplication();
    const input = { applicationId, slots: [ahead(3 * DAY)], durationMinutes: 30, location: "Room 4" };
    for (const actor of [interviewer, managerElsewhere, stranger, doctor]) {
      await expect(proposeInterview({ ...input, actor }), actor.email).rejects.toMatchObject({ code: "forbidden", message: validation.permissionDenied });
    }
    await expect(proposeInterview({ ...input, actor: null })).rejects.toMatchObject({ code: "unauthenticated" });
    expect(await db().select().from(interviews).where(eq(interviews.applicationId, applicationId))).toHaveLength(0);
  });

  it("refuses a time in the past, and a proposal without a place or a link", async () => {
    const applicationId = await newApplication(otherDoctor);
    await expect(proposeInterview({ actor: recruiter, applicationId, slots: [new Date(Date.now() - HOUR)], durationMinutes: 30, location: "Room 4" })).rejects.toMatchObject({ code: "invalid_input", message: t.slotPast });
    await expect(proposeInterview({ actor: recruiter, applicationId, slots: [ahead(DAY * 2)], durationMinutes: 30 })).rejects.toMatchObject({ code: "invalid_input", message: t.placeOrLink });
  });
});

describe("an interview's life", () => {
  let applicationId = 0;
  let interviewId = 0;
  const first = ahead(3 * DAY);
  const second = ahead(4 * DAY);

  beforeAll(async () => {
    const fresh = await createActor("doctor", { name: "Dr. Arjun Rao" });
    await db().update(profiles).set({ resumeUrl: `/files/resumes/${fresh.userId}/1-a.pdf` }).where(eq(profiles.id, fresh.userId));
    doctor = fresh;
    applicationId = await newApplication(fresh);
    ({ id: interviewId } = await proposeInterview({ actor: recruiter, applicationId, slots: [second, first], durationMinutes: 45, location: "OPD block, room 4", note: "Bring your registration." }));
  });

  it("is shown to the doctor with its times, and not to another doctor", async () => {
    const mine = await listInterviewsForDoctor({ actor: doctor });
    expect(mine.map((i) => i.id)).toEqual([interviewId]);
    expect(mine[0]!.slots).toEqual([first.toISOString(), second.toISOString()]);
    expect(await listInterviewsForDoctor({ actor: otherDoctor })).toEqual([]);
    const bell = await eventually(async () => (await db().select().from(notifications).where(eq(notifications.userId, doctor.userId))).find((n) => n.title === t.doctorBell("Consultant Cardiologist")));
    expect(bell.link).toBe("/dashboard/applications");
  });

  it("refuses the pick to another doctor and to the team, and a time that was not offered", async () => {
    for (const actor of [otherDoctor, owner, recruiter]) {
      await expect(pickSlot({ actor, interviewId, slot: first }), actor.email).rejects.toMatchObject({ code: "forbidden" });
    }
    await expect(pickSlot({ actor: doctor, interviewId, slot: ahead(5 * DAY) })).rejects.toMatchObject({ code: "invalid_input", message: t.slotNotOffered });
  });

  it("books the picked time: both get a REQUEST invitation, the candidate moves to Interview, a reminder is scheduled for the day before", async () => {
    // The organisation's HR system listens for scheduled interviews (delivery itself is the webhooks tests' business).
    const organisationId = owner.membership!.organisationId;
    const [endpoint] = await db()
      .insert(webhookEndpoints)
      .values({ organisationId, url: "http://127.0.0.1:9/hooks", events: ["interview.scheduled"], secret: "whsec_interviews_test_secret_0123456789" })
      .returning({ id: webhookEndpoints.id });
    await pickSlot({ actor: doctor, interviewId, slot: first });
    await db().update(webhookEndpoints).set({ enabled: false }).where(eq(webhookEndpoints.id, endpoint!.id));
    const scheduled = (await db().select().from(webhookEvents).where(eq(webhookEvents.organisationId, organisationId))).filter((e) => e.type === "interview.scheduled");
    expect(scheduled).toHaveLength(1);
    expect(scheduled[0]!.payload).toMatchObject({
      data: { interview: { id: interviewId, application_id: applicationId, starts_at: first.toISOString(), ends_at: new Date(first.getTime() + 45 * 60_000).toISOString(), mode: "in_person" } },
    });
    const [row] = await db().select().from(interviews).where(eq(interviews.id, interviewId));
    expect(row).toMatchObject({ status: "booked", sequence: 0 });
    expect(row!.startsAt!.getTime()).toBe(first.getTime());

    for (const to of [doctor.email, recruiter.email]) {
      const { calendar, event, ev } = await invitationTo(to, "Interview booked");
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      expect(ev.uid).toBe(row!.uid);
      expect(ev.sequence).toBe(0);
      expect(event.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Asia/Kolkata");
      ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
      expect(ev.startDate.toJSDate().getTime()).toBe(first.getTime());
      expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    }

    const [app] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(app!.status).toBe("Interview");
    expect(app!.history.at(-1)).toMatchObject({ status: "Interview", by: doctor.userId });
    expect(app!.history.at(-1)!.note).toMatch(/^Interview booked for /);
    const audit = await db().select().from(auditLog).where(and(eq(auditLog.targetId, String(applicationId)), eq(auditLog.action, "interview.book")));
    expect(audit).toHaveLength(1);

    const queued = await reminders(interviewId);
    expect(queued).toHaveLength(1);
    expect(queued[0]!.sequence).toBe(0);
    expect(Math.abs(queued[0]!.startAfter.getTime() - (first.getTime() - DAY))).toBeLessThan(5_000);
  });

  it("refuses a reschedule to the interviewer, another organisation and the doctor", async () => {
    for (const actor of [interviewer, managerElsewhere, stranger, doctor]) {
      await expect(rescheduleInterview({ actor, interviewId, startsAt: ahead(6 * DAY) }), actor.email).rejects.toMatchObject({ code: "forbidden" });
    }
  });

  it("moves on a reschedule: same UID, SEQUENCE 1, the old reminder cancelled and a new one for the new day", async () => {
    const later = ahead(6 * DAY);
    await rescheduleInterview({ actor: owner, interviewId, startsAt: later });
    const [row] = await db().select().from(interviews).where(eq(interviews.id, interviewId));
    expect(row).toMatchObject({ status: "booked", sequence: 1 });
    const { ev } = await invitationTo(doctor.email, "Interview moved");
    expect(ev.uid).toBe(row!.uid);
    expect(ev.sequence).toBe(1);
    ICAL.TimezoneService.register((await invitationTo(doctor.email, "Interview moved")).calendar.getFirstSubcomponent("vtimezone")!);
    expect(ev.startDate.toJSDate().getTime()).toBe(later.getTime());
    const queued = await reminders(interviewId);
    expect(queued.map((q) => [q.sequence, q.state])).toEqual([
      [0, "cancelled"],
      [1, "created"],
    ]);
    expect(Math.abs(queued[1]!.startAfter.getTime() - (later.getTime() - DAY))).toBeLessThan(5_000);
    // A reminder of the earlier time that ran anyway says nothing.
    const before = (await db().select().from(devMailbox).where(eq(devMailbox.to, doctor.email.toLowerCase()))).length;
    await interviewReminderJob.handle({ interviewId, sequence: 0 }, { id: "test", retryCount: 0 });
    await new Promise((r) => setTimeout(r, 300));
    expect((await db().select().from(devMailbox).where(eq(devMailbox.to, doctor.email.toLowerCase()))).length).toBe(before);
    // The current one reminds both.
    await interviewReminderJob.handle({ interviewId, sequence: 1 }, { id: "test", retryCount: 0 });
    for (const to of [doctor.email, recruiter.email]) {
      await eventually(async () => (await db().select().from(devMailbox).where(eq(devMailbox.to, to.toLowerCase()))).find((m) => m.subject.startsWith("Reminder: interview tomorrow")));
    }
  });

  it("is cancelled by the doctor: METHOD:CANCEL with STATUS:CANCELLED and SEQUENCE 2 to both, the reminder cancelled", async () => {
    await expect(cancelInterview({ actor: otherDoctor, interviewId, side: "doctor" })).rejects.toMatchObject({ code: "forbidden" });
    for (const actor of [interviewer, managerElsewhere, stranger, doctor]) {
      await expect(cancelInterview({ actor, interviewId, side: "team" }), actor.email).rejects.toMatchObject({ code: "forbidden" });
    }
    // A team member is not the doctor either.
    await expect(cancelInterview({ actor: owner, interviewId, side: "doctor" })).rejects.toMatchObject({ code: "forbidden" });
    await cancelInterview({ actor: doctor, interviewId, side: "doctor" });
    const [row] = await db().select().from(interviews).where(eq(interviews.id, interviewId));
    expect(row).toMatchObject({ status: "cancelled", sequence: 2, cancelledBy: doctor.userId });
    for (const to of [doctor.email, recruiter.email]) {
      const { calendar, event, ev } = await invitationTo(to, "Interview cancelled");
      expect(calendar.getFirstPropertyValue("method")).toBe("CANCEL");
      expect(event.getFirstPropertyValue("status")).toBe("CANCELLED");
      expect(ev.uid).toBe(row!.uid);
      expect(ev.sequence).toBe(2);
    }
    expect((await reminders(interviewId)).map((q) => q.state)).toEqual(["cancelled", "cancelled"]);
    const [app] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(app!.history.at(-1)).toMatchObject({ note: t.historyCancelled, by: doctor.userId });
    await expect(cancelInterview({ actor: owner, interviewId, side: "team" })).rejects.toMatchObject({ code: "conflict", message: t.notOpen });
  });
});

describe("the doctor's other answers", () => {
  it("asks for other times with a message (required), or declines; the proposer's bell rings", async () => {
    const d = await createActor("doctor", { name: "Dr. Kavya Nair" });
    await db().update(profiles).set({ resumeUrl: `/files/resumes/${d.userId}/1-a.pdf` }).where(eq(profiles.id, d.userId));
    const applicationId = await newApplication(d);
    const { id } = await proposeInterview({ actor: owner, applicationId, slots: [ahead(2 * DAY)], durationMinutes: 30, videoUrl: "https://meet.example/abc" });
    await expect(answerInterview({ actor: d, interviewId: id, answer: "other_times" })).rejects.toMatchObject({ code: "invalid_input", message: t.messageRequired });
    for (const actor of [otherDoctor, owner, recruiter]) {
      await expect(answerInterview({ actor, interviewId: id, answer: "declined" }), actor.email).rejects.toMatchObject({ code: "forbidden" });
    }
    await answerInterview({ actor: d, interviewId: id, answer: "other_times", message: "Mornings next week suit me." });
    expect((await db().select().from(interviews).where(eq(interviews.id, id)))[0]).toMatchObject({ status: "other_times", doctorMessage: "Mornings next week suit me." });
    await eventually(async () => (await db().select().from(notifications).where(eq(notifications.userId, owner.userId))).find((n) => n.title === t.doctorAnsweredBell("Dr. Kavya Nair", "other_times")));
    // A proposal no longer waiting cannot be booked; the team proposes again and the doctor declines that one.
    await expect(pickSlot({ actor: d, interviewId: id, slot: ahead(2 * DAY) })).rejects.toMatchObject({ code: "conflict", message: t.notProposed });
    const again = await proposeInterview({ actor: owner, applicationId, slots: [ahead(8 * DAY)], durationMinutes: 30, location: "Room 2" });
    await answerInterview({ actor: d, interviewId: again.id, answer: "declined" });
    expect((await db().select().from(interviews).where(eq(interviews.id, again.id)))[0]!.status).toBe("declined");
    expect(await listInterviewsForDoctor({ actor: d })).toEqual([]);
  });

  it("books an interview less than a day away without a reminder", async () => {
    const d = await createActor("doctor");
    await db().update(profiles).set({ resumeUrl: `/files/resumes/${d.userId}/1-a.pdf` }).where(eq(profiles.id, d.userId));
    const applicationId = await newApplication(d);
    const soon = ahead(5 * HOUR);
    const { id } = await proposeInterview({ actor: owner, applicationId, slots: [soon], durationMinutes: 30, location: "Room 2" });
    await pickSlot({ actor: d, interviewId: id, slot: soon });
    expect(await reminders(id)).toEqual([]);
  });
});

describe("a booking stored before an outage ended the request", () => {
  it("is caught up when the doctor picks the same time again: the candidate moves to Interview once, one reminder, a REQUEST", async () => {
    const d = await createActor("doctor", { name: "Dr. Anil Rao" });
    await db().update(profiles).set({ resumeUrl: `/files/resumes/${d.userId}/1-a.pdf` }).where(eq(profiles.id, d.userId));
    const applicationId = await newApplication(d);
    const slot = ahead(3 * DAY);
    const { id } = await proposeInterview({ actor: owner, applicationId, slots: [slot, ahead(4 * DAY)], durationMinutes: 30, location: "Room 4" });
    // As the first try left it: the booking committed, the pipeline not yet followed, no invitation or reminder.
    await db().update(interviews).set({ status: "booked", startsAt: slot }).where(eq(interviews.id, id));
    const stageBefore = (await db().select().from(applications).where(eq(applications.id, applicationId)))[0]!.status;
    expect(stageBefore).not.toBe("Interview");
    expect(await pickSlot({ actor: d, interviewId: id, slot })).toBe("booked");
    const app = (await db().select().from(applications).where(eq(applications.id, applicationId)))[0]!;
    expect(app.status).toBe("Interview");
    const { calendar } = await invitationTo(d.email, "Interview booked");
    expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
    await pickSlot({ actor: d, interviewId: id, slot });
    const after = (await db().select().from(applications).where(eq(applications.id, applicationId)))[0]!;
    expect(after.history.filter((h) => h.status === "Interview")).toHaveLength(1);
    expect((await reminders(id)).filter((r) => r.sequence === 0)).toHaveLength(1);
    // Another time of the proposal is not a retry: the interview is booked already.
    await expect(pickSlot({ actor: d, interviewId: id, slot: ahead(4 * DAY) })).rejects.toMatchObject({ code: "conflict", message: t.notProposed });
  });
});

describe("new times for a booked interview", () => {
  let manager: Actor;
  let d: Actor;
  let applicationId = 0;
  let interviewId = 0;
  let uid = "";
  const booked = ahead(3 * DAY);
  const newA = ahead(5 * DAY);
  const newB = ahead(6 * DAY);
  const row = async () => (await db().select().from(interviews).where(eq(interviews.id, interviewId)))[0]!;
  const actionsOf = () => db().select({ action: auditLog.action, details: auditLog.details }).from(auditLog).where(eq(auditLog.targetId, String(applicationId))).orderBy(auditLog.id);

  beforeAll(async () => {
    manager = await createColleague(owner, "hiring_manager", { teamJobIds: [jobId] });
    d = await createActor("doctor", { name: "Dr. Nikhil Das" });
    await db().update(profiles).set({ resumeUrl: `/files/resumes/${d.userId}/1-a.pdf` }).where(eq(profiles.id, d.userId));
    applicationId = await newApplication(d);
    // The owner proposes (and so organises the calendar event); a hiring manager on the job's team offers new times.
    ({ id: interviewId } = await proposeInterview({ actor: owner, applicationId, slots: [booked], durationMinutes: 30, location: "OPD block, room 4" }));
    await pickSlot({ actor: d, interviewId, slot: booked });
    uid = (await row()).uid;
  });

  it("are refused to the interviewer, a hiring manager off the job's team, another organisation and doctors; bad times and a proposal are refused", async () => {
    const input = { interviewId, slots: [newA], durationMinutes: 30, location: "Room 9" };
    for (const actor of [interviewer, managerElsewhere, stranger, d, otherDoctor]) {
      await expect(offerNewTimes({ ...input, actor }), actor.email).rejects.toMatchObject({ code: "forbidden", message: validation.permissionDenied });
    }
    await expect(offerNewTimes({ ...input, actor: null })).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(offerNewTimes({ ...input, actor: manager, slots: [new Date(Date.now() - HOUR)] })).rejects.toMatchObject({ code: "invalid_input", message: t.slotPast });
    await expect(offerNewTimes({ actor: manager, interviewId, slots: [newA], durationMinutes: 30 })).rejects.toMatchObject({ code: "invalid_input", message: t.placeOrLink });
    await expect(offerNewTimes({ ...input, actor: manager, slots: [newA, booked] })).rejects.toMatchObject({ code: "invalid_input", message: t.newTimeIsBooked });
    await expect(withdrawNewTimes({ actor: manager, interviewId })).rejects.toMatchObject({ code: "conflict", message: t.noNewTimes });
    // Only a booked interview gets new times; a proposal is answered or proposed again.
    const proposal = await proposeInterview({ actor: owner, applicationId, slots: [ahead(9 * DAY)], durationMinutes: 30, location: "Room 2" });
    await expect(offerNewTimes({ ...input, actor: manager, interviewId: proposal.id })).rejects.toMatchObject({ code: "conflict", message: t.newTimesNotBooked });
    await cancelInterview({ actor: owner, interviewId: proposal.id, side: "team" });
    expect((await row()).newTimes).toBeNull();
  });

  it("are offered for the same interview; the booked time, its invitation and its reminder stand until the doctor picks", async () => {
    await offerNewTimes({ actor: manager, interviewId, slots: [newB, newA], durationMinutes: 60, videoUrl: "https://meet.example/new-panel", note: "The panel has moved." });
    const r = await row();
    expect(r).toMatchObject({ status: "booked", sequence: 0, uid });
    expect(r.startsAt!.getTime()).toBe(booked.getTime());
    expect(r.newTimes).toMatchObject({ slots: [newA.toISOString(), newB.toISOString()], durationMinutes: 60, videoUrl: "https://meet.example/new-panel", location: null, offeredBy: manager.userId });
    expect((await reminders(interviewId)).map((q) => [q.sequence, q.state])).toEqual([[0, "created"]]);
    // The doctor sees the new times (not who offered them); the team sees them read-only too.
    const [mine] = await listInterviewsForDoctor({ actor: d });
    expect(mine).toMatchObject({ id: interviewId, status: "booked", newTimes: { slots: [newA.toISOString(), newB.toISOString()] } });
    expect(mine!.newTimes).not.toHaveProperty("offeredBy");
    expect((await listInterviewsForTeam({ actor: interviewer, applicationId })).find((i) => i.id === interviewId)?.newTimes?.slots).toHaveLength(2);
    await eventually(async () => (await db().select().from(notifications).where(eq(notifications.userId, d.userId))).find((n) => n.title === t.newTimesBell("Consultant Cardiologist")));
    const mail = await eventually(async () => (await db().select().from(devMailbox).where(eq(devMailbox.to, d.email.toLowerCase()))).find((m) => m.subject === t.newTimesMail("Consultant Cardiologist", "Lotus Hospital", "").subject));
    expect(mail.text).toContain("https://meet.example/new-panel");
    // No calendar update yet: nothing but the booking's invitation reached the doctor.
    expect((await db().select().from(devMailbox).where(eq(devMailbox.to, d.email.toLowerCase()))).filter((m) => m.subject.startsWith("Interview moved"))).toEqual([]);
    const audit = (await actionsOf()).filter((a) => a.action === "interview.offer-new-times");
    expect(audit).toHaveLength(1);
    expect(audit[0]!.details).toMatchObject({ interviewId, slots: [newA.toISOString(), newB.toISOString()], bookedFor: booked.toISOString() });
    const [app] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(app!.history.at(-1)).toMatchObject({ note: t.historyNewTimesOffered, by: manager.userId, event: true });
  });

  it("refuse the pick to another doctor and the team, a time that is not one of the new ones, and a decline", async () => {
    for (const actor of [otherDoctor, owner, manager]) {
      await expect(pickSlot({ actor, interviewId, slot: newA }), actor.email).rejects.toMatchObject({ code: "forbidden" });
    }
    await expect(pickSlot({ actor: d, interviewId, slot: booked })).rejects.toMatchObject({ code: "invalid_input", message: t.slotNotOffered });
    await expect(pickSlot({ actor: d, interviewId, slot: ahead(7 * DAY) })).rejects.toMatchObject({ code: "invalid_input", message: t.slotNotOffered });
    await expect(answerInterview({ actor: d, interviewId, answer: "declined" })).rejects.toMatchObject({ code: "conflict", message: t.notProposed });
    expect((await row()).sequence).toBe(0);
  });

  it("move the interview when the doctor picks one: same UID, SEQUENCE 1, a REQUEST to both, the reminder re-queued", async () => {
    expect(await pickSlot({ actor: d, interviewId, slot: newB })).toBe("moved");
    const r = await row();
    expect(r).toMatchObject({ status: "booked", sequence: 1, uid, newTimes: null, durationMinutes: 60, videoUrl: "https://meet.example/new-panel", location: null, note: "The panel has moved." });
    expect(r.startsAt!.getTime()).toBe(newB.getTime());
    for (const to of [d.email, owner.email]) {
      const { calendar, event, ev } = await invitationTo(to, "Interview moved");
      expect(calendar.getFirstPropertyValue("method")).toBe("REQUEST");
      expect(ev.uid).toBe(uid);
      expect(ev.sequence).toBe(1);
      expect(event.getFirstProperty("dtstart")!.getParameter("tzid")).toBe("Asia/Kolkata");
      ICAL.TimezoneService.register(calendar.getFirstSubcomponent("vtimezone")!);
      expect(ev.startDate.toJSDate().getTime()).toBe(newB.getTime());
      expect(ev.endDate.toJSDate().getTime()).toBe(newB.getTime() + 60 * 60_000);
      expect(event.getFirstPropertyValue("status")).toBe("CONFIRMED");
    }
    const queued = await reminders(interviewId);
    expect(queued.map((q) => [q.sequence, q.state])).toEqual([
      [0, "cancelled"],
      [1, "created"],
    ]);
    expect(Math.abs(queued[1]!.startAfter.getTime() - (newB.getTime() - DAY))).toBeLessThan(5_000);
    const audit = (await actionsOf()).filter((a) => a.action === "interview.reschedule");
    expect(audit.at(-1)!.details).toMatchObject({ interviewId, from: booked.toISOString(), to: newB.toISOString(), sequence: 1, by: "doctor", newTimes: true });
    const [app] = await db().select().from(applications).where(eq(applications.id, applicationId));
    expect(app!.history.at(-1)!.note).toMatch(/^The doctor picked a new interview time: /);
    for (const userId of [owner.userId, manager.userId]) {
      await eventually(async () => (await db().select().from(notifications).where(eq(notifications.userId, userId))).find((n) => n.title.startsWith("Dr. Nikhil Das picked a new interview time")));
    }
    // Picked once: the new times are gone.
    await expect(pickSlot({ actor: d, interviewId, slot: newA })).rejects.toMatchObject({ code: "conflict", message: t.notProposed });
  });

  it("may be withdrawn by the team or answered with a request for other times; the booked time stands; a direct reschedule replaces them", async () => {
    await offerNewTimes({ actor: owner, interviewId, slots: [ahead(8 * DAY)], durationMinutes: 30, location: "Room 9" });
    for (const actor of [interviewer, managerElsewhere, stranger, d]) {
      await expect(withdrawNewTimes({ actor, interviewId }), actor.email).rejects.toMatchObject({ code: "forbidden" });
    }
    await withdrawNewTimes({ actor: recruiter, interviewId });
    let r = await row();
    expect(r).toMatchObject({ status: "booked", sequence: 1, newTimes: null, videoUrl: "https://meet.example/new-panel" });
    expect(r.startsAt!.getTime()).toBe(newB.getTime());
    expect((await actionsOf()).map((a) => a.action)).toContain("interview.withdraw-new-times");
    await expect(withdrawNewTimes({ actor: recruiter, interviewId })).rejects.toMatchObject({ code: "conflict", message: t.noNewTimes });

    await offerNewTimes({ actor: owner, interviewId, slots: [ahead(9 * DAY)], durationMinutes: 30, location: "Room 9" });
    await expect(answerInterview({ actor: d, interviewId, answer: "other_times" })).rejects.toMatchObject({ code: "invalid_input", message: t.messageRequired });
    await expect(answerInterview({ actor: otherDoctor, interviewId, answer: "other_times", message: "No" })).rejects.toMatchObject({ code: "forbidden" });
    await answerInterview({ actor: d, interviewId, answer: "other_times", message: "Evenings suit me better." });
    r = await row();
    expect(r).toMatchObject({ status: "booked", sequence: 1, newTimes: null, doctorMessage: "Evenings suit me better." });
    await eventually(async () => (await db().select().from(notifications).where(eq(notifications.userId, owner.userId))).find((n) => n.title === t.doctorAnsweredBell("Dr. Nikhil Das", "other_times") && n.body === "Evenings suit me better."));
    expect((await reminders(interviewId)).map((q) => [q.sequence, q.state])).toEqual([
      [0, "cancelled"],
      [1, "created"],
    ]);

    await offerNewTimes({ actor: owner, interviewId, slots: [ahead(10 * DAY)], durationMinutes: 30, location: "Room 9" });
    await rescheduleInterview({ actor: owner, interviewId, startsAt: ahead(11 * DAY) });
    expect(await row()).toMatchObject({ status: "booked", sequence: 2, newTimes: null });
  });
});
