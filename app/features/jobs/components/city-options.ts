// The filter rows of the /jobs page as HTML strings. Rendering 130 city checkboxes and the other filters' rows as React
// elements was about 40% of the page's server render time (measured); a string costs almost nothing. Client-safe.
// The search bar's city <option>s are components/forms/city-options.ts.
import { CITIES } from "~/lib/cities";
import { escapeHtml } from "~/lib/html";
import { groupIndian } from "~/lib/format";
import { jobs as facetTexts } from "~/features/jobs/messages";
import type { FacetName } from "~/features/search/types";

/**
 * The rows of one filter of the panel (`<label><input …>Label<count></label>`, styled by OPTION_STYLES), the current
 * ones checked, each with its count when `counts` are given. `anyLabel` adds a first row with the empty value (a radio
 * group's "Any"), which has no count. A string like the city rows: the panel has about 130 of these.
 */
export function optionRowsHtml({
  type,
  name,
  options,
  checked,
  facet,
  counts,
  estimated = false,
  anyLabel,
}: {
  type: "checkbox" | "radio";
  name: string;
  options: readonly { value: string; label: string }[];
  checked: (value: string) => boolean;
  facet: FacetName;
  counts?: Readonly<Record<string, number>> | null;
  estimated?: boolean;
  anyLabel?: string;
}): string {
  const head = `<label><input type="${type}" name="${escapeHtml(name)}" value=`;
  let html = anyLabel === undefined ? "" : `${head}""${checked("") ? " checked" : ""}>${escapeHtml(anyLabel)}</label>`;
  for (const { value, label } of options) {
    const key = `${facet}:${value}`;
    html += `${head}"${escapeHtml(value)}"${checked(value) ? " checked" : ""}${counts ? ` aria-describedby="${facetCountId(key)}"` : ""}>${escapeHtml(label)}`;
    html += `${counts ? facetCountHtml(key, counts[value], estimated) : ""}</label>`;
  }
  return html;
}

/** Filter count ids by option key (a few hundred at most: every option of the panel). */
const COUNT_IDS = new Map<string, string>();

const ROWS = CITIES.map((c) => [c, `<li><label><input type="checkbox" name="city" value="${escapeHtml(c)}">${escapeHtml(c)}</label></li>`] as const);
const ALL_ROWS = ROWS.map(([, row]) => row).join("");

/** Each city's row in two halves around its count, with and without `checked`: built once, joined per page. */
const COUNTED_ROWS = CITIES.map((c) => {
  const key = `city:${c}`;
  const input = (checked: boolean) =>
    `<li><label><input type="checkbox" name="city" value="${escapeHtml(c)}"${checked ? " checked" : ""} aria-describedby="${facetCountId(key)}">${escapeHtml(c)}`;
  return { city: c, key, plain: input(false), checked: input(true), end: "</label></li>" };
});

/**
 * One checkbox row per city for the Location filter, the selected ones checked, with each city's count when given
 * (`estimated`: the counts are estimates, as facetCountHtml shows them).
 */
export function cityCheckboxesHtml(selected: readonly string[], counts?: Readonly<Record<string, number>>, estimated = false): string {
  if (!counts) {
    if (!selected.length) return ALL_ROWS;
    return ROWS.map(([c, row]) => (selected.includes(c) ? row.replace('type="checkbox"', 'type="checkbox" checked') : row)).join("");
  }
  let html = "";
  for (const row of COUNTED_ROWS) {
    html += (selected.includes(row.city) ? row.checked : row.plain) + facetCountHtml(row.key, counts[row.city], estimated) + row.end;
  }
  return html;
}


/** The element id of a filter option's count: its option's aria-describedby, so the count is not part of its name. */
export function facetCountId(key: string): string {
  let id = COUNT_IDS.get(key);
  if (id === undefined) {
    id = `fc-${key.replace(/[^A-Za-z0-9]+/g, "-")}`;
    if (COUNT_IDS.size < 1_000) COUNT_IDS.set(key, id);
  }
  return id;
}

/**
 * A filter option's count, as the page shows it beside the option (jobs-dom.ts facetCount). Screen readers hear it as
 * the option's description (aria-describedby), after its name. An estimate reads "~4,300"; an option the sample did
 * not meet shows no count (it may have a few jobs), where an exact count shows 0.
 */
export function facetCountHtml(key: string, n: number | undefined, estimated = false): string {
  const text = estimated ? (n ? facetTexts.estimate(n) : "") : groupIndian(n ?? 0);
  return `<span id="${facetCountId(key)}" aria-hidden="true" data-facet-count="${escapeHtml(key)}" class="facet-count">${text}</span>`;
}
