import { Hono } from "hono";
import { getJobResource, listJobs } from "./jobs";
import { apiProblems as t } from "./messages";
import { openApiDocument, referencePage } from "./openapi";
import { ApiProblem, problemResponse } from "./problem";
import { logger } from "~/services/logger.server";

// The public REST API, version 1 (docs/decisions/096-public-api.md): JSON answers, RFC 9457 problems for every
// error, the OpenAPI document and its reference page. Mounted at /api/v1 by server/app.ts.
export const API_V1 = "/api/v1";

type Vars = { publicOrigin: string; requestId: string };

const json = (body: string, cacheControl: string) => new Response(body, { headers: { "Content-Type": "application/json; charset=utf-8", "Cache-Control": cacheControl } });

export function apiV1() {
  const api = new Hono<{ Variables: Vars }>();
  const origin = (c: { get(key: "publicOrigin"): string }) => c.get("publicOrigin");

  api.get("/openapi.json", (c) => json(openApiDocument(`${origin(c)}${API_V1}`).json, "public, max-age=300"));
  api.get("/", (c) => c.html(referencePage(`${origin(c)}${API_V1}`), 200, { "Cache-Control": "public, max-age=300" }));
  api.get("/jobs", async (c) => json(JSON.stringify(await listJobs(new URL(c.req.url).searchParams, origin(c))), "public, max-age=60"));
  api.get("/jobs/:id", async (c) => json(JSON.stringify(await getJobResource(c.req.param("id"), origin(c))), "public, max-age=60"));
  // A known path asked with another method: 405 with the methods it takes.
  api.on(["POST", "PUT", "PATCH", "DELETE"], ["/", "/openapi.json", "/jobs", "/jobs/:id"], () => {
    throw new ApiProblem(405, t.methodNotAllowed, undefined, { Allow: "GET, HEAD" });
  });

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
