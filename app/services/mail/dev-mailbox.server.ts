import { desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { devMailbox, devMailboxAttachments } from "~/db/schema";
import { env } from "~/env.server";
import { mailTransportKind } from "./mailer.server";
import { escapeHtml } from "~/lib/html";

// The development mailbox at /dev/mailbox: every mail the app "sent" while SMTP_URL is unset, readable in the
// browser so sign-up and reset links work on a fresh machine. It holds live sign-in links, so it is served only
// outside production, only while no SMTP server is configured, and only to the machine itself.

export function devMailboxEnabled(): boolean {
  return mailTransportKind() === "dev-mailbox";
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms. */
export function isLoopbackAddress(address: string | null | undefined): boolean {
  if (!address) return false;
  const a = address.toLowerCase();
  if (a === "::1" || a === "0:0:0:0:0:0:0:1") return true;
  const v4 = a.startsWith("::ffff:") ? a.slice(7) : a;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/**
 * Whether a request may see the mailbox: the real socket peer must be loopback, and no proxy header may be
 * present (a local reverse proxy would otherwise make every visitor look local).
 */
export function mayViewDevMailbox(request: Request, socketAddress: string | null | undefined): boolean {
  if (!devMailboxEnabled()) return false;
  if (request.headers.has("x-forwarded-for") || request.headers.has("forwarded") || request.headers.has("x-real-ip")) return false;
  return isLoopbackAddress(socketAddress);
}

const STYLE = `
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;background:#f1f5f9;color:#1e293b}
header{background:#127d72;color:#fff;padding:14px 24px;display:flex;gap:16px;align-items:center;justify-content:space-between}
header a{color:#fff;text-decoration:none;font-weight:700}
main{max-width:960px;margin:24px auto;padding:0 16px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:12px;overflow:hidden}
table{width:100%;border-collapse:collapse;font-size:14px}
th,td{text-align:left;padding:10px 14px;border-bottom:1px solid #e2e8f0;vertical-align:top}
th{background:#f8fafc;color:#475569;font-weight:600}
td a{color:#0f655d;font-weight:600}
.muted{color:#64748b;font-size:13px}
form{display:flex;gap:8px;margin:0 0 16px}
input{flex:1;padding:8px 10px;border:1px solid #cbd5e1;border-radius:8px;font:inherit}
button{padding:8px 14px;border:0;border-radius:8px;background:#127d72;color:#fff;font:inherit;font-weight:600;cursor:pointer}
pre{white-space:pre-wrap;word-break:break-word;margin:0;padding:16px;font:14px/1.6 ui-monospace,Menlo,Consolas,monospace}
pre a{color:#0f655d}
dl{display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0;padding:16px;font-size:14px}
dt{color:#64748b}
h1{font-size:20px;margin:0 0 16px}
h2{font-size:15px;margin:24px 0 8px;color:#475569}
`;

function page(title: string, body: string): Response {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} · ${escapeHtml(env().BRAND_NAME)} dev mailbox</title><style>${STYLE}</style></head>
<body><header><a href="/dev/mailbox">${escapeHtml(env().BRAND_NAME)} · Dev mailbox</a><span class="muted" style="color:#d5efec">Development only: mail is stored here because SMTP_URL is not set</span></header>
<main>${body}</main></body></html>`;
  return new Response(html, {
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
  });
}

const when = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeStyle: "medium", timeZone: "Asia/Kolkata" });

/** Plain text with its http(s) URLs turned into links (the text part is what tests and people click). */
export function linkify(text: string): string {
  const parts = text.split(/(https?:\/\/[^\s<>"]+)/g);
  return parts.map((part, i) => (i % 2 === 1 ? `<a href="${escapeHtml(part)}">${escapeHtml(part)}</a>` : escapeHtml(part))).join("");
}

export async function devMailboxList(url: URL): Promise<Response> {
  const to = url.searchParams.get("to")?.trim().toLowerCase() || "";
  const rows = await db()
    .select({ id: devMailbox.id, to: devMailbox.to, subject: devMailbox.subject, createdAt: devMailbox.createdAt })
    .from(devMailbox)
    .where(to ? eq(devMailbox.to, to) : undefined)
    .orderBy(desc(devMailbox.id))
    .limit(200);
  const list = rows.length
    ? `<div class="card"><table><thead><tr><th>To</th><th>Subject</th><th>Received</th></tr></thead><tbody>${rows
        .map(
          (r) =>
            `<tr><td>${escapeHtml(r.to)}</td><td><a href="/dev/mailbox/${r.id}">${escapeHtml(r.subject)}</a></td><td class="muted">${escapeHtml(when.format(r.createdAt))}</td></tr>`,
        )
        .join("")}</tbody></table></div>`
    : `<div class="card"><p style="padding:16px;margin:0">No messages${to ? ` for ${escapeHtml(to)}` : ""} yet.</p></div>`;
  return page("Inbox", `<h1>Inbox</h1>
<form method="get" action="/dev/mailbox"><input type="email" name="to" placeholder="Filter by recipient e-mail" value="${escapeHtml(to)}" aria-label="Recipient"><button type="submit">Filter</button></form>
${list}`);
}

export async function devMailboxMessage(id: number): Promise<Response | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [mail] = await db().select().from(devMailbox).where(eq(devMailbox.id, id)).limit(1);
  if (!mail) return null;
  const attachments = await db()
    .select({ filename: devMailboxAttachments.filename, contentType: devMailboxAttachments.contentType, content: devMailboxAttachments.content })
    .from(devMailboxAttachments)
    .where(eq(devMailboxAttachments.mailId, mail.id))
    .orderBy(devMailboxAttachments.id);
  const attached = attachments
    .map((a) => `<h2>Attachment: ${escapeHtml(a.filename)} <span class="muted">(${escapeHtml(a.contentType)})</span></h2>
<div class="card"><pre data-testid="mail-attachment" data-filename="${escapeHtml(a.filename)}">${escapeHtml(a.content)}</pre></div>`)
    .join("\n");
  return page(mail.subject, `<p><a href="/dev/mailbox?to=${encodeURIComponent(mail.to)}">← All mail to ${escapeHtml(mail.to)}</a></p>
<h1>${escapeHtml(mail.subject)}</h1>
<div class="card"><dl><dt>To</dt><dd>${escapeHtml(mail.to)}</dd><dt>From</dt><dd>${escapeHtml(env().MAIL_FROM)}</dd><dt>Received</dt><dd>${escapeHtml(when.format(mail.createdAt))}</dd></dl></div>
<h2>Text</h2>
<div class="card"><pre data-testid="mail-text">${linkify(mail.text)}</pre></div>
<p><a href="/dev/mailbox/${mail.id}/html" target="_blank" rel="noopener">View the HTML version</a></p>
${attached}`);
}

/** The HTML part on its own, as a mail client would show it: sandboxed (no scripts), nothing loaded from elsewhere. */
export async function devMailboxHtml(id: number): Promise<Response | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [mail] = await db().select({ html: devMailbox.html }).from(devMailbox).where(eq(devMailbox.id, id)).limit(1);
  if (!mail) return null;
  return new Response(mail.html, {
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "Content-Security-Policy": "sandbox allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation; default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    },
  });
}
