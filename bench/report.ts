// The bench's output: figures as text and tables.
import zlib from "node:zlib";

export const log = (...a: unknown[]) => console.log(...a);
export const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
export const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
export const gzipSize = (data: string | Buffer) => zlib.gzipSync(data).length;

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export function table(head: string[], rows: string[][]) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (r: string[]) => `  ${r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join("  ")}`;
  log(line(head));
  log(`  ${widths.map((w) => "-".repeat(w)).join("  ")}`);
  for (const r of rows) log(line(r));
}
