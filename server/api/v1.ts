import { Hono, type Context } from "hono";
import { db } from "~/db/client.server";
import { auditLog } from "~/db/schema";
import { bearerKey } from "~/features/organisations/api-keys/api-key-token.server";
import { authenticateApiKey, type ApiKeyCaller } from "~/features/organisations/api-keys/authenticate-api-key.server";
import { logger } from "~/services/logger.server";
import { createJobFromApi, setJobOpen, updateJobFromApi } from "./job-writes";
import { getJobResource, listJobs } from "./jobs";
import { getApplicationResource, listApplications, moveApplicationFromApi } from "./applications";
import { addNoteFromApi } from "./application-notes";
import { listMembers } from "./members";
import { listOrganisationJobs } from "./organisation-jobs";
import { createResumeLink, RESUME_LINK_PATH, serveResumeLink } from "./resume-links";
import { apiKeyProblems as k, apiProblems as t } from "./messages";
import { openApiDocument, referencePage } from "./openapi";
import { ApiProblem, problemResponse } from "./problem";
import { countCall, rateLimitHeaders } from "./rate-limit";

// The public REST API, version 1 (docs/decisions/096-public-api.md, 097-api-keys.md): JSON answers, RFC 9457 problems
// for every error, the OpenAPI document and its reference page. Mounted at /api/v1 by server/app.ts.
export const API_V1 = "/api/v1";

type Vars = { publicOrigin: string; requestId: string; caller: ApiKeyCaller | null };
type ApiContext = Context<{ Variables: Vars }>;

const json = (body: string, cacheControl: string, status = 200, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cacheControl, ...headers } });

/** An answer for one caller only: a keyed answer is never kept by a shared cache. */
const keyed = (c: ApiContext, publicCache: string) => (c.get("caller") ? "private, no-store" : publicCache);
/** A cached answer without a key is never given to a call with one (which must be checked, counted and recorded). */
const VARY = { Vary: "Authorization" };

/** POSTs that only read (a read key may make them): asking for a resume link. */
const READING_POSTS = /^\/api\/v1\/applications\/[^/]+\/resume-link$/;

const WWW_AUTHENTICATE = { "WWW-Authenticate": 'Bearer realm="DocHire API"' };

/** The caller of an operation that needs a key, or 401. */
function requireCaller(c: ApiContext): ApiKeyCaller {
  const caller = c.get("caller");
  if (!caller) throw new ApiProblem(401, k.keyRequired, undefined, WWW_AUTHENTICATE);
  return caller;
}

export function apiV1(options: { clientAddress?: (c: Context) => string | null } = {}) {
  const api = new Hono<{ Variables: Vars }>();
  const origin = (c: ApiContext) => c.get("publicOrigin");
  const addressOf = options.clientAddress ?? (() => null);

  // Every call: the key (read from the database, so a revoke on any instance holds from the next call), the rate limit
  // (per key, or per client address without one; in the database, shared by the instances), the key's scope, then the
  // operation; the RateLimit fields on every answer, and one audit row for every keyed call.
  api.use(async (c, next) => {
    const address = addressOf(c);
    const presented = bearerKey(c.req.header("authorization"));
    let caller: ApiKeyCaller | null = null;
    let refusal: ApiProblem | null = null;
    if (presented === "malformed") refusal = new ApiProblem(401, k.keyInvalid, undefined, WWW_AUTHENTICATE);
    else if (presented) {
      const found = await authenticateApiKey(presented, address);
      if (typeof found === "string") refusal = new ApiProblem(401, found === "member" ? k.keyMemberGone : k.keyInvalid, undefined, { ...WWW_AUTHENTICATE });
      else caller = found;
    }
    c.set("caller", caller);
    const rate = await countCall(caller ? { kind: "key", keyId: caller.key.id } : { kind: "address", address });
    const instance = new URL(c.req.url).pathname;
    if (rate.exceeded) c.res = problemResponse(new ApiProblem(429, k.rateLimited(rate.resetSeconds)), instance);
    else if (refusal) c.res = problemResponse(refusal, instance);
    else if (caller?.key.scope === "read" && c.req.method !== "GET" && c.req.method !== "HEAD" && !(c.req.method === "POST" && READING_POSTS.test(instance))) c.res = problemResponse(new ApiProblem(403, k.readOnlyKey), instance);
    else await next();
    for (const [name, value] of Object.entries(rateLimitHeaders(rate))) c.res.headers.set(name, value);
    if (caller) await recordCall(c, caller, address, instance);
  });

  api.get("/openapi.json", (c) => json(openApiDocument(`${origin(c)}${API_V1}`).json, "public, max-age=300"));
  api.get("/", (c) => c.html(referencePage(`${origin(c)}${API_V1}`), 200, { "Cache-Control": "public, max-age=300" }));
  api.get("/jobs", async (c) => json(JSON.stringify(await listJobs(new URL(c.req.url).searchParams, origin(c))), keyed(c, "public, max-age=60"), 200, VARY));
  api.get("/jobs/:id", async (c) => json(JSON.stringify(await getJobResource(c.req.param("id"), origin(c))), keyed(c, "public, max-age=60"), 200, VARY));
  api.post("/jobs", async (c) => {
    const job = await createJobFromApi(requireCaller(c).actor, c.req.raw, origin(c));
    return json(JSON.stringify(job), "no-store", 201, { Location: `${origin(c)}${API_V1}/jobs/${job.id}` });
  });
  api.patch("/jobs/:id", async (c) => json(JSON.stringify(await updateJobFromApi(requireCaller(c).actor, c.req.param("id"), c.req.raw, origin(c))), "no-store"));
  api.post("/jobs/:id/close", async (c) => json(JSON.stringify(await setJobOpen(requireCaller(c).actor, c.req.param("id"), false, origin(c))), "no-store"));
  api.post("/jobs/:id/reopen", async (c) => json(JSON.stringify(await setJobOpen(requireCaller(c).actor, c.req.param("id"), true, origin(c))), "no-store"));
  api.get("/organisation/members", async (c) => json(JSON.stringify(await listMembers(requireCaller(c).actor, new URL(c.req.url).searchParams)), "private, no-store"));
  api.get("/organisation/jobs", async (c) => json(JSON.stringify(await listOrganisationJobs(requireCaller(c).actor, new URL(c.req.url).searchParams, origin(c))), "private, no-store"));
  api.get("/jobs/:id/applications", async (c) => json(JSON.stringify(await listApplications(requireCaller(c).actor, c.req.param("id"), new URL(c.req.url).searchParams)), "private, no-store"));
  api.get("/applications/:id", async (c) => json(JSON.stringify(await getApplicationResource(requireCaller(c).actor, c.req.param("id"))), "private, no-store"));
  api.post("/applications/:id/move", async (c) => json(JSON.stringify(await moveApplicationFromApi(requireCaller(c).actor, c.req.param("id"), c.req.raw)), "no-store"));
  api.post("/applications/:id/notes", async (c) => json(JSON.stringify(await addNoteFromApi(requireCaller(c).actor, c.req.param("id"), c.req.raw)), "no-store", 201));
  api.post("/applications/:id/resume-link", async (c) => json(JSON.stringify(await createResumeLink(requireCaller(c), c.req.param("id"), `${origin(c)}${API_V1}`)), "no-store"));
  api.get(`${RESUME_LINK_PATH}/:token`, (c) => serveResumeLink(c.req.param("token"), c.req.raw));

  // A known path asked with another method: 405 with the methods it takes.
  const methods: [string[], string][] = [
    [["/", "/openapi.json", "/organisation/members", "/organisation/jobs"], "GET, HEAD"],
    [["/jobs"], "GET, HEAD, POST"],
    [["/jobs/:id"], "GET, HEAD, PATCH"],
    [["/jobs/:id/close", "/jobs/:id/reopen", "/applications/:id/move", "/applications/:id/notes", "/applications/:id/resume-link"], "POST"],
    [["/jobs/:id/applications", "/applications/:id", `${RESUME_LINK_PATH}/:token`], "GET, HEAD"],
  ];
  for (const [paths, allow] of methods) {
    api.on(["GET", "POST", "PUT", "PATCH", "DELETE"], paths, () => {
      throw new ApiProblem(405, t.methodNotAllowed, undefined, { Allow: allow });
    });
  }

  // Anything else under /api/v1 is this API's 404 (a mounted app's notFound is not consulted by the parent app).
  api.all("*", () => {
    throw new ApiProblem(404, t.notFound);
  });
  api.onError((error, c) => {
    const instance = new URL(c.req.url).pathname;
    if (error instanceof ApiProblem) return problemResponse(error, instance);
    logger().error({ err: error, reqId: c.get("requestId") }, "API request failed");
    return problemResponse(new ApiProblem(500, t.internal), instance);
  });
  return api;
}

/** One audit row per keyed call: who (the key and its member), what (method, path, status) and from where. */
async function recordCall(c: ApiContext, caller: ApiKeyCaller, address: string | null, path: string): Promise<void> {
  try {
    await db()
      .insert(auditLog)
      .values({
        actorId: caller.actor.userId,
        actorEmail: caller.actor.email,
        action: "api.call",
        targetType: "api_key",
        targetId: String(caller.key.id),
        details: { organisationId: caller.key.organisationId, keyPrefix: caller.key.prefix, method: c.req.method, path, status: c.res.status },
        ip: address,
      });
  } catch (error) {
    // The answer stands (a write already happened); the missing record is logged for the operator.
    logger().error({ err: error, reqId: c.get("requestId"), apiKeyId: caller.key.id }, "API call not recorded in the audit log");
  }
}
