import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { env } from "~/env.server";
import { closeDatabase } from "~/db/client.server";
import { logger } from "~/services/logger.server";
import { boot } from "./boot";
import { createApp } from "./app";

// Production entry: serves the built app (npm run build) from ./build.
const started = performance.now();
const e = env();
await boot();

const buildPath = path.resolve(process.cwd(), "build/server/index.js");
const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const handler = createRequestHandler(build, e.NODE_ENV === "production" ? "production" : "development");

const app = createApp({
  handleRequest: (request, context) => handler(request, context),
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
  await closeDatabase().catch(() => {});
  process.exit(0);
}
process.on("SIGINT", () => void shutdown("SIGINT"));
process.on("SIGTERM", () => void shutdown("SIGTERM"));
