import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { messages as messageRows, profiles } from "~/db/schema";
import { validation } from "~/lib/messages";
import { messaging as m } from "~/features/messages/messages";
import { action as composeAction, loader as composeLoader } from "~/routes/dashboard.messages.new";
import { action as threadAction, loader as threadLoader } from "~/routes/dashboard.messages.$threadId";
import { loader as inboxLoader } from "~/routes/dashboard.messages._index";
import { getRequest } from "../../../tests/support/accounts-kit";
import { actionArgs as args, outcome, post, signedIn, type SignedIn } from "../../../tests/support/signed-in";

// The message pages as a browser meets them: plain form posts answered with a redirect (post/redirect/get), refusals
// with their status and message, never a 500.

let employer: SignedIn;
let otherEmployer: SignedIn;
let doctor: SignedIn;
let unlisted: SignedIn;
let threadId = 0;

beforeAll(async () => {
  employer = await signedIn("employer", { company: "Apollo Clinics", verified: true });
  otherEmployer = await signedIn("employer", { company: "Fortis", verified: true });
  doctor = await signedIn("doctor");
  unlisted = await signedIn("doctor");
  await db().update(profiles).set({ listed: true }).where(eq(profiles.id, doctor.id));
}, 60_000);

const compose = (cookie: string | undefined, entries: [string, string][]) => outcome(() => composeAction(args(post("/dashboard/messages/new", entries, cookie))));
const onThread = (cookie: string | undefined, entries: [string, string][], id = threadId) =>
  outcome(() => threadAction(args(post(`/dashboard/messages/${id}`, entries, cookie), { threadId: String(id) })));

describe("the message pages", () => {
  it("an employer's first message redirects to the new conversation; opening the compose page again goes there too", async () => {
    const page = await outcome(() => composeLoader(args(getRequest(`/dashboard/messages/new?doctor=${doctor.id}`, employer.cookie))));
    expect(page.status).toBe(200);
    const sent = await compose(employer.cookie, [["doctor", doctor.id], ["body", "Hello\r\nDoctor"]]);
    expect(sent.status).toBe(302);
    expect(sent.location).toMatch(/^\/dashboard\/messages\/\d+$/);
    threadId = Number(sent.location!.split("/").pop());
    const again = await outcome(() => composeLoader(args(getRequest(`/dashboard/messages/new?doctor=${doctor.id}`, employer.cookie))));
    expect(again).toMatchObject({ status: 302, location: `/dashboard/messages/${threadId}` });
    const [stored] = await db().select().from(messageRows).where(eq(messageRows.threadId, threadId));
    expect(stored!.body).toBe("Hello\r\nDoctor");
  });

  it("the doctor replies with a plain post; the reply form refuses empty, overlong and control-character bodies with 400", async () => {
    expect(await onThread(doctor.cookie, [["intent", "reply"], ["body", "Thank you"]])).toMatchObject({ status: 302, location: `/dashboard/messages/${threadId}` });
    expect(await onThread(doctor.cookie, [["intent", "reply"], ["body", ""]])).toMatchObject({ status: 400, data: { result: { error: { body: [m.bodyRequired] } } } });
    expect(await onThread(doctor.cookie, [["intent", "reply"], ["body", "x".repeat(5001)]])).toMatchObject({ status: 400, data: { result: { error: { body: [m.bodyTooLong] } } } });
    expect(await onThread(doctor.cookie, [["intent", "reply"], ["body", "a\u0007b"]])).toMatchObject({ status: 400, data: { result: { error: { body: [validation.controlCharacters] } } } });
    expect(await onThread(doctor.cookie, [["intent", "reply"], ["body", "a"], ["body", "b"]])).toMatchObject({ status: 400 });
    expect(await onThread(doctor.cookie, [["intent", "delete-everything"]])).toMatchObject({ status: 400 });
  });

  it("refuses the wrong people: signed out to the sign-in page, a doctor composing 403, strangers 404, an unreachable doctor 403", async () => {
    expect((await compose(undefined, [["doctor", doctor.id], ["body", "Hi"]])).location).toMatch(/^\/login\?redirectTo=/);
    expect((await onThread(undefined, [["intent", "reply"], ["body", "Hi"]])).location).toMatch(/^\/login\?redirectTo=/);
    expect(await compose(unlisted.cookie, [["doctor", doctor.id], ["body", "Hi"]])).toMatchObject({ status: 403, data: { toast: { description: m.onlyEmployersStart } } });
    expect((await outcome(() => composeLoader(args(getRequest(`/dashboard/messages/new?doctor=${doctor.id}`, unlisted.cookie))))).status).toBe(403);
    expect(await compose(employer.cookie, [["doctor", unlisted.id], ["body", "Hi"]])).toMatchObject({ status: 403, data: { toast: { description: m.notReachable } } });
    expect((await outcome(() => composeLoader(args(getRequest("/dashboard/messages/new?doctor=%00", employer.cookie))))).status).toBe(404);
    expect(await onThread(otherEmployer.cookie, [["intent", "reply"], ["body", "Hi"]])).toMatchObject({ status: 404, data: { toast: { description: m.threadNotFound } } });
    expect((await outcome(() => threadLoader(args(getRequest(`/dashboard/messages/${threadId}`, otherEmployer.cookie), { threadId: String(threadId) })))).status).toBe(404);
    expect((await outcome(() => threadLoader(args(getRequest("/dashboard/messages/abc", employer.cookie), { threadId: "abc" })))).status).toBe(404);
    expect(await onThread(employer.cookie, [["intent", "block"]])).toMatchObject({ status: 403, data: { toast: { description: m.onlyDoctorSide } } });
  });

  it("the doctor blocks the employer (their reply is then refused), reports the thread, and unblocks", async () => {
    expect(await onThread(doctor.cookie, [["intent", "block"]])).toMatchObject({ status: 302 });
    expect(await onThread(employer.cookie, [["intent", "reply"], ["body", "Still there?"]])).toMatchObject({ status: 403, data: { toast: { description: m.blockedByDoctor } } });
    expect(await compose(employer.cookie, [["doctor", doctor.id], ["body", "New thread?"]])).toMatchObject({ status: 403 });
    expect(await onThread(doctor.cookie, [["intent", "report"], ["reason", "x".repeat(1001)]])).toMatchObject({ status: 400, data: { result: { error: { reason: [m.reportReasonTooLong] } } } });
    expect(await onThread(doctor.cookie, [["intent", "report"], ["reason", "Rude"]])).toMatchObject({ status: 302 });
    expect(await onThread(doctor.cookie, [["intent", "unblock"]])).toMatchObject({ status: 302 });
    expect(await onThread(employer.cookie, [["intent", "reply"], ["body", "Sorry"]])).toMatchObject({ status: 302 });
  });

  it("the inbox lists the viewer's own conversations with unread counts", async () => {
    const mine = await outcome(() => inboxLoader(args(getRequest("/dashboard/messages", doctor.cookie))));
    expect(mine.status).toBe(200);
    expect(mine.data).toMatchObject({ kind: "doctor", reports: null, threads: [{ id: threadId, counterpart: "Apollo Clinics", unread: 1 }] });
    const theirs = await outcome(() => inboxLoader(args(getRequest("/dashboard/messages", otherEmployer.cookie))));
    expect(theirs.data).toMatchObject({ kind: "employer", threads: [] });
  });
});
