import { eq } from "drizzle-orm";
import type { db } from "~/db/client.server";
import { messages as messageRows, messageThreads, organisationMembers } from "~/db/schema";
import { env } from "~/env.server";
import { notify, usersWantingMail } from "~/services/notify/notify.server";
import { threadPath } from "~/lib/message-links";
import { messaging as m } from "~/features/messages/messages";
import { logger } from "~/services/logger.server";
import { enqueue } from "~/services/queue/queue.server";
import { emitWebhookEvent } from "~/services/webhooks/webhooks.server";
import { messageMailJob, messageMailKey } from "./message-mail-job.server";

/** How much of a message its notification quotes (on one line). */
const NOTIFICATION_EXCERPT = 140;

type Executor = Pick<ReturnType<typeof db>, "insert" | "update" | "select">;

/**
 * Stores a message (the caller has checked who may write it) and moves the thread up its inboxes. Runs inside the
 * caller's transaction when it has one, with the employer's organisation's `message.created` webhook event; returns
 * the event's deliveries, for the caller to queue after the commit.
 */
export async function storeMessage(
  executor: Executor,
  input: { threadId: number; senderSide: "employer" | "doctor"; senderUserId: string; recipientUserId: string | null; body: string },
): Promise<number[]> {
  const now = new Date();
  const [message] = await executor.insert(messageRows).values({ ...input, createdAt: now }).returning({ id: messageRows.id });
  await executor.update(messageThreads).set({ lastMessageAt: now }).where(eq(messageThreads.id, input.threadId));
  const [thread] = await executor
    .select({ employerUserId: messageThreads.employerUserId, doctorProfileId: messageThreads.doctorProfileId, jobId: messageThreads.jobId, organisationId: organisationMembers.organisationId })
    .from(messageThreads)
    .leftJoin(organisationMembers, eq(organisationMembers.userId, messageThreads.employerUserId))
    .where(eq(messageThreads.id, input.threadId))
    .limit(1);
  if (!thread || !message) return [];
  return emitWebhookEvent(executor, thread.organisationId, "message.created", {
    message: { id: message.id, thread_id: input.threadId, job_id: thread.jobId, sender_side: input.senderSide, member_id: thread.employerUserId, doctor_profile_id: thread.doctorProfileId, created_at: now.toISOString() },
  });
}

/**
 * Tells the recipient, once the message is stored: a notification in their bell and, if they want message mail, a
 * mail job delayed so that a burst of messages makes one mail. A queue failure is logged and does not undo the message
 * (the message is in their inbox either way).
 */
export async function announceMessage({ threadId, recipientUserId, senderName, body }: { threadId: number; recipientUserId: string | null; senderName: string; body: string }): Promise<void> {
  if (!recipientUserId) return;
  const excerpt = body.replace(/\s+/g, " ").trim();
  await notify({
    userId: recipientUserId,
    kind: "message",
    title: m.notificationTitle(senderName),
    body: excerpt.length > NOTIFICATION_EXCERPT ? `${excerpt.slice(0, NOTIFICATION_EXCERPT).trimEnd()}…` : excerpt,
    link: threadPath(threadId),
  });
  try {
    if (!(await usersWantingMail([recipientUserId], "messages")).has(recipientUserId)) return;
    await enqueue(messageMailJob, { recipientUserId }, { singletonKey: messageMailKey(recipientUserId), startAfterSeconds: env().MESSAGE_MAIL_DELAY_SECONDS });
  } catch (error) {
    logger().error({ err: error, threadId }, "queueing the new-message mail failed");
  }
}
