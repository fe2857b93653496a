import { queueMail } from "~/services/mail/mail-queue.server";
import { applicationStatusMail } from "~/services/mail/templates.server";

/** Tells the doctor that an employer moved their application. */
export async function sendStatusChangeMail(input: {
  to: string;
  name: string;
  jobTitle: string;
  company: string;
  status: string;
  note?: string;
}): Promise<void> {
  await queueMail({ to: input.to, ...applicationStatusMail(input) });
}
