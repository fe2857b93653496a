import { and, desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { applicationStageMoves, applications, auditLog, candidateNotes, fileViews, jobStages, notifications, profiles, webhookEvents } from "~/db/schema";
import { reloadEnv } from "~/env.server";
import { ensureJobStages } from "~/features/applications/job-stages.server";
import { REJECTION_REASONS, pipeline } from "~/features/applications/messages";
import { createApiKey, listApiKeys, revokeApiKey } from "~/features/organisations/api-keys/api-keys.server";
import { addEndpoint } from "~/features/webhooks/manage-webhooks.server";
import type { Actor } from "~/lib/permissions";
import { storeFile } from "~/services/storage/storage.server";
import { createActor, createColleague, insertJob, verifyEmployer } from "../../tests/factories/jobs";
import { pdfFile } from "../../tests/files";
import { startApiServer } from "../../tests/support/api-server";
import { openApiContract, type OpenApi } from "../../tests/support/openapi-contract";
import { getApplicationResource, listApplications, moveApplicationFromApi } from "./applications";
import { listOrganisationJobs } from "./organisation-jobs";
import { apiKeyProblems, applicationProblems, apiProblems } from "./messages";
import { ApiProblem } from "./problem";
import { RESUME_LINK_SECONDS, signResumeLink } from "./resume-links";

// The applications resources and resume links over HTTP, on a running server: every request body and every answer is
// checked against the OpenAPI document the server publishes (tests/support/openapi-contract.ts); the operations
// documented under "Applications" are all exercised (the last test checks). On both databases.

let server: Awaited<ReturnType<typeof startApiServer>>;
let document: OpenApi;
let seen: Set<string>;
let call: Contract["call"];
let conforms: Contract["conforms"];
type Contract = Awaited<ReturnType<typeof openApiContract>>;

type Application = { id: number; job_id: number; stage: { id: number; name: string; kind: string }; doctor: { id: string; name: string }; has_resume: boolean; applied_at: string };
type ApplicationList = { data: Application[]; stages: { id: number; name: string; kind: string }[]; next_cursor: string | null };
type Problem = { status: number; detail: string; errors?: { name: string; reason: string }[] };

const LIST = "/jobs/{id}/applications";
const ONE = "/applications/{id}";
const MOVE = "/applications/{id}/move";
const NOTE = "/applications/{id}/notes";
const LINK = "/applications/{id}/resume-link";
const RESUME = "/resume-links/{token}";

let owner: Actor;
let otherOwner: Actor;
let writeKey: string;
let readKey: string;
let otherKey: string;
let jobId: number;
let teamJobId: number;
let otherJobId: number;
let appIds: number[] = [];
let teamAppId: number;
let otherAppId: number;
let withResume: { applicationId: number; doctorId: string; fileId: string; bytes: Buffer };
let stages: Map<string, number>;

async function applicant(job: number, name: string, minutesAgo: number): Promise<{ id: number; doctorId: string }> {
  const doctor = await createActor("doctor", { name });
  const at = new Date(Date.now() - minutesAgo * 60_000);
  const [row] = await db().insert(applications).values({ jobId: job, doctorId: doctor.userId, coverNote: `Note from ${name}`, createdAt: at, updatedAt: at }).returning({ id: applications.id });
  return { id: row!.id, doctorId: doctor.userId };
}

beforeAll(async () => {
  server = await startApiServer();
  // Links name the site's public origin: the running server's in this test.
  process.env.BASE_URL = server.origin;
  reloadEnv();
  ({ document, seen, call, conforms } = await openApiContract(server.base));

  owner = await createActor("employer", { company: "Sunrise Heart Institute" });
  await verifyEmployer(owner.userId);
  owner = { ...owner, verified: true };
  otherOwner = await createActor("employer", { company: "Lakeside Hospital" });
  await verifyEmployer(otherOwner.userId);
  writeKey = (await createApiKey({ actor: owner, name: "ATS", scope: "write", ip: null })).token;
  readKey = (await createApiKey({ actor: owner, name: "ATS (read)", scope: "read", ip: null })).token;
  otherKey = (await createApiKey({ actor: { ...otherOwner, verified: true }, name: "Lakeside ATS", scope: "write", ip: null })).token;

  jobId = await insertJob({ title: "Consultant Cardiologist", userId: owner.userId });
  teamJobId = await insertJob({ title: "Registrar, Cardiology", userId: owner.userId });
  otherJobId = await insertJob({ title: "Lakeside Medical Officer", userId: otherOwner.userId });
  appIds = [];
  for (let i = 0; i < 5; i++) appIds.push((await applicant(jobId, `Dr Applicant ${i}`, 50 - i)).id);
  teamAppId = (await applicant(teamJobId, "Dr Team", 5)).id;
  otherAppId = (await applicant(otherJobId, "Dr Elsewhere", 5)).id;
  stages = new Map((await ensureJobStages(jobId)).map((s) => [s.name, s.id]));

  // The newest applicant has a resume on file.
  const pdf = pdfFile("cv.pdf", "Dr Applicant 4");
  const [newest] = await db().select({ doctorId: applications.doctorId }).from(applications).where(eq(applications.id, appIds[4]!));
  const key = `${newest!.doctorId}/1-cv.pdf`;
  const file = await storeFile({ bucket: "resumes", key, bytes: pdf.buffer, contentType: "application/pdf", ownerId: newest!.doctorId });
  await db().update(profiles).set({ resumeUrl: `/files/resumes/${key}` }).where(eq(profiles.id, newest!.doctorId));
  withResume = { applicationId: appIds[4]!, doctorId: newest!.doctorId, fileId: file.id, bytes: pdf.buffer };
});

afterAll(async () => {
  await server.close();
  process.env.BASE_URL = "http://localhost:3000";
  reloadEnv();
});

describe("GET /jobs/{id}/applications", () => {
  it("pages through a job's applications newest first; the cursors visit each once; the job's stages come with them", async () => {
    const ids: number[] = [];
    let path = `/jobs/${jobId}/applications?limit=2`;
    let pages = 0;
    for (;;) {
      const page = await conforms<ApplicationList>(await call("GET", path, LIST, { key: readKey }), "GET", LIST, 200);
      pages++;
      ids.push(...page.data.map((a) => a.id));
      expect(page.stages.map((s) => s.name)).toEqual(["Applied", "Screening", "Interview", "Offer", "Hired", "Rejected", "Withdrawn"]);
      if (!page.next_cursor) break;
      path = `/jobs/${jobId}/applications?limit=2&cursor=${encodeURIComponent(page.next_cursor)}`;
    }
    expect(pages).toBe(3);
    expect(ids).toEqual([...appIds].reverse());
    const first = await conforms<ApplicationList>(await call("GET", `/jobs/${jobId}/applications`, LIST, { key: readKey }), "GET", LIST, 200);
    expect(first.data[0]).toMatchObject({ id: appIds[4], job_id: jobId, stage: { name: "Applied", kind: "active" }, doctor: { name: "Dr Applicant 4" }, cover_note: "Note from Dr Applicant 4", has_resume: true });
    expect(first.data[1]!.has_resume).toBe(false);
  });

  it("filters by stage; refuses a stage of another job, unknown parameters and foreign cursors with 400", async () => {
    await db().update(applications).set({ stageId: stages.get("Interview")!, status: "Interview" }).where(eq(applications.id, appIds[0]!));
    const interview = await conforms<ApplicationList>(await call("GET", `/jobs/${jobId}/applications?stage=${stages.get("Interview")}`, LIST, { key: readKey }), "GET", LIST, 200);
    expect(interview.data.map((a) => a.id)).toEqual([appIds[0]]);
    const [foreignStage] = await ensureJobStages(otherJobId);
    const bad = await conforms<Problem>(await call("GET", `/jobs/${jobId}/applications?stage=${foreignStage!.id}&colour=red&limit=500`, LIST, { key: readKey }), "GET", LIST, 400);
    expect(bad.errors!.map((e) => e.name).sort()).toEqual(["colour", "limit"]);
    const cursor = await conforms<Problem>(await call("GET", `/jobs/${jobId}/applications?cursor=abc`, LIST, { key: readKey }), "GET", LIST, 400);
    expect(cursor.errors).toEqual([{ name: "cursor", reason: apiProblems.badCursor }]);
    const stage = await conforms<Problem>(await call("GET", `/jobs/${jobId}/applications?stage=${foreignStage!.id}`, LIST, { key: readKey }), "GET", LIST, 400);
    expect(stage.errors).toEqual([{ name: "stage", reason: applicationProblems.stageNotOfJob }]);
    await conforms(await call("GET", `/jobs/abc/applications`, LIST, { key: readKey }), "GET", LIST, 400);
  });

  it("answers another organisation's job and a missing one 404, and a call without a key 401", async () => {
    for (const id of [otherJobId, 99_999_999]) {
      const problem = await conforms<Problem>(await call("GET", `/jobs/${id}/applications`, LIST, { key: writeKey }), "GET", LIST, 404);
      expect(problem.detail).toBe(apiProblems.jobNotFound);
    }
    const res = await call("GET", `/jobs/${jobId}/applications`, LIST);
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await conforms<Problem>(res, "GET", LIST, 401)).detail).toBe(apiKeyProblems.keyRequired);
  });
});

describe("GET /applications/{id}", () => {
  it("gets one application of the organisation; another organisation's is 404, a bad id 400", async () => {
    const one = await conforms<Application>(await call("GET", `/applications/${appIds[2]}`, ONE, { key: readKey }), "GET", ONE, 200);
    expect(one).toMatchObject({ id: appIds[2], job_id: jobId, doctor: { name: "Dr Applicant 2" }, stage: { name: "Applied" } });
    for (const id of [otherAppId, 99_999_999]) {
      expect((await conforms<Problem>(await call("GET", `/applications/${id}`, ONE, { key: writeKey }), "GET", ONE, 404)).detail).toBe(applicationProblems.notFound);
    }
    // The other organisation's key sees its own and not ours.
    await conforms(await call("GET", `/applications/${otherAppId}`, ONE, { key: otherKey }), "GET", ONE, 200);
    await conforms(await call("GET", `/applications/${appIds[2]}`, ONE, { key: otherKey }), "GET", ONE, 404);
    await conforms(await call("GET", "/applications/0", ONE, { key: readKey }), "GET", ONE, 400);
  });
});

describe("POST /applications/{id}/move", () => {
  it("moves through the dashboard's move: the history, the move (the doctor's notice), the audit row and the webhook event follow", async () => {
    await addEndpoint({ actor: owner, url: "http://127.0.0.1:9/hooks", events: ["application.stage_changed"] });
    const id = appIds[1]!;
    const moved = await conforms<Application>(await call("POST", `/applications/${id}/move`, MOVE, { key: writeKey, body: { stage_id: stages.get("Screening") } }), "POST", MOVE, 200);
    expect(moved.stage).toEqual({ id: stages.get("Screening"), name: "Screening", kind: "active" });
    const [row] = await db().select({ status: applications.status, history: applications.history }).from(applications).where(eq(applications.id, id));
    expect(row!.status).toBe("Screening");
    expect(row!.history.at(-1)).toMatchObject({ status: "Screening", by: owner.userId });
    const [move] = await db().select().from(applicationStageMoves).where(eq(applicationStageMoves.applicationId, id));
    expect(move).toMatchObject({ fromName: "Applied", toName: "Screening", byUserId: owner.userId, undoneAt: null });
    const [audit] = await db().select().from(auditLog).where(and(eq(auditLog.action, "application.move"), eq(auditLog.targetId, String(id))));
    expect(audit).toMatchObject({ actorId: owner.userId, details: { jobId, from: "Applied", to: "Screening" } });
    const events = await db().select({ payload: webhookEvents.payload }).from(webhookEvents).where(eq(webhookEvents.type, "application.stage_changed"));
    expect(events.map((e) => (e.payload as { data: { application: { id: number } } }).data.application.id)).toContain(id);
    const [call_] = await db().select().from(auditLog).where(eq(auditLog.action, "api.call")).orderBy(desc(auditLog.id)).limit(1);
    expect(call_!.details).toMatchObject({ method: "POST", path: `/api/v1/applications/${id}/move`, status: 200 });
  });

  it("rejects with one of the dashboard's reasons; without one it is 400 naming `reason`", async () => {
    const id = appIds[2]!;
    const missing = await conforms<Problem>(await call("POST", `/applications/${id}/move`, MOVE, { key: writeKey, body: { stage_id: stages.get("Rejected") } }), "POST", MOVE, 400);
    expect(missing.errors).toEqual([{ name: "reason", reason: pipeline.reasonRequired }]);
    const rejected = await conforms<Application>(
      await call("POST", `/applications/${id}/move`, MOVE, { key: writeKey, body: { stage_id: stages.get("Rejected"), reason: REJECTION_REASONS[1], mail_doctor: false } }),
      "POST",
      MOVE,
      200,
    );
    expect(rejected.stage.kind).toBe("rejected");
    const [move] = await db().select().from(applicationStageMoves).where(eq(applicationStageMoves.applicationId, id));
    expect(move).toMatchObject({ toName: "Rejected", reason: REJECTION_REASONS[1], mailDoctor: false });
  });

  it("refuses what the pipeline refuses with 409 (out of an exit, into Withdrawn, the same stage), and a stage of another job with 400", async () => {
    const decided = appIds[2]!; // rejected above
    const cases: [number, number, string][] = [
      [decided, stages.get("Interview")!, pipeline.fromExit],
      [appIds[3]!, stages.get("Withdrawn")!, pipeline.toWithdrawn],
      [appIds[3]!, stages.get("Applied")!, pipeline.sameStage],
    ];
    for (const [id, stageId, detail] of cases) {
      const problem = await conforms<Problem>(await call("POST", `/applications/${id}/move`, MOVE, { key: writeKey, body: { stage_id: stageId } }), "POST", MOVE, 409);
      expect(problem.detail).toBe(detail);
    }
    const [foreign] = await db().select({ id: jobStages.id }).from(jobStages).where(eq(jobStages.jobId, otherJobId)).limit(1);
    const other = await conforms<Problem>(await call("POST", `/applications/${appIds[3]}/move`, MOVE, { key: writeKey, body: { stage_id: foreign!.id } }), "POST", MOVE, 400);
    expect(other.errors).toEqual([{ name: "stage_id", reason: applicationProblems.stageNotOfJob }]);
    const [still] = await db().select({ status: applications.status }).from(applications).where(eq(applications.id, appIds[3]!));
    expect(still!.status).toBe("Applied");
  });

  it("refuses bodies that are not the move's shape with 400, never 500", async () => {
    const id = appIds[3]!;
    const wrong = await conforms<Problem>(await call("POST", `/applications/${id}/move`, MOVE, { key: writeKey, body: { stage_id: "2", colour: "blue", reason: "Because" }, invalid: true }), "POST", MOVE, 400);
    expect(wrong.errors!.map((e) => e.name).sort()).toEqual(["colour", "reason", "stage_id"]);
    for (const body of ["[1]", "{not json", "null"]) {
      const res = await fetch(`${server.base}/applications/${id}/move`, { method: "POST", headers: { authorization: `Bearer ${writeKey}`, "content-type": "application/json" }, body });
      await conforms(res, "POST", MOVE, 400);
    }
    await conforms(await call("POST", "/applications/x/move", MOVE, { key: writeKey, body: { stage_id: 1 } }), "POST", MOVE, 400);
    const anonymous = await call("POST", `/applications/${id}/move`, MOVE, { body: { stage_id: stages.get("Screening") } });
    expect(anonymous.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect((await conforms<Problem>(anonymous, "POST", MOVE, 401)).detail).toBe(apiKeyProblems.keyRequired);
  });

  it("refuses a read key (403) and another organisation's application (404), and moves nothing", async () => {
    const read = await conforms<Problem>(await call("POST", `/applications/${appIds[3]}/move`, MOVE, { key: readKey, body: { stage_id: stages.get("Screening") } }), "POST", MOVE, 403);
    expect(read.detail).toBe(apiKeyProblems.readOnlyKey);
    const foreign = await conforms<Problem>(await call("POST", `/applications/${otherAppId}/move`, MOVE, { key: writeKey, body: { stage_id: stages.get("Screening") } }), "POST", MOVE, 404);
    expect(foreign.detail).toBe(applicationProblems.notFound);
    const rows = await db().select({ status: applications.status }).from(applications).where(sql`${applications.id} in (${appIds[3]}, ${otherAppId})`);
    expect(rows.map((r) => r.status)).toEqual(["Applied", "Applied"]);
  });
});

describe("interviewer and hiring manager scope", () => {
  // Keys are made by owners and admins only (decision 097), so a key never acts as an interviewer; the operations take
  // the key's member as an Actor and check the role and teams like the pipeline does, which is what these show.
  it("an interviewer sees only the applications of the jobs whose team they are on, and moves none", async () => {
    const interviewer = await createColleague(owner, "interviewer", { teamJobIds: [teamJobId] });
    const page = await listApplications(interviewer, String(teamJobId), new URLSearchParams());
    expect(page.data.map((a) => a.id)).toEqual([teamAppId]);
    expect((await getApplicationResource(interviewer, String(teamAppId))).id).toBe(teamAppId);
    const refused = async (p: Promise<unknown>) => {
      const error = await p.then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(ApiProblem);
      return (error as ApiProblem).status;
    };
    expect(await refused(listApplications(interviewer, String(jobId), new URLSearchParams()))).toBe(403);
    expect(await refused(getApplicationResource(interviewer, String(appIds[0])))).toBe(403);
    expect(await refused(getApplicationResource(interviewer, String(otherAppId)))).toBe(404);
    const move = () => new Request("http://x/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ stage_id: 1 }) });
    const teamStages = await ensureJobStages(teamJobId);
    const moveTeam = () => new Request("http://x/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ stage_id: teamStages[1]!.id }) });
    expect(await refused(moveApplicationFromApi(interviewer, String(teamAppId), moveTeam()))).toBe(403);
    expect(await refused(moveApplicationFromApi(interviewer, String(otherAppId), move()))).toBe(404);
  });

  it("a hiring manager moves on their team's jobs and not on others", async () => {
    const manager = await createColleague(owner, "hiring_manager", { teamJobIds: [teamJobId] });
    const teamStages = await ensureJobStages(teamJobId);
    const body = (stageId: number) => new Request("http://x/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ stage_id: stageId }) });
    expect((await moveApplicationFromApi(manager, String(teamAppId), body(teamStages[1]!.id))).stage.name).toBe("Screening");
    const error = await moveApplicationFromApi(manager, String(appIds[3]), body(stages.get("Screening")!)).then(() => null, (e: unknown) => e);
    expect((error as ApiProblem).status).toBe(403);
  });
});

describe("resume links", () => {
  const views = async () => (await db().select().from(fileViews).where(eq(fileViews.fileId, withResume.fileId))).length;

  it("gives a five-minute link that serves the PDF without a key, each fetch counted as a view through the application", async () => {
    const before = await views();
    const link = await conforms<{ url: string; expires_at: string }>(await call("POST", `/applications/${withResume.applicationId}/resume-link`, LINK, { key: readKey }), "POST", LINK, 200);
    expect(link.url.startsWith(`${server.base}/resume-links/`)).toBe(true);
    const ttl = (Date.parse(link.expires_at) - Date.now()) / 1000;
    expect(ttl).toBeGreaterThan(RESUME_LINK_SECONDS - 10);
    expect(ttl).toBeLessThanOrEqual(RESUME_LINK_SECONDS);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(link.url);
      expect(res.headers.get("content-type")).toBe("application/pdf");
      expect(res.headers.get("cache-control")).toBe("private, no-store");
      const bytes = Buffer.from(await conforms<ArrayBuffer>(res, "GET", RESUME, 200));
      expect(bytes.equals(withResume.bytes)).toBe(true);
    }
    const head = await fetch(link.url, { method: "HEAD" });
    expect([head.status, head.headers.get("content-type")]).toEqual([200, "application/pdf"]);
    expect(await views()).toBe(before + 2);
    const [view] = await db().select().from(fileViews).where(eq(fileViews.fileId, withResume.fileId)).orderBy(desc(fileViews.id)).limit(1);
    expect(view).toMatchObject({ viewerId: owner.userId, viaApplication: true });
  });

  it("refuses a changed link with 403 and an expired one with 410, counting no view", async () => {
    const link = await conforms<{ url: string }>(await call("POST", `/applications/${withResume.applicationId}/resume-link`, LINK, { key: writeKey }), "POST", LINK, 200);
    const before = await views();
    const token = link.url.split("/").pop()!;
    const [payload, signature] = token.split(".") as [string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString()) as { a: number };
    const forged = Buffer.from(JSON.stringify({ ...claims, a: otherAppId })).toString("base64url");
    for (const bad of [`${forged}.${signature}`, `${payload}.${signature.slice(0, -2)}AA`, "nonsense"]) {
      const problem = await conforms<Problem>(await fetch(`${server.base}/resume-links/${bad}`), "GET", RESUME, 403);
      expect(problem.detail).toBe(applicationProblems.linkInvalid);
    }
    const listed = (await listApiKeys({ actor: owner })).keys.find((k) => k.prefix === writeKey.slice(0, 14))!;
    const expired = signResumeLink({ f: withResume.fileId, a: withResume.applicationId, k: listed.id, o: owner.membership!.organisationId, u: owner.userId, d: 1, e: Math.floor(Date.now() / 1000) - 1 });
    expect((await conforms<Problem>(await fetch(`${server.base}/resume-links/${expired}`), "GET", RESUME, 410)).detail).toBe(applicationProblems.linkExpired);
    expect(await views()).toBe(before);
  });

  it("answers no resume 404, another organisation's application 404, an unverified organisation 403, a bad id 400", async () => {
    await conforms(await call("POST", "/applications/-1/resume-link", LINK, { key: writeKey }), "POST", LINK, 400);
    expect((await conforms<Problem>(await call("POST", `/applications/${appIds[3]}/resume-link`, LINK, { key: writeKey }), "POST", LINK, 404)).detail).toBe(applicationProblems.noResume);
    expect((await conforms<Problem>(await call("POST", `/applications/${otherAppId}/resume-link`, LINK, { key: writeKey }), "POST", LINK, 404)).detail).toBe(applicationProblems.notFound);
    const pending = await createActor("employer", { company: "Unverified Clinic" });
    const pendingKey = (await createApiKey({ actor: pending, name: "Pending", scope: "read", ip: null })).token;
    const pendingJob = await insertJob({ userId: pending.userId, title: "Pending job" });
    await db().insert(applications).values({ jobId: pendingJob, doctorId: withResume.doctorId });
    const [pendingApp] = await db().select({ id: applications.id }).from(applications).where(eq(applications.jobId, pendingJob));
    expect((await conforms<Problem>(await call("POST", `/applications/${pendingApp!.id}/resume-link`, LINK, { key: pendingKey }), "POST", LINK, 403)).detail).toBe(applicationProblems.resumePending);
  });

  it("counts a view without a standing application against the daily limit, as the site does: past it, 429", async () => {
    // A withdrawn application: the doctor shares the resume with verified employers, so it opens as a direct view.
    await db().update(profiles).set({ resumeOpenToEmployers: true }).where(eq(profiles.id, withResume.doctorId));
    await db().update(applications).set({ withdrawnAt: new Date() }).where(eq(applications.id, withResume.applicationId));
    process.env.RESUME_VIEWS_PER_DAY = "1";
    reloadEnv();
    try {
      const link = await conforms<{ url: string }>(await call("POST", `/applications/${withResume.applicationId}/resume-link`, LINK, { key: writeKey }), "POST", LINK, 200);
      await conforms(await fetch(link.url), "GET", RESUME, 200);
      expect((await conforms<Problem>(await fetch(link.url), "GET", RESUME, 429)).detail).toBe(applicationProblems.resumeLimit);
      const [view] = await db().select().from(fileViews).where(eq(fileViews.fileId, withResume.fileId)).orderBy(desc(fileViews.id)).limit(1);
      expect(view).toMatchObject({ viewerId: owner.userId, viaApplication: false });
    } finally {
      delete process.env.RESUME_VIEWS_PER_DAY;
      reloadEnv();
      await db().update(applications).set({ withdrawnAt: null }).where(eq(applications.id, withResume.applicationId));
    }
  });

  it("stops a key revoked mid-run at once: its calls are 401 and its links 410", async () => {
    const made = await createApiKey({ actor: owner, name: "Short-lived", scope: "read", ip: null });
    await conforms(await call("GET", `/jobs/${jobId}/applications`, LIST, { key: made.token }), "GET", LIST, 200);
    const link = await conforms<{ url: string }>(await call("POST", `/applications/${withResume.applicationId}/resume-link`, LINK, { key: made.token }), "POST", LINK, 200);
    await revokeApiKey({ actor: owner, keyId: made.id, ip: null });
    for (const [method, path, docPath] of [
      ["GET", `/jobs/${jobId}/applications`, LIST],
      ["GET", `/applications/${appIds[0]}`, ONE],
      ["POST", `/applications/${withResume.applicationId}/resume-link`, LINK],
    ] as const) {
      const res = await call(method, path, docPath, { key: made.token });
      expect((await conforms<Problem>(res, method, docPath, 401)).detail).toBe(apiKeyProblems.keyInvalid);
    }
    expect((await conforms<Problem>(await fetch(link.url), "GET", RESUME, 410)).detail).toBe(applicationProblems.linkGone);
  });
});

describe("POST /applications/{id}/notes", () => {
  type Note = { id: number; application_id: number; body: string; author_id: string; mentioned: string[]; created_at: string };

  it("adds a note as the key's member: in the candidate's record and the audit log; colleagues mentioned by id or by @name are told", async () => {
    const recruiter = await createColleague(owner, "recruiter");
    const manager = await createColleague(owner, "hiring_manager", { teamJobIds: [jobId] });
    const body = `Called her referee: strong on echo. @${manager.name} please look before Friday.`;
    const note = await conforms<Note>(await call("POST", `/applications/${appIds[1]}/notes`, NOTE, { key: writeKey, body: { body, mentions: [recruiter.userId] } }), "POST", NOTE, 201);
    expect(note).toMatchObject({ application_id: appIds[1], body, author_id: owner.userId });
    expect([...note.mentioned].sort()).toEqual([recruiter.userId, manager.userId].sort());
    const [stored] = await db().select().from(candidateNotes).where(eq(candidateNotes.id, note.id));
    expect(stored).toMatchObject({ applicationId: appIds[1], authorId: owner.userId, body });
    const bells = await db().select({ userId: notifications.userId, link: notifications.link }).from(notifications).where(eq(notifications.kind, "mention"));
    for (const who of [recruiter, manager]) expect(bells).toContainEqual({ userId: who.userId, link: `/dashboard/candidates/${appIds[1]}#note-${note.id}` });
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, "candidate.note.add")).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorId: owner.userId });
  });

  it("refuses a mention of someone who may not see the application, and bodies not of the note's shape, with 400 naming the field; nothing is stored", async () => {
    const outsider = await createColleague(owner, "interviewer", { teamJobIds: [teamJobId] });
    const before = (await db().select({ id: candidateNotes.id }).from(candidateNotes)).length;
    const notAllowed = await conforms<Problem>(await call("POST", `/applications/${appIds[1]}/notes`, NOTE, { key: writeKey, body: { body: "See me.", mentions: [outsider.userId] } }), "POST", NOTE, 400);
    expect(notAllowed.errors!.map((e) => e.name)).toEqual(["mentions"]);
    const unknown = await conforms<Problem>(await call("POST", `/applications/${appIds[1]}/notes`, NOTE, { key: writeKey, body: { body: "See me.", mentions: ["not-a-member"] } }), "POST", NOTE, 400);
    expect(unknown.errors!.map((e) => e.name)).toEqual(["mentions"]);
    for (const bad of [{}, { body: "" }, { body: "x".repeat(2_001) }, { body: "Fine.", colour: "red" }, { body: 42 }, { body: "Fine.", mentions: "one" }]) {
      const problem = await conforms<Problem>(await call("POST", `/applications/${appIds[1]}/notes`, NOTE, { key: writeKey, body: bad, invalid: true }), "POST", NOTE, 400);
      expect(problem.errors!.length, JSON.stringify(bad)).toBeGreaterThan(0);
    }
    await conforms(await call("POST", `/applications/abc/notes`, NOTE, { key: writeKey, body: { body: "Fine." } }), "POST", NOTE, 400);
    expect((await db().select({ id: candidateNotes.id }).from(candidateNotes)).length).toBe(before);
  });

  it("refuses a read key (403), another organisation's application (404) and a call without a key (401), storing nothing", async () => {
    const before = (await db().select({ id: candidateNotes.id }).from(candidateNotes)).length;
    const read = await conforms<Problem>(await call("POST", `/applications/${appIds[1]}/notes`, NOTE, { key: readKey, body: { body: "From the read key." } }), "POST", NOTE, 403);
    expect(read.detail).toBe(apiKeyProblems.readOnlyKey);
    expect((await conforms<Problem>(await call("POST", `/applications/${otherAppId}/notes`, NOTE, { key: writeKey, body: { body: "Not ours." } }), "POST", NOTE, 404)).detail).toBe(applicationProblems.notFound);
    await conforms(await call("POST", `/applications/${appIds[1]}/notes`, NOTE, { body: { body: "No key." } }), "POST", NOTE, 401);
    expect((await db().select({ id: candidateNotes.id }).from(candidateNotes)).length).toBe(before);
  });
});

describe("GET /organisation/jobs", () => {
  const JOBS = "/organisation/jobs";
  type JobPage = { data: { id: number; title: string; status: string }[]; next_cursor: string | null };

  it("lists the organisation's own jobs, open by default, newest first, a page at a time; closed ones on asking", async () => {
    const closed = await insertJob({ title: "Closed Registrar post", userId: owner.userId, closedAt: new Date() });
    const ids: number[] = [];
    let path = `${JOBS}?limit=1`;
    for (;;) {
      const page = await conforms<JobPage>(await call("GET", path, JOBS, { key: readKey }), "GET", JOBS, 200);
      ids.push(...page.data.map((j) => j.id));
      if (!page.next_cursor) break;
      path = `${JOBS}?limit=1&cursor=${encodeURIComponent(page.next_cursor)}`;
    }
    expect(ids).toEqual([teamJobId, jobId]);
    const onlyClosed = await conforms<JobPage>(await call("GET", `${JOBS}?status=closed`, JOBS, { key: readKey }), "GET", JOBS, 200);
    expect(onlyClosed.data.map((j) => [j.id, j.status])).toEqual([[closed, "closed"]]);
    const all = await conforms<JobPage>(await call("GET", `${JOBS}?status=all`, JOBS, { key: readKey }), "GET", JOBS, 200);
    expect(all.data.map((j) => j.id)).toEqual([closed, teamJobId, jobId]);
    const theirs = await conforms<JobPage>(await call("GET", JOBS, JOBS, { key: otherKey }), "GET", JOBS, 200);
    expect(theirs.data.map((j) => j.id)).toEqual([otherJobId]);
  });

  it("refuses bad parameters (400) and a call without a key (401); an interviewer lists only the team's jobs", async () => {
    const bad = await conforms<Problem>(await call("GET", `${JOBS}?status=draft&page=2`, JOBS, { key: readKey }), "GET", JOBS, 400);
    expect(bad.errors!.map((e) => e.name).sort()).toEqual(["page", "status"]);
    await conforms(await call("GET", JOBS, JOBS), "GET", JOBS, 401);
    const interviewer = await createColleague(owner, "interviewer", { teamJobIds: [teamJobId] });
    const page = await listOrganisationJobs(interviewer, new URLSearchParams(), "http://localhost:3000");
    expect(page.data.map((j) => j.id)).toEqual([teamJobId]);
  });
});

/**
 * 403 for a member outside the job's team: only hiring managers and interviewers are, and keys are made and used by
 * owners and admins only (decision 097). The operations' own check is shown above with those members as actors.
 */
const UNREACHABLE_OVER_HTTP = new Set(["GET /jobs/{id}/applications 403", "GET /applications/{id} 403"]);

describe("the document", () => {
  it("describes every applications operation (and the organisation's jobs) with its key requirement, and this file exercised each documented status", () => {
    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item)
        .filter(([, op]) => op.tags?.includes("Applications") || path === "/organisation/jobs")
        .map(([method, op]) => ({ path, method, op })),
    );
    expect(operations.map((o) => `${o.method.toUpperCase()} ${o.path}`).sort()).toEqual([
      "GET /applications/{id}",
      "GET /jobs/{id}/applications",
      "GET /organisation/jobs",
      "GET /resume-links/{token}",
      "POST /applications/{id}/move",
      "POST /applications/{id}/notes",
      "POST /applications/{id}/resume-link",
    ]);
    const missing: string[] = [];
    for (const { path, method, op } of operations) {
      expect(op.security).toEqual(path === RESUME ? [{}, { bearer: [] }] : [{ bearer: [] }]);
      for (const status of Object.keys(op.responses)) {
        // 429 is shown by the rate-limit tests (api-keys.server.test.ts); it is the same middleware for every path.
        if (status !== "429" && !UNREACHABLE_OVER_HTTP.has(`${method.toUpperCase()} ${path} ${status}`) && !seen.has(`${method.toUpperCase()} ${path} ${status}`)) missing.push(`${method.toUpperCase()} ${path} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
