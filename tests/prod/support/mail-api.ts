import http from "node:http";
import type { AddressInfo } from "node:net";
import type { ReceivedMail } from "../../support/smtp-inbox";

// The SMTP receiver runs in the orchestrator; Playwright's workers are other processes. This tiny HTTP reader on
// 127.0.0.1 lets a journey read the mails an address received (GET /mails?to=…), oldest first.

type Inbox = { to(address: string): ReceivedMail[] };

export async function startMailApi(inbox: Inbox): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    if (url.pathname !== "/mails") {
      res.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get("to") ?? "";
    const mails = inbox.to(to).map((m) => ({ to: m.to, subject: m.subject, text: m.text, html: m.html }));
    res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type MailSummary = { to: string[]; subject: string; text: string; html: string };

/** Waits for a mail to `to` whose subject contains `subject`; returns the newest such mail. */
export async function waitForMail(api: string, to: string, subject: string, timeoutMs = 15_000): Promise<MailSummary> {
  const started = Date.now();
  let seen: MailSummary[] = [];
  while (Date.now() - started < timeoutMs) {
    const res = await fetch(`${api}/mails?to=${encodeURIComponent(to)}`);
    seen = (await res.json()) as MailSummary[];
    const match = seen.filter((m) => m.subject.includes(subject)).pop();
    if (match) return match;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail "${subject}" to ${to} within ${timeoutMs} ms (received: ${seen.map((m) => m.subject).join(", ") || "none"})`);
}

/** The first link in the mail's text whose URL starts with the prefix. */
export function linkIn(mail: MailSummary, prefix: string): string {
  const link = mail.text.match(/https?:\/\/[^\s<>"]+/g)?.find((u) => u.startsWith(prefix));
  if (!link) throw new Error(`no link starting with ${prefix} in the mail "${mail.subject}":\n${mail.text}`);
  return link;
}
