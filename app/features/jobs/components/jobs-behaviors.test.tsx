// @vitest-environment happy-dom
// The /jobs island against the markup the page really renders (JobsSearchPage, rendered to a string here), with
// the server's next page answered by the same component.
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jobs as t } from "~/features/jobs/messages";
import { parseJobSearch } from "~/features/search/search-params";
import type { JobCardData } from "../types";
import type { JobSearchResult, SearchFacets } from "~/features/search/types";
import { JobsSearchPage } from "./jobs-search-page";
import { JOBS_IDS, jobsDom } from "./jobs-dom";

function card(id: number, title: string): JobCardData {
  return {
    id,
    title,
    company: "Apollo Hospitals",
    location: "Chennai, Tamil Nadu",
    type: "Full-time",
    salary: "₹ 1,20,000 per month",
    featured: false,
    postedDate: "2026-11-20T00:00:00.000Z",
    postedLabel: "5 days ago",
    snippet: "A post for a consultant.",
    employerVerified: true,
  };
}

const NO_FACETS: SearchFacets = { types: {}, specialties: {}, cities: {}, salary: {}, experience: {}, posted: {}, radius: {}, estimated: [] };

function pageHtml(query: string, titles: string[], total = titles.length, facets: SearchFacets = NO_FACETS): string {
  const search = parseJobSearch(new URLSearchParams(query));
  const result: JobSearchResult = { jobs: titles.map((title, i) => card(i + 1, title)), total: { value: total, exact: true }, page: 1, pageSize: 20, hasNextPage: false, spelling: null };
  const canonical = `/jobs${query ? `?${query}` : ""}`;
  return `<!doctype html><html><head><title>Jobs ${query}</title><link rel="canonical" href="https://dochire.in${canonical}"></head><body>${renderToString(
    <JobsSearchPage search={search} result={result} facets={facets} />,
  )}<section data-toast-region=""><ol data-toast-list="" tabindex="-1"></ol><template data-toast-template="default"><li data-toast=""><p data-toast-title=""></p><p data-toast-description=""></p><button data-toast-close=""></button></li></template></section></body></html>`;
}

let uninstall: (() => void) | null = null;

/** Loads a page into the test document and installs the island on it. */
async function load(query: string, titles: string[]) {
  window.history.replaceState(null, "", `/jobs${query ? `?${query}` : ""}`);
  const parsed = new DOMParser().parseFromString(pageHtml(query, titles), "text/html");
  document.head.innerHTML = parsed.head.innerHTML;
  document.body.innerHTML = parsed.body.innerHTML;
  vi.resetModules();
  const { jobsBehaviors } = await import("./jobs-behaviors");
  uninstall = jobsBehaviors(document);
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  fetchMock.mockReset();
  window.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  uninstall?.();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const settle = () => vi.waitFor(() => expect(jobsDom.region.find(document, "results")?.hasAttribute("aria-busy")).toBe(false));

describe("the /jobs island", () => {
  it("searches as soon as a filter is ticked, swaps the results and keeps the box it ticked", async () => {
    await load("", ["Consultant Cardiologist", "Resident Doctor"]);
    fetchMock.mockResolvedValueOnce(new Response(pageHtml("specialty=Cardiology", ["Consultant Cardiologist"]), { status: 200 }));
    const box = document.querySelector<HTMLInputElement>('input[name="specialty"][value="Cardiology"]')!;
    box.checked = true;
    box.dispatchEvent(new Event("change", { bubbles: true }));
    await settle();

    expect(fetchMock.mock.calls[0]?.[0]).toBe("/jobs?specialty=Cardiology");
    expect(document.querySelectorAll('[data-region="results"] li[data-testid="job-card"], [data-region="results"] article').length).toBeGreaterThan(0);
    expect(jobsDom.region.find(document, "results")?.textContent).toContain("Consultant Cardiologist");
    expect(jobsDom.region.find(document, "results")?.textContent).not.toContain("Resident Doctor");
    // The form control is the same element, still ticked; the count was updated in place.
    expect(document.querySelector('input[name="specialty"][value="Cardiology"]')).toBe(box);
    expect(box.checked).toBe(true);
    expect(document.getElementById(JOBS_IDS.count)?.textContent).toMatch(/1/);
    expect(window.location.search).toBe("?specialty=Cardiology");
    expect(document.title).toBe("Jobs specialty=Cardiology");
  });

  it("makes a burst of filter changes one history entry", async () => {
    await load("", ["A"]);
    const length = window.history.length;
    for (const value of ["Cardiology", "Neurology"]) {
      fetchMock.mockResolvedValueOnce(new Response(pageHtml(`specialty=${value}`, ["A"]), { status: 200 }));
      const box = document.querySelector<HTMLInputElement>(`input[name="specialty"][value="${value}"]`)!;
      box.checked = true;
      box.dispatchEvent(new Event("change", { bubbles: true }));
      await settle();
    }
    expect(window.history.length).toBe(length + 1);
  });

  it("loads the address as a page when the server answers with an error", async () => {
    await load("", ["A"]);
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => {});
    fetchMock.mockResolvedValueOnce(new Response("unavailable", { status: 503 }));
    jobsDom.form.find(document)!.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    await vi.waitFor(() => expect(assign).toHaveBeenCalledWith("/jobs"));
  });

  it("Clear All Filters unticks the boxes in place and shows the toast the link carries", async () => {
    await load("specialty=Cardiology", ["A"]);
    const link = jobsDom.clears.find(document, "filters")!;
    expect(link).not.toBeNull();
    fetchMock.mockResolvedValueOnce(new Response(pageHtml("", ["A", "B"]), { status: 200 }));
    link.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    await settle();
    expect(document.querySelector<HTMLInputElement>('input[name="specialty"][value="Cardiology"]')?.checked).toBe(false);
    await vi.waitFor(() => expect(document.querySelector("[data-toast-title]")?.textContent).toBe(t.filtersCleared.title));
    expect(document.activeElement?.id).toBe(JOBS_IDS.count);
  });

  it("opens and closes the filter panel, and shows the city type-to-filter box", async () => {
    await load("", ["A"]);
    expect(jobsDom.cityQueryBox.find(document)?.hidden).toBe(false);
    const toggle = jobsDom.filtersToggle.find(document)!;
    toggle.click();
    expect(toggle.getAttribute("aria-expanded")).toBe("true");
    expect(document.getElementById(JOBS_IDS.filters)?.hasAttribute("data-open")).toBe(true);
    toggle.click();
    expect(document.getElementById(JOBS_IDS.filters)?.hasAttribute("data-open")).toBe(false);
  });

  it("filters the city list as the visitor types and closes it on Escape", async () => {
    await load("", ["A"]);
    const details = jobsDom.cityFilter.find(document)!;
    details.open = true;
    const query = jobsDom.cityQuery.find(document)!;
    query.value = "pun";
    query.dispatchEvent(new Event("input", { bubbles: true }));
    const visible = [...details.querySelectorAll<HTMLInputElement>('input[name="city"]')].filter((box) => !box.closest("li")?.hidden);
    expect(visible.map((box) => box.value)).toEqual(["Pune"]);
    query.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
    expect(details.open).toBe(false);
  });

  it("applies a radio filter and the sort at once, and updates the options' counts in place", async () => {
    await load("", ["A", "B"]);
    const tenLpa = () => jobsDom.facetCount.find(document, "salary:10")!;
    expect(tenLpa().textContent).toBe("0");
    fetchMock.mockResolvedValueOnce(new Response(pageHtml("salary=10", ["A"], 1, { ...NO_FACETS, salary: { "10": 1, "20": 0 } }), { status: 200 }));
    const radio = document.querySelector<HTMLInputElement>('input[name="salary"][value="10"]')!;
    radio.checked = true;
    radio.dispatchEvent(new Event("change", { bubbles: true }));
    await settle();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/jobs?salary=10");
    expect(tenLpa().textContent).toBe("1");

    fetchMock.mockResolvedValueOnce(new Response(pageHtml("salary=10&sort=newest", ["A"]), { status: 200 }));
    const sort = document.querySelector<HTMLSelectElement>('select[name="sort"]')!;
    sort.value = "newest";
    sort.dispatchEvent(new Event("change", { bubbles: true }));
    await settle();
    expect(fetchMock.mock.calls[1]?.[0]).toBe("/jobs?salary=10&sort=newest");
  });

  it("on phones the panel is a sheet: focus moves into it, Close returns it, Show N jobs applies and closes it", async () => {
    await load("", ["A", "B"]);
    const toggle = jobsDom.filtersToggle.find(document)!;
    const panel = document.getElementById(JOBS_IDS.filters)!;
    toggle.click();
    expect(document.activeElement).toBe(panel.querySelector("h2"));
    jobsDom.filtersClose.find(document)!.click();
    expect(panel.hasAttribute("data-open")).toBe(false);
    expect(document.activeElement).toBe(toggle);

    toggle.click();
    expect(jobsDom.sheetApply.find(document)?.textContent).toBe(t.showJobs(2, true));
    fetchMock.mockResolvedValueOnce(new Response(pageHtml("type=Locum", ["A"]), { status: 200 }));
    const box = document.querySelector<HTMLInputElement>('input[name="type"][value="Locum"]')!;
    box.checked = true;
    box.dispatchEvent(new Event("change", { bubbles: true }));
    await settle();
    // The sheet stays open over the page and says what applying it will show.
    expect(panel.hasAttribute("data-open")).toBe(true);
    expect(jobsDom.sheetApply.find(document)?.textContent).toBe(t.showJobs(1, true));
    fetchMock.mockResolvedValueOnce(new Response(pageHtml("type=Locum", ["A"]), { status: 200 }));
    const apply = jobsDom.sheetApply.find(document)!;
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    Object.defineProperty(submit, "submitter", { value: apply });
    jobsDom.form.find(document)!.dispatchEvent(submit);
    await settle();
    expect(panel.hasAttribute("data-open")).toBe(false);
    await vi.waitFor(() => expect(document.activeElement?.id).toBe(JOBS_IDS.count));
  });

  it("Clear All Filters also puts the radio filters back to any", async () => {
    await load("salary=10&posted=7", ["A"]);
    expect(document.querySelector<HTMLInputElement>('input[name="salary"][value="10"]')?.checked).toBe(true);
    fetchMock.mockResolvedValueOnce(new Response(pageHtml("", ["A", "B"]), { status: 200 }));
    jobsDom.clears.find(document, "filters")!.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }));
    await settle();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/jobs");
    expect(document.querySelector<HTMLInputElement>('input[name="salary"][value=""]')?.checked).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input[name="posted"][value=""]')?.checked).toBe(true);
  });
});
