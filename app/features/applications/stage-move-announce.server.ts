import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { applicationEmails, applicationStageMoves, applications, jobs, profiles, user } from "~/db/schema";
import { bodyParagraphs } from "~/lib/email-template";
import { queueMail } from "~/services/mail/mail-queue.server";
import { applicationStatusMail, employerMessageMail, organisationTemplateMail } from "~/services/mail/templates.server";
import { notify, usersWantingMail } from "~/services/notify/notify.server";
import { defineJob } from "~/services/queue/queue.server";
import { doctorMoveNotice, doctorStageLabel, rejectionMailText } from "./messages";
import type { StageKind } from "./stage-template";

/**
 * When a move's undo window has passed: the doctor's bell and mail, in plain words, if the move still stands and is
 * the application's latest (several quick moves tell the doctor once, where the application ended up). A rejection
 * is mailed only when the employer chose to send the previewed message.
 */
export const stageMoveAnnounceJob = defineJob<{ moveId: number }>({
  name: "stage-move-announce",
  handle: async ({ moveId }) => {
    const [row] = await db()
      .select({
        move: applicationStageMoves,
        jobTitle: jobs.title,
        company: jobs.company,
        doctorUserId: profiles.userId,
        doctorName: profiles.name,
        doctorEmail: sql<string | null>`coalesce(${user.email}, ${profiles.email})`,
      })
      .from(applicationStageMoves)
      .innerJoin(applications, eq(applications.id, applicationStageMoves.applicationId))
      .innerJoin(jobs, eq(jobs.id, applications.jobId))
      .innerJoin(profiles, eq(profiles.id, applications.doctorId))
      .leftJoin(user, eq(user.id, profiles.userId))
      .where(eq(applicationStageMoves.id, moveId))
      .limit(1);
    if (!row || row.move.undoneAt || !row.doctorUserId) return;
    const [latest] = await db()
      .select({ id: applicationStageMoves.id })
      .from(applicationStageMoves)
      .where(and(eq(applicationStageMoves.applicationId, row.move.applicationId), isNull(applicationStageMoves.undoneAt)))
      .orderBy(desc(applicationStageMoves.createdAt), desc(applicationStageMoves.id))
      .limit(1);
    if (latest?.id !== moveId) return;
    const kind = row.move.toKind as StageKind;
    const label = doctorStageLabel[kind];
    // From now on the doctor's side shows it.
    await db().update(applications).set({ doctorView: kind }).where(and(eq(applications.id, row.move.applicationId), eq(applications.stageId, row.move.toStageId!)));
    await notify({
      userId: row.doctorUserId,
      kind: "application_status",
      title: doctorMoveNotice(row.jobTitle, label),
      body: row.company,
      link: "/dashboard/applications",
      dedupeKey: `stage-move:${moveId}`,
    });
    if (!row.doctorEmail || !(await usersWantingMail([row.doctorUserId], "applicationUpdates")).has(row.doctorUserId)) return;
    if (kind === "rejected") {
      if (!row.move.mailDoctor) return;
      // The text the employer previewed, rendered from their template when the move was made; moves made before
      // templates carry none and get the built-in text they were shown then.
      const { mailSubject, mailBody } = row.move;
      const text = rejectionMailText({ doctorName: row.doctorName, jobTitle: row.jobTitle, company: row.company });
      const mail =
        mailSubject && mailBody
          ? organisationTemplateMail({ subject: mailSubject, paragraphs: bodyParagraphs(mailBody) })
          : employerMessageMail({ name: row.doctorName, subject: text.subject, paragraphs: text.body });
      await queueMail({ to: row.doctorEmail, ...mail }, { key: `stage-move:${moveId}` });
      // The application's timeline shows the mail; a retried job records it once.
      await db()
        .insert(applicationEmails)
        .values({ applicationId: row.move.applicationId, subject: mail.subject, body: mailBody ?? text.body.join("\n\n"), sentBy: row.move.byUserId, moveId })
        .onConflictDoNothing({ target: applicationEmails.moveId });
      return;
    }
    const mail = applicationStatusMail({ name: row.doctorName, jobTitle: row.jobTitle, company: row.company, status: label });
    await queueMail({ to: row.doctorEmail, ...mail }, { key: `stage-move:${moveId}` });
  },
});
