import { Form } from "react-router";
import { formatDate } from "~/lib/format";
import { notificationTexts as m } from "~/features/notifications/messages";
import type { NotificationView } from "../notifications.server";
import { NOTIFICATION_INTENTS } from "../schema";

/** The notifications page: newest first, unread ones marked; opening one marks it read and goes to its page. */
export function NotificationsList({ items, topLevel }: { items: NotificationView[]; /** The doctor dashboard has no h1 of its own. */ topLevel: boolean }) {
  const Heading = topLevel ? "h1" : "h2";
  const unread = items.filter((n) => !n.read).length;
  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <Heading className="text-xl font-bold text-slate-900">{m.pageTitle}</Heading>
          <p className="mt-1 text-sm text-slate-600">{m.pageIntro}</p>
        </div>
        {unread > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value={NOTIFICATION_INTENTS.markAllRead} />
            <button type="submit" className="rounded-lg border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-700 hover:bg-slate-50">
              {m.markAllRead}
            </button>
          </Form>
        ) : null}
      </div>
      {items.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">{m.empty}</p>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white" data-testid="notifications">
          {items.map((n) => (
            <li key={n.id} data-read={n.read ? "true" : "false"}>
              <Form method="post" className="contents">
                <input type="hidden" name="intent" value={NOTIFICATION_INTENTS.open} />
                <input type="hidden" name="id" value={n.id} />
                <button type="submit" className={`block w-full px-5 py-4 text-left hover:bg-slate-50 ${n.read ? "" : "bg-brand-50/60"}`}>
                  <span className="flex items-start justify-between gap-3">
                    <span className="font-semibold text-slate-900">{n.title}</span>
                    {n.read ? null : <span className="shrink-0 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">{m.unreadBadge}</span>}
                  </span>
                  {n.body ? <span className="mt-1 block text-sm text-slate-600">{n.body}</span> : null}
                  <span className="mt-1 block text-xs text-slate-500">{formatDate(n.createdAt)}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
