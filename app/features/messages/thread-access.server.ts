import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { db } from "~/db/client.server";
import { messageBlocks, messageReports, messageThreads, profiles, user } from "~/db/schema";
import { env } from "~/env.server";
import { AppError } from "~/lib/errors";
import { messaging as m } from "~/features/messages/messages";
import type { Actor, MaybeActor } from "~/lib/permissions";

// Who holds which side of a conversation. Shared by the feature's functions; the rules live here once:
// - the employer side is the user who started it (an employer or the admin);
// - the doctor side is the doctor's account, or the admin when the profile has none (admin-created profiles);
// - the admin may also read (never write in) a conversation that was reported to them.

export type ThreadSide = "employer" | "doctor" | "observer";

export function requireActor(actor: MaybeActor): Actor {
  if (!actor) throw new AppError("unauthenticated", m.signInToMessage);
  return actor;
}

const employerProfile = alias(profiles, "employer_profile");

/** The name an employer goes by in conversations: their company, else their name. */
export const employerNameSql = sql<string>`coalesce(nullif(trim(${employerProfile.company}), ''), ${employerProfile.name}, ${user.name})`;

/** A thread with what deciding access needs. */
export async function loadThread(threadId: number) {
  const [row] = await db()
    .select({
      id: messageThreads.id,
      employerUserId: messageThreads.employerUserId,
      doctorProfileId: messageThreads.doctorProfileId,
      jobId: messageThreads.jobId,
      jobTitle: messageThreads.jobTitle,
      doctorUserId: profiles.userId,
      doctorName: profiles.name,
      employerName: employerNameSql,
      blocked: sql<boolean>`exists (select 1 from ${messageBlocks} b where b.doctor_profile_id = ${messageThreads.doctorProfileId} and b.employer_user_id = ${messageThreads.employerUserId})`,
      reported: sql<boolean>`exists (select 1 from ${messageReports} r where r.thread_id = ${messageThreads.id})`,
    })
    .from(messageThreads)
    .innerJoin(profiles, eq(profiles.id, messageThreads.doctorProfileId))
    .innerJoin(user, eq(user.id, messageThreads.employerUserId))
    .leftJoin(employerProfile, eq(employerProfile.id, messageThreads.employerUserId))
    .where(eq(messageThreads.id, threadId))
    .limit(1);
  return row ?? null;
}

export type LoadedThread = NonNullable<Awaited<ReturnType<typeof loadThread>>>;

/** The side the actor holds in the thread, or null when it is none of theirs. */
export function sideOf(actor: Actor, thread: Pick<LoadedThread, "employerUserId" | "doctorUserId" | "reported">): ThreadSide | null {
  if (thread.employerUserId === actor.userId) return "employer";
  if (thread.doctorUserId !== null ? thread.doctorUserId === actor.userId : actor.isAdmin) return "doctor";
  if (actor.isAdmin && thread.reported) return "observer";
  return null;
}

/** The thread and the actor's side in it; anyone else's thread is "not found" (its existence is not revealed). */
export async function requireThreadSide(actor: MaybeActor, threadId: number): Promise<{ me: Actor; thread: LoadedThread; side: ThreadSide }> {
  const me = requireActor(actor);
  const thread = await loadThread(threadId);
  const side = thread ? sideOf(me, thread) : null;
  if (!thread || !side) throw new AppError("not_found", m.threadNotFound);
  return { me, thread, side };
}

/** The doctor's side only (blocking, reporting). */
export async function requireDoctorSide(actor: MaybeActor, threadId: number) {
  const found = await requireThreadSide(actor, threadId);
  if (found.side !== "doctor") throw new AppError("forbidden", m.onlyDoctorSide);
  return found;
}

/** The admin's account (the verified ADMIN_EMAIL user; better-auth stores addresses lowercased), who reads for profiles without an account; null before it exists. */
export async function adminUserId(): Promise<string | null> {
  const [row] = await db()
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.email, env().ADMIN_EMAIL), eq(user.emailVerified, true)))
    .limit(1);
  return row?.id ?? null;
}
