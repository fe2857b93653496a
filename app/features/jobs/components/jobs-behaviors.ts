import type { ToastMessage } from "~/lib/messages";
import { jobs as t } from "~/lib/messages";

export type JobsBehaviorsConfig = { filtersCleared: ToastMessage };

export const JOBS_BEHAVIORS_CONFIG: JobsBehaviorsConfig = { filtersCleared: t.filtersCleared };

/**
 * The /jobs page's script (a document page, docs/decisions/031). The form works on its own as a plain GET form;
 * this makes it instant:
 * - a filter checkbox submits at once; a burst of filter changes is one history entry (replaceState after the
 *   first), a search or a page link is a new one (pushState);
 * - each search fetches the next page's HTML and swaps in the `[data-region]` parts (results, count badge, city
 *   summary and chips, Clear All Filters) and updates the live results count, so the boxes, focus, open panels
 *   and scroll stay as the visitor left them; the results dim meanwhile, and a newer search cancels an older one;
 * - the back and forward buttons swap in the whole page of that address;
 * - Clear All Filters and Clear Search & Filters reset the form in place and show the Filters Cleared toast;
 * - Show/Hide Filters, the city type-to-filter box, Escape / outside press on the city list, the clear-city button.
 * Anything unexpected (a network error, an error status, a response without the regions) loads the address as a
 * normal page instead.
 *
 * Self-contained on purpose (serialised with String()): use only `config` and browser globals here.
 */
export function jobsBehaviors(config: JobsBehaviorsConfig): void {
  const main = () => document.querySelector<HTMLElement>("[data-jobs-page]");
  const form = () => document.querySelector<HTMLFormElement>("[data-jobs-form]");
  const results = () => document.querySelector<HTMLElement>('[data-region="results"]');
  /** How the address bar follows: a new entry (marked as a filter change or not), the same entry, or untouched. */
  type History = "push" | "push-filter" | "replace" | "none";
  let controller: AbortController | null = null;
  // What the page shows now, so that popstate from a same-page "#" link (e.g. Skip to content) is not a new search.
  let shownAddress = location.pathname + location.search;

  function formUrl(): string {
    const params = new URLSearchParams();
    const el = form();
    if (el) {
      for (const [key, value] of new FormData(el)) {
        if (typeof value === "string" && value.trim() !== "") params.append(key, value.trim());
      }
    }
    const query = params.toString();
    return query ? `/jobs?${query}` : "/jobs";
  }

  async function show(url: string, push: History, whole: boolean, after?: () => void) {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    results()?.setAttribute("aria-busy", "true");
    try {
      const response = await fetch(url, { signal: current.signal, headers: { Accept: "text/html" } });
      // An error page (e.g. the 503 of a failed search) is shown as the server renders it, by loading it.
      if (!response.ok) throw new Error(`status ${response.status}`);
      const doc = new DOMParser().parseFromString(await response.text(), "text/html");
      if (current !== controller) return;
      const next = doc.querySelector<HTMLElement>("[data-jobs-page]");
      const here = main();
      if (!next || !here) throw new Error("not a jobs page");
      const regions = Array.from(here.querySelectorAll<HTMLElement>("[data-region]"));
      const replacements = regions.map((region) => next.querySelector(`[data-region="${region.dataset.region}"]`));
      if (!whole && replacements.some((node) => !node)) throw new Error("unexpected page");
      if (whole) {
        const open = document.getElementById("job-filters")?.hasAttribute("data-open");
        here.replaceWith(next);
        prepare();
        if (open) setFiltersOpen(true);
      } else {
        regions.forEach((region, i) => {
          const node = replacements[i];
          if (node) region.replaceWith(node);
        });
        // The live count is updated in place: screen readers announce a changed status, not a replaced one.
        const count = here.querySelector("#results-count");
        const nextCount = next.querySelector("#results-count");
        if (count && nextCount) count.textContent = nextCount.textContent;
      }
      // The server's canonical address of what it found (normalised values, page 1 left out).
      const canonical = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute("href");
      const address = canonical ? new URL(canonical, location.href) : new URL(url, location.href);
      const target = address.pathname + address.search;
      if (push === "push" || push === "push-filter") history.pushState({ jobsFilter: push === "push-filter" }, "", target);
      else if (push === "replace") history.replaceState({ jobsFilter: true }, "", target);
      shownAddress = location.pathname + location.search;
      document.title = doc.title;
      const link = document.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (link && canonical) link.href = canonical;
      after?.();
    } catch (error) {
      if (current !== controller || (error instanceof DOMException && error.name === "AbortError")) return;
      location.assign(url);
    } finally {
      if (current === controller) results()?.removeAttribute("aria-busy");
    }
  }

  /** The first change of a burst is a new entry, marked so that the next ones replace it. */
  function filterChanged(after?: () => void) {
    const state = history.state as { jobsFilter?: boolean } | null;
    void show(formUrl(), state?.jobsFilter === true ? "replace" : "push-filter", false, after);
  }

  function setFiltersOpen(open: boolean) {
    const toggle = document.querySelector<HTMLElement>("[data-filters-toggle]");
    const panel = document.getElementById("job-filters");
    toggle?.setAttribute("aria-expanded", String(open));
    if (panel) panel.toggleAttribute("data-open", open);
  }

  function focusCount() {
    document.getElementById("results-count")?.focus({ preventScroll: true });
  }

  function toastCleared() {
    (window as unknown as { dochireToast?: (message: unknown) => void }).dochireToast?.(config.filtersCleared);
  }

  /** Things the server HTML leaves for the script: the type-to-filter box. */
  function prepare() {
    for (const box of document.querySelectorAll<HTMLElement>("[data-city-query-box]")) box.hidden = false;
  }

  document.addEventListener("change", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || input.type !== "checkbox" || !input.form?.hasAttribute("data-jobs-form")) return;
    filterChanged();
  });

  document.addEventListener("submit", (event) => {
    const target = event.target;
    if (!(target instanceof HTMLFormElement) || !target.hasAttribute("data-jobs-form")) return;
    event.preventDefault();
    void show(formUrl(), "push", false);
  });

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target || !main()?.contains(target)) return;

    if (target.closest("[data-filters-toggle]")) {
      setFiltersOpen(!document.getElementById("job-filters")?.hasAttribute("data-open"));
      return;
    }
    if (target.closest("[data-clear-city]")) {
      const select = document.querySelector<HTMLSelectElement>("#job-location");
      if (select) {
        select.value = "";
        select.focus();
      }
      return;
    }

    const anchor = target.closest<HTMLAnchorElement>("a[href]");
    if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    if (anchor.origin !== location.origin || anchor.pathname !== "/jobs" || anchor.target || anchor.hasAttribute("download")) return;
    event.preventDefault();
    const el = form();

    const city = anchor.dataset.removeCity;
    if (city !== undefined && el) {
      for (const box of el.querySelectorAll<HTMLInputElement>('input[name="city"]')) if (box.value === city) box.checked = false;
      filterChanged(focusCount);
      return;
    }
    if (anchor.dataset.jobsToast === "filters-cleared" && el) {
      for (const box of el.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) box.checked = false;
      const searchToo = !anchor.closest("[data-region=clear-filters]");
      // The link that was clicked goes away with the filters: focus moves to the results count.
      const done = () => {
        toastCleared();
        focusCount();
      };
      if (searchToo) {
        el.querySelectorAll<HTMLInputElement | HTMLSelectElement>('[name="keyword"], [name="location"]').forEach((field) => {
          field.value = "";
        });
        void show(formUrl(), "push", false, done);
      } else filterChanged(done);
      return;
    }
    // Page links and the like: a new entry, then the top of the results (the clicked link is gone: focus the count).
    void show(anchor.pathname + anchor.search, "push", false, () => {
      results()?.closest("section")?.scrollIntoView({ block: "start" });
      focusCount();
    });
  });

  document.addEventListener("input", (event) => {
    const input = event.target;
    if (!(input instanceof HTMLInputElement) || !input.hasAttribute("data-city-query")) return;
    const needle = input.value.trim().toLowerCase();
    const details = input.closest("details");
    for (const box of details?.querySelectorAll<HTMLInputElement>('input[name="city"]') ?? []) {
      const row = box.closest("li");
      if (row) row.hidden = needle ? !box.value.toLowerCase().includes(needle) : false;
    }
  });

  document.addEventListener("pointerdown", (event) => {
    const details = document.querySelector<HTMLDetailsElement>("[data-city-filter]");
    if (details?.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
  });

  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const details = document.querySelector<HTMLDetailsElement>("[data-city-filter]");
    if (!details?.open || !(event.target instanceof Node) || !details.contains(event.target)) return;
    details.open = false;
    details.querySelector("summary")?.focus();
  });

  window.addEventListener("popstate", () => {
    const address = location.pathname + location.search;
    if (location.pathname !== "/jobs" || address === shownAddress) return;
    shownAddress = address;
    void show(address, "none", true);
  });

  prepare();
}
