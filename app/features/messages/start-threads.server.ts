import { and, eq, inArray, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, auditLog, jobs, messageBlocks, messageThreads, messages as messageRows, profiles } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { verificationLabels } from "~/lib/messages";
import { messaging as m } from "~/features/messages/messages";
import { can, type MaybeActor } from "~/lib/permissions";
import { announceMessage } from "./post-message.server";
import { messageBody } from "./schema";
import { adminUserId, requireActor } from "./thread-access.server";

/**
 * The same message from an employer to several applicants of one of its jobs (a bulk action): one conversation per
 * doctor about the job, found or created, as startThread does for one. The rules are startThread's: a verified
 * employer (or the admin) who may move the job's candidates; every doctor an applicant of the job; none who has
 * blocked the writer, or nothing is sent and the refusal names them. The conversations and messages are written by
 * one statement each, in one transaction; each doctor is then told as after any message.
 */
export async function startThreadsWithApplicants({
  actor,
  jobId,
  doctorProfileIds,
  body,
  bodies,
}: {
  actor: MaybeActor;
  jobId: number;
  doctorProfileIds: readonly string[];
  body: string;
  /** Each doctor's own text (the body with its variables filled in for them), by doctor profile id. */
  bodies?: ReadonlyMap<string, string>;
}) {
  const me = requireActor(actor);
  if (!can.startMessageThread(me)) {
    if (me.role === "employer" && !me.isAdmin) throw new AppError("forbidden", m.verifyFirst, undefined, verificationLabels.verificationStep);
    throw new AppError("forbidden", m.onlyEmployersStart);
  }
  const [job] = await db().select({ id: jobs.id, title: jobs.title, organisationId: jobs.organisationId }).from(jobs).where(eq(jobs.id, jobId)).limit(1);
  if (!job) throw new AppError("not_found", m.jobNotFound);
  if (!can.moveCandidates(me, job)) throw new AppError("forbidden", m.jobNotYours);
  const parsed = messageBody().safeParse(body);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? m.bodyRequired;
    throw new AppError("invalid_input", message, { body: message });
  }
  const ids = [...new Set(doctorProfileIds)];
  const doctors = await db()
    .select({
      id: profiles.id,
      userId: profiles.userId,
      name: profiles.name,
      blocked: sql<boolean>`exists (select 1 from ${messageBlocks} b where b.doctor_profile_id = ${profiles.id} and b.employer_user_id = ${me.userId})`,
    })
    .from(profiles)
    .innerJoin(applications, and(eq(applications.doctorId, profiles.id), eq(applications.jobId, jobId)))
    .where(and(inArray(profiles.id, ids), eq(profiles.role, "doctor")));
  if (ids.length === 0 || doctors.length !== ids.length) throw new AppError("forbidden", m.notReachable);
  const blocked = doctors.filter((d) => d.blocked);
  if (blocked.length) throw new AppError("forbidden", m.blockedByDoctors(blocked.map((d) => d.name)));
  const admin = doctors.some((d) => !d.userId) ? await adminUserId() : null;
  const text = parsed.data;
  const threads = await db().transaction(async (tx) => {
    const now = new Date();
    const rows = await tx
      .insert(messageThreads)
      .values(doctors.map((d) => ({ employerUserId: me.userId, doctorProfileId: d.id, jobId: job.id, jobTitle: job.title, lastMessageAt: now })))
      .onConflictDoUpdate({ target: [messageThreads.employerUserId, messageThreads.doctorProfileId, messageThreads.jobId], set: { lastMessageAt: now } })
      .returning({ id: messageThreads.id, doctorProfileId: messageThreads.doctorProfileId });
    const threadOf = new Map(rows.map((r) => [r.doctorProfileId, r.id]));
    const recipients = doctors.map((d) => ({ threadId: threadOf.get(d.id)!, recipientUserId: d.userId ?? admin, doctorProfileId: d.id }));
    await tx
      .insert(messageRows)
      .values(recipients.map((r) => ({ threadId: r.threadId, senderSide: "employer" as const, senderUserId: me.userId, recipientUserId: r.recipientUserId, body: bodies?.get(r.doctorProfileId) ?? text, createdAt: now })));
    await tx.insert(auditLog).values(
      recipients.map((r) => ({ actorId: me.userId, actorEmail: me.email, action: "message.bulk-send", targetType: "message_thread", targetId: String(r.threadId), details: { jobId, doctorProfileId: r.doctorProfileId, batchSize: recipients.length } })),
    );
    return recipients;
  });
  const [writer] = await db().select({ company: profiles.company, name: profiles.name }).from(profiles).where(eq(profiles.id, me.userId)).limit(1);
  const senderName = writer?.company?.trim() || writer?.name || me.name;
  // Each recipient's bell and (debounced) mail, as after any message; a failure here leaves the messages delivered.
  for (const t of threads) await announceMessage({ threadId: t.threadId, recipientUserId: t.recipientUserId, senderName, body: bodies?.get(t.doctorProfileId) ?? text });
  return { count: threads.length };
}
