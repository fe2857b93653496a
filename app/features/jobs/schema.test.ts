import { describe, expect, it } from "vitest";
import { jobForm as m } from "~/lib/messages";
import { endOfIndiaDay, indiaDay, parseJobForm, type JobFormValues } from "./schema";

const valid: JobFormValues = {
  title: "  Consultant Cardiologist ",
  company: "Deccan Heart Institute",
  location: "Hyderabad",
  type: "Full-time",
  specialty: "Cardiology",
  salary: "",
  salaryMin: "1,50,000",
  salaryMax: "200000",
  salaryUnit: "month",
  description: "Run OPD and cath-lab lists and manage CCU admissions.",
  validThrough: "",
};

const errors = (values: JobFormValues) => {
  const result = parseJobForm(values);
  return result.ok ? {} : result.errors;
};

describe("job form schema", () => {
  it("accepts a complete form, trimming text and reading Indian-grouped rupees", () => {
    const result = parseJobForm(valid);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.input).toMatchObject({ title: "Consultant Cardiologist", salary: null, salaryMin: 150000, salaryMax: 200000, salaryUnit: "month", validThrough: null, featured: false });
  });

  it("names every missing required field with its own message", () => {
    expect(errors({})).toEqual({
      title: m.titleRequired,
      company: m.companyRequired,
      location: m.locationRequired,
      type: m.typeRequired,
      specialty: m.specialtyRequired,
      description: m.descriptionRequired,
    });
  });

  it("only takes cities, job types and specialties from the lists", () => {
    expect(errors({ ...valid, location: "Atlantis" }).location).toBe(m.locationRequired);
    expect(errors({ ...valid, type: "Gig" }).type).toBe(m.typeRequired);
    expect(errors({ ...valid, specialty: "Astrology" }).specialty).toBe(m.specialtyRequired);
  });

  it("checks the structured salary", () => {
    expect(errors({ ...valid, salaryMin: "12.5" }).salaryMin).toBe(m.salaryNumber);
    expect(errors({ ...valid, salaryMin: "-5" }).salaryMin).toBe(m.salaryNumber);
    expect(errors({ ...valid, salaryUnit: "" }).salaryUnit).toBe(m.salaryUnitRequired);
    expect(errors({ ...valid, salaryMin: "300000", salaryMax: "200000" }).salaryMax).toBe(m.salaryRange);
    expect(parseJobForm({ ...valid, salaryMin: "", salaryMax: "", salaryUnit: "" }).ok).toBe(true);
  });

  it("checks the closing date: a real day, not past, within a year; stored as the end of that day in India", () => {
    const today = indiaDay(new Date());
    expect(errors({ ...valid, validThrough: "2020-01-01" }).validThrough).toBe(m.closingDatePast);
    expect(errors({ ...valid, validThrough: "2026-02-31" }).validThrough).toBe(m.closingDateInvalid);
    expect(errors({ ...valid, validThrough: "soon" }).validThrough).toBe(m.closingDateInvalid);
    expect(errors({ ...valid, validThrough: indiaDay(new Date(Date.now() + 400 * 86_400_000)) }).validThrough).toBe(m.closingDateTooFar);
    const result = parseJobForm({ ...valid, validThrough: today });
    expect(result.ok && result.input.validThrough?.toISOString()).toBe(endOfIndiaDay(today).toISOString());
  });

  it("reads the featured checkbox", () => {
    const result = parseJobForm({ ...valid, featured: "on" });
    expect(result.ok && result.input.featured).toBe(true);
  });
});
