import { Link } from "react-router";
import Bell from "lucide-react/icons/bell";
import { notificationTexts as m } from "~/lib/messages";

/**
 * The header's bell for signed-in users: a plain link to the notifications page, named with the unread count
 * (screen readers hear "Notifications, 3 unread"); the badge shows it to the eye. No script needed.
 */
export function NotificationBell({ unread, className = "" }: { unread: number; className?: string }) {
  return (
    <Link
      to="/dashboard/notifications"
      aria-label={m.bellLabel(unread)}
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
    </Link>
  );
}
