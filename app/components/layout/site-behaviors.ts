/**
 * The public layout's behaviour (spec 2.2), in plain DOM code so that it is the same on hydrated pages (called from
 * SiteLayout's effect) and on document pages (inlined as text by app/document-pages.server.ts). The markup is rendered
 * by React in its initial state; this code only flips attributes that React never sets after the first render.
 *
 * - header: `data-scrolled` past the threshold, `data-menu="open"` while the small-screen menu is open;
 * - menus: `[data-menu-toggle]` / `[data-user-menu-toggle]` show and hide their `aria-controls` element; Escape
 *   or a press outside closes them; following a link, submitting a form or going back/forward closes them too;
 * - WhatsApp widget: `data-state` open / collapsed / closed; starts open, collapses itself once after the delay;
 *   a closed widget stays closed until the visitor reloads. Document pages are left by a page load, so the state
 *   lives in sessionStorage for the tab; restoreChat (whatsapp-widget.tsx) applies it to the markup before first
 *   paint, and a reload (navigation type "reload") starts afresh.
 *
 * Self-contained on purpose (serialised with String()): use only `config` and browser globals here.
 */
export type SiteBehaviorsConfig = { scrollThreshold: number; chatCollapseMs: number; chatStorageKey: string };

export function siteBehaviors(config: SiteBehaviorsConfig): void {
  type SiteState = { chat: "open" | "collapsed" | "closed"; sync: () => void };
  const globals = window as unknown as { __dochireSite?: SiteState };
  if (globals.__dochireSite) {
    globals.__dochireSite.sync();
    return;
  }

  const header = () => document.querySelector<HTMLElement>("[data-site-header]");
  const widget = () => document.querySelector<HTMLElement>("[data-chat-widget]");
  const state: SiteState = { chat: "open", sync };
  globals.__dochireSite = state;

  // The state kept for this tab was applied to the markup by restoreChat (whatsapp-widget.tsx) before first paint;
  // a restored state means the one auto-collapse already happened, or the visitor chose.
  const initial = widget();
  const restored = initial?.hasAttribute("data-restored") ?? false;
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
    const label = toggle.getAttribute(open ? "data-label-open" : "data-label-closed");
    if (label) toggle.setAttribute("aria-label", label);
    const panel = document.getElementById(toggle.getAttribute("aria-controls") ?? "");
    if (panel) panel.hidden = !open;
    if (toggle.hasAttribute("data-menu-toggle")) {
      const el = header();
      if (el) el.dataset.menu = open ? "open" : "closed";
    }
  }

  function openToggles(): HTMLElement[] {
    return Array.from(document.querySelectorAll<HTMLElement>('[data-menu-toggle][aria-expanded="true"], [data-user-menu-toggle][aria-expanded="true"]'));
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
    const toggle = target.closest<HTMLElement>("[data-menu-toggle], [data-user-menu-toggle]");
    if (toggle) {
      const open = toggle.getAttribute("aria-expanded") !== "true";
      closeAll(toggle);
      setExpanded(toggle, open);
      return;
    }
    const chat = target.closest<HTMLElement>("[data-chat-action]");
    if (chat) {
      const action = chat.dataset.chatAction;
      showChat(action === "open" ? "open" : action === "close" ? "closed" : "collapsed");
      // Keyboard users stay on the widget: the panel's first control, or the bubble that replaced the panel.
      if (action === "open") widget()?.querySelector<HTMLElement>("[data-chat-action=minimise]")?.focus();
      if (action === "minimise") widget()?.querySelector<HTMLElement>("[data-chat-action=open]")?.focus();
      return;
    }
    // Following a link inside an open menu ends the menu's job.
    if (target.closest("a[href]")) for (const open of openToggles()) {
      const panel = document.getElementById(open.getAttribute("aria-controls") ?? "");
      if (panel?.contains(target)) setExpanded(open, false);
    }
  });

  document.addEventListener("submit", () => closeAll());

  document.addEventListener("pointerdown", (event) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const toggle of openToggles()) {
      const container = toggle.closest<HTMLElement>("[data-menu-root]") ?? toggle;
      if (target && !container.contains(target)) setExpanded(toggle, false);
    }
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const open = openToggles();
    if (!open.length) return;
    closeAll();
    open[0]?.focus();
  });

  window.addEventListener("popstate", () => closeAll());
  window.addEventListener("scroll", onScroll, { passive: true });
  if (!restored) {
    window.setTimeout(() => {
      if (state.chat === "open") showChat("collapsed");
    }, config.chatCollapseMs);
  }
  sync();
}
