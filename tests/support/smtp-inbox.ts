import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

// A real SMTP receiver for integration tests: the app sends through nodemailer to it, tests read what arrived.

export type ReceivedMail = { to: string[]; subject: string; text: string; html: string; raw: string };

function decodeQuotedPrintable(input: string): string {
  const bytes: number[] = [];
  const s = input.replace(/=\r?\n/g, "");
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (ch === "=" && /^[0-9A-F]{2}$/i.test(s.slice(i + 1, i + 3))) {
      bytes.push(parseInt(s.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

function decodeBody(headers: string, body: string): string {
  const encoding = /content-transfer-encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

function decodeHeaderWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === "b" ? Buffer.from(text, "base64").toString("utf8") : decodeQuotedPrintable(text.replace(/_/g, " ")),
  );
}

/** Splits a MIME message into its text/plain and text/html parts (enough for nodemailer's output). */
export function parseMail(raw: string, to: string[]): ReceivedMail {
  const [head = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, " ");
  const subject = decodeHeaderWords(/^subject:\s*(.*)$/im.exec(unfolded)?.[1] ?? "");
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  let text = "";
  let html = "";
  const body = rest.join("\n\n");
  const chunks = boundaries.length ? raw.split(new RegExp(`--(?:${boundaries.map((b) => b.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})`)) : [raw];
  for (const chunk of chunks) {
    const [partHead = "", ...partBody] = chunk.replace(/^\r?\n/, "").split(/\r?\n\r?\n/);
    const content = partBody.join("\n\n");
    if (/content-type:\s*text\/plain/i.test(partHead)) text = decodeBody(partHead, content);
    else if (/content-type:\s*text\/html/i.test(partHead)) html = decodeBody(partHead, content);
  }
  if (!text && !html) text = decodeBody(head, body);
  return { to, subject, text, html, raw };
}

export async function startSmtpInbox() {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
        callback();
      });
    },
  });
  // A sender that vanishes in the middle of a mail (an instance killed by a fault test while it mails) is reported
  // here as a connection error; without a listener it would end the test process. The mail simply never arrived.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** The mails to an address, oldest first. */
    to(address: string) {
      return mails.filter((m) => m.to.includes(address.toLowerCase()));
    },
    /** Waits for the n-th mail to an address (mail is sent during the request, but allow for slack). */
    async waitFor(address: string, count = 1, timeoutMs = 5000): Promise<ReceivedMail> {
      const started = Date.now();
      while (Date.now() - started < timeoutMs) {
        const list = this.to(address);
        if (list.length >= count) return list[count - 1]!;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail #${count} to ${address} within ${timeoutMs} ms (got ${this.to(address).length})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text part that starts with the given prefix. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const match = mail.text.match(/https?:\/\/[^\s<>"]+/g)?.find((u) => u.startsWith(prefix));
  if (!match) throw new Error(`no link starting with ${prefix} in:\n${mail.text}`);
  return match;
}
