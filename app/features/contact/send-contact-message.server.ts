import crypto from "node:crypto";
import { db } from "~/db/client.server";
import { contactMessages } from "~/db/schema";
import { env } from "~/env.server";
import { AppError } from "~/lib/errors";
import { contactForm as msg } from "~/lib/messages";
import { consumeLimit } from "~/services/auth/rate-limit.server";
import { logger } from "~/services/logger.server";
import { queueMail } from "~/services/mail/mail-queue.server";
import { contactMessageMail } from "~/services/mail/templates.server";
import type { ContactInput } from "./schema";

/** The rate-limit key of a client (its address, hashed: the counters table is no place for addresses). */
function clientKey(clientIp: string | null | undefined): string {
  return `contact:ip:${crypto.createHash("sha256").update(clientIp || "unknown").digest("hex")}`;
}

/**
 * A visitor's message from the contact form: counted against the client's limit (so the form cannot be used to
 * spam the team's inbox), stored in one insert, then mailed to the site's contact address with the visitor as
 * Reply-To. A mail that cannot be sent is logged, not refused: the message is stored and nothing is lost.
 */
export async function sendContactMessage({ input, clientIp }: { input: ContactInput; clientIp: string | null | undefined }) {
  const e = env();
  const decision = await consumeLimit(clientKey(clientIp), { windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS, max: e.CONTACT_RATE_LIMIT_MAX });
  if (!decision.allowed) throw new AppError("rate_limited", msg.tooMany);
  const row = { name: input.name, email: input.email, phone: input.phone ?? null, message: input.message };
  const [stored] = await db().insert(contactMessages).values(row).returning({ id: contactMessages.id });
  try {
    await queueMail({ to: e.CONTACT_EMAIL, replyTo: input.email, ...contactMessageMail(row) });
  } catch (error) {
    logger().error({ err: error, contactMessageId: stored?.id }, "contact message stored but not mailed");
  }
  return { id: stored!.id };
}
