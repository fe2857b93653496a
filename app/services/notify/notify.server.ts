import { inArray } from "drizzle-orm";
import { db } from "~/db/client.server";
import { emailPreferences, notifications, type NOTIFICATION_KINDS } from "~/db/schema";

// The one door through which features tell users things: a notification in their bell, and whether they want the
// matching mail. The bell's page and the preferences form are the notifications feature's.

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export type NewNotification = {
  userId: string;
  kind: NotificationKind;
  title: string;
  body?: string;
  /** A path on this site, e.g. /dashboard/applications. */
  link: string;
  /** Makes the notification idempotent: a second one with the same key is not stored. */
  dedupeKey?: string;
};

/** A link a notification may carry: a path on this site, never another site ("//evil.example" included). */
export function isSitePath(link: string): boolean {
  return link.startsWith("/") && !link.startsWith("//") && !link.startsWith("/\\");
}

/**
 * Puts notifications in their users' bells, in one insert. Called by the features that produce them (applications,
 * messages, alerts); the caller has already decided that the user may know about the thing.
 */
export async function notify(items: NewNotification | NewNotification[]): Promise<void> {
  const list = (Array.isArray(items) ? items : [items]).filter((n) => isSitePath(n.link));
  if (list.length === 0) return;
  await db()
    .insert(notifications)
    .values(
      list.map((n) => ({ userId: n.userId, kind: n.kind, title: n.title.slice(0, 200), body: (n.body ?? "").slice(0, 500), link: n.link, dedupeKey: n.dedupeKey ?? null })),
    )
    .onConflictDoNothing({ target: notifications.dedupeKey });
}

/** The kinds of mail a user can turn off on their profile (a column each in email_preferences). */
export type EmailPreferenceKind = "applicationUpdates" | "newApplicants" | "messages" | "jobAlerts";

/** Of these users, the ones who want mail of this kind (one query for a whole batch of recipients). */
export async function usersWantingMail(userIds: string[], kind: EmailPreferenceKind): Promise<Set<string>> {
  const unique = [...new Set(userIds)];
  if (unique.length === 0) return new Set();
  const rows = await db().select().from(emailPreferences).where(inArray(emailPreferences.userId, unique));
  const off = new Set(rows.filter((r) => !r[kind]).map((r) => r.userId));
  return new Set(unique.filter((id) => !off.has(id)));
}
