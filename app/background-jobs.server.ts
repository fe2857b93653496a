import type { AnyJobDefinition } from "~/services/queue/queue.server";
import { purgeExpiredJob } from "~/features/privacy/purge-expired.server";
import { messageMailJob } from "~/features/messages/message-mail-job.server";
import { sendMailJob } from "~/services/mail/mail-queue.server";
import { googleIndexingJob } from "~/services/google-indexing/google-indexing.server";
import { dailyAlertsJob, instantAlertsJob, weeklyAlertsJob } from "~/features/jobs/alerts/alert-digests.server";
import { applicationSubmittedJob, newApplicantsMailJob } from "~/features/applications/application-events.server";
import { stageMoveAnnounceJob } from "~/features/applications/stage-moves.server";
import { interviewReminderJob } from "~/features/applications/interviews/interview-mails.server";
import { webhookDeliveryJob, webhookSweepJob } from "~/services/webhooks/deliver.server";
import { pipelineCatchUpJob } from "~/features/applications/pipeline-catch-up.server";

/**
 * Every kind of background job, so that a worker (the web process by default, or `npm run worker`) works all of
 * them and the scheduled ones get their schedules. A job sent by a process starts that process's worker for it too.
 */
export const backgroundJobs: readonly AnyJobDefinition[] = [
  sendMailJob,
  applicationSubmittedJob,
  newApplicantsMailJob,
  stageMoveAnnounceJob,
  interviewReminderJob,
  instantAlertsJob,
  dailyAlertsJob,
  weeklyAlertsJob,
  googleIndexingJob,
  messageMailJob,
  purgeExpiredJob,
  webhookDeliveryJob,
  webhookSweepJob,
  pipelineCatchUpJob,
];
