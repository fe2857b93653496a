/**
 * The one HTML-escaping helper, for every piece of markup built as a string (job cards, city lists, mails, the dev
 * mailbox): text and attribute values (quoted with " or ') are safe after it.
 *
 * Characters above U+00FF (₹, –, …, curly quotes, Indian scripts) are written as numeric character references, which
 * every HTML parser turns back into the same characters, so the markup returned is one-byte (Latin-1) text. A page is
 * one string made of thousands of pieces, and a single two-byte piece makes all of it two-byte: turning a two-byte
 * /jobs page (128 KB) into UTF-8 bytes cost 1.5 ms a request under load, against 0.3 ms for a one-byte page of 88 KB
 * (docs/decisions/060-render-cost.md).
 */
const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const SPECIAL = /[&<>"']|[\u{100}-\u{10ffff}]/gu;
const WIDE = /[\u0100-\uffff]/;

export function escapeHtml(text: string): string {
  const escaped = text.replace(SPECIAL, (c) => ENTITIES[c] ?? `&#${c.codePointAt(0)};`);
  return WIDE.test(text) ? oneByteCopy(escaped) : escaped;
}

/** Attributes for markup built as a string: ` name="value"` each, values escaped (names are the caller's own). */
export function htmlAttributes(props: Readonly<Record<string, string>>): string {
  let out = "";
  for (const name in props) out += ` ${name}="${escapeHtml(props[name] ?? "")}"`;
  return out;
}

/**
 * `text` (Latin-1 characters only) as a one-byte string. Made from pieces of a two-byte string, a string keeps that
 * representation whatever it holds; String.fromCharCode makes a one-byte string of one-byte codes.
 */
export function oneByteCopy(text: string): string {
  let copy = "";
  for (let start = 0; start < text.length; start += CHUNK) {
    const codes = new Array<number>(Math.min(CHUNK, text.length - start));
    for (let i = 0; i < codes.length; i++) codes[i] = text.charCodeAt(start + i);
    copy += String.fromCharCode(...codes);
  }
  return copy;
}
const CHUNK = 4096;
