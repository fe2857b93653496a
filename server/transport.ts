// The transport layer's decisions and its CSP nonces, kept apart from Hono so they can be unit-tested.
import crypto from "node:crypto";

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

/** Random bytes drawn from the system's generator a batch at a time, 16 for each nonce. */
const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/**
 * A fresh CSP script nonce: 16 bytes from the cryptographic generator, base64. The bytes are drawn 4 KB at a time and
 * each is handed out once; one draw per request was about 1% of a page's CPU.
 */
export function cspNonce(): string {
  if (nonceOffset === noncePool.length) {
    crypto.randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
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

/** A Host header we can build a URL from: a DNS name or IPv4 address, or a bracketed IPv6 one, with an optional port. */
const VALID_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,62})(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,62}))*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export function isValidHost(host: string | null | undefined): host is string {
  return !!host && host.length <= 255 && VALID_HOST.test(host);
}

function firstListed(value: string | null | undefined): string | undefined {
  return value?.split(",")[0]?.trim() || undefined;
}

export type RequestOrigins = {
  /**
   * The site's origin for this request: what the application is told the request was addressed to (its URL), and so
   * what its links, redirects and the libraries' origin checks go by.
   */
  site: string;
  /** The origin the request arrived at, as this process can tell: the socket's scheme and the Host header. */
  arrival: string;
};

/**
 * The origins of a request. Behind a TLS-terminating proxy the socket speaks plain http, so:
 * - with TRUST_PROXY, the proxy's X-Forwarded-Proto and X-Forwarded-Host (first entry each) name both;
 * - without it, nothing the client sent can be taken for the proxy's word, and a proxy with its default headers names
 *   its upstream address as the Host (nginx: `proxy_pass http://127.0.0.1:3000` sends Host: 127.0.0.1:3000). A request
 *   for BASE_URL's host (or its www. twin, which the canonical redirect strips) is for BASE_URL's origin; on a public
 *   deployment every request is, whatever Host it names; on a local one anything else is the request as it arrived
 *   (e.g. http://127.0.0.1:3000 on a laptop).
 * Returns null when the host the request names is not a valid host (the caller answers 400).
 */
export function requestOrigins(input: {
  trustProxy: boolean;
  publicDeployment: boolean;
  baseUrl: string;
  socketProto: "http" | "https";
  host: string | null | undefined;
  forwardedProto?: string | null;
  forwardedHost?: string | null;
}): RequestOrigins | null {
  const base = new URL(input.baseUrl);
  if (input.trustProxy) {
    const proto = firstListed(input.forwardedProto)?.toLowerCase();
    const scheme = proto === "https" || proto === "http" ? proto : input.socketProto;
    const host = firstListed(input.forwardedHost) ?? input.host ?? base.host;
    if (!isValidHost(host)) return null;
    const origin = `${scheme}://${host.toLowerCase()}`;
    return { site: origin, arrival: origin };
  }
  const host = (input.host ?? base.host).toLowerCase();
  if (!isValidHost(host)) return null;
  const arrival = `${input.socketProto}://${host}`;
  const baseHost = base.host.toLowerCase();
  if (host === baseHost) return { site: base.origin, arrival };
  if (host === `www.${baseHost}`) return { site: `${base.protocol}//${host}`, arrival };
  return { site: input.publicDeployment ? base.origin : arrival, arrival };
}
