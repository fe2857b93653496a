import type { UIMatch } from "react-router";

/**
 * Document pages and their islands (docs/decisions/031). A document page is rendered on the server and never
 * hydrated; its interactive parts are small browser modules ("islands") built by Vite. A route declares both in its
 * own module:
 *
 *   import jobsIsland from "~/islands/jobs-search.island.ts?island";
 *   export const handle = documentPage(jobsIsland);
 *
 * and a layout route names the islands its pages share with `islands(...)` (they run only when the page below is a
 * document page; hydrated pages run the same code from React). The root layout renders the matched routes'
 * islands, layout first, instead of the React Router client. The `?island` import is resolved by vite-islands.ts.
 */
export type IslandAsset = {
  /** The module's address (fingerprinted in a build). */
  src: string;
  /** The addresses of the chunks it imports, preloaded beside it. */
  imports: readonly string[];
};

export type IslandsHandle = { document?: true; islands?: readonly IslandAsset[] };

/** The `handle` of a document page: never hydrated, running these islands (after its layouts'). */
export function documentPage(...islands: IslandAsset[]): IslandsHandle {
  return { document: true, islands };
}

/** The `handle` of a layout route whose document pages all run these islands. */
export function layoutIslands(...islands: IslandAsset[]): IslandsHandle {
  return { islands };
}

function handleOf(match: Pick<UIMatch, "handle">): IslandsHandle | undefined {
  const handle = match.handle;
  return handle && typeof handle === "object" ? (handle as IslandsHandle) : undefined;
}

/**
 * The scripts of the matched routes when the deepest one is a document page (an error page shown by a document
 * page's layout counts too: the layout's own islands run), or null: the page hydrates as usual.
 */
export function documentIslands(matches: readonly Pick<UIMatch, "handle">[]): IslandAsset[] | null {
  const leaf = matches[matches.length - 1];
  if (!leaf || handleOf(leaf)?.document !== true) return null;
  const seen = new Set<string>();
  const islands: IslandAsset[] = [];
  for (const match of matches) {
    for (const island of handleOf(match)?.islands ?? []) {
      if (seen.has(island.src)) continue;
      seen.add(island.src);
      islands.push(island);
    }
  }
  return islands;
}

/**
 * `clientLoader` of a document page: a client-side navigation to it (a link, a form, a redirect from a hydrated
 * page) becomes a normal page load, so the page is always the server's HTML plus its islands, never a client render.
 */
export function loadAsDocument({ request }: { request: Request }): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}
