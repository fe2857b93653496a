import { useRootData } from "~/lib/root-data";
import { telHref } from "~/lib/contact-links";
import { siteLayout } from "~/lib/messages";
import { Icon } from "~/components/ui/icon";

/**
 * Spec 2.2: a floating call button to the client support line (the first phone in site settings). It sits in the
 * layout's contact bar (site-layout.tsx), which places it: a small button in a bar of its own on a phone, a round
 * button floating at the bottom left on larger screens.
 */
export function FloatingCallButton() {
  const { site } = useRootData();
  const support = site.phones[0];
  if (!support) return null;
  return (
    <a
      href={telHref(support.number)}
      aria-label={`${siteLayout.callUs}: ${support.number}`}
      title={`${siteLayout.callUs}: ${support.number}`}
      className="pointer-events-auto flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white shadow-sm transition hover:bg-brand-700 sm:h-14 sm:w-14 sm:shadow-lg sm:ring-4 sm:ring-white/70 sm:hover:scale-105"
    >
      <Icon name="phone" className="h-5 w-5 sm:h-6 sm:w-6" />
    </a>
  );
}
