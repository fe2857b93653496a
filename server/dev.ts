import http from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { createRequestHandler } from "react-router";
import { createServer as createViteServer } from "vite";
import { env } from "~/env.server";
import { logger } from "~/services/logger.server";
import { boot } from "./boot";
import { createApp } from "./app";

// Development entry: Vite serves modules with hot reload; everything else goes through the same Hono app.
const e = env();
await boot();
const vite = await createViteServer({ server: { middlewareMode: true }, appType: "custom" });

const app = createApp({
  dev: true,
  handleRequest: async (request, context) => {
    const build = (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
    return createRequestHandler(build, "development")(request, context);
  },
});
const listener = getRequestListener(app.fetch);

http
  .createServer((req, res) => {
    vite.middlewares(req, res, () => void listener(req, res));
  })
  .listen(e.PORT, e.HOST, () => logger().info(`DocHire (development) at ${e.BASE_URL}`));
