import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { formInput, validation } from "~/lib/messages";
import { directory } from "~/features/directory/messages";
import { AdminDoctorSchema, DIRECTORY_DETAILS_INTENT, DirectoryDetailsSchema, DirectorySearchSchema, directoryQuery } from "./schema";

function form(entries: [string, string | File][]): FormData {
  const data = new FormData();
  for (const [k, v] of entries) data.append(k, v);
  return data;
}

/** The errors of a refused submission (none for an accepted one). */
const errorsOf = (submission: { status?: string; error?: unknown }) => (submission.status === "success" ? null : submission.error);

const search = (qs: string) => parseWithZod(new URLSearchParams(qs), { schema: DirectorySearchSchema });

describe("the directory search", () => {
  it("reads the filters, with the unset ones meaning no filter", () => {
    const ok = search("q=+stroke+&location=Pune&specialty=Pediatrics&page=3");
    expect(ok.status).toBe("success");
    expect(ok.status === "success" && directoryQuery(ok.value)).toEqual({ q: "stroke", location: "Pune", specialty: "Pediatrics", page: 3 });
    const empty = search("q=&location=&specialty=All");
    expect(empty.status === "success" && directoryQuery(empty.value)).toEqual({ q: "", location: "", specialty: "All", page: 1 });
  });

  it("refuses what no form could send, beside the filter", () => {
    const cases: [string, Record<string, string>][] = [
      ["q=%00", { q: validation.controlCharacters }],
      [`q=${"x".repeat(101)}`, { q: formInput.tooLong(100) }],
      ["specialty=Astrology", { specialty: directory.specialtyInvalid }],
      ["page=0", { page: directory.pageInvalid }],
      ["page=1001", { page: directory.pageInvalid }],
      ["page=1e3", { page: directory.pageInvalid }],
      ["q=a&q=b", { q: formInput.repeatedField }],
    ];
    for (const [qs, errors] of cases) {
      const result = search(qs);
      expect(result.status, qs).toBe("error");
      expect(errorsOf(result), qs).toMatchObject(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]])));
    }
  });
});

describe("the directory details", () => {
  const details = (entries: [string, string][]) => parseWithZod(form([["intent", DIRECTORY_DETAILS_INTENT], ...entries]), { schema: DirectoryDetailsSchema });

  it("normalise skills, years, the registration number and the listed box", () => {
    const result = details([["skills", "Echo, TMT, Echo, "], ["experienceYears", "8"], ["registrationNumber", "mmc/2010/123"], ["listed", "on"], ["qualifications", "MD"]]);
    expect(result.status === "success" && result.value).toMatchObject({
      skills: ["Echo", "TMT"],
      experienceYears: 8,
      registrationNumber: "MMC/2010/123",
      listed: true,
      qualifications: ["MD"],
      bio: null,
      availability: null,
    });
    const none = details([]);
    expect(none.status === "success" && none.value).toMatchObject({ skills: [], experienceYears: null, registrationNumber: null, listed: false, qualifications: [] });
  });

  it("refuse years, qualifications, registration numbers and skills out of bounds", () => {
    const result = details([
      ["experienceYears", "99"],
      ["qualifications", "PhD"],
      ["registrationNumber", "MMC#1"],
      ["skills", Array.from({ length: 21 }, (_, i) => `skill ${i}`).join(",")],
    ]);
    expect(errorsOf(result)).toMatchObject({
      experienceYears: [directory.experienceInvalid],
      "qualifications[0]": [directory.qualificationInvalid],
      registrationNumber: [directory.registrationInvalid],
      skills: [directory.tooManySkills],
    });
  });
});

describe("the admin's doctor form", () => {
  const base: [string, string | File][] = [["name", "Dr.  Kavya  Menon"], ["specialization", "Cardiology"]];

  it("requires name and specialization, and checks the e-mail", () => {
    const result = parseWithZod(form([["email", "not-mail"]]), { schema: AdminDoctorSchema });
    expect(errorsOf(result)).toMatchObject({ name: [validation.nameRequired], specialization: [validation.specializationRequired], email: [validation.emailInvalid] });
    const ok = parseWithZod(form([...base, ["email", "Kavya@Example.COM"]]), { schema: AdminDoctorSchema });
    expect(ok.status === "success" && ok.value).toMatchObject({ name: "Dr. Kavya Menon", email: "kavya@example.com", listed: false, verified: false });
  });

  it("refuses verification without a registration number, and oversized or text uploads beside their fields", () => {
    const verified = parseWithZod(form([...base, ["verified", "on"]]), { schema: AdminDoctorSchema });
    expect(errorsOf(verified)).toMatchObject({ verified: [directory.verifyNeedsRegistration] });
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "p.png", { type: "image/png" });
    const tooLarge = parseWithZod(form([...base, ["photo", big], ["resume", "cv.pdf"]]), { schema: AdminDoctorSchema });
    expect(errorsOf(tooLarge)).toMatchObject({ photo: [directory.photoTooLarge], resume: [expect.any(String)] });
  });

  it("takes an empty file input as no file", () => {
    const result = parseWithZod(form([...base, ["photo", new File([], "")]]), { schema: AdminDoctorSchema });
    expect(result.status === "success" && result.value.photo).toBeUndefined();
  });
});
