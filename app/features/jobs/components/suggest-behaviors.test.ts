// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { jobs as t } from "~/features/jobs/messages";
import { JOBS_IDS, suggestTextsDom } from "./jobs-dom";
import { MAX_SUGGESTIONS, suggestBehaviors, suggestionsFor, suggestTexts } from "./suggest-behaviors";

const escapeAttribute = (value: string) => value.replace(/&/g, "&amp;").replace(/"/g, "&quot;");
const queries = (value: string) => suggestionsFor(value).map((s) => s.query);

describe("suggestionsFor", () => {
  it("completes the last word with keywords and cities, keeping what comes before", () => {
    expect(queries("cardiol")).toEqual(expect.arrayContaining(["cardiology", "cardiologist"]));
    expect(queries("cardiologist hyder")).toContain("cardiologist Hyderabad");
    expect(suggestionsFor("hyder").find((s) => s.query === "Hyderabad")?.suggestion.kind).toBe("city");
  });

  it("completes phrases and words inside names", () => {
    expect(queries("senior res")).toContain("senior resident");
    expect(queries("obstet")).toEqual(expect.arrayContaining(["obstetrics", "obstetrician"]));
    expect(queries("otolaryn")).toContain("ent (otolaryngology)");
  });

  it("offers nothing already typed and puts no words between those typed", () => {
    expect(queries("senior resident")).not.toContain("senior senior resident");
    expect(queries("senior resident")).not.toContain("senior junior resident");
    expect(queries("medical officer")).not.toContain("medical medical officer");
    expect(queries("emergency medicine")).not.toContain("emergency emergency medicine");
    const twice = queries("senior res");
    expect(twice.filter((query) => query === "senior resident")).toHaveLength(1);
    // A phrase completed after other words keeps them.
    expect(queries("locum senior res")).toContain("locum senior resident");
    for (const typed of ["senior resident", "medical officer", "emergency medicine", "senior res", "chief med"]) {
      expect(new Set(queries(typed)).size).toBe(queries(typed).length);
      expect(queries(typed)).not.toContain(typed);
    }
  });

  it("completes a city's old names, short names and misspellings to the city (place-names.ts)", () => {
    expect(queries("Bangal")).toContain("Bengaluru");
    expect(queries("gurgaon")).toContain("Gurugram");
    expect(queries("cardiologist vizag")).toContain("cardiologist Visakhapatnam");
    expect(queries("secunder")).toContain("Hyderabad");
    expect(suggestionsFor("Bangal").find((s) => s.query === "Bengaluru")?.suggestion.kind).toBe("city");
  });

  it("suggests every meaning of a short form's words", () => {
    expect(queries("casualty med")).toContain("casualty medical officer");
    expect(queries("chief med")).toContain("chief medical officer");
  });

  it("says nothing for one letter or after a space, and at most eight", () => {
    expect(queries("c")).toEqual([]);
    expect(queries("cardiology ")).toEqual([]);
    expect(suggestionsFor("an").length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
  });
});

describe("the keyword combobox", () => {
  let uninstall: () => void;
  let submitted: number;
  beforeEach(() => {
    document.body.innerHTML = `<form><input id="${JOBS_IDS.keyword}" role="combobox" aria-expanded="false" aria-controls="${JOBS_IDS.suggestions}"><ul id="${JOBS_IDS.suggestions}" role="listbox" ${suggestTextsDom.attr}="${escapeAttribute(JSON.stringify(suggestTexts(t)))}" hidden></ul><p id="${JOBS_IDS.suggestions}-status" role="status"></p></form>`;
    submitted = 0;
    document.querySelector("form")!.requestSubmit = () => {
      submitted++;
    };
    uninstall = suggestBehaviors(document);
  });
  afterEach(() => {
    uninstall();
    vi.restoreAllMocks();
  });
  const box = () => document.getElementById(JOBS_IDS.keyword) as HTMLInputElement;
  const type = (value: string) => {
    box().value = value;
    box().dispatchEvent(new Event("input", { bubbles: true }));
  };
  const key = (name: string) => box().dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true, cancelable: true }));

  it("shows options while typing, moves with the arrows and picks with Enter", () => {
    type("radiolog");
    const list = document.getElementById(JOBS_IDS.suggestions)!;
    expect(list.hidden).toBe(false);
    expect(box().getAttribute("aria-expanded")).toBe("true");
    const options = list.querySelectorAll('[role="option"]');
    expect(options.length).toBeGreaterThan(0);
    expect(document.getElementById(`${JOBS_IDS.suggestions}-status`)?.textContent).toBe(t.suggestionsCount(options.length));
    key("ArrowDown");
    expect(box().getAttribute("aria-activedescendant")).toBe(options[0]?.id);
    expect(options[0]?.getAttribute("aria-selected")).toBe("true");
    const first = options[0]?.firstElementChild?.textContent;
    key("Enter");
    expect(box().value).toBe(first);
    expect(submitted).toBe(1);
    expect(list.hidden).toBe(true);
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });

  it("stays a plain search field when the list carries no texts", () => {
    document.getElementById(JOBS_IDS.suggestions)!.removeAttribute(suggestTextsDom.attr);
    type("radiolog");
    expect(document.getElementById(JOBS_IDS.suggestions)?.hidden).toBe(true);
    expect(box().getAttribute("aria-expanded")).toBe("false");
  });

  it("closes on Escape without changing the text", () => {
    type("neurol");
    key("Escape");
    expect(document.getElementById(JOBS_IDS.suggestions)?.hidden).toBe(true);
    expect(box().value).toBe("neurol");
  });

  it("picks an option with the pointer", () => {
    type("luckn");
    const option = document.querySelector<HTMLElement>('[role="option"]')!;
    option.dispatchEvent(new MouseEvent("mousedown", { bubbles: true, cancelable: true }));
    expect(box().value).toBe(option.firstElementChild?.textContent);
    expect(submitted).toBe(1);
  });
});
