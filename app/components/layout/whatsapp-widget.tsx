import { useRootData } from "~/lib/root-data";
import { MarkupOnce } from "~/lib/markup-once";
import { useNonce } from "~/lib/nonce";
import { whatsappHref } from "~/lib/contact-links";
import { siteLayout } from "~/lib/messages";
import { Icon } from "~/components/ui/icon";
import RESTORE_SCRIPT from "~/islands/restore-chat.island.ts?island-inline";
import { siteDom } from "./site-dom";

/**
 * Spec 2.2 WhatsApp prompt: starts open, collapses itself after 5 s, can be minimised or closed. Rendered open;
 * restoreChat (chat-state.ts) and site-behaviors.ts switch `data-state` (the panel or the bubble shows) and `hidden`.
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

/**
 * Mobile first: on a phone the widget is part of the layout's contact bar (site-layout.tsx) and the open panel is a
 * compact row (Chat on WhatsApp, minimise, close) with the title for screen readers only, so it never lies over the
 * page; from `sm` up it is the floating panel with title and text. The markup is the same for both.
 */
function WidgetMarkup({ whatsappHref }: { whatsappHref: string }) {
  return (
    <MarkupOnce
      as="div"
      {...siteDom.chatWidget.props}
      data-testid="whatsapp-widget"
      data-state="open"
      suppressHydrationWarning
      className="group pointer-events-auto min-w-0"
      markupKey={`whatsapp ${whatsappHref}`}
      render={() => <WidgetContent whatsappHref={whatsappHref} />}
    />
  );
}

/** The widget's bubble and panel; from its props alone (MarkupOnce may render it once for many page views). */
function WidgetContent({ whatsappHref }: { whatsappHref: string }) {
  return (
    <>
      <button
        type="button"
        {...siteDom.chatAction.props("open")}
        aria-label={siteLayout.openChat}
        aria-expanded="false"
        className="hidden h-10 w-10 items-center justify-center rounded-full bg-[#25D366] text-slate-900 shadow-sm transition group-data-[state=collapsed]:flex sm:h-14 sm:w-14 sm:shadow-lg sm:ring-4 sm:ring-white/70 sm:hover:scale-105"
      >
        <Icon name="message-circle" className="h-5 w-5 sm:h-7 sm:w-7" />
      </button>
      <section
        aria-labelledby="whatsapp-title"
        className="animate-fade-in flex items-center gap-1 group-data-[state=collapsed]:hidden sm:w-[calc(100vw-6.5rem)] sm:max-w-[19rem] sm:flex-col sm:items-stretch sm:gap-0 sm:overflow-hidden sm:rounded-2xl sm:bg-white sm:shadow-2xl sm:ring-1 sm:ring-slate-200"
      >
        <div className="contents sm:flex sm:items-start sm:gap-3 sm:bg-[#075E54] sm:p-4 sm:text-white sm:[&_:focus-visible]:outline-white">
          <span className="hidden h-10 w-10 shrink-0 items-center justify-center rounded-full bg-[#25D366] text-slate-900 sm:flex">
            <Icon name="message-circle" className="h-5 w-5" />
          </span>
          <h2 id="whatsapp-title" className="sr-only sm:not-sr-only sm:flex-1 sm:text-sm sm:font-semibold sm:leading-snug">{siteLayout.whatsappTitle}</h2>
          <div className="order-2 flex sm:order-none sm:-mr-2 sm:-mt-2">
            <button type="button" {...siteDom.chatAction.props("minimise")} aria-label={siteLayout.minimiseChat} className="rounded p-2 text-slate-600 hover:bg-slate-100 sm:p-1.5 sm:text-white sm:hover:bg-white/15">
              <Icon name="minus" className="h-4 w-4" />
            </button>
            <button type="button" {...siteDom.chatAction.props("close")} aria-label={siteLayout.closeChat} className="rounded p-2 text-slate-600 hover:bg-slate-100 sm:p-1.5 sm:text-white sm:hover:bg-white/15">
              <Icon name="x" className="h-4 w-4" />
            </button>
          </div>
        </div>
        <div className="contents sm:block sm:space-y-3 sm:bg-[#ECE5DD] sm:p-4">
          <p className="hidden rounded-lg rounded-tl-none bg-white p-3 text-sm text-slate-700 shadow-sm sm:block">{siteLayout.whatsappText}</p>
          <a
            href={whatsappHref}
            target="_blank"
            rel="noopener noreferrer"
            className="order-1 flex items-center justify-center gap-2 whitespace-nowrap rounded-full bg-[#25D366] px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-[#20bd5a] sm:py-2.5"
          >
            <Icon name="message-circle" className="h-4 w-4" />
            {siteLayout.chatOnWhatsApp}
          </a>
        </div>
      </section>
    </>
  );
}
