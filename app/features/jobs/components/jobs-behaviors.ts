import type { ToastMessage } from "~/lib/messages";
import { showToast, toastMessageOf } from "~/components/ui/toaster";
import { JOBS_IDS, jobsDom, type JobsRegion } from "./jobs-dom";

/**
 * The /jobs page's island (jobs.island.ts; a document page, docs/decisions/031). The form works on its own as a
 * plain GET form; this makes it instant:
 * - a filter checkbox submits at once; a burst of filter changes is one history entry (replaceState after the
 *   first), a search or a page link is a new one (pushState);
 * - each search fetches the next page's HTML and swaps in the regions (results, count badge, city summary and
 *   chips, Clear All Filters) and updates the live results count, so the boxes, focus, open panels and scroll stay
 *   as the visitor left them; the results dim meanwhile, and a newer search cancels an older one;
 * - the back and forward buttons swap in the whole page of that address;
 * - Clear All Filters and Clear Search & Filters reset the form in place and show the toast the link carries;
 * - Show/Hide Filters (on phones the panel is a sheet: Close, Escape, and "Show N jobs", which applies and closes it),
 *   the city type-to-filter box, Escape / outside press on the city list, the clear-city button;
 * - radios and the sort select apply at once like the checkboxes; the filter options' counts update in place.
 * Anything unexpected (a network error, an error status, a response without the regions) loads the address as a
 * normal page instead. Returns a function that removes it again (for tests).
 */
export function jobsBehaviors(doc: Document = document): () => void {
  const installed = new AbortController();
  const signal = installed.signal;
  const win = doc.defaultView ?? window;
  const location = win.location;
  const history = win.history;
  const main = () => jobsDom.page.find(doc);
  const form = () => jobsDom.form.find(doc);
  const results = () => jobsDom.region.find(doc, "results");
  /** How the address bar follows: a new entry (marked as a filter change or not), the same entry, or untouched. */
  type HistoryMode = "push" | "push-filter" | "replace" | "none";
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

  async function show(url: string, mode: HistoryMode, whole: boolean, after?: () => void) {
    controller?.abort();
    const current = new AbortController();
    controller = current;
    results()?.setAttribute("aria-busy", "true");
    try {
      const response = await win.fetch(url, { signal: current.signal, headers: { Accept: "text/html" } });
      // An error page (e.g. the 503 of a failed search) is shown as the server renders it, by loading it.
      if (!response.ok) throw new Error(`status ${response.status}`);
      const next = new win.DOMParser().parseFromString(await response.text(), "text/html");
      if (current !== controller) return;
      const nextMain = jobsDom.page.find(next);
      const here = main();
      if (!nextMain || !here) throw new Error("not a jobs page");
      const regions = jobsDom.region.findAll(here);
      const replacements = regions.map((region) => {
        const name = jobsDom.region.valueOf(region);
        return name ? jobsDom.region.find(nextMain, name as JobsRegion) : null;
      });
      if (!whole && replacements.some((node) => !node)) throw new Error("unexpected page");
      if (whole) {
        const open = doc.getElementById(JOBS_IDS.filters)?.hasAttribute("data-open");
        here.replaceWith(doc.importNode(nextMain, true));
        prepare();
        if (open) setFiltersOpen(true);
      } else {
        regions.forEach((region, i) => {
          const node = replacements[i];
          if (node) region.replaceWith(doc.importNode(node, true));
        });
        // The live count is updated in place: screen readers announce a changed status, not a replaced one.
        const count = doc.getElementById(JOBS_IDS.count);
        const nextCount = next.getElementById(JOBS_IDS.count);
        if (count && nextCount) count.textContent = nextCount.textContent;
        // So are the filter options' counts (the options themselves stay, with focus on the one just changed).
        for (const facet of jobsDom.facetCount.findAll(here)) {
          const key = jobsDom.facetCount.valueOf(facet);
          const fresh = key === undefined ? null : jobsDom.facetCount.find(nextMain, key);
          facet.textContent = fresh?.textContent ?? "0";
        }
      }
      // The server's canonical address of what it found (normalised values, page 1 left out).
      const canonical = next.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.getAttribute("href");
      const address = canonical ? new URL(canonical, location.href) : new URL(url, location.href);
      const target = address.pathname + address.search;
      if (mode === "push" || mode === "push-filter") history.pushState({ jobsFilter: mode === "push-filter" }, "", target);
      else if (mode === "replace") history.replaceState({ jobsFilter: true }, "", target);
      shownAddress = location.pathname + location.search;
      doc.title = next.title;
      const link = doc.querySelector<HTMLLinkElement>('link[rel="canonical"]');
      if (link && canonical) link.href = canonical;
      after?.();
    } catch (error) {
      if (current !== controller || (error instanceof Error && error.name === "AbortError")) return;
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

  /** On phones the open panel is a sheet over the page: focus moves into it, and back to the toggle when it closes. */
  function setFiltersOpen(open: boolean, moveFocus = false) {
    const toggle = jobsDom.filtersToggle.find(doc);
    toggle?.setAttribute("aria-expanded", String(open));
    const panel = doc.getElementById(JOBS_IDS.filters);
    panel?.toggleAttribute("data-open", open);
    if (!moveFocus) return;
    if (open) panel?.querySelector<HTMLElement>("h2")?.focus();
    else toggle?.focus();
  }

  const sheetOpen = () => doc.getElementById(JOBS_IDS.filters)?.hasAttribute("data-open") === true;

  function focusCount() {
    doc.getElementById(JOBS_IDS.count)?.focus({ preventScroll: true });
  }

  /** Things the server HTML leaves for the script: the type-to-filter box. */
  function prepare() {
    for (const box of jobsDom.cityQueryBox.findAll(doc)) box.hidden = false;
  }

  function closeCityFilter(focusSummary: boolean) {
    const details = jobsDom.cityFilter.find(doc);
    if (!details?.open) return;
    details.open = false;
    if (focusSummary) details.querySelector("summary")?.focus();
  }

  doc.addEventListener("change", (event) => {
    const input = event.target;
    const applies =
      (input instanceof win.HTMLInputElement && (input.type === "checkbox" || input.type === "radio")) ||
      (input instanceof win.HTMLSelectElement && jobsDom.autoApply.is(input));
    if (!applies || !jobsDom.form.closest(input)) return;
    filterChanged();
  }, { signal });

  doc.addEventListener("submit", (event) => {
    const target = event.target;
    if (!(target instanceof win.HTMLFormElement) || !jobsDom.form.is(target)) return;
    event.preventDefault();
    // "Show N jobs" closes the phone sheet and shows the results it counted.
    const submitter = (event as SubmitEvent).submitter;
    if (submitter && jobsDom.sheetApply.is(submitter)) {
      setFiltersOpen(false);
      void show(formUrl(), "none", false, () => {
        results()?.closest("section")?.scrollIntoView({ block: "start" });
        focusCount();
      });
      return;
    }
    void show(formUrl(), "push", false);
  }, { signal });

  doc.addEventListener("click", (event) => {
    const target = event.target instanceof win.Element ? event.target : null;
    if (!target || !main()?.contains(target)) return;

    if (jobsDom.filtersToggle.closest(target)) {
      setFiltersOpen(!sheetOpen(), true);
      return;
    }
    if (jobsDom.filtersClose.closest(target)) {
      setFiltersOpen(false, true);
      return;
    }
    if (jobsDom.cityClear.closest(target)) {
      const select = doc.getElementById(JOBS_IDS.location);
      if (select instanceof win.HTMLSelectElement) {
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

    const city = jobsDom.removeCity.is(anchor) ? jobsDom.removeCity.valueOf(anchor) : undefined;
    if (city !== undefined && el) {
      for (const box of el.querySelectorAll<HTMLInputElement>('input[name="city"]')) if (box.value === city) box.checked = false;
      filterChanged(focusCount);
      return;
    }
    const clears = jobsDom.clears.is(anchor) ? jobsDom.clears.valueOf(anchor) : undefined;
    if (clears && el) {
      for (const box of el.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')) box.checked = false;
      // Radio filters go back to their "any" option; a monthly salary from a link goes with the rest.
      for (const radio of el.querySelectorAll<HTMLInputElement>('input[type="radio"]')) radio.checked = radio.value === "";
      for (const hidden of el.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="monthly"]')) hidden.remove();
      const message: ToastMessage | null = toastMessageOf(anchor);
      // The link that was clicked goes away with the filters: focus moves to the results count.
      const done = () => {
        if (message) showToast(message);
        focusCount();
      };
      if (clears === "search") {
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
  }, { signal });

  doc.addEventListener("input", (event) => {
    const input = event.target;
    if (!(input instanceof win.HTMLInputElement) || !jobsDom.cityQuery.is(input)) return;
    const needle = input.value.trim().toLowerCase();
    const details = input.closest("details");
    for (const box of details?.querySelectorAll<HTMLInputElement>('input[name="city"]') ?? []) {
      const row = box.closest("li");
      if (row) row.hidden = needle ? !box.value.toLowerCase().includes(needle) : false;
    }
  }, { signal });

  doc.addEventListener("pointerdown", (event) => {
    const details = jobsDom.cityFilter.find(doc);
    if (details?.open && event.target instanceof win.Node && !details.contains(event.target)) closeCityFilter(false);
  }, { signal });

  doc.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    const details = jobsDom.cityFilter.find(doc);
    if (details?.open && event.target instanceof win.Node && details.contains(event.target)) {
      closeCityFilter(true);
      return;
    }
    // Escape inside the open phone sheet closes it (the panel is always shown on wide screens: nothing to close there).
    const panel = doc.getElementById(JOBS_IDS.filters);
    const toggle = jobsDom.filtersToggle.find(doc);
    const isSheet = toggle ? win.getComputedStyle(toggle).display !== "none" : false;
    if (sheetOpen() && isSheet && event.target instanceof win.Node && panel?.contains(event.target)) setFiltersOpen(false, true);
  }, { signal });

  win.addEventListener("popstate", () => {
    const address = location.pathname + location.search;
    if (location.pathname !== "/jobs" || address === shownAddress) return;
    shownAddress = address;
    void show(address, "none", true);
  }, { signal });

  prepare();
  return () => installed.abort();
}
