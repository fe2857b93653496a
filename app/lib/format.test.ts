import { describe, expect, it } from "vitest";
import { formatJobSalary, formatRupees, formatSalaryText, formatStructuredSalary, firstWord, jsonLd, lastWord } from "./format";
import { SALARY_FALLBACK } from "./constants";

describe("salary formatting", () => {
  it("prepends the rupee sign only when missing", () => {
    expect(formatSalaryText("1,50,000 per month")).toBe("₹1,50,000 per month");
    expect(formatSalaryText("₹2,00,000")).toBe("₹2,00,000");
  });
  it("reads Not Disclosed when empty", () => {
    expect(formatSalaryText("")).toBe(SALARY_FALLBACK);
    expect(formatSalaryText("   ")).toBe(SALARY_FALLBACK);
    expect(formatSalaryText(null)).toBe(SALARY_FALLBACK);
  });
  it("groups digits the Indian way", () => {
    expect(formatRupees(150000)).toBe("₹1,50,000");
    expect(formatRupees(12500000)).toBe("₹1,25,00,000");
  });
  it("shows yearly ranges in lakhs per annum", () => {
    expect(formatStructuredSalary({ min: 1_800_000, max: 3_000_000, unit: "year" })).toBe("₹18–30 LPA");
    expect(formatStructuredSalary({ min: 1_250_000, max: null, unit: "year" })).toBe("₹12.5 LPA");
  });
  it("shows monthly ranges with grouping", () => {
    expect(formatStructuredSalary({ min: 150000, max: 200000, unit: "month" })).toBe("₹1,50,000–₹2,00,000 / month");
  });
  it("falls back to the free text when nothing is structured", () => {
    expect(formatJobSalary({ salary: "Negotiable", salaryMin: null, salaryMax: null, salaryUnit: null })).toBe("₹Negotiable");
  });
});

describe("names", () => {
  it("takes the first and last words", () => {
    expect(firstWord("  Ananya  Rao ")).toBe("Ananya");
    expect(firstWord("")).toBeNull();
    expect(lastWord("Dr Ananya Rao")).toBe("Rao");
  });
});

describe("jsonLd", () => {
  it("cannot close the script element", () => {
    const out = jsonLd({ a: "</script><script>alert(1)</script>" });
    expect(out).not.toContain("</script>");
    expect(JSON.parse(out)).toEqual({ a: "</script><script>alert(1)</script>" });
  });
});
