import { siteDom } from "./site-dom";

/** sessionStorage key of the WhatsApp widget's state for this tab (written by site-behaviors.ts). */
export const CHAT_STORAGE_KEY = "dochire-chat";

/**
 * Shows the widget state kept for this tab, so a collapsed or closed widget does not flash open while a page loads.
 * Runs inline right after the widget's markup (before the first paint) on every server-rendered page
 * (restore-chat.island.ts), and from SiteLayout for a layout first mounted by a client-side navigation (e.g. a
 * dashboard page loaded, then a link to a public page). Once per document: a reload starts afresh (spec 2.2:
 * closed stays closed until reload).
 */
export function restoreChat(key: string, widget: Element | null | undefined): void {
  const flags = window as unknown as { __dochireChatRestored?: boolean };
  if (flags.__dochireChatRestored || !(widget instanceof HTMLElement)) return;
  flags.__dochireChatRestored = true;
  try {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (navigation?.type === "reload") sessionStorage.removeItem(key);
    const stored = sessionStorage.getItem(key);
    if (stored !== "open" && stored !== "collapsed" && stored !== "closed") return;
    widget.dataset.state = stored;
    widget.hidden = stored === "closed";
    widget.setAttribute(siteDom.chatRestored.attr, "");
  } catch {
    // storage blocked: every page starts open
  }
}
