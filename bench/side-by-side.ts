// `npm run bench -- --compare KEY=VALUE`: the cost of one setting, measured on two servers running side by side on the
// same database — A as configured, B with KEY=VALUE — under the same load in short alternating turns (A B, B A, A B,
// …), so whatever else the machine is doing falls on both alike. Reports each server's CPU per request (user +
// system time from /proc) and the median of the per-turn ratios, which one noisy turn cannot move.

export type Autocannon = (opts: Record<string, unknown>) => Promise<{ requests: { total: number; average: number }; errors: number; timeouts: number; non2xx: number }>;

export type ComparedServer = { label: string; base: string; pid: number };

export type ComparedPage = { name: string; path: string; headers: Record<string, string> };

export type Comparison = {
  page: string;
  /** CPU ms per request over all turns. */
  cpuA: number;
  cpuB: number;
  requestsA: number;
  requestsB: number;
  /** Median over the turns of (B's CPU per request / A's), minus 1: +0.03 means B costs 3% more. */
  medianChange: number;
  turns: number;
  failures: number;
};

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Loads each page on A and B in `turns` pairs of `seconds`-long turns, the order swapped every pair. */
export async function compareSideBySide(o: {
  autocannon: Autocannon;
  cpuMs: (pid: number) => number;
  a: ComparedServer;
  b: ComparedServer;
  pages: ComparedPage[];
  turns: number;
  seconds: number;
  connections: number;
}): Promise<Comparison[]> {
  const results: Comparison[] = [];
  for (const page of o.pages) {
    const run = async (server: ComparedServer, seconds: number) => {
      const before = o.cpuMs(server.pid);
      const r = await o.autocannon({ url: `${server.base}${page.path}`, connections: o.connections, duration: seconds, headers: page.headers });
      return { cpu: o.cpuMs(server.pid) - before, requests: r.requests.total, failures: r.errors + r.timeouts + r.non2xx };
    };
    // Warm both (compiled code, pool, caches) before anything counts.
    await run(o.a, 2);
    await run(o.b, 2);
    const totals = { cpuA: 0, cpuB: 0, requestsA: 0, requestsB: 0, failures: 0 };
    const ratios: number[] = [];
    for (let turn = 0; turn < o.turns; turn++) {
      const order = turn % 2 === 0 ? [o.a, o.b] : [o.b, o.a];
      const first = await run(order[0]!, o.seconds);
      const second = await run(order[1]!, o.seconds);
      const [ra, rb] = order[0] === o.a ? [first, second] : [second, first];
      totals.cpuA += ra.cpu;
      totals.cpuB += rb.cpu;
      totals.requestsA += ra.requests;
      totals.requestsB += rb.requests;
      totals.failures += ra.failures + rb.failures;
      if (ra.requests > 0 && rb.requests > 0 && ra.cpu > 0) ratios.push(rb.cpu / rb.requests / (ra.cpu / ra.requests));
    }
    results.push({
      page: page.name,
      cpuA: totals.cpuA / Math.max(1, totals.requestsA),
      cpuB: totals.cpuB / Math.max(1, totals.requestsB),
      requestsA: totals.requestsA,
      requestsB: totals.requestsB,
      medianChange: ratios.length ? median(ratios) - 1 : Number.NaN,
      turns: ratios.length,
      failures: totals.failures,
    });
  }
  return results;
}

/** "KEY=VALUE" → [KEY, VALUE]; refuses anything else. */
export function parseCompareSetting(text: string): [string, string] {
  const match = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(text);
  if (!match) throw new Error(`--compare takes KEY=VALUE (a setting and its value for server B), not "${text}"`);
  return [match[1]!, match[2]!];
}
