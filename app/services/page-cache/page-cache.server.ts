// An in-process shared cache for server-rendered pages, the way a CDN would hold them: only for visitors without
// cookies (so never a signed-in page, never a pending toast), only pages whose route opts in with
// `Cache-Control: public, s-maxage=N[, stale-while-revalidate=M]`, only 200 text/html without Set-Cookie.
//
// A cached page is served byte for byte, compressed once when it is first served again (Brotli and gzip). That rules out a per-response CSP nonce
// in it, so a cached page carries a hash-based policy instead: the hashes of exactly the inline scripts it
// contains (hashes are not secrets, so sharing them between responses weakens nothing, unlike a shared nonce).
// See docs/decisions/004-jobs-search.md for why /jobs needs it, and the measurements.
import crypto from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { AppLoadContext } from "react-router";
import { singleton } from "~/server-lib/singleton.server";
import { chooseEncoding } from "~/lib/content-encoding";
import { bytesResponse, renderedHtml } from "~/services/rendered-html.server";
import { announce, onClusterEvent } from "~/services/cluster/cluster-events.server";

export type PageHandler = (request: Request, context: AppLoadContext) => Promise<Response>;

export type PageCacheOptions = {
  /** The full Content-Security-Policy for a cached page, given the script sources allowing its inline scripts. */
  contentSecurityPolicy: (scriptSources: string) => string;
};

type Page = {
  status: number;
  headers: [string, string][];
  body: Buffer;
  /**
   * The body compressed, as sent to clients that accept the encoding: made when the page is first asked again, not
   * when it is stored. Most addresses of a search page are asked once (every filter combination is its own page),
   * and compressing for keeps at Brotli 5 and gzip 9 cost several times the per-request compression of the answer.
   */
  encoded: Promise<{ br: Buffer; gzip: Buffer }> | null;
  freshUntil: number;
  staleUntil: number;
  refreshing: boolean;
};

type Store = { pages: Map<string, Page>; inFlight: Map<string, Promise<Page | null>>; generation: number };

// ~150 KB per page (HTML, Brotli and gzip): at most ~30 MB.
const MAX_PAGES = 200;
/**
 * Off the main thread: a page is compressed once, when it is stored (it is sent many times). Brotli at quality 5 makes
 * a /jobs page about 13% smaller than gzip at level 9, in less time; qualities 7 and up cost 10–80 times more for 1–2%.
 */
const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
export const PAGE_BROTLI_QUALITY = 5;
const PAGE_ENCODINGS: readonly ("br" | "gzip")[] = ["br", "gzip"];

/** A stored buffer as a response body; it is never written to, so responses share it instead of copying it. */
const asBody = (buffer: Buffer) => buffer as Uint8Array as Uint8Array<ArrayBuffer>;

const store = () => singleton<Store>("page-cache", () => ({ pages: new Map(), inFlight: new Map(), generation: 0 }));

/** `Cache-Control` of a shareable page: its s-maxage and stale-while-revalidate in ms, or null. */
export function sharedLifetime(cacheControl: string | null): { fresh: number; stale: number } | null {
  if (!cacheControl || !/(^|,)\s*public\s*(,|$)/i.test(cacheControl) || /no-store|private/i.test(cacheControl)) return null;
  const sMaxAge = /s-maxage=(\d+)/i.exec(cacheControl);
  if (!sMaxAge || Number(sMaxAge[1]) <= 0) return null;
  const swr = /stale-while-revalidate=(\d+)/i.exec(cacheControl);
  return { fresh: Number(sMaxAge[1]) * 1000, stale: swr ? Number(swr[1]) * 1000 : 0 };
}

/** Only plain GETs from visitors without cookies or credentials can share a page. */
export function isShareableRequest(request: Request): boolean {
  return request.method === "GET" && !request.headers.has("cookie") && !request.headers.has("authorization");
}

/** CSP sources allowing exactly the inline scripts of `html` ('sha256-…' each); external scripts need 'self'. */
export function inlineScriptHashes(html: string): string {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\ssrc\s*=/i.test(match[1] ?? "")) continue;
    hashes.add(`'sha256-${crypto.createHash("sha256").update(match[2] ?? "", "utf8").digest("base64")}'`);
  }
  return [...hashes].join(" ");
}

/**
 * A stored page as a response. Asked again (a hit), it is sent in the encoding the client accepts, compressed for
 * keeps the first time; the first answer is the page's bytes, which the server's compression middleware compresses
 * per request as it does any page (server/compression.ts).
 */
async function respond(page: Page, request: Request, hit: boolean): Promise<Response> {
  const headers = new Headers(page.headers);
  headers.set("Vary", "Accept-Encoding");
  const encoding = hit ? chooseEncoding(request.headers.get("accept-encoding"), PAGE_ENCODINGS) : null;
  if (!encoding) {
    if (hit) headers.set("X-Page-Cache", "hit");
    headers.set("Content-Length", String(page.body.length));
    return bytesResponse(page.body, { status: page.status, headers });
  }
  if (!page.encoded) {
    const compressing = compressPage(page.body);
    // A failed compression is tried again by the next request, not kept.
    compressing.catch(() => {
      if (page.encoded === compressing) page.encoded = null;
    });
    page.encoded = compressing;
  }
  const body = (await page.encoded)[encoding];
  headers.set("X-Page-Cache", "hit");
  headers.set("Content-Encoding", encoding);
  headers.set("Content-Length", String(body.length));
  return new Response(asBody(body), { status: page.status, headers });
}

/** Renders the page and keeps it when the route allows sharing; the response handed back is always usable. */
async function render(
  handler: PageHandler,
  options: PageCacheOptions,
  request: Request,
  context: AppLoadContext,
  key: string,
): Promise<{ response: Response; page: Page | null }> {
  const generation = store().generation;
  const response = await handler(request, context);
  const lifetime = sharedLifetime(response.headers.get("cache-control"));
  const html = (response.headers.get("content-type") ?? "").startsWith("text/html");
  if (!lifetime || response.status !== 200 || !html || response.headers.has("set-cookie") || response.headers.has("content-encoding")) {
    return { response, page: null };
  }
  const body = renderedHtml(response) ?? Buffer.from(await response.text(), "utf8");
  const text = body.toString("utf8");
  const headers = new Headers(response.headers);
  headers.delete("content-length");
  headers.set("Content-Security-Policy", options.contentSecurityPolicy(inlineScriptHashes(text)));
  const now = Date.now();
  const page: Page = {
    status: response.status,
    headers: [...headers.entries()],
    body,
    encoded: null,
    freshUntil: now + lifetime.fresh,
    staleUntil: now + lifetime.fresh + lifetime.stale,
    refreshing: false,
  };
  const s = store();
  // A page rendered before the last invalidation may show what has just changed: serve it once, keep it not.
  if (s.generation === generation) {
    s.pages.delete(key);
    s.pages.set(key, page);
    if (s.pages.size > MAX_PAGES) {
      let drop = Math.ceil(MAX_PAGES / 10);
      for (const k of s.pages.keys()) {
        if (drop-- <= 0) break;
        s.pages.delete(k);
      }
    }
  }
  return { response: await respond(page, request, false), page };
}

async function compressPage(body: Buffer): Promise<{ br: Buffer; gzip: Buffer }> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzip(body, { level: 9 }),
  ]);
  return { br, gzip: gz };
}

/**
 * Wraps the React Router request handler. Concurrent misses for one address share one render; a stale page is
 * served while one background render refreshes it.
 */
export function withPageCache(handler: PageHandler, options: PageCacheOptions): PageHandler {
  return async (request, context) => {
    if (!isShareableRequest(request)) return handler(request, context);
    const key = request.url;
    const s = store();
    const now = Date.now();
    const hit = s.pages.get(key);
    if (hit && now < hit.freshUntil) return respond(hit, request, true);
    if (hit && now < hit.staleUntil) {
      if (!hit.refreshing) {
        hit.refreshing = true;
        render(handler, options, request.clone(), context, key).catch(() => {
          hit.refreshing = false;
        });
      }
      return respond(hit, request, true);
    }
    const pending = s.inFlight.get(key);
    if (pending) {
      const page = await pending.catch(() => null);
      return page ? respond(page, request, true) : handler(request, context);
    }
    let settle!: (page: Page | null) => void;
    s.inFlight.set(key, new Promise<Page | null>((resolve) => (settle = resolve)));
    try {
      const { response, page } = await render(handler, options, request, context, key);
      settle(page);
      return response;
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      s.inFlight.delete(key);
    }
  };
}

/**
 * Forget cached pages whose path starts with `pathPrefix` (all pages without one), e.g. after a job changes, here and
 * in every other instance of the site.
 */
export function invalidatePages(pathPrefix?: string): void {
  forgetPages(pathPrefix);
  void announce(PAGES_CHANGED, pathPrefix ?? "");
}

const PAGES_CHANGED = "pages-changed";
singleton("page-cache-listener", () => onClusterEvent(PAGES_CHANGED, (prefix, { resync }) => forgetPages(resync ? undefined : prefix || undefined)));

function forgetPages(pathPrefix?: string): void {
  const s = store();
  s.generation++;
  for (const key of [...s.pages.keys()]) {
    if (!pathPrefix || new URL(key).pathname.startsWith(pathPrefix)) s.pages.delete(key);
  }
}
