import { and, count, eq, isNull, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { messages as messageRows } from "~/db/schema";
import type { MaybeActor } from "~/lib/permissions";

/**
 * The Messages tab's count: messages to this user not yet read (an index-only count over the unread rows). The page of
 * a conversation being opened passes it as `openingThreadId`: its messages are being marked read by the same request.
 */
export async function countUnreadMessages({ actor, openingThreadId }: { actor: MaybeActor; openingThreadId?: number | null }): Promise<number> {
  if (!actor) return 0;
  const [row] = await db()
    .select({ n: count() })
    .from(messageRows)
    .where(and(eq(messageRows.recipientUserId, actor.userId), isNull(messageRows.readAt), openingThreadId ? ne(messageRows.threadId, openingThreadId) : undefined));
  return row?.n ?? 0;
}
