import { useLayoutEffect, type ReactNode } from "react";
import { useLocation, useNavigation } from "react-router";
import { siteLayout } from "~/lib/messages";
import { siteBehaviors } from "./site-behaviors";
import { CHAT_STORAGE_KEY, restoreChat } from "./chat-state";
import { FloatingCallButton } from "./floating-call-button";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";
import { WhatsAppWidget } from "./whatsapp-widget";
import { siteDom } from "./site-dom";

/**
 * Spec 2.2 public layout: header, page, footer, floating call button and WhatsApp widget. Their behaviour is
 * site-behaviors.ts: run here on hydrated pages (before paint, so a remembered state never flashes), and by the
 * layout's island (site.island.ts) on document pages.
 */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    restoreChat(CHAT_STORAGE_KEY, siteDom.chatWidget.find(document));
    siteBehaviors();
  }, []);
  // The home hero runs underneath the fixed header; every other page starts below it.
  const overlay = pathname === "/";
  return (
    // On a phone the contact bar is a strip of its own at the bottom: the page ends above it, so it covers nothing.
    <div className="flex min-h-screen flex-col pb-[calc(3.75rem+env(safe-area-inset-bottom))] sm:pb-0">
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
      <ContactBar>
        <FloatingCallButton />
        <WhatsAppWidget />
      </ContactBar>
    </div>
  );
}

/**
 * The call button and the WhatsApp widget (spec 2.2). On a phone: a slim bar across the bottom, the page padded so
 * that nothing ends up under it, and out of the way (app.css) while a text field has focus, the small-screen menu or
 * the /jobs filter panel is open, or a dialog is shown. From `sm` up: the two float in the bottom corners.
 */
function ContactBar({ children }: { children: ReactNode }) {
  return (
    <aside
      aria-label={siteLayout.contactShortcuts}
      data-contact-bar=""
      className="fixed inset-x-0 bottom-0 z-30 flex items-center justify-between gap-3 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] backdrop-blur sm:pointer-events-none sm:items-end sm:border-0 sm:bg-transparent sm:p-5 sm:backdrop-blur-none"
    >
      {children}
    </aside>
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
