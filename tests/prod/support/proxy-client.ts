import https from "node:https";
import { HOSTNAME } from "./settings";

// An HTTPS client that talks to the proxy the way a browser on this machine would: TCP to 127.0.0.1:<port>, TLS
// with SNI dochire.localhost (the self-signed certificate is accepted), Host dochire.localhost:<port>.
// Every answer becomes an Outcome, network failures included, with the time it took.

export type Outcome = {
  status: number | null;
  /** Network-level failure (reset, refused, hang-up, our own timeout), or null. */
  error: string | null;
  ms: number;
  started: number;
  /** The instance nginx sent the request to (X-DocHire-Upstream), when it says. */
  upstream: string | null;
  location: string | null;
  setCookies: string[];
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
};

export type RequestInput = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  timeoutMs?: number;
};

export class ProxyClient {
  readonly origin: string;
  private readonly agent: https.Agent;

  constructor(
    readonly port: number,
    options: { keepAlive?: boolean; maxSockets?: number } = {},
  ) {
    this.origin = `https://${HOSTNAME}:${port}`;
    this.agent = new https.Agent({
      keepAlive: options.keepAlive ?? true,
      maxSockets: options.maxSockets ?? 32,
      rejectUnauthorized: false,
      servername: HOSTNAME,
    });
  }

  request(input: RequestInput): Promise<Outcome> {
    const started = Date.now();
    const timeoutMs = input.timeoutMs ?? 20_000;
    return new Promise((resolve) => {
      let settled = false;
      const done = (o: Omit<Outcome, "ms" | "started">) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...o, ms: Date.now() - started, started });
      };
      const headers: Record<string, string> = { host: `${HOSTNAME}:${this.port}`, "user-agent": "dochire-prod-test", ...input.headers };
      if (input.body !== undefined) headers["content-length"] = String(Buffer.byteLength(input.body));
      const req = https.request(
        {
          host: "127.0.0.1",
          port: this.port,
          method: input.method ?? "GET",
          path: input.path,
          headers,
          agent: this.agent,
          servername: HOSTNAME,
          rejectUnauthorized: false,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () =>
            done({
              status: res.statusCode ?? null,
              error: null,
              upstream: headerOne(res.headers["x-dochire-upstream"]),
              location: headerOne(res.headers.location),
              setCookies: res.headers["set-cookie"] ?? [],
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
          // The answer had begun (status and headers arrived) and was then cut off: a network error all the same,
          // reported with what had arrived and from which instance.
          res.on("error", (error) =>
            done({
              ...failure(`answer cut off after HTTP ${res.statusCode} headers (${describe(error)})`),
              upstream: headerOne(res.headers["x-dochire-upstream"]),
              headers: res.headers,
              body: Buffer.concat(chunks),
            }),
          );
        },
      );
      const timer = setTimeout(() => {
        req.destroy(new Error(`no complete answer within ${timeoutMs} ms`));
      }, timeoutMs);
      req.on("error", (error) => done(failure(describe(error))));
      if (input.body !== undefined) req.write(input.body);
      req.end();
    });
  }

  get(path: string, headers: Record<string, string> = {}, timeoutMs?: number): Promise<Outcome> {
    return this.request({ path, headers, timeoutMs });
  }

  /** A form post as a browser sends it from a page of this site (Origin is the site's). */
  postForm(path: string, fields: Record<string, string>, cookie: string, extraHeaders: Record<string, string> = {}, timeoutMs?: number): Promise<Outcome> {
    return this.request({
      method: "POST",
      path,
      headers: {
        origin: this.origin,
        referer: `${this.origin}${path}`,
        "content-type": "application/x-www-form-urlencoded",
        cookie,
        ...extraHeaders,
      },
      body: new URLSearchParams(fields).toString(),
      timeoutMs,
    });
  }

  /** A multipart form post (a file upload) from a page of this site, encoded as a browser would (by fetch's own Request). */
  async postMultipart(path: string, form: FormData, cookie: string, timeoutMs?: number): Promise<Outcome> {
    const encoded = new Request("http://encoder.invalid/", { method: "POST", body: form });
    return this.request({
      method: "POST",
      path,
      headers: { origin: this.origin, referer: `${this.origin}${path}`, "content-type": encoded.headers.get("content-type")!, cookie },
      body: Buffer.from(await encoded.arrayBuffer()),
      timeoutMs,
    });
  }

  /** A JSON post to the accounts API as the site's own pages send it (Origin is the site's; no cookie). */
  postJson(path: string, data: unknown, timeoutMs?: number): Promise<Outcome> {
    return this.request({
      method: "POST",
      path,
      headers: { origin: this.origin, "content-type": "application/json" },
      body: JSON.stringify(data),
      timeoutMs,
    });
  }

  close(): void {
    this.agent.destroy();
  }
}

function headerOne(value: string | string[] | undefined): string | null {
  if (value === undefined) return null;
  return Array.isArray(value) ? (value[0] ?? null) : value;
}

function failure(error: string): Omit<Outcome, "ms" | "started"> {
  return { status: null, error, upstream: null, location: null, setCookies: [], headers: {}, body: Buffer.alloc(0) };
}

function describe(error: unknown): string {
  const e = error as NodeJS.ErrnoException;
  return e.code ? `${e.code}: ${e.message}` : (e.message ?? String(error));
}

/** "a=1; b=2" from Set-Cookie headers (cleared cookies left out). */
export function cookieHeader(setCookies: string[]): string {
  return setCookies
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** Signs in through the real endpoint on the proxy and returns the session cookie header. */
export async function signIn(client: ProxyClient, who: { email: string; password: string }): Promise<string> {
  const res = await client.request({
    method: "POST",
    path: "/api/auth/sign-in/email",
    headers: { "content-type": "application/json", origin: client.origin },
    body: JSON.stringify(who),
  });
  if (res.status !== 200) {
    throw new Error(`sign-in of ${who.email} through the proxy answered ${res.status ?? res.error}: ${snippet(res.body)}`);
  }
  return cookieHeader(res.setCookies);
}

/** The start of a body, on one line, for reports. */
export function snippet(body: Buffer | string, max = 240): string {
  const text = (typeof body === "string" ? body : body.toString("utf8"))
    .replace(/<script[\s\S]*?<\/script>/gi, " ")
    .replace(/<style[\s\S]*?<\/style>/gi, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function describeOutcome(o: Outcome): string {
  const what = o.status !== null ? `HTTP ${o.status}` : `network error (${o.error})`;
  const where = o.upstream ? ` from ${o.upstream}` : "";
  const body = o.body.length ? ` — ${snippet(o.body, 160)}` : "";
  return `${what}${where} after ${o.ms} ms${body}`;
}
