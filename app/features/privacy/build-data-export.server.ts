import { and, asc, eq, gt, or } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, dataExports, deletionRequests, emailPreferences, jobAlerts, jobs, messages, messageThreads, notifications, profiles, savedJobs, user } from "~/db/schema";
import { AppError } from "~/lib/errors";
import { validation } from "~/lib/messages";
import { privacy } from "~/features/privacy/messages";
import type { MaybeActor } from "~/lib/permissions";
import { storageDriver } from "~/services/storage/storage.server";
import { parseFileUrl } from "~/services/storage/storage.server";
import { hashToken } from "./request-data-export.server";

/**
 * The JSON file behind a "Download my data" link: only for the signed-in owner of an unexpired link. Holds the account,
 * the profile, applications (with their job), saved jobs, job alerts, messages (sent and received), notifications,
 * e-mail preferences and the resume (base64).
 */
export async function buildDataExport({ actor, token }: { actor: MaybeActor; token: string }): Promise<Record<string, unknown>> {
  if (!actor) throw new AppError("unauthenticated", validation.permissionDenied);
  const [link] = await db()
    .select()
    .from(dataExports)
    .where(and(eq(dataExports.tokenHash, hashToken(token)), gt(dataExports.expiresAt, new Date())))
    .limit(1);
  if (!link || link.userId !== actor.userId) throw new AppError("not_found", privacy.linkExpired);
  const [account] = await db()
    .select({ id: user.id, name: user.name, email: user.email, emailVerified: user.emailVerified, createdAt: user.createdAt, twoFactorEnabled: user.twoFactorEnabled })
    .from(user)
    .where(eq(user.id, actor.userId));
  const [stored] = await db().select().from(profiles).where(eq(profiles.id, actor.userId));
  // The directory's search text is name, bio and skills again (derived by the database): not data of its own.
  const profile = stored ? (({ directoryText: _derived, ...rest }) => rest)(stored) : null;
  const apps = await db()
    .select({ id: applications.id, status: applications.status, coverNote: applications.coverNote, history: applications.history, createdAt: applications.createdAt, withdrawnAt: applications.withdrawnAt, jobTitle: jobs.title, company: jobs.company, keptTitle: applications.jobTitle, keptCompany: applications.jobCompany })
    .from(applications)
    .leftJoin(jobs, eq(jobs.id, applications.jobId))
    .where(eq(applications.doctorId, actor.userId));
  const saved = await db().select({ jobId: savedJobs.jobId, title: jobs.title, company: jobs.company, savedAt: savedJobs.createdAt }).from(savedJobs).innerJoin(jobs, eq(jobs.id, savedJobs.jobId)).where(eq(savedJobs.doctorId, actor.userId));
  const alerts = await db()
    .select({ name: jobAlerts.name, search: jobAlerts.query, frequency: jobAlerts.frequency, paused: jobAlerts.paused, createdAt: jobAlerts.createdAt, lastSentAt: jobAlerts.lastSentAt })
    .from(jobAlerts)
    .where(eq(jobAlerts.userId, actor.userId));
  const conversation = await db()
    .select({ threadId: messages.threadId, jobTitle: messageThreads.jobTitle, sentByMe: eq(messages.senderUserId, actor.userId), body: messages.body, createdAt: messages.createdAt, readAt: messages.readAt })
    .from(messages)
    .innerJoin(messageThreads, eq(messageThreads.id, messages.threadId))
    .where(or(eq(messages.senderUserId, actor.userId), eq(messages.recipientUserId, actor.userId)))
    .orderBy(asc(messages.threadId), asc(messages.createdAt));
  const bell = await db()
    .select({ kind: notifications.kind, title: notifications.title, body: notifications.body, link: notifications.link, createdAt: notifications.createdAt, readAt: notifications.readAt })
    .from(notifications)
    .where(eq(notifications.userId, actor.userId));
  const [mailPreferences] = await db().select().from(emailPreferences).where(eq(emailPreferences.userId, actor.userId));
  const deletions = await db()
    .select({ requestedAt: deletionRequests.requestedAt, cancelledAt: deletionRequests.cancelledAt })
    .from(deletionRequests)
    .where(eq(deletionRequests.userId, actor.userId))
    .orderBy(asc(deletionRequests.requestedAt));
  let resume: { fileName: string; contentType: string; base64: string } | null = null;
  const ref = parseFileUrl(profile?.resumeUrl);
  if (ref) {
    const bytes = await storageDriver().get(ref.bucket, ref.key);
    if (bytes) resume = { fileName: ref.key.split("/").pop() ?? "resume.pdf", contentType: "application/pdf", base64: Buffer.from(bytes).toString("base64") };
  }
  return {
    exportedAt: new Date().toISOString(),
    account,
    profile,
    applications: apps.map((a) => ({ ...a, jobTitle: a.jobTitle ?? a.keptTitle, company: a.company ?? a.keptCompany, keptTitle: undefined, keptCompany: undefined })),
    savedJobs: saved,
    jobAlerts: alerts,
    messages: conversation,
    notifications: bell,
    emailPreferences: mailPreferences ?? null,
    deletionRequests: deletions,
    resume,
  };
}
