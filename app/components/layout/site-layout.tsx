import { useLayoutEffect, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { CHAT_WIDGET_COLLAPSE_MS, HEADER_SCROLL_THRESHOLD_PX } from "~/lib/constants";
import { siteLayout } from "~/lib/messages";
import { siteBehaviors, type SiteBehaviorsConfig } from "./site-behaviors";
import { FloatingCallButton } from "./floating-call-button";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { CHAT_STORAGE_KEY, restoreChat, WhatsAppWidget } from "./whatsapp-widget";

export const SITE_BEHAVIORS_CONFIG: SiteBehaviorsConfig = {
  scrollThreshold: HEADER_SCROLL_THRESHOLD_PX,
  chatCollapseMs: CHAT_WIDGET_COLLAPSE_MS,
  chatStorageKey: CHAT_STORAGE_KEY,
};

/**
 * Spec 2.2 public layout: header, page, footer, floating call button and WhatsApp widget. Their behaviour is
 * site-behaviors.ts: run here on hydrated pages (before paint, so a remembered state never flashes), and inlined
 * into document pages by app/document-pages.server.ts.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    restoreChat(CHAT_STORAGE_KEY, document.querySelector("[data-chat-widget]"));
    siteBehaviors(SITE_BEHAVIORS_CONFIG);
  }, []);
  // The home hero runs underneath the fixed header; every other page starts below it.
  const overlay = pathname === "/";
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#content"
        className="sr-only z-50 rounded-md bg-white px-4 py-2 font-semibold text-brand-700 shadow focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
      >
        {siteLayout.skipToContent}
      </a>
      <NavigationProgress />
      <SiteHeader overlay={overlay} />
      <div id="content" className={overlay ? "flex-1" : "flex-1 pt-16 md:pt-[6.25rem]"}>
        {children}
      </div>
      <SiteFooter />
      {/* The floating contact buttons sit in a landmark of their own, so no page content is outside landmarks. */}
      <aside aria-label={siteLayout.contactWidgets}>
        <FloatingCallButton />
        <WhatsAppWidget />
      </aside>
    </div>
  );
}

/** A thin bar while the next page's code and data load (spec 2.1: pages load lazily with a progress cue). */
function NavigationProgress() {
  const busy = useNavigation().state !== "idle";
  return (
    <div
      aria-hidden="true"
      className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-accent-500 transition-transform duration-500 ${busy ? "scale-x-75" : "scale-x-0"}`}
    />
  );
}
