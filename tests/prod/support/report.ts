import fs from "node:fs";
import path from "node:path";

// The run's checks (pass / fail / skip, with the evidence of a failure) and its figures, printed at the end and
// written as JSON.

export type CheckStatus = "pass" | "fail" | "skip";
export type Check = { group: string; name: string; status: CheckStatus; detail?: string };

export class Report {
  readonly checks: Check[] = [];
  readonly figures: Record<string, unknown> = {};
  readonly startedAt = Date.now();

  constructor(private readonly log: (line: string) => void = (line) => console.log(line)) {}

  add(group: string, name: string, ok: boolean, detail?: string): boolean {
    return this.record({ group, name, status: ok ? "pass" : "fail", detail });
  }

  skip(group: string, name: string, detail: string): void {
    this.record({ group, name, status: "skip", detail });
  }

  private record(check: Check): boolean {
    this.checks.push(check);
    const mark = check.status === "pass" ? "PASS" : check.status === "fail" ? "FAIL" : "SKIP";
    const detail = check.detail ? ` — ${check.status === "fail" ? check.detail : firstLine(check.detail)}` : "";
    this.log(`  [${mark}] ${check.group}: ${check.name}${detail}`);
    return check.status !== "fail";
  }

  get failed(): Check[] {
    return this.checks.filter((c) => c.status === "fail");
  }

  ok(): boolean {
    return this.failed.length === 0;
  }

  counts(): { passed: number; failed: number; skipped: number } {
    return {
      passed: this.checks.filter((c) => c.status === "pass").length,
      failed: this.failed.length,
      skipped: this.checks.filter((c) => c.status === "skip").length,
    };
  }

  writeJson(file: string, extra: Record<string, unknown>): void {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const body = {
      finishedAt: new Date().toISOString(),
      seconds: Math.round((Date.now() - this.startedAt) / 100) / 10,
      ...this.counts(),
      checks: this.checks,
      figures: this.figures,
      ...extra,
    };
    fs.writeFileSync(file, JSON.stringify(body, null, 2));
  }
}

function firstLine(text: string): string {
  const line = text.split("\n")[0] ?? "";
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/** A plain text table: the first row is the header. */
export function table(rows: (string | number)[][]): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, String(cell).length)));
  const line = (row: (string | number)[]) => row.map((cell, i) => String(cell).padEnd(widths[i]!)).join("  ").trimEnd();
  const [head, ...body] = rows;
  if (!head) return "";
  return [line(head), widths.map((w) => "-".repeat(w)).join("  "), ...body.map(line)].join("\n");
}

/** Log lines shortened for a report (pino's JSON lines can be long). */
export function shorten(text: string, maxLine = 300): string {
  return text
    .split("\n")
    .map((l) => (l.length > maxLine ? `${l.slice(0, maxLine)}…` : l))
    .join("\n");
}

const NOTEWORTHY = /error|exception|ECONN|EPIPE|terminat|exited|fatal|unhandled|"level":(40|50|60)/i;
const STACK_FRAME = /^\s+at /;

/**
 * The lines of a log excerpt worth reading in a report: each distinct error, warning or exit line (with the first
 * two frames of its stack), how often it occurred, first and last few of them; or the last lines when nothing
 * stands out.
 */
export function noteworthy(text: string, max = 14): string {
  const lines = text.split("\n").filter((l) => l.trim() && !l.startsWith("… "));
  const entries: { key: string; lines: string[]; count: number }[] = [];
  const byKey = new Map<string, { key: string; lines: string[]; count: number }>();
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (STACK_FRAME.test(line) || !NOTEWORTHY.test(line)) continue;
    const key = line.replace(/"time":\d+,?/, "").replace(/"(reqId|pid|hostname)":("[^"]*"|\d+),?/g, "").slice(0, 200);
    const known = byKey.get(key);
    if (known) {
      known.count++;
      continue;
    }
    const frames: string[] = [];
    for (let j = i + 1; j < lines.length && frames.length < 2 && STACK_FRAME.test(lines[j]!); j++) frames.push(lines[j]!);
    const entry = { key, lines: [line, ...frames], count: 1 };
    byKey.set(key, entry);
    entries.push(entry);
  }
  if (!entries.length) return lines.slice(-Math.min(max, 8)).join("\n");
  const render = (e: { lines: string[]; count: number }) => (e.count > 1 ? [`(${e.count}×) ${e.lines[0]}`, ...e.lines.slice(1)] : e.lines);
  const out: string[] = [];
  const budget = Math.max(2, Math.floor(max / 3));
  const shown = entries.length <= budget ? entries : [...entries.slice(0, budget - 1), ...entries.slice(-1)];
  for (const [n, e] of shown.entries()) {
    if (entries.length > budget && n === budget - 1) out.push(`… ${entries.length - budget} more distinct lines`);
    out.push(...render(e));
  }
  return out.join("\n");
}
