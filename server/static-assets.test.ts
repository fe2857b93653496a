import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { Hono } from "hono";
import { afterAll, describe, expect, it } from "vitest";
import { cachedAssets } from "./static-assets";

const root = fs.mkdtempSync(path.join(os.tmpdir(), "dochire-assets-"));
fs.mkdirSync(path.join(root, "assets"));
const css = `.card{color:#127d72}\n`.repeat(200);
fs.writeFileSync(path.join(root, "assets/site-abc123.css"), css);
fs.writeFileSync(path.join(root, "assets/logo-abc123.png"), Buffer.alloc(2000, 7));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

function app() {
  const a = new Hono();
  a.use("/assets/*", cachedAssets({ root, cacheControl: "public, max-age=31536000, immutable" }));
  a.get("*", () => new Response("next", { status: 404 }));
  return a;
}

describe("cached assets", () => {
  it("serves a file compressed once (Brotli or gzip), or as it is, with its type and the immutable cache header", async () => {
    const a = app();
    const browser = { headers: { "accept-encoding": "gzip, deflate, br, zstd" } };
    // gzip at once; Brotli once its (slower) copy is ready.
    const first = await a.request("/assets/site-abc123.css", browser);
    expect(["gzip", "br"]).toContain(first.headers.get("content-encoding"));
    let br = first;
    for (let i = 0; i < 100 && br.headers.get("content-encoding") !== "br"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
      br = await a.request("/assets/site-abc123.css", browser);
    }
    expect(br.headers.get("content-encoding")).toBe("br");
    expect(br.headers.get("vary")).toBe("Accept-Encoding");
    const brBody = Buffer.from(await br.arrayBuffer());
    expect(Number(br.headers.get("content-length"))).toBe(brBody.length);
    expect(zlib.brotliDecompressSync(brBody).toString()).toBe(css);
    expect((await a.request("/assets/site-abc123.css", { headers: { "accept-encoding": "deflate" } })).headers.get("content-encoding")).toBeNull();

    const gz = await a.request("/assets/site-abc123.css", { headers: { "accept-encoding": "gzip, deflate" } });
    expect(gz.status).toBe(200);
    expect(gz.headers.get("content-type")).toMatch(/^text\/css/);
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(gz.headers.get("vary")).toBe("Accept-Encoding");
    expect(gz.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const body = Buffer.from(await gz.arrayBuffer());
    expect(Number(gz.headers.get("content-length"))).toBe(body.length);
    expect(zlib.gunzipSync(body).toString()).toBe(css);

    // Served from memory: the file may go away.
    fs.renameSync(path.join(root, "assets/site-abc123.css"), path.join(root, "assets/moved.css"));
    const plain = await a.request("/assets/site-abc123.css");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe(css);
    fs.renameSync(path.join(root, "assets/moved.css"), path.join(root, "assets/site-abc123.css"));

    const png = await a.request("/assets/logo-abc123.png", { headers: { "accept-encoding": "gzip" } });
    expect(png.headers.get("content-type")).toBe("image/png");
    expect(png.headers.get("content-encoding")).toBeNull();
    expect(Buffer.from(await png.arrayBuffer()).length).toBe(2000);

    const head = await a.request("/assets/site-abc123.css", { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(css.length));
  });

  it("hands range requests, unknown files and odd paths to the next handler", async () => {
    const a = app();
    expect((await a.request("/assets/site-abc123.css", { headers: { range: "bytes=0-9" } })).status).toBe(404);
    expect((await a.request("/assets/missing.css")).status).toBe(404);
    expect((await a.request("/assets/..%2f..%2fetc%2fpasswd")).status).toBe(404);
    expect((await a.request("/assets/sub/site-abc123.css")).status).toBe(404);
    fs.writeFileSync(path.join(root, "assets/late.css"), css);
    expect((await a.request("/assets/late.css")).status).toBe(200);
  });
});
