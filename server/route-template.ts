import { matchRoutes, type RouteObject } from "react-router";

// The route a request was answered by, as its template ("/jobs/:id"), never its URL: a metric label must take a
// bounded set of values, and a URL holds ids, names and query strings.

export type RouteEntry = { id: string; parentId?: string | undefined; path?: string | undefined; index?: boolean | undefined };

/** For a 404 (no route of the app) and anything else that is not one of the app's routes. */
export const UNMATCHED_ROUTE = "(unmatched)";

/** Paths looked up so far; the routes never change while the process runs. Bounded: a crawler's URLs are endless. */
const CACHE_LIMIT = 5_000;

/** A function from a request path to its route template, for React Router's route manifest (build.routes). */
export function routeTemplates(entries: Iterable<RouteEntry>): (pathname: string) => string {
  const list = [...entries];
  const ids = new Set(list.map((entry) => entry.id));
  const byParent = new Map<string | undefined, RouteEntry[]>();
  for (const entry of list) {
    // A route whose parent is not in the list (a manifest without its root route) is a top-level route.
    const parent = entry.parentId !== undefined && ids.has(entry.parentId) ? entry.parentId : undefined;
    const siblings = byParent.get(parent) ?? [];
    siblings.push(entry);
    byParent.set(parent, siblings);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((entry) =>
      entry.index ? { id: entry.id, path: entry.path, index: true } : { id: entry.id, path: entry.path, children: tree(entry.id) },
    );
  const roots = tree(undefined);
  const cache = new Map<string, string>();

  const template = (pathname: string): string => {
    const matches = matchRoutes(roots, pathname);
    if (!matches?.length) return UNMATCHED_ROUTE;
    const parts = matches.map((m) => m.route.path).filter((p): p is string => Boolean(p));
    return `/${parts.join("/")}`.replace(/\/{2,}/g, "/");
  };

  return (pathname) => {
    // A data request (client navigation) is /page.data, or /_root.data for the home page.
    const data = pathname.endsWith(".data");
    const page = data ? (pathname === "/_root.data" ? "/" : pathname.slice(0, -".data".length)) : pathname;
    const key = data ? `${page}\u0000data` : page;
    let found = cache.get(key);
    if (found === undefined) {
      const route = template(page);
      found = data && route !== UNMATCHED_ROUTE ? `${route}.data` : route;
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(key, found);
    }
    return found;
  };
}
