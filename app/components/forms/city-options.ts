// The city <option>s of a select (the /jobs search bar, the doctor directory) as prebuilt HTML: 130 <option> elements
// rendered by React were a large part of those pages' server render (measured, docs/decisions/060). Client-safe.
import { CITIES } from "~/lib/cities";
import { escapeHtml } from "~/lib/html";

const OPTIONS = new Map(CITIES.map((c) => [c, `<option value="${escapeHtml(c)}">${escapeHtml(c)}</option>`]));
const ALL_OPTIONS = [...OPTIONS.values()].join("");

/**
 * <option>s for the search bar's city select: a placeholder, every city, and — when the URL names a place that is not
 * in the list — that place too. The current one carries `selected`, so the page is right before (and without) JS.
 */
export function cityOptionsHtml(placeholder: string, current: string): string {
  const head = `<option value="">${escapeHtml(placeholder)}</option>`;
  if (!current) return head + ALL_OPTIONS;
  const known = OPTIONS.get(current as (typeof CITIES)[number]);
  if (!known) return `${head}<option value="${escapeHtml(current)}" selected>${escapeHtml(current)}</option>${ALL_OPTIONS}`;
  return head + ALL_OPTIONS.replace(known, known.replace("<option ", "<option selected "));
}
