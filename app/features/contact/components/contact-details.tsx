import { useRootData } from "~/lib/root-data";
import { mailtoHref, telHref, whatsappHref } from "~/lib/contact-links";
import { infoPages, siteLayout } from "~/lib/messages";
import { contactForm } from "~/features/contact/messages";
import { Icon } from "~/components/ui/icon";

/** The contact channels from site settings (spec 1): three phone lines, e-mail, WhatsApp and the office. */
export function ContactDetails() {
  const { site } = useRootData();
  const card = "rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200";
  const iconBox = "flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-700";
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="contact-phones" className={card}>
        <span className={iconBox}><Icon name="phone" className="h-5 w-5" /></span>
        <h2 id="contact-phones" className="mt-4 text-lg font-semibold text-slate-900">{contactForm.callUs}</h2>
        <ul className="mt-3 space-y-3">
          {site.phones.map((phone) => (
            <li key={phone.number}>
              <span className="block text-sm text-slate-500">{phone.label}</span>
              <a href={telHref(phone.number)} className="text-lg font-semibold text-brand-700 hover:underline">{phone.number}</a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="contact-write" className={card}>
        <span className={iconBox}><Icon name="mail" className="h-5 w-5" /></span>
        <h2 id="contact-write" className="mt-4 text-lg font-semibold text-slate-900">{contactForm.writeToUs}</h2>
        <p className="mt-3 text-slate-600">{contactForm.writeToUsText}</p>
        <a href={mailtoHref(site.contactEmail)} className="mt-2 inline-block text-lg font-semibold text-brand-700 hover:underline">{site.contactEmail}</a>
        <p className="mt-5 text-slate-600">{contactForm.preferChat}</p>
        <a
          href={whatsappHref(site.whatsappNumber, siteLayout.whatsappGreeting(site.brand))}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-2 inline-flex items-center gap-2 rounded-full bg-[#25D366] px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-[#20bd5a]"
        >
          <Icon name="message-circle" className="h-4 w-4" /> {siteLayout.chatOnWhatsApp}
        </a>
      </section>
      <section aria-labelledby="contact-visit" className={card}>
        <span className={iconBox}><Icon name="map-pin" className="h-5 w-5" /></span>
        <h2 id="contact-visit" className="mt-4 text-lg font-semibold text-slate-900">{contactForm.visitOffice}</h2>
        <address className="mt-3 not-italic leading-relaxed text-slate-600">{site.officeAddress}</address>
        <a href={site.officeMapsUrl} target="_blank" rel="noopener noreferrer" className="mt-2 inline-block font-semibold text-brand-700 hover:underline">
          {infoPages.openInMaps}
        </a>
      </section>
    </div>
  );
}
