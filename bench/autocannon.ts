// autocannon (CommonJS, no types of its own): the load generator of the bench's SSR runs.
import { createRequire } from "node:module";

export type Autocannon = (opts: Record<string, unknown>) => Promise<{
  requests: { average: number; total: number };
  latency: { p50: number; p97_5: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  throughput: { average: number };
}>;
export const autocannon = createRequire(import.meta.url)("autocannon") as Autocannon;
