import { defineJob } from "~/services/queue/queue.server";
import { and, eq, isNotNull, lt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, dataExports, files, profiles, savedJobs, user } from "~/db/schema";
import { privacy } from "~/features/privacy/messages";
import { DELETION_GRACE_DAYS } from "~/lib/privacy";
import { logger } from "~/services/logger.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { accountDeletedMail } from "~/services/mail/templates.server";
import { removeFile } from "~/services/storage/storage.server";

const BATCH = 100;

/**
 * The scheduled clean-up (to run daily on the job queue): accounts whose deletion was asked for more than
 * DELETION_GRACE_DAYS ago and not cancelled by a sign-in are erased, and expired "Download my data" links go.
 *
 * Erasure: the resume and photo files are removed, saved jobs deleted, applications kept for the employer as anonymous
 * rows (no cover note, no resume), the profile kept only as an anonymous stub they point at ("Deleted account", no
 * contact or professional details, unlisted, no account), and the account itself (user, sessions, credentials,
 * second factor) deleted. The owner is told by mail first.
 */
export async function purgeExpired(now = new Date()): Promise<{ erased: number; exportsRemoved: number }> {
  const cutoff = new Date(now.getTime() - DELETION_GRACE_DAYS * 86_400_000);
  const due = await db()
    .select({ id: user.id, email: user.email, name: user.name })
    .from(user)
    .where(and(isNotNull(user.deletionRequestedAt), lt(user.deletionRequestedAt, cutoff)))
    .limit(BATCH);
  for (const account of due) {
    const owned = await db().select({ bucket: files.bucket, key: files.key }).from(files).where(eq(files.ownerId, account.id));
    await db().transaction(async (tx) => {
      await tx.delete(savedJobs).where(eq(savedJobs.doctorId, account.id));
      await tx.update(applications).set({ coverNote: null, resumeFileId: null, updatedAt: now }).where(eq(applications.doctorId, account.id));
      await tx
        .update(profiles)
        .set({
          userId: null,
          name: privacy.deletedName,
          email: null,
          phone: null,
          location: null,
          specialization: null,
          company: null,
          avatarUrl: null,
          resumeUrl: null,
          bio: null,
          skills: [],
          experienceYears: null,
          availability: null,
          qualifications: [],
          registrationNumber: null,
          listed: false,
          resumeOpenToEmployers: false,
          orgType: null,
          orgRegistration: null,
          contactPerson: null,
          rejectionReason: null,
          updatedAt: now,
        })
        .where(eq(profiles.id, account.id));
      await tx.delete(user).where(eq(user.id, account.id));
    });
    for (const f of owned) await removeFile(f.bucket, f.key);
    try {
      await queueMail({ to: account.email, ...accountDeletedMail({ name: account.name }) });
    } catch (error) {
      logger().error({ err: error }, "could not send the deletion mail");
    }
  }
  const removed = await db().delete(dataExports).where(lt(dataExports.expiresAt, now)).returning({ tokenHash: dataExports.tokenHash });
  if (due.length) logger().info({ erased: due.length }, "erased accounts after their grace period");
  return { erased: due.length, exportsRemoved: removed.length };
}

/** Every night at 3:00 IST: accounts past their 14 days are erased, expired download links removed. */
export const purgeExpiredJob = defineJob<{ run: "nightly" }>({
  name: "privacy-purge",
  options: { retryLimit: 3, retryDelay: 600, expireInSeconds: 3600 },
  schedule: { cron: "0 3 * * *", data: { run: "nightly" } },
  handle: async () => void (await purgeExpired()),
});
