// Pure decisions of the transport layer, kept apart from Hono so they can be unit-tested.

const LOCAL_HOST = /^(localhost|[^.]+\.localhost|127(?:\.\d{1,3}){3}|\[?::1\]?|0\.0\.0\.0)$/i;

export function hostnameOf(host: string): string {
  // "[::1]:3000" -> "[::1]", "example.com:80" -> "example.com"
  if (host.startsWith("[")) return host.slice(0, host.indexOf("]") + 1);
  return host.split(":")[0] ?? host;
}

export function isLocalHost(host: string): boolean {
  return LOCAL_HOST.test(hostnameOf(host));
}

/**
 * Spec 1: redirect to https and strip a leading www, local hosts exempt.
 * `proto` is the scheme the client used (X-Forwarded-Proto when a trusted proxy is in front).
 * Returns the absolute URL to redirect to, or null to serve the request.
 */
export function canonicalRedirect(input: { host: string; proto: string; pathAndQuery: string }): string | null {
  const { host, proto, pathAndQuery } = input;
  if (!host || isLocalHost(host)) return null;
  const wantsStrip = /^www\./i.test(host);
  const wantsHttps = proto.toLowerCase() !== "https";
  if (!wantsStrip && !wantsHttps) return null;
  const targetHost = wantsStrip ? host.replace(/^www\./i, "") : host;
  return `https://${targetHost}${pathAndQuery}`;
}

export function contentSecurityPolicy(nonce: string, dev: boolean): string {
  const script = dev ? "'self' 'unsafe-inline' 'unsafe-eval'" : `'self' 'nonce-${nonce}'`;
  return [
    "default-src 'self'",
    `script-src ${script}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self'${dev ? " ws: wss:" : ""}`,
    "frame-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}
