import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import type { Environment } from "./environment";
import { startNginx, type Nginx } from "./nginx";
import { freePorts, Instance } from "./processes";
import { cookieHeader, describeOutcome, ProxyClient, snippet, type Outcome } from "./proxy-client";
import { noteworthy, shorten, type Report } from "./report";
import { HOSTNAME } from "./settings";
import { jobFields, isAcknowledged } from "./load";

// Form posts behind a proxy that is not trusted (no TRUST_PROXY) and sends nginx's default proxy headers: `proxy_pass
// http://127.0.0.1:<port>` with no proxy_set_header, so the instance sees Host: 127.0.0.1:<port>, no X-Forwarded-*.
// One instance per deployment (DEPLOYMENT=public, and local), each behind its own TLS server of one nginx, each with
// BASE_URL the https address of that server. A post whose Origin is BASE_URL's origin is the site's own, as is one
// from the origin it arrived at (straight to the instance); any other origin is refused. With DEPLOYMENT=public the
// links, cookies and redirects name BASE_URL's origin, never the address the proxy used.

const EVIL = "https://evil.example";

type Deployment = "public" | "local";

/** nginx.conf for the check: per deployment a TLS server whose location is a bare proxy_pass (nginx's defaults). */
function defaultHeadersConfig(dir: string, cert: string, key: string, servers: { port: number; upstreamPort: number }[]): string {
  const blocks = servers
    .map(
      (s) => `  server {
    listen 127.0.0.1:${s.port} ssl;
    server_name ${HOSTNAME};
    ssl_certificate ${cert};
    ssl_certificate_key ${key};
    location / {
      proxy_pass http://127.0.0.1:${s.upstreamPort};
    }
  }`,
    )
    .join("\n");
  return `# Written by tests/prod/support/origins.ts: nginx's default proxy headers.
daemon off;
master_process on;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log ${dir}/logs/access.log;
  client_body_temp_path ${dir}/tmp/client_body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
${blocks}
}
`;
}

/** A request straight to an instance, addressed to it (Host: 127.0.0.1:<port>), as from a page it served itself. */
function direct(port: number, input: { method: string; path: string; headers: Record<string, string>; body?: string }): Promise<Outcome> {
  const started = Date.now();
  return new Promise((resolve) => {
    const headers: Record<string, string> = { host: `127.0.0.1:${port}`, ...input.headers };
    if (input.body !== undefined) headers["content-length"] = String(Buffer.byteLength(input.body));
    const req = http.request({ host: "127.0.0.1", port, method: input.method, path: input.path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () =>
        resolve({
          status: res.statusCode ?? null,
          error: null,
          ms: Date.now() - started,
          started,
          upstream: null,
          location: typeof res.headers.location === "string" ? res.headers.location : null,
          setCookies: res.headers["set-cookie"] ?? [],
          headers: res.headers,
          body: Buffer.concat(chunks),
        }),
      );
    });
    req.on("error", (error) =>
      resolve({ status: null, error: error.message, ms: Date.now() - started, started, upstream: null, location: null, setCookies: [], headers: {}, body: Buffer.alloc(0) }),
    );
    if (input.body !== undefined) req.write(input.body);
    req.end();
  });
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

/** Runs the checks; starts and stops its own instances and nginx. */
export async function originChecks(ctx: {
  env: Environment;
  report: Report;
  log: (line: string) => void;
  employer: { email: string; password: string };
}): Promise<void> {
  const { env, report, log } = ctx;
  const dir = path.join(env.dir, "origins");
  fs.mkdirSync(path.join(dir, "logs"), { recursive: true });
  fs.mkdirSync(path.join(dir, "tmp"), { recursive: true });
  const [publicPort, localPort, publicUpstream, localUpstream] = await freePorts(4);
  const ports: Record<Deployment, { proxy: number; upstream: number }> = {
    public: { proxy: publicPort!, upstream: publicUpstream! },
    local: { proxy: localPort!, upstream: localUpstream! },
  };
  const instances: Instance[] = [];
  let nginx: Nginx | null = null;
  try {
    for (const [n, deployment] of (["public", "local"] as const).entries()) {
      const { TRUST_PROXY: _trusted, DEPLOYMENT: _deployment, ...settings } = env.settings;
      const dataDir = path.join(dir, `instance-${deployment}`);
      fs.mkdirSync(dataDir, { recursive: true });
      const instance = new Instance(env.instances.length + n, ports[deployment].upstream, {
        ...settings,
        ...(deployment === "public" ? { DEPLOYMENT: "public" } : {}),
        BASE_URL: `https://${HOSTNAME}:${ports[deployment].proxy}`,
        DATA_DIR: dataDir,
      }, env.root, path.join(dir, "logs"));
      instances.push(instance);
      instance.start();
    }
    await Promise.all(instances.map((i) => i.waitHealthy(60_000)));
    const nginxDir = path.join(env.dir, "nginx");
    nginx = await startNginx({
      dir,
      hostname: HOSTNAME,
      port: ports.public.proxy,
      singlePort: ports.local.proxy,
      instancePorts: [],
      cert: path.join(nginxDir, "cert.pem"),
      key: path.join(nginxDir, "key.pem"),
      config: defaultHeadersConfig(dir, path.join(nginxDir, "cert.pem"), path.join(nginxDir, "key.pem"), [
        { port: ports.public.proxy, upstreamPort: ports.public.upstream },
        { port: ports.local.proxy, upstreamPort: ports.local.upstream },
      ]),
    });
    log(`  nginx with its default proxy headers: ${HOSTNAME}:${ports.public.proxy} -> DEPLOYMENT=public, ${HOSTNAME}:${ports.local.proxy} -> local`);
    for (const deployment of ["public", "local"] as const) {
      await checkDeployment({ ...ctx, deployment, proxyPort: ports[deployment].proxy, upstreamPort: ports[deployment].upstream });
    }
  } catch (error) {
    report.add("origins", "the checks ran", false, `${(error as Error).stack ?? error}\n${instances.map((i) => shorten(noteworthy(i.tail(200), 10))).join("\n")}`);
  } finally {
    await nginx?.stop();
    await Promise.all(instances.map((i) => i.stop()));
  }
}

async function checkDeployment(ctx: {
  report: Report;
  employer: { email: string; password: string };
  deployment: Deployment;
  proxyPort: number;
  upstreamPort: number;
}): Promise<void> {
  const { report, employer, deployment, proxyPort, upstreamPort } = ctx;
  const group = `origins (${deployment === "public" ? "DEPLOYMENT=public" : "local"}, no TRUST_PROXY, nginx's default headers)`;
  const client = new ProxyClient(proxyPort);
  const base = client.origin;
  const own = `http://127.0.0.1:${upstreamPort}`;
  const login = (origin: string) =>
    client.request({
      method: "POST",
      path: "/login",
      headers: { origin, referer: `${origin}/login`, "content-type": "application/x-www-form-urlencoded" },
      body: form({ email: employer.email, password: employer.password }),
    });
  const apiSignIn = (origin: string) =>
    client.request({
      method: "POST",
      path: "/api/auth/sign-in/email",
      // With a cookie present better-auth checks the Origin (a browser that has been on the site sends one).
      headers: { origin, cookie: "lang=en", "content-type": "application/json" },
      body: JSON.stringify(employer),
    });
  try {
    const signedIn = await login(base);
    report.add(
      group,
      "the sign-in form posted from BASE_URL's origin signs in (Host is the upstream address)",
      (signedIn.status === 302 || signedIn.status === 303) && signedIn.setCookies.length > 0,
      `${describeOutcome(signedIn)}; Location ${signedIn.location}`,
    );
    const cookie = cookieHeader(signedIn.setCookies);
    const title = `Origins ${deployment} ${Date.now()}`;
    const posted = await client.postForm("/post-job", jobFields(title), cookie);
    report.add(group, "a job posted from BASE_URL's origin is stored", isAcknowledged(posted), `${describeOutcome(posted)}; Location ${posted.location}`);
    const api = await apiSignIn(base);
    report.add(group, "the accounts API accepts a sign-in from BASE_URL's origin", api.status === 200, describeOutcome(api));

    const foreignLogin = await login(EVIL);
    const foreignPost = await client.postForm("/post-job", jobFields(`${title} evil`), cookie, { origin: EVIL, referer: `${EVIL}/` });
    const foreignApi = await apiSignIn(EVIL);
    report.add(
      group,
      "a post from any other origin is refused (sign-in form, job post, accounts API)",
      foreignLogin.status === 403 && foreignPost.status === 403 && foreignApi.status === 403,
      `sign-in form ${foreignLogin.status}, job post ${foreignPost.status}, accounts API ${foreignApi.status} ${snippet(foreignApi.body, 80)}`,
    );

    // Straight to the instance, from a page it served at its own address.
    const directLogin = await direct(upstreamPort, {
      method: "POST",
      path: "/login",
      headers: { origin: own, "content-type": "application/x-www-form-urlencoded" },
      body: form({ email: employer.email, password: employer.password }),
    });
    const directForeign = await direct(upstreamPort, {
      method: "POST",
      path: "/login",
      headers: { origin: EVIL, "content-type": "application/x-www-form-urlencoded" },
      body: form({ email: employer.email, password: employer.password }),
    });
    report.add(
      group,
      "a post from the origin it arrived at is accepted; another origin there is refused",
      (directLogin.status === 302 || directLogin.status === 303) && directForeign.status === 403,
      `from ${own}: ${describeOutcome(directLogin)}; from ${EVIL}: HTTP ${directForeign.status}`,
    );

    if (deployment === "public") {
      // Links, cookies and redirects: never the upstream address nginx used, always BASE_URL's origin.
      const home = await client.get("/");
      const html = home.body.toString("utf8");
      const leaks = (text: string) => text.includes(`127.0.0.1:${upstreamPort}`);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? "";
      report.add(
        group,
        "pages link to BASE_URL's origin, never to the upstream address",
        home.status === 200 && canonical.startsWith(`${base}/`) && !leaks(html),
        `HTTP ${home.status}; canonical ${canonical || "(none)"}; upstream address in the page: ${leaks(html) ? "yes" : "no"}`,
      );
      const redirects = [signedIn, posted, await client.get("/dashboard")];
      const badRedirect = redirects.find((o) => o.location && /^https?:/i.test(o.location) && !o.location.startsWith(`${base}/`));
      const cookies = [...signedIn.setCookies, ...api.setCookies];
      const badCookie = cookies.find((c) => !/;\s*Secure/i.test(c) || /;\s*Domain=/i.test(c));
      report.add(
        group,
        "redirects and cookies name BASE_URL's origin (relative or https://BASE_URL; Secure, host-only cookies)",
        !badRedirect && !badCookie && cookies.length > 0,
        badRedirect ? `redirect to ${badRedirect.location}` : badCookie ? `cookie ${badCookie}` : `Locations ${redirects.map((o) => o.location).join(", ")}; ${cookies.length} Secure cookies`,
      );
    }
  } finally {
    client.close();
  }
}
