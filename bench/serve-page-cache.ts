// The built app served exactly as server/main.ts does, except that React Router's request handler is wrapped in
// the page cache (app/services/page-cache). The benchmark runs it next to the unmodified server to show what wiring
// the cache into server/main.ts — this handleRequest there — does for /jobs. Not used in production.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import { createRequestHandler, type ServerBuild } from "react-router";
import { env } from "~/env.server";
import { withPageCache } from "~/services/page-cache/page-cache.server";
import { boot } from "../server/boot";
import { createApp } from "../server/app";
import { contentSecurityPolicy } from "../server/transport";

const e = env();
await boot();
const build = (await import(pathToFileURL(path.resolve(process.cwd(), "build/server/index.js")).href)) as ServerBuild;
const handler = createRequestHandler(build, "production");
const app = createApp({
  handleRequest: withPageCache((request, context) => handler(request, context), {
    // The site's policy, with the cached page's inline-script hashes where the per-request nonce would be.
    contentSecurityPolicy: (scriptSources) => contentSecurityPolicy("PAGE_CACHE", false).replace("'nonce-PAGE_CACHE'", scriptSources),
  }),
  staticRoot: path.relative(process.cwd(), path.resolve(process.cwd(), "build/client")),
});
serve({ fetch: app.fetch, port: e.PORT, hostname: e.HOST });
