import { singleton } from "~/server-lib/singleton.server";

// A document page is rendered to strings (app/entry.server.tsx) and answered with their UTF-8 bytes. The steps after
// the render that need the whole page (compression, the page cache) take those bytes from here instead of reading the
// Response back: reading it builds the platform's Response, pulls the body through a web stream and copies it, a
// share of a /jobs request's CPU (docs/decisions/060-render-cost.md). Entries go with their Response (a WeakMap).

let bodies: WeakMap<Response, Buffer> | undefined;

function store(): WeakMap<Response, Buffer> {
  // One map for both module graphs (the Hono entry and the server build, decision 002).
  bodies ??= singleton("rendered-html", () => new WeakMap<Response, Buffer>());
  return bodies;
}

/**
 * The UTF-8 bytes of the strings `parts`, one after the other, in one buffer. The parts are written one by one, so no
 * string of the whole page is made: one over 128 KiB would be a large object to V8 (decision 060).
 */
export function utf8Bytes(parts: readonly string[]): Buffer {
  let length = 0;
  for (const part of parts) length += Buffer.byteLength(part, "utf8");
  const bytes = Buffer.allocUnsafe(length);
  let offset = 0;
  for (const part of parts) offset += bytes.write(part, offset, "utf8");
  return bytes;
}

/** A response whose body is the rendered HTML `parts` (in order), remembered for `renderedHtml`. */
export function htmlResponse(parts: readonly string[], init: ResponseInit): Response {
  const bytes = utf8Bytes(parts);
  const response = new Response(bytes as Uint8Array<ArrayBuffer>, init);
  store().set(response, bytes);
  return response;
}

/** A response whose body is `bytes` (rendered HTML already encoded), remembered for `renderedHtml` like htmlResponse's. */
export function bytesResponse(bytes: Buffer, init: ResponseInit): Response {
  const response = new Response(bytes as Uint8Array as Uint8Array<ArrayBuffer>, init);
  store().set(response, bytes);
  return response;
}

/** The bytes of the HTML a response made by `htmlResponse` carries, or undefined for any other response (read its body then). */
export function renderedHtml(response: Response): Buffer | undefined {
  return store().get(response);
}
