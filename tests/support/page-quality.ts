import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "@playwright/test";

// The two checks every page passes (issue 11): axe in the browser, as a visitor sees the page once its
// animations have finished, and the Nu HTML Checker on the HTML exactly as the server sent it.

export const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"];

/** Waits until the page is interactive and every finite CSS animation or transition has run to its end. */
export async function settle(page: Page, { scripts = true }: { scripts?: boolean } = {}): Promise<void> {
  await page.waitForLoadState("load");
  if (scripts) await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true");
  // Endless animations (spinners) and paused ones never finish; a stuck one must not hang the check.
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((a) => a.playState === "running" && a.effect?.getComputedTiming().iterations !== Infinity);
    const done = Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
    await Promise.race([done, new Promise((resolve) => setTimeout(resolve, 5000))]);
  });
}

/** axe's violations on the page, one readable block each (empty when there are none). */
export async function axeViolations(page: Page, options: { scripts?: boolean } = {}): Promise<string[]> {
  await settle(page, options);
  // Only violations are reported, so axe need not collect the details of every passing element (much faster).
  // Legacy mode runs axe in the page in one go instead of opening a blank page to combine per-frame results; the
  // only frame on any page is the resume viewer's PDF, which is not our markup (the <iframe> itself is checked).
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ["violations"], iframes: false })
    .setLegacyMode(true)
    .analyze();
  return results.violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 8)
      .map((n) => `    at ${n.target.join(" ")}\n      ${n.html.slice(0, 200)}\n      ${n.failureSummary?.replace(/\n/g, "\n      ") ?? ""}`)
      .join("\n");
    const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : "";
    return `[${v.impact ?? "?"}] ${v.id}: ${v.help} (${v.nodes.length} element${v.nodes.length === 1 ? "" : "s"})\n${nodes}${more}`;
  });
}

type Collected = { file: string; url: string };

/**
 * The served documents of one Playwright worker. The Nu checker runs once over all of them (a JVM start costs
 * seconds), from the spec's afterAll.
 */
export class ServedHtml {
  private dir: string | null = null;
  private readonly docs: Collected[] = [];

  /**
   * Fetches `url` as served, with the page's cookies, following redirects to where a visitor lands, and keeps
   * the HTML for validation. page.content() would be the DOM after scripts ran, not what the server sent.
   */
  async collect(page: Page, url: string): Promise<void> {
    const res = await page.context().request.get(url, { maxRedirects: 10 });
    const type = res.headers()["content-type"] ?? "";
    if (!type.startsWith("text/html")) throw new Error(`${url} answered ${res.status()} ${type}, not HTML`);
    this.keep(`${url} (${res.status()} ${new URL(res.url()).pathname})`, await res.body());
  }

  /** Keeps a document as served that cannot be fetched again (e.g. the page a form post landed on, with its toast). */
  keep(label: string, html: Buffer): void {
    this.dir ??= fs.mkdtempSync(path.join(os.tmpdir(), "dochire-served-html-"));
    const file = path.join(this.dir, `${String(this.docs.length + 1).padStart(3, "0")}.html`);
    fs.writeFileSync(file, html);
    this.docs.push({ file, url: label });
  }

  get size(): number {
    return this.docs.length;
  }

  /** Runs the Nu HTML Checker over every collected document; returns its errors (warnings and info are allowed). */
  validate(): string[] {
    if (this.docs.length === 0) return [];
    const jar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
    const run = spawnSync("java", ["-jar", jar, "--format", "json", "--exit-zero-always", "--stdout", ...this.docs.map((d) => d.file)], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.error) throw new Error(`could not run the Nu HTML Checker (java -jar vnu.jar): ${run.error.message}`);
    if (run.status !== 0) throw new Error(`the Nu HTML Checker failed (${run.status}): ${run.stderr}`);
    const report = JSON.parse(run.stdout) as {
      messages: { type: string; subType?: string; url?: string; lastLine?: number; firstColumn?: number; message: string; extract?: string }[];
    };
    const byFile = new Map(this.docs.map((d) => [path.resolve(d.file), d.url]));
    const errors = report.messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => {
        const file = m.url ? decodeURIComponent(new URL(m.url).pathname) : "";
        const where = byFile.get(file) ?? file;
        const extract = m.extract ? `\n    ${m.extract.replace(/\s+/g, " ").trim().slice(0, 200)}` : "";
        return `${where} line ${m.lastLine ?? "?"}: ${m.message}${extract}`;
      });
    if (this.dir) fs.rmSync(this.dir, { recursive: true, force: true });
    this.dir = null;
    this.docs.length = 0;
    return errors;
  }
}
