import crypto from "node:crypto";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchedRoutes } from "hono/route";
import { serveStatic } from "@hono/node-server/serve-static";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppLoadContext } from "react-router";
import { env, isPublicDeployment } from "~/env.server";
import { logger } from "~/services/logger.server";
import { database } from "~/db/client.server";
import { connectionFailures, databaseAvailable, databaseDownSince, noteDatabaseError, noteDatabaseRecovered } from "~/db/availability.server";
import { service } from "~/lib/messages";
import { jobAlertTexts } from "~/features/jobs/messages";
import { unsubscribeJobAlert } from "~/features/jobs/alerts/job-alerts.server";
import { serveFile } from "~/services/storage/serve-file.server";
import { resumeGate } from "~/services/storage/resume-gate.server";
import { allowedOrigins, authHandler, CLIENT_IP_HEADER } from "~/services/auth/auth.server";
import { isSameSitePost } from "~/services/auth/csrf.server";
import { devMailboxHtml, devMailboxList, devMailboxMessage, mayViewDevMailbox } from "~/services/mail/dev-mailbox.server";
import { robotsTxt, sitemapXml } from "~/features/seo/sitemap.server";
import { canonicalRedirect, contentSecurityPolicy, cspNonce, requestOrigins } from "./transport";
import { plainTextResponse, unavailableResponse } from "./service-pages";
import { compressResponses } from "./compression";
import { cachedAssets } from "./static-assets";
import { API_V1, apiV1 } from "./api/v1";
import { UNMATCHED_ROUTE } from "./route-template";
import { runWithRequestContext } from "~/services/observability/request-context.server";
import { mayReadMetrics, metricsEnabled, prometheusText, PROMETHEUS_CONTENT_TYPE, recordHttpRequest } from "~/services/observability/metrics.server";

/** The address in job alert mails' List-Unsubscribe header, followed by the alert's token. */
export const ONE_CLICK_UNSUBSCRIBE = "/api/job-alerts/unsubscribe/";

export type RequestHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

/** publicOrigin: the origin the request is served as; siteOrigins: every origin a post of this site may come from. */
/** route: the template of the React Router route that answered (metrics label). */
type Vars = { requestId: string; cspNonce: string; publicOrigin: string; siteOrigins: string[]; route: string };

/** A request id as a proxy may hand it on: short, and only characters that are safe in a log line and a header. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The proxy's X-Request-Id when the proxy is trusted (one id across proxy and app logs), else one of our own. */
function requestIdOf(c: Context): string {
  if (env().TRUST_PROXY) {
    const forwarded = c.req.header("x-request-id");
    if (forwarded && REQUEST_ID.test(forwarded)) return forwarded;
  }
  return crypto.randomUUID();
}

/**
 * The route a request was answered by, as a bounded label: the React Router route template set by the page handler,
 * else the path of the server's own route that matched (e.g. /files/:bucket/:key{.+}), else what answered early.
 */
function routeLabel(c: Context<{ Variables: Vars }>): string {
  const page = c.get("route");
  if (page) return page;
  const answered = matchedRoutes(c)[c.req.routeIndex];
  if (answered && answered.method !== "ALL") return answered.path;
  if (c.req.path.startsWith("/assets/")) return "/assets/*";
  return c.res.status >= 300 && c.res.status < 400 ? "(redirect)" : UNMATCHED_ROUTE;
}

/** The TCP peer of the request, or null when there is no socket (e.g. app.request() in tests). */
function socketAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address ?? null;
  } catch {
    return null;
  }
}

/** The client's address: the socket peer, or behind a trusted proxy the address it appended to X-Forwarded-For. */
function clientAddress(c: Context): string | null {
  if (env().TRUST_PROXY) {
    const appended = c.req.header("x-forwarded-for")?.split(",").map((s) => s.trim()).filter(Boolean).pop();
    if (appended) return appended;
  }
  return socketAddress(c);
}

/**
 * The response's headers, to be changed in place. `c.header()` after a handler has answered re-creates the response
 * around its body (materialising the platform's Response and its stream); headers of a response that we made can
 * simply be set. Only a response with immutable headers (e.g. `Response.redirect()`) is re-created, as Hono would.
 */
function responseHeaders(c: Context): Headers {
  const headers = c.res.headers;
  try {
    headers.set("X-Content-Type-Options", "nosniff");
    return headers;
  } catch {
    c.header("X-Content-Type-Options", "nosniff");
    return c.res.headers;
  }
}

/**
 * The request as the application sees it: addressed to the site's public origin (so React Router's and better-auth's
 * origin checks compare like with like behind a TLS proxy), with our client-address header set by us alone
 * (whatever a client sent under that name is dropped). A post from another of the site's origins (BASE_URL's while
 * the proxy named its upstream address, or the address it arrived at while it is served as BASE_URL's) is handed on
 * as coming from the public origin: React Router would otherwise refuse it for not matching the URL (400), though it
 * is the site's own. A post from any other origin keeps its Origin, and is refused.
 */
function applicationRequest(c: Context<{ Variables: Vars }>, options: { clientIp?: string | null } = {}): Request {
  const raw = c.req.raw;
  const url = new URL(raw.url);
  const site = c.get("publicOrigin");
  const target = site + url.pathname + url.search;
  const origin = raw.headers.get("origin")?.toLowerCase();
  const ownOrigin = origin !== undefined && origin !== site && c.get("siteOrigins").includes(origin);
  if (target === raw.url && !ownOrigin && options.clientIp === undefined && !raw.headers.has(CLIENT_IP_HEADER)) return raw;
  const headers = new Headers(raw.headers);
  if (ownOrigin) headers.set("origin", site);
  headers.delete(CLIENT_IP_HEADER);
  if (options.clientIp) headers.set(CLIENT_IP_HEADER, options.clientIp);
  const hasBody = raw.method !== "GET" && raw.method !== "HEAD";
  return new Request(target, {
    method: raw.method,
    headers,
    body: hasBody ? raw.body : null,
    signal: raw.signal,
    redirect: raw.redirect,
    // Node's fetch requires this for a streamed body.
    ...(hasBody ? { duplex: "half" } : {}),
  } as RequestInit);
}

export function createApp(options: {
  handleRequest: RequestHandler;
  staticRoot?: string;
  dev?: boolean;
  /** The template of the app's route for a path (server/route-template.ts); without it pages are labelled "(page)". */
  routeTemplate?: (pathname: string) => string;
}) {
  const app = new Hono<{ Variables: Vars }>();
  const dev = options.dev ?? false;

  // 1. Request id (the trusted proxy's, else our own) in the request context every log line of the request reads it
  //    from; access log; request metrics by route template.
  const measure = metricsEnabled();
  app.use(async (c, next) => {
    const requestId = requestIdOf(c);
    c.set("requestId", requestId);
    const started = performance.now();
    await runWithRequestContext({ requestId }, next);
    responseHeaders(c).set("X-Request-Id", requestId);
    const elapsed = performance.now() - started;
    const status = c.res.status;
    const route = measure || !c.req.path.startsWith("/assets/") ? routeLabel(c) : "";
    if (measure) recordHttpRequest(route, c.req.method, status, elapsed / 1000);
    if (!c.req.path.startsWith("/assets/")) {
      logger().info({ reqId: requestId, method: c.req.method, path: c.req.path, route, status, ms: Math.round(elapsed * 10) / 10 }, "request");
    }
  });

  // 2. The origins of the request (forwarded scheme and host behind a trusted proxy, else BASE_URL's for its own host
  //    and on a public deployment; server/transport.ts), then the https + www-strip redirect (local hosts exempt).
  app.use(async (c, next) => {
    const e = env();
    const url = new URL(c.req.url);
    const origins = requestOrigins({
      trustProxy: e.TRUST_PROXY,
      publicDeployment: isPublicDeployment(e),
      baseUrl: e.BASE_URL,
      socketProto: url.protocol === "https:" ? "https" : "http",
      host: c.req.header("host"),
      forwardedProto: c.req.header("x-forwarded-proto"),
      forwardedHost: c.req.header("x-forwarded-host"),
    });
    if (!origins) return plainTextResponse(service.badHost, 400);
    // A NUL byte (%00) in the path or query has no meaning to any page and cannot be stored or searched for.
    if (/%00/.test(url.pathname + url.search)) return plainTextResponse(service.badAddress, 400);
    c.set("publicOrigin", origins.site);
    c.set("siteOrigins", [...new Set([...allowedOrigins(), origins.site, origins.arrival])]);
    const [proto, host] = origins.site.split("://") as [string, string];
    const target = canonicalRedirect({ host, proto, pathAndQuery: url.pathname + url.search });
    if (target) return c.redirect(target, 301);
    await next();
  });

  // 3. Security headers (CSP with a per-request script nonce, HSTS on a public deployment).
  app.use(async (c, next) => {
    const nonce = cspNonce();
    c.set("cspNonce", nonce);
    await next();
    const headers = responseHeaders(c);
    if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce, dev));
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "DENY");
    headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    // No other site's window keeps a handle on ours (links that open a new tab, a page that opened us).
    headers.set("Cross-Origin-Opener-Policy", "same-origin");
    if (isPublicDeployment()) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    // A page that says nothing of caching may show who is signed in (the header's name and unread count, a dashboard):
    // no shared cache (a proxy set to keep what it is not told about) may keep it for others; browsers ask again.
    // Shareable pages say so themselves (public, s-maxage: the page cache, docs/decisions/060).
    if (!headers.has("Cache-Control") && (headers.get("Content-Type") ?? "").startsWith("text/html")) headers.set("Cache-Control", "private, no-cache");
  });

  // 4. Compression (each response whole, in one zlib call); fingerprinted /assets/* from memory, gzipped once.
  app.use(compressResponses());
  if (options.staticRoot) {
    const root = options.staticRoot;
    const immutable = "public, max-age=31536000, immutable";
    app.use("/assets/*", cachedAssets({ root, cacheControl: immutable }));
    app.use("/assets/*", serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", immutable) }));
    app.use("/favicon.ico", serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=86400") }));
    app.use("/images/*", serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=86400") }));
  }

  // 4b. No request body may exceed the largest upload (a 5 MB resume plus form overhead).
  app.use(
    bodyLimit({
      maxSize: 6 * 1024 * 1024,
      onError: () => plainTextResponse(service.tooLarge, 413),
    }),
  );

  // 4c. Cross-site form posts refused: a non-GET request to a route action must come from a page of this site
  //     (Origin, or Referer, one of the site's origins for the request). better-auth checks /api/auth itself.
  app.use(async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS" || c.req.path.startsWith("/api/auth/")) return next();
    // One-click unsubscribe (RFC 8058) is posted by mail providers' servers, with no Origin: the token is the credential.
    if (c.req.path.startsWith(ONE_CLICK_UNSUBSCRIBE)) return next();
    // The REST API authenticates with a key in the Authorization header and never reads cookies: a forged cross-site
    // request carries no credential of the victim's (and a browser asks before sending Authorization cross-site).
    if (c.req.path === API_V1 || c.req.path.startsWith(`${API_V1}/`)) return next();
    if (!isSameSitePost(c.req.raw, c.get("siteOrigins"))) return plainTextResponse(service.crossSite, 403);
    await next();
  });

  // 4d. Form actions take form bodies only: any other content type is 415, and a form body that cannot be parsed
  //     (a broken or truncated multipart upload) is 400, before any action runs. Multipart bodies are parsed once here
  //     on a copy; uploads are rare and small (body limit above), so the second parse costs little.
  app.use(async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS" || c.req.path.startsWith("/api/")) return next();
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
    if (type !== "application/x-www-form-urlencoded" && type !== "multipart/form-data") {
      return plainTextResponse(service.unsupportedBody, 415);
    }
    if (type === "multipart/form-data") {
      try {
        await c.req.raw.clone().formData();
      } catch {
        return plainTextResponse(service.malformedBody, 400);
      }
    }
    await next();
  });

  // 5. Health: answers whether this instance can reach its database (a load balancer's check), never gated.
  app.get("/healthz", async (c) => {
    try {
      await database().ping();
      noteDatabaseRecovered();
      return c.json({ status: "ok", database: database().kind }, 200, { "Cache-Control": "no-store" });
    } catch (error) {
      noteDatabaseError(error);
      logger().warn({ err: error }, "health check failed");
      const since = databaseDownSince();
      return c.json(
        { status: "unavailable", database: "unreachable", since: since ? new Date(since).toISOString() : null },
        503,
        { "Cache-Control": "no-store", "Retry-After": "5" },
      );
    }
  });

  // 5a. Metrics in Prometheus's text format, for callers in METRICS_ALLOW or with METRICS_TOKEN; 404 with METRICS=off.
  //     Before the outage gate: an operator needs them most while the database is down.
  app.get("/metrics", async (c, next) => {
    if (!metricsEnabled()) return next();
    if (!mayReadMetrics(clientAddress(c), c.req.header("authorization"))) return plainTextResponse(service.metricsRefused, 403);
    return c.body(await prometheusText(), 200, { "Content-Type": PROMETHEUS_CONTENT_TYPE, "Cache-Control": "no-store" });
  });

  // 5b. Database outages: while the database is known to be unreachable every request is answered 503 at once (one
  //     probe per 500 ms finds out when it is back); a 5xx caused by a lost connection becomes the same 503, so a
  //     visitor is told to retry and nothing they sent was acknowledged.
  const ping = () => database().ping();
  app.use(async (c, next) => {
    if (!(await databaseAvailable(ping))) return unavailableResponse(c.req.raw);
    const failuresBefore = connectionFailures();
    await next();
    if (c.res.status < 500 || c.res.status === 503) return;
    let outage = connectionFailures() !== failuresBefore;
    if (!outage) outage = await ping().then(() => false, (error: unknown) => noteDatabaseError(error));
    if (outage) c.res = unavailableResponse(c.req.raw);
  });

  // 6. Accounts (better-auth), told the client address for its per-IP rate limiter.
  app.on(["GET", "POST"], "/api/auth/*", (c) => authHandler(applicationRequest(c, { clientIp: clientAddress(c) })));

  // 6a. One-click unsubscribe from a job alert's mail (List-Unsubscribe-Post). A person who opens the address in a
  //     browser is sent to the page that asks first (link scanners must not unsubscribe anyone).
  app.post(`${ONE_CLICK_UNSUBSCRIBE}:token`, async (c) => {
    const removed = await unsubscribeJobAlert(c.req.param("token"));
    return plainTextResponse(removed ? jobAlertTexts.unsubscribed : jobAlertTexts.unsubscribeInvalid, removed ? 200 : 404);
  });
  app.get(`${ONE_CLICK_UNSUBSCRIBE}:token`, (c) => c.redirect(`/job-alerts/unsubscribe?token=${encodeURIComponent(c.req.param("token"))}`, 303));

  // 6b. The public REST API (JSON, problem details for errors).
  app.route(API_V1, apiV1({ clientAddress }));

  // 7. Stored files (public buckets open; resumes through their gate).
  app.on(["GET", "HEAD"], "/files/:bucket/:key{.+}", (c) =>
    serveFile(applicationRequest(c), c.req.param("bucket"), c.req.param("key"), resumeGate),
  );

  // 7a. Sitemap, robots.
  app.get("/sitemap.xml", async () => sitemapXml());
  app.get("/robots.txt", () => robotsTxt());

  // 7b. Development mailbox (/dev/mailbox): mail stored while SMTP_URL is unset, outside production, shown only
  //     to the machine itself (loopback socket peer, no proxy headers). Anyone else gets the ordinary 404 page.
  app.get("/dev/mailbox", async (c, next) => {
    if (!mayViewDevMailbox(c.req.raw, socketAddress(c))) return next();
    return devMailboxList(new URL(c.req.url));
  });
  app.get("/dev/mailbox/:id{[0-9]+}", async (c, next) => {
    if (!mayViewDevMailbox(c.req.raw, socketAddress(c))) return next();
    return (await devMailboxMessage(Number(c.req.param("id")))) ?? next();
  });
  app.get("/dev/mailbox/:id{[0-9]+}/html", async (c, next) => {
    if (!mayViewDevMailbox(c.req.raw, socketAddress(c))) return next();
    return (await devMailboxHtml(Number(c.req.param("id")))) ?? next();
  });

  // 8. Everything else: the React Router request handler (SSR).
  const routeTemplate = options.routeTemplate ?? (() => "(page)");
  app.all("*", (c) => {
    c.set("route", routeTemplate(c.req.path));
    return options.handleRequest(applicationRequest(c), { cspNonce: c.get("cspNonce"), requestId: c.get("requestId"), clientIp: clientAddress(c) });
  });

  app.onError((error, c) => {
    if (noteDatabaseError(error)) {
      logger().warn({ err: error, reqId: c.get("requestId") }, "database unreachable");
      return unavailableResponse(c.req.raw);
    }
    logger().error({ err: error, reqId: c.get("requestId") }, "unhandled error");
    return plainTextResponse(service.internal, 500);
  });

  return app;
}
