import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { auditLog, jobs } from "~/db/schema";
import { reloadEnv } from "~/env.server";
import { createApiKey, listApiKeys, revokeApiKey } from "~/features/organisations/api-keys/api-keys.server";
import { apiKeyTexts } from "~/features/organisations/messages";
import { changeMemberRole, removeMember } from "~/features/organisations/manage-member.server";
import { jobForm } from "~/features/jobs/messages";
import { AppError } from "~/lib/errors";
import type { Actor } from "~/lib/permissions";
import { createActor, createColleague, insertJob } from "../../tests/factories/jobs";
import { startApiServer } from "../../tests/support/api-server";
import { apiKeyProblems, apiProblems, apiReference } from "./messages";

// API keys over HTTP on running servers: every request and answer checked against the OpenAPI document the
// server publishes; a key's powers are its member's, read on every call (revoke, removal and role change hold from the
// next call); read keys only read; another organisation's job does not exist for a key; the rate limit is shared by
// the instances through the database; every keyed call is in the audit log.

// Two running servers on free ports of 127.0.0.1, called over HTTP: the second is another instance of the app on the
// same database (the production shape: several instances behind a proxy). BASE names the address the tests write; each
// call goes to its server's.
const servers: Awaited<ReturnType<typeof startApiServer>>[] = [];
const instance = (n: number) => ({ request: (url: string, init?: RequestInit) => fetch(url.replace("http://localhost:3000", servers[n]!.origin), init) });
const app = instance(0);
const otherInstance = instance(1);
const BASE = "http://localhost:3000/api/v1";
afterAll(async () => {
  for (const server of servers) await server.close();
});

type Media = Record<string, { schema: object }>;
type OperationDoc = { security?: Record<string, string[]>[]; requestBody?: { content: Media }; responses: Record<string, { content?: Media; headers?: Record<string, object> }> };
type OpenApi = { paths: Record<string, Record<string, OperationDoc>>; components: { schemas: Record<string, object>; securitySchemes: Record<string, { type: string; scheme: string }> } };
let document: OpenApi;
let ajv: Ajv2020;

function validateAgainst(schema: object, value: unknown) {
  const validate = ajv.compile({ ...schema, components: document.components });
  expect(validate(value), JSON.stringify(validate.errors)).toBe(true);
}

/** Sends a request (its JSON body checked against the operation's documented body), returns the answer. */
async function call(method: string, path: string, options: { key?: string; body?: unknown; docPath?: string; instance?: typeof app; headers?: Record<string, string>; invalid?: true } = {}) {
  const docPath = options.docPath ?? path.split("?")[0]!;
  const operation = document.paths[docPath]?.[method.toLowerCase()];
  // A body sent to be refused is checked the other way: the document must refuse it too.
  if (options.body !== undefined && operation?.requestBody && options.invalid) {
    expect(ajv.compile({ ...operation.requestBody.content["application/json"]!.schema, components: document.components })(options.body)).toBe(false);
  } else if (options.body !== undefined && operation?.requestBody) validateAgainst(operation.requestBody.content["application/json"]!.schema, options.body);
  const headers: Record<string, string> = { ...options.headers };
  if (options.key) headers.authorization = `Bearer ${options.key}`;
  if (options.body !== undefined) headers["content-type"] = "application/json";
  return (options.instance ?? app).request(`${BASE}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
}

/** Checks an answer against the document's schema for that operation and status, and the RateLimit fields on it. */
async function conforms(res: Response, method: string, docPath: string, status: number) {
  expect(res.status).toBe(status);
  expect(res.headers.get("ratelimit-policy")).toMatch(/^"(key|address)";q=\d+;w=\d+$/);
  expect(res.headers.get("ratelimit")).toMatch(/^"(key|address)";r=\d+;t=\d+$/);
  const type = res.headers.get("content-type")!.split(";")[0]!;
  const media = document.paths[docPath]![method.toLowerCase()]!.responses[String(status)]?.content?.[type];
  expect(media, `the document describes ${status} ${type} for ${method} ${docPath}`).toBeDefined();
  const body: unknown = await res.json();
  validateAgainst(media!.schema, body);
  return body;
}

const validJob = {
  title: "Consultant Cardiologist",
  company: "Sunrise Heart Institute",
  location: "Pune",
  type: "Full-time",
  specialty: "Cardiology",
  salaryMin: "150000",
  salaryMax: "250000",
  salaryUnit: "month",
  experienceMin: "5",
  description: "Consultant cardiologist for a 200-bed tertiary care hospital, with cath lab and ICU cover.",
};

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

let owner: Actor;
let otherOwner: Actor;
let readKey: string;
let writeKey: string;
let otherJobId: number;

beforeAll(async () => {
  // The client's address is the one a trusted proxy appended to X-Forwarded-For (the servers are reached from 127.0.0.1, standing in for the proxy).
  process.env.TRUST_PROXY = "true";
  reloadEnv();
  servers.push(await startApiServer(), await startApiServer());
  const res = await app.request(`${BASE}/openapi.json`);
  document = (await res.json()) as OpenApi;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  owner = await createActor("employer", { company: "Sunrise Heart Institute" });
  otherOwner = await createActor("employer", { company: "Lakeside Hospital" });
  readKey = (await createApiKey({ actor: owner, name: "HR sync (read)", scope: "read", ip: "203.0.113.5" })).token;
  writeKey = (await createApiKey({ actor: owner, name: "HR sync", scope: "write", ip: "203.0.113.5" })).token;
  otherJobId = await insertJob({ userId: otherOwner.userId, title: "Lakeside Medical Officer" });
});

describe("API keys: who makes them", () => {
  it("are made by owners and admins only; recruiters, hiring managers, interviewers and doctors are refused", async () => {
    const admin = await createColleague(owner, "admin");
    expect((await createApiKey({ actor: admin, name: "Admin's key", scope: "read", ip: null })).token).toMatch(/^dh_live_/);
    for (const role of ["recruiter", "hiring_manager", "interviewer"] as const) {
      const colleague = await createColleague(owner, role);
      const error = await refusal(createApiKey({ actor: colleague, name: "Mine", scope: "write", ip: null }));
      expect(error.code).toBe("forbidden");
      expect(error.message).toBe(apiKeyTexts.cannotManage);
      expect((await refusal(listApiKeys({ actor: colleague }))).code).toBe("forbidden");
    }
    const doctor = await createActor("doctor");
    expect((await refusal(createApiKey({ actor: doctor, name: "Mine", scope: "read", ip: null }))).code).toBe("forbidden");
    expect((await refusal(createApiKey({ actor: null, name: "Mine", scope: "read", ip: null }))).code).toBe("unauthenticated");
  });

  it("lists the organisation's keys with prefix, creator and last use, never the key; another organisation's key cannot be revoked", async () => {
    const listed = await listApiKeys({ actor: owner });
    const write = listed.keys.find((k) => k.name === "HR sync")!;
    expect(write).toMatchObject({ scope: "write", prefix: writeKey.slice(0, 14), createdBy: owner.name, revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(writeKey.slice(14));
    expect((await refusal(revokeApiKey({ actor: otherOwner, keyId: write.id, ip: null }))).code).toBe("not_found");
    const [created] = await db().select().from(auditLog).where(and(eq(auditLog.action, "api-key.create"), eq(auditLog.targetId, String(write.id))));
    expect(created).toMatchObject({ actorId: owner.userId, ip: "203.0.113.5" });
    expect(JSON.stringify(created!.details)).not.toContain(writeKey.slice(14));
  });
});

describe("API v1 with keys", () => {
  it("documents a bearer security scheme and which operations need a key", () => {
    expect(document.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    expect(document.paths["/jobs"]!.post!.security).toEqual([{ bearer: [] }]);
    expect(document.paths["/organisation/members"]!.get!.security).toEqual([{ bearer: [] }]);
    expect(document.paths["/jobs"]!.get!.security).toEqual([{}, { bearer: [] }]);
  });

  it("explains keys and rate limits on the reference page, and marks which operations need a key", async () => {
    const html = await (await app.request(BASE)).text();
    expect(html).toContain(`<h2 id="api-keys">${apiReference.authenticationHeading}</h2>`);
    expect(html).toContain(`<h2 id="rate-limits">${apiReference.rateLimitsHeading}</h2>`);
    expect(html).toContain("POST /jobs/{id}/close");
    expect(html).toContain(apiReference.keyNeeded);
    expect(html).toContain(apiReference.keyOptional);
  });

  it("keeps keyed answers out of shared caches, and anonymous ones apart from keyed calls", async () => {
    const anonymous = await call("GET", `/jobs/${otherJobId}`, { docPath: "/jobs/{id}" });
    expect(anonymous.headers.get("cache-control")).toBe("public, max-age=60");
    expect(anonymous.headers.get("vary")).toContain("Authorization");
    const withKey = await call("GET", `/jobs/${otherJobId}`, { key: readKey, docPath: "/jobs/{id}" });
    expect(withKey.headers.get("cache-control")).toBe("private, no-store");
  });

  it("refuses a missing, malformed or unknown key with 401 and WWW-Authenticate: Bearer", async () => {
    for (const key of [undefined, "not-a-key", `dh_live_${"A".repeat(43)}`]) {
      const res = await call("GET", "/organisation/members", { key });
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      const body = (await conforms(res, "GET", "/organisation/members", 401)) as { detail: string };
      expect(body.detail).toBe(key === undefined ? apiKeyProblems.keyRequired : apiKeyProblems.keyInvalid);
    }
    const post = await call("POST", "/jobs", { body: validJob });
    expect(post.headers.get("www-authenticate")).toMatch(/^Bearer/);
    await conforms(post, "POST", "/jobs", 401);
  });

  it("lists the organisation's members with a read key, a page at a time", async () => {
    const first = (await conforms(await call("GET", "/organisation/members?limit=1", { key: readKey }), "GET", "/organisation/members", 200)) as { data: { user_id: string; role: string }[]; next_cursor: string | null };
    expect(first.data).toEqual([expect.objectContaining({ user_id: owner.userId, role: "owner" })]);
    expect(first.next_cursor).not.toBeNull();
    const second = (await conforms(await call("GET", `/organisation/members?limit=1&cursor=${first.next_cursor}`, { key: readKey }), "GET", "/organisation/members", 200)) as { data: { role: string }[] };
    expect(second.data[0]!.role).toBe("admin");
    const bad = (await conforms(await call("GET", "/organisation/members?limit=0&page=2", { key: readKey }), "GET", "/organisation/members", 400)) as { errors: { name: string }[] };
    expect(bad.errors.map((e) => e.name).sort()).toEqual(["limit", "page"]);
  });

  it("refuses every write of a read key with 403", async () => {
    const id = await insertJob({ userId: owner.userId, title: "Read-key target" });
    const attempts: [string, string, string, unknown][] = [
      ["POST", "/jobs", "/jobs", validJob],
      ["PATCH", `/jobs/${id}`, "/jobs/{id}", { title: "Changed by a read key" }],
      ["POST", `/jobs/${id}/close`, "/jobs/{id}/close", undefined],
      ["POST", `/jobs/${id}/reopen`, "/jobs/{id}/reopen", undefined],
    ];
    for (const [method, path, docPath, body] of attempts) {
      const problem = (await conforms(await call(method, path, { key: readKey, body, docPath }), method, docPath, 403)) as { detail: string };
      expect(problem.detail).toBe(apiKeyProblems.readOnlyKey);
    }
    const [job] = await db().select({ title: jobs.title, closedAt: jobs.closedAt }).from(jobs).where(eq(jobs.id, id));
    expect(job).toEqual({ title: "Read-key target", closedAt: null });
  });

  it("posts, edits, closes and reopens the organisation's jobs with a write key, as the form would", async () => {
    const created = (await conforms(await call("POST", "/jobs", { key: writeKey, body: validJob }), "POST", "/jobs", 201)) as { id: number; status: string; salary: { min: number; unit: string } };
    expect(created).toMatchObject({ status: "open", salary: { min: 150_000, unit: "month" } });
    const [row] = await db().select({ userId: jobs.userId, organisationId: jobs.organisationId }).from(jobs).where(eq(jobs.id, created.id));
    expect(row).toEqual({ userId: owner.userId, organisationId: owner.membership!.organisationId });

    const edited = (await conforms(await call("PATCH", `/jobs/${created.id}`, { key: writeKey, body: { title: "Senior Consultant Cardiologist", salaryMax: null }, docPath: "/jobs/{id}" }), "PATCH", "/jobs/{id}", 200)) as { title: string; company: string; salary: { max: number | null } };
    expect(edited).toMatchObject({ title: "Senior Consultant Cardiologist", company: validJob.company, salary: { max: null } });

    const closed = (await conforms(await call("POST", `/jobs/${created.id}/close`, { key: writeKey, docPath: "/jobs/{id}/close" }), "POST", "/jobs/{id}/close", 200)) as { status: string };
    expect(closed.status).toBe("closed");
    const reopened = (await conforms(await call("POST", `/jobs/${created.id}/reopen`, { key: writeKey, docPath: "/jobs/{id}/reopen" }), "POST", "/jobs/{id}/reopen", 200)) as { status: string };
    expect(reopened.status).toBe("open");
  });

  it("answers invalid bodies 400 with the form's own messages beside each field, never 500", async () => {
    const missing = (await conforms(await call("POST", "/jobs", { key: writeKey, body: { ...validJob, title: "", description: "Too short" }, invalid: true }), "POST", "/jobs", 400)) as { errors: { name: string; reason: string }[] };
    expect(missing.errors).toEqual(expect.arrayContaining([{ name: "title", reason: jobForm.titleRequired }, { name: "description", reason: expect.any(String) }]));
    const range = (await conforms(await call("POST", "/jobs", { key: writeKey, body: { ...validJob, salaryMin: "300000", salaryMax: "100000" } }), "POST", "/jobs", 400)) as { errors: { name: string; reason: string }[] };
    expect(range.errors).toEqual([{ name: "salaryMax", reason: jobForm.salaryRange }]);
    // Not the form's shape at all: unknown fields, numbers instead of text, not an object, not JSON.
    const wrong = (await conforms(await app.request(`${BASE}/jobs`, { method: "POST", headers: { authorization: `Bearer ${writeKey}`, "content-type": "application/json" }, body: JSON.stringify({ ...validJob, colour: "blue", salaryMin: 5 }) }), "POST", "/jobs", 400)) as { errors: { name: string; reason: string }[] };
    expect(wrong.errors).toEqual(
      expect.arrayContaining([
        { name: "colour", reason: apiKeyProblems.unknownField },
        { name: "salaryMin", reason: apiKeyProblems.notText },
      ]),
    );
    expect(wrong.errors).toHaveLength(2);
    for (const body of ["[1,2]", "{not json", "null"]) {
      const res = await app.request(`${BASE}/jobs`, { method: "POST", headers: { authorization: `Bearer ${writeKey}`, "content-type": "application/json" }, body });
      await conforms(res, "POST", "/jobs", 400);
    }
    const form = await app.request(`${BASE}/jobs`, { method: "POST", headers: { authorization: `Bearer ${writeKey}`, "content-type": "application/x-www-form-urlencoded" }, body: "title=x" });
    await conforms(form, "POST", "/jobs", 400);
    const badId = await call("PATCH", "/jobs/1e308", { key: writeKey, body: { title: "Valid title" }, docPath: "/jobs/{id}" });
    await conforms(badId, "PATCH", "/jobs/{id}", 400);
  });

  it("answers another organisation's job (and a job that does not exist) 404, and changes nothing", async () => {
    for (const [method, path, docPath, body] of [
      ["PATCH", `/jobs/${otherJobId}`, "/jobs/{id}", { title: "Taken over" }],
      ["POST", `/jobs/${otherJobId}/close`, "/jobs/{id}/close", undefined],
      ["POST", `/jobs/${otherJobId}/reopen`, "/jobs/{id}/reopen", undefined],
      ["POST", "/jobs/99999999/close", "/jobs/{id}/close", undefined],
    ] as const) {
      const problem = (await conforms(await call(method, path, { key: writeKey, body, docPath }), method, docPath, 404)) as { detail: string };
      expect(problem.detail).toBe(apiProblems.jobNotFound);
    }
    const [job] = await db().select({ title: jobs.title, closedAt: jobs.closedAt }).from(jobs).where(eq(jobs.id, otherJobId));
    expect(job).toEqual({ title: "Lakeside Medical Officer", closedAt: null });
  });

  it("acts with its member's role today: an admin's key stops at once when the admin becomes a recruiter", async () => {
    const admin = await createColleague(owner, "admin");
    const key = (await createApiKey({ actor: admin, name: "Admin sync", scope: "write", ip: null })).token;
    await conforms(await call("GET", "/organisation/members", { key }), "GET", "/organisation/members", 200);
    await changeMemberRole({ actor: owner, userId: admin.userId, role: "recruiter" });
    const refused = (await conforms(await call("GET", "/organisation/members", { key }), "GET", "/organisation/members", 401)) as { detail: string };
    expect(refused.detail).toBe(apiKeyProblems.keyMemberGone);
  });

  it("refuses a removed member's key at the next call", async () => {
    const admin = await createColleague(owner, "admin");
    const key = (await createApiKey({ actor: admin, name: "Leaver's key", scope: "write", ip: null })).token;
    await conforms(await call("POST", "/jobs", { key, body: validJob }), "POST", "/jobs", 201);
    await removeMember({ actor: owner, userId: admin.userId });
    const res = await call("POST", "/jobs", { key, body: validJob });
    expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
    expect(((await conforms(res, "POST", "/jobs", 401)) as { detail: string }).detail).toBe(apiKeyProblems.keyMemberGone);
  });

  it("refuses a key revoked mid-run on the very next call, on every instance", async () => {
    const made = await createApiKey({ actor: owner, name: "Short-lived", scope: "write", ip: null });
    await conforms(await call("GET", "/organisation/members", { key: made.token }), "GET", "/organisation/members", 200);
    await conforms(await call("GET", "/organisation/members", { key: made.token, instance: otherInstance }), "GET", "/organisation/members", 200);
    await revokeApiKey({ actor: owner, keyId: made.id, ip: "203.0.113.9" });
    for (const instance of [app, otherInstance]) {
      const res = await call("GET", "/organisation/members", { key: made.token, instance });
      expect(res.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(((await conforms(res, "GET", "/organisation/members", 401)) as { detail: string }).detail).toBe(apiKeyProblems.keyInvalid);
    }
    // A public read with the revoked key is refused too: a key that is sent must be good.
    await conforms(await call("GET", "/jobs", { key: made.token }), "GET", "/jobs", 401);
    expect((await refusal(revokeApiKey({ actor: owner, keyId: made.id, ip: null }))).message).toBe(apiKeyTexts.alreadyRevoked);
  });

  it("records every keyed call in the audit log (key, member, method, path, status, address) and the key's last use", async () => {
    await call("GET", `/jobs/${otherJobId}`, { key: readKey, headers: { "x-forwarded-for": "198.51.100.7" } });
    const [row] = await db().select().from(auditLog).where(eq(auditLog.action, "api.call")).orderBy(desc(auditLog.id)).limit(1);
    const listed = (await listApiKeys({ actor: owner })).keys.find((k) => k.prefix === readKey.slice(0, 14))!;
    expect(row).toMatchObject({ actorId: owner.userId, actorEmail: owner.email, targetType: "api_key", targetId: String(listed.id), ip: "198.51.100.7" });
    expect(listed.lastUsedIp).toBe("198.51.100.7");
    expect(row!.details).toMatchObject({ organisationId: owner.membership!.organisationId, method: "GET", path: `/api/v1/jobs/${otherJobId}`, status: 200, keyPrefix: readKey.slice(0, 14) });
    expect(listed.lastUsedAt).toBeInstanceOf(Date);
    expect(Date.now() - listed.lastUsedAt!.getTime()).toBeLessThan(60_000);
    // Refused writes are recorded as well, with their status.
    await call("POST", "/jobs", { key: readKey, body: validJob });
    const [refused] = await db().select().from(auditLog).where(eq(auditLog.action, "api.call")).orderBy(desc(auditLog.id)).limit(1);
    expect(refused!.details).toMatchObject({ method: "POST", path: "/api/v1/jobs", status: 403 });
  });
});

describe("API v1 rate limits", () => {
  beforeAll(() => {
    process.env.API_RATE_LIMIT_MAX = "4";
    process.env.API_RATE_LIMIT_ANONYMOUS_MAX = "3";
    process.env.API_RATE_LIMIT_WINDOW_SECONDS = "120";
    reloadEnv();
  });
  afterAll(() => {
    delete process.env.API_RATE_LIMIT_MAX;
    delete process.env.API_RATE_LIMIT_ANONYMOUS_MAX;
    delete process.env.API_RATE_LIMIT_WINDOW_SECONDS;
    reloadEnv();
  });

  it("counts a key's calls across two instances sharing the database, then answers 429 with Retry-After", async () => {
    const { token } = await createApiKey({ actor: owner, name: "Busy", scope: "read", ip: null });
    const remaining: string[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await call("GET", "/organisation/members", { key: token, instance: i % 2 ? otherInstance : app });
      await conforms(res, "GET", "/organisation/members", 200);
      expect(res.headers.get("ratelimit-policy")).toBe('"key";q=4;w=120');
      remaining.push(res.headers.get("ratelimit")!.split(";")[1]!);
    }
    expect(remaining).toEqual(["r=3", "r=2", "r=1", "r=0"]);
    const limited = await call("GET", "/organisation/members", { key: token, instance: otherInstance });
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(120);
    expect(limited.headers.get("ratelimit")).toBe(`"key";r=0;t=${retryAfter}`);
    const problem = (await conforms(limited, "GET", "/organisation/members", 429)) as { detail: string };
    expect(problem.detail).toBe(apiKeyProblems.rateLimited(retryAfter));
    // Another key of the same organisation has its own budget.
    const other = await createApiKey({ actor: owner, name: "Quiet", scope: "read", ip: null });
    await conforms(await call("GET", "/organisation/members", { key: other.token }), "GET", "/organisation/members", 200);
  });

  it("limits calls without a key per client address", async () => {
    const from = (address: string) => ({ headers: { "x-forwarded-for": address }, docPath: "/jobs/{id}" });
    for (let i = 0; i < 3; i++) {
      const res = await call("GET", `/jobs/${otherJobId}`, { ...from("192.0.2.10"), instance: i % 2 ? otherInstance : app });
      await conforms(res, "GET", "/jobs/{id}", 200);
      expect(res.headers.get("ratelimit-policy")).toBe('"address";q=3;w=120');
    }
    const limited = await call("GET", `/jobs/${otherJobId}`, from("192.0.2.10"));
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    await conforms(limited, "GET", "/jobs/{id}", 429);
    await conforms(await call("GET", `/jobs/${otherJobId}`, from("192.0.2.11")), "GET", "/jobs/{id}", 200);
  });
});
