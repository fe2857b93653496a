import { singleton } from "~/lib/singleton.server";

// A document page is rendered to one string (app/entry.server.tsx). Its Response is answered with that string, and
// the steps after the render that need the whole page (compression, the page cache) take the string from here
// instead of reading the Response back: reading it builds the platform's Response, checks the 150 KB string for
// lone surrogates, encodes it and pulls it through a web stream, about a tenth of a /jobs request's CPU
// (docs/decisions/060-render-cost.md). Entries go with their Response (a WeakMap).

let bodies: WeakMap<Response, string> | undefined;

function store(): WeakMap<Response, string> {
  // One map for both module graphs (the Hono entry and the server build, decision 002).
  bodies ??= singleton("rendered-html", () => new WeakMap<Response, string>());
  return bodies;
}

/** A response with this rendered HTML as its body, remembered for `renderedHtml`. */
export function htmlResponse(html: string, init: ResponseInit): Response {
  const response = new Response(html, init);
  store().set(response, html);
  return response;
}

/** The HTML a response made by `htmlResponse` carries, or undefined for any other response (read its body then). */
export function renderedHtml(response: Response): string | undefined {
  return store().get(response);
}
