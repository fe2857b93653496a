import Bell from "lucide-react/icons/bell";
import { siteLayout } from "~/lib/messages";
import { HeaderLink } from "./header-link";

/**
 * The header's bell for signed-in users: a plain link to the notifications page, named with the unread count
 * (screen readers hear "Notifications, 3 unread"); the badge shows it to the eye. No script needed.
 */
export function NotificationBell({ unread, className = "", routed = true }: { unread: number; className?: string; routed?: boolean }) {
  // `routed`: a router link (hydrated pages); false for the header rendered apart from the page (MarkupOnce).
  return (
    <HeaderLink
      routed={routed}
      to="/dashboard/notifications"
      aria-label={siteLayout.bellLabel(unread)}
      data-testid="notification-bell"
      className={`relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 ${className}`}
    >
      <Bell aria-hidden="true" className="h-5 w-5" />
      {unread > 0 ? (
        <span
          aria-hidden="true"
          data-testid="notification-count"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-[11px] font-bold leading-5 text-white"
        >
          {unread > 99 ? "99+" : unread}
        </span>
      ) : null}
    </HeaderLink>
  );
}

