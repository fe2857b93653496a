import { keyed, marker } from "~/lib/dom-contract";

/** The parts of the /jobs page that a search result replaces (the form controls stay as the visitor left them). */
export type JobsRegion = "results" | "filter-count" | "clear-filters" | "city-summary" | "city-chips" | "sheet-count" | "spelling" | "extra-forms" | "facets-note";

/** The /jobs page's markup contract: rendered by jobs-search-page.tsx and city-multi-select.tsx, used by jobs-behaviors.ts. */
export const jobsDom = {
  page: marker("jobs-page"),
  form: marker<HTMLFormElement>("jobs-form"),
  region: keyed<JobsRegion>("region"),
  filtersToggle: marker<HTMLButtonElement>("filters-toggle"),
  /** The phone sheet's close button and its "Show N jobs" button. */
  filtersClose: marker<HTMLButtonElement>("filters-close"),
  sheetApply: marker<HTMLButtonElement>("sheet-apply"),
  /** A filter option's count ("type:Locum", "salary:10"): updated in place after each search, like the live count. */
  facetCount: keyed<string>("facet-count"),
  /** Controls that apply at once when changed (radios and the sort select, like the checkboxes). */
  autoApply: marker<HTMLSelectElement>("auto-apply"),
  cityClear: marker<HTMLButtonElement>("clear-city"),
  cityFilter: marker<HTMLDetailsElement>("city-filter"),
  cityQueryBox: marker("city-query-box"),
  cityQuery: marker<HTMLInputElement>("city-query"),
  /** A selected city's chip: a link to the same search without that city. */
  removeCity: keyed<string, HTMLAnchorElement>("remove-city"),
  /** Clear All Filters (`filters`) and Clear Search & Filters (`search`): links that also reset the form in place. */
  clears: keyed<"filters" | "search", HTMLAnchorElement>("clears"),
};

/** What the keyword suggestions say, carried by their list (islands take their texts from the markup, decision 031). */
export type SuggestTexts = {
  city: string;
  keyword: string;
  /** The status line for 1, 2, ... suggestions, up to the most shown. */
  counts: readonly string[];
};

const SUGGEST_TEXTS_ATTR = "data-suggest-texts";

export const suggestTextsDom = {
  attr: SUGGEST_TEXTS_ATTR,
  props: (texts: SuggestTexts) => ({ [SUGGEST_TEXTS_ATTR]: JSON.stringify(texts) }),
  /** The list's texts, or null when they are missing or not of the declared shape. */
  read(element: Element): SuggestTexts | null {
    try {
      const value: unknown = JSON.parse(element.getAttribute(SUGGEST_TEXTS_ATTR) ?? "");
      if (!value || typeof value !== "object") return null;
      const { city, keyword, counts } = value as Record<string, unknown>;
      if (typeof city !== "string" || typeof keyword !== "string" || !Array.isArray(counts) || !counts.every((c) => typeof c === "string")) return null;
      return { city, keyword, counts: counts as string[] };
    } catch {
      return null;
    }
  },
};

/** Element ids on the page that the script (and aria-controls / aria-labelledby) refer to. */
export const JOBS_IDS = {
  /** The filter panel; `data-open` shows it on small screens. */
  filters: "job-filters",
  /** The live results count (role=status), focused when the link that was clicked goes away. */
  count: "results-count",
  /** The search bar's city select. */
  location: "job-location",
  /** The keyword box (a combobox with suggestions) and its list. */
  keyword: "job-keyword",
  suggestions: "job-keyword-suggestions",
} as const;
