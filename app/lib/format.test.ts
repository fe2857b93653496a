import { describe, expect, it } from "vitest";
import { formatCount, formatDate, groupIndian, formatJobSalary, formatRelativeDays, formatRupees, formatSalaryText, formatStructuredSalary, firstWord, jsonLd, lastWord, plural } from "./format";
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
  it("groups as en-IN does, without ICU", () => {
    const icu = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 0 });
    const samples = [0, 1, 9, 99, 999, 1000, 9999, 10000, 99999, 100000, 1234567, 12345678, 123456789, -1000, -123456, 2 ** 53 - 1, 1e21, 999.5, 1234.4];
    for (let i = 0; i < 2000; i++) samples.push(Math.floor(Math.random() * 10 ** (1 + (i % 15))) * (i % 7 === 0 ? -1 : 1) || 0);
    for (const n of samples) expect(groupIndian(n), String(n)).toBe(icu.format(Math.round(n)));
  });
  it("shows yearly ranges in lakhs per annum", () => {
    expect(formatStructuredSalary({ min: 1_800_000, max: 3_000_000, unit: "year" })).toBe("₹18–30 LPA");
    expect(formatStructuredSalary({ min: 1_250_000, max: null, unit: "year" })).toBe("₹12.5 LPA");
  });
  it("shows monthly ranges with grouping", () => {
    expect(formatStructuredSalary({ min: 150000, max: 200000, unit: "month" })).toBe("₹1,50,000–₹2,00,000 / month");
  });
  it("falls back to the free text when nothing is structured", () => {
    expect(formatJobSalary({ salary: "Negotiable", salaryMin: null, salaryMax: null, salaryUnit: null })).toBe("Negotiable");
    expect(formatJobSalary({ salary: "Negotiable", salaryMin: 150000, salaryMax: null, salaryUnit: "month" })).toBe("From ₹1,50,000 / month");
  });
  it("puts the rupee sign on figures only, never on words", () => {
    expect(formatSalaryText("Negotiable, as per experience")).toBe("Negotiable, as per experience");
    expect(formatSalaryText("As per hospital norms")).toBe("As per hospital norms");
    expect(formatSalaryText("₹Negotiable")).toBe("Negotiable");
    expect(formatSalaryText("4,000 per shift")).toBe("₹4,000 per shift");
    expect(formatSalaryText("Up to 2,00,000 per month")).toBe("Up to ₹2,00,000 per month");
    expect(formatSalaryText("Negotiable, 1,20,000 and above")).toBe("Negotiable, ₹1,20,000 and above");
  });
  it("writes amounts the way the structured figures do", () => {
    expect(formatSalaryText("1,50,000 - 2,00,000 per month")).toBe("₹1,50,000 - ₹2,00,000 per month");
    expect(formatSalaryText("12-18 LPA")).toBe("₹12-18 LPA");
    expect(formatSalaryText("18 to 24 LPA")).toBe("₹18 to 24 LPA");
    expect(formatSalaryText("Up to 18 LPA")).toBe("Up to ₹18 LPA");
    expect(formatSalaryText("1.5 lakh per month")).toBe("₹1.5 lakh per month");
  });
  it("turns a written currency into the one sign", () => {
    expect(formatSalaryText("Rs. 4,000 per shift")).toBe("₹4,000 per shift");
    expect(formatSalaryText("INR 1,50,000")).toBe("₹1,50,000");
    expect(formatSalaryText("₹ 80,000")).toBe("₹80,000");
  });
  it("leaves figures that count something else alone", () => {
    expect(formatSalaryText("2 shifts a week, 4,000 each")).toBe("2 shifts a week, ₹4,000 each");
    expect(formatSalaryText("24x7 cover, 1,20,000 per month")).toBe("24x7 cover, ₹1,20,000 per month");
    expect(formatSalaryText("10% incentive on 1,00,000")).toBe("10% incentive on ₹1,00,000");
  });
});

describe("counts", () => {
  it("uses the singular for exactly one, the plural otherwise", () => {
    expect(formatCount(1, "application")).toBe("1 application");
    expect(formatCount(0, "application")).toBe("0 applications");
    expect(formatCount(2, "application")).toBe("2 applications");
    expect(formatCount(1, "city", "cities")).toBe("1 city");
    expect(formatCount(3, "city", "cities")).toBe("3 cities");
    expect(plural(1, "job")).toBe("job");
    expect(plural(5, "job")).toBe("jobs");
  });
  it("groups large counts the Indian way and marks a capped count", () => {
    expect(formatCount(120000, "doctor job")).toBe("1,20,000 doctor jobs");
    expect(formatCount(10000, "doctor job", undefined, { atLeast: true })).toBe("10,000+ doctor jobs");
  });
  it("relative days read 2 days ago, never 1 days", () => {
    const now = new Date("2026-11-24T12:00:00Z");
    expect(formatRelativeDays(new Date("2026-11-23T11:00:00Z"), now)).toBe("Yesterday");
    expect(formatRelativeDays(new Date("2026-11-22T11:00:00Z"), now)).toBe("2 days ago");
  });
});

describe("dates", () => {
  it("reads day, short month and year: 25 Nov 2026", () => {
    expect(formatDate(new Date("2026-11-25T06:00:00Z"))).toBe("25 Nov 2026");
    expect(formatDate("2026-11-25T06:00:00.000Z")).toBe("25 Nov 2026");
    expect(formatDate(new Date("2026-01-01T00:00:00Z"))).toBe("1 Jan 2026");
  });
  it("uses three-letter months, never ICU's 'Sept' or full names", () => {
    expect(formatDate(new Date("2026-09-05T06:00:00Z"))).toBe("5 Sep 2026");
    expect(formatDate(new Date("2026-06-30T06:00:00Z"))).toBe("30 Jun 2026");
  });
  it("is the calendar day in India, whatever the server's time zone", () => {
    // 20:00 UTC is 01:30 the next day in India; 18:00 UTC is 23:30 the same day.
    expect(formatDate(new Date("2026-11-25T20:00:00Z"))).toBe("26 Nov 2026");
    expect(formatDate(new Date("2026-11-25T18:00:00Z"))).toBe("25 Nov 2026");
    expect(formatDate(new Date("2026-12-31T19:00:00Z"))).toBe("1 Jan 2027");
  });
  it("relative days count calendar days in India", () => {
    const morning = new Date("2026-11-24T04:00:00Z"); // 09:30 on 24 Nov in India
    expect(formatRelativeDays(new Date("2026-11-23T17:00:00Z"), morning)).toBe("Yesterday"); // 22:30 on 23 Nov
    expect(formatRelativeDays(new Date("2026-11-23T19:00:00Z"), morning)).toBe("Today"); // 00:30 on 24 Nov
  });
  it("older posted dates fall back to the one date style", () => {
    expect(formatRelativeDays(new Date("2026-09-05T06:00:00Z"), new Date("2026-11-24T12:00:00Z"))).toBe("5 Sep 2026");
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

  it("writes characters above Latin-1 as escapes that parse back to the same text", () => {
    const data = { salary: "₹ 20–30 LPA", title: "Consultant … हिन्दी 😀", city: "Bengaluru · café" };
    const out = jsonLd(data);
    expect(out).not.toMatch(/[\u0100-\uffff]/);
    expect(out).toContain("\\u20b9");
    expect(JSON.parse(out)).toEqual(data);
  });
});
