import { createContext, useContext } from "react";

/**
 * Document pages (docs/decisions/031): pages rendered on the server and never hydrated. Instead of the React Router
 * client they carry one small inline script, built on the server from the enhancements of their matched routes
 * (app/document-pages.server.ts) and handed to the root layout through this context. On every other page, and in
 * the browser, the context is null and the layout renders the React Router scripts as usual.
 */
const DocumentScriptContext = createContext<string | null>(null);

export const DocumentScriptProvider = DocumentScriptContext.Provider;

export function useDocumentScript(): string | null {
  return useContext(DocumentScriptContext);
}

/**
 * `clientLoader` of a document page: a client-side navigation to it (a link, a form, a redirect) becomes a normal
 * page load, so the page is always the server's HTML plus its script and never a client render.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

/**
 * The document pages' paths, `:name` standing for one segment (app/document-pages.server.ts lists their routes; a
 * test keeps the two in step).
 */
export const DOCUMENT_PATHS: readonly string[] = ["/", "/jobs", "/about-us", "/services", "/contact-us", "/blog", "/blog/:slug"];

const PATTERNS = DOCUMENT_PATHS.map((path) => path.split("/"));

/**
 * For `reloadDocument` on the layout's links: a link to a document page goes straight to the server instead of
 * fetching the route's module and data first only for `loadAsDocument` to turn it into a page load.
 */
export function isDocumentHref(to: string): boolean {
  const segments = (to.split(/[?#]/, 1)[0] ?? "").split("/");
  return PATTERNS.some(
    (pattern) => pattern.length === segments.length && pattern.every((part, i) => (part.startsWith(":") ? segments[i] !== "" : part === segments[i])),
  );
}
