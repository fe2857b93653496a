import nodemailer, { type Transporter } from "nodemailer";
import { db } from "~/db/client.server";
import { devMailbox } from "~/db/schema";
import { env, isPublicDeployment } from "~/env.server";
import { singleton } from "~/lib/singleton.server";
import { logger } from "~/services/logger.server";
import type { MailContent } from "./templates.server";

export type OutgoingMail = MailContent & {
  to: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on alert digests (RFC 8058). */
  headers?: Record<string, string>;
};

/** Where mail goes: SMTP when SMTP_URL is set; otherwise, on a local deployment, the dev mailbox table. */
export function mailTransportKind(): "smtp" | "dev-mailbox" | "none" {
  const e = env();
  if (e.SMTP_URL) return "smtp";
  return isPublicDeployment(e) ? "none" : "dev-mailbox";
}

function smtpTransport(): Transporter {
  // Keyed by URL so a test that points SMTP_URL at its own receiver gets a transport for it.
  const url = env().SMTP_URL as string;
  return singleton(`smtp:${url}`, () => nodemailer.createTransport(url));
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const kind = mailTransportKind();
  if (kind === "smtp") {
    const info = await smtpTransport().sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
    });
    logger().info({ messageId: info.messageId, subject: mail.subject }, "mail sent");
    return;
  }
  if (kind === "dev-mailbox") {
    await db().insert(devMailbox).values({ to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html });
    logger().info({ to: mail.to, subject: mail.subject }, "mail stored in the dev mailbox (/dev/mailbox)");
    return;
  }
  throw new Error("Mail is not configured: set SMTP_URL (the dev mailbox is disabled in production).");
}
