import { desc, eq, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { messageThreads, profiles, user } from "~/db/schema";
import type { MaybeActor } from "~/lib/permissions";
import { requireActor } from "./thread-access.server";

/** The newest conversations an inbox lists. */
export const THREADS_SHOWN = 100;
const PREVIEW = 140;

export type InboxThread = {
  id: number;
  /** The other side's name: the doctor for the employer side, the employer for the doctor's side. */
  counterpart: string;
  side: "employer" | "doctor";
  /** A profile without an account, whose messages the admin reads. */
  managedProfile: boolean;
  jobTitle: string | null;
  preview: string;
  lastMessageAt: string;
  unread: number;
};

/**
 * The signed-in user's conversations, newest first, each with its unread count: an employer's own, a doctor's own,
 * and for the admin their own plus those of directory profiles without an account. One query; the preview and the
 * count are index lookups per listed thread.
 */
export async function listThreads({ actor }: { actor: MaybeActor }): Promise<InboxThread[]> {
  const me = requireActor(actor);
  const employerProfile = alias(profiles, "employer_profile");
  const mine = me.isAdmin
    ? or(eq(messageThreads.employerUserId, me.userId), isNull(profiles.userId))
    : me.role === "doctor"
      ? eq(messageThreads.doctorProfileId, me.userId)
      : eq(messageThreads.employerUserId, me.userId);
  const rows = await db()
    .select({
      id: messageThreads.id,
      employerUserId: messageThreads.employerUserId,
      doctorUserId: profiles.userId,
      doctorName: profiles.name,
      employerName: sql<string>`coalesce(nullif(trim(${employerProfile.company}), ''), ${employerProfile.name}, ${user.name})`,
      jobTitle: messageThreads.jobTitle,
      lastMessageAt: messageThreads.lastMessageAt,
      preview: sql<string>`coalesce((select left(m.body, ${PREVIEW + 1}) from messages m where m.thread_id = ${messageThreads.id} order by m.created_at desc, m.id desc limit 1), '')`,
      unread: sql<number>`(select count(*) from messages m where m.recipient_user_id = ${me.userId} and m.thread_id = ${messageThreads.id} and m.read_at is null)::int`,
    })
    .from(messageThreads)
    .innerJoin(profiles, eq(profiles.id, messageThreads.doctorProfileId))
    .innerJoin(user, eq(user.id, messageThreads.employerUserId))
    .leftJoin(employerProfile, eq(employerProfile.id, messageThreads.employerUserId))
    .where(mine)
    .orderBy(desc(messageThreads.lastMessageAt), desc(messageThreads.id))
    .limit(THREADS_SHOWN);
  return rows.map((r) => {
    const side = r.employerUserId === me.userId ? "employer" : "doctor";
    const preview = r.preview.replace(/\s+/g, " ").trim();
    return {
      id: r.id,
      side,
      counterpart: side === "employer" ? r.doctorName : r.employerName,
      managedProfile: r.doctorUserId === null,
      jobTitle: r.jobTitle,
      preview: preview.length > PREVIEW ? `${preview.slice(0, PREVIEW).trimEnd()}…` : preview,
      lastMessageAt: r.lastMessageAt.toISOString(),
      unread: Number(r.unread),
    };
  });
}
