// The one door for requests the server makes to addresses someone else chose (webhook endpoints, notification
// services): on a public deployment they never reach a private, loopback, link-local or otherwise non-public address,
// checked on the address actually connected to (so a DNS answer that changes between a check and the connection
// cannot slip through) and again at every redirect; every request has a deadline and a size limit on the answer.
import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import type { LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";
import { isPublicDeployment } from "~/env.server";

export type OutboundRequest = {
  url: string;
  method?: "GET" | "POST";
  headers?: Record<string, string>;
  body?: string;
  /** The whole exchange, redirects included. */
  timeoutMs?: number;
  /** Larger answers are cut off and the request fails. */
  maxResponseBytes?: number;
  maxRedirects?: number;
};

export type OutboundResponse = { status: number; headers: http.IncomingHttpHeaders; body: string; url: string };

export class OutboundRefused extends Error {
  constructor(
    readonly reason: "address" | "scheme" | "timeout" | "too_large" | "redirects" | "network",
    message: string,
  ) {
    super(message);
    this.name = "OutboundRefused";
  }
}

/** Whether an address is one on the public internet (unicast, not in a special-purpose range). */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address); // IPv4-mapped IPv6 (::ffff:10.0.0.1) is judged as the IPv4 address
  return parsed.range() === "unicast";
}

/** Resolves as the connection would, refusing every non-public address when the rule applies. */
function guardedLookup(allowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, "", 0);
      const list = addresses as dns.LookupAddress[];
      const usable = list.filter((a) => allowed(a.address));
      if (usable.length === 0) {
        return callback(new OutboundRefused("address", `${hostname} resolves only to addresses that are not public`), "", 0);
      }
      if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, usable);
      return callback(null, usable[0]!.address, usable[0]!.family);
    });
  };
}

const DEFAULTS = { timeoutMs: 10_000, maxResponseBytes: 64 * 1024, maxRedirects: 3 };

function once(request: OutboundRequest, url: URL, allowed: (address: string) => boolean, deadline: number): Promise<OutboundResponse> {
  const maxBytes = request.maxResponseBytes ?? DEFAULTS.maxResponseBytes;
  // A literal address in the URL skips DNS: it is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, "");
  if (ipaddr.isValid(literal) && !allowed(literal)) {
    return Promise.reject(new OutboundRefused("address", `${literal} is not a public address`));
  }
  const transport = url.protocol === "https:" ? https : http;
  return new Promise((resolve, reject) => {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return reject(new OutboundRefused("timeout", "no answer in time"));
    const req = transport.request(
      url,
      {
        method: request.method ?? "GET",
        headers: { "user-agent": "DocHire", ...request.headers, ...(request.body !== undefined ? { "content-length": String(Buffer.byteLength(request.body)) } : {}) },
        lookup: guardedLookup(allowed),
        timeout: remaining,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) {
            req.destroy(new OutboundRefused("too_large", `the answer is larger than ${maxBytes} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8"), url: url.toString() }));
        res.on("error", reject);
      },
    );
    const timer = setTimeout(() => req.destroy(new OutboundRefused("timeout", "no answer in time")), remaining);
    req.on("close", () => clearTimeout(timer));
    req.on("timeout", () => req.destroy(new OutboundRefused("timeout", "no answer in time")));
    req.on("error", (error) => reject(error instanceof OutboundRefused ? error : new OutboundRefused("network", error.message)));
    if (request.body !== undefined) req.write(request.body);
    req.end();
  });
}

/**
 * Makes the request, following up to `maxRedirects` redirects (each target checked like the first). On a public
 * deployment only public addresses are reached; a local deployment may reach this machine (a receiver in development).
 */
export async function outboundRequest(
  outbound: OutboundRequest,
  options: { allowPrivate?: boolean; allowAddress?: (address: string) => boolean } = {},
): Promise<OutboundResponse> {
  const allowPrivate = options.allowPrivate ?? !isPublicDeployment();
  const allowed = options.allowAddress ?? (allowPrivate ? () => true : isPublicAddress);
  const deadline = Date.now() + (outbound.timeoutMs ?? DEFAULTS.timeoutMs);
  let url = new URL(outbound.url);
  for (let hop = 0; ; hop++) {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new OutboundRefused("scheme", `${url.protocol} is not http or https`);
    const res = await once(outbound, url, allowed, deadline);
    const location = res.headers.location;
    if (res.status < 300 || res.status > 399 || !location) return res;
    if (hop >= (outbound.maxRedirects ?? DEFAULTS.maxRedirects)) throw new OutboundRefused("redirects", "too many redirects");
    url = new URL(location, url);
  }
}
