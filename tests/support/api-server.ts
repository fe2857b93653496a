// The app on a real HTTP server on a free port of 127.0.0.1 (the API, the files, and a stand-in for the pages), for
// tests that call it as a client would: over a socket, with the client address the server sees.
import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { createApp } from "../../server/app";

export async function startApiServer(): Promise<{ origin: string; base: string; close: () => Promise<void> }> {
  const app = createApp({ handleRequest: async () => new Response("page", { headers: { "Content-Type": "text/html" } }) });
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s));
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    base: `${origin}/api/v1`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
