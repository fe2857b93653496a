import { Form } from "react-router";
import { firstWord } from "~/lib/format";
import { siteLayout } from "~/lib/messages";
import { Icon } from "~/components/ui/icon";
import { siteDom } from "./site-dom";
import { HeaderLink } from "./header-link";

/**
 * Signed-in header control (spec 2.2): first word of the profile name, or Account; Dashboard and Logout.
 * Opening and closing is site-behaviors.ts (siteDom.userMenuToggle); the container is what "outside" means.
 */
export function UserMenu({ name, avatarUrl, routed }: { name: string | null; avatarUrl: string | null; routed: boolean }) {
  const label = firstWord(name) ?? siteLayout.account;
  return (
    <div {...siteDom.menuRoot.props} className="relative">
      <button
        type="button"
        {...siteDom.userMenuToggle.props}
        aria-expanded="false"
        aria-controls="user-menu"
        className="group flex items-center gap-2 rounded-full py-1 pl-1 pr-3 text-sm font-semibold text-slate-800 ring-1 ring-slate-200 hover:bg-slate-50 header-light:text-white header-light:ring-white/40 header-light:hover:bg-white/10"
      >
        {avatarUrl ? (
          <img src={avatarUrl} alt="" className="h-8 w-8 rounded-full object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-600 text-white">
            {label.charAt(0).toUpperCase()}
          </span>
        )}
        {label}
        <Icon name="chevron-down" className="h-4 w-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <div id="user-menu" hidden className="absolute right-0 mt-2 w-48 overflow-hidden rounded-lg bg-white py-1 shadow-lg ring-1 ring-slate-200">
        <DashboardLink routed={routed} className="block px-4 py-2 text-sm text-slate-700 hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:-outline-offset-2" />
        <LogoutForm
          routed={routed}
          className="block w-full px-4 py-2 text-left text-sm text-red-700 hover:bg-red-50 focus-visible:bg-red-50 focus-visible:-outline-offset-2"
        />
      </div>
    </div>
  );
}

/** Dashboard: a router link on a hydrated page (`routed`), else a plain anchor (the header rendered apart, MarkupOnce). */
export function DashboardLink({ routed, className }: { routed: boolean; className: string }) {
  return (
    <HeaderLink routed={routed} to="/dashboard" className={className}>
      {siteLayout.dashboard}
    </HeaderLink>
  );
}

/** Logout: a post to /logout, through the router on a hydrated page (`routed`), else a plain form. */
export function LogoutForm({ routed, className }: { routed: boolean; className: string }) {
  const button = (
    <button type="submit" className={className}>
      {siteLayout.logout}
    </button>
  );
  return routed ? (
    <Form method="post" action="/logout">
      {button}
    </Form>
  ) : (
    <form action="/logout" method="post">
      {button}
    </form>
  );
}
