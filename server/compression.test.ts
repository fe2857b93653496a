import zlib from "node:zlib";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { htmlResponse } from "~/services/rendered-html.server";
import { compressResponses } from "./compression";

const page = `<!DOCTYPE html><html><body>${"<p>Consultant Cardiologist, Kochi</p>".repeat(200)}</body></html>`;

function app() {
  const a = new Hono();
  a.use(async (c, next) => {
    await next();
    c.header("X-Outer", "kept");
  });
  a.use(compressResponses());
  a.get("/page", () => new Response(page, { headers: { "Content-Type": "text/html; charset=utf-8", ETag: '"v1"' } }));
  a.get("/stream", () => {
    const bytes = new TextEncoder().encode(page);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, 1000));
        controller.enqueue(bytes.slice(1000));
        controller.close();
      },
    });
    return new Response(stream, { headers: { "Content-Type": "text/html; charset=utf-8", "Set-Cookie": "a=1" } });
  });
  a.get("/rendered", () => {
    const response = htmlResponse([page.slice(0, 1000), page.slice(1000)], { headers: { "Content-Type": "text/html; charset=utf-8" } });
    // Its body can no longer be read: the page must be compressed from the HTML it was made with.
    response.body?.getReader();
    return response;
  });
  a.get("/small", () => new Response(new Blob(["tiny"]).stream(), { headers: { "Content-Type": "text/plain" } }));
  a.get("/raw", () => new Response(page, { headers: { "Content-Type": "text/html", "Cache-Control": "no-transform" } }));
  a.get("/pdf", () => new Response(page, { headers: { "Content-Type": "application/pdf" } }));
  return a;
}

describe("response compression", () => {
  it("sends Brotli to browsers that accept it", async () => {
    for (const path of ["/page", "/rendered"]) {
      const res = await app().request(path, { headers: { "accept-encoding": "gzip, deflate, br, zstd" } });
      expect(res.headers.get("content-encoding")).toBe("br");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get("content-length"))).toBe(body.length);
      expect(body.length).toBeLessThan(page.length / 10);
      expect(zlib.brotliDecompressSync(body).toString("utf8")).toBe(page);
    }
  });

  it("compresses a whole page once, with its length, and keeps the other headers", async () => {
    for (const path of ["/page", "/stream"]) {
      const res = await app().request(path, { headers: { "accept-encoding": "gzip, deflate" } });
      expect(res.headers.get("content-encoding")).toBe("gzip");
      expect(res.headers.get("vary")).toBe("Accept-Encoding");
      expect(res.headers.get("x-outer")).toBe("kept");
      const body = Buffer.from(await res.arrayBuffer());
      expect(Number(res.headers.get("content-length"))).toBe(body.length);
      expect(zlib.gunzipSync(body).toString("utf8")).toBe(page);
    }
    const streamed = await app().request("/stream", { headers: { "accept-encoding": "gzip" } });
    expect(streamed.headers.get("set-cookie")).toBe("a=1");
    const page1 = await app().request("/page", { headers: { "accept-encoding": "gzip" } });
    expect(page1.headers.get("etag")).toBe('W/"v1"');
  });

  it("compresses a rendered page from its HTML without reading the response back", async () => {
    const res = await app().request("/rendered", { headers: { "accept-encoding": "gzip" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe("gzip");
    expect(res.headers.get("x-outer")).toBe("kept");
    expect(zlib.gunzipSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(page);
  });

  it("deflates for clients that only take deflate", async () => {
    const res = await app().request("/page", { headers: { "accept-encoding": "deflate" } });
    expect(res.headers.get("content-encoding")).toBe("deflate");
    expect(zlib.inflateSync(Buffer.from(await res.arrayBuffer())).toString("utf8")).toBe(page);
  });

  it("leaves alone clients without gzip, small bodies, no-transform, HEAD and types not worth it", async () => {
    const plain = await app().request("/page");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(plain.headers.get("vary")).toBe("Accept-Encoding");
    expect(await plain.text()).toBe(page);
    const small = await app().request("/small", { headers: { "accept-encoding": "gzip" } });
    expect(small.headers.get("content-encoding")).toBeNull();
    expect(await small.text()).toBe("tiny");
    for (const path of ["/raw", "/pdf"]) {
      const res = await app().request(path, { headers: { "accept-encoding": "gzip" } });
      expect(res.headers.get("content-encoding")).toBeNull();
      expect(await res.text()).toBe(page);
    }
    const head = await app().request("/page", { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(head.headers.get("content-encoding")).toBeNull();
  });
});
