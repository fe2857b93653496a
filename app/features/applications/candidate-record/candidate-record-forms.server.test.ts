import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { candidateFiles, candidateNotes, jobs, notifications, organisationMembers, profiles, user } from "~/db/schema";
import { validation } from "~/lib/messages";
import type { Actor } from "~/lib/permissions";
import { loader as fileLoader } from "~/routes/dashboard.candidate-files.$candidateFileId";
import { action as candidateAction, loader as candidateLoader } from "~/routes/dashboard.candidates.$applicationId";
import { actionArgs, outcome, post, signedIn, type SignedIn } from "../../../../tests/support/signed-in";
import { applyToJob } from "../applications.server";
import { ensureJobStages } from "../job-stages.server";
import { NOTE_MAX, recordTexts as t } from "./messages";

// The record's forms through the candidate page's route action, as a browser posts them: malformed or hostile posts
// are refused with 400 beside their field (never 500) and change nothing; good ones redirect with their toast; the
// page and the file link answer only the organisation's members who may see the candidate.

let owner: SignedIn;
let colleague: SignedIn;
let doctor: SignedIn;
let stranger: SignedIn;
let applicationId = 0;
const pdf = new TextEncoder().encode("%PDF-1.4\n%%EOF\n");

const postAs = (who: SignedIn, entries: [string, string | File][]) =>
  outcome(() => candidateAction(actionArgs(post(`/dashboard/candidates/${applicationId}`, entries, who.cookie), { applicationId: String(applicationId) })));
const page = (who: SignedIn, query = "") =>
  outcome(() => candidateLoader(actionArgs(new Request(`http://localhost:3000/dashboard/candidates/${applicationId}${query}`, { headers: { cookie: who.cookie } }), { applicationId: String(applicationId) })));

beforeAll(async () => {
  owner = await signedIn("employer", { company: "Route Hospital", verified: true });
  colleague = await signedIn("employer", { company: "Colleague Clinic" });
  stranger = await signedIn("employer", { company: "Stranger Clinic" });
  doctor = await signedIn("doctor");
  // The colleague joins the owner's organisation as a recruiter.
  const [m] = await db().select().from(organisationMembers).where(eq(organisationMembers.userId, owner.id));
  await db().update(organisationMembers).set({ organisationId: m!.organisationId, role: "recruiter" }).where(eq(organisationMembers.userId, colleague.id));
  await db().update(user).set({ name: "Rita Colleague" }).where(eq(user.id, colleague.id));
  await db().update(profiles).set({ resumeUrl: "/files/resumes/x/1-a.pdf" }).where(eq(profiles.id, doctor.id));
  const [job] = await db().insert(jobs).values({ userId: owner.id, organisationId: m!.organisationId, title: "Pathologist", company: "Route Hospital", location: "Pune", type: "Full-time" }).returning({ id: jobs.id });
  await ensureJobStages(job!.id);
  const doctorActor: Actor = { userId: doctor.id, email: "", name: "", role: "doctor", isAdmin: false };
  ({ id: applicationId } = await applyToJob({ actor: doctorActor, jobId: job!.id }));
}, 60_000);

describe("the record's forms", () => {
  it("refuse malformed notes with 400 beside the field, keeping what was typed", async () => {
    expect(await postAs(owner, [["intent", "addNote"], ["body", ""]])).toMatchObject({ status: 400, data: { result: { error: { body: [t.noteRequired] } } } });
    expect(await postAs(owner, [["intent", "addNote"], ["body", "x".repeat(NOTE_MAX + 1)]])).toMatchObject({ status: 400, data: { result: { error: { body: [t.noteTooLong] } } } });
    expect(await postAs(owner, [["intent", "addNote"], ["body", "a"], ["body", "b"]])).toMatchObject({ status: 400 });
    const kept = await postAs(owner, [["intent", "addNote"], ["body", "Ask @Nobody Known"], ["mentions", "not an id!"]]);
    expect(kept).toMatchObject({ status: 400, data: { result: { initialValue: { body: "Ask @Nobody Known" } } } });
    expect(await postAs(owner, [["intent", "addNote"], ["body", "Hello"], ["mentions", stranger.id]])).toMatchObject({ status: 400, data: { result: { error: { mentions: [t.mentionUnknown] } } } });
    expect(await postAs(owner, [["intent", "deleteNote"], ["noteId", "abc"]])).toMatchObject({ status: 400 });
    expect(await postAs(owner, [["intent", "removeFile"], ["candidateFileId", "1e308"]])).toMatchObject({ status: 400 });
    expect(await postAs(owner, [["intent", "attachFile"], ["file", "not a file"]])).toMatchObject({ status: 400 });
    expect(await db().select().from(candidateNotes).where(eq(candidateNotes.applicationId, applicationId))).toHaveLength(0);
  });

  it("add a note mentioning a colleague, who sees it in the bell and on the page; others are refused", async () => {
    expect(await postAs(stranger, [["intent", "addNote"], ["body", "Sneaky"]])).toMatchObject({ status: 403, data: { result: { error: { "": [validation.permissionDenied] } } } });
    expect(await postAs(doctor, [["intent", "addNote"], ["body", "Sneaky"]])).toMatchObject({ status: 403 });
    const done = await postAs(owner, [["intent", "addNote"], ["body", "Good lab skills."], ["mentions", colleague.id]]);
    const [note] = await db().select().from(candidateNotes).where(eq(candidateNotes.applicationId, applicationId));
    expect(done).toMatchObject({ status: 302, location: `/dashboard/candidates/${applicationId}#note-${note!.id}` });
    const [bell] = await db().select().from(notifications).where(and(eq(notifications.userId, colleague.id), eq(notifications.kind, "mention")));
    expect(bell!.link).toBe(`/dashboard/candidates/${applicationId}#note-${note!.id}`);
    const seen = await page(colleague);
    expect(seen.status).toBe(200);
    const record = (seen.data as { record: { timeline: { entries: { kind: string; a: string }[] }; colleagues: { name: string }[] } }).record;
    expect(record.timeline.entries.find((e) => e.kind === "note")!.a).toBe("Good lab skills.");
    expect(record.colleagues.map((c) => c.name)).not.toContain("Rita Colleague");
    expect((await page(stranger)).status).toBe(403);
    expect((await page(owner, "?before=%00garbage")).status).toBe(200);
    expect(await postAs(colleague, [["intent", "deleteNote"], ["noteId", String(note!.id)]])).toMatchObject({ status: 403, data: { result: { error: { "": [t.notYourNote] } } } });
    expect(await postAs(owner, [["intent", "deleteNote"], ["noteId", String(note!.id)]])).toMatchObject({ status: 302 });
    expect(await db().select().from(candidateNotes).where(eq(candidateNotes.id, note!.id))).toHaveLength(0);
  });

  it("attach a PDF, serve it to the team with a sandbox and refuse it to others", async () => {
    const html = new File(["<html><script>alert(1)</script></html>"], "cv.pdf", { type: "application/pdf" });
    expect(await postAs(owner, [["intent", "attachFile"], ["file", html]])).toMatchObject({ status: 400, data: { result: { error: { file: [t.fileInvalid] } } } });
    expect(await postAs(stranger, [["intent", "attachFile"], ["file", new File([pdf], "a.pdf")]])).toMatchObject({ status: 403 });
    expect(await postAs(owner, [["intent", "attachFile"], ["file", new File([pdf], "Référence.pdf", { type: "text/html" })]])).toMatchObject({ status: 302 });
    const [row] = await db().select().from(candidateFiles).where(eq(candidateFiles.applicationId, applicationId));
    const get = (who: SignedIn, id: string) => fileLoader(actionArgs(new Request(`http://localhost:3000/dashboard/candidate-files/${id}`, { headers: { cookie: who.cookie } }), { candidateFileId: id }));
    const response = (await get(colleague, String(row!.id))) as Response;
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-security-policy")).toBe("sandbox");
    expect(response.headers.get("content-disposition")).toContain("filename*=UTF-8''R%C3%A9f%C3%A9rence.pdf");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(pdf);
    for (const [who, status] of [[stranger, 403], [doctor, 403]] as const) expect((await outcome(() => get(who, String(row!.id)))).status).toBe(status);
    expect((await outcome(() => get(owner, "abc"))).status).toBe(404);
  });
});
