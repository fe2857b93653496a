import { createContext, useContext, type ElementType, type HTMLAttributes, type ReactElement } from "react";

/**
 * Hands back the HTML of `render()` kept under `key`, rendering it on first use. Provided by the server for pages
 * that never hydrate (entry.server.tsx); the key names everything the markup depends on.
 */
export type MarkupCache = (key: string, render: () => ReactElement) => string;

const MarkupCacheContext = createContext<MarkupCache | null>(null);

export const MarkupCacheProvider = MarkupCacheContext.Provider;

type MarkupOnceProps = HTMLAttributes<HTMLElement> & {
  as: "header" | "footer" | "div";
  /** Everything `render` reads, as a string; null renders the children as usual. */
  markupKey: string | null;
  /**
   * The element's children; reads nothing from React context. `apart`: rendered outside the page's render, for the
   * cache, so without the router's context (router components such as Link and Form are not available; plain anchors
   * and forms do the same on a page that never hydrates).
   */
  render: (apart: boolean) => ReactElement;
};

/**
 * `<as {...props}>{render()}</as>`, whose children, on a document page rendered on the server, are markup made once
 * per process and key (docs/decisions/060, "The layout once per process"): the header, footer and WhatsApp widget
 * are the same on every anonymous page view and cost about a millisecond of React rendering each time. In the browser
 * and on hydrated pages the children are rendered as usual.
 */
export function MarkupOnce({ as, markupKey, render, ...props }: MarkupOnceProps) {
  const cache = useContext(MarkupCacheContext);
  const Element: ElementType = as;
  if (cache === null || markupKey === null) return <Element {...props}>{render(false)}</Element>;
  return <Element {...props} dangerouslySetInnerHTML={{ __html: cache(markupKey, () => render(true)) }} />;
}

/** A key for the public site facts (brand, phones, addresses) that layout markup shows. */
export function siteMarkupKey(site: object): string {
  return JSON.stringify(site);
}
