// Writing a feed (gzipped as it is made) and answering a request with a kept one.
import { Readable } from "node:stream";
import zlib from "node:zlib";
import { chooseEncoding } from "~/lib/content-encoding";
import type { CachedFeed } from "./feed-cache.server";

/** Characters XML 1.0 cannot carry at all (most C0 controls, lone surrogates, U+FFFE/FFFF): left out of feed text. */
// eslint-disable-next-line no-control-regex -- the controls XML allows are exactly what this must name
const NOT_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** Text as an XML document may hold it. */
export function xmlText(text: string | null | undefined): string {
  return (text ?? "").replace(NOT_XML, "");
}

/** A CDATA section cannot hold "]]>": the text in as many sections as it takes (each ending before a ">"). */
export function cdataParts(text: string): string[] {
  return xmlText(text).split("]]>").map((part, i, all) => (i > 0 ? ">" : "") + part + (i < all.length - 1 ? "]]" : ""));
}

/** Collects a document written in chunks into a gzipped CachedFeed. `write` waits while the compressor catches up. */
export function gzipCollector() {
  const gzip = zlib.createGzip({ level: 6 });
  const chunks: Buffer[] = [];
  let bytes = 0;
  gzip.on("data", (chunk: Buffer) => {
    chunks.push(chunk);
    bytes += chunk.length;
  });
  const ended = new Promise<void>((resolve, reject) => {
    gzip.on("end", resolve);
    gzip.on("error", reject);
  });
  let pending = "";
  return {
    /** Takes a chunk of the document (the XML writer's callback: synchronous). */
    push(chunk: string) {
      pending += chunk;
    },
    /** Hands what was pushed to the compressor; resolves when it can take more. */
    async flush(): Promise<void> {
      if (!pending) return;
      const ok = gzip.write(pending, "utf8");
      pending = "";
      if (!ok) await new Promise<void>((resolve) => gzip.once("drain", resolve));
    },
    async finish(): Promise<CachedFeed> {
      await this.flush();
      gzip.end();
      await ended;
      return { gzipped: chunks, bytes, builtAt: new Date() };
    },
  };
}

/**
 * A kept feed as the answer: gzipped to clients that take gzip (all feed readers and crawlers do), unpacked as it is
 * sent to the others. Answers 304 to a client that has this build already.
 */
export function feedResponse(feed: CachedFeed, request: Request, contentType: string, cacheControl: string): Response {
  const etag = `"feed-${feed.builtAt.getTime().toString(36)}-${feed.bytes.toString(36)}"`;
  const headers = new Headers({
    "Content-Type": contentType,
    "Cache-Control": cacheControl,
    "Last-Modified": feed.builtAt.toUTCString(),
    ETag: etag,
    Vary: "Accept-Encoding",
    "X-Content-Type-Options": "nosniff",
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  if (request.method === "HEAD") return new Response(null, { status: 200, headers });
  if (chooseEncoding(request.headers.get("accept-encoding"), ["gzip"]) === "gzip") {
    headers.set("Content-Encoding", "gzip");
    headers.set("Content-Length", String(feed.bytes));
    const body = Buffer.concat(feed.gzipped, feed.bytes);
    return new Response(body as Uint8Array as Uint8Array<ArrayBuffer>, { status: 200, headers });
  }
  const plain = Readable.from(feed.gzipped).pipe(zlib.createGunzip());
  return new Response(Readable.toWeb(plain) as ReadableStream<Uint8Array>, { status: 200, headers });
}
