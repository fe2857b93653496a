import { useRootData } from "~/root";
import { useNonce } from "~/lib/nonce";
import { whatsappHref } from "~/lib/contact-links";
import { siteLayout } from "~/lib/messages";
import { Icon } from "~/components/ui/icon";

/** sessionStorage key of the widget's state for this tab (written by site-behaviors.ts). */
export const CHAT_STORAGE_KEY = "dochire-chat";

/**
 * Shows the widget state kept for this tab, so a collapsed or closed widget does not flash open while a page loads.
 * Runs inline right after the widget's markup (before the first paint) on every server-rendered page, and from
 * SiteLayout for a layout first mounted by a client-side navigation (e.g. a dashboard page loaded, then a link to
 * a public page). Once per document: a reload starts afresh (spec 2.2: closed stays closed until reload).
 * Self-contained on purpose (serialised with String()).
 */
export function restoreChat(key: string, target?: Element | null): void {
  const flags = window as unknown as { __dochireChatRestored?: boolean };
  const widget = target === undefined ? document.currentScript?.previousElementSibling : target;
  if (flags.__dochireChatRestored || !(widget instanceof HTMLElement)) return;
  flags.__dochireChatRestored = true;
  try {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
    if (navigation?.type === "reload") sessionStorage.removeItem(key);
    const stored = sessionStorage.getItem(key);
    if (stored !== "open" && stored !== "collapsed" && stored !== "closed") return;
    widget.dataset.state = stored;
    widget.hidden = stored === "closed";
    widget.setAttribute("data-restored", "");
  } catch {
    // storage blocked: every page starts open
  }
}

const RESTORE_SCRIPT = `(${String(restoreChat)})(${JSON.stringify(CHAT_STORAGE_KEY)})`;

/**
 * Spec 2.2 WhatsApp prompt: starts open, collapses itself after 5 s, can be minimised or closed. Rendered open;
 * restoreChat and site-behaviors.ts switch `data-state` (the panel or the bubble shows) and `hidden`.
 */
export function WhatsAppWidget() {
  const { site } = useRootData();
  const nonce = useNonce();
  return (
    <>
      <WidgetMarkup whatsappHref={whatsappHref(site.whatsappNumber, siteLayout.whatsappGreeting(site.brand))} />
      {/* Runs only as part of a server-rendered page; React neither re-runs nor re-checks it. */}
      <script nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: RESTORE_SCRIPT }} />
    </>
  );
}

function WidgetMarkup({ whatsappHref }: { whatsappHref: string }) {
  return (
    <div data-chat-widget="" data-testid="whatsapp-widget" data-state="open" suppressHydrationWarning className="group fixed bottom-5 right-5 z-30">
      <button
        type="button"
        data-chat-action="open"
        aria-label={siteLayout.openChat}
        aria-expanded="false"
        className="hidden h-14 w-14 items-center justify-center rounded-full bg-[#25D366] text-slate-900 shadow-lg ring-4 ring-white/70 transition hover:scale-105 group-data-[state=collapsed]:flex"
      >
        <Icon name="message-circle" className="h-7 w-7" />
      </button>
      <section
        aria-labelledby="whatsapp-title"
        className="animate-fade-in w-[calc(100vw-6.5rem)] max-w-[19rem] overflow-hidden rounded-2xl bg-white shadow-2xl ring-1 ring-slate-200 group-data-[state=collapsed]:hidden"
      >
        <div className="flex items-start gap-3 bg-[#075E54] p-4 text-white [&_:focus-visible]:outline-white">
          <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-[#25D366] text-slate-900">
            <Icon name="message-circle" className="h-5 w-5" />
          </span>
          <h2 id="whatsapp-title" className="flex-1 text-sm font-semibold leading-snug">{siteLayout.whatsappTitle}</h2>
          <div className="-mr-2 -mt-2 flex">
            <button type="button" data-chat-action="minimise" aria-label={siteLayout.minimiseChat} className="rounded p-1.5 hover:bg-white/15">
              <Icon name="minus" className="h-4 w-4" />
            </button>
            <button type="button" data-chat-action="close" aria-label={siteLayout.closeChat} className="rounded p-1.5 hover:bg-white/15">
              <Icon name="x" className="h-4 w-4" />
            </button>
          </div>
        </div>
        <div className="space-y-3 bg-[#ECE5DD] p-4">
          <p className="rounded-lg rounded-tl-none bg-white p-3 text-sm text-slate-700 shadow-sm">{siteLayout.whatsappText}</p>
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center justify-center gap-2 rounded-full bg-[#25D366] px-4 py-2.5 text-sm font-semibold text-slate-900 hover:bg-[#20bd5a]"
          >
            <Icon name="message-circle" className="h-4 w-4" />
            {siteLayout.chatOnWhatsApp}
          </a>
        </div>
      </section>
    </div>
  );
}
