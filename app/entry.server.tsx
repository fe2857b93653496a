import { PassThrough } from "node:stream";
import type { AppLoadContext, EntryContext } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { renderToPipeableStream, renderToStringSegments } from "react-dom/server";
import { DOCUMENT_CHUNK_SIZE } from "~/server-lib/document-stream.server";
import { documentIslands, type IslandsHandle } from "~/lib/islands";
import { NonceProvider } from "~/lib/nonce";
import { noteDatabaseError } from "~/db/availability.server";
import { logger } from "~/services/logger.server";
import { htmlResponse } from "~/services/rendered-html.server";
import { MarkupCacheProvider } from "~/lib/markup-once";
import { createMarkupCache } from "~/services/markup-cache.server";

export const streamTimeout = 5_000;

/** The layout's markup that is the same on many document page views, made once per process (lib/markup-once.tsx). */
const markupCache = createMarkupCache();

/**
 * Errors thrown by loaders, actions and rendering. A lost database connection is noted so that the server answers
 * 503 (retry shortly) instead of the 500 page; aborted requests (the visitor left) and 4xx answers are not errors.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  const cause = isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error;
  if (noteDatabaseError(cause)) {
    logger().warn({ err: cause, url: request.url }, "database unreachable during a request");
    return;
  }
  logger().error({ err: cause, url: request.url }, "error in a loader, action or render");
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce ?? "";
  const documentPage = isDocumentPage(routerContext);
  const context = documentPage ? withoutLoaderDataStream(routerContext) : routerContext;
  const page = <ServerRouter context={context} url={request.url} nonce={nonce} />;
  const app = (
    <NonceProvider value={nonce}>
      {/* Only pages that never hydrate: a hydrated page's markup must be what the browser renders. */}
      {documentPage ? <MarkupCacheProvider value={markupCache}>{page}</MarkupCacheProvider> : page}
    </NonceProvider>
  );
  if (documentPage) {
    // A document page (docs/decisions/031) never hydrates: no loader data is streamed to it and nothing on it
    // suspends, so it is rendered to strings. That skips encoding React's stream into byte chunks and the stream
    // plumbing between React and the compression step, about a sixth of the page's render cost (decision 060; measured
    // again against collecting the stream's bytes: those cost a third more on the directory). The strings are pieces
    // of about 32 KB (renderToStringSegments, a patch of React DOM), turned into one buffer of bytes: a page over
    // 128 KiB made as one string is a large object to V8, ten times the cost of a smaller page (decision 060).
    // A render error throws here, and React Router renders the error page instead, as for the streamed render.
    const html = renderToStringSegments(app);
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    return htmlResponse(["<!DOCTYPE html>", ...html], { headers: responseHeaders, status: responseStatusCode });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    // Every document is answered once it is completely rendered. Loaders have finished before rendering starts and
    // no page suspends, so streaming the shell would gain nothing, and a document sent whole means the status line
    // is never out before the page is known to render: an instance that dies mid-render leaves the proxy free to
    // answer 503 instead of cutting a 200 short.
    const readyOption = "onAllReady";

    const { pipe, abort } = renderToPipeableStream(app, {
      nonce,
      progressiveChunkSize: DOCUMENT_CHUNK_SIZE,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        const stream = createReadableStreamFromReadable(body);
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/**
 * The context without the stream of loader data for the browser: a document page is not hydrated, so that data is not
 * sent, and without the stream <ServerRouter> renders no reader for it (a Suspense boundary and a TextDecoder per
 * page). React Router (as patched here, docs/decisions/060-render-cost.md) encodes the data only when the stream is
 * first read, so it is left unread: the properties are copied as they are, the stream's getter with them unread.
 * Had it been encoded already, it is cancelled.
 */
function withoutLoaderDataStream(routerContext: EntryContext): EntryContext {
  const properties = Object.getOwnPropertyDescriptors(routerContext);
  const stream = properties.serverHandoffStream;
  if (stream && "value" in stream) void (stream.value as ReadableStream | undefined)?.cancel().catch(() => {});
  delete (properties as Partial<typeof properties>).serverHandoffStream;
  return Object.defineProperties({}, properties) as EntryContext;
}

/** Whether the page answering this request is a document page (its leaf route's handle says so). */
function isDocumentPage(context: EntryContext): boolean {
  const matches = context.staticHandlerContext.matches.map((match) => ({ handle: context.routeModules[match.route.id]?.handle as IslandsHandle | undefined }));
  return documentIslands(matches) !== null;
}
