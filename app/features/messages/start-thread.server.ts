import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { jobsVisibleTo } from "~/db/organisations.server";
import { applications, jobs, messageBlocks, messageThreads, profiles } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { verificationLabels } from "~/lib/messages";
import { messaging as m } from "~/features/messages/messages";
import { can, type Actor, type MaybeActor } from "~/lib/permissions";
import { announceMessage, storeMessage } from "./post-message.server";
import { messageBody } from "./schema";
import { adminUserId, requireActor } from "./thread-access.server";
import { queueDeliveries } from "~/services/webhooks/webhooks.server";

/**
 * Whom an employer (or the admin) may write to, and about which job: the doctor must be listed in the directory or
 * have applied to one of the writer's jobs (any job, for the admin), must not have blocked the writer, and a job named
 * must be the writer's own. Throws the refusal; returns what the conversation needs.
 */
export async function checkMessageTarget({ actor, doctorProfileId, jobId }: { actor: MaybeActor; doctorProfileId: string; jobId?: number | null }) {
  const me = requireActor(actor);
  if (!can.startMessageThread(me)) {
    if (me.role === "employer" && !me.isAdmin) throw new AppError("forbidden", m.verifyFirst, undefined, verificationLabels.verificationStep);
    throw new AppError("forbidden", m.onlyEmployersStart);
  }
  const [doctor] = await db()
    .select({
      id: profiles.id,
      userId: profiles.userId,
      name: profiles.name,
      listed: profiles.listed,
      blocked: sql<boolean>`exists (select 1 from ${messageBlocks} b where b.doctor_profile_id = ${profiles.id} and b.employer_user_id = ${me.userId})`,
    })
    .from(profiles)
    .where(and(eq(profiles.id, doctorProfileId), eq(profiles.role, "doctor")))
    .limit(1);
  if (!doctor) throw new AppError("not_found", m.doctorNotFound);
  if (doctor.userId === null && me.isAdmin) throw new AppError("forbidden", m.ownManagedProfile);

  let job: { id: number; title: string } | null = null;
  if (jobId) {
    const [row] = await db().select({ id: jobs.id, title: jobs.title, organisationId: jobs.organisationId }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
    if (!row) throw new AppError("not_found", m.jobNotFound);
    if (!can.moveCandidates(me, row)) throw new AppError("forbidden", m.jobNotYours);
    job = { id: row.id, title: row.title };
  }

  if (!doctor.listed && !(await appliedToWritersJob(me, doctor.id))) throw new AppError("forbidden", m.notReachable);
  if (doctor.blocked) throw new AppError("forbidden", m.blockedByDoctor);
  return { me, doctor, job };
}

/** Whether the doctor applied to one of the writer's jobs (any job, for the admin): one indexed probe. */
async function appliedToWritersJob(me: Actor, doctorProfileId: string): Promise<boolean> {
  const [row] = await db()
    .select({ one: sql<number>`1` })
    .from(applications)
    .innerJoin(jobs, eq(jobs.id, applications.jobId))
    .where(and(eq(applications.doctorId, doctorProfileId), jobsVisibleTo(me)))
    .limit(1);
  return !!row;
}

/** The conversation the writer already has with this doctor about this job (or none), if any. */
export async function findThread({ employerUserId, doctorProfileId, jobId }: { employerUserId: string; doctorProfileId: string; jobId: number | null }): Promise<number | null> {
  const [row] = await db()
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(
      and(
        eq(messageThreads.employerUserId, employerUserId),
        eq(messageThreads.doctorProfileId, doctorProfileId),
        jobId ? eq(messageThreads.jobId, jobId) : sql`${messageThreads.jobId} is null`,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/**
 * An employer (or the admin) writes to a doctor: the conversation for this doctor and job is created, or found when
 * it exists, and the message added to it. Returns the conversation's id.
 */
export async function startThread({ actor, doctorProfileId, jobId, body }: { actor: MaybeActor; doctorProfileId: string; jobId?: number | null; body: string }): Promise<number> {
  const { me, doctor, job } = await checkMessageTarget({ actor, doctorProfileId, jobId });
  const parsed = messageBody().safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? m.bodyRequired;
    throw new AppError("invalid_input", message, { body: message });
  }
  const recipientUserId = doctor.userId ?? (await adminUserId());
  const { threadId, deliveries } = await db().transaction(async (tx) => {
    const [thread] = await tx
      .insert(messageThreads)
      .values({ employerUserId: me.userId, doctorProfileId: doctor.id, jobId: job?.id ?? null, jobTitle: job?.title ?? null })
      .onConflictDoUpdate({ target: [messageThreads.employerUserId, messageThreads.doctorProfileId, messageThreads.jobId], set: { lastMessageAt: sql`now()` } })
      .returning({ id: messageThreads.id });
    const id = thread!.id;
    const deliveries = await storeMessage(tx, { threadId: id, senderSide: "employer", senderUserId: me.userId, recipientUserId, body: parsed.data });
    return { threadId: id, deliveries };
  });
  await queueDeliveries(deliveries);
  await announceMessage({ threadId, recipientUserId, senderName: await writerName(me), body: parsed.data });
  return threadId;
}

/** How the writer is named to the doctor: their company, else their name. */
async function writerName(me: Actor): Promise<string> {
  const [row] = await db().select({ company: profiles.company, name: profiles.name }).from(profiles).where(eq(profiles.id, me.userId)).limit(1);
  return row?.company?.trim() || row?.name || me.name;
}
