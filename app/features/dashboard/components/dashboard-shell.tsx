import type { ComponentType, ReactNode } from "react";
import { Form, Link, NavLink, useLocation, useNavigation, useRouteLoaderData } from "react-router";
import LogOut from "lucide-react/icons/log-out";
import Search from "lucide-react/icons/search";
import UserIcon from "lucide-react/icons/user";
import { BrandLogo } from "~/components/layout/brand-logo";
import { NotificationBell } from "~/components/layout/notification-bell";
import { PAGE_FADE_SECONDS } from "~/lib/constants";

export type DashboardUser = { name: string; roleLabel: string; avatarUrl: string | null };

export function initials(name: string): string {
  const words = name
    .replace(/^dr\.?\s+/i, "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const letters = (words[0]?.charAt(0) ?? "") + (words.length > 1 ? (words[words.length - 1]?.charAt(0) ?? "") : "");
  return letters.toUpperCase() || "?";
}

const AVATAR_BOXES = {
  sm: "h-8 w-8 text-xs",
  md: "h-10 w-10 text-sm",
  lg: "h-20 w-20 text-2xl",
  /** The doctor's sidebar: small on a phone, where the sidebar sits above the tab's content. */
  sidebar: "h-12 w-12 text-base lg:h-20 lg:w-20 lg:text-2xl",
} as const;

export function Avatar({ name, url, size = "md" }: { name: string; url: string | null; size?: keyof typeof AVATAR_BOXES }) {
  const box = AVATAR_BOXES[size];
  if (url) return <img src={url} alt="" className={`${box} shrink-0 rounded-full object-cover ring-2 ring-white`} />;
  return (
    <span aria-hidden="true" className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-bold text-white ring-2 ring-white`}>
      {initials(name)}
    </span>
  );
}

/** The dashboard's own slim bar (the dashboard opens without the public header and footer, spec 2.1). */
export function DashboardTopBar({ brand, user }: { brand: string; user: DashboardUser | null }) {
  const navigation = useNavigation();
  // The root loader counts the unread notifications of every signed-in page (and again after each action).
  const unread = (useRouteLoaderData("root") as { user?: { unread?: number } | null } | undefined)?.user?.unread ?? 0;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      {/* A thin progress line while a tab loads (never on the server render). */}
      <div aria-hidden="true" className={`absolute inset-x-0 top-0 h-0.5 origin-left bg-brand-500 transition-transform duration-500 ${navigation.state === "loading" ? "scale-x-75" : "scale-x-0"}`} />
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <BrandLogo brand={brand} />
        {user ? (
          <div className="flex items-center gap-1 sm:gap-3">
            <Link to="/jobs" className="hidden items-center gap-1.5 rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 hover:text-slate-900 md:flex">
              <Search aria-hidden="true" className="h-4 w-4" /> Find Jobs
            </Link>
            <NotificationBell unread={unread} />
            <Link to="/dashboard/profile" className="flex items-center gap-2 rounded-full py-1 pl-1 pr-2 hover:bg-slate-100 sm:pr-3">
              <Avatar name={user.name} url={user.avatarUrl} size="sm" />
              {/* The link is named by the text it shows (read out on small screens too, where it is not shown). */}
              <span className="sr-only text-left leading-tight sm:not-sr-only sm:block">
                <span className="block text-sm font-semibold text-slate-900">{user.name}</span>
                <span className="block text-xs text-slate-500">
                  {user.roleLabel}
                  <span className="sr-only">: my profile</span>
                </span>
              </span>
              <UserIcon aria-hidden="true" className="h-4 w-4 text-slate-400 sm:hidden" />
            </Link>
            <LogoutButton compact />
          </div>
        ) : null}
      </div>
    </header>
  );
}

export function LogoutButton({ compact = false, className = "" }: { compact?: boolean; className?: string }) {
  return (
    <Form method="post" action="/logout">
      <button
        type="submit"
        className={`inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium text-slate-600 hover:bg-red-50 hover:text-red-700 ${className}`}
      >
        <LogOut aria-hidden="true" className="h-4 w-4" />
        <span className={compact ? "hidden sm:inline" : ""}>Logout</span>
        {compact ? <span className="sr-only sm:hidden">Logout</span> : null}
      </button>
    </Form>
  );
}

export type DashboardTab = {
  to: string;
  label: string;
  icon?: ComponentType<{ className?: string; "aria-hidden"?: boolean }>;
  end?: boolean;
  /** A count beside the label (e.g. unread messages), with its words for screen readers. */
  badge?: { count: number; label: string };
};

/**
 * Tabs as links: each tab has its own URL and works without JavaScript. On a phone every tab is in sight, none
 * behind a scroll edge, and the page still opens on its content: below md (the row) or lg (the sidebar) the tabs
 * are small chips that wrap, three rows or so, without their icons.
 */
export function TabLinks({ tabs, label, vertical = false }: { tabs: readonly DashboardTab[]; label: string; vertical?: boolean }) {
  return (
    <nav aria-label={label}>
      <ul className={vertical ? "flex flex-wrap gap-1.5 lg:flex-col lg:flex-nowrap lg:gap-1" : "flex flex-wrap gap-1.5 md:gap-1 md:border-b md:border-slate-200"}>
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              prefetch="intent"
              className={({ isActive }) =>
                vertical
                  ? `flex min-h-8 items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-1 text-xs font-medium transition lg:gap-3 lg:rounded-lg lg:px-3 lg:py-2.5 lg:text-sm ${
                      isActive ? "bg-brand-50 text-brand-800 ring-1 ring-brand-100" : "text-slate-600 ring-1 ring-slate-200 hover:bg-slate-100 hover:text-slate-900 lg:ring-0"
                    }`
                  : `flex min-h-8 items-center gap-1.5 whitespace-nowrap rounded-full px-3 py-1 text-xs font-semibold ring-1 transition md:-mb-px md:h-full md:gap-2 md:rounded-none md:border-b-2 md:bg-transparent md:px-4 md:py-3 md:text-sm md:ring-0 ${
                      isActive
                        ? "bg-brand-50 text-brand-700 ring-brand-200 md:border-brand-600"
                        : "bg-white text-slate-600 ring-slate-200 hover:text-slate-800 md:border-transparent md:text-slate-500 md:hover:border-slate-300"
                    }`
              }
            >
              {tab.icon ? <tab.icon aria-hidden={true} className={`hidden h-4 w-4 shrink-0 ${vertical ? "lg:block" : "md:block"}`} /> : null}
              {tab.label}
              {tab.badge && tab.badge.count > 0 ? (
                <span className="ml-auto rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white lg:ml-1" data-testid="tab-badge">
                  <span aria-hidden="true">{tab.badge.count}</span>
                  <span className="sr-only"> {tab.badge.label}</span>
                </span>
              ) : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Tab content fades in on every tab change (spec 2.2: 0.3 s). */
export function FadePanel({ children }: { children: ReactNode }) {
  const location = useLocation();
  return (
    <div key={location.pathname} className="animate-fade-in" style={{ animationDuration: `${PAGE_FADE_SECONDS}s` }}>
      {children}
    </div>
  );
}

export function EmptyState({
  icon: Icon,
  title,
  text,
  action,
  titleAs: Title = "h3",
}: {
  icon?: DashboardTab["icon"];
  title: string;
  text?: ReactNode;
  action?: ReactNode;
  titleAs?: "h1" | "h2" | "h3";
}) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      {Icon ? (
        <span className="flex h-14 w-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <Icon aria-hidden={true} className="h-7 w-7" />
        </span>
      ) : null}
      <Title className="mt-4 text-lg font-semibold text-slate-900">{title}</Title>
      {text ? <p className="mt-1 max-w-md text-sm text-slate-600">{text}</p> : null}
      {action ? <div className="mt-6">{action}</div> : null}
    </div>
  );
}

export const primaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-700";
export const secondaryButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-2.5 text-sm font-semibold text-slate-700 shadow-sm hover:bg-slate-50";
