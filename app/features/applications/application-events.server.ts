import { and, asc, eq, gt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applications, jobs, profiles, user } from "~/db/schema";
import { applicationRecords } from "~/features/applications/messages";
import { notify, usersWantingMail } from "~/services/notify/notify.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { applicationSentMail, newApplicantsMail } from "~/services/mail/templates.server";
import { defineJob, enqueue } from "~/services/queue/queue.server";
import { doctorContactColumns } from "./doctor-contact.server";

/** New applicants on one job are mailed to its employer at most once per this many seconds (a busy job's batch). */
export const APPLICANT_MAIL_BATCH_SECONDS = 600;

/**
 * A job's new applicants since the last such mail, in one mail to the employer. Sent debounced per job, so a busy job
 * gets one mail per window; it reads what is new when it runs, and records how far it got, so running twice sends
 * nothing twice.
 */
export const newApplicantsMailJob = defineJob<{ jobId: number }>({
  name: "new-applicants-mail",
  handle: async ({ jobId }) => {
    const [job] = await db()
      .select({ id: jobs.id, title: jobs.title, ownerId: jobs.userId, mailedAt: jobs.applicantsMailedAt, ownerName: user.name, ownerEmail: user.email })
      .from(jobs)
      .leftJoin(user, eq(user.id, jobs.userId))
      .where(eq(jobs.id, jobId))
      .limit(1);
    if (!job?.ownerId || !job.ownerEmail) return;
    const fresh = await db()
      .select({ name: profiles.name, specialization: profiles.specialization, createdAt: applications.createdAt })
      .from(applications)
      .innerJoin(profiles, eq(profiles.id, applications.doctorId))
      .where(and(eq(applications.jobId, jobId), job.mailedAt ? gt(applications.createdAt, job.mailedAt) : undefined))
      .orderBy(asc(applications.createdAt))
      .limit(200);
    const last = fresh.at(-1);
    if (!last) return;
    if ((await usersWantingMail([job.ownerId], "newApplicants")).has(job.ownerId)) {
      const mail = newApplicantsMail({ name: job.ownerName ?? "", jobTitle: job.title, jobId, applicants: fresh });
      await queueMail({ to: job.ownerEmail, ...mail }, { key: `new-applicants:${jobId}:${last.createdAt.toISOString()}` });
    }
    await db().update(jobs).set({ applicantsMailedAt: last.createdAt }).where(eq(jobs.id, jobId));
  },
});

/**
 * What follows an application, off the request: the doctor's confirmation mail, the employer's bell, and the batched
 * new-applicants mail. Each step is keyed by the application, so a retried job repeats none of them.
 */
export const applicationSubmittedJob = defineJob<{ applicationId: number }>({
  name: "application-submitted",
  handle: async ({ applicationId }) => {
    const [row] = await db()
      .select({
        jobId: jobs.id,
        jobTitle: jobs.title,
        company: jobs.company,
        ownerId: jobs.userId,
        ...doctorContactColumns,
      })
      .from(applications)
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(profiles, eq(profiles.id, applications.doctorId))
      .leftJoin(user, eq(user.id, profiles.userId))
      .where(eq(applications.id, applicationId))
      .limit(1);
    if (!row) return;
    if (row.doctorUserId && row.doctorEmail && (await usersWantingMail([row.doctorUserId], "applicationUpdates")).has(row.doctorUserId)) {
      await queueMail(
        { to: row.doctorEmail, ...applicationSentMail({ name: row.doctorName, jobTitle: row.jobTitle, company: row.company }) },
        { key: `application-sent:${applicationId}` },
      );
    }
    if (row.ownerId) {
      await notify({
        userId: row.ownerId,
        kind: "new_applicant",
        title: applicationRecords.newApplicant(row.doctorName),
        body: row.jobTitle,
        link: `/dashboard/applicants/${row.jobId}`,
        dedupeKey: `new-applicant:${applicationId}`,
      });
      await enqueue(newApplicantsMailJob, { jobId: row.jobId }, { singletonKey: `job:${row.jobId}`, debounceSeconds: APPLICANT_MAIL_BATCH_SECONDS });
    }
  },
});

/** After an application is stored: the rest happens on the queue. */
export async function announceApplication(applicationId: number): Promise<void> {
  await enqueue(applicationSubmittedJob, { applicationId }, { key: String(applicationId) });
}
