import nodemailer, { type Transporter } from "nodemailer";
import { db } from "~/db/client.server";
import { devMailbox, devMailboxAttachments } from "~/db/schema";
import { env, isPublicDeployment } from "~/env.server";
import { singleton } from "~/server-lib/singleton.server";
import { logger } from "~/services/logger.server";
import { recordMail } from "~/services/observability/metrics.server";
import type { MailContent } from "./templates.server";

export type OutgoingMail = MailContent & {
  to: string;
  replyTo?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post on alert digests (RFC 8058). */
  headers?: Record<string, string>;
  /** Files sent with the mail, as text (an interview's .ics invitation). */
  attachments?: MailAttachment[];
};

export type MailAttachment = { filename: string; contentType: string; content: string };

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

/** The outcome of the last mail this process handed to its transport (the admin's System page). */
export type LastMailResult = { at: string; ok: boolean; transport: string; error: string | null };

export function lastMailResult(): LastMailResult | null {
  return singleton<{ last: LastMailResult | null }>("last-mail", () => ({ last: null })).last;
}

export async function sendMail(mail: OutgoingMail): Promise<void> {
  const kind = mailTransportKind();
  const last = singleton<{ last: LastMailResult | null }>("last-mail", () => ({ last: null }));
  try {
    await deliver(kind, mail);
    recordMail("sent", kind);
    last.last = { at: new Date().toISOString(), ok: true, transport: kind, error: null };
  } catch (error) {
    recordMail("failed", kind);
    last.last = { at: new Date().toISOString(), ok: false, transport: kind, error: error instanceof Error ? error.message : String(error) };
    throw error;
  }
}

async function deliver(kind: ReturnType<typeof mailTransportKind>, mail: OutgoingMail): Promise<void> {
  if (kind === "smtp") {
    const info = await smtpTransport().sendMail({
      from: env().MAIL_FROM,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      headers: mail.headers,
      attachments: mail.attachments?.map((a) => ({ filename: a.filename, content: a.content, contentType: a.contentType })),
    });
    logger().info({ messageId: info.messageId, subject: mail.subject }, "mail sent");
    return;
  }
  if (kind === "dev-mailbox") {
    await db().transaction(async (tx) => {
      const [stored] = await tx.insert(devMailbox).values({ to: mail.to.toLowerCase(), subject: mail.subject, text: mail.text, html: mail.html }).returning({ id: devMailbox.id });
      if (stored && mail.attachments?.length) {
        await tx.insert(devMailboxAttachments).values(mail.attachments.map((a) => ({ mailId: stored.id, filename: a.filename, contentType: a.contentType, content: a.content })));
      }
    });
    logger().info({ to: mail.to, subject: mail.subject }, "mail stored in the dev mailbox (/dev/mailbox)");
    return;
  }
  throw new Error("Mail is not configured: set SMTP_URL (the dev mailbox is disabled in production).");
}
