import { describe, expect, it } from "vitest";
import { jobs as t } from "~/lib/messages";
import { cityCheckboxesHtml, facetCountHtml, facetCountId } from "./city-options";

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
});
