import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applications, interviews, jobs, offers, profiles } from "~/db/schema";
import { formInput } from "~/lib/messages";
import type { Actor } from "~/lib/permissions";
import { action as candidateAction, loader as candidateLoader } from "~/routes/dashboard.candidates.$applicationId";
import { action as doctorAction } from "~/routes/dashboard.applications";
import { actionArgs, outcome, post, signedIn, type SignedIn } from "../../../../tests/support/signed-in";
import { applyToJob } from "../applications.server";
import { ensureJobStages } from "../job-stages.server";
import { offerTexts as o } from "../offers/messages";
import { toIndiaInput } from "./india-time";
import { interviewTexts as t } from "./messages";

// The candidate page's and the doctor's forms through their route actions, as a browser posts them: hostile or
// malformed posts are refused with 400 (never 500) and change nothing; good ones redirect with their toast.

let employer: SignedIn;
let doctor: SignedIn;
let otherDoctor: SignedIn;
let applicationId = 0;
const inDays = (days: number) => toIndiaInput(new Date(Date.now() + days * 86_400_000));

const team = (entries: [string, string | File][]) =>
  outcome(() => candidateAction(actionArgs(post(`/dashboard/candidates/${applicationId}`, entries, employer.cookie), { applicationId: String(applicationId) })));
const asDoctor = (who: SignedIn, entries: [string, string][]) => outcome(() => doctorAction(actionArgs(post("/dashboard/applications", entries, who.cookie))));

beforeAll(async () => {
  employer = await signedIn("employer");
  doctor = await signedIn("doctor");
  otherDoctor = await signedIn("doctor");
  await db().update(profiles).set({ resumeUrl: "/files/resumes/x/1-a.pdf" }).where(eq(profiles.id, doctor.id));
  const [job] = await db().insert(jobs).values({ userId: employer.id, title: "Radiologist", company: "Form Hospital", location: "Pune", type: "Full-time" }).returning({ id: jobs.id });
  await ensureJobStages(job!.id);
  const doctorActor: Actor = { userId: doctor.id, email: "", name: "", role: "doctor", isAdmin: false };
  ({ id: applicationId } = await applyToJob({ actor: doctorActor, jobId: job!.id }));
}, 60_000);

describe("the team's forms", () => {
  it("refuse malformed proposals with 400 beside the field, keeping what was typed", async () => {
    const base: [string, string][] = [["intent", "proposeInterview"], ["applicationId", String(applicationId)], ["durationMinutes", "30"], ["location", "Room 1"]];
    expect(await team([...base])).toMatchObject({ status: 400, data: { result: { error: { slots: [t.slotRequired] } } } });
    expect(await team([...base, ["slots[0]", "tomorrow at ten"]])).toMatchObject({ status: 400, data: { result: { error: { "slots[0]": [t.slotInvalid] } } } });
    expect(await team([...base, ["slots[0]", "2027-02-30T10:00"]])).toMatchObject({ status: 400 });
    expect(await team([...base, ["slots[0]", inDays(3)], ["durationMinutes", "45"]])).toMatchObject({ status: 400, data: { result: { error: { durationMinutes: [formInput.repeatedField] } } } });
    expect(await team([...base, ["slots[0]", inDays(3)], ["videoUrl", "javascript:alert(1)"]])).toMatchObject({ status: 400, data: { result: { error: { videoUrl: [t.videoUrlInvalid] } } } });
    expect(await team([["intent", "proposeInterview"], ["applicationId", String(applicationId)], ["durationMinutes", "30"], ["slots[0]", inDays(3)]])).toMatchObject({ status: 400, data: { result: { error: { location: [t.placeOrLink] } } } });
    expect(await team([...base, ["slots[0]", inDays(3)], ["slots[1]", inDays(3)]])).toMatchObject({ status: 400, data: { result: { error: { slots: [t.slotTwice] } } } });
    const past = await team([...base, ["slots[0]", inDays(-1)]]);
    expect(past).toMatchObject({ status: 400, data: { result: { error: { slots: [t.slotPast] } } } });
    expect(await db().select().from(interviews).where(eq(interviews.applicationId, applicationId))).toHaveLength(0);
  });

  it("propose two times, and the doctor books one; another doctor's post is refused", async () => {
    const done = await team([["intent", "proposeInterview"], ["applicationId", String(applicationId)], ["durationMinutes", "30"], ["location", "Room 1"], ["slots[0]", inDays(3)], ["slots[1]", inDays(4)]]);
    expect(done).toMatchObject({ status: 302, location: `/dashboard/candidates/${applicationId}` });
    const [row] = await db().select().from(interviews).where(eq(interviews.applicationId, applicationId));
    expect(row!.slots).toHaveLength(2);
    expect(await asDoctor(doctor, [["intent", "pickSlot"], ["interviewId", String(row!.id)], ["slot", "not a time"]])).toMatchObject({ status: 400 });
    expect(await asDoctor(doctor, [["intent", "pickSlot"], ["interviewId", "0"], ["slot", row!.slots[0]!]])).toMatchObject({ status: 400 });
    expect(await asDoctor(otherDoctor, [["intent", "pickSlot"], ["interviewId", String(row!.id)], ["slot", row!.slots[0]!]])).toMatchObject({ status: 403 });
    expect(await asDoctor(doctor, [["intent", "askOtherTimes"], ["interviewId", String(row!.id)]])).toMatchObject({ status: 400, data: { result: { error: { message: [t.messageRequired] } } } });
    expect(await asDoctor(doctor, [["intent", "pickSlot"], ["interviewId", String(row!.id)], ["slot", row!.slots[1]!]])).toMatchObject({ status: 302, location: "/dashboard/applications" });
    expect((await db().select().from(interviews).where(eq(interviews.id, row!.id)))[0]!.status).toBe("booked");
  });

  it("offer new times for the booked interview: malformed posts 400 beside the field, a good one moves it when the doctor picks", async () => {
    const [row] = await db().select().from(interviews).where(eq(interviews.applicationId, applicationId));
    expect(row!.status).toBe("booked");
    const base: [string, string][] = [["intent", "offerNewTimes"], ["interviewId", String(row!.id)], ["durationMinutes", "30"], ["location", "Room 7"]];
    expect(await team([...base])).toMatchObject({ status: 400, data: { result: { error: { slots: [t.slotRequired] } } } });
    expect(await team([...base, ["slots[0]", "1e308"]])).toMatchObject({ status: 400, data: { result: { error: { "slots[0]": [t.slotInvalid] } } } });
    expect(await team([...base, ["slots[0]", inDays(3) + "\u0000"]])).toMatchObject({ status: 400 });
    expect(await team([["intent", "offerNewTimes"], ["interviewId", "abc"], ["durationMinutes", "30"], ["location", "Room 7"], ["slots[0]", inDays(5)]])).toMatchObject({ status: 400 });
    expect(await team([["intent", "offerNewTimes"], ["interviewId", "99999999999999999999"], ["durationMinutes", "30"], ["location", "Room 7"], ["slots[0]", inDays(5)]])).toMatchObject({ status: 400 });
    expect(await team([...base, ["slots[0]", inDays(5)], ["durationMinutes", "7"]])).toMatchObject({ status: 400 });
    expect(await team([...base, ["slots[0]", inDays(5)], ["videoUrl", "javascript:alert(1)"]])).toMatchObject({ status: 400, data: { result: { error: { videoUrl: [t.videoUrlInvalid] } } } });
    expect(await team([["intent", "offerNewTimes"], ["interviewId", String(row!.id)], ["durationMinutes", "30"], ["slots[0]", inDays(5)]])).toMatchObject({ status: 400, data: { result: { error: { location: [t.placeOrLink] } } } });
    expect(await team([...base, ["slots[0]", inDays(5)], ["slots[1]", inDays(5)]])).toMatchObject({ status: 400, data: { result: { error: { slots: [t.slotTwice] } } } });
    expect(await team([...base, ["slots[0]", inDays(-1)]])).toMatchObject({ status: 400, data: { result: { error: { slots: [t.slotPast] } } } });
    expect(await team([["intent", "withdrawNewTimes"], ["interviewId", "1.5"]])).toMatchObject({ status: 400 });
    expect((await db().select().from(interviews).where(eq(interviews.id, row!.id)))[0]!.newTimes).toBeNull();

    expect(await team([...base, ["slots[0]", inDays(5)], ["slots[1]", inDays(6)]])).toMatchObject({ status: 302, location: `/dashboard/candidates/${applicationId}` });
    const [offered] = await db().select().from(interviews).where(eq(interviews.id, row!.id));
    expect(offered!.newTimes?.slots).toHaveLength(2);
    const slot = offered!.newTimes!.slots[1]!;
    expect(await asDoctor(otherDoctor, [["intent", "pickSlot"], ["interviewId", String(row!.id)], ["slot", slot]])).toMatchObject({ status: 403 });
    expect(await asDoctor(doctor, [["intent", "pickSlot"], ["interviewId", String(row!.id)], ["slot", row!.startsAt!.toISOString()]])).toMatchObject({ status: 400 });
    expect(await asDoctor(doctor, [["intent", "pickSlot"], ["interviewId", String(row!.id)], ["slot", slot]])).toMatchObject({ status: 302, location: "/dashboard/applications" });
    const [moved] = await db().select().from(interviews).where(eq(interviews.id, row!.id));
    expect(moved).toMatchObject({ status: "booked", sequence: row!.sequence + 1, newTimes: null, location: "Room 7" });
    expect(moved!.startsAt!.toISOString()).toBe(slot);
    // New times again, then withdrawn by the form.
    expect(await team([...base, ["slots[0]", inDays(8)]])).toMatchObject({ status: 302 });
    expect(await team([["intent", "withdrawNewTimes"], ["interviewId", String(row!.id)]])).toMatchObject({ status: 302 });
    expect((await db().select().from(interviews).where(eq(interviews.id, row!.id)))[0]!.newTimes).toBeNull();
  });

  it("refuse a malformed offer with 400, a letter that is not a PDF beside its field, and send a good one", async () => {
    const base: [string, string][] = [["intent", "sendOffer"], ["applicationId", String(applicationId)], ["salaryUnit", "year"], ["startDate", inDays(30).slice(0, 10)]];
    expect(await team([...base, ["salary", "eighteen lakh"]])).toMatchObject({ status: 400, data: { result: { error: { salary: [o.salaryInvalid] } } } });
    expect(await team([...base, ["salary", "-5"]])).toMatchObject({ status: 400 });
    expect(await team([...base, ["salary", "99999999999"]])).toMatchObject({ status: 400 });
    expect(await team([["intent", "sendOffer"], ["applicationId", String(applicationId)], ["salaryUnit", "week"], ["salary", "100000"], ["startDate", inDays(30).slice(0, 10)]])).toMatchObject({ status: 400 });
    expect(await team([...base.slice(0, 3), ["salary", "100000"], ["startDate", "31/12/2027"]])).toMatchObject({ status: 400, data: { result: { error: { startDate: [o.startDateInvalid] } } } });
    const html = new File(["<html><script>alert(1)</script></html>"], "offer.pdf", { type: "application/pdf" });
    expect(await team([...base, ["salary", "1800000"], ["letter", html]])).toMatchObject({ status: 400, data: { result: { error: { letter: [o.letterInvalid] } } } });
    expect(await db().select().from(offers).where(eq(offers.applicationId, applicationId))).toHaveLength(0);
    expect(await team([...base, ["salary", "18,00,000"]])).toMatchObject({ status: 302 });
    const [offer] = await db().select().from(offers).where(eq(offers.applicationId, applicationId));
    expect(offer).toMatchObject({ salary: 1_800_000, salaryUnit: "year", status: "sent" });
    expect(await asDoctor(doctor, [["intent", "acceptOffer"], ["offerId", "abc"]])).toMatchObject({ status: 400 });
    expect(await asDoctor(otherDoctor, [["intent", "acceptOffer"], ["offerId", String(offer!.id)]])).toMatchObject({ status: 403 });
  });

  it("move the candidate to Withdrawn when the doctor declines by the form; the team brings them back by its form", async () => {
    const [offer] = await db().select().from(offers).where(eq(offers.applicationId, applicationId));
    expect(await asDoctor(doctor, [["intent", "declineOffer"], ["offerId", String(offer!.id)], ["reason", "x".repeat(5000)]])).toMatchObject({ status: 400 });
    expect(await asDoctor(doctor, [["intent", "declineOffer"], ["offerId", String(offer!.id)], ["reason", "I am staying in Pune."]])).toMatchObject({ status: 302, location: "/dashboard/applications" });
    const statusOf = async () => (await db().select({ status: applications.status }).from(applications).where(eq(applications.id, applicationId)))[0]!.status;
    expect(await statusOf()).toBe("Withdrawn");
    // The candidate page says why the candidate is in Withdrawn and where the team may bring them back to.
    const page = await outcome(() => candidateLoader(actionArgs(new Request(`http://localhost:3000/dashboard/candidates/${applicationId}`, { headers: { cookie: employer.cookie } }), { applicationId: String(applicationId) })));
    expect(page).toMatchObject({ status: 200, data: { declinedOffer: { backTo: "Offer" }, candidate: { stageName: "Withdrawn", decided: true } } });
    expect(await team([["intent", "bringBack"], ["applicationId", "abc"]])).toMatchObject({ status: 400 });
    expect(await team([["intent", "bringBack"], ["applicationId", String(applicationId + 1000)]])).toMatchObject({ status: 400 });
    expect(await team([["intent", "bringBack"]])).toMatchObject({ status: 400 });
    expect(await statusOf()).toBe("Withdrawn");
    expect(await team([["intent", "bringBack"], ["applicationId", String(applicationId)]])).toMatchObject({ status: 302, location: `/dashboard/candidates/${applicationId}` });
    expect(await statusOf()).toBe("Offer");
    // Brought back once: a second post is refused with the reason, not a 500.
    expect(await team([["intent", "bringBack"], ["applicationId", String(applicationId)]])).toMatchObject({ status: 409 });
  });

  it("show the page to the team and refuse it to a doctor and another employer", async () => {
    const load = (who: SignedIn) =>
      outcome(() => candidateLoader(actionArgs(new Request(`http://localhost:3000/dashboard/candidates/${applicationId}`, { headers: { cookie: who.cookie } }), { applicationId: String(applicationId) })));
    const page = await load(employer);
    expect(page.status).toBe(200);
    expect(await load(doctor)).toMatchObject({ status: 403 });
    expect(await load(await signedIn("employer"))).toMatchObject({ status: 403 });
  });
});
