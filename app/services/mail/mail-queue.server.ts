import { defineJob, enqueue } from "~/services/queue/queue.server";
import { sendMail, type OutgoingMail } from "./mailer.server";

/**
 * Every mail leaves through this job: a request only stores it on the queue, so a slow or failing SMTP server never
 * slows or fails the request. Delivery is retried with backoff for about an hour (1, 2, 4 … 32 minutes); a mail
 * that still cannot be delivered shows in the admin's failed-jobs view, where it can be sent again.
 * At least once: a crash after the SMTP server accepted a mail but before the job was completed sends it again.
 */
export const sendMailJob = defineJob<OutgoingMail>({
  name: "mail-send",
  options: { retryLimit: 6, retryDelay: 60, expireInSeconds: 120 },
  handle: (mail) => sendMail(mail),
});

/**
 * Queues a mail; resolves once it is stored, throws when it could not be. With `key`, queuing the same mail twice
 * (a background job tried again) stores it once.
 */
export async function queueMail(mail: OutgoingMail, options: { key?: string } = {}): Promise<void> {
  await enqueue(sendMailJob, mail, options.key ? { key: options.key } : {});
}
