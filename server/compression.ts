import { promisify } from "node:util";
import zlib from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX as COMPRESSIBLE } from "hono/compress";
import { chooseEncoding, type Encoding } from "~/lib/content-encoding";
import { renderedHtml } from "~/services/rendered-html.server";

// Response compression. A response is compressed whole, in one call: pages are answered only once they are
// completely rendered (app/entry.server.tsx), so there is no stream to keep flowing, and one call on the whole body
// costs a fraction of compressing React's stream chunk by chunk (docs/decisions/060-render-cost.md). The call is
// synchronous: zlib's asynchronous API spends more main-thread time on its stream machinery (about 0.55 ms for a
// /jobs page) than compressing it takes, and adds thread-pool time on top. Pages from the page cache and the
// build's assets arrive already compressed and pass untouched.
//
// Browsers accept Brotli (Accept-Encoding: gzip, deflate, br, zstd); at its quality 1 it makes pages as small as gzip
// at level 3 in less than half the time, so it is preferred where accepted; gzip and deflate serve the rest.

/**
 * zlib level for responses gzipped per request. Level 3 (zlib's fast strategy) costs about a third of the
 * default level 6 on a /jobs page and makes it about 10% larger; the page cache keeps its pages at level 9.
 */
export const RESPONSE_GZIP_LEVEL = 3;
/**
 * Brotli quality for responses compressed per request (0–11). Measured on a job page, /jobs, the directory and
 * /privacy together (docs/decisions/060-render-cost.md): gzip level 3 0.33 ms a page, Brotli 1 0.145 ms for the same
 * bytes, Brotli 2 0.28 ms for 5% fewer.
 */
export const RESPONSE_BROTLI_QUALITY = 1;
/** Smaller bodies are sent as they are. */
export const COMPRESS_THRESHOLD = 1024;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

const gzipAsync = promisify(zlib.gzip);
const brotliAsync = promisify(zlib.brotliCompress);

export { chooseEncoding, type Encoding };

function brotliOptions(quality: number, size: number): zlib.BrotliOptions {
  return {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
    },
  };
}

/** `body` compressed with `encoding`, at once, at the per-request level. */
export function compressBody(body: Uint8Array, encoding: Encoding): Buffer {
  if (encoding === "br") return zlib.brotliCompressSync(body, brotliOptions(RESPONSE_BROTLI_QUALITY, body.byteLength));
  return encoding === "gzip" ? zlib.gzipSync(body, { level: RESPONSE_GZIP_LEVEL }) : zlib.deflateSync(body, { level: RESPONSE_GZIP_LEVEL });
}

/** Gzipped on libuv's thread pool at the highest level: for bodies compressed once and sent many times. */
export function gzipOnce(body: Uint8Array): Promise<Buffer> {
  return gzipAsync(body, { level: 9 });
}

/** Brotli at its highest quality, on libuv's thread pool: for the build's files, compressed once per process. */
export function brotliOnce(body: Uint8Array): Promise<Buffer> {
  return brotliAsync(body, brotliOptions(11, body.byteLength));
}

/** Whether a response may be compressed at all (what Hono's compress middleware checks). */
function compressible(response: Response, method: string): boolean {
  if (response.status === 206 || response.status === 204 || response.status === 304 || method === "HEAD") return false;
  const headers = response.headers;
  if (headers.has("content-encoding") || headers.has("transfer-encoding")) return false;
  const length = headers.get("content-length");
  if (length && Number(length) < COMPRESS_THRESHOLD) return false;
  if (!COMPRESSIBLE.test(headers.get("content-type") ?? "")) return false;
  return !NO_TRANSFORM.test(headers.get("cache-control") ?? "");
}

/**
 * Compresses compressible responses of COMPRESS_THRESHOLD bytes or more with Brotli, gzip or deflate (chooseEncoding)
 * when the client accepts one, in one piece; the answer carries its Content-Length. Like Hono's compress middleware otherwise:
 * Vary: Accept-Encoding, no-transform and already-encoded responses respected, strong ETags weakened.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const response = c.res;
    if (!compressible(response, c.req.method)) return;
    const vary = response.headers.get("vary");
    if (vary !== "*" && !(vary && VARY_ACCEPT_ENCODING.test(vary))) response.headers.set("Vary", vary ? `${vary}, Accept-Encoding` : "Accept-Encoding");
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    if (!encoding) return;
    // A rendered page's bytes are at hand; reading any other response's body (even `.body`) materialises it.
    const html = renderedHtml(response);
    if (html === undefined && !response.body) return;
    const body = html ? asBody(html) : new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    if (body.byteLength < COMPRESS_THRESHOLD) {
      headers.set("Content-Length", String(body.byteLength));
      replaceResponse(c, new Response(body, { status: response.status, headers }));
      return;
    }
    const compressed = compressBody(body, encoding);
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(compressed.byteLength));
    const etag = headers.get("etag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    replaceResponse(c, new Response(asBody(compressed), { status: response.status, headers }));
  };
}

/** A Buffer as a response body, without a copy (zlib's buffers are backed by a plain ArrayBuffer). */
export function asBody(buffer: Buffer): Uint8Array<ArrayBuffer> {
  return buffer as Uint8Array as Uint8Array<ArrayBuffer>;
}

/**
 * Sets the context's response to `response` as it is. Assigning over an existing response makes Hono re-wrap the
 * new one (its body becomes a stream) and copy the old headers onto it (the old Content-Length among them); the
 * headers were copied here already, so the old response is dropped first.
 */
function replaceResponse(c: Parameters<MiddlewareHandler>[0], response: Response): void {
  c.res = undefined as unknown as Response;
  c.res = response;
}
