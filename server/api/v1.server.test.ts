import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertJob } from "../../tests/factories/jobs";
import { startApiServer } from "../../tests/support/api-server";
import { apiProblems } from "./messages";

// The API as a client meets it: every answer checked against the OpenAPI document the server itself publishes (the
// contract), problems for every error, and paging by cursor that visits each job once.
// On a running server (a free port of 127.0.0.1), called over HTTP as a client calls it (BASE names the address the
// tests write; each call goes to the server's).
let server: Awaited<ReturnType<typeof startApiServer>>;
const BASE = "http://localhost:3000/api/v1";
const app = { request: (url: string, init?: RequestInit) => fetch(url.replace("http://localhost:3000", server.origin), init) };
afterAll(() => server.close());

type OpenApi = { paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: object }> }> }>>; components: { schemas: Record<string, object> } };
let document: OpenApi;
let ajv: Ajv2020;

/** Validates an answer against the document's schema for that operation and status. */
async function conforms(res: Response, path: string, status: number) {
  expect(res.status).toBe(status);
  const type = res.headers.get("content-type")!.split(";")[0]!;
  const media = document.paths[path]!.get!.responses[String(status)]!.content![type];
  expect(media, `the document describes ${status} ${type} for GET ${path}`).toBeDefined();
  const body: unknown = await res.json();
  const validate = ajv.compile({ ...media!.schema, components: document.components });
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  return body;
}

let ids: number[] = [];
beforeAll(async () => {
  server = await startApiServer();
  const res = await app.request(`${BASE}/openapi.json`);
  expect(res.status).toBe(200);
  document = (await res.json()) as OpenApi;
  // Schemas refer to each other as "#/components/schemas/…": each compiled schema carries the components beside it.
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  ids = [];
  for (let i = 0; i < 23; i++) {
    ids.push(await insertJob({ title: `Consultant Nephrologist ${i}`, location: "Nagpur", type: "Full-time", specialty: "Nephrology", daysAgo: i }));
  }
  await insertJob({ title: "Casualty Medical Officer", location: "Pune", type: "Locum", specialty: "Emergency Medicine", salaryMin: 80_000, salaryMax: 120_000, salaryUnit: "month" });
});

describe("API v1", () => {
  it("publishes an OpenAPI 3.1 document with both operations and a readable reference", async () => {
    expect((document as unknown as { openapi: string }).openapi).toBe("3.1.0");
    expect(Object.keys(document.paths)).toEqual([
      "/jobs",
      "/jobs/{id}",
      "/jobs/{id}/close",
      "/jobs/{id}/reopen",
      "/jobs/{id}/applications",
      "/applications/{id}",
      "/applications/{id}/move",
      "/applications/{id}/notes",
      "/applications/{id}/resume-link",
      "/resume-links/{token}",
      "/organisation/jobs",
      "/organisation/members",
    ]);
    const page = await app.request(BASE);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("GET /jobs/{id}");
    expect(html).toContain('<table>');
  });

  it("lists a search's jobs a page at a time; the cursors visit every job once", async () => {
    const seen: number[] = [];
    let url = `${BASE}/jobs?keyword=nephrologist&city=Nagpur`;
    for (let pages = 0; pages < 10; pages++) {
      const body = (await conforms(await app.request(url), "/jobs", 200)) as { data: { id: number; url: string }[]; total: { value: number }; next_cursor: string | null };
      expect(body.total.value).toBe(23);
      seen.push(...body.data.map((j) => j.id));
      // The job page's address, marked as reached through the API (the reports' "API" source).
      expect(body.data[0]!.url).toBe(`${server.origin}/jobs/${body.data[0]!.id}?src=api`);
      if (!body.next_cursor) break;
      url = `${BASE}/jobs?keyword=nephrologist&city=Nagpur&cursor=${encodeURIComponent(body.next_cursor)}`;
    }
    expect(seen.sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
  });

  it("filters as /jobs does (type, salary)", async () => {
    const body = (await conforms(await app.request(`${BASE}/jobs?type=Locum&monthly=100000`), "/jobs", 200)) as { data: { title: string }[] };
    expect(body.data.map((j) => j.title)).toEqual(["Casualty Medical Officer"]);
  });

  it("gets one job with its structured salary", async () => {
    const body = (await conforms(await app.request(`${BASE}/jobs/${ids[0]}`), "/jobs/{id}", 200)) as { id: number; status: string; specialty: string };
    expect(body).toMatchObject({ id: ids[0], status: "open", specialty: "Nephrology" });
  });

  it("answers problems (400, 404) in the documented shape, naming each bad parameter", async () => {
    const bad = (await conforms(await app.request(`${BASE}/jobs?type=Weekend&posted=2&colour=blue&sort=a&sort=b`), "/jobs", 400)) as { errors: { name: string; reason: string }[]; detail: string };
    expect(bad.detail).toBe(apiProblems.invalidRequest);
    expect(bad.errors.map((e) => e.name).sort()).toEqual(["colour", "posted", "sort", "type"]);
    expect(bad.errors.find((e) => e.name === "colour")?.reason).toBe(apiProblems.unknownParameter);
    expect(bad.errors.find((e) => e.name === "sort")?.reason).toBe(apiProblems.sentTwice);
    const cursor = (await conforms(await app.request(`${BASE}/jobs?cursor=abc`), "/jobs", 400)) as { errors: { reason: string }[] };
    expect(cursor.errors[0]!.reason).toBe(apiProblems.badCursor);
    await conforms(await app.request(`${BASE}/jobs/0`), "/jobs/{id}", 400);
    await conforms(await app.request(`${BASE}/jobs/12abc`), "/jobs/{id}", 400);
    const missing = (await conforms(await app.request(`${BASE}/jobs/999999`), "/jobs/{id}", 404)) as { detail: string; instance: string };
    expect(missing).toMatchObject({ detail: apiProblems.jobNotFound, instance: "/api/v1/jobs/999999" });
    const unknown = await app.request(`${BASE}/applicants`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("content-type")).toBe("application/problem+json");
  });

  it("refuses other methods on its operations with 405 and Allow", async () => {
    const res = await app.request(`${BASE}/jobs`, { method: "DELETE", headers: { origin: "http://localhost:3000" } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, POST");
    expect(res.headers.get("content-type")).toBe("application/problem+json");
  });
});
