import { describe, expect, it } from "vitest";
import { jobs as t } from "~/features/jobs/messages";
import { Window } from "happy-dom";
import { cityCheckboxesHtml, facetCountHtml, facetCountId, optionRowsHtml } from "./city-options";

describe("filter counts as the page shows them", () => {
  it("are exact numbers, 0 when an option has none", () => {
    expect(facetCountHtml("types:Locum", 1234)).toContain(">1,234</span>");
    expect(facetCountHtml("types:Locum", undefined)).toContain(">0</span>");
  });

  it("read as estimates when the filter was counted on the sample, and show nothing where the sample met none", () => {
    expect(facetCountHtml("types:Locum", 43_000, true)).toContain(`>${t.estimate(43_000)}</span>`);
    expect(t.estimate(43_000)).toBe("~43,000");
    expect(facetCountHtml("types:Locum", undefined, true)).toMatch(/><\/span>$/);
  });

  it("tie each city's checkbox to its count, keep the chosen ones checked and say when counts are estimates", () => {
    const html = cityCheckboxesHtml(["Pune"], { Pune: 1200, Kochi: 7 }, true);
    const pune = html.match(/<li><label><input[^>]*value="Pune"[^>]*>Pune<span[^>]*>([^<]*)<\/span><\/label><\/li>/);
    expect(pune?.[0]).toContain(" checked");
    expect(pune?.[0]).toContain(`aria-describedby="${facetCountId("city:Pune")}"`);
    expect(pune?.[1]).toBe("~1,200");
    expect(html).toMatch(/value="Kochi" aria-describedby="[^"]+">Kochi<span[^>]*>~7<\/span>/);
    expect(html).toMatch(/value="Delhi" aria-describedby="[^"]+">Delhi<span[^>]*><\/span>/);
  });

  it("build a filter's rows: the chosen option checked, each tied to its count, an \"any\" row without one, text escaped", () => {
    const html = optionRowsHtml({
      type: "radio",
      name: "experience",
      anyLabel: "Any <experience>",
      options: [
        { value: "0", label: "Fresher" },
        { value: "5", label: "5 years & more" },
      ],
      checked: (value) => value === "5",
      facet: "experience",
      counts: { "0": 12, "5": 1500 },
    });
    const document = new Window().document;
    document.body.innerHTML = `<form>${html}</form>`;
    const inputs = [...document.querySelectorAll("input")];
    expect(inputs.map((input) => [input.getAttribute("type"), input.getAttribute("name"), input.getAttribute("value"), input.hasAttribute("checked")])).toEqual([
      ["radio", "experience", "", false],
      ["radio", "experience", "0", false],
      ["radio", "experience", "5", true],
    ]);
    const labels = [...document.querySelectorAll("label")].map((label) => label.textContent);
    expect(labels).toEqual(["Any <experience>", "Fresher12", "5 years & more1,500"]);
    expect(inputs[0]!.hasAttribute("aria-describedby")).toBe(false);
    expect(inputs[2]!.getAttribute("aria-describedby")).toBe(facetCountId("experience:5"));
    expect(document.getElementById(facetCountId("experience:5"))?.textContent).toBe("1,500");
  });

  it("leave counts out when there are none (the search failed to count) and check several boxes", () => {
    const html = optionRowsHtml({
      type: "checkbox",
      name: "type",
      options: ["Locum", "Full-time", "Contract"].map((value) => ({ value, label: value })),
      checked: (value) => value !== "Contract",
      facet: "types",
      counts: null,
    });
    expect(html).not.toContain("aria-describedby");
    expect(html).not.toContain("data-facet-count");
    expect(html.match(/ checked/g)).toHaveLength(2);
  });
});
