// The /jobs page's weight as a browser loads it: HTML, JavaScript (files and inline) and CSS, gzipped.
import { gzipSize, kb, log, table } from "./report";

export async function pageWeight(base: string): Promise<void> {
  const html = await (await fetch(`${base}/jobs`)).text();
  const assets = new Set<string>();
  for (const m of html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)) assets.add(m[1]!);
  for (const m of html.matchAll(/import[^"']*["'](\/assets\/[^"']+\.js)["']/g)) assets.add(m[1]!);
  const css = [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*\bhref="([^"#]+)/g)].map((m) => m[1]!);
  const rows: string[][] = [];
  let jsGzip = 0;
  let jsRaw = 0;
  for (const href of assets) {
    const body = Buffer.from(await (await fetch(`${base}${href}`)).arrayBuffer());
    const gz = gzipSize(body);
    jsGzip += gz;
    jsRaw += body.length;
    rows.push([href.replace(/^\/assets\//, ""), kb(body.length), `${gz} B`]);
  }
  let cssGzip = 0;
  for (const href of css) cssGzip += gzipSize(Buffer.from(await (await fetch(`${base}${href}`)).arrayBuffer()));
  // A document page's own script is inline (docs/decisions/031): count it as JavaScript too (it is also in the HTML).
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/type="application\/(ld\+)?json"/.test(m[1]!))
    .map((m) => m[2]!)
    .join("\n");
  const inlineGzip = inline ? gzipSize(inline) : 0;
  log(`\n/jobs page weight (gzip level 6):`);
  log(`  HTML: ${kb(Buffer.byteLength(html))} raw, ${gzipSize(html)} B gzip`);
  log(`  JS files: ${assets.size}, ${kb(jsRaw)} raw, ${jsGzip} B gzip; inline script ${kb(Buffer.byteLength(inline))} raw, ${inlineGzip} B gzip`);
  log(`  first-load JS: ${jsGzip + inlineGzip} B gzip (${kb(jsGzip + inlineGzip)}); CSS ${cssGzip} B gzip`);
  table(["JS file", "raw", "gzip"], rows.sort((a, b) => Number.parseInt(b[2]!) - Number.parseInt(a[2]!)));
}
