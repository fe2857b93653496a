import { keyed, marker } from "~/lib/dom-contract";

/**
 * The public layout's markup contract: rendered by site-header.tsx, user-menu.tsx and whatsapp-widget.tsx, used by
 * site-behaviors.ts and chat-state.ts.
 */
export const siteDom = {
  /** The header; site-behaviors sets `data-scrolled` and `data-menu` on it (the header-* variants in app.css). */
  header: marker("site-header"),
  /** What "outside" means for a menu: a press outside its root closes it. */
  menuRoot: marker("menu-root"),
  /** The small-screen menu's button; its aria-label follows `data-label-open` / `data-label-closed`. */
  menuToggle: marker<HTMLButtonElement>("menu-toggle"),
  userMenuToggle: marker<HTMLButtonElement>("user-menu-toggle"),
  labelOpen: keyed<string>("label-open"),
  labelClosed: keyed<string>("label-closed"),
  /** The WhatsApp widget; `data-state` is open, collapsed or closed. */
  chatWidget: marker("chat-widget"),
  chatAction: keyed<"open" | "minimise" | "close", HTMLButtonElement>("chat-action"),
  /** Set when the state kept for this tab was applied before the first paint. */
  chatRestored: marker("restored"),
};

export type ChatState = "open" | "collapsed" | "closed";
