import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isPublicAddress, outboundRequest, OutboundRefused } from "./outbound-request.server";

// A real receiver on this machine: reachable from a local deployment, never from a public one (loopback), whether
// named directly, by a name that resolves to it, or as the target of a redirect from elsewhere.
let server: http.Server;
let port = 0;
beforeAll(async () => {
  server = http.createServer((req, res) => {
    if (req.url === "/redirect-elsewhere") {
      res.writeHead(302, { location: `http://127.0.0.2:${port}/hello` });
      return res.end();
    }
    if (req.url === "/loop") {
      res.writeHead(302, { location: "/loop" });
      return res.end();
    }
    if (req.url === "/big") {
      res.writeHead(200);
      return res.end("x".repeat(200_000));
    }
    if (req.url === "/slow") return setTimeout(() => res.end("late"), 2_000);
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString()));
    req.on("end", () => res.end(`hello ${req.method} ${body}`));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(OutboundRefused);
    return (error as OutboundRefused).reason;
  }
  throw new Error("the request was not refused");
}

describe("outbound requests", () => {
  it("tells public addresses from private, loopback, link-local and mapped ones", () => {
    for (const a of ["8.8.8.8", "1.1.1.1", "2606:4700:4700::1111"]) expect(isPublicAddress(a), a).toBe(true);
    for (const a of ["127.0.0.1", "10.1.2.3", "172.16.0.1", "192.168.1.1", "169.254.169.254", "100.64.0.1", "0.0.0.0", "::1", "fe80::1", "fc00::1", "::ffff:127.0.0.1", "::ffff:10.0.0.1", "224.0.0.1", "not-an-ip"]) {
      expect(isPublicAddress(a), a).toBe(false);
    }
  });

  it("reaches a receiver on this machine where private addresses are allowed (local deployment)", async () => {
    const res = await outboundRequest({ url: `http://127.0.0.1:${port}/x`, method: "POST", body: "ping" }, { allowPrivate: true });
    expect(res).toMatchObject({ status: 200, body: "hello POST ping" });
  });

  it("refuses loopback by address, by name and through a redirect where only public addresses may be reached", async () => {
    expect(await refusal(outboundRequest({ url: `http://127.0.0.1:${port}/x` }, { allowPrivate: false }))).toBe("address");
    expect(await refusal(outboundRequest({ url: `http://[::1]:${port}/x` }, { allowPrivate: false }))).toBe("address");
    expect(await refusal(outboundRequest({ url: `http://localhost:${port}/x` }, { allowPrivate: false }))).toBe("address");
    // A stand-in for a public host (127.0.0.1 allowed) that redirects to this machine under another loopback address.
    const onlyFirst = (address: string) => address === "127.0.0.1" || isPublicAddress(address);
    expect((await outboundRequest({ url: `http://127.0.0.1:${port}/hello` }, { allowAddress: onlyFirst })).status).toBe(200);
    expect(await refusal(outboundRequest({ url: `http://127.0.0.1:${port}/redirect-elsewhere` }, { allowAddress: onlyFirst }))).toBe("address");
  });

  it("limits redirects, time and the answer's size; refuses other schemes", async () => {
    expect(await refusal(outboundRequest({ url: `http://127.0.0.1:${port}/loop` }, { allowPrivate: true }))).toBe("redirects");
    expect(await refusal(outboundRequest({ url: `http://127.0.0.1:${port}/big`, maxResponseBytes: 10_000 }, { allowPrivate: true }))).toBe("too_large");
    expect(await refusal(outboundRequest({ url: `http://127.0.0.1:${port}/slow`, timeoutMs: 300 }, { allowPrivate: true }))).toBe("timeout");
    expect(await refusal(outboundRequest({ url: "file:///etc/passwd" }, { allowPrivate: true }))).toBe("scheme");
  });
});
