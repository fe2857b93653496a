import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { env } from "~/env.server";
import { closeDatabase } from "~/db/client.server";
import { logger } from "~/services/logger.server";
import { stopClusterEvents } from "~/services/cluster/cluster-events.server";
import { stopQueue } from "~/services/queue/queue.server";
import { runShutdownHooks } from "~/server-lib/shutdown.server";
import { boot } from "./boot";
import { withPageCache } from "~/services/page-cache/page-cache.server";
import { createApp } from "./app";
import { routeTemplates } from "./route-template";
import { stopMetrics } from "~/services/observability/metrics.server";
import { contentSecurityPolicy } from "./transport";

// Serves the built app (npm run build) from ./build. Started through server/main.ts, which sets NODE_ENV first.
const started = performance.now();
const e = env();
await boot();
if (e.DEPLOYMENT === "public" && e.STORAGE_DRIVER === "local") {
  logger().warn("uploaded files are kept on this instance's disk: run one instance, or set S3_BUCKET so all instances share them");
}

const buildPath = path.resolve(process.cwd(), "build/server/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
// This is always a production build: errors reach visitors without stack traces whatever NODE_ENV says.
const handler = createRequestHandler(build, "production");

const render = (request: Request, context: Parameters<typeof handler>[1]) => handler(request, context);
// Pages that opt in (Cache-Control: public, s-maxage) are kept for visitors without cookies; each cached page
// carries a CSP with the hashes of its own inline scripts instead of a per-request nonce (docs/decisions/004).
const handleRequest =
  e.PAGE_CACHE === "on"
    ? withPageCache(render, {
        contentSecurityPolicy: (scriptSources) => contentSecurityPolicy("PAGE_CACHE", false).replace("'nonce-PAGE_CACHE'", scriptSources),
      })
    : render;

const app = createApp({
  handleRequest,
  routeTemplate: routeTemplates(Object.values(build.routes).filter((route) => route !== undefined)),
  staticRoot: path.relative(process.cwd(), path.resolve(process.cwd(), "build/client")),
});

const server = serve({ fetch: app.fetch, port: e.PORT, hostname: e.HOST }, (info) => {
  logger().info(
    { port: info.port, url: e.BASE_URL, deployment: e.DEPLOYMENT, react: process.env.NODE_ENV, storage: e.STORAGE_DRIVER, startupMs: Math.round(performance.now() - started) },
    `DocHire is ready at ${e.BASE_URL}`,
  );
});

// An idle keep-alive connection is closed by the server only after 65 s. With Node's default of 5 s, a client or a
// proxy reusing a connection at the moment the server closes it gets a reset instead of an answer; clients and
// proxies (nginx's upstream keepalive_timeout, load balancers' idle timeouts of 60 s) must let go first.
if ("keepAliveTimeout" in server) {
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
}

/** In-flight requests get this long to finish after SIGTERM; the process is gone well within 10 s. */
const DRAIN_MS = 7_000;
const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref());

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const begun = performance.now();
  logger().info({ signal }, "shutting down: no new connections, finishing requests in flight");
  // No new connections from here on (a proxy sends them to another instance); requests in flight run to the end.
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  // Keep-alive sockets would hold close() open: close each as soon as it has no request in flight.
  const idleCloser = setInterval(() => {
    if ("closeIdleConnections" in server) server.closeIdleConnections();
  }, 100);
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  const drained = await Promise.race([closed.then(() => true), delay(DRAIN_MS).then(() => false)]);
  clearInterval(idleCloser);
  if (!drained && "closeAllConnections" in server) {
    logger().warn("requests still running after the drain period; closing their connections");
    server.closeAllConnections();
  }
  // Jobs in hand get a moment to finish (an unfinished one is tried again later, by this or another process).
  await Promise.race([stopQueue(), delay(3_000)]);
  // The database closes only after the last request has used it; it may not keep the process waiting either.
  await Promise.race([Promise.all([stopClusterEvents(), closeDatabase()]).catch(() => {}), delay(1_500)]);
  await Promise.race([stopMetrics(), delay(1_000)]);
  await runShutdownHooks(1_000);
  logger().info({ ms: Math.round(performance.now() - begun) }, "stopped");
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
