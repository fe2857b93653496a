import { describe, expect, it } from "vitest";
import { jsonLd } from "~/lib/format";
import { HOME_FAQS, SERVICES } from "./content";
import { employmentAgencyJsonLd, faqPageJsonLd } from "./structured-data";

const site = {
  brand: "DocHire",
  baseUrl: "https://dochire.in",
  contactEmail: "contact@dochire.in",
  officeAddress: "HITEC City, Hyderabad, Telangana",
  phones: [
    { label: "Client Support", number: "+91 40 4850 2200" },
    { label: "Sales", number: "+91 98480 22110" },
  ],
};

describe("home structured data", () => {
  it("publishes the six FAQ questions as a FAQPage", () => {
    const data = faqPageJsonLd(HOME_FAQS);
    expect(HOME_FAQS).toHaveLength(6);
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity.map((q) => q.name)).toEqual(HOME_FAQS.map((f) => f.question));
    expect(data.mainEntity[0]!.acceptedAnswer.text).toBe(HOME_FAQS[0]!.answer);
  });

  it("describes the agency with its four services and contact points", () => {
    const data = employmentAgencyJsonLd(site, SERVICES);
    expect(data["@type"]).toBe("EmploymentAgency");
    expect(data.makesOffer.map((o) => o.itemOffered.name)).toEqual([
      "Doctor Placement",
      "Hospital Staffing",
      "Locum Placement",
      "International Recruitment",
    ]);
    expect(data.contactPoint.map((c) => c.contactType)).toEqual(["customer support", "sales"]);
  });

  it("serialises safely inside a script tag", () => {
    const text = jsonLd(faqPageJsonLd([{ question: "</script><script>alert(1)</script>", answer: "a & b" }]));
    expect(text).not.toContain("<");
    expect(JSON.parse(text).mainEntity[0].name).toBe("</script><script>alert(1)</script>");
  });
});
