import { accountMails } from "~/lib/messages";
import { env } from "~/env.server";
import { escapeHtml } from "~/lib/html";
import { formatDateTime } from "~/lib/format";
import { contactOptions } from "~/lib/messages";

// Transactional mails: plain text + HTML, branded, absolute links from BASE_URL, user values HTML-escaped.

export type MailContent = { subject: string; text: string; html: string };

/** An absolute link on the site: "/login" -> "https://dochire.in/login". */
export function siteUrl(pathAndQuery: string): string {
  return new URL(pathAndQuery, `${env().BASE_URL}/`).toString();
}

type Block =
  | { kind: "p"; text: string }
  | { kind: "button"; label: string; url: string }
  | { kind: "link"; label: string; url: string }
  | { kind: "muted"; text: string }
  /** A quoted message: its line breaks kept. */
  | { kind: "quote"; text: string };

function greeting(name: string | null | undefined): string {
  const full = (name ?? "").trim().replace(/\s+/g, " ");
  return full ? `Hello ${full},` : "Hello,";
}

/** `name` null: "Hello,"; false: no greeting at all (a template that writes its own). */
function compose(subject: string, name: string | null | undefined | false, blocks: Block[]): MailContent {
  const brand = env().BRAND_NAME;
  const textParts = name === false ? [] : [greeting(name), ""];
  for (const b of blocks) {
    if (b.kind === "button") textParts.push(`${b.label}:`, b.url, "");
    else if (b.kind === "link") textParts.push(`${b.label}: ${b.url}`, "");
    else if (b.kind === "quote") textParts.push(b.text.split("\n").map((line) => `> ${line}`).join("\n"), "");
    else textParts.push(b.text, "");
  }
  textParts.push(`— The ${brand} team`, siteUrl("/"));
  const htmlBlocks = blocks
    .map((b) => {
      if (b.kind === "button") {
        const url = escapeHtml(b.url);
        return `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;background:#127d72;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 20px;border-radius:8px">${escapeHtml(b.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#64748b">If the button does not work, copy this link into your browser:<br><a href="${url}" style="color:#127d72;word-break:break-all">${url}</a></p>`;
      }
      if (b.kind === "link") {
        return `<p style="margin:-8px 0 16px;font-size:14px"><a href="${escapeHtml(b.url)}" style="color:#127d72;font-weight:600">${escapeHtml(b.label)}</a></p>`;
      }
      if (b.kind === "quote") {
        return `<p style="margin:0 0 16px;padding:8px 12px;border-left:3px solid #cbd5e1;font-size:15px;line-height:1.6;color:#1e293b;white-space:pre-line">${escapeHtml(b.text)}</p>`;
      }
      const color = b.kind === "muted" ? "#64748b" : "#1e293b";
      const size = b.kind === "muted" ? "13px" : "15px";
      return `<p style="margin:0 0 16px;font-size:${size};line-height:1.6;color:${color}">${escapeHtml(b.text).replace(/\n/g, "<br>")}</p>`;
    })
    .join("\n");
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f1f5f9;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f1f5f9;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;overflow:hidden;border:1px solid #e2e8f0">
<tr><td style="background:#127d72;padding:18px 28px"><a href="${escapeHtml(siteUrl("/"))}" style="color:#ffffff;font-size:20px;font-weight:700;text-decoration:none">${escapeHtml(brand)}</a></td></tr>
<tr><td style="padding:28px">
${name === false ? "" : `<p style="margin:0 0 16px;font-size:15px;color:#1e293b">${escapeHtml(greeting(name))}</p>
`}${htmlBlocks}
<p style="margin:24px 0 0;font-size:15px;color:#1e293b">— The ${escapeHtml(brand)} team</p>
</td></tr></table>
<p style="margin:16px 0 0;font-size:12px;color:#94a3b8">${escapeHtml(brand)} · India's doctor job portal · <a href="${escapeHtml(siteUrl("/"))}" style="color:#94a3b8">${escapeHtml(new URL(env().BASE_URL).host)}</a></p>
</td></tr></table>
</body></html>`;
  return { subject, text: textParts.join("\n"), html };
}

export function verificationMail(input: { name: string | null; url: string }): MailContent {
  const brand = env().BRAND_NAME;
  return compose(`Confirm your e-mail address for ${brand}`, input.name, [
    { kind: "p", text: `Thank you for registering with ${brand}. Please confirm your e-mail address to activate your account.` },
    { kind: "button", label: "Confirm my e-mail address", url: input.url },
    { kind: "muted", text: "This link is valid for 24 hours. If you did not create an account, you can ignore this message." },
  ]);
}

export function resetPasswordMail(input: { name: string | null; url: string }): MailContent {
  const brand = env().BRAND_NAME;
  return compose(`Reset your ${brand} password`, input.name, [
    { kind: "p", text: `We received a request to reset the password of your ${brand} account.` },
    { kind: "button", label: "Choose a new password", url: input.url },
    { kind: "muted", text: "This link is valid for 1 hour and can be used once. If you did not ask for it, ignore this message: your password stays the same." },
  ]);
}

export function passwordChangedMail(input: { name: string | null; email: string }): MailContent {
  const brand = env().BRAND_NAME;
  return compose(`Your ${brand} password was changed`, input.name, [
    { kind: "p", text: `The password of your ${brand} account (${input.email}) was just changed, and every other signed-in device was signed out.` },
    { kind: "p", text: "If this was you, there is nothing else to do." },
    { kind: "p", text: "If it was not you, reset your password now and contact our support team." },
    { kind: "button", label: "Reset my password", url: siteUrl("/forgot-password") },
  ]);
}

/** Someone tried to register with an address that already has an account (sign-up itself reveals nothing). */
export function existingAccountMail(input: { name: string | null }): MailContent {
  const brand = env().BRAND_NAME;
  return compose(`You already have a ${brand} account`, input.name, [
    { kind: "p", text: `Someone, probably you, tried to register a new ${brand} account with this e-mail address. You already have an account, so no new one was created.` },
    { kind: "button", label: "Sign in", url: siteUrl("/login") },
    { kind: "p", text: "Forgot your password? You can choose a new one here:" },
    { kind: "button", label: "Reset my password", url: siteUrl("/forgot-password") },
    { kind: "muted", text: "If this was not you, you can ignore this message." },
  ]);
}

/** An employer moved the doctor's application along the pipeline. */
export function applicationStatusMail(input: { name: string; jobTitle: string; company: string; status: string; note?: string }): MailContent {
  const blocks: Block[] = [
    { kind: "p", text: `Your application for ${input.jobTitle} at ${input.company} is now: ${input.status}.` },
  ];
  if (input.note) blocks.push({ kind: "p", text: `Note from the employer: ${input.note}` });
  blocks.push({ kind: "button", label: "View my applications", url: siteUrl("/dashboard/applications") });
  return compose(`Application update: ${input.jobTitle} — ${input.status}`, input.name, blocks);
}

/** The doctor's confirmation that an application reached the employer. */
export function applicationSentMail(input: { name: string; jobTitle: string; company: string }): MailContent {
  return compose(`Application sent: ${input.jobTitle} at ${input.company}`, input.name, [
    { kind: "p", text: `Your application for ${input.jobTitle} at ${input.company} has been sent to the employer, with your resume.` },
    { kind: "p", text: "We will e-mail you when the employer moves it along (under review, interview, offer)." },
    { kind: "button", label: "Track my applications", url: siteUrl("/dashboard/applications") },
  ]);
}

/** The employer's batched mail about new applicants on one job. */
export function newApplicantsMail(input: { name: string; jobTitle: string; jobId: number; applicants: { name: string; specialization: string | null }[] }): MailContent {
  const n = input.applicants.length;
  const shown = input.applicants.slice(0, 10);
  const blocks: Block[] = [
    { kind: "p", text: `${n === 1 ? "A doctor has" : `${n} doctors have`} applied to ${input.jobTitle}:` },
    ...shown.map((a): Block => ({ kind: "p", text: `• ${a.name}${a.specialization ? ` — ${a.specialization}` : ""}` })),
  ];
  if (n > shown.length) blocks.push({ kind: "muted", text: `and ${n - shown.length} more.` });
  blocks.push({ kind: "button", label: "Review applicants", url: siteUrl(`/dashboard/applicants/${input.jobId}`) });
  return compose(`${n === 1 ? "New applicant" : `${n} new applicants`} for ${input.jobTitle}`, input.name, blocks);
}

export type DigestJob = { title: string; company: string; location: string; salary: string; url: string };

/** A job alert's digest: each new matching job with its title, hospital, city, salary and link. */
export function alertDigestMail(input: { alertName: string; jobs: DigestJob[]; total: number; manageUrl: string; unsubscribeUrl: string; searchUrl: string }): MailContent {
  const n = input.total;
  const blocks: Block[] = [{ kind: "p", text: `${n === 1 ? "A new job matches" : `${n} new jobs match`} your job alert "${input.alertName}":` }];
  for (const job of input.jobs) {
    blocks.push({ kind: "p", text: `${job.title}\n${job.company} · ${job.location} · ${job.salary}` });
    blocks.push({ kind: "link", label: "View job", url: job.url });
  }
  if (n > input.jobs.length) blocks.push({ kind: "p", text: `…and ${n - input.jobs.length} more new ${n - input.jobs.length === 1 ? "job" : "jobs"}.` });
  blocks.push({ kind: "button", label: "See all matching jobs", url: input.searchUrl });
  blocks.push({ kind: "muted", text: `Manage your alerts: ${input.manageUrl}` });
  blocks.push({ kind: "muted", text: `Stop this alert with one click: ${input.unsubscribeUrl}` });
  return compose(`${n === 1 ? "1 new job" : `${n} new jobs`} for "${input.alertName}"`, null, blocks);
}

/** Double opt-in for a visitor's job alert: nothing is sent until the address is confirmed. */
export function alertConfirmMail(input: { alertName: string; url: string }): MailContent {
  const brand = env().BRAND_NAME;
  return compose(`Confirm your ${brand} job alert`, null, [
    { kind: "p", text: `Someone (we hope you) asked ${brand} to e-mail new jobs matching "${input.alertName}" to this address.` },
    { kind: "button", label: "Confirm my job alert", url: input.url },
    { kind: "muted", text: "If you did not ask for this, ignore this message: without confirmation we send nothing more." },
  ]);
}

const NEEDS: Record<string, string> = contactOptions.needs;

/** A visitor's enquiry from the Contact Us page, to the site's contact address (replies go to the visitor). */
export function contactMessageMail(input: { name: string; email: string; phone: string | null; organisation?: string | null; need?: string; message: string }): MailContent {
  const brand = env().BRAND_NAME;
  return compose(`Enquiry (${NEEDS[input.need ?? "other"] ?? "Other"}): ${input.name}`, null, [
    { kind: "p", text: `A visitor sent this enquiry through the ${brand} contact page. Reply to this e-mail to answer them.` },
    { kind: "p", text: `Name: ${input.name}` },
    { kind: "p", text: `Organisation: ${input.organisation || "not given"}` },
    { kind: "p", text: `Need: ${NEEDS[input.need ?? "other"] ?? "Other"}` },
    { kind: "p", text: `E-mail: ${input.email}` },
    { kind: "p", text: `Phone: ${input.phone ?? "not given"}` },
    { kind: "p", text: input.message },
    { kind: "button", label: "Open the enquiries inbox", url: siteUrl("/dashboard/enquiries") },
  ]);
}

/** The sender's copy: their enquiry arrived and what happens next. */
export function enquiryReceivedMail(input: { name: string; message: string }): MailContent {
  const brand = env().BRAND_NAME;
  return compose(`We received your enquiry — ${brand}`, input.name, [
    { kind: "p", text: `Thank you for contacting ${brand}. Our team will get back to you within one working day.` },
    { kind: "muted", text: "Your message:" },
    { kind: "p", text: input.message },
  ]);
}

/** New messages in the recipient's conversations, several in one mail, each quoted as plain text. */
export function newMessagesMail(input: { name: string | null; count: number; items: { from: string; jobTitle: string | null; excerpt: string }[]; url: string }): MailContent {
  const brand = env().BRAND_NAME;
  const first = input.items[0];
  const subject = input.count === 1 && first ? `New message from ${first.from} on ${brand}` : `You have ${input.count} new messages on ${brand}`;
  const blocks: Block[] = [{ kind: "p", text: input.count === 1 ? "You have a new message:" : `You have ${input.count} new messages. The latest:` }];
  for (const item of input.items) {
    blocks.push({ kind: "p", text: item.jobTitle ? `${item.from} (about ${item.jobTitle}) wrote:` : `${item.from} wrote:` });
    blocks.push({ kind: "quote", text: item.excerpt });
  }
  blocks.push({ kind: "button", label: "Read and reply", url: input.url });
  blocks.push({ kind: "muted", text: `You receive this because you have an account on ${brand}. You can turn off message e-mails in your profile.` });
  return compose(subject, input.name, blocks);
}

/** The admin verified the employer's organisation. */
export function employerVerifiedMail(input: { name: string | null; company: string }): MailContent {
  return compose(accountMails.verificationApprovedSubject, input.name, [
    { kind: "p", text: `${input.company} is now a verified employer on ${env().BRAND_NAME}. Your jobs carry the verified badge, and you can open the resumes doctors share with verified employers.` },
    { kind: "button", label: "Open my dashboard", url: siteUrl("/dashboard") },
  ]);
}

/** The admin did not approve the employer's verification request, with the reason. */
export function employerRejectedMail(input: { name: string | null; company: string; reason: string }): MailContent {
  return compose(accountMails.verificationRejectedSubject, input.name, [
    { kind: "p", text: `We could not verify ${input.company} on ${env().BRAND_NAME}.` },
    { kind: "p", text: `Reason: ${input.reason}` },
    { kind: "p", text: "You can correct the details and send a new request from your dashboard." },
    { kind: "button", label: "Open my dashboard", url: siteUrl("/dashboard/verification") },
  ]);
}

/** A "Download my data" link. */
export function dataExportMail(input: { name: string | null; url: string; hours: number }): MailContent {
  return compose(accountMails.downloadMailSubject, input.name, [
    { kind: "p", text: `Here is the file with the data ${env().BRAND_NAME} holds about you. Sign in, then open the link; it works for ${input.hours} hours.` },
    { kind: "button", label: "Download my data", url: input.url },
    { kind: "muted", text: "If you did not ask for this, change your password." },
  ]);
}

/** The deletion is scheduled; signing in cancels it. */
export function deletionRequestedMail(input: { name: string | null; erasedOn: Date }): MailContent {
  return compose(accountMails.deleteRequestedMailSubject, input.name, [
    { kind: "p", text: `Your ${env().BRAND_NAME} account will be deleted on ${input.erasedOn.toISOString().slice(0, 10)}.` },
    { kind: "p", text: "Changed your mind? Sign in before then and the deletion is cancelled." },
    { kind: "button", label: "Sign in", url: siteUrl("/login") },
  ]);
}

/** A sign-in cancelled the deletion: when, and what to do if it was not the owner. */
export function deletionCancelledMail(input: { name: string | null; requestedAt: Date; cancelledAt: Date }): MailContent {
  return compose(accountMails.deleteCancelledMailSubject, input.name, [
    { kind: "p", text: accountMails.deleteCancelledMailText(formatDateTime(input.requestedAt), formatDateTime(input.cancelledAt)) },
    { kind: "p", text: accountMails.deleteCancelledMailAgain },
    { kind: "button", label: accountMails.deleteCancelledMailAgainLink, url: siteUrl("/dashboard/my-data") },
    { kind: "p", text: accountMails.deleteCancelledMailNotYou },
    { kind: "link", label: accountMails.deleteCancelledMailResetLink, url: siteUrl("/forgot-password") },
    { kind: "link", label: accountMails.deleteCancelledMailSecurityLink, url: siteUrl("/dashboard/security") },
  ]);
}

/** The account has been erased. */
export function accountDeletedMail(input: { name: string | null }): MailContent {
  return compose(accountMails.deletedMailSubject, input.name, [
    { kind: "p", text: `Your ${env().BRAND_NAME} account and its personal data have been deleted. Employers keep your past applications only as anonymous records.` },
  ]);
}

/** An invitation to join an organisation's team (its texts come from app/features/organisations/messages.ts). */
export function organisationInvitationMail(input: { subject: string; text: string; buttonLabel: string; url: string; muted: string }): MailContent {
  return compose(input.subject, null, [
    { kind: "p", text: input.text },
    { kind: "button", label: input.buttonLabel, url: input.url },
    { kind: "muted", text: input.muted },
  ]);
}

/** A message the employer previewed word for word (a rejection): its paragraphs as written, and the doctor's page. */
export function employerMessageMail(input: { name: string; subject: string; paragraphs: readonly string[] }): MailContent {
  return compose(input.subject, input.name, [
    ...input.paragraphs.map((text): Block => ({ kind: "p", text })),
    { kind: "button", label: "View my applications", url: siteUrl("/dashboard/applications") },
  ]);
}

/** A mail about an interview or an offer, to the doctor or a team member, with a button to where it is answered. */
export function hiringEventMail(input: { name: string; subject: string; paragraphs: readonly string[]; button: { label: string; path: string } }): MailContent {
  return compose(input.subject, input.name, [
    ...input.paragraphs.map((text): Block => ({ kind: "p", text })),
    { kind: "button", label: input.button.label, url: siteUrl(input.button.path) },
  ]);
}

/**
 * A mail written from one of the organisation's templates, already rendered as plain text (its variables filled in):
 * its paragraphs as written, each escaped for the HTML part, without a greeting of ours (the template has its own).
 */
export function organisationTemplateMail(input: { subject: string; paragraphs: readonly string[] }): MailContent {
  return compose(input.subject, false, [
    ...input.paragraphs.map((text): Block => ({ kind: "p", text })),
    { kind: "button", label: "View my applications", url: siteUrl("/dashboard/applications") },
  ]);
}

/** To an organisation's owner: a webhook endpoint was turned off after a delivery failed every try. */
export function webhookDisabledMail(input: { name: string | null; url: string; reason: string; failedEvents: number; manageUrl: string }): MailContent {
  return compose("A webhook endpoint was turned off", input.name, [
    { kind: "p", text: `We turned off your organisation's webhook endpoint ${input.url}: ${input.failedEvents} events in a row could not be delivered to it after every try (about 15 hours each).` },
    { kind: "p", text: `Last answer: ${input.reason}` },
    { kind: "p", text: "No more events are sent to it until it is turned on again. Fix the receiver, turn the endpoint on, and redeliver the events it missed from the Webhooks page." },
    { kind: "button", label: "Open Webhooks", url: input.manageUrl },
  ]);
}
