import { useRootData, type RootData } from "~/lib/root-data";
import { MarkupOnce, siteMarkupKey } from "~/lib/markup-once";
import { FOOTER_SPECIALTIES, NAV_LINKS } from "~/lib/constants";
import { mailtoHref, telHref } from "~/lib/contact-links";
import { infoPages, pages } from "~/lib/messages";
import { BrandLogo } from "./brand-logo";
import { Icon } from "~/components/ui/icon";

const QUICK_LINKS = [
  ...NAV_LINKS.filter((link) => link.to !== "/"),
  { to: "/doctor-profiles", label: "Doctor Directory" },
  { to: "/post-job", label: infoPages.postAJob },
];

export function SiteFooter() {
  const { site } = useRootData();
  const year = new Date().getFullYear();
  return (
    <MarkupOnce
      as="footer"
      className="bg-slate-900 text-slate-300 [&_:focus-visible]:outline-white"
      markupKey={`footer ${year} ${siteMarkupKey(site)}`}
      render={() => <FooterContent site={site} year={year} />}
    />
  );
}

/** What the footer holds; from its props alone (MarkupOnce may render it once for many page views). */
function FooterContent({ site, year }: { site: RootData["site"]; year: number }) {
  const heading = "text-sm font-semibold uppercase tracking-wider text-white";
  const link = "rounded hover:text-white hover:underline";
  return (
    <>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:px-8 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr]">
        <div>
          <BrandLogo brand={site.brand} light />
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-slate-400">
            {pages.heroTitle}, connecting hospitals with physicians. Doctor placement, hospital staffing, locum
            placement and international recruitment, all in one place.
          </p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={heading}>Quick Links</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {QUICK_LINKS.map((item) => (
              <li key={item.to}>
                <a href={item.to} className={link}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-specialties">
          <h2 id="footer-specialties" className={heading}>Jobs by Specialty</h2>
          <ul className="mt-4 space-y-2 text-sm">
            {FOOTER_SPECIALTIES.map((item) => (
              <li key={item.slug}>
                <a href={`/jobs?specialty=${item.slug}`} className={link}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <div>
          <h2 className={heading}>Contact</h2>
          <address className="mt-4 space-y-3 text-sm not-italic">
            <p className="flex gap-2">
              <Icon name="map-pin" className="mt-0.5 h-4 w-4 shrink-0 text-brand-200" />
              <span>
                {site.officeAddress}
                <br />
                <a href={site.officeMapsUrl} target="_blank" rel="noopener noreferrer" className={`${link} text-brand-200`}>
                  {infoPages.openInMaps}
                </a>
              </span>
            </p>
            <p className="flex gap-2">
              <Icon name="mail" className="mt-0.5 h-4 w-4 shrink-0 text-brand-200" />
              <a href={mailtoHref(site.contactEmail)} className={link}>{site.contactEmail}</a>
            </p>
            {site.phones.map((phone) => (
              <p key={phone.number} className="flex gap-2">
                <Icon name="phone" className="mt-0.5 h-4 w-4 shrink-0 text-brand-200" />
                <span>
                  <span className="text-slate-400">{phone.label}: </span>
                  <a href={telHref(phone.number)} className={link}>{phone.number}</a>
                </span>
              </p>
            ))}
          </address>
        </div>
      </div>
      <div className="border-t border-slate-800">
        <p className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-5 text-center text-sm text-slate-400">
          © {year} {site.brand}. All rights reserved.
        </p>
      </div>
    </>
  );
}
