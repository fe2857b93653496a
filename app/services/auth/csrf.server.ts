/**
 * Cross-site request forgery check for our own form posts (route actions). A browser names the page a POST
 * comes from in Origin (or, failing that, Referer); it must be one of the site's origins for this request: BASE_URL's
 * origin (and its localhost/127.0.0.1 twin), the origin the request is served as, or the one it arrived at
 * (server/transport.ts requestOrigins). better-auth checks its own /api/auth routes against the same origins.
 */
export function isSameSitePost(request: Request, siteOrigins: readonly string[]): boolean {
  const claimed = request.headers.get("origin") ?? refererOrigin(request.headers.get("referer"));
  if (!claimed || claimed === "null") return false;
  return siteOrigins.includes(claimed.toLowerCase());
}

function refererOrigin(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}
