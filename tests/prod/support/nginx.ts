import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { waitForPort } from "./processes";

// The TLS-terminating reverse proxy of the production test environment: Debian's nginx, run as a child process
// with a prefix, configuration, pid and logs of its own in a temporary directory (never the system's config).

export const NGINX_BIN = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

/** The page nginx answers with when no instance could answer (its own 502/504, e.g. an instance died mid-request). */
export const UNAVAILABLE_TEXT = "DocHire is briefly unavailable. Please try again in a few seconds.";
/** Tells nginx's page apart from the application's own 503 page (which says the same to the visitor). */
export const PROXY_PAGE_MARKER = 'data-answered-by="proxy"';
const UNAVAILABLE_HTML =
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>DocHire is briefly unavailable</title>` +
  `<meta name="viewport" content="width=device-width, initial-scale=1"></head>` +
  `<body ${PROXY_PAGE_MARKER} style="font-family:system-ui,sans-serif;max-width:32rem;margin:4rem auto;padding:0 1rem">` +
  `<h1>Briefly unavailable</h1><p>${UNAVAILABLE_TEXT}</p></body></html>`;

/** A self-signed certificate for the host, made now (valid one day). */
export function makeCertificate(dir: string, hostname: string): { cert: string; key: string } {
  const cert = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${hostname}`,
      "-addext", `subjectAltName=DNS:${hostname}`, "-keyout", key, "-out", cert],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  return { cert, key };
}

export type NginxOptions = {
  dir: string;
  hostname: string;
  /** The site: round-robin over every instance. */
  port: number;
  /** A second server on the same certificate whose upstream is the first instance alone (load figures). */
  singlePort: number;
  /** Plain http, as port 80 of a real site: every address is sent to the same one on https. */
  httpPort?: number;
  instancePorts: number[];
  cert: string;
  key: string;
};

function upstream(name: string, ports: number[]): string {
  const servers = ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=3s;`).join("\n");
  // Kept-alive upstream connections are dropped by nginx after 4 s, before Node closes idle sockets (5 s), so a
  // request is never written onto a connection the instance is closing.
  return `  upstream ${name} {\n${servers}\n    keepalive 32;\n    keepalive_timeout 4s;\n  }`;
}

function server(o: NginxOptions, port: number, upstreamName: string): string {
  return `  server {
    listen 127.0.0.1:${port} ssl http2;
    server_name ${o.hostname};
    ssl_certificate ${o.cert};
    ssl_certificate_key ${o.key};
    ssl_protocols TLSv1.2 TLSv1.3;

    client_max_body_size 8m;

    # nginx's own failures (no instance answered, or one died mid-request) become a short 503 page.
    error_page 502 504 =503 /__dochire_unavailable.html;
    location = /__dochire_unavailable.html {
      internal;
      default_type text/html;
      add_header Retry-After 5 always;
      add_header Cache-Control no-store always;
      return 503 '${UNAVAILABLE_HTML}';
    }

    location / {
      proxy_pass http://${upstreamName};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      # One id for a request in nginx's log and the instance's (the app takes it from a trusted proxy).
      proxy_set_header X-Request-Id $request_id;
      # A request that could not reach an instance goes to the next one; a POST that was already sent is never
      # repeated (nginx's default: non-idempotent requests are not retried once sent).
      proxy_next_upstream error timeout;
      proxy_next_upstream_timeout 10s;
      proxy_connect_timeout 2s;
      proxy_read_timeout 30s;
      proxy_send_timeout 30s;
      # Which instance answered: lets the journeys prove that a file is served by every instance.
      add_header X-DocHire-Upstream $upstream_addr always;
    }
  }`;
}

function redirectServer(o: NginxOptions, httpPort: number): string {
  return `  server {
    listen 127.0.0.1:${httpPort};
    server_name ${o.hostname};
    return 301 https://${o.hostname}:${o.port}$request_uri;
  }`;
}

export function nginxConfig(o: NginxOptions): string {
  const d = o.dir;
  return `# Written by tests/prod/support/nginx.ts for one production test run.
daemon off;
master_process on;
worker_processes 1;
pid ${d}/nginx.pid;
error_log ${d}/logs/error.log warn;

events {
  worker_connections 1024;
}

http {
  log_format upstreamlog '$remote_addr [$time_local] "$request" $status $body_bytes_sent upstream=$upstream_addr '
                         'upstream_status=$upstream_status rt=$request_time urt=$upstream_response_time';
  access_log ${d}/logs/access.log upstreamlog;
  client_body_temp_path ${d}/tmp/client_body;
  proxy_temp_path ${d}/tmp/proxy;
  fastcgi_temp_path ${d}/tmp/fastcgi;
  uwsgi_temp_path ${d}/tmp/uwsgi;
  scgi_temp_path ${d}/tmp/scgi;
  server_tokens off;
  sendfile on;
  keepalive_timeout 30s;

${upstream("dochire", o.instancePorts)}
${upstream("dochire_single", o.instancePorts.slice(0, 1))}

${server(o, o.port, "dochire")}
${server(o, o.singlePort, "dochire_single")}
${o.httpPort ? redirectServer(o, o.httpPort) : ""}
}
`;
}

export type Nginx = {
  confPath: string;
  errorLog: string;
  accessLog: string;
  stop(): Promise<void>;
  alive(): boolean;
};

/** Starts nginx with the site's configuration, or with `config` (a whole nginx.conf written for `o.dir`). */
export async function startNginx(o: NginxOptions & { config?: string }): Promise<Nginx> {
  fs.mkdirSync(path.join(o.dir, "logs"), { recursive: true });
  fs.mkdirSync(path.join(o.dir, "tmp"), { recursive: true });
  // Worker processes run as an unprivileged user when nginx starts as root: they must reach their temp paths.
  fs.chmodSync(o.dir, 0o755);
  const confPath = path.join(o.dir, "nginx.conf");
  fs.writeFileSync(confPath, o.config ?? nginxConfig(o));
  const errorLog = path.join(o.dir, "logs/error.log");
  const args = ["-p", o.dir, "-c", confPath, "-e", errorLog];
  try {
    execFileSync(NGINX_BIN, [...args, "-t", "-q"], { stdio: ["ignore", "pipe", "pipe"] });
  } catch (error) {
    const stderr = (error as { stderr?: Buffer }).stderr?.toString() ?? String(error);
    throw new Error(`nginx rejected its configuration (${confPath}):\n${stderr}`, { cause: error });
  }
  const child: ChildProcess = spawn(NGINX_BIN, args, { stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr?.on("data", (c: Buffer) => (stderr += c.toString()));
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once("exit", () => ((exited = true), resolve())));
  try {
    await waitForPort(o.port, 10_000, () => (exited ? `nginx exited: ${stderr}` : null));
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return {
    confPath,
    errorLog,
    accessLog: path.join(o.dir, "logs/access.log"),
    alive: () => !exited,
    async stop() {
      if (exited) return;
      child.kill("SIGQUIT"); // graceful: finish requests in flight
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exit;
      clearTimeout(timer);
    },
  };
}
