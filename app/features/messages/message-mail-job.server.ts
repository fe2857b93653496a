import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { messages as messageRows, messageThreads, profiles, user } from "~/db/schema";
import { usersWantingMail } from "~/services/notify/notify.server";
import { MESSAGES_PATH, threadPath } from "~/lib/message-links";
import { queueMail } from "~/services/mail/mail-queue.server";
import { newMessagesMail, siteUrl } from "~/services/mail/templates.server";
import { defineJob } from "~/services/queue/queue.server";

/** At most this many messages are quoted in one mail; the rest are counted. */
const QUOTED = 5;
const EXCERPT = 300;

/**
 * One mail for a recipient's new messages. Sent MESSAGE_MAIL_DELAY_SECONDS after a message (per recipient, with a
 * singleton key), it takes every message to that user that is still unread and was never mailed, so a burst of
 * messages makes one mail and a message read in the meantime makes none. Idempotent: the messages are claimed
 * (mailed_at) before the mail is queued, so a second run finds nothing; if queueing fails the claim is undone and
 * the job is retried.
 */
export async function mailNewMessages({ recipientUserId }: { recipientUserId: string }): Promise<number> {
  const [recipient] = await db().select({ id: user.id, name: user.name, email: user.email }).from(user).where(eq(user.id, recipientUserId)).limit(1);
  if (!recipient) return 0;
  if (!(await usersWantingMail([recipient.id], "messages")).has(recipient.id)) return 0;

  const claimed = await db()
    .update(messageRows)
    .set({ mailedAt: new Date() })
    .where(and(eq(messageRows.recipientUserId, recipient.id), isNull(messageRows.readAt), isNull(messageRows.mailedAt)))
    .returning({ id: messageRows.id, threadId: messageRows.threadId, senderSide: messageRows.senderSide, body: messageRows.body, createdAt: messageRows.createdAt });
  if (claimed.length === 0) return 0;

  try {
    claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id);
    const threadIds = [...new Set(claimed.map((c) => c.threadId))];
    const employerProfile = alias(profiles, "employer_profile");
    const threads = await db()
      .select({
        id: messageThreads.id,
        jobTitle: messageThreads.jobTitle,
        doctorName: profiles.name,
        employerName: sql<string>`coalesce(nullif(trim(${employerProfile.company}), ''), ${employerProfile.name}, ${user.name})`,
      })
      .from(messageThreads)
      .innerJoin(profiles, eq(profiles.id, messageThreads.doctorProfileId))
      .innerJoin(user, eq(user.id, messageThreads.employerUserId))
      .leftJoin(employerProfile, eq(employerProfile.id, messageThreads.employerUserId))
      .where(inArray(messageThreads.id, threadIds));
    const byId = new Map(threads.map((t) => [t.id, t]));
    const items = claimed.slice(-QUOTED).map((c) => {
      const t = byId.get(c.threadId);
      const from = c.senderSide === "employer" ? (t?.employerName ?? "") : (t?.doctorName ?? "");
      const body = c.body.length > EXCERPT ? `${c.body.slice(0, EXCERPT).trimEnd()}…` : c.body;
      return { from, jobTitle: t?.jobTitle ?? null, excerpt: body };
    });
    const link = threadIds.length === 1 ? threadPath(threadIds[0]!) : MESSAGES_PATH;
    await queueMail({ to: recipient.email, ...newMessagesMail({ name: recipient.name, count: claimed.length, items, url: siteUrl(link) }) });
    return claimed.length;
  } catch (error) {
    await db()
      .update(messageRows)
      .set({ mailedAt: null })
      .where(inArray(messageRows.id, claimed.map((c) => c.id)));
    throw error;
  }
}

export const messageMailJob = defineJob<{ recipientUserId: string }>({
  name: "message-mail",
  options: { retryLimit: 5, retryDelay: 60, expireInSeconds: 120 },
  handle: async (data) => void (await mailNewMessages(data)),
});

/** One waiting mail job per recipient is enough: its key (the handler batches whatever is unread anyway). */
export const messageMailKey = (recipientUserId: string) => `message-mail:${recipientUserId}`;
