import { lazy, type ComponentType } from "react";

const RELOADED_KEY = "dochire:lazy-part-reloaded";

/**
 * A part of a page whose code the browser loads only when the page shows it (React.lazy, a chunk of its own). The
 * server renders it in place (entry.server.tsx), so only a page reached in the browser waits for the chunk. When the
 * chunk cannot be loaded — a page left open across a release asks for a chunk the new one no longer has — the page is
 * loaded again from the server, as React Router does for a route module, and the server renders the part in place.
 * A second failure within a minute is thrown instead, to the route's error page, so a missing chunk never loops.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      (error: unknown) => {
        if (typeof window === "undefined" || reloadedRecently()) throw error;
        window.sessionStorage.setItem(RELOADED_KEY, String(Date.now()));
        window.location.reload();
        return new Promise<never>(() => {});
      },
    ),
  );
}

function reloadedRecently(): boolean {
  try {
    return Date.now() - Number(window.sessionStorage.getItem(RELOADED_KEY) ?? 0) < 60_000;
  } catch {
    return true;
  }
}
