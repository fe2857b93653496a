import { and, asc, desc, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { messages as messageRows, messageReports, notifications } from "~/db/schema";
import { threadPath } from "~/lib/message-links";
import type { MaybeActor } from "~/lib/permissions";
import { requireThreadSide, type ThreadSide } from "./thread-access.server";

/** The newest messages a conversation page shows (older ones stay stored). */
export const MESSAGES_SHOWN = 500;

export type ThreadMessage = { id: number; side: "employer" | "doctor"; mine: boolean; senderName: string; body: string; createdAt: string };

export type ThreadView = {
  id: number;
  side: ThreadSide;
  employerName: string;
  doctorName: string;
  doctorProfileId: string;
  /** A directory profile without an account: the admin answers for it. */
  managedProfile: boolean;
  jobTitle: string | null;
  blocked: boolean;
  reportedByMe: boolean;
  canReply: boolean;
  messages: ThreadMessage[];
};

/**
 * One conversation for one of its sides (or the admin reading a reported one). Opening it marks the messages to the
 * reader read, and the bell's notifications that lead here too.
 */
export async function getThread({ actor, threadId }: { actor: MaybeActor; threadId: number }): Promise<ThreadView> {
  const { me, thread, side } = await requireThreadSide(actor, threadId);
  const rows = await db()
    .select({ id: messageRows.id, side: messageRows.senderSide, body: messageRows.body, createdAt: messageRows.createdAt })
    .from(messageRows)
    .where(eq(messageRows.threadId, threadId))
    .orderBy(desc(messageRows.createdAt), desc(messageRows.id))
    .limit(MESSAGES_SHOWN);
  rows.reverse();

  if (side !== "observer") {
    await db()
      .update(messageRows)
      .set({ readAt: new Date() })
      .where(and(eq(messageRows.threadId, threadId), eq(messageRows.recipientUserId, me.userId), isNull(messageRows.readAt)));
    await db()
      .update(notifications)
      .set({ readAt: new Date() })
      .where(and(eq(notifications.userId, me.userId), isNull(notifications.readAt), eq(notifications.link, threadPath(threadId))));
  }
  const [report] = await db()
    .select({ id: messageReports.id })
    .from(messageReports)
    .where(and(eq(messageReports.threadId, threadId), eq(messageReports.reporterUserId, me.userId)))
    .orderBy(asc(messageReports.id))
    .limit(1);

  return {
    id: thread.id,
    side,
    employerName: thread.employerName,
    doctorName: thread.doctorName,
    doctorProfileId: thread.doctorProfileId,
    managedProfile: thread.doctorUserId === null,
    jobTitle: thread.jobTitle,
    blocked: thread.blocked,
    reportedByMe: !!report,
    canReply: side !== "observer" && !thread.blocked,
    messages: rows.map((r) => ({
      id: r.id,
      side: r.side,
      mine: r.side === side,
      senderName: r.side === "employer" ? thread.employerName : thread.doctorName,
      body: r.body,
      createdAt: r.createdAt.toISOString(),
    })),
  };
}
