import { useLocation } from "react-router";
import { useRootData, type RootData } from "~/lib/root-data";
import { MarkupOnce, siteMarkupKey } from "~/lib/markup-once";
import { NAV_LINKS } from "~/lib/constants";
import { telHref } from "~/lib/contact-links";
import { siteLayout } from "~/lib/messages";
import { BrandLogo } from "./brand-logo";
import { DashboardLink, LogoutForm, UserMenu } from "./user-menu";
import { NotificationBell } from "./notification-bell";
import { Icon } from "~/components/ui/icon";
import { siteDom } from "./site-dom";

/**
 * Spec 2.2 header. Fixed to the top so the home hero can sit underneath it: transparent over the hero,
 * translucent elsewhere, solid white with a shadow once the page has scrolled past the threshold. The scroll and
 * menu states are attributes set by site-behaviors.ts; the `header-*` and `menu-open` variants (app.css) style them.
 */
export function SiteHeader({ overlay }: { overlay: boolean }) {
  const { site, user } = useRootData();
  const { pathname } = useLocation();
  const current = NAV_LINKS.map((link) => isCurrent(pathname, link.to));
  return (
    <MarkupOnce
      as="header"
      {...siteDom.header.props}
      {...siteDom.menuRoot.props}
      data-overlay={overlay ? "true" : "false"}
      data-scrolled="false"
      className="fixed inset-x-0 top-0 z-40 bg-white/85 backdrop-blur transition-[background-color,box-shadow] duration-200 header-clear:bg-transparent header-clear:backdrop-blur-none header-clear:[&_:focus-visible]:outline-white header-solid:bg-white header-solid:shadow-md"
      // A visitor's header differs only by the current nav item; a signed-in one's also by what it shows of the
      // viewer (name, avatar, unread count), so each viewer's is kept under a key of its own.
      markupKey={`header ${current.map(Number).join("")} ${siteMarkupKey(site)}${user ? ` ${JSON.stringify(user)}` : ""}`}
      render={(apart) => <HeaderContent site={site} user={user} current={current} routed={!apart} />}
    />
  );
}

/**
 * What the header holds, from its props alone: on a document page it is rendered once for many page views
 * (MarkupOnce). `routed`: the signed-in viewer's Dashboard link and logout form are router components (a hydrated
 * page navigates without a reload); rendered apart from the page, they are a plain anchor and form.
 */
function HeaderContent({ site, user, current, routed }: { site: RootData["site"]; user: RootData["user"]; current: boolean[]; routed: boolean }) {
  return (
    <>
      <div className="hidden h-9 bg-brand-900 text-sm text-brand-50 md:block [&_:focus-visible]:outline-white">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-end gap-6 px-4 sm:px-6 lg:px-8">
          {site.phones.map((phone) => (
            <a key={phone.number} href={telHref(phone.number)} className="flex items-center gap-1.5 rounded hover:text-white hover:underline">
              <Icon name="phone" className="h-3.5 w-3.5" />
              <span className="text-brand-200">{phone.label}:</span> {phone.number}
            </a>
          ))}
        </div>
      </div>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <BrandLogo brand={site.brand} />
        <nav aria-label={siteLayout.mainNav} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            <NavItems
              current={current}
              linkClass={(isActive) =>
                `rounded-md px-3 py-2 text-[15px] font-medium transition-colors ${
                  isActive
                    ? "bg-brand-50 text-brand-700 header-light:bg-white/15 header-light:text-white"
                    : "text-slate-700 hover:bg-slate-100 hover:text-brand-700 header-light:text-white/90 header-light:hover:bg-white/10 header-light:hover:text-white"
                }`
              }
            />
          </ul>
        </nav>
        {user ? <NotificationBell unread={user.unread} routed={routed} className="ml-auto mr-1 lg:ml-0 header-light:text-white header-light:hover:bg-white/10" /> : null}
        <div className="hidden items-center gap-2 lg:flex">
          {user ? <UserMenu name={user.name} avatarUrl={user.avatarUrl} routed={routed} /> : <AuthLinks />}
        </div>
        <button
          type="button"
          {...siteDom.menuToggle.props}
          {...siteDom.labelOpen.props(siteLayout.closeMenu)}
          {...siteDom.labelClosed.props(siteLayout.openMenu)}
          className="rounded-md p-2 text-slate-800 hover:bg-slate-100 lg:hidden header-light:text-white header-light:hover:bg-white/10"
          aria-expanded="false"
          aria-controls="mobile-menu"
          aria-label={siteLayout.openMenu}
        >
          <Icon name="menu" className="h-6 w-6 menu-open:hidden" />
          <Icon name="x" className="hidden h-6 w-6 menu-open:block" />
        </button>
      </div>
      <MobileMenu site={site} user={user} current={current} routed={routed} />
    </>
  );
}

/** Log In and Sign Up: document pages (decision 031), so plain links load them as documents, like the nav items. */
function AuthLinks() {
  return (
    <>
      <a
        href="/login"
        className="rounded-md px-4 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50 header-light:text-white header-light:hover:bg-white/10"
      >
        {siteLayout.logIn}
      </a>
      <a
        href="/simple-register"
        className="rounded-md bg-brand-600 px-4 py-2 text-sm font-semibold text-white shadow-sm hover:bg-brand-700 header-light:bg-white header-light:text-brand-800 header-light:hover:bg-brand-50"
      >
        {siteLayout.signUp}
      </a>
    </>
  );
}

/**
 * The main nav's items (spec 2.2), for the wide header and the small-screen menu. The public pages are document pages
 * (decision 031), so the links load them as documents rather than through the client router.
 */
function NavItems({ current, linkClass }: { current: boolean[]; linkClass: (isActive: boolean) => string }) {
  return (
    <>
      {NAV_LINKS.map((link, index) => {
        const active = current[index] === true;
        return (
          <li key={link.to}>
            <a href={link.to} aria-current={active ? "page" : undefined} className={linkClass(active)}>
              {link.label}
            </a>
          </li>
        );
      })}
    </>
  );
}

/** NavLink's rule as plain anchors cost less to render: that page, or (home excepted) a page under it. */
function isCurrent(pathname: string, to: string): boolean {
  const path = pathname.toLowerCase();
  return path === to || (to !== "/" && path.startsWith(to) && path.charAt(to.length) === "/");
}

/** Small screens: the same nav, account actions and the three phone lines. */
function MobileMenu({ site, user, current, routed }: { site: RootData["site"]; user: RootData["user"]; current: boolean[]; routed: boolean }) {
  const item = "block rounded-md px-3 py-2.5 text-base font-medium";
  return (
    <div id="mobile-menu" hidden className="max-h-[calc(100dvh-4rem)] overflow-y-auto border-t border-slate-200 bg-white lg:hidden">
      <nav aria-label={siteLayout.mainNav} className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8 py-3">
        <ul className="space-y-1">
          <NavItems current={current} linkClass={(isActive) => `${item} ${isActive ? "bg-brand-50 text-brand-700" : "text-slate-800 hover:bg-slate-100"}`} />
        </ul>
        <div className="mt-3 border-t border-slate-200 pt-3">
          {user ? (
            <div className="space-y-1">
              <DashboardLink routed={routed} className={`${item} text-slate-800 hover:bg-slate-100`} />
              <LogoutForm routed={routed} className={`${item} w-full text-left text-red-700 hover:bg-red-50`} />
            </div>
          ) : (
            <div className="grid grid-cols-2 gap-3">
              <a href="/login" className="rounded-md border border-brand-600 px-4 py-2.5 text-center font-semibold text-brand-700 hover:bg-brand-50">
                {siteLayout.logIn}
              </a>
              <a href="/simple-register" className="rounded-md bg-brand-600 px-4 py-2.5 text-center font-semibold text-white hover:bg-brand-700">
                {siteLayout.signUp}
              </a>
            </div>
          )}
        </div>
        <ul className="mt-3 space-y-1 border-t border-slate-200 pt-3" aria-label="Phone numbers">
          {site.phones.map((phone) => (
            <li key={phone.number}>
              <a href={telHref(phone.number)} className="flex items-center gap-3 rounded-md px-3 py-2 text-slate-700 hover:bg-slate-100">
                <Icon name="phone" className="h-4 w-4 text-brand-600" />
                <span>
                  <span className="block text-xs text-slate-500">{phone.label}</span>
                  {phone.number}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
