import { createRequire } from "node:module";
import { HOSTNAME } from "./settings";

// Load figures through the proxy (printed, never asserted): autocannon with a mixed set of public pages.

type AutocannonResult = {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodeStats?: Record<string, { count: number }>;
};
type Autocannon = (opts: Record<string, unknown>) => Promise<AutocannonResult>;
// autocannon is CommonJS without type declarations.
const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;

export type BenchFigures = {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  errors: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** When the figures are the mean of several runs: each run's own. */
  rounds?: { requestsPerSecond: number; p99Ms: number }[];
};

export async function mixedLoad(options: {
  port: number;
  label: string;
  paths: string[];
  connections: number;
  durationSeconds: number;
}): Promise<BenchFigures> {
  const r = await autocannon({
    url: `https://127.0.0.1:${options.port}`,
    servername: HOSTNAME,
    connections: options.connections,
    duration: options.durationSeconds,
    timeout: 10,
    headers: { host: `${HOSTNAME}:${options.port}`, "accept-encoding": "gzip", "user-agent": "dochire-prod-bench" },
    requests: options.paths.map((path) => ({ method: "GET", path })),
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stat] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = stat.count;
  return {
    label: options.label,
    requestsPerSecond: Math.round(r.requests.average * 10) / 10,
    p50Ms: r.latency.p50,
    p99Ms: r.latency.p99,
    total: r.requests.total,
    errors: r.errors,
    non2xx: r.non2xx,
    statusCodes,
  };
}
