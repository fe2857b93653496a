import { useRootData } from "~/root";
import { telHref } from "~/lib/contact-links";
import { siteLayout } from "~/lib/messages";
import { Icon } from "~/components/ui/icon";

/** Spec 2.2: a floating call button to the client support line (the first phone in site settings). */
export function FloatingCallButton() {
  const { site } = useRootData();
  const support = site.phones[0];
  if (!support) return null;
  return (
    <a
      href={telHref(support.number)}
      aria-label={`${siteLayout.callUs}: ${support.number}`}
      title={`${siteLayout.callUs}: ${support.number}`}
      className="fixed bottom-5 left-5 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg ring-4 ring-white/70 transition hover:scale-105 hover:bg-brand-700"
    >
      <Icon name="phone" className="h-6 w-6" />
    </a>
  );
}
