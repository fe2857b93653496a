import crypto from "node:crypto";
import zlib from "node:zlib";
import { beforeEach, describe, expect, it } from "vitest";
import type { AppLoadContext } from "react-router";
import { inlineScriptHashes, invalidatePages, sharedLifetime, withPageCache, type PageHandler } from "./page-cache.server";

const SHARED = "public, max-age=0, s-maxage=10, stale-while-revalidate=60";
const ctx = (nonce: string) => ({ cspNonce: nonce, requestId: "r" }) as AppLoadContext;
const options = { contentSecurityPolicy: (sources: string) => `default-src 'self'; script-src 'self' ${sources}` };
const sha = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;

function counting(init: { headers?: Record<string, string>; status?: number } = {}) {
  let renders = 0;
  const handler: PageHandler = async (_request, context) => {
    renders++;
    return new Response(`<p>page</p><script nonce="${context.cspNonce}">render(${renders})</script><script type="module" src="/assets/a.js"></script>`, {
      status: init.status ?? 200,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": SHARED, ...init.headers },
    });
  };
  return { handler, renders: () => renders };
}

const get = (url = "http://localhost/jobs?page=2", headers: Record<string, string> = {}) => new Request(url, { headers });

describe("page cache", () => {
  beforeEach(() => invalidatePages());

  it("reads the shared lifetime from Cache-Control", () => {
    expect(sharedLifetime(SHARED)).toEqual({ fresh: 10_000, stale: 60_000 });
    expect(sharedLifetime("public, max-age=60")).toBeNull();
    expect(sharedLifetime("private, s-maxage=10")).toBeNull();
    expect(sharedLifetime(null)).toBeNull();
  });

  it("hashes exactly the inline scripts", () => {
    expect(inlineScriptHashes('<script nonce="x">a()</script><script src="/b.js"></script><script type="application/ld+json">{}</script>')).toBe(
      `${sha("a()")} ${sha("{}")}`,
    );
  });

  it("serves a shareable page again, compressed once, with a policy allowing just its inline scripts", async () => {
    const { handler, renders } = counting();
    const cached = withPageCache(handler, options);
    const first = await cached(get(), ctx("NONCE-A"));
    const html = await first.text();
    expect(html).toContain("render(1)");
    expect(first.headers.get("Content-Security-Policy")).toBe(`default-src 'self'; script-src 'self' ${sha("render(1)")}`);
    const second = await cached(get(undefined, { "accept-encoding": "gzip" }), ctx("NONCE-B"));
    expect(second.headers.get("X-Page-Cache")).toBe("hit");
    expect(second.headers.get("Content-Encoding")).toBe("gzip");
    expect(second.headers.get("Vary")).toBe("Accept-Encoding");
    expect(zlib.gunzipSync(Buffer.from(await second.arrayBuffer())).toString()).toBe(html);
    const browser = await cached(get(undefined, { "accept-encoding": "gzip, deflate, br, zstd" }), ctx("NONCE-C"));
    expect(browser.headers.get("Content-Encoding")).toBe("br");
    const brotli = Buffer.from(await browser.arrayBuffer());
    expect(Number(browser.headers.get("Content-Length"))).toBe(brotli.length);
    expect(zlib.brotliDecompressSync(brotli).toString()).toBe(html);
    const plain = await cached(get(undefined, { "accept-encoding": "identity" }), ctx("NONCE-D"));
    expect(plain.headers.get("Content-Encoding")).toBeNull();
    expect(await plain.text()).toBe(html);
    expect(renders()).toBe(1);
    // Another address is another page.
    await cached(get("http://localhost/jobs?page=3"), ctx("N"));
    expect(renders()).toBe(2);
  });

  it("answers a page's first request uncompressed for the per-request compression, and compresses it for keeps when it is asked again", async () => {
    const { handler, renders } = counting();
    const cached = withPageCache(handler, options);
    const browser = { "accept-encoding": "gzip, deflate, br, zstd" };
    const first = await cached(get(undefined, browser), ctx("NONCE-A"));
    expect(first.headers.get("Content-Encoding")).toBeNull();
    expect(first.headers.get("X-Page-Cache")).toBeNull();
    const html = await first.text();
    expect(Number(first.headers.get("Content-Length"))).toBe(Buffer.byteLength(html));
    const again = await Promise.all([cached(get(undefined, browser), ctx("NONCE-B")), cached(get(undefined, browser), ctx("NONCE-C"))]);
    for (const response of again) {
      expect(response.headers.get("Content-Encoding")).toBe("br");
      expect(zlib.brotliDecompressSync(Buffer.from(await response.arrayBuffer())).toString()).toBe(html);
    }
    expect(renders()).toBe(1);
  });

  it("never shares pages of visitors with cookies, or pages that set cookies, fail or do not opt in", async () => {
    for (const [init, headers] of [
      [{}, { cookie: "better-auth.session_token=x" }],
      [{}, { authorization: "Bearer x" }],
      [{ headers: { "Set-Cookie": "a=b" } }, {}],
      [{ status: 404 }, {}],
      [{ headers: { "Cache-Control": "private, no-store" } }, {}],
      [{ headers: { "Content-Type": "application/json" } }, {}],
    ] as const) {
      invalidatePages();
      const { handler, renders } = counting(init);
      const cached = withPageCache(handler, options);
      const response = await cached(get(undefined, headers), ctx("A"));
      expect(response.headers.get("Content-Security-Policy")).toBeNull();
      await cached(get(undefined, headers), ctx("B"));
      expect(renders()).toBe(2);
    }
  });

  it("renders once for a burst of identical requests", async () => {
    const { handler, renders } = counting();
    const cached = withPageCache(handler, options);
    const bodies = await Promise.all(["A", "B", "C"].map(async (n) => (await cached(get(), ctx(n))).text()));
    expect(renders()).toBe(1);
    expect(new Set(bodies).size).toBe(1);
  });

  it("forgets pages under a path when asked", async () => {
    const { handler, renders } = counting();
    const cached = withPageCache(handler, options);
    await cached(get(), ctx("A"));
    invalidatePages("/blog");
    await cached(get(), ctx("A"));
    expect(renders()).toBe(1);
    invalidatePages("/jobs");
    await cached(get(), ctx("A"));
    expect(renders()).toBe(2);
  });
});
