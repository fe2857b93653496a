import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { notifications } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { notificationTexts as m } from "~/features/notifications/messages";
import type { MaybeActor } from "~/lib/permissions";

/** How many notifications the page shows (newest first); older ones are kept but not listed. */
export const NOTIFICATIONS_SHOWN = 50;

function requireActor(actor: MaybeActor) {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  return actor;
}

export type NotificationView = { id: number; kind: string; title: string; body: string; link: string; read: boolean; createdAt: string };

/** The signed-in user's own notifications, newest first. */
export async function listNotifications({ actor }: { actor: MaybeActor }): Promise<NotificationView[]> {
  const me = requireActor(actor);
  const rows = await db()
    .select()
    .from(notifications)
    .where(eq(notifications.userId, me.userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(NOTIFICATIONS_SHOWN);
  return rows.map((r) => ({ id: r.id, kind: r.kind, title: r.title, body: r.body, link: r.link, read: r.readAt !== null, createdAt: r.createdAt.toISOString() }));
}

/** Marks one of the user's own notifications read and returns where it leads; another user's is "not found". */
export async function openNotification({ actor, id }: { actor: MaybeActor; id: number }): Promise<string> {
  const me = requireActor(actor);
  const [row] = await db()
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
    .where(and(eq(notifications.id, id), eq(notifications.userId, me.userId)))
    .returning({ link: notifications.link });
  if (!row) throw new AppError("not_found", m.notFound);
  return row.link;
}

/** Marks every unread notification of the user read. */
export async function markAllNotificationsRead({ actor }: { actor: MaybeActor }): Promise<number> {
  const me = requireActor(actor);
  const rows = await db()
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, me.userId), isNull(notifications.readAt)))
    .returning({ id: notifications.id });
  return rows.length;
}
