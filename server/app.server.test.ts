import { sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { database, db, postgresHandle, type DatabaseHandle } from "~/db/client.server";
import { resetDatabaseAvailability } from "~/db/availability.server";
import { reloadEnv } from "~/env.server";
import { service } from "~/lib/messages";
import { getSingleton, setSingleton } from "~/server-lib/singleton.server";
import { fromAddress } from "../tests/support/accounts-kit";
import { createApp } from "./app";

// The Hono server as a proxy and a flaky database see it: the request URL the application is handed, the origin
// checks on form posts, and the 503 answers while the database cannot be reached.
const seen: { url: string; body: string }[] = [];
/** The Origin header of each request the application was handed (React Router refuses a post whose URL differs). */
const origins: (string | null)[] = [];
const app = createApp({
  handleRequest: async (request) => {
    // Like every page: it needs the database.
    await db().execute(sql`select 1`);
    seen.push({ url: request.url, body: request.method === "POST" ? await request.text() : "" });
    origins.push(request.headers.get("origin"));
    // A response whose headers cannot be changed in place.
    if (new URL(request.url).pathname === "/moved") return Response.redirect("http://localhost:3000/jobs", 302);
    if (new URL(request.url).pathname === "/shared") return new Response("page", { headers: { "Content-Type": "text/html", "Cache-Control": "public, max-age=0, s-maxage=10" } });
    return new Response("page", { status: 200, headers: { "Content-Type": "text/html" } });
  },
});

function settings(values: Record<string, string | undefined>) {
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  reloadEnv();
}

const PROXY_HEADERS = { host: "127.0.0.1:4101", "x-forwarded-proto": "https", "x-forwarded-host": "dochire.example", "x-forwarded-for": "203.0.113.9" };

function post(path: string, headers: Record<string, string>, body = "email=a%40b.c&password=x") {
  return app.request(
    `http://127.0.0.1:4101${path}`,
    { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", ...headers }, body },
    fromAddress("127.0.0.1"),
  );
}

beforeEach(() => {
  seen.length = 0;
  origins.length = 0;
});

describe("behind a TLS-terminating proxy (TRUST_PROXY=true)", () => {
  beforeAll(() => settings({ TRUST_PROXY: "true", BASE_URL: "https://dochire.example", DEPLOYMENT: undefined }));
  afterAll(() => settings({ TRUST_PROXY: undefined, BASE_URL: "http://localhost:3000" }));

  it("hands the application the https URL the browser used, with the form body intact", async () => {
    const res = await post("/login?redirectTo=%2Fdashboard", { ...PROXY_HEADERS, origin: "https://dochire.example" });
    expect(res.status).toBe(200);
    expect(seen).toEqual([{ url: "https://dochire.example/login?redirectTo=%2Fdashboard", body: "email=a%40b.c&password=x" }]);
  });

  it("refuses a form posted from another site", async () => {
    const res = await post("/login", { ...PROXY_HEADERS, origin: "https://evil.example" });
    expect(res.status).toBe(403);
    expect(await res.text()).toBe(service.crossSite);
    const noOrigin = await post("/login", PROXY_HEADERS);
    expect(noOrigin.status).toBe(403);
    expect(seen).toEqual([]);
  });

  it("lets better-auth see the https origin: a sign-in from the site's page is checked, a cross-site one refused", async () => {
    // With a cookie present better-auth checks the Origin against BASE_URL (https://dochire.example).
    const signIn = (origin: string) =>
      app.request(
        "http://127.0.0.1:4101/api/auth/sign-in/email",
        {
          method: "POST",
          headers: { ...PROXY_HEADERS, origin, cookie: "lang=en", "content-type": "application/json" },
          body: JSON.stringify({ email: "nobody@example.com", password: "Not-The-Password-1" }),
        },
        fromAddress("127.0.0.1"),
      );
    const own = await signIn("https://dochire.example");
    expect(own.status).toBe(401);
    expect(((await own.json()) as { code: string }).code).toBe("INVALID_EMAIL_OR_PASSWORD");
    const foreign = await signIn("https://evil.example");
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { code: string }).code).toBe("INVALID_ORIGIN");
  });

  it("redirects plain http to https, and refuses a host it cannot build a URL from", async () => {
    const res = await app.request("http://127.0.0.1:4101/jobs?q=x", { headers: { ...PROXY_HEADERS, "x-forwarded-proto": "http" } });
    expect(res.status).toBe(301);
    expect(res.headers.get("location")).toBe("https://dochire.example/jobs?q=x");
    const bad = await app.request("http://127.0.0.1:4101/", { headers: { ...PROXY_HEADERS, "x-forwarded-host": "evil.example/<x>" } });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toBe(service.badHost);
  });
});

describe("security headers", () => {
  it("are on every answer, including one whose headers are immutable", async () => {
    for (const path of ["/", "/moved"]) {
      const res = await app.request(`http://localhost:3000${path}`);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(res.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
      expect(res.headers.get("cross-origin-opener-policy")).toBe("same-origin");
    }
    const moved = await app.request("http://localhost:3000/moved");
    expect(moved.status).toBe(302);
    expect(moved.headers.get("location")).toBe("http://localhost:3000/jobs");
  });

  it("keep a page that says nothing of caching out of shared caches, and leave a page's own Cache-Control alone", async () => {
    const page = await app.request("http://localhost:3000/");
    expect(page.headers.get("cache-control")).toBe("private, no-cache");
    const shared = await app.request("http://localhost:3000/shared");
    expect(shared.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=10");
  });
});

describe("addresses that cannot mean anything", () => {
  it("refuses a NUL byte in the path or the query with 400 before any page runs", async () => {
    for (const path of ["/doctor-profiles?q=%00", "/jobs?city=Pune%00", "/jobs/%00", "/blog/a%00b"]) {
      const res = await app.request(`http://localhost:3000${path}`, {}, fromAddress("127.0.0.1"));
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(service.badAddress);
    }
    expect(seen).toEqual([]);
  });
});

describe("bodies a form action cannot read", () => {
  const send = (headers: Record<string, string>, body: string | null) =>
    app.request(
      "http://localhost:3000/post-job",
      { method: "POST", headers: { origin: "http://localhost:3000", ...headers }, body },
      fromAddress("127.0.0.1"),
    );

  it("answers 415 to anything but a form body, and 400 to a broken multipart one, before any action runs", async () => {
    for (const [type, body] of [
      ["application/json", '{"title":"x"}'],
      ["text/plain", "title=x"],
      ["application/xml", "<job/>"],
    ] as const) {
      const res = await send({ "content-type": type }, body);
      expect(res.status, type).toBe(415);
      expect(await res.text()).toBe(service.unsupportedBody);
    }
    const untyped = await send({}, null);
    expect(untyped.status).toBe(415);
    for (const body of ["garbage", "--x\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nunterminated"]) {
      const res = await send({ "content-type": "multipart/form-data; boundary=x" }, body);
      expect(res.status).toBe(400);
      expect(await res.text()).toBe(service.malformedBody);
    }
    const noBoundary = await send({ "content-type": "multipart/form-data" }, "--x\r\n");
    expect(noBoundary.status).toBe(400);
    expect(seen).toEqual([]);
  });

  it("hands a well-formed multipart body to the action intact", async () => {
    const form = new FormData();
    form.set("title", "Consultant Nephrologist");
    form.set("file", new Blob([new Uint8Array([37, 80, 68, 70])], { type: "application/pdf" }), "cv.pdf");
    const res = await app.request(
      "http://localhost:3000/post-job",
      { method: "POST", headers: { origin: "http://localhost:3000" }, body: form },
      fromAddress("127.0.0.1"),
    );
    expect(res.status).toBe(200);
    expect(seen[0]?.body).toContain("Consultant Nephrologist");
    expect(seen[0]?.body).toContain('filename="cv.pdf"');
  });
});

describe("without TRUST_PROXY, BASE_URL's origin is the site's origin", () => {
  beforeAll(() => settings({ TRUST_PROXY: undefined, BASE_URL: "https://dochire.example" }));
  afterAll(() => settings({ BASE_URL: "http://localhost:3000" }));

  it("takes a request for BASE_URL's host to be https, ignoring forwarded headers anyone could send", async () => {
    const res = await post("/login", { host: "dochire.example", "x-forwarded-host": "evil.example", "x-forwarded-proto": "http", origin: "https://dochire.example" });
    expect(res.status).toBe(200);
    expect(seen[0]?.url).toBe("https://dochire.example/login");
  });

  it("serves a local address as it arrived", async () => {
    settings({ BASE_URL: "http://localhost:3000" });
    const res = await post("/login", { host: "127.0.0.1:3000", origin: "http://127.0.0.1:3000" });
    expect(res.status).toBe(200);
    expect(seen[0]?.url).toBe("http://127.0.0.1:3000/login");
  });
});

describe("without TRUST_PROXY, behind a proxy that names its upstream address as the Host (nginx's default)", () => {
  const UPSTREAM = { host: "127.0.0.1:4101" };
  const PUBLIC = { DEPLOYMENT: "public", AUTH_SECRET: "a".repeat(64), SMTP_URL: "smtp://127.0.0.1:2525" };
  afterAll(() => settings({ BASE_URL: "http://localhost:3000", DEPLOYMENT: undefined, AUTH_SECRET: undefined, SMTP_URL: undefined }));
  const signIn = (origin: string) =>
    app.request(
      "http://127.0.0.1:4101/api/auth/sign-in/email",
      {
        method: "POST",
        headers: { ...UPSTREAM, origin, cookie: "lang=en", "content-type": "application/json" },
        body: JSON.stringify({ email: "nobody@example.com", password: "Not-The-Password-1" }),
      },
      fromAddress("127.0.0.1"),
    );

  for (const deployment of ["local", "public"] as const) {
    describe(`DEPLOYMENT=${deployment}`, () => {
      beforeAll(() => settings({ TRUST_PROXY: undefined, BASE_URL: "https://dochire.example", ...(deployment === "public" ? PUBLIC : { DEPLOYMENT: undefined }) }));

      it("takes a post from BASE_URL's origin and one from the origin it arrived at as the site's own, and hands both on as same-origin", async () => {
        for (const origin of ["https://dochire.example", "http://127.0.0.1:4101"]) {
          const res = await post("/login", { ...UPSTREAM, origin });
          expect(res.status, origin).toBe(200);
        }
        expect(seen).toHaveLength(2);
        const served = deployment === "public" ? "https://dochire.example" : "http://127.0.0.1:4101";
        expect(seen.map((s) => s.url)).toEqual([`${served}/login`, `${served}/login`]);
        expect(origins).toEqual([served, served]);
      });

      it("refuses a post from any other origin", async () => {
        for (const origin of ["https://evil.example", "http://dochire.example", "https://127.0.0.1:4101", "null"]) {
          const res = await post("/login", { ...UPSTREAM, origin });
          expect(res.status, origin).toBe(403);
        }
        expect((await post("/login", { ...UPSTREAM, referer: "https://evil.example/form" })).status).toBe(403);
        expect(seen).toEqual([]);
      });

      it("lets better-auth take a sign-in from the site's origins and refuse one from another", async () => {
        for (const origin of ["https://dochire.example", "http://127.0.0.1:4101"]) {
          const own = await signIn(origin);
          expect(own.status, origin).toBe(401);
          expect(((await own.json()) as { code: string }).code).toBe("INVALID_EMAIL_OR_PASSWORD");
        }
        const foreign = await signIn("https://evil.example");
        expect(foreign.status).toBe(403);
        expect(((await foreign.json()) as { code: string }).code).toBe("INVALID_ORIGIN");
      });
    });
  }

  it("on a public deployment serves every Host as BASE_URL's origin: no redirect to the upstream's name", async () => {
    settings({ TRUST_PROXY: undefined, BASE_URL: "https://dochire.example", ...PUBLIC });
    const res = await app.request("http://dochire-upstream:3000/jobs?q=x", { headers: { host: "dochire-upstream:3000" } }, fromAddress("127.0.0.1"));
    expect(res.status).toBe(200);
    expect(seen[0]?.url).toBe("https://dochire.example/jobs?q=x");
    // Its www. twin still goes to the one canonical address.
    const www = await app.request("http://www.dochire.example/jobs", { headers: { host: "www.dochire.example" } }, fromAddress("127.0.0.1"));
    expect(www.status).toBe(301);
    expect(www.headers.get("location")).toBe("https://dochire.example/jobs");
  });
});

describe("while the database cannot be reached", () => {
  let real: DatabaseHandle;
  let dead: DatabaseHandle;

  beforeAll(() => {
    settings({ TRUST_PROXY: undefined, BASE_URL: "http://localhost:3000" });
    real = database();
    // A real pool pointed at a port where nothing listens: every connection is refused, as during a restart.
    dead = postgresHandle("postgres://postgres@127.0.0.1:9/none", 2);
  });
  afterAll(async () => {
    setSingleton("database", real);
    resetDatabaseAvailability();
    await dead.close();
  });

  /** Any answer must come well within 10 s: a request that waits longer is a hang. */
  async function timed(request: () => Promise<Response> | Response): Promise<Response> {
    let timer: NodeJS.Timeout | undefined;
    const hang = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error("request hung")), 9_000)));
    try {
      return await Promise.race([Promise.resolve(request()), hang]);
    } finally {
      clearTimeout(timer);
    }
  }

  it("answers 503 pages and API errors that ask to retry, reports it on /healthz, and recovers by itself", async () => {
    resetDatabaseAvailability();
    setSingleton("database", dead);

    const page = await timed(() => app.request("http://localhost:3000/jobs", {}, fromAddress("127.0.0.1")));
    expect(page.status).toBe(503);
    expect(page.headers.get("retry-after")).toBe("5");
    expect(page.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await page.text()).toContain(service.unavailable);

    const again = await timed(() => app.request("http://localhost:3000/", {}, fromAddress("127.0.0.1")));
    expect(again.status).toBe(503);

    const form = await timed(() => post("/login", { host: "localhost:3000", origin: "http://localhost:3000" }));
    expect(form.status).toBe(503);

    const api = await timed(() =>
      app.request(
        "http://localhost:3000/api/auth/sign-in/email",
        { method: "POST", headers: { origin: "http://localhost:3000", "content-type": "application/json" }, body: "{}" },
        fromAddress("127.0.0.1"),
      ),
    );
    expect(api.status).toBe(503);
    expect(await api.json()).toEqual({ code: "SERVICE_UNAVAILABLE", message: service.unavailable });

    const health = await timed(() => app.request("http://localhost:3000/healthz"));
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: "unavailable", database: "unreachable" });
    expect(seen).toEqual([]);

    // The database is back: within a few probe intervals, pages are served again without a restart.
    setSingleton("database", real);
    let status = 0;
    for (let i = 0; i < 50 && status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      status = (await app.request("http://localhost:3000/jobs", {}, fromAddress("127.0.0.1"))).status;
    }
    expect(status).toBe(200);
    expect((await app.request("http://localhost:3000/healthz")).status).toBe(200);
    expect(getSingleton("database")).toBe(real);
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)("survives the server ending every connection (pg_terminate_backend)", async () => {
    resetDatabaseAvailability();
    // Fill the pool with idle connections, then have the server end them all.
    await Promise.all(Array.from({ length: 4 }, () => app.request("http://localhost:3000/", {}, fromAddress("127.0.0.1"))));
    const admin = new pg.Client({ connectionString: real.url! });
    await admin.connect();
    const ended = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = 'dochire' and pid <> pg_backend_pid()",
    );
    await admin.end();
    expect(ended.rowCount).toBeGreaterThan(0);

    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) {
      statuses.push((await timed(() => app.request("http://localhost:3000/", {}, fromAddress("127.0.0.1")))).status);
      if (statuses.at(-1) === 200 && statuses.length > 3) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
    expect(statuses.at(-1)).toBe(200);
  });
});
