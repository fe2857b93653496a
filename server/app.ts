import crypto from "node:crypto";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { bodyLimit } from "hono/body-limit";
import { serveStatic } from "@hono/node-server/serve-static";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import type { AppLoadContext } from "react-router";
import { env } from "~/env.server";
import { logger } from "~/services/logger.server";
import { database } from "~/db/client.server";
import { serveFile } from "~/services/storage/serve-file.server";
import { resumeGate } from "~/services/storage/resume-gate.server";
import { allowedOrigins, authHandler, CLIENT_IP_HEADER } from "~/services/auth/auth.server";
import { isSameSitePost } from "~/services/auth/csrf.server";
import { devMailboxHtml, devMailboxList, devMailboxMessage, mayViewDevMailbox } from "~/services/mail/dev-mailbox.server";
import { robotsTxt, sitemapXml } from "~/features/seo/sitemap.server";
import { canonicalRedirect, contentSecurityPolicy } from "./transport";

export type RequestHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

type Vars = { requestId: string; cspNonce: string };

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

/** The request with our client-address header set by us alone (whatever the client sent under that name is dropped). */
function withClientIp(request: Request, ip: string | null): Request {
  const headers = new Headers(request.headers);
  headers.delete(CLIENT_IP_HEADER);
  if (ip) headers.set(CLIENT_IP_HEADER, ip);
  return new Request(request, { headers });
}

export function createApp(options: { handleRequest: RequestHandler; staticRoot?: string; dev?: boolean }) {
  const app = new Hono<{ Variables: Vars }>();
  const dev = options.dev ?? false;

  // 1. Request id + access log.
  app.use(async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || crypto.randomUUID();
    c.set("requestId", requestId);
    const started = performance.now();
    await next();
    c.header("X-Request-Id", requestId);
    const ms = Math.round((performance.now() - started) * 10) / 10;
    if (!c.req.path.startsWith("/assets/")) {
      logger().info({ reqId: requestId, method: c.req.method, path: c.req.path, status: c.res.status, ms }, "request");
    }
  });

  // 2. https + www-strip redirect (local hosts exempt; X-Forwarded-Proto only behind a trusted proxy).
  app.use(async (c, next) => {
    const url = new URL(c.req.url);
    const forwarded = env().TRUST_PROXY ? c.req.header("x-forwarded-proto")?.split(",")[0]?.trim() : undefined;
    const host = (env().TRUST_PROXY ? c.req.header("x-forwarded-host") : undefined) ?? c.req.header("host") ?? url.host;
    const target = canonicalRedirect({ host, proto: forwarded ?? url.protocol.replace(":", ""), pathAndQuery: url.pathname + url.search });
    if (target) return c.redirect(target, 301);
    await next();
  });

  // 3. Security headers (CSP with a per-request script nonce, HSTS in production).
  app.use(async (c, next) => {
    const nonce = crypto.randomBytes(16).toString("base64");
    c.set("cspNonce", nonce);
    await next();
    if (!c.res.headers.has("Content-Security-Policy")) c.header("Content-Security-Policy", contentSecurityPolicy(nonce, dev));
    c.header("X-Content-Type-Options", "nosniff");
    c.header("Referrer-Policy", "strict-origin-when-cross-origin");
    if (!c.res.headers.has("X-Frame-Options")) c.header("X-Frame-Options", "DENY");
    c.header("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    if (env().NODE_ENV === "production") c.header("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  });

  // 4. Compression; immutable cache for fingerprinted /assets/*.
  app.use(compress());
  if (options.staticRoot) {
    const root = options.staticRoot;
    app.use(
      "/assets/*",
      serveStatic({ root, onFound: (_path, c) => c.header("Cache-Control", "public, max-age=31536000, immutable") }),
    );
    app.use("/favicon.ico", serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=86400") }));
    app.use("/images/*", serveStatic({ root, onFound: (_p, c) => c.header("Cache-Control", "public, max-age=86400") }));
  }

  // 4b. No request body may exceed the largest upload (a 5 MB resume plus form overhead).
  app.use(
    bodyLimit({
      maxSize: 6 * 1024 * 1024,
      onError: (c) => c.text("The upload is too large. Files may be at most 5 MB.", 413),
    }),
  );

  // 4c. Cross-site form posts refused: a non-GET request to a route action must come from a page of this site
  //     (Origin, or Referer, matching BASE_URL or the request's own origin). better-auth checks /api/auth itself.
  app.use(async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS" || c.req.path.startsWith("/api/auth/")) return next();
    if (!isSameSitePost(c.req.raw, allowedOrigins())) {
      return c.text("This form was sent from another site and has been refused. Please reload the page and try again.", 403);
    }
    await next();
  });

  // 5. Accounts (better-auth), told the client address for its per-IP rate limiter.
  app.on(["GET", "POST"], "/api/auth/*", (c) => authHandler(withClientIp(c.req.raw, clientAddress(c))));

  // 6. Stored files (public buckets open; resumes through their gate).
  app.on(["GET", "HEAD"], "/files/:bucket/:key{.+}", (c) =>
    serveFile(c.req.raw, c.req.param("bucket"), c.req.param("key"), resumeGate),
  );

  // 7. Health, sitemap, robots.
  app.get("/healthz", async (c) => {
    try {
      await database().ping();
      return c.json({ status: "ok", database: database().kind });
    } catch (error) {
      logger().error({ err: error }, "health check failed");
      return c.json({ status: "error", database: "unreachable" }, 503);
    }
  });
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
  app.all("*", (c) =>
    options.handleRequest(c.req.raw, { cspNonce: c.get("cspNonce"), requestId: c.get("requestId"), clientIp: clientAddress(c) }),
  );

  app.onError((error, c) => {
    logger().error({ err: error, reqId: c.get("requestId") }, "unhandled error");
    return c.text("Something went wrong on our side. Please try again.", 500);
  });

  return app;
}
