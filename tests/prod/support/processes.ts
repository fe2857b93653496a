import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";

// Process control of the production test environment: free ports, app instances (the built server, one process
// each, its output in a log file of its own) and waiting for them.

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A TCP port that was free a moment ago on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const port = (server.address() as net.AddressInfo).port;
      server.close(() => resolve(port));
    });
  });
}

/** Distinct free ports (a port handed out once is not handed out again in this run). */
const handedOut = new Set<number>();
export async function freePorts(count: number): Promise<number[]> {
  const ports: number[] = [];
  while (ports.length < count) {
    const port = await freePort();
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    ports.push(port);
  }
  return ports;
}

/** Waits until something accepts TCP connections on 127.0.0.1:port; `failed` can end the wait early. */
export async function waitForPort(port: number, timeoutMs: number, failed: () => string | null = () => null): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = failed();
    if (reason) throw new Error(reason);
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect({ host: "127.0.0.1", port });
      socket.once("connect", () => (socket.destroy(), resolve(true)));
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    if (Date.now() > deadline) throw new Error(`nothing listens on 127.0.0.1:${port} after ${timeoutMs} ms`);
    await sleep(100);
  }
}

/** GET http://127.0.0.1:port/path straight to an instance: the status, or null when it could not be reached. */
export function directGet(port: number, pathname: string, timeoutMs = 3_000): Promise<{ status: number | null; body: string }> {
  return new Promise((resolve) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathname, timeout: timeoutMs, agent: false }, (res) => {
      let body = "";
      res.setEncoding("utf8");
      res.on("data", (c: string) => (body += c.length < 2_000 ? c : ""));
      res.on("end", () => resolve({ status: res.statusCode ?? null, body }));
      res.on("error", () => resolve({ status: null, body }));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", (error) => resolve({ status: null, body: error.message }));
  });
}

export type InstanceSettings = Record<string, string>;

/** One instance of the built server: `node --import tsx server/main.ts` on a port of its own. */
export class Instance {
  readonly name: string;
  readonly logFile: string;
  child: ChildProcess | null = null;
  private exitPromise: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | null = null;
  exitInfo: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  starts = 0;

  constructor(
    readonly index: number,
    readonly port: number,
    private readonly settings: InstanceSettings,
    private readonly root: string,
    logDir: string,
    /** What the process runs: a web instance, or the background-job worker (`scripts/worker.ts`, no port). */
    private readonly script = "server/main.ts",
  ) {
    const worker = script !== "server/main.ts";
    this.name = worker ? "worker" : `instance ${index + 1} (:${port})`;
    this.logFile = path.join(logDir, worker ? "worker.log" : `instance-${index + 1}.log`);
  }

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  running(): boolean {
    return this.child !== null && this.exitInfo === null;
  }

  start(): void {
    if (this.running()) throw new Error(`${this.name} is already running`);
    this.starts += 1;
    fs.appendFileSync(this.logFile, `\n==== start #${this.starts} at ${new Date().toISOString()} ====\n`);
    const fd = fs.openSync(this.logFile, "a");
    // A clean environment: only what a process needs plus the instance's settings, nothing from this shell.
    const base: Record<string, string> = {};
    for (const key of ["PATH", "HOME", "LANG", "TZ", "TMPDIR", "NODE_OPTIONS"]) {
      const value = process.env[key];
      if (value) base[key] = value;
    }
    const child = spawn(process.execPath, ["--import", "tsx", this.script], {
      cwd: this.root,
      env: { ...base, ...this.settings, PORT: String(this.port), HOST: "127.0.0.1" },
      stdio: ["ignore", fd, fd],
    });
    fs.closeSync(fd);
    this.child = child;
    this.exitInfo = null;
    this.exitPromise = new Promise((resolve) => {
      child.once("exit", (code, signal) => {
        this.exitInfo = { code, signal };
        fs.appendFileSync(this.logFile, `==== exited: code ${code} signal ${signal} at ${new Date().toISOString()} ====\n`);
        resolve({ code, signal });
      });
    });
  }

  /** Waits for a 200 from /healthz on the instance itself. */
  async waitHealthy(timeoutMs = 60_000): Promise<number> {
    const started = Date.now();
    for (;;) {
      if (this.exitInfo) {
        throw new Error(`${this.name} exited during start-up (code ${this.exitInfo.code}, signal ${this.exitInfo.signal})`);
      }
      const { status } = await directGet(this.port, "/healthz", 2_000);
      if (status === 200) return Date.now() - started;
      if (Date.now() - started > timeoutMs) throw new Error(`${this.name}: /healthz not 200 within ${timeoutMs} ms (last: ${status})`);
      await sleep(150);
    }
  }

  signal(signal: NodeJS.Signals): void {
    if (this.running()) this.child!.kill(signal);
  }

  /** Resolves with how the process ended, or null if it is still running after timeoutMs. */
  async waitExit(timeoutMs: number): Promise<{ code: number | null; signal: NodeJS.Signals | null } | null> {
    if (!this.exitPromise) return null;
    if (this.exitInfo) return this.exitInfo;
    let timer: NodeJS.Timeout | undefined;
    const result = await Promise.race([this.exitPromise, new Promise<null>((r) => (timer = setTimeout(() => r(null), timeoutMs)))]);
    clearTimeout(timer);
    return result;
  }

  /** SIGTERM, then SIGKILL if it has not ended within graceMs. */
  async stop(graceMs = 10_000): Promise<void> {
    if (!this.running()) return;
    this.signal("SIGTERM");
    if (await this.waitExit(graceMs)) return;
    this.signal("SIGKILL");
    await this.waitExit(5_000);
  }

  tail(lines = 40): string {
    try {
      const text = fs.readFileSync(this.logFile, "utf8").trimEnd().split("\n");
      return text.slice(-lines).join("\n");
    } catch {
      return "(no log)";
    }
  }

  /** Bytes of the log now: with logSince() shows what one phase added. */
  logSize(): number {
    try {
      return fs.statSync(this.logFile).size;
    } catch {
      return 0;
    }
  }

  logSince(offset: number, maxLines = 30): string {
    try {
      const text = fs.readFileSync(this.logFile).subarray(offset).toString("utf8").trimEnd();
      if (!text) return "";
      const lines = text.split("\n");
      return (lines.length > maxLines ? [`… ${lines.length - maxLines} earlier lines`, ...lines.slice(-maxLines)] : lines).join("\n");
    } catch {
      return "";
    }
  }
}
