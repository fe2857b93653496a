import { gzipSync } from "node:zlib";
import type { Page } from "@playwright/test";

/** Issue budget for a public page: all of its JavaScript, gzip, files and inline together. */
export const PUBLIC_PAGE_JS_BUDGET = 25 * 1024;

/**
 * The page's JavaScript as a phone on 4G downloads it: every script file and module preload (a document page
 * preloads every chunk its islands import) plus every inline script, each gzip-compressed as the server sends it.
 * Data blocks (JSON-LD) are not code and do not count.
 */
export async function javascriptGzipBytes(page: Page): Promise<{ total: number; files: string[] }> {
  const { files, inline } = await page.evaluate(() => {
    const srcs = [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((s) => s.src);
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href);
    const code = [...document.querySelectorAll<HTMLScriptElement>("script:not([src])")]
      .filter((s) => !s.type || s.type === "module" || s.type === "text/javascript")
      .map((s) => s.textContent ?? "");
    return { files: [...new Set([...srcs, ...preloads])], inline: code };
  });
  let total = 0;
  for (const url of files) {
    const response = await page.request.get(url);
    total += gzipSync(await response.body(), { level: 9 }).length;
  }
  for (const code of inline) total += gzipSync(Buffer.from(code), { level: 9 }).length;
  return { total, files: files.map((url) => new URL(url).pathname) };
}
