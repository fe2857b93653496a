/**
 * The one HTML-escaping helper, for every piece of markup built as a string (job cards, city lists, mails, the dev
 * mailbox): text and attribute values (quoted with " or ') are safe after it.
 */
const ENTITIES: Readonly<Record<string, string>> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}
