import { CHAT_WIDGET_COLLAPSE_MS, HEADER_SCROLL_THRESHOLD_PX } from "~/lib/constants";
import { CHAT_STORAGE_KEY } from "./chat-state";
import { siteDom, type ChatState } from "./site-dom";

/**
 * The public layout's behaviour (spec 2.2), in plain DOM code so that it is the same on hydrated pages (called from
 * SiteLayout's effect) and on document pages (the layout's island, site.island.ts). The markup is rendered by React
 * in its initial state; this code only flips attributes that React never sets after the first render.
 *
 * - header: `data-scrolled` past the threshold, `data-menu="open"` while the small-screen menu is open;
 * - menus: the menu toggles (site-dom.ts) show and hide their `aria-controls` element; Escape
 *   or a press outside closes them; following a link, submitting a form or going back/forward closes them too;
 * - WhatsApp widget: `data-state` open / collapsed / closed; starts open, collapses itself once after the delay;
 *   a closed widget stays closed until the visitor reloads. Document pages are left by a page load, so the state
 *   lives in sessionStorage for the tab; restoreChat (chat-state.ts) applies it to the markup before first
 *   paint, and a reload (navigation type "reload") starts afresh.
 */
export type SiteBehaviorsConfig = { scrollThreshold: number; chatCollapseMs: number; chatStorageKey: string };

export const SITE_BEHAVIORS_CONFIG: SiteBehaviorsConfig = {
  scrollThreshold: HEADER_SCROLL_THRESHOLD_PX,
  chatCollapseMs: CHAT_WIDGET_COLLAPSE_MS,
  chatStorageKey: CHAT_STORAGE_KEY,
};

type SiteState = { chat: ChatState; sync: () => void; listeners: AbortController };

/** Installed once per page load; a layout mounted again (client-side navigation) only re-applies the state. */
let installed: SiteState | null = null;

export function siteBehaviors(config: SiteBehaviorsConfig = SITE_BEHAVIORS_CONFIG): void {
  if (installed) {
    installed.sync();
    return;
  }

  const header = () => siteDom.header.find(document);
  const widget = () => siteDom.chatWidget.find(document);
  const listeners = new AbortController();
  const signal = listeners.signal;
  const state: SiteState = { chat: "open", sync, listeners };
  installed = state;

  // The state kept for this tab was applied to the markup by restoreChat (chat-state.ts) before first paint;
  // a restored state means the one auto-collapse already happened, or the visitor chose.
  const initial = widget();
  const restored = initial ? siteDom.chatRestored.is(initial) : false;
  const shown = initial?.dataset.state;
  if (shown === "collapsed" || shown === "closed") state.chat = shown;
  const storage = (() => {
    try {
      return window.sessionStorage;
    } catch {
      return null; // storage blocked: the state lasts for this page only
    }
  })();

  function setExpanded(toggle: HTMLElement, open: boolean) {
    toggle.setAttribute("aria-expanded", String(open));
    const label = (open ? siteDom.labelOpen : siteDom.labelClosed).valueOf(toggle);
    if (label) toggle.setAttribute("aria-label", label);
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !open;
    if (siteDom.menuToggle.is(toggle)) {
      const el = header();
      if (el) el.dataset.menu = open ? "open" : "closed";
    }
  }

  function openToggles(): HTMLElement[] {
    return [...siteDom.menuToggle.findAll(document), ...siteDom.userMenuToggle.findAll(document)].filter((toggle) => toggle.getAttribute("aria-expanded") === "true");
  }

  function closeAll(except?: HTMLElement) {
    for (const toggle of openToggles()) if (toggle !== except) setExpanded(toggle, false);
  }

  function onScroll() {
    const el = header();
    if (el) el.dataset.scrolled = String(window.scrollY > config.scrollThreshold);
  }

  function showChat(next: SiteState["chat"]) {
    state.chat = next;
    const el = widget();
    if (el) {
      el.dataset.state = next;
      el.hidden = next === "closed";
    }
    try {
      storage?.setItem(config.chatStorageKey, next);
    } catch {
      // storage full or blocked: the state lasts for this page only
    }
  }

  /** Applies the current state to freshly rendered markup (a new page, or the layout mounted again). */
  function sync() {
    onScroll();
    if (state.chat !== "open") showChat(state.chat);
  }

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    const toggle = siteDom.menuToggle.closest(target) ?? siteDom.userMenuToggle.closest(target);
    if (toggle) {
      const open = toggle.getAttribute("aria-expanded") !== "true";
      closeAll(toggle);
      setExpanded(toggle, open);
      return;
    }
    const chat = siteDom.chatAction.closest(target);
    if (chat) {
      const action = siteDom.chatAction.valueOf(chat);
      showChat(action === "open" ? "open" : action === "close" ? "closed" : "collapsed");
      // Keyboard users stay on the widget: the panel's first control, or the bubble that replaced the panel.
      if (action === "open") siteDom.chatAction.find(widget() ?? document, "minimise")?.focus();
      if (action === "minimise") siteDom.chatAction.find(widget() ?? document, "open")?.focus();
      return;
    }
    // Following a link inside an open menu ends the menu's job.
    if (target.closest("a[href]")) for (const open of openToggles()) {
      const panel = document.getElementById(open.getAttribute("aria-controls") ?? "");
      if (panel?.contains(target)) setExpanded(open, false);
    }
  }, { signal });

  document.addEventListener("submit", () => closeAll(), { signal });

  document.addEventListener("pointerdown", (event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const toggle of openToggles()) {
      const container = siteDom.menuRoot.closest(toggle) ?? toggle;
      if (target && !container.contains(target)) setExpanded(toggle, false);
    }
  }, { signal });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = openToggles();
    if (!open.length) return;
    closeAll();
    open[0]?.focus();
  }, { signal });

  window.addEventListener("popstate", () => closeAll(), { signal });
  window.addEventListener("scroll", onScroll, { passive: true, signal });
  if (!restored) {
    window.setTimeout(() => {
      if (state.chat === "open" && !signal.aborted) showChat("collapsed");
    }, config.chatCollapseMs);
  }
  sync();
}

/** Removes the installed behaviour (tests install it afresh on new markup). */
export function uninstallSiteBehaviors(): void {
  installed?.listeners.abort();
  installed = null;
}
