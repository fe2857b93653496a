import { renderToStaticMarkup } from "react-dom/server";
import type { MarkupCache } from "~/lib/markup-once";

/** Keys are the layout's few variants (the current nav item, the year, the site facts); a bound all the same. */
const MAX_ENTRIES = 200;

/**
 * A process's markup cache for `MarkupOnce` (app/lib/markup-once.tsx): each key's markup is rendered once with React's
 * string renderer (as patched, one-byte text, docs/decisions/060) and kept. Full, it starts again empty.
 */
export function createMarkupCache(): MarkupCache {
  const kept = new Map<string, string>();
  return (key, render) => {
    let html = kept.get(key);
    if (html === undefined) {
      html = renderToStaticMarkup(render());
      if (kept.size >= MAX_ENTRIES) kept.clear();
      kept.set(key, html);
    }
    return html;
  };
}
