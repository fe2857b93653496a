import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formInput, validation } from "~/lib/messages";
import { jobForm as m } from "~/features/jobs/messages";
import { endOfIndiaDay, indiaDay, JobFormSchema } from "./schema";

type Fields = Record<string, string | File | string[]>;

const valid: Record<string, string> = {
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

/** Parses the fields as the action does: a posted form, through conform and the schema. */
function parse(fields: Fields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const one of Array.isArray(value) ? value : [value]) form.append(name, one);
  }
  return parseWithZod(form, { schema: JobFormSchema });
}

function errors(fields: Fields): Record<string, string> {
  const submission = parse(fields);
  if (submission.status === "success") return {};
  return Object.fromEntries(Object.entries(submission.error ?? {}).map(([name, messages]) => [name, messages?.[0] ?? ""]));
}

function value(fields: Fields) {
  const submission = parse(fields);
  if (submission.status !== "success") throw new Error(`refused: ${JSON.stringify(submission.error)}`);
  return submission.value;
}

describe("job form schema", () => {
  it("accepts a complete form, trimming text and reading Indian-grouped rupees", () => {
    expect(value(valid)).toMatchObject({
      title: "Consultant Cardiologist",
      salary: null,
      salaryMin: 150000,
      salaryMax: 200000,
      salaryUnit: "month",
      validThrough: null,
      featured: false,
    });
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

  it("checks the structured salary, even while other fields are still missing", () => {
    expect(errors({ ...valid, salaryMin: "12.5" }).salaryMin).toBe(m.salaryNumber);
    expect(errors({ ...valid, salaryMin: "-5" }).salaryMin).toBe(m.salaryNumber);
    expect(errors({ ...valid, salaryMax: "99999999999" }).salaryMax).toBe(m.salaryNumber);
    expect(errors({ ...valid, salaryUnit: "" }).salaryUnit).toBe(m.salaryUnitRequired);
    expect(errors({ ...valid, salaryUnit: "week" }).salaryUnit).toBe(m.salaryUnitRequired);
    expect(errors({ ...valid, salaryMin: "300000", salaryMax: "200000" }).salaryMax).toBe(m.salaryRange);
    expect(errors({ salaryMin: "300000", salaryMax: "200000", salaryUnit: "month" })).toMatchObject({ salaryMax: m.salaryRange, title: m.titleRequired });
    expect(value({ ...valid, salaryMin: "", salaryMax: "", salaryUnit: "" })).toMatchObject({ salaryMin: null, salaryMax: null, salaryUnit: null });
    expect(value({ ...valid, salaryMin: "₹ 18,00,000", salaryMax: "", salaryUnit: "year" })).toMatchObject({ salaryMin: 1800000, salaryMax: null, salaryUnit: "year" });
  });

  it("takes the salary in words as a fallback, alone or beside a range, within 100 characters", () => {
    expect(value({ ...valid, salaryMin: "", salaryMax: "", salaryUnit: "", salary: " Negotiable, as per experience " })).toMatchObject({
      salary: "Negotiable, as per experience",
      salaryMin: null,
    });
    expect(errors({ ...valid, salary: "x".repeat(101) }).salary).toBe(m.salaryTooLong);
  });

  it("checks the closing date: a real day, not past, within a year; stored as the end of that day in India", () => {
    const today = indiaDay(new Date());
    expect(errors({ ...valid, validThrough: "2020-01-01" }).validThrough).toBe(m.closingDatePast);
    expect(errors({ ...valid, validThrough: "2026-02-31" }).validThrough).toBe(m.closingDateInvalid);
    expect(errors({ ...valid, validThrough: "soon" }).validThrough).toBe(m.closingDateInvalid);
    expect(errors({ ...valid, validThrough: indiaDay(new Date(Date.now() + 400 * 86_400_000)) }).validThrough).toBe(m.closingDateTooFar);
    expect(value({ ...valid, validThrough: today }).validThrough?.toISOString()).toBe(endOfIndiaDay(today).toISOString());
  });

  it("counts a posted line break (CRLF) as one character, as the textarea's maxlength does", () => {
    const text = "a\r\n".repeat(4000);
    expect(value({ ...valid, description: text }).description).toBe("a\n".repeat(4000).trim());
    expect(errors({ ...valid, description: "a".repeat(10_001) }).description).toBe(m.descriptionTooLong);
  });

  it("refuses control characters, repeated fields and files where text belongs, beside the field", () => {
    expect(errors({ ...valid, title: "Consultant\u0000 Cardiologist" }).title).toBe(validation.controlCharacters);
    expect(errors({ ...valid, title: ["Registrar", "Consultant"] }).title).toBe(formInput.repeatedField);
    expect(errors({ ...valid, location: ["Pune", "Hyderabad"] }).location).toBe(formInput.repeatedField);
    expect(errors({ ...valid, company: new File(["x"], "x.txt") }).company).toBe(formInput.notText);
  });

  it("reads the featured checkbox", () => {
    expect(value({ ...valid, featured: "on" }).featured).toBe(true);
    expect(value(valid).featured).toBe(false);
  });

  // Lengths are not listed here: conform 1.21's getZodConstraint reads zod's `_zod.bag`, which zod 4.6 no longer fills.
  it("tells the browser which fields are required", () => {
    const constraint = getZodConstraint(JobFormSchema);
    for (const name of ["title", "company", "location", "type", "specialty", "description"]) expect(constraint[name], name).toMatchObject({ required: true });
    for (const name of ["salary", "salaryMin", "salaryMax", "salaryUnit", "validThrough", "featured"]) expect(constraint[name], name).toMatchObject({ required: false });
  });
});
