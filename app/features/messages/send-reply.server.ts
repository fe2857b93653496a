import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { messages as messageRows } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { messaging as m } from "~/features/messages/messages";
import type { MaybeActor } from "~/lib/permissions";
import { announceMessage, storeMessage } from "./post-message.server";
import { queueDeliveries } from "~/services/webhooks/webhooks.server";
import { messageBody } from "./schema";
import { adminUserId, requireThreadSide } from "./thread-access.server";

/**
 * A message in an existing conversation, from either side (the doctor's side replies here; only employers start
 * conversations). Refused to anyone who holds no side, to the admin reading a reported conversation, and to both
 * sides once the doctor blocked the employer (the conversation is read-only then).
 */
export async function sendReply({ actor, threadId, body }: { actor: MaybeActor; threadId: number; body: string }): Promise<void> {
  const { me, thread, side } = await requireThreadSide(actor, threadId);
  if (side === "observer") throw new AppError("forbidden", m.readOnly);
  if (thread.blocked) throw new AppError("forbidden", side === "doctor" ? m.readOnlyBlocked : m.blockedByDoctor);
  const parsed = messageBody().safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? m.bodyRequired;
    throw new AppError("invalid_input", message, { body: message });
  }
  const recipientUserId = side === "employer" ? (thread.doctorUserId ?? (await adminUserId())) : thread.employerUserId;
  const deliveries = await storeMessage(db(), { threadId, senderSide: side, senderUserId: me.userId, recipientUserId, body: parsed.data });
  // Whoever answers has read what came before.
  await db()
    .update(messageRows)
    .set({ readAt: new Date() })
    .where(and(eq(messageRows.threadId, threadId), eq(messageRows.recipientUserId, me.userId), isNull(messageRows.readAt)));
  await queueDeliveries(deliveries);
  const senderName = side === "employer" ? thread.employerName : thread.doctorName;
  await announceMessage({ threadId, recipientUserId, senderName, body: parsed.data });
}

