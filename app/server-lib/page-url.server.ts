/**
 * The address of the page a loader or action is answering. React Router hands them the request as it arrived
 * (`future.v8_passThroughRequests`: no copies of the request per loader, so the root loader and the page's loader
 * share one request and its session lookup, docs/decisions/060-render-cost.md). Such a request keeps React Router's
 * own parts in its URL: a data request from a hydrated page ends in `.data` (`/_root.data` for `/`) and may carry
 * `_routes`, and a post to an index route carries `?index`. This takes them away, as React Router's `url` argument
 * does, for code that only has the request (redirects back, `redirectTo`, search parameters).
 */
export function pageUrl(request: Request): URL {
  // eslint-disable-next-line no-restricted-syntax -- the one place that reads the raw address
  const url = new URL(request.url);
  if (url.pathname === "/_root.data") url.pathname = "/";
  else if (url.pathname.endsWith(".data")) url.pathname = url.pathname.slice(0, -".data".length);
  if (url.searchParams.has("_routes")) url.searchParams.delete("_routes");
  // `?index` names the index route; an `index` with a value is the page's own parameter and stays.
  const indexValues = url.searchParams.getAll("index").filter(Boolean);
  if (url.searchParams.has("index")) {
    url.searchParams.delete("index");
    for (const value of indexValues) url.searchParams.append("index", value);
  }
  return url;
}
