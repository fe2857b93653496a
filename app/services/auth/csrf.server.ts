/**
 * Cross-site request forgery check for our own form posts (route actions). A browser names the page a POST
 * comes from in Origin (or, failing that, Referer); it must be this site: BASE_URL's origin (and its
 * localhost/127.0.0.1 twin) or the public origin the request was addressed to (server/transport.ts
 * publicOrigin: the proxy's forwarded scheme and host with TRUST_PROXY). better-auth checks its own /api/auth
 * routes the same way.
 */
export function isSameSitePost(request: Request, allowedOrigins: readonly string[], ownOrigin: string): boolean {
  const claimed = request.headers.get("origin") ?? refererOrigin(request.headers.get("referer"));
  if (!claimed || claimed === "null") return false;
  return allowedOrigins.includes(claimed) || claimed.toLowerCase() === ownOrigin;
}

function refererOrigin(referer: string | null): string | null {
  if (!referer) return null;
  try {
    return new URL(referer).origin;
  } catch {
    return null;
  }
}
