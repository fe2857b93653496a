import zlib from "node:zlib";
import { describe, expect, it } from "vitest";
import { cdataParts, feedResponse, gzipCollector, xmlText } from "./feed-response.server";

describe("feed text", () => {
  it("drops what XML 1.0 cannot carry and keeps the rest", () => {
    expect(xmlText("a\u0000b\u0007c\td\ne\r\u{1F600}\uFFFEf")).toBe("abc\td\ne\r\u{1F600}f");
    expect(xmlText(null)).toBe("");
  });

  it("splits text around ]]> so every CDATA section is closed only by the writer", () => {
    expect(cdataParts("plain")).toEqual(["plain"]);
    const parts = cdataParts("a]]>b]]>c");
    expect(parts).toEqual(["a]]", ">b]]", ">c"]);
    expect(parts.join("")).toBe("a]]>b]]>c");
    for (const part of parts) expect(part).not.toContain("]]>");
  });
});

describe("feed answers", () => {
  async function feed(text: string) {
    const out = gzipCollector();
    out.push(text);
    return out.finish();
  }

  it("sends the stored gzip to clients that take it, the text to others, and 304 to a client that has it", async () => {
    const kept = await feed("<rss>ok</rss>");
    const gz = feedResponse(kept, new Request("http://x/f", { headers: { "Accept-Encoding": "gzip, br" } }), "application/rss+xml", "public, max-age=900");
    expect(gz.headers.get("content-encoding")).toBe("gzip");
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe("<rss>ok</rss>");
    const plain = feedResponse(kept, new Request("http://x/f"), "application/rss+xml", "public, max-age=900");
    expect(plain.headers.get("content-encoding")).toBeNull();
    expect(await plain.text()).toBe("<rss>ok</rss>");
    const etag = gz.headers.get("etag")!;
    expect(feedResponse(kept, new Request("http://x/f", { headers: { "If-None-Match": etag } }), "application/rss+xml", "").status).toBe(304);
    expect(feedResponse(await feed("<rss>other</rss>"), new Request("http://x/f", { headers: { "If-None-Match": etag } }), "application/rss+xml", "").status).toBe(200);
  });
});
