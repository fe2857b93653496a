import { siteBehaviors } from "~/components/layout/site-behaviors";
import { SITE_BEHAVIORS_CONFIG } from "~/components/layout/site-layout";
import { DOCUMENT_TOASTS_CONFIG, documentToasts } from "~/components/ui/document-toasts";
import { HOME_BEHAVIORS_CONFIG, homeBehaviors } from "~/features/home/components/home-behaviors";
import { JOBS_BEHAVIORS_CONFIG, jobsBehaviors } from "~/features/jobs/components/jobs-behaviors";

/**
 * Document pages (docs/decisions/031) and the browser code each route contributes to them. Kept on the server: the
 * scripts are inlined into the HTML, so none of this is part of the client bundle. A document page whose script
 * does the work (home, /jobs) also exports `clientLoader = loadAsDocument` (lib/document-page.ts), so that it is
 * never rendered by the client; content-only pages need not.
 *
 * An enhancement's `run` is serialised with `String(run)`, so it must stand on its own: it may use only its
 * `config` argument and browser globals, never anything imported or declared at module level.
 */
type Enhancement = { run: (config: never) => void; config: unknown };

function enhancement<C>(run: (config: C) => void, config: C): Enhancement {
  return { run: run as (config: never) => void, config };
}

/**
 * Route ids (React Router: the file path under app/, without extension) of the pages that never hydrate: the two
 * with a JavaScript budget, and the public pages that are content only (nothing on them needs React).
 */
export const DOCUMENT_PAGES: ReadonlySet<string> = new Set([
  "routes/_site._index",
  "routes/_site.jobs._index",
  "routes/_site.about-us",
  "routes/_site.services",
  "routes/_site.contact-us",
  "routes/_site.blog._index",
  "routes/_site.blog.$slug",
]);

const ENHANCEMENTS: Readonly<Record<string, Enhancement[]>> = {
  // The public layout's header, menus and WhatsApp widget, and toasts (the React toasts never run here).
  "routes/_site": [enhancement(siteBehaviors, SITE_BEHAVIORS_CONFIG), enhancement(documentToasts, DOCUMENT_TOASTS_CONFIG)],
  "routes/_site._index": [enhancement(homeBehaviors, HOME_BEHAVIORS_CONFIG)],
  "routes/_site.jobs._index": [enhancement(jobsBehaviors, JOBS_BEHAVIORS_CONFIG)],
};

/** JSON that is safe inside an inline <script> element. */
function scriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? "null").replace(/</g, "\\u003c").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}

/** The inline script for the matched routes, or null when they are not a document page (hydrate as usual). */
export function documentPageScript(routeIds: readonly string[]): string | null {
  if (!routeIds.some((id) => DOCUMENT_PAGES.has(id))) return null;
  // One failing enhancement must not take the others (or the "interactive" mark) down with it.
  const calls = routeIds
    .flatMap((id) => ENHANCEMENTS[id] ?? [])
    .map((item) => `try{(${String(item.run)})(${scriptJson(item.config)})}catch(e){console.error(e)}`);
  // Tests (and CSS) key on this to know the page has become interactive, as on hydrated pages.
  calls.push('document.documentElement.dataset.hydrated="true";');
  return calls.join("\n");
}
