import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from "react";

type SectionModule<P> = { default: ComponentType<P> };

export type LazySection<P> = ComponentType<P> & {
  /** Loads the module ahead of rendering; the server calls it from the route loader. */
  preload: () => Promise<void>;
};

/**
 * A React.lazy component whose code is a separate client chunk but whose content is always in the server
 * HTML: once `preload()` has run on the server, the real component renders synchronously instead of
 * suspending. In the browser the chunk request starts as soon as the page module runs (all sections in
 * parallel, not one after another as each suspends).
 */
export function lazySection<P extends object>(load: () => Promise<SectionModule<P>>): LazySection<P> {
  let loaded: ComponentType<P> | undefined;
  if (!import.meta.env.SSR) load().catch(() => {}); // a failed prefetch is retried by React.lazy on render
  const Lazy = lazy(load);
  function Section(props: P) {
    return createElement((import.meta.env.SSR && loaded) || Lazy, props);
  }
  return Object.assign(Section, {
    preload: () =>
      load().then((module) => {
        loaded = module.default;
      }),
  });
}

/**
 * Suspense with a spinner around lazy sections, except while hydrating server HTML.
 *
 * React streams a completed Suspense boundary out of order (hidden, behind its fallback, revealed by an inline
 * script) once the page before it is larger than ~12 kB, so visitors without JavaScript would only ever see
 * spinners. The server therefore renders these sections without a boundary, and the hydrating client must
 * match that (hydration runs in a transition, so it simply waits for the chunks). Pages mounted later by a
 * client-side navigation get the boundary and its spinner. The root marks <html data-hydrated> after hydrating.
 */
export function LazyBoundary({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const [withBoundary] = useState(() => typeof document !== "undefined" && document.documentElement.dataset.hydrated === "true");
  return withBoundary ? <Suspense fallback={fallback}>{children}</Suspense> : <>{children}</>;
}
