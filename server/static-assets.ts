import fs from "node:fs/promises";
import path from "node:path";
import type { MiddlewareHandler } from "hono";
import { getMimeType } from "hono/utils/mime";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX as COMPRESSIBLE } from "hono/compress";
import { asBody, brotliOnce, chooseEncoding, gzipOnce } from "./compression";

// The build's fingerprinted files (build/client/assets/*) never change while the server runs: each is read from disk
// and compressed once (gzip at level 9, and Brotli at its highest quality, off the main thread), on its first
// request, and served from memory after that (no file system work, no compression per request). Brotli 11 takes
// about 0.3 s for the largest file, so gzip is served until the Brotli copy is ready. Range requests, and anything not
// found here, go on to the next handler (serveStatic).

/**
 * `encoded`: the file in each encoding, for a compressible type (null for images, fonts and small files); `br` is
 * null until its compression has finished.
 */
type Asset = { body: Buffer; encoded: { br: Buffer | null; gzip: Buffer } | null; type: string; lastModified: string };

const ASSET_ENCODINGS: readonly ("br" | "gzip")[] = ["br", "gzip"];
const GZIP_ONLY: readonly "gzip"[] = ["gzip"];

/** The build's assets are about 1 MB; this bounds memory whatever is asked for. */
const MAX_CACHED_BYTES = 32 * 1024 * 1024;

export function cachedAssets(options: { root: string; cacheControl: string }): MiddlewareHandler {
  const root = path.resolve(options.root);
  const assets = new Map<string, Promise<Asset | null>>();
  let cachedBytes = 0;

  async function load(file: string): Promise<Asset | null> {
    try {
      const [body, stat] = await Promise.all([fs.readFile(file), fs.stat(file)]);
      const type = getMimeType(file) ?? "application/octet-stream";
      const compressible = body.length >= 1024 && COMPRESSIBLE.test(type);
      const asset: Asset = { body, encoded: compressible ? { br: null, gzip: await gzipOnce(body) } : null, type, lastModified: stat.mtime.toUTCString() };
      if (asset.encoded) {
        const encoded = asset.encoded;
        void brotliOnce(body).then(
          (br) => {
            encoded.br = br;
            cachedBytes += br.length;
          },
          () => {},
        );
      }
      return asset;
    } catch {
      return null;
    }
  }

  return async (c, next) => {
    const method = c.req.method;
    if ((method !== "GET" && method !== "HEAD") || c.req.header("range")) return next();
    const requested = c.req.path;
    // Fingerprinted names only: letters, digits, dots, dashes and underscores, one level deep.
    if (!/^\/assets\/[\w.-]+$/.test(requested) || requested.includes("..")) return next();
    const file = path.join(root, requested);
    let entry = assets.get(file);
    if (!entry) {
      entry = load(file);
      assets.set(file, entry);
      // Not found (or unreadable): not kept, so a file that appears later is found then.
      void entry.then((asset) => {
        const size = asset ? asset.body.length + (asset.encoded?.gzip.length ?? 0) : 0;
        if (!asset || cachedBytes + size > MAX_CACHED_BYTES) assets.delete(file);
        else cachedBytes += size;
      });
    }
    const asset = await entry;
    if (!asset) return next();
    const encoded = asset.encoded;
    const encoding = encoded ? chooseEncoding(c.req.header("accept-encoding"), encoded.br ? ASSET_ENCODINGS : GZIP_ONLY) : null;
    const body = (encoding === "br" ? encoded?.br : encoding === "gzip" ? encoded?.gzip : null) ?? asset.body;
    const headers: Record<string, string> = {
      "Content-Type": asset.type,
      "Content-Length": String(body.length),
      "Last-Modified": asset.lastModified,
      "Cache-Control": options.cacheControl,
    };
    if (asset.encoded) headers.Vary = "Accept-Encoding";
    if (encoding) headers["Content-Encoding"] = encoding;
    return new Response(method === "HEAD" ? null : asBody(body), { status: 200, headers });
  };
}
