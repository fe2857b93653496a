import { describe, expect, it } from "vitest";
import {
  canonicalSpecialty,
  DIRECTORY_SPECIALTIES,
  DOCTOR_CATEGORIES,
  FOOTER_SPECIALTIES,
  JOB_SPECIALTIES,
  PROFILE_SPECIALIZATIONS,
  SPECIALTIES,
} from "./constants";

// One name per specialty: sign-up and profiles, the directory filter, the job form, the /jobs filter, the home
// categories and the footer all use the names of SPECIALTIES (the spec's profile list of 32).

/** The spec's directory filter list (section 3), as written there. */
const SPEC_DIRECTORY_FILTER = [
  "All", "Cardiology", "Neurology", "Pediatrics", "Orthopedics", "Dermatology", "General Surgery", "Gynecology", "Oncology",
  "Anesthesiology", "Endocrinology", "Gastroenterology", "Radiologist", "Psychiatrist", "ENT", "Ophthalmologist",
  "Pulmonologist", "Urologist", "Family Medicine", "Internal Medicine", "Allergist", "Dentist", "Emergency Medicine",
  "Nephrologist", "Plastic Surgeons", "Other",
];

describe("the one specialty list", () => {
  it("is the profile list of 32, with Other, and jobs use all of it", () => {
    expect(SPECIALTIES).toHaveLength(32);
    expect(SPECIALTIES).toContain("Other");
    expect(PROFILE_SPECIALIZATIONS).toBe(SPECIALTIES);
    expect(JOB_SPECIALTIES).toBe(SPECIALTIES);
  });

  it("keeps the directory filter's 26 options, each under its one name", () => {
    expect(DIRECTORY_SPECIALTIES).toHaveLength(SPEC_DIRECTORY_FILTER.length);
    for (const [i, written] of SPEC_DIRECTORY_FILTER.entries()) {
      expect(DIRECTORY_SPECIALTIES[i]).toBe(written === "All" ? "All" : canonicalSpecialty(written));
    }
  });

  it("gives every home category and footer link a specialty of the list", () => {
    for (const category of DOCTOR_CATEGORIES) expect(SPECIALTIES).toContain(category.specialty);
    for (const link of FOOTER_SPECIALTIES) expect(SPECIALTIES).toContain(link.label);
    for (const category of DOCTOR_CATEGORIES.filter((c) => !("keyword" in c))) expect(canonicalSpecialty(category.name) ?? category.specialty).toBe(category.specialty);
  });

  it("reads other names of a specialty as its one name, case-insensitively, and nothing else", () => {
    expect(canonicalSpecialty("ent")).toBe("ENT (Otolaryngology)");
    expect(canonicalSpecialty("Obstetrics & Gynaecology")).toBe("Gynecology (Obstetrics & Gynecology)");
    expect(canonicalSpecialty(" UROLOGY ")).toBe("Urology");
    expect(canonicalSpecialty("Urologist")).toBe("Urology");
    expect(canonicalSpecialty("Neuro")).toBeNull();
    expect(canonicalSpecialty("")).toBeNull();
  });
});
