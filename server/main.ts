import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { env } from "~/env.server";
import { closeDatabase } from "~/db/client.server";
import { logger } from "~/services/logger.server";
import { boot } from "./boot";
import { withPageCache } from "~/services/page-cache/page-cache.server";
import { createApp } from "./app";
import { contentSecurityPolicy } from "./transport";

// Production entry: serves the built app (npm run build) from ./build.
const started = performance.now();
const e = env();
await boot();

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
  staticRoot: path.relative(process.cwd(), path.resolve(process.cwd(), "build/client")),
});

const server = serve({ fetch: app.fetch, port: e.PORT, hostname: e.HOST }, (info) => {
  logger().info(
    { port: info.port, url: e.BASE_URL, startupMs: Math.round(performance.now() - started) },
    `DocHire is ready at ${e.BASE_URL}`,
  );
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger().info({ signal }, "shutting down");
  server.close();
  // Idle keep-alive sockets (e.g. after a load test) would hold close() open; requests in flight may finish.
  if ("closeIdleConnections" in server) server.closeIdleConnections();
  // A database that does not close promptly must not keep the process (and a deploy or CI job) waiting.
  await Promise.race([closeDatabase().catch(() => {}), new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
