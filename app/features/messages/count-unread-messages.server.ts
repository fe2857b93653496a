import { and, count, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { messages as messageRows } from "~/db/schema";
import type { MaybeActor } from "~/lib/permissions";

/** The Messages tab's count: messages to this user not yet read (an index-only count over the unread rows). */
export async function countUnreadMessages({ actor }: { actor: MaybeActor }): Promise<number> {
  if (!actor) return 0;
  const [row] = await db()
    .select({ n: count() })
    .from(messageRows)
    .where(and(eq(messageRows.recipientUserId, actor.userId), isNull(messageRows.readAt)));
  return row?.n ?? 0;
}
