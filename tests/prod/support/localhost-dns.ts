import dns from "node:dns";

// Chromium resolves every *.localhost name to loopback itself (RFC 6761), but Node asks the system resolver, and
// glibc here knows only "localhost". Playwright's API requests (context.request) run in Node, so in the processes
// of the production test run *.localhost is answered with 127.0.0.1 the way the browser answers it.
// nginx listens on 127.0.0.1 only, so IPv6 is reported as absent.

const SUBDOMAIN_OF_LOCALHOST = /^[^.]+(\.[^.]+)*\.localhost\.?$/i;

function notFound(hostname: string): NodeJS.ErrnoException {
  const error: NodeJS.ErrnoException = new Error(`getaddrinfo ENOTFOUND ${hostname}`);
  error.code = "ENOTFOUND";
  error.syscall = "getaddrinfo";
  return error;
}

type LookupOptions = { family?: number | string; all?: boolean } | number | undefined;

function familyOf(options: LookupOptions): number {
  if (typeof options === "number") return options;
  const family = options?.family;
  if (family === "IPv6" || family === 6) return 6;
  if (family === "IPv4" || family === 4) return 4;
  return 0;
}

function wantsAll(options: LookupOptions): boolean {
  return typeof options === "object" && options !== null && options.all === true;
}

const originalPromiseLookup = dns.promises.lookup.bind(dns.promises);
const originalLookup = dns.lookup.bind(dns);

let installed = false;

export function resolveLocalhostSubdomains(): void {
  if (installed) return;
  installed = true;

  const promiseLookup = async (hostname: string, options?: LookupOptions) => {
    if (!SUBDOMAIN_OF_LOCALHOST.test(hostname)) return originalPromiseLookup(hostname, options as never);
    if (familyOf(options) === 6) throw notFound(hostname);
    const answer = { address: "127.0.0.1", family: 4 };
    return wantsAll(options) ? [answer] : answer;
  };
  (dns.promises as { lookup: unknown }).lookup = promiseLookup;

  const callbackLookup = (hostname: string, options: unknown, callback?: unknown) => {
    const cb = (typeof options === "function" ? options : callback) as (
      err: NodeJS.ErrnoException | null,
      address?: string | { address: string; family: number }[],
      family?: number,
    ) => void;
    const opts = (typeof options === "function" ? undefined : options) as LookupOptions;
    if (!SUBDOMAIN_OF_LOCALHOST.test(hostname)) {
      return typeof options === "function" ? originalLookup(hostname, cb as never) : originalLookup(hostname, opts as never, cb as never);
    }
    process.nextTick(() => {
      if (familyOf(opts) === 6) return cb(notFound(hostname));
      if (wantsAll(opts)) return cb(null, [{ address: "127.0.0.1", family: 4 }]);
      return cb(null, "127.0.0.1", 4);
    });
  };
  (dns as { lookup: unknown }).lookup = callbackLookup;
}
