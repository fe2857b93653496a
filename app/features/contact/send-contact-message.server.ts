import crypto from "node:crypto";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { env } from "~/env.server";
import { AppError } from "~/lib/errors";
import { contactForm as msg } from "~/features/contact/messages";
import { consumeLimit } from "~/services/auth/rate-limit.server";
import { logger } from "~/services/logger.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { contactMessageMail, enquiryReceivedMail } from "~/services/mail/templates.server";
import { filledByPerson } from "./form-timing.server";
import type { ContactInput } from "./schema";

/** The rate-limit key of a client (its address, hashed: the counters table is no place for addresses). */
function clientKey(clientIp: string | null | undefined): string {
  return `contact:ip:${crypto.createHash("sha256").update(clientIp || "unknown").digest("hex")}`;
}

/**
 * A visitor's enquiry from the contact page. Spam is kept out without third parties: a robot that fills the hidden
 * `website` field is answered like anyone else but nothing is stored or sent; a form posted sooner than a person
 * could fill it (or without the signed time the page gave it) is refused with a request to check and send again;
 * and each client is rate-limited. The enquiry is stored in one insert (the admin's inbox), then the team and the
 * sender are mailed through the queue. A mail that cannot be queued is logged, not refused: nothing is lost.
 */
export async function sendContactMessage({ input, clientIp }: { input: ContactInput; clientIp: string | null | undefined }): Promise<{ id: number | null }> {
  const e = env();
  if (input.website) return { id: null };
  if (!filledByPerson(input.shownAt)) throw new AppError("invalid_input", msg.tooQuick);
  const decision = await consumeLimit(clientKey(clientIp), { windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: e.CONTACT_RATE_LIMIT_MAX });
  if (!decision.allowed) throw new AppError("rate_limited", msg.tooMany);
  const row = { name: input.name, email: input.email, phone: input.phone ?? null, organisation: input.organisation ?? null, need: input.need, message: input.message };
  const [stored] = await db().insert(contactMessages).values(row).returning({ id: contactMessages.id });
  try {
    await queueMail({ to: e.CONTACT_EMAIL, replyTo: input.email, ...contactMessageMail(row) }, { key: `enquiry:${stored!.id}` });
    await queueMail({ to: input.email, ...enquiryReceivedMail(row) }, { key: `enquiry-received:${stored!.id}` });
  } catch (error) {
    logger().error({ err: error, contactMessageId: stored?.id }, "enquiry stored but not mailed");
  }
  return { id: stored!.id };
}
